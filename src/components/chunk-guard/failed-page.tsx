import { View } from '@tarojs/components'
import { ErrorView } from '../error-view'
import type { ChunkLoadFailure } from './types'

const DETAIL: Record<ChunkLoadFailure['kind'], string> = {
  'script-error': '页面文件没有下载成功，可能是网络不稳定或应用刚刚更新。',
  timeout: '页面文件下载超时，请检查网络后重新加载。',
  css: '页面样式没有下载成功，请重新加载。',
  other: '页面没有加载成功，请重新加载。',
}

/** What a route shows when its H5 page chunk failed to load: the error view, reloading the whole app. */
export function ChunkLoadFailedPage({ failure }: { failure: ChunkLoadFailure }) {
  return (
    <View className='zy-page' data-testid='chunk-load-failed' data-kind={failure.kind}>
      <ErrorView text='页面加载失败' detail={DETAIL[failure.kind]} retryText='重新加载' onRetry={() => window.location.reload()} />
    </View>
  )
}
