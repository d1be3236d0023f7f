/**
 * One pattern for every loaded block (DESIGN.md "Every list"): skeleton while the first answer is awaited,
 * the error view with a retry when the call failed, the empty view when there is nothing, else the content.
 * The state comes from whatever holds it — e.g. `Resource` of src/stores/lookup/resource.ts or a pager of
 * the auto-paging helper — as { loading, loaded?, error }.
 *
 *   <AsyncView state={store.news} isEmpty={!store.news.data?.length} onRetry={() => store.news.retry()}
 *              emptyHint='目前还没有资讯'>
 *     {() => <NewsList items={store.news.data!} />}
 *   </AsyncView>
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { EmptyView } from '../empty-view'
import { ErrorView } from '../error-view'
import { Skeleton } from '../skeleton'
import { LoadingView } from '../loading-view'

export interface AsyncStateLike {
  loading: boolean
  /** an answer (data or error) has arrived at least once; without it, `loading` alone decides */
  loaded?: boolean
  error: string | null | undefined
  /** false: a retry would get the same answer (the server refused), so no 重新加载 is offered */
  retryable?: boolean
}

export type AsyncPhase = 'loading' | 'error' | 'empty' | 'ready'

/** Which view a state asks for. Data already shown stays during a reload (no flashing skeleton). */
export function asyncPhase(state: AsyncStateLike, isEmpty: boolean): AsyncPhase {
  const answered = state.loaded ?? !state.loading
  if (state.error && (isEmpty || !answered)) return 'error'
  if (!answered || (state.loading && isEmpty)) return 'loading'
  if (state.error) return 'error'
  if (isEmpty) return 'empty'
  return 'ready'
}

interface AsyncViewBase {
  state: AsyncStateLike
  onRetry?: () => void
  /** content when ready; a function is called only then (so it may read data that exists only then) */
  children?: ReactNode | (() => ReactNode)
  /** 'skeleton' (default, for lists and cards) or 'spinner' (加载中，请稍候, for whole pages) */
  loadingStyle?: 'skeleton' | 'spinner'
  skeletonRows?: number
  skeletonAvatar?: boolean
  errorText?: string
}

/** Content that may be empty says, in the page's words, what is empty and what to do (EmptyView). */
interface MayBeEmpty {
  isEmpty: boolean
  emptyText: string
  emptyHint?: string
  /** e.g. a button under the empty text */
  emptyAction?: ReactNode
}

export type AsyncViewProps = AsyncViewBase & (MayBeEmpty | { isEmpty?: undefined; emptyText?: undefined; emptyHint?: undefined; emptyAction?: undefined })

export const AsyncView = observer(function AsyncView({
  state,
  isEmpty = false,
  onRetry,
  children,
  loadingStyle = 'skeleton',
  skeletonRows = 3,
  skeletonAvatar,
  errorText,
  emptyText,
  emptyHint,
  emptyAction,
}: AsyncViewProps) {
  switch (asyncPhase(state, !!isEmpty)) {
    case 'loading':
      return loadingStyle === 'spinner' ? <LoadingView /> : <Skeleton rows={skeletonRows} avatar={skeletonAvatar} />
    case 'error':
      return <ErrorView text={errorText} detail={state.error ?? undefined} onRetry={state.retryable === false ? undefined : onRetry} />
    case 'empty':
      return (
        <EmptyView text={emptyText ?? ''} hint={emptyHint}>
          {emptyAction}
        </EmptyView>
      )
    default:
      return <>{typeof children === 'function' ? children() : children}</>
  }
})

export default AsyncView
