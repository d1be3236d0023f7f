import { View, Text } from '@tarojs/components'
import './index.scss'

export interface ErrorViewProps {
  /** defaults to SPEC §8's 页面加载失败 */
  text?: string
  /** what went wrong, in words a parent understands (e.g. the server's message) */
  detail?: string
  /** the retry button's text; the button shows only with onRetry */
  retryText?: string
  onRetry?: () => void
}

/** The generic page-failed-to-load view, with a retry when the caller can retry. */
export function ErrorView({ text = '页面加载失败', detail, retryText = '重新加载', onRetry }: ErrorViewProps) {
  return (
    <View className='zy-error' data-testid='error-view' role='alert'>
      <View className='zy-error__icon'>!</View>
      <Text className='zy-error__text'>{text}</Text>
      {detail ? <Text className='zy-error__detail'>{detail}</Text> : null}
      {onRetry ? (
        <View className='zy-error__retry' data-testid='error-retry' onClick={onRetry}>
          {retryText}
        </View>
      ) : null}
    </View>
  )
}

export default ErrorView
