import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { Button, Section, open } from '../../components/ui'
import { LoginGate } from '../../components/ui/login-gate'
import { TESTS } from '../../components/ui/tests'

/** 性格测评报告: the result of one finished test (opened with its id). */
export default function PersonalityDetailPage() {
  const { id } = useRouter().params
  const t = TESTS.personality
  return (
    <PageShell>
      <LoginGate why='登录后可查看你的测评报告'>
        <Section title={t.name} testId='report'>
          <EmptyView text={id ? '报告暂时无法查看' : '还没有测评报告'} hint={`完成测评后，这里会解读你在${t.measures}上的结果`}>
            <Button size='small' kind='ghost' onClick={() => open('pages/personal/apprasaledit?type=personality')}>
              去测评
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}
