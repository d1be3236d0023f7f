import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { SourceTag } from '../../../components/source-tag'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { DataTable } from '../../../components/data-table'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { Button } from '../../../components/button'

/**
 * Where the explanation below comes from (gaokao-rules.md §5): each source by its title and publisher, the address
 * behind it (a tap copies it), never a raw address on screen.
 */
const REFERENCES: { what: string; sources: { title: string; publisher: string; url: string }[] }[] = [
  {
    what: '3+1+2 等级划分与等比例转换公式',
    sources: [
      { title: '新高考等级赋分规则', publisher: '第三方百科网站', url: 'https://bbbaike.com/baike/jiaoyu/600739.html' },
      { title: '2021 年普通高考问答', publisher: '重庆市教育考试院（第三方网站的转载）', url: '' },
      { title: '安徽新高考赋分说明', publisher: '第三方教育网站', url: 'https://fudaoke.com/exam/774354.html' },
    ],
  },
  {
    what: '3+3 省份 21 级赋分',
    sources: [
      { title: '21 级等级赋分规则', publisher: '第三方百科网站', url: 'https://kfzbg.com/bk/696016.html' },
      { title: '赋分规则核查记录', publisher: '开源项目 gaokao-pro', url: 'https://github.com/HA7CH/gaokao-pro' },
    ],
  },
  {
    what: '上海 11 级等级性考试',
    sources: [
      { title: '普通高中学业水平等级性考试成绩等级说明', publisher: '上海市教育考试院', url: 'https://www.shmeea.edu.cn/page/17112/20160914/3521.html' },
    ],
  },
  {
    what: '海南标准分',
    sources: [{ title: '海南标准分核查记录（2026-06-30）', publisher: '开源项目 gaokao-pro', url: 'https://github.com/HA7CH/gaokao-pro' }],
  },
]

function copyLink(url: string) {
  void Taro.setClipboardData({ data: url })
}

/** 赋分说明: what 等级赋分 is, how the score is computed, and how provinces differ, with sources. */
function DiagnosisInfoPage() {
  const store = useStore()
  const schemes = useLoaded(() => store.part(LookupStore).scaledSchemes())
  const provinceNames = (ids: readonly number[]) =>
    ids
      .map((id) => store.province.byId(id)?.ProvinceName)
      .filter(Boolean)
      .join('、')
  return (
    <PageShell>
      <Section title='为什么要赋分'>
        <Text className='lk-block lk-para'>
          实行「3+1+2」的省份，语文、数学、外语和首选科目（物理或历史）按卷面原始分计入总分；政治、地理、化学、生物四门再选科目，由于选考人群和试题难度不同，原始分不能直接相加，因此先按全省排名划分等级，再把每个等级的原始分区间等比例换算到固定的赋分区间。
        </Text>
      </Section>
      <Section title='怎么算'>
        <Text className='lk-block lk-para'>
          1. 把某科全体考生的原始分从高到低排列，按累计人数比例约 15% / 35% / 35% / 13% / 2% 划为 A、B、C、D、E 五个等级（共 5 个等级，不是 21 级）。
        </Text>
        <Text className='lk-block lk-para'>2. 每个等级对应固定的赋分区间：A 100–86，B 85–71，C 70–56，D 55–41，E 40–30。</Text>
        <Text className='lk-block lk-para'>
          3. 在所在等级内按公式 (Y₂ − Y)/(Y − Y₁) = (T₂ − T)/(T − T₁) 换算：Y 为原始分，Y₁、Y₂ 为该等级原始分的下限和上限，T₁、T₂ 为赋分区间的下限和上限，解出的
          T 四舍五入取整即为赋分。
        </Text>
        <Text className='lk-block lk-para'>
          例：某考生化学原始分 80，处于 A 等级，A 等级原始分区间为 75–95，则 (95 − 80)/(80 − 75) = (100 − T)/(T − 86)，得 T = 89.5，取整为 90 分。
        </Text>
      </Section>
      <Section title='各省的方案'>
        <AsyncView state={schemes} isEmpty={!schemes.data?.length} onRetry={() => void schemes.retry()} emptyText='暂无各省的赋分方案' skeletonRows={3}>
          {(schemes.data ?? []).map((s) => (
            <View key={s.Key} className='zy-lk-list-row' data-testid='scheme-item'>
              <View className='zy-lk-between'>
                <Text className='lk-block'>{s.Name}</Text>
                <SourceTag compact source={s.Source} what={s.Name} />
              </View>
              <Text className='zy-lk-muted lk-block'>适用：{provinceNames(s.Provinces) || s.Provinces.join('、')}</Text>
              <DataTable
                rows={s.Grades.length > 6 ? [s.Grades[0], s.Grades[1], s.Grades[s.Grades.length - 1]] : s.Grades}
                rowKey={(g) => g.Grade}
                columns={[
                  { title: '等级', flex: 0.7, render: (g) => g.Grade },
                  { title: '比例', flex: 1, align: 'right', render: (g) => (g.Share === null ? '未公布' : `${g.Share}%`) },
                  { title: '赋分', flex: 1, align: 'right', render: (g) => (g.ScaledHigh === g.ScaledLow ? g.ScaledHigh : `${g.ScaledLow}–${g.ScaledHigh}`) },
                ]}
              />
              {s.Grades.length > 6 ? <Text className='zy-lk-muted lk-block'>共 {s.Grades.length} 级，表中只列出首尾。</Text> : null}
              {!s.Verified ? <Text className='zy-lk-tag zy-lk-tag--warn'>未与考试院原文核对</Text> : null}
              {s.Note ? <Note>{s.Note}</Note> : null}
            </View>
          ))}
        </AsyncView>
        <Note>山东的 8 级方案未找到可核实的原文，暂不提供；海南使用标准分，不在此换算。各方案以各省考试院当年公布为准。</Note>
      </Section>
      <Section title='资料来源'>
        {REFERENCES.map((r) => (
          <View key={r.what} className='zy-lk-list-row' data-testid='reference'>
            <Text className='lk-block'>{r.what}</Text>
            {r.sources.map((src) => (
              <Text key={src.title} className={`lk-block ${src.url ? 'zy-lk-link' : 'zy-lk-muted'}`} onClick={src.url ? () => copyLink(src.url) : undefined}>
                《{src.title}》 · {src.publisher}
                {src.url ? '（点按复制链接）' : ''}
              </Text>
            ))}
          </View>
        ))}
      </Section>
      <View className='zy-lk-pad'>
        <Button block onClick={() => open(LOOKUP.diagnosis)}>
          去换算
        </Button>
      </View>
      <View className='zy-lk-spacer' />
    </PageShell>
  )
}

export default observer(DiagnosisInfoPage)
