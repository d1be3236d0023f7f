import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { ActionSheet } from '../../components/action-sheet'
import { AsyncView } from '../../components/async-view'
import { Button } from '../../components/button'
import { MenuList } from '../../components/menu-list'
import { Note } from '../../components/note'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { WishScoreCard } from '../../components/wish-score-card'
import { useGateState } from '../../components/wish-gate'
import { BAND_CLASS } from '../../components/band-tag'
import { fillingModes, type FillingMode } from '../../content/filling-modes'
import { useStore } from '../../stores'
import type { FillingTabModel } from '../../stores/wish/filling-tab'
import { goLogin, go, PAGES } from '../../navigation'
import { loadUserInfo } from '../../stores/flows/profile'
import { BANDS, tablePageOf, type Batch } from '../../model/wish'
import { pagePath, pageUrl } from '../../utils/url'
import './index.scss'

const ScoreBlock = observer(function ScoreBlock({ model }: { model: FillingTabModel }) {
  const { wish } = useStore()
  const state = useGateState()
  if (state === 'anonymous') {
    return (
      <View className='zy-query-score' data-testid='query-score' data-state='anonymous'>
        <View className='zy-query-score__text'>
          <Text className='zy-query-score__lead'>登录后开始填报志愿</Text>
          <Text className='zy-query-score__sub'>按你的省份、科类和位次算出每个志愿的录取概率</Text>
        </View>
        <Button size='small' testId='query-login' onClick={() => void goLogin()}>
          登录
        </Button>
      </View>
    )
  }
  if (state === 'no-score') {
    return (
      <View className='zy-query-score' data-testid='query-score' data-state='no-score'>
        <View className='zy-query-score__text'>
          <Text className='zy-query-score__lead'>还没有填写高考成绩</Text>
          <Text className='zy-query-score__sub'>志愿推荐按你的省份、科类和分数计算，请先填写</Text>
        </View>
        <Button size='small' testId='query-fill' onClick={() => void go(pagePath(PAGES.completeInfo))}>
          填写成绩
        </Button>
      </View>
    )
  }
  const batch = wish.currentBatch
  return (
    <View data-testid='query-score' data-state='complete'>
      <WishScoreCard student={model.stat.data?.Student ?? null} rule={batch?.Rule ?? null} batchName={batch?.Name} />
    </View>
  )
})

/** 冲 / 稳 / 保 / 垫 and how many of each the student's rank finds; a tile opens that band's list. */
const BandStrip = observer(function BandStrip({ model, batch }: { model: FillingTabModel; batch: Batch }) {
  const stat = model.stat
  return (
    <Section title={`按你的位次，${batch.Name}可推荐`} testId='query-bands'>
      <AsyncView state={stat} onRetry={() => void model.load()} skeletonRows={1}>
        {() =>
          stat.data ? (
            <View className='zy-query__bands'>
              {BANDS.map((b) => (
                <View
                  key={b}
                  className={`zy-query__band zy-query__band--${BAND_CLASS[b]}`}
                  data-testid={`query-band-${BAND_CLASS[b]}`}
                  onClick={() =>
                    void go(
                      pageUrl(batch.Rule.FillMode === '传统院校+专业' ? 'pages/query/college/index' : 'pages/newExam/index', {
                        BatchId: batch.BatchId,
                        Band: b,
                      }),
                    )
                  }
                >
                  <Text className='zy-query__band-name'>{b}</Text>
                  <Text className='zy-query__band-count'>{stat.data!.Counts[b]}</Text>
                </View>
              ))}
            </View>
          ) : null
        }
      </AsyncView>
      {stat.data && stat.data.Counts.不推荐 + stat.data.Counts.无概率 > 0 ? (
        <Text className='zy-query__muted'>
          另有 {stat.data.Counts.不推荐} 个录取概率太低、{stat.data.Counts.无概率} 个历年数据不足的，可在自主填报中查到
        </Text>
      ) : null}
    </Section>
  )
})

function ModeList({ modes, batchId }: { modes: FillingMode[]; batchId: number | null }) {
  return (
    <Section flush title='选择填报方式' testId='query-modes'>
      <MenuList
        items={modes.map((m) => ({
          key: m.key,
          dataKey: m.key,
          testId: 'query-mode',
          title: m.title,
          desc: m.desc,
          icon: m.icon,
          extra: m.badge,
          onClick: () => void go(batchId !== null && m.key !== 'simulate' ? pageUrl(m.route, { BatchId: batchId }) : pagePath(m.route)),
        }))}
      />
    </Section>
  )
}

function QueryPage() {
  const store = useStore()
  const { wish, profile, session } = store
  const state = useGateState()
  const [model] = useState(() => store.fillingTab())
  const [choosing, setChoosing] = useState(false)
  const profileKey = `${profile.provinceId}-${profile.Year}-${profile.SubjectType}-${profile.Score}`
  useEffect(() => {
    if (state === 'ready') void model.load()
  }, [state, profileKey, model])
  // back from editing the score or a table: the counts follow the new score
  useDidShow(() => {
    if (state === 'ready' && model.stat.loaded) void model.load()
  })
  const refresh = async () => {
    if (!session.isLoggedIn) return
    await loadUserInfo({ silent: true })
    if (state === 'ready') await model.load(true)
  }
  const batch = state === 'ready' ? wish.currentBatch : null
  const batches = wish.batches ?? []
  const draft = batch ? wish.count(batch.BatchId) : 0
  return (
    <PageShell className='zy-query' onRefresh={refresh}>
      <View className='zy-query__head'>
        <ScoreBlock model={model} />
      </View>
      {state === 'ready' ? (
        <AsyncView
          state={model.batch}
          isEmpty={!batch}
          onRetry={() => void model.load(true)}
          emptyText='你的省份今年还没有可填报的批次'
          emptyHint='省教育考试院公布批次后会显示在这里'
          skeletonRows={2}
        >
          {() =>
            batch ? (
              <View>
                <MenuList
                  testId='query-batch-card'
                  items={[
                    {
                      key: 'batch',
                      testId: 'query-batch',
                      title: `填报批次：${batch.Name}`,
                      desc: batch.Recommendable ? `有 ${batch.UnitCount} 个志愿的历年录取数据` : batch.Note,
                      extra: '切换',
                      onClick: () => setChoosing(true),
                    },
                  ]}
                />
                <BandStrip model={model} batch={batch} />
              </View>
            ) : null
          }
        </AsyncView>
      ) : null}
      <ModeList modes={fillingModes(profile.SProvince ? profile.SProvince.IsNewExam : null)} batchId={batch?.BatchId ?? null} />
      <Section flush title='我的志愿表' testId='query-tables'>
        <MenuList
          items={[
            ...(batch
              ? [
                  {
                    key: 'draft',
                    testId: 'query-draft',
                    title: `${batch.Name}草稿`,
                    desc: draft ? `已填 ${draft} / ${batch.Rule.WishCount} 个志愿，可调整顺序并保存` : '还没有加入志愿',
                    extra: draft ? `${draft} 个` : undefined,
                    onClick: () => void go(pagePath(tablePageOf(batch.Rule.FillMode))),
                  },
                ]
              : []),
            { key: 'saved', title: '已保存的志愿表', desc: '查看每张表的滑档风险，打开修改或删除', route: 'pages/personal/volunteerlist/volunteerlist' },
            { key: 'contrast', title: '填报方式与冲稳保说明', desc: '冲、稳、保、垫的含义和录取概率是怎么来的', route: 'pages/query/contrast' },
          ]}
        />
      </Section>
      <Note spaced>录取概率按历年录取数据估计，不是保证；正式填报请以省教育考试院公布的招生计划和规则为准。</Note>
      <View className='zy-query__end' />
      <ActionSheet
        open={choosing}
        title='选择填报批次'
        options={batches.map((b) => ({ key: b.BatchId, label: `${b.Name}${b.Recommendable ? '' : '（不推荐）'}` }))}
        onClose={() => setChoosing(false)}
        onPick={(id) => {
          const b = batches.find((x) => x.BatchId === id)
          if (b) void model.pick(b)
        }}
      />
    </PageShell>
  )
}

export default observer(QueryPage)
