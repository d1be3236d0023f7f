import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { TESTS } from '../../../content/assessments'
import { AsyncView } from '../../../components/async-view'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { ErrorView } from '../../../components/error-view'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { AssessStore, isTestKind } from '../../../stores/assess'
import { answeringSheet } from '../../../stores/assess-sheet'

/** 测评须知: what the test measures, how long it takes, how to answer; start, or continue a half-done sheet. */
function TestTipsPage() {
  const raw = useRouter().params.type
  const assess = useStore().part(AssessStore)
  const sheet = isTestKind(raw) ? answeringSheet(assess, raw) : null
  useDidShow(() => void sheet?.load())
  if (!sheet)
    return (
      <PageShell>
        <ErrorView text='缺少测评类型' />
      </PageShell>
    )
  const t = TESTS[sheet.kind]
  const bank = sheet.bank
  const started = sheet.answered > 0
  return (
    <PageShell>
      <AsyncView
        state={{ loading: sheet.loading, loaded: !!bank || !!sheet.error, error: sheet.error }}
        onRetry={() => void sheet.load()}
        loadingStyle='spinner'
      >
        {() => (
          <>
            <Section title={bank!.Name} testId='test-tips'>
              <View style={{ display: 'flex', flexDirection: 'column', marginBottom: '12px' }}>
                <Text>测的是：{bank!.Measures}</Text>
                <Text className='zy-muted'>
                  共 {bank!.Total} 题，大约需要 {bank!.Minutes} 分钟
                </Text>
              </View>
              <Paragraphs lines={bank!.Instructions.map((l, i) => `${i + 1}. ${l}`)} />
            </Section>
            <Note>{bank!.Source}。结果只反映你作答时的倾向，不是能力或心理诊断，仅供选专业、选科时参考。</Note>
            <BottomBar>
              <Button block onClick={() => openRoute(`pages/assess/custom-pages/test-content?type=${sheet.kind}`)} testId='tips-start'>
                {started ? `继续作答（已答 ${sheet.answered}/${sheet.total}）` : `开始${t.name.replace(/测评$/, '')}测评`}
              </Button>
            </BottomBar>
          </>
        )}
      </AsyncView>
    </PageShell>
  )
}

export default observer(TestTipsPage)
