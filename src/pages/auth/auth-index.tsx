import { useState } from 'react'
import Taro, { useLoad, useRouter } from '@tarojs/taro'
import { getPlatform } from '../../platform'
import { AuthState, useStore } from '../../stores'
import { leaveLogin, PAGES } from '../../navigation'
import { loadUserInfo } from '../../stores/flows/profile'
import { pagePath, readParam } from '../../utils/url'
import { getItem } from '../../utils/storage'
import { wechatCodeResult, whenStarted } from '../../stores/flows/startup'
import { FormLinks } from '../../components/form-page'
import { Button } from '../../components/button'
import { LoadingView } from '../../components/loading-view'
import { EmptyView } from '../../components/empty-view'
import { ErrorView } from '../../components/error-view'
import { PageShell } from '../../components/page-shell'

type Phase = 'redirecting' | 'failed' | 'not-wechat'

/**
 * WeChat H5 authorisation (SPEC §4 start-up 5). Asks the server for WeChat's authorisation address and
 * goes there; WeChat comes back here with `code` (in the search part of the URL), which start-up exchanges
 * for the openID (and a login when the openID is bound). Then on to `backUrl`.
 */
export default function AuthIndexPage() {
  const store = useStore()
  const { params } = useRouter()
  const backUrl = readParam(params, 'backUrl') || pagePath(PAGES.home)
  const [phase, setPhase] = useState<Phase>('redirecting')
  const [message, setMessage] = useState('')

  const goBack = () => void leaveLogin(backUrl)

  const start = async () => {
    // start-up exchanges a `code` WeChat came back with; this page only reads how that went
    await whenStarted()
    const exchanged = wechatCodeResult()
    if (getItem('openID')) {
      if (store.session.token && !store.session.userInfo) await loadUserInfo({ silent: true, noRelogin: true }).catch(() => undefined)
      goBack()
      return
    }
    if (exchanged && !exchanged.ok) {
      store.session.setAuthState(AuthState.NONE)
      setMessage(exchanged.message)
      setPhase('failed')
      return
    }
    const platform = getPlatform()
    if (!platform.isMicromessenger) {
      setPhase('not-wechat')
      return
    }
    setPhase('redirecting')
    store.session.setAuthState(AuthState.AUTHORIZING)
    const r = await platform.startWechatAuthorisation(backUrl)
    if (!r.ok) {
      store.session.setAuthState(AuthState.NONE)
      setMessage(r.message)
      setPhase('failed')
    }
  }

  useLoad(() => {
    void start()
  })

  return (
    <PageShell>
      {phase === 'redirecting' ? <LoadingView text='正在前往微信授权…' /> : null}
      {phase === 'failed' ? (
        <ErrorView
          text='微信授权失败'
          detail={message || '请稍后重试'}
          retryText='重新授权'
          onRetry={() => void Taro.redirectTo({ url: `/${PAGES.auth}?backUrl=${encodeURIComponent(backUrl)}` })}
        />
      ) : null}
      {phase === 'failed' ? <FormLinks links={[{ text: '暂不授权，继续浏览', onClick: goBack }]} /> : null}
      {phase === 'not-wechat' ? (
        <EmptyView text='请在微信中打开' hint='微信授权只能在微信内完成；在其他浏览器中可以直接使用手机号登录'>
          <Button onClick={goBack}>继续浏览</Button>
        </EmptyView>
      ) : null}
    </PageShell>
  )
}
