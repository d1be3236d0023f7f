import { useEffect } from 'react'
import { useDidHide, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { ErrorView } from '../../../components/error-view'
import { LoginGate } from '../../../components/login-gate'
import { TestQuestion } from '../../../components/test-question'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { AssessStore, isTestKind } from '../../../stores/assess'
import { answeringSheet } from '../../../stores/assess-sheet'

/** 答题: one question at a time; answers are saved as the student goes and resume on either build. */
function TestContentPage() {
  const raw = useRouter().params.type
  const { session } = useStore()
  const assess = useStore().part(AssessStore)
  const sheet = isTestKind(raw) ? answeringSheet(assess, raw) : null
  useEffect(() => {
    if (sheet && session.isLoggedIn && !sheet.bank) void sheet.load()
    // leaving the page sends what is not saved yet
    return () => void sheet?.flush()
  }, [sheet, session.isLoggedIn])
  useDidHide(() => void sheet?.flush())
  if (!sheet)
    return (
      <PageShell>
        <ErrorView text='缺少测评类型' />
      </PageShell>
    )
  return (
    <PageShell>
      <LoginGate why='登录后作答，进度会自动保存，换手机或网页也能接着做'>
        <AsyncView
          state={{ loading: sheet.loading, loaded: !!sheet.bank || !!sheet.error, error: sheet.error }}
          onRetry={() => void sheet.load()}
          loadingStyle='spinner'
        >
          {() => (
            <TestQuestion
              sheet={sheet}
              onSubmit={() => {
                void sheet.flush()
                openRoute(`pages/assess/custom-pages/test-submit?type=${sheet.kind}`)
              }}
            />
          )}
        </AsyncView>
      </LoginGate>
    </PageShell>
  )
}

export default observer(TestContentPage)
