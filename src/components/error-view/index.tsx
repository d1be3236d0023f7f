/**
 * The one error view: taro-ui's alert icon, what failed, why (the server's message in words a parent understands)
 * and, when the caller can retry, a 重新加载 button.
 */
import { Text, View } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import { Button } from '../button'
import 'taro-ui/lib/style/components/icon.scss'
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

export function ErrorView({ text = '页面加载失败', detail, retryText = '重新加载', onRetry }: ErrorViewProps) {
  return (
    <View className='zy-error' data-testid='error-view' role='alert'>
      <AtIcon value='alert-circle' className='zy-error__icon' />
      <Text className='zy-error__text'>{text}</Text>
      {detail ? <Text className='zy-error__detail'>{detail}</Text> : null}
      {onRetry ? (
        <View className='zy-error__retry'>
          <Button kind='ghost' size='small' testId='error-retry' onClick={onRetry}>
            {retryText}
          </Button>
        </View>
      ) : null}
    </View>
  )
}

export default ErrorView
