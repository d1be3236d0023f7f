import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { LoginGate } from '../../components/login-gate'
import { TESTS, testTypeOf } from '../../content/assessments'
import { Button } from '../../components/button'
import { Section } from '../../components/section'
import { openRoute } from '../../components/menu-list'

/** 测评结果 (选科 and 升学路径 tests; the personality reports have their own pages). */
export default function TestResultPage() {
  const params = useRouter().params
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
