import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, Tabs, open } from '../../../components/ui'
import { LoginGate } from '../../../components/ui/login-gate'
import { TESTS, type TestType } from '../../../components/ui/tests'

const KINDS = [{ key: 'all', title: '全部' }, ...(['mbti', 'holland', 'personality'] as TestType[]).map((k) => ({ key: k, title: TESTS[k].name.replace('测评', '') }))]

/** 我的测评: finished tests and their reports. */
export default function AppraisalListPage() {
  const [kind, setKind] = useState('all')
  return (
    <PageShell>
      <LoginGate why='登录后可查看做过的测评和报告'>
        <Tabs tabs={KINDS} value={kind} onChange={setKind} testId='test-kinds' />
        <Section flush testId='tests'>
          <EmptyView text='还没有做过测评' hint='完成测评后，报告会保存在这里'>
            <Button size='small' kind='ghost' onClick={() => open('pages/assess/index')}>
              去测评中心
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}
