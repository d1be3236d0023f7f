import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { LoginGate } from '../../components/login-gate'
import { TestReportPage } from '../../components/test-report'
import { TESTS, testTypeOf } from '../../content/assessments'
import { Button } from '../../components/button'
import { Section } from '../../components/section'
import { openRoute } from '../../components/menu-list'
import { isTestKind } from '../../stores/assess'

/** 测评结果: the report of a test by its type and id (MBTI, Holland and personality draw their own report). */
export default function TestResultPage() {
  const params = useRouter().params
  if (isTestKind(params.type)) return <TestReportPage type={params.type} />
  const type = testTypeOf(params.type)
  const name = type ? TESTS[type].name : '测评'
  return (
    <PageShell>
      <LoginGate why='登录后可查看测评结果'>
        <Section title={name} testId='test-result'>
          <EmptyView text={params.id ? '结果暂时无法查看' : '还没有测评结果'} hint='完成测评后，这里会给出结果和建议'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/assess/index')}>
              去测评中心
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}
