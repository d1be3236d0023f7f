import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { sourceChip, sourceDetailLines, type SourceDetailInput } from './format'
import './index.scss'

export interface SourceTagProps extends SourceDetailInput {
  /** small inline form (inside a table cell) */
  compact?: boolean
}

/** Shows the sheet with title, publisher, year and address; the address can be copied. */
export function showSourceDetail(input: SourceDetailInput): void {
  const lines = sourceDetailLines(input)
  const url = input.source?.Url || input.derivedFrom?.Url || ''
  void Taro.showModal({
    title: '数据来源',
    content: lines.join('\n'),
    showCancel: !!url,
    cancelText: '关闭',
    confirmText: url ? '复制地址' : '知道了',
  }).then((res) => {
    if (url && res.confirm) void Taro.setClipboardData({ data: url })
  })
}

/**
 * The 来源 mark beside a number or a table (DESIGN.md: every number shows its year and source on tap), with
 * the 推算 mark when the number is computed rather than published.
 */
export function SourceTag(props: SourceTagProps) {
  const { source, derived, year, compact } = props
  return (
    <View
      className={`zy-source ${compact ? 'zy-source--compact' : ''}`}
      data-testid='source-tag'
      onClick={(e) => {
        e.stopPropagation?.()
        showSourceDetail(props)
      }}
    >
      {compact ? null : <Text className='zy-source__prefix'>来源</Text>}
      <Text className={`zy-source__chip zy-source__chip--${source?.SourceClass ?? 'unknown'}`}>{sourceChip(source, compact ? null : year)}</Text>
      {derived && source?.SourceClass !== 'score-derived' ? <Text className='zy-source__derived'>推算</Text> : null}
    </View>
  )
}

/** Just the 推算 mark (for a value inside a table whose source is shown once for the table). */
export function DerivedMark({ onClick }: { onClick?: () => void }) {
  return (
    <Text className='zy-source__derived' onClick={onClick}>
      推算
    </Text>
  )
}

export default SourceTag
