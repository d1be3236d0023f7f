/**
 * The frame of a recommendation page: the gate (login, profile, batch), the student's card, the list of one
 * kind for the batch, and the bottom bar with the draft. The list's model lives as long as the page.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { readParam } from '../../utils/url'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { RecommendListModel, type ListFilters } from '../../stores/wish'
import { BANDS, type Band, type Batch, type ListKind } from '../../model/wish'
import { DraftBar } from '../draft-bar'
import { RecommendList, type RecommendListProps } from '../recommend-list'
import { WishGate } from '../wish-gate'
import { WishScoreCard } from '../wish-score-card'
import './index.scss'
import { Note } from '../note'

/** a whole-number route parameter (BatchId, SchoolId), else null */
export function useNumberParam(name: string): number | null {
  const v = Number(useRouter().params[name])
  return Number.isInteger(v) && v > 0 ? v : null
}

/** the band a page was opened for (志愿填报's 冲/稳/保/垫 counts link here), else null */
export function useBandParam(): Band | null {
  const raw = useRouter().params.Band
  const v = raw ? decodeURIComponent(raw) : ''
  return (BANDS as readonly string[]).includes(v) ? (v as Band) : null
}

const MAJOR_CODE = /^\d{2}(\d{2}(\d{2})?)?$/

/**
 * The related majors a page was opened with (an occupation's 「按这些专业筛选志愿推荐」): `majorCategories` (专业类
 * codes, comma-separated) and `from` (what they relate to). Unusable codes are dropped; the list shows the filter.
 */
export function useMajorCodesParam(): Pick<ListFilters, 'MajorCodes' | 'MajorCodesFrom'> | null {
  const params = useRouter().params
  const codes = [
    ...new Set(
      readParam(params, 'majorCategories')
        .split(',')
        .map((c) => c.trim()),
    ),
  ]
    .filter((c) => MAJOR_CODE.test(c))
    .slice(0, 30)
  if (!codes.length) return null
  return { MajorCodes: codes, MajorCodesFrom: readParam(params, 'from').trim().slice(0, 20) }
}

export interface ListBodyProps extends Omit<RecommendListProps, 'model' | 'batch'> {
  batch: Batch
  kind: ListKind
  filters?: Partial<ListFilters>
  /** another kind for some filters (自主填报: the search call once there is a keyword) */
  kindFor?: (filters: ListFilters) => ListKind
  /** above the list (e.g. a catalogue picker); gets the model */
  top?: (model: RecommendListModel) => ReactNode
  /** don't load until the page has what it needs (e.g. a major chosen) */
  ready?: boolean
}

/** The list of a batch: built once per page and batch; reloaded when the batch or the mode changes. */
export const ListBody = observer(function ListBody({ batch, kind, filters, kindFor, top, ready = true, ...rest }: ListBodyProps) {
  const store = useStore()
  const { wish, profile, session } = store
  const [model] = useState(() => store.recommendList({ kind, kindFor, filters }))
  // a new score (修改成绩, 录入实考分) or rank changes every probability: the list starts over
  const rank = session.userInfo?.Rank ?? null
  useEffect(() => {
    if (ready) void model.reload()
  }, [model, batch.BatchId, wish.wishType, ready, profile.Score, rank])
  return (
    <View>
      <WishScoreCard student={model.student} compact />
      {batch.YearsNote ? (
        <Note spaced tone={batch.YearsGap >= 2 ? 'warn' : 'info'} testId='years-held'>
          {batch.YearsNote}
        </Note>
      ) : null}
      {top?.(model)}
      {ready ? <RecommendList model={model} batch={batch} {...rest} /> : null}
      <DraftBar batch={batch} />
    </View>
  )
})

export interface WishListPageProps extends Omit<ListBodyProps, 'batch'> {
  newExam?: boolean
  what: string
}

/** A recommendation page: the gate, then the list body for the batch. */
export const WishListPage = observer(function WishListPage({ newExam, what, ...body }: WishListPageProps) {
  const batchId = useNumberParam('BatchId')
  return (
    <WishGate newExam={newExam} batchId={batchId} what={what}>
      {(batch) => <ListBody key={batch.BatchId} batch={batch} {...body} />}
    </WishGate>
  )
})
