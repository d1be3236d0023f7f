/** The report page of one finished test (opened with its id); the three report routes differ only by test. */
import { useRouter } from '@tarojs/taro'
import { TESTS, type TestType } from '../../content/assessments'
import { Button } from '../button'
import { EmptyView } from '../empty-view'
import { LoginGate } from '../login-gate'
import { openRoute } from '../menu-list'
import { PageShell } from '../page-shell'
import { Section } from '../section'

export function TestReportPage({ type }: { type: TestType }) {
  const { id } = useRouter().params
  const t = TESTS[type]
  return (
    <PageShell>
      <LoginGate why='登录后可查看你的测评报告'>
        <Section title={t.name} testId='report'>
          <EmptyView compact text={id ? '报告暂时无法查看' : '还没有测评报告'} hint={`完成测评后，这里会解读你在${t.measures}上的结果`}>
            <Button size='small' kind='ghost' onClick={() => openRoute(`pages/personal/apprasaledit?type=${type}`)}>
              去测评
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

export default TestReportPage
