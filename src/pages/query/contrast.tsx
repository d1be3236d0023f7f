import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { AsyncView } from '../../components/async-view'
import { BandTag } from '../../components/band-tag'
import { useStore } from '../../stores'
import { loadBandConfig } from '../../stores/wish'
import { go } from '../../navigation'
import type { BandConfig } from '../../model/wish'
import { formatNumber } from '../../utils/number'
import { pagePath } from '../../utils/url'
import './contrast.scss'
import { Button } from '../../components/button'

/** How each way of filling works and when it suits (SPEC §2 query/contrast). */
export const GUIDE: { title: string; suits: string; steps: string[]; route: string }[] = [
  {
    title: '新高考填报',
    suits: '新高考省份用：按本省的投档单位（院校专业组，或专业+院校）推荐，并对照你的选考科目。',
    steps: ['选择批次', '在冲、稳、保、垫中挑选志愿，或一键生成一张搭配好的表', '在志愿表中排好顺序、选好组内专业和是否服从调剂，再保存'],
    route: 'pages/newExam/batch',
  },
  {
    title: '院校优先',
    suits: '“学校比专业重要”时用：先按录取概率圈定院校，再在每所院校里挑专业。',
    steps: ['按录取概率把院校分成冲、稳、保、垫', '点开院校看它在本省招生的专业', '按冲、稳、保、垫的顺序排好志愿表'],
    route: 'pages/query/college/batch',
  },
  {
    title: '专业优先',
    suits: '已有明确专业方向时用：先定专业门类，再找开设它、分数够得着的院校。',
    steps: ['在本科专业目录中选门类或专业类', '看开设这些专业的院校和录取概率', '把合适的加入志愿表'],
    route: 'pages/query/speciality/index',
  },
  {
    title: '自主填报',
    suits: '心里已有目标时用：直接搜院校或专业，逐条加入。不推荐的也查得到，并写明原因。',
    steps: ['搜索院校或专业', '看它的历年录取和录取概率', '加入志愿表并调整顺序'],
    route: 'pages/query/self/index',
  },
]

/** What each province's 投档 unit is (types/api/wish.ts FillMode). */
const FILL_MODES: { mode: string; text: string }[] = [
  { mode: '院校专业组', text: '每个志愿是一所院校的一个专业组，组内可填几个专业并选择是否服从调剂；调剂只在本组内进行。' },
  { mode: '专业(类)+院校', text: '每个志愿是一所院校的一个专业（类），没有专业调剂：录不上就看下一个志愿。' },
  { mode: '传统院校+专业', text: '每个志愿是一所院校，院校内再填几个专业并选择是否服从调剂。' },
]

/**
 * How the probabilities fared when predicting a past year (Wish/BandConfig's Backtest, from `npm run backtest`).
 * Read defensively: an older server sends no Backtest, and then the page says only that one was made.
 */
export interface BacktestSummary {
  Year: number
  Units: number
  Pairs: number
  Provinces: string[]
  Bands: { Band: string; Pairs: number; Stated: number; Realised: number }[]
  Brier: { Rule: string; Brier: number }[]
  WeakerProvinces: string[]
  /** the same measured two years ahead (a student who sits the exam next year), when the server has it */
  TwoYearsAhead?: {
    Year: number
    HistoryUntil: number
    Units: number
    Pairs: number
    Bands: { Band: string; Pairs: number; Stated: number; Realised: number }[]
    Brier: { Rule: string; Brier: number }[]
  } | null
}

/**
 * The rules compared in plain words and percentages (no raw score on a user page): how much larger (or smaller)
 * each other rule's prediction error was than ours. The method page explains the score itself.
 */
export function comparisonText(brier: { Rule: string; Brier: number }[]): string | null {
  const ours = brier.find((r) => r.Rule.startsWith('本产品'))
  if (!ours || !(ours.Brier > 0)) return null
  const others = brier.filter((r) => r !== ours && r.Brier > 0)
  if (!others.length) return null
  const parts = others.map((r) => {
    const d = Math.round((r.Brier / ours.Brier - 1) * 100)
    return d >= 0 ? `「${r.Rule}」比我们大 ${d}%` : `「${r.Rule}」比我们小 ${-d}%`
  })
  return `和其他常见算法比预测误差（说的概率和实际结果差多少，越小越准）：${parts.join('；')}。`
}

function BandsTable({ bands }: { bands: BacktestSummary['Bands'] }) {
  return (
    <View className='zy-contrast__bt-table'>
      <View className='zy-contrast__bt-row zy-contrast__bt-row--head'>
        <Text className='zy-contrast__bt-cell'>档位</Text>
        <Text className='zy-contrast__bt-cell'>说的概率（平均）</Text>
        <Text className='zy-contrast__bt-cell'>实际录取比例</Text>
      </View>
      {bands.map((b) => (
        <View key={b.Band} className='zy-contrast__bt-row' data-testid='backtest-band'>
          <Text className='zy-contrast__bt-cell'>{b.Band}</Text>
          <Text className='zy-contrast__bt-cell'>{formatNumber(b.Stated)}%</Text>
          <Text className='zy-contrast__bt-cell'>{formatNumber(b.Realised)}%</Text>
        </View>
      ))}
    </View>
  )
}

export function backtestOf(config: unknown): BacktestSummary | null {
  const b = config && typeof config === 'object' ? (config as { Backtest?: unknown }).Backtest : null
  if (!b || typeof b !== 'object') return null
  const t = b as BacktestSummary
  return Number.isInteger(t.Year) && Array.isArray(t.Bands) && Array.isArray(t.Brier) && Array.isArray(t.Provinces) && Array.isArray(t.WeakerProvinces)
    ? t
    : null
}

const num = (v: number) => formatNumber(v)

export function BacktestTable({ bt }: { bt: BacktestSummary }) {
  const compare = comparisonText(bt.Brier)
  const two = bt.TwoYearsAhead && Array.isArray(bt.TwoYearsAhead.Bands) ? bt.TwoYearsAhead : null
  const compareTwo = two && Array.isArray(two.Brier) ? comparisonText(two.Brier) : null
  return (
    <View className='zy-contrast__backtest' data-testid='backtest'>
      <Text className='zy-contrast__p'>
        我们拿 {bt.Year} 年以前公布的数据去“预测”{bt.Year} 年，再和 {bt.Year} 年真实的录取结果对照：共 {bt.Provinces.length} 个省份、{num(bt.Units)} 个志愿、
        {num(bt.Pairs)} 组位次。
      </Text>
      <BandsTable bands={bt.Bands} />
      {compare ? <Text className='zy-contrast__p'>{compare}</Text> : null}
      {two ? (
        <View data-testid='backtest-two-years'>
          <Text className='zy-contrast__p'>
            提前两年预测（像明年才高考的同学现在这样，只用 {two.HistoryUntil} 年及以前的数据“预测”{two.Year} 年）：共 {num(two.Units)} 个志愿、
            {num(two.Pairs)} 组位次。
          </Text>
          <BandsTable bands={two.Bands} />
          {compareTwo ? <Text className='zy-contrast__p'>{compareTwo}</Text> : null}
        </View>
      ) : null}
      {bt.WeakerProvinces.length ? (
        <Text className='zy-contrast__p'>在{bt.WeakerProvinces.join('、')}，有更简单的算法比我们预测得更准，这几个省份的概率请多留余地。</Text>
      ) : null}
    </View>
  )
}

const BandTable = observer(function BandTable({ config }: { config: BandConfig }) {
  return (
    <View className='zy-contrast__bands' data-testid='band-config'>
      {config.Bands.map((b) => (
        <View key={b.Band} className='zy-contrast__band' data-testid='band-row'>
          <BandTag band={b.Band} size='normal' />
          <View className='zy-contrast__band-text'>
            <Text className='zy-contrast__band-range'>
              录取概率 {b.Min}%{b.Max >= 100 ? ' 及以上' : `–${b.Max}%`}
            </Text>
            <Text className='zy-contrast__band-meaning'>{b.Meaning}</Text>
          </View>
        </View>
      ))}
      <Text className='zy-contrast__p'>录取概率低于 {config.Floor}% 的不作推荐，但在「自主填报」里仍能查到，并写明原因。</Text>
      <Text className='zy-contrast__p'>一张志愿表里所有志愿都录不上的可能叫「滑档风险」；达到 {config.SlipWarn}% 时，保存前会提醒你再看一看。</Text>
    </View>
  )
})

function ContrastPage() {
  const store = useStore()
  const { wish } = store
  const [config] = useState(() => store.resource<BandConfig>(() => loadBandConfig(wish)))
  useEffect(() => {
    void config.load()
  }, [config])
  return (
    <PageShell className='zy-contrast'>
      <View className='zy-contrast__card'>
        <Text className='zy-contrast__h'>冲、稳、保、垫是什么</Text>
        <AsyncView state={config} onRetry={() => void config.retry()} skeletonRows={2}>
          {() => (config.data ? <BandTable config={config.data} /> : null)}
        </AsyncView>
      </View>
      <View className='zy-contrast__card' data-testid='honesty'>
        <Text className='zy-contrast__h'>录取概率是怎么来的</Text>
        <Text className='zy-contrast__p'>
          每个志愿的录取概率，是用它历年的最低录取位次（来自省考试院、院校官网等公开数据，每个数字都标有来源）预测今年的最低录取位次，再和你的位次比较算出来的。
        </Text>
        <Text className='zy-contrast__p'>
          它是估计，不是保证：招生计划、报考人数和热门程度每年都在变。我们用往年的数据做过回测——只用某一年填报前公布的数据去“预测”那一年，再和真实录取结果对照——检验说“约六成”的志愿是否真的大约六成录上。
        </Text>
        {config.data && backtestOf(config.data) ? <BacktestTable bt={backtestOf(config.data)!} /> : null}
        <Text className='zy-contrast__p'>历年数据太少的志愿，我们不给概率，只写明原因。</Text>
      </View>
      <View className='zy-contrast__card'>
        <Text className='zy-contrast__h'>各省怎么投档</Text>
        {FILL_MODES.map((m) => (
          <View key={m.mode} className='zy-contrast__mode'>
            <Text className='zy-contrast__mode-name'>{m.mode}</Text>
            <Text className='zy-contrast__p'>{m.text}</Text>
          </View>
        ))}
        <Text className='zy-contrast__p'>平行志愿按表中顺序检索：排在前面的先看，一旦录上，后面的志愿就不再看。所以「冲」放前面，「保」「垫」放最后。</Text>
      </View>
      {GUIDE.map((g) => (
        <View key={g.title} className='zy-contrast__card' data-testid='contrast-mode'>
          <Text className='zy-contrast__h'>{g.title}</Text>
          <Text className='zy-contrast__suits'>{g.suits}</Text>
          <View className='zy-contrast__steps'>
            {g.steps.map((s, i) => (
              <Text key={i} className='zy-contrast__step'>
                {i + 1}. {s}
              </Text>
            ))}
          </View>
          <Button kind='ghost' size='small' onClick={() => void go(pagePath(g.route))}>
            用这种方式填报
          </Button>
        </View>
      ))}
      <View className='zy-contrast__card'>
        <Text className='zy-contrast__h'>模拟填报</Text>
        <Text className='zy-contrast__suits'>换一个分数（或位次）试试：看冲稳保各有多少、志愿表的滑档风险怎么变，不改动你保存的高考信息。</Text>
        <View className='zy-contrast__steps' />
        <Button kind='ghost' size='small' onClick={() => void go(pagePath('pages/query/scoreForm'))}>
          去模拟
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(ContrastPage)
