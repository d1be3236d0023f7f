import { useState } from 'react'
import Taro, { useLoad, useRouter } from '@tarojs/taro'
import { routeAfterLogin } from '../../../stores/flows/account'
import { goLogin, PAGES } from '../../../navigation'
import { loadInfoStatus, loadUserInfo } from '../../../stores/flows/profile'
import { whenStarted } from '../../../stores/flows/startup'
import { ApiError } from '../../../model/errors'
import { pagePath, readParam } from '../../../utils/url'
import { useStore } from '../../../stores'
import { LoadingView } from '../../../components/loading-view'
import { ErrorView } from '../../../components/error-view'
import { PageShell } from '../../../components/page-shell'

/**
 * The loading transfer page of SPEC §4 start-up 4: a partner page handed over a Token; the user info and
 * the info status decide between completing the exam information, choosing subjects, or the requested
 * page (`redirect`).
 */
export default function GktTransferPage() {
  const store = useStore()
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect') || pagePath(PAGES.home)
  const [failed, setFailed] = useState(false)

  const run = async () => {
    setFailed(false)
    await whenStarted()
    if (!store.session.token) {
      await goLogin(redirect)
      return
    }
    try {
      await loadUserInfo({ silent: true, noRelogin: true })
      const status = await loadInfoStatus({ silent: true, noRelogin: true })
      await routeAfterLogin(status, redirect)
    } catch (e) {
      // a refused token: log in again and come back to the requested page
      if (e instanceof ApiError) {
        store.session.clearToken()
        void Taro.showToast({ title: '登录信息已失效，请重新登录', icon: 'none', duration: 2000 })
        await goLogin(redirect)
        return
      }
      setFailed(true)
    }
  }

  useLoad(() => {
    void run()
  })

  return <PageShell>{failed ? <ErrorView text='网络异常' detail='请检查网络后重试' retryText='重试' onRetry={() => void run()} /> : <LoadingView />}</PageShell>
}
