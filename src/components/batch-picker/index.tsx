/**
 * The batches of the student's province with each one's rule (fill mode, wish count, majors per group,
 * 调剂) and whether we can recommend in it; choosing one opens the filling page for it.
 */
import { Text, View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { go } from '../../navigation'
import type { Batch } from '../../model/wish'
import { readableNote } from '../../model/wish'
import { pageUrl } from '../../utils/url'
import { WishGate } from '../wish-gate'
import { WishScoreCard } from '../wish-score-card'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/list.scss'
import './index.scss'

export function batchNote(b: Batch): string {
  const r = b.Rule
  const parts = [`${r.WishCount} 个志愿`]
  if (r.FillMode !== '专业(类)+院校') parts.push(`每个志愿 ${r.MajorsPerGroup} 个专业`)
  parts.push(
    b.Recommendable
      ? `可推荐 ${b.UnitCount} 个${r.FillMode === '院校专业组' ? '专业组' : r.FillMode === '专业(类)+院校' ? '专业' : '院校'}`
      : b.Note || '暂不推荐',
  )
  return parts.join(' · ')
}

export interface BatchPickerProps {
  batches: readonly Batch[]
  current: number | null
  onPick: (b: Batch) => void
}

export function BatchPicker({ batches, current, onPick }: BatchPickerProps) {
  const note = readableNote(batches[0]?.Rule.Note ?? '')
  return (
    <View className='zy-batches' data-testid='batch-list'>
      <AtList>
        {batches.map((b) => (
          <View key={b.BatchId} data-testid='batch' data-batch={b.BatchId} data-current={b.BatchId === current ? 'true' : 'false'}>
            <AtListItem
              title={`${b.Name}${b.BatchId === current ? '（当前）' : ''}`}
              note={b.Recommendable && b.YearsNote ? `${batchNote(b)}\n${b.YearsNote}` : batchNote(b)}
              extraText={b.Recommendable ? '去填报' : '自主填报'}
              arrow='right'
              onClick={() => onPick(b)}
            />
          </View>
        ))}
      </AtList>
      {note ? <View className='zy-batches__note'>{note}</View> : null}
    </View>
  )
}

/**
 * A batch page (选择批次): the student's card, the batches with their rules, and the filling page `next` opened
 * for the chosen one.
 */
export const BatchChoice = observer(function BatchChoice({ newExam, next }: { newExam: boolean; next: string }) {
  const { wish } = useStore()
  return (
    <WishGate newExam={newExam} what='选择批次并查看推荐'>
      {() => (
        <View>
          <WishScoreCard student={null} compact />
          <Text className='zy-batches__title'>选择填报批次</Text>
          <BatchPicker
            batches={wish.batches ?? []}
            current={wish.batchId}
            onPick={(b) => {
              wish.setBatch(b.BatchId)
              void go(pageUrl(b.Recommendable ? next : 'pages/query/self/index', { BatchId: b.BatchId }))
            }}
          />
        </View>
      )}
    </WishGate>
  )
})

export default BatchPicker
