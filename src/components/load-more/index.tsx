/**
 * The end of a paged list, on taro-ui's AtLoadMore: a button that loads the next page (or retries a failed one),
 * the spinner while it loads, and a closing line once everything is there.
 */
import { View } from '@tarojs/components'
import { AtLoadMore } from 'taro-ui'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/activity-indicator.scss'
import 'taro-ui/lib/style/components/load-more.scss'
import './index.scss'

export type LoadMoreStatus = 'more' | 'loading' | 'noMore'

export function LoadMore({
  status,
  onMore,
  moreText = '加载更多',
  loadingText = '加载中',
  noMoreText = '没有更多了',
  testId = 'load-more',
}: {
  status: LoadMoreStatus
  onMore: () => void
  moreText?: string
  loadingText?: string
  noMoreText?: string
  testId?: string
}) {
  return (
    <View className='zy-load-more' data-testid={testId} data-status={status}>
      <AtLoadMore status={status} moreText={moreText} loadingText={loadingText} noMoreText={noMoreText} onClick={onMore} />
    </View>
  )
}

export default LoadMore
