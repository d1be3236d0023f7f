import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { Chip } from '../../../components/chips'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { EmptyView } from '../../../components/empty-view'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { OccupationRow, OursTag } from '../../../components/occupation-row'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'

const TYPES: Array<[string, string]> = [
  ['R', '现实型'],
  ['I', '研究型'],
  ['A', '艺术型'],
  ['S', '社会型'],
  ['E', '企业型'],
  ['C', '常规型'],
]
const MATCH: Record<string, string> = { exact: '代码相同', permutation: '字母相同', prefix: '开头相同', contains: '含这些字母', first: '首字母相同' }

const Results = observer(function Results({ code }: { code: string }) {
  const career = useStore().part(CareerStore)
  const pager = useAutoPaging(() => career.list('Profession/ProfessionSearchByInterestCode', { Code: code }))
  return (
    <PagedList
      pager={pager}
      emptyText={`没有与 ${code} 相近的职业`}
      emptyHint='减少一个字母试试'
      render={(items) => items.map((o) => <OccupationRow key={o.Code} o={o} extra={MATCH[o.Match]} />)}
    />
  )
})

/** 按兴趣代码找职业: up to three Holland letters in order (from the Holland report, or tapped here). */
export default function OccupationTypeSearchPage() {
  const params = useRouter().params
  // HollandCode (the app's own links); code as the Holland report may still send it
  const given = String(params.HollandCode ?? params.code ?? '').toUpperCase()
  const [code, setCode] = useState(/^[RIASEC]{1,3}$/.test(given) && new Set(given).size === given.length ? given : '')
  const toggle = (l: string) => setCode(code.includes(l) ? code.replace(l, '') : code.length < 3 ? code + l : code)
  return (
    <PageShell>
      <Section title='选择兴趣代码（按强弱顺序，最多 3 个）' testId='holland-letters'>
        <View className='zy-lk-tags'>
          {TYPES.map(([l, name]) => (
            <Chip key={l} text={`${l} ${name}`} on={code.includes(l)} onClick={() => toggle(l)} testId={`holland-${l}`} />
          ))}
        </View>
        <Text className='zy-lk-muted' data-testid='holland-code'>
          当前代码：{code || '未选择'}
        </Text>
      </Section>
      <Note>
        每个职业的兴趣代码由本产品按职业分类整理
        <OursTag />
        ，排序：代码相同 › 字母相同、顺序不同 › 首字母相同。兴趣只是选择职业的一个方面。
      </Note>
      <View className='zy-lk-pad' data-testid='interest-results'>
        {code ? <Results key={code} code={code} /> : <EmptyView text='先选择兴趣代码' hint='做过霍兰德测评的同学，可从测评报告直接打开这里' />}
      </View>
    </PageShell>
  )
}
