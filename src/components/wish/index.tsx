/**
 * The page bodies of wish filling (SPEC §1 four filling modes, simulated filling, the wish table). The
 * recommendation and wish-table calls belong to a later feature: until they exist these bodies show their
 * real structure (the student's exam facts, 冲/稳/保, filters, the table's bottom bar) with the shared empty
 * view saying what will appear, and never invented schools or numbers.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyView } from '../empty-view'
import { BandTabs, BottomBar, Button, FilterChips, Note, SearchBar, Section, Tabs, open, type Band } from '../ui'
import { ScoreSummary } from '../ui/score-summary'
import { useStore } from '../../stores'
import './index.scss'

/** The batches a student fills, in the order provinces publish them. */
export const BATCHES = [
  { key: 'early', title: '本科提前批', desc: '军警、公费师范、艺体等提前录取的院校' },
  { key: 'undergrad', title: '本科批', desc: '普通类本科院校（部分省份分本科一批、二批）' },
  { key: 'special', title: '特殊类型招生', desc: '强基计划、高校专项等，需符合报名条件' },
  { key: 'vocational', title: '专科批', desc: '高职（专科）院校' },
] as const

export type BatchKey = (typeof BATCHES)[number]['key']

/** Choosing the batch before filling; `next` is the route that fills it. */
export const BatchChooser = observer(function BatchChooser({ next }: { next: string }) {
  const { scoreForm } = useStore()
  return (
    <View data-testid='batch-chooser'>
      <ScoreSummary />
      <Section title='选择填报批次' testId='batch-list'>
        {BATCHES.map((b) => (
          <View key={b.key} className='zy-wish-batch' data-testid='batch' onClick={() => open(`${next}?batch=${b.key}`)}>
            <View className='zy-wish-batch__text'>
              <Text className='zy-wish-batch__title'>{b.title}</Text>
              <Text className='zy-wish-batch__desc'>{b.desc}</Text>
            </View>
            <Text className='zy-ui-chevron'>›</Text>
          </View>
        ))}
      </Section>
      <Note>
        {scoreForm.SProvince
          ? `各批次的控制分数线以${scoreForm.SProvince.ProvinceName}教育考试院公布为准，可在「批次线」中查看历年数据。`
          : '各批次的控制分数线以本省教育考试院公布为准，可在「批次线」中查看历年数据。'}
      </Note>
      <View className='zy-wish-links'>
        <Text className='zy-wish-link' onClick={() => open('pages/home/searchbatch')}>
          查看批次线 ›
        </Text>
      </View>
    </View>
  )
})

const REGIONS = [
  { key: 'all', title: '全部地区' },
  { key: 'home', title: '本省' },
  { key: 'other', title: '外省' },
] as const
const LEVELS = [
  { key: '985', title: '985' },
  { key: '211', title: '211' },
  { key: 'syl', title: '双一流' },
  { key: 'public', title: '公办' },
] as const

/**
 * A recommendation list of one filling mode: exam facts, 冲/稳/保, filters, the list, and the way to the
 * wish table.
 */
export function RecommendBody({ unit, tablePath, emptyHint }: { unit: string; tablePath: string; emptyHint: string }) {
  const [band, setBand] = useState<Band>('match')
  const [region, setRegion] = useState<string | null>('all')
  const [level, setLevel] = useState<string | null>(null)
  return (
    <View data-testid='recommend'>
      <ScoreSummary />
      <BandTabs value={band} onChange={setBand} />
      <FilterChips options={REGIONS} value={region} onChange={(k) => setRegion(k ?? 'all')} testId='filter-region' />
      <FilterChips options={LEVELS} value={level} onChange={setLevel} allLabel='不限层次' testId='filter-level' />
      <Section flush testId='recommend-list'>
        <EmptyView text={`暂无可推荐的${unit}`} hint={emptyHint} />
      </Section>
      <Note>冲：往年录取位次高于你的位次；稳：与你的位次相近；保：低于你的位次。区间为经验做法，仅供参考。</Note>
      <BottomBar>
        <View className='zy-wish-bottom'>
          <Text className='zy-wish-bottom__count'>志愿表 0 个{unit}</Text>
          <Button size='small' onClick={() => open(tablePath)}>
            查看志愿表
          </Button>
        </View>
      </BottomBar>
    </View>
  )
}

/** Search-driven filling (自主填报, 院校筛选): a search bar, kinds, and the results. */
export function SearchBody({ placeholder, kinds, emptyHint }: { placeholder: string; kinds: readonly { key: string; title: string }[]; emptyHint: string }) {
  const [text, setText] = useState('')
  const [kind, setKind] = useState(kinds[0]?.key ?? '')
  const [asked, setAsked] = useState('')
  const search = (v: string) => {
    const q = v.trim()
    if (!q) {
      void Taro.showToast({ title: '请输入要搜索的名称', icon: 'none', duration: 2000 })
      return
    }
    setAsked(q)
  }
  return (
    <View data-testid='search-body'>
      <ScoreSummary />
      <SearchBar value={text} placeholder={placeholder} onInput={setText} onSearch={search} testId='wish-search' />
      {kinds.length > 1 ? <Tabs tabs={kinds} value={kind} onChange={setKind} /> : null}
      <Section flush>
        <EmptyView text={asked ? `没有找到「${asked}」` : '暂无数据~'} hint={emptyHint} />
      </Section>
    </View>
  )
}

/** A wish table (院校专业组 / 专业+院校 / 普通): its rows, and the actions on the table. */
export const WishTableBody = observer(function WishTableBody({ unitTitle, addPath }: { unitTitle: string; addPath: string }) {
  const { session } = useStore()
  return (
    <View data-testid='wish-table'>
      <ScoreSummary />
      <Section title={`志愿表（${unitTitle}）`} extra={<Text className='zy-muted'>共 0 条</Text>}>
        <EmptyView text='志愿表还是空的' hint={session.isLoggedIn ? '从推荐列表或搜索中把院校加入志愿表' : '登录后可保存志愿表'}>
          <View className='zy-wish-empty-action'>
            <Button size='small' kind='ghost' onClick={() => open(addPath)}>
              去添加志愿
            </Button>
          </View>
        </EmptyView>
      </Section>
      <Note>志愿表中的顺序就是投档时的先后顺序，请把最想去的放在前面。</Note>
      <BottomBar>
        <View className='zy-wish-bottom'>
          <Button size='small' kind='plain' disabled>
            调整顺序
          </Button>
          <Button size='small' disabled testId='wish-save'>
            保存志愿表
          </Button>
        </View>
      </BottomBar>
    </View>
  )
})
