import { View, Text } from '@tarojs/components'
import './index.scss'

/** The shared loading view (SPEC §2, §8): 加载中，请稍候 */
export function LoadingView({ text = '加载中，请稍候' }: { text?: string }) {
  return (
    <View className='zy-loading' data-testid='loading-view'>
      <View className='zy-loading__spinner' />
      <Text className='zy-loading__text'>{text}</Text>
    </View>
  )
}

export default LoadingView
