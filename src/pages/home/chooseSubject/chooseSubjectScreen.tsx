import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Chips } from '../../../components/chips'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { ErrorView } from '../../../components/error-view'
import { openRoute } from '../../../components/menu-list'
import { BasisNote, CombinationRow } from '../../../components/subject-combos'
import { useStore } from '../../../stores'
import { CareerStore, type SubjectList } from '../../../stores/career'

type Sort = 'major' | 'group'
const SORTS: Array<{ key: Sort; label: string }> = [
  { key: 'major', label: '按可报专业' },
  { key: 'group', label: '按可报专业组' },
]

/** 选科筛选: the province's combinations that include one subject, sorted by majors or groups opened. */
function ChooseSubjectScreenPage() {
  const store = useStore()
  const pid = Number(useRouter().params.ProvinceId)
  const ok = Number.isInteger(pid) && pid > 10
  const list = useLoaded(() => (ok ? store.part(CareerStore).load('Career/SelectExamList', { ProvinceId: pid }) : store.resource<SubjectList>()), [pid])
  const [contains, setContains] = useState<string | null>(null)
  const [sort, setSort] = useState<Sort>('major')
  if (!ok)
    return (
      <PageShell>
        <ErrorView
          text='没有指定省份'
          detail='请先在新高考选科页选择省份'
          onRetry={() => openRoute('pages/home/chooseSubject/chooseSubject')}
          retryText='去选择'
        />
      </PageShell>
    )
  const subjects = [...new Set((list.data?.List ?? []).flatMap((c) => c.Subjects))]
  const shown = (list.data?.List ?? [])
    .filter((c) => !contains || c.Subjects.includes(contains))
    .sort((a, b) => (sort === 'group' ? b.GroupShare - a.GroupShare : b.MajorShare - a.MajorShare))
  return (
    <PageShell>
      <AsyncView
        state={list}
        isEmpty={!list.data?.Basis.Enough}
        onRetry={() => void list.retry()}
        emptyText='这个省份暂时不能计算'
        emptyHint={list.data?.Basis.Text}
      >
        {() => (
          <>
            <Section title='包含科目' testId='screen-contains'>
              <Chips options={subjects.map((x) => ({ key: x, label: x }))} value={contains} onChange={setContains} allLabel='不限' wrap />
            </Section>
            <Section title='排序' testId='screen-sort'>
              <Chips options={SORTS} value={sort} onChange={(v) => v && setSort(v)} />
            </Section>
            <Section title={`${list.data!.Basis.ProvinceName} · ${shown.length} 个组合`} testId='screen-results'>
              <BasisNote basis={list.data!.Basis} />
              {shown.map((c) => (
                <CombinationRow
                  key={c.Key}
                  c={c}
                  onOpen={() =>
                    openRoute(`pages/home/chooseSubject/chooseSubjectDetails?ProvinceId=${pid}&Subjects=${encodeURIComponent(c.Subjects.join(','))}`)
                  }
                />
              ))}
            </Section>
          </>
        )}
      </AsyncView>
    </PageShell>
  )
}

export default observer(ChooseSubjectScreenPage)
