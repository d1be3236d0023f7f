import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { WishListPage, useBandParam, useMajorCodesParam } from '../../components/wish-page'
import { useStore } from '../../stores'
import type { RecommendListModel } from '../../stores/wish'
import { go } from '../../navigation'
import { BANDS, tablePageOf, type Batch } from '../../model/wish'
import { pagePath, pageUrl } from '../../utils/url'
import { Button } from '../../components/button'
import { AtSwitch } from 'taro-ui'
import 'taro-ui/lib/style/components/switch.scss'

/**
 * 一键生成: the server suggests a whole table (a 冲/稳/保/垫 mix of the filtered units); after the parent
 * confirms, it replaces the draft of the batch and the table page opens.
 */
const SuggestBar = observer(function SuggestBar({ batch, model }: { batch: Batch; model: RecommendListModel }) {
  const { wish } = useStore()
  const [busy, setBusy] = useState(false)
  // 中外合作办学, 民办 and high-tuition units are left out unless the parent asks for them (every province alike)
  const [costly, setCostly] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const s = await model.suggest(batch.BatchId, costly)
      const mix = BANDS.map((b) => `${b} ${s.Check.Counts[b]}`).join('、')
      const r = await Taro.showModal({
        title: `生成了 ${s.Items.length} 个志愿`,
        content: `${mix}；滑档风险约 ${s.Check.SlipRisk ?? '—'}%。${wish.count(batch.BatchId) ? '将替换当前草稿中的志愿，' : ''}确定使用吗？`,
        confirmText: '使用',
        confirmColor: '#1f5eff',
      })
      if (!r.confirm) return
      const n = wish.replaceAll(s.Items, batch.BatchId)
      void Taro.showToast({ title: `已生成 ${n} 个志愿`, icon: 'none', duration: 1500 })
      void go(pagePath(tablePageOf(batch.Rule.FillMode)))
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='zy-suggest' data-testid='suggest'>
      <View className='zy-suggest__text'>
        <Text className='zy-suggest__title'>一键生成志愿表</Text>
        <Text className='zy-suggest__hint'>按冲、稳、保、垫搭配出一张完整的表（会按下面选的地区和 985、211 筛选），之后可再调整</Text>
        <View className='zy-suggest__costly' data-testid='suggest-costly' data-on={costly ? 'true' : 'false'}>
          <AtSwitch title='也选中外合作办学、民办和高学费的志愿' border={false} checked={costly} onChange={(v: boolean) => setCostly(v)} />
        </View>
      </View>
      <Button kind='primary' size='small' loading={busy} onClick={() => void run()}>
        一键生成
      </Button>
    </View>
  )
})

/** 新高考填报 (Wish/NewExamScoreLine): the province's units (专业组, or 专业+院校) by band, filters, paging. */
export default function NewExamFillPage() {
  const band = useBandParam()
  const majors = useMajorCodesParam()
  return (
    <PageShell>
      <WishListPage
        newExam
        kind='new-exam'
        filters={{ Band: band, ...majors }}
        what='按录取概率推荐志愿'
        emptyHint='换个筛选条件试试'
        top={(model) => <SuggestBarSlot model={model} />}
        extraFor={(row) =>
          row.SchoolId !== null
            ? {
                text: '院校全部',
                onClick: () => void go(pageUrl('pages/newExam/seach', { SchoolId: row.SchoolId, SchoolName: row.SchoolName, BatchId: row.BatchId })),
              }
            : null
        }
      />
    </PageShell>
  )
}

const SuggestBarSlot = observer(function SuggestBarSlot({ model }: { model: RecommendListModel }) {
  const { wish } = useStore()
  const batch = wish.currentBatch
  return batch && batch.Recommendable ? <SuggestBar batch={batch} model={model} /> : null
})
