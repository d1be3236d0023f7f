/**
 * The one empty state: one neutral picture (taro-ui's document icon), then what is empty on this page and what to
 * do about it — a page passes both in its own words (「还没有保存的志愿表」「在志愿填报中把志愿加入志愿表…」), so a
 * parent never meets a bare 「暂无数据」 without knowing what is missing.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import './index.scss'

export interface EmptyViewProps {
  /** what is empty, e.g. 没有找到符合条件的院校 */
  text: string
  /** what to do next, e.g. 换个关键词或放宽筛选条件 */
  hint?: string
  /** at most one way on (a Button) */
  children?: ReactNode
  /** inside a card or a list: less space around */
  compact?: boolean
}

export function EmptyView({ text, hint, children, compact }: EmptyViewProps) {
  return (
    <View className={`zy-empty ${compact ? 'zy-empty--compact' : ''}`} data-testid='empty-view'>
      <AtIcon value='file-generic' className='zy-empty__icon' />
      <Text className='zy-empty__text'>{text}</Text>
      {hint ? <Text className='zy-empty__hint'>{hint}</Text> : null}
      {children ? <View className='zy-empty__action'>{children}</View> : null}
    </View>
  )
}

export default EmptyView
