import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { LoginGate } from '../../components/login-gate'
import { TESTS, testTypeOf, type TestType } from '../../content/assessments'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { MenuList, openRoute } from '../../components/menu-list'
import { Note } from '../../components/note'
import { Section } from '../../components/section'

/** 开始测评: the chosen test's facts (what it measures, how long), then its questions. */
export default function AppraisalEditPage() {
  const type = testTypeOf(useRouter().params.type)
  if (!type) {
    return (
      <PageShell>
        <Section title='选择测评'>
          <MenuList
            items={(Object.keys(TESTS) as TestType[]).map((k) => ({
              key: k,
              title: TESTS[k].name,
              desc: TESTS[k].measures,
              route: `pages/personal/apprasaledit?type=${k}`,
            }))}
          />
        </Section>
      </PageShell>
    )
  }
  const t = TESTS[type]
  return (
    <PageShell>
      <LoginGate why='登录后测评结果才能保存到「我的测评」'>
        <Section title={t.name} testId='test-intro'>
          <View style={{ display: 'flex', flexDirection: 'column' }}>
            <Text>测的是：{t.measures}</Text>
            <Text className='zy-muted'>大约需要 {t.minutes} 分钟</Text>
          </View>
        </Section>
        <Note>请在安静的环境中一次做完；按第一感觉作答即可。</Note>
        <BottomBar>
          <Button block onClick={() => openRoute(`pages/assess/custom-pages/test-tips?type=${type}`)} testId='test-go'>
            开始答题
          </Button>
        </BottomBar>
      </LoginGate>
    </PageShell>
  )
}
