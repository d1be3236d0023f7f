/**
 * App start-up (SPEC §4 "Start-up"), run once from src/app.ts:
 * 1. hide the online-learning tab, read the config (OnlineLearningEnable, the client configs and the provinces: one
 *    call, Public/StartUp, whose answer is kept and not downloaded again while unchanged)
 * 2. SSOSign in the URL → single sign-on: logged in → home; no account → step register; failure → login
 * 3. ChannelCode in the URL → stored
 * 4. Token in the URL → stored, then the gkt-transfer page (user info + info status → complete-information,
 *    select-subject or the requested page)
 * 5. WeChat's in-app browser without a stored openID and without a `code` → the authorisation page, except
 *    on the content page and on pages whose route has `noAuthRedirect`; with a `code` it is exchanged
 * 6. a stored token → user info and the score form; if that fails the token is removed
 */
import Taro from '@tarojs/taro'
import { getPlatform } from '../../platform'
import { routeOf } from '../../routes'
import { specRoute } from '../../utils/page-paths'
import { rootStore } from '../index'
import { setItem } from '../../utils/storage'
import { pageUrl, paramText, type Query } from '../../utils/url'
import { goLogin, PAGES, replace } from '../../navigation'
import { loadStartUp, loadUserInfo } from './profile'
import { ApiError } from '../../services/request'
import { call } from '../../services/request'

export type StartupOutcome = 'sso-login' | 'sso-register' | 'sso-failed' | 'token-transfer' | 'auth-redirect' | 'restored' | 'restore-failed' | 'anonymous'

export interface LaunchInfo {
  path?: string
  query?: Record<string, unknown>
}

/** URL parameters start-up consumes; they are not passed on to the requested page */
const CONSUMED = ['SSOSign', 'Token', 'ChannelCode', 'code', 'state']

/** The launch page and every parameter the launch carries (H5: both parts of the browser URL). */
export function launchContext(launch: LaunchInfo = {}): { route: string; params: Query } {
  const params: Query = {}
  for (const [k, v] of Object.entries(launch.query ?? {})) if (v !== undefined && v !== null) params[k] = paramText(v)
  let route = specRoute((launch.path ?? '').replace(/^\//, '').split('?')[0])
  const address = getPlatform().launchAddress()
  if (address) {
    if (address.route) route = address.route
    Object.assign(params, address.params)
  }
  // Taro's router marks its own URLs with `stamp` / `$taro…`; they are not the page's parameters
  for (const k of Object.keys(params)) if (k === 'stamp' || k.startsWith('$taro')) delete params[k]
  return { route: route || PAGES.home, params }
}

/** Takes consumed parameters out of the launch address (H5's URL), so a reload does not replay them. */
function forgetLaunchParams(): void {
  getPlatform().forgetLaunchParams(CONSUMED)
}

function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}

async function singleSignOn(SSOSign: string): Promise<StartupOutcome> {
  let data
  try {
    data = await call('User/SSOLogin', { SSOSign })
  } catch {
    // the request layer has shown the server's message
    await goLogin(pageUrl(PAGES.home))
    return 'sso-failed'
  }
  if (data.UserId && data.Token) {
    rootStore.session.setLogin(data.UserId, data.Token)
    toast('登录成功')
    void loadUserInfo({ silent: true }).catch(() => undefined)
    await Taro.switchTab({ url: `/${PAGES.home}` })
    return 'sso-login'
  }
  toast('请完善个人资料')
  // the mobile and the single-use ticket reach step register through the store, never in the page address
  rootStore.accountFlow.proveByTicket(data.Mobile ?? '', data.RegisterTicket ?? '')
  await replace(pageUrl(PAGES.stepRegister))
  return 'sso-register'
}

/** Step 6: a stored token is checked by loading the user info; a refused token is removed. */
export async function restoreSession(): Promise<StartupOutcome> {
  try {
    await loadUserInfo({ silent: true, noRelogin: true })
    return 'restored'
  } catch (e) {
    // A refusal from the server ends the session; a network failure leaves it (the user is offline, not logged out).
    if (e instanceof ApiError) {
      rootStore.session.clearToken()
      return 'restore-failed'
    }
    return 'restored'
  }
}

let started: Promise<StartupOutcome> | null = null
let authCodeResult: { ok: boolean; message: string } | null = null

/** What exchanging WeChat's `code` at start-up gave (null when there was no code to exchange). */
export function wechatCodeResult(): { ok: boolean; message: string } | null {
  return authCodeResult
}

/** Resolves once start-up has finished (pages that depend on the session wait on it). */
export function whenStarted(): Promise<StartupOutcome | null> {
  return started ?? Promise.resolve(null)
}

export function runStartup(launch: LaunchInfo = {}): Promise<StartupOutcome> {
  started = startup(launch)
  return started
}

async function startup(launch: LaunchInfo): Promise<StartupOutcome> {
  const { route, params } = launchContext(launch)
  const platform = getPlatform()
  const session = rootStore.session
  rootStore.hydrate()
  session.setMicromessenger(platform.isMicromessenger)
  if (platform.hasMenuButton) session.setRect(platform.menuButtonRect())

  // 1. the tab stays hidden until the config says otherwise; the other configs and the provinces come in the same answer
  const configs = loadStartUp()
  // the home page's banner is what its first screen paints last: ask for it now, not after the page has mounted
  if (route === PAGES.home) rootStore.content.prefetchHomeBanners()

  // 2. single sign-on
  if (params.SSOSign) {
    forgetLaunchParams()
    await configs
    return singleSignOn(params.SSOSign)
  }

  // 3. channel
  if (params.ChannelCode) setItem('ChannelCode', params.ChannelCode)

  // 4. a token handed over by a partner page
  if (params.Token) {
    session.setToken(params.Token)
    forgetLaunchParams()
    const rest: Query = {}
    for (const [k, v] of Object.entries(params)) if (!CONSUMED.includes(k)) rest[k] = v
    const requested = route === PAGES.gktTransfer ? pageUrl(PAGES.home) : pageUrl(route, rest)
    await replace(pageUrl(PAGES.gktTransfer, { redirect: requested }))
    return 'token-transfer'
  }

  // 5. the openID: WeChat's in-app browser exchanges a code WeChat came back with (normally to the auth page, which
  // waits for this and reads the result), or without an openID goes to authorise; the mini program asks wx.login
  const auth = platform.launchAuthorisation(params, rootStore.session)
  if (auth.kind === 'exchange-code') {
    forgetLaunchParams()
    authCodeResult = await auth.run()
  } else if (auth.kind === 'authorise') {
    if (route !== PAGES.content && !routeOf(route)?.noAuthRedirect) {
      const rest: Query = {}
      for (const [k, v] of Object.entries(params)) if (!CONSUMED.includes(k)) rest[k] = v
      await replace(pageUrl(PAGES.auth, { backUrl: pageUrl(route, rest) }))
      return 'auth-redirect'
    }
  } else if (auth.kind === 'obtain-in-background') {
    // the page does not wait for WeChat; a bound openID logs the user in
    void auth.run().then((r) => {
      if (r.ok && session.token && !session.userInfo) void loadUserInfo({ silent: true, noRelogin: true }).catch(() => undefined)
    })
  }

  // 6. a stored token
  if (session.token) return restoreSession()
  return 'anonymous'
}

/** Tests only. */
export function resetStartupForTests(): void {
  started = null
  authCodeResult = null
}
