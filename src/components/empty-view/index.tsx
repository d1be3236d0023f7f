import { View, Text } from '@tarojs/components'
import './index.scss'

export interface EmptyViewProps {
  /** defaults to SPEC §8's 暂无数据~ */
  text?: string
  /** a smaller line under the text, e.g. what to do next */
  hint?: string
  children?: React.ReactNode
}

/** The shared empty-data placeholder. */
export function EmptyView({ text = '暂无数据~', hint, children }: EmptyViewProps) {
  return (
    <View className='zy-empty' data-testid='empty-view'>
      <View className='zy-empty__icon' />
      <Text className='zy-empty__text'>{text}</Text>
      {hint ? <Text className='zy-empty__hint'>{hint}</Text> : null}
      {children}
    </View>
  )
}

export default EmptyView
