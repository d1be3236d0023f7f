/** The whole-page loading view (SPEC §2, §8): taro-ui's activity indicator with 加载中，请稍候. Lists and cards use Skeleton. */
import { View } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/activity-indicator.scss'
import './index.scss'

export function LoadingView({ text = '加载中，请稍候' }: { text?: string }) {
  return (
    <View className='zy-loading' data-testid='loading-view'>
      <AtActivityIndicator size={48} content={text} />
    </View>
  )
}

export default LoadingView
