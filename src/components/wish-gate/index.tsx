/**
 * The frame of every filling page: without a login or an exam profile it says what is missing and where to
 * fill it in; otherwise it loads the province's batches (skeleton, error view with a retry), picks the batch to
 * fill (the page's `BatchId`, else the one chosen before, else the ordinary 本科 batch) and renders the page
 * for it.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { loadBatches } from '../../stores/wish'
import { goLogin, go, PAGES } from '../../navigation'
import { pagePath } from '../../utils/url'
import type { Batch } from '../../model/wish'
import { AsyncView } from '../async-view'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import './index.scss'

export type GateState = 'anonymous' | 'no-score' | 'ready'

/** what the student still has to do before a recommendation can be made */
export function useGateState(): GateState {
  const { session, profile } = useStore()
  if (!session.isLoggedIn) return 'anonymous'
  if (!profile.isComplete || profile.Score === null) return 'no-score'
  return 'ready'
}

export const GatePrompt = observer(function GatePrompt({ state, what }: { state: Exclude<GateState, 'ready'>; what: string }) {
  return (
    <View className='zy-gate' data-testid='wish-gate' data-state={state}>
      <Text className='zy-gate__title'>{state === 'anonymous' ? '请先登录' : '还没有填写高考成绩'}</Text>
      <Text className='zy-gate__text'>{state === 'anonymous' ? `登录并填写高考成绩后，${what}` : `${what}需要你的省份、年份、科类和分数`}</Text>
      <View className='zy-gate__action'>
        <AtButton type='primary' size='small' onClick={() => (state === 'anonymous' ? void goLogin() : void go(pagePath(PAGES.completeInfo)))}>
          {state === 'anonymous' ? '登录' : '填写成绩'}
        </AtButton>
      </View>
    </View>
  )
})

export interface WishGateProps {
  /** new-exam pages ask Wish/NewExamBatchList */
  newExam?: boolean
  /** the batch the page was opened for (route parameter) */
  batchId?: number | null
  /** what the page does, for the prompts: 按你的位次推荐院校 … */
  what: string
  children: (batch: Batch) => ReactNode
}

export const WishGate = observer(function WishGate({ newExam, batchId = null, what, children }: WishGateProps) {
  const store = useStore()
  const state = useGateState()
  const isNewExam = newExam ?? !!store.profile.SProvince?.IsNewExam
  const [res] = useState(() => store.resource<Batch | null>())
  const profile = `${store.profile.provinceId}-${store.profile.Year}-${store.profile.SubjectType}`
  useEffect(() => {
    if (state === 'ready') void res.load(() => loadBatches(store.wish, { newExam: isNewExam, wanted: batchId }))
  }, [state, profile, batchId, isNewExam, res, store.wish])
  if (state !== 'ready') return <GatePrompt state={state} what={what} />
  const batch = store.wish.currentBatch
  return (
    <AsyncView state={res} isEmpty={!batch && res.loaded && !res.error} onRetry={() => void res.retry()} emptyText='你的省份暂无可填报的批次' skeletonRows={4}>
      {() => (batch ? children(batch) : null)}
    </AsyncView>
  )
})

export default WishGate
