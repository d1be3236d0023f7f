import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { KindTabs } from '../../../components/kind-tabs'
import { LoginGate } from '../../../components/login-gate'
import { TESTS, type TestType } from '../../../content/assessments'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

type Kind = 'all' | TestType
const KINDS: { key: Kind; title: string }[] = [
  { key: 'all', title: '全部' },
  ...(['mbti', 'holland', 'personality'] as TestType[]).map((k) => ({ key: k, title: TESTS[k].name.replace('测评', '') })),
]

/** 我的测评: finished tests and their reports. */
export default function AppraisalListPage() {
  const [kind, setKind] = useState<Kind>('all')
  return (
    <PageShell>
      <LoginGate why='登录后可查看做过的测评和报告'>
        <KindTabs tabs={KINDS} value={kind} onChange={setKind} testId='test-kinds' />
        <Section flush testId='tests'>
          <EmptyView text='还没有做过测评' hint='完成测评后，报告会保存在这里'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/assess/index')}>
              去测评中心
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}
