import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { TESTS, testTypeOf } from '../../../content/assessments'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 测评须知: what the test measures, how long it takes, how to answer. */
export default function TestTipsPage() {
  const type = testTypeOf(useRouter().params.type)
  const t = type ? TESTS[type] : null
  return (
    <PageShell>
      <Section title={t ? t.name : '测评须知'} testId='test-tips'>
        {t ? (
          <View style={{ display: 'flex', flexDirection: 'column', marginBottom: '12px' }}>
            <Text>测的是：{t.measures}</Text>
            <Text className='zy-muted'>大约需要 {t.minutes} 分钟</Text>
          </View>
        ) : null}
        <Paragraphs
          lines={['1. 每道题按你通常的表现作答，不要猜“标准答案”。', '2. 请一次做完，中途退出不会保存进度。', '3. 结果反映的是倾向和偏好，不是能力高低。']}
        />
      </Section>
      <Note>测评结果仅供选专业、选科时参考。</Note>
      <BottomBar>
        <Button block onClick={() => openRoute(`pages/assess/custom-pages/test-content${type ? `?type=${type}` : ''}`)} testId='tips-start'>
          我知道了，开始
        </Button>
      </BottomBar>
    </PageShell>
  )
}
