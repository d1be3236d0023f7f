/**
 * A paged list of the auto-paging helper (utils/paging): the skeleton until the first page, the error view with a
 * retry, the empty view (saying what is empty and what to do), then the rows and the load-more footer.
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { EmptyView } from '../empty-view'
import { ErrorView } from '../error-view'
import { LoadMore } from '../load-more'
import { Skeleton } from '../skeleton'

export interface PagerLike<T> {
  items: T[]
  total: number
  loading: boolean
  loaded: boolean
  error: string | null
  isEmpty: boolean
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

export const PagedList = observer(function PagedList<T>({
  pager,
  render,
  emptyText,
  emptyHint,
  skeletonRows = 5,
  avatar,
}: {
  pager: PagerLike<T> | null
  render: (items: T[]) => ReactNode
  /** what is empty, in the page's words (e.g. 没有符合条件的院校) */
  emptyText: string
  /** what to do about it */
  emptyHint?: string
  skeletonRows?: number
  avatar?: boolean
}) {
  if (!pager) return <ErrorView text='缺少必要参数' />
  if (!pager.loaded || (pager.loading && pager.items.length === 0)) return <Skeleton rows={skeletonRows} avatar={avatar} />
  if (pager.error && pager.items.length === 0) return <ErrorView detail={pager.error} onRetry={() => void pager.reload()} />
  if (pager.isEmpty) return <EmptyView text={emptyText} hint={emptyHint} />
  const status = pager.loading ? 'loading' : pager.error || pager.hasMore ? 'more' : 'noMore'
  return (
    <>
      {render(pager.items)}
      <LoadMore
        testId='list-footer'
        status={status}
        onMore={() => void pager.loadMore()}
        moreText={pager.error ? '加载失败，点此重试' : `共 ${pager.total} 条，上拉或点此加载更多`}
        noMoreText={`共 ${pager.total} 条，已全部加载`}
      />
    </>
  )
})

export default PagedList
