/**
 * A recommendation list: band tabs with counts, filters, the rows (skeleton while the first page loads, 暂无数据~
 * when nothing matches, the error view with a retry when the call fails), more rows on reaching the bottom or
 * on 加载更多, the explanation of a tapped row, and the one-tap add/remove.
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { AtLoadMore } from 'taro-ui'
import { observer } from 'mobx-react'
import type { RecommendListModel } from '../../stores/wish'
import type { Batch, RecommendRow } from '../../model/wish'
import { AsyncView } from '../async-view'
import { RecommendRowCard, type RowButton } from '../recommend-row'
import { WishExplain } from '../wish-explain'
import { BandTabs, RecommendFilters } from './filters'
import { useRowActions } from './use-draft-toggle'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/activity-indicator.scss'
import 'taro-ui/lib/style/components/load-more.scss'
import './index.scss'

export { BandTabs, RecommendFilters } from './filters'
export { useRowActions, rowActions, rowActionOf, toggleMessage } from './use-draft-toggle'

export interface RecommendListProps {
  model: RecommendListModel
  batch: Batch
  /** band tabs and filters above the rows (default both) */
  showTabs?: boolean
  showFilters?: boolean
  keyword?: boolean
  placeholder?: string
  /** a second action per row (e.g. the school's majors) */
  extraFor?: (row: RecommendRow) => RowButton | null
  emptyText?: string
  emptyHint?: string
  /** shown between the filters and the rows */
  header?: ReactNode
  /** the rows are groups reached from this major (专业优先): adding one puts the major first, rows holding it say so */
  majorFirst?: string
}

export const RecommendList = observer(function RecommendList({
  model,
  batch,
  showTabs = true,
  showFilters = true,
  keyword = true,
  placeholder,
  extraFor,
  emptyText = '没有符合条件的志愿',
  emptyHint = '换一档（冲、稳、保、垫）看看，或放宽地区和院校筛选',
  header,
  majorFirst,
}: RecommendListProps) {
  const [open, setOpen] = useState<RecommendRow | null>(null)
  const actions = useRowActions(batch, { majorFirst })
  useReachBottom(() => void model.loadMore())
  const pager = model.pager
  const openAction = open ? actions.button(open) : null
  return (
    <View className='zy-reclist' data-testid='recommend-list' data-loaded={pager.loaded ? 'true' : 'false'}>
      {showTabs ? <BandTabs model={model} /> : null}
      {showFilters ? <RecommendFilters model={model} keyword={keyword} placeholder={placeholder} /> : null}
      {header}
      {pager.loaded && !pager.error ? (
        <Text className='zy-reclist__total' data-testid='recommend-total'>
          共 {pager.total} 条{model.filters.Band ? `「${model.filters.Band}」` : ''}
        </Text>
      ) : null}
      <AsyncView
        state={pager}
        isEmpty={pager.items.length === 0}
        onRetry={() => void model.reload()}
        emptyText={emptyText}
        emptyHint={emptyHint}
        skeletonRows={4}
      >
        {() => (
          <View className='zy-reclist__rows'>
            {pager.items.map((row) => (
              <RecommendRowCard
                key={row.UnitId}
                row={row}
                added={actions.added(row)}
                onOpen={() => setOpen(row)}
                action={actions.button(row)}
                extra={extraFor?.(row) ?? null}
                highlightMajor={majorFirst}
              />
            ))}
            <View data-testid='load-more' data-status={model.loadStatus}>
              <AtLoadMore status={model.loadStatus} moreText='加载更多' loadingText='加载中' noMoreText='没有更多了' onClick={() => void model.loadMore()} />
            </View>
          </View>
        )}
      </AsyncView>
      <WishExplain row={open} year={model.student?.Year ?? null} onClose={() => setOpen(null)} action={openAction} />
    </View>
  )
})

export default RecommendList
