import { useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { FilterChips, Section } from '../../components/ui'
import { ScoreSummary } from '../../components/ui/score-summary'
import { BandTabs, type Band } from '../../components/ui'

const SORTS = [
  { key: 'rank', title: '按录取位次' },
  { key: 'plan', title: '按计划人数' },
] as const

/** The majors of one school in a wish (专业列表): which to add, in what order, and 服从调剂. */
export default function SpecialtyListPage() {
  const [band, setBand] = useState<Band>('match')
  const [sort, setSort] = useState<string | null>('rank')
  return (
    <PageShell>
      <ScoreSummary />
      <BandTabs value={band} onChange={setBand} />
      <FilterChips options={SORTS} value={sort} onChange={(k) => setSort(k ?? 'rank')} />
      <Section flush>
        <EmptyView text='暂无可选专业' hint='从院校优先推荐中点开一所院校后，这里会列出它在本省招生的专业和往年录取位次' />
      </Section>
    </PageShell>
  )
}
