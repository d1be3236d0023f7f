import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { AdmissionLine } from '../../model/lookup'
import { sourceChip, sourceDetailLines, type SourceDetailInput } from './format'
import './index.scss'

export interface SourceTagProps extends SourceDetailInput {
  /** small inline form (inside a table cell): the label only, no year */
  compact?: boolean
}

/**
 * The sheet with what the number is, title, publisher, year and address (the address can be copied). Drawn by
 * the page itself rather than the system modal, so the lines keep their breaks in both builds.
 */
function SourceSheet({ input, onClose }: { input: SourceDetailInput; onClose: () => void }) {
  const lines = sourceDetailLines(input)
  const url = input.source?.Url || input.derivedFrom?.Url || ''
  return (
    <View
      className='zy-source-sheet'
      data-testid='source-sheet'
      catchMove
      onClick={(e) => {
        // the tag may sit in a tappable row: the tap that closes the sheet must not reach it
        e.stopPropagation()
        onClose()
      }}
    >
      <View className='zy-source-sheet__panel' onClick={(e) => e.stopPropagation()}>
        <Text className='zy-source-sheet__title'>数据来源</Text>
        {lines.map((l, i) => (
          <Text key={i} className={`zy-source-sheet__line ${i === 0 && input.what ? 'zy-source-sheet__line--what' : ''}`} userSelect>
            {l}
          </Text>
        ))}
        <View className='zy-source-sheet__actions'>
          {url ? (
            <View
              className='zy-source-sheet__btn zy-source-sheet__btn--ghost'
              onClick={() => {
                void Taro.setClipboardData({ data: url }).catch(() => undefined)
              }}
            >
              复制地址
            </View>
          ) : null}
          <View
            className='zy-source-sheet__btn'
            onClick={(e) => {
              e.stopPropagation()
              onClose()
            }}
          >
            关闭
          </View>
        </View>
      </View>
    </View>
  )
}

/**
 * The 来源 mark beside a number or a table (DESIGN.md: every number shows its year and source on tap), with
 * the 推算 mark when the number is computed rather than published.
 */
export function SourceTag(props: SourceTagProps) {
  const { source, derived, year, compact } = props
  const [open, setOpen] = useState(false)
  return (
    <View className='zy-source-wrap'>
      <View
        className={`zy-source ${compact ? 'zy-source--compact' : ''}`}
        data-testid='source-tag'
        onClick={(e) => {
          e.stopPropagation?.()
          setOpen(true)
        }}
      >
        {compact ? null : <Text className='zy-source__prefix'>来源</Text>}
        <Text className={`zy-source__chip zy-source__chip--${source?.SourceClass ?? 'unknown'}`}>{sourceChip(source, compact ? null : year)}</Text>
        {derived && source?.SourceClass !== 'score-derived' ? <Text className='zy-source__derived'>推算</Text> : null}
      </View>
      {open ? <SourceSheet input={props} onClose={() => setOpen(false)} /> : null}
    </View>
  )
}

/**
 * The 来源 cell of an admission line (录取数据, a school's 录取线): its source, and when the rank was computed by us,
 * the 推算 mark with the 一分一段 table it came from. `what` names the number for the sheet.
 */
export function AdmissionLineSource({ line, what }: { line: Pick<AdmissionLine, 'Source' | 'IsDerived' | 'RankSource'>; what: string }) {
  return <SourceTag compact source={line.Source} year={null} derived={line.IsDerived} derivedFrom={line.RankSource} what={what} />
}

export default SourceTag
