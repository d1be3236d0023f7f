import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { ErrorView } from '../../../components/error-view'
import { LoginGate } from '../../../components/login-gate'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { TESTS } from '../../../content/assessments'
import { useStore } from '../../../stores'
import { AssessStore, isTestKind } from '../../../stores/assess'
import { answeringSheet, forgetSheet } from '../../../stores/assess-sheet'
import { go, replace } from '../../../navigation'

/** 交卷: how many are answered, which are not (each opens its question), then hand in and open the report. */
function TestSubmitPage() {
  const raw = useRouter().params.type
  const { session } = useStore()
  const assess = useStore().part(AssessStore)
  const sheet = isTestKind(raw) ? answeringSheet(assess, raw) : null
  useEffect(() => {
    if (sheet && session.isLoggedIn && !sheet.bank) void sheet.load()
  }, [sheet, session.isLoggedIn])
  if (!sheet)
    return (
      <PageShell>
        <ErrorView text='缺少测评类型' />
      </PageShell>
    )
  const content = `pages/assess/custom-pages/test-content?type=${sheet.kind}`
  const submit = async () => {
    const id = await sheet.submit()
    if (id === null) return
    forgetSheet(assess, sheet.kind)
    await replace(`/${TESTS[sheet.kind].report}?id=${id}`)
  }
  return (
    <PageShell>
      <LoginGate why='登录后才能交卷并保存报告'>
        <AsyncView
          state={{ loading: sheet.loading, loaded: !!sheet.bank || !!sheet.error, error: sheet.error }}
          onRetry={() => void sheet.load()}
          loadingStyle='spinner'
        >
          {() => (
            <>
              <Section title={sheet.bank!.Name} testId='test-submit'>
                <Text data-testid='submit-count'>
                  已答 {sheet.answered} / {sheet.total} 题
                </Text>
                {sheet.unanswered.length ? (
                  <View data-testid='submit-missing'>
                    <Text className='zy-muted'>还有 {sheet.unanswered.length} 题没有作答，点题号去作答：</Text>
                    <View style={{ display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '12px' }}>
                      {sheet.unanswered.map((no) => (
                        <Button
                          key={no}
                          size='small'
                          kind='ghost'
                          onClick={() => {
                            sheet.go(no - 1)
                            void go(`/${content}`)
                          }}
                        >
                          第 {no} 题
                        </Button>
                      ))}
                    </View>
                  </View>
                ) : (
                  <Text className='zy-muted'>全部题目都已作答，可以交卷了。交卷后不能再修改答案。</Text>
                )}
              </Section>
              {sheet.saveError ? <Note tone='warn'>{sheet.saveError}</Note> : null}
              <BottomBar>
                <Button block disabled={!sheet.complete} loading={sheet.submitting} onClick={() => void submit()} testId='submit-go'>
                  交卷并查看报告
                </Button>
              </BottomBar>
            </>
          )}
        </AsyncView>
      </LoginGate>
    </PageShell>
  )
}

export default observer(TestSubmitPage)
