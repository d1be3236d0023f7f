import { useState } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { KindTabs } from '../../../components/kind-tabs'
import { LoginGate } from '../../../components/login-gate'
import { TESTS } from '../../../content/assessments'
import { Button } from '../../../components/button'
import { MenuList, openRoute } from '../../../components/menu-list'
import { PagedList } from '../../../components/paged-list'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { Section } from '../../../components/section'
import { useStore } from '../../../stores'
import { AssessStore, TEST_KINDS, type TestKind, type TestSummary } from '../../../stores/assess'

type Kind = 'all' | TestKind
const KINDS: { key: Kind; title: string }[] = [{ key: 'all', title: '全部' }, ...TEST_KINDS.map((k) => ({ key: k, title: TESTS[k].name.replace('测评', '') }))]

/** one test as a row: an unfinished one continues, a finished one opens its report */
function rowOf(t: TestSummary) {
  const open = t.Status === 'in_progress'
  return {
    key: String(t.TestId),
    title: t.Name,
    desc: open ? `已答 ${t.Answered}/${t.Total} 题 · ${t.UpdatedAt.slice(0, 10)}` : `${t.Title} · ${(t.FinishedAt ?? '').slice(0, 10)}`,
    extra: open ? '继续作答' : t.Code,
    route: open ? `pages/assess/custom-pages/test-content?type=${t.Type}` : `${TESTS[t.Type].report}?id=${t.TestId}`,
    testId: 'test-row',
    dataKey: open ? 'open' : 'finished',
  }
}

const TestList = observer(function TestList({ kind }: { kind: Kind }) {
  const assess = useStore().part(AssessStore)
  const pager = useAutoPaging(() => assess.list(kind === 'all' ? undefined : kind), { pullDownRefresh: true })
  // back from a report or a test just handed in: the list follows
  useDidShow(() => {
    if (pager?.loaded) void pager.reload()
  })
  return (
    <Section flush testId='tests'>
      <PagedList pager={pager} emptyText='还没有做过测评' emptyHint='完成测评后，报告会保存在这里' render={(items) => <MenuList items={items.map(rowOf)} />} />
      {pager?.loaded && pager.isEmpty ? (
        <View className='zy-center-action'>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/assess/index')}>
            去测评中心
          </Button>
        </View>
      ) : null}
    </Section>
  )
})

/** 我的测评: tests in progress (continue) and finished (open the report). */
export default function AppraisalListPage() {
  const [kind, setKind] = useState<Kind>('all')
  return (
    <PageShell>
      <LoginGate why='登录后可查看做过的测评和报告'>
        <KindTabs tabs={KINDS} value={kind} onChange={setKind} testId='test-kinds' />
        <TestList key={kind} kind={kind} />
      </LoginGate>
    </PageShell>
  )
}
