/**
 * The H5 build's platform (only this build compiles this file; see types.ts). In WeChat's in-app browser the
 * session rests on the openID from WeChat's web authorisation (WechchatH5AuthUrl redirect, then the `code` →
 * WechchatH5Auth); in any other browser a re-login uses the saved Mobile/Password pair. Which of the two is read
 * from the user agent on every call, as the browser may be either.
 */
import Taro from '@tarojs/taro'
import type { ApiData } from '@contract/endpoints'
import type { HumanCheckData } from '@contract/codes'
import { post } from '../services/transport'
import type { SessionPort } from '../model/session'
import { DEFAULT_API_BASE } from '../utils/api-base'
import { getItem, getLoginPair } from '../utils/storage'
import { currentPageUrl, pageUrl } from '../utils/url'
import { browser, browserQuery, forgetSearchParams, h5AbsoluteUrl } from './browser'
import { exchangeCode, loginByStoredOpenId, openProofFor, tryPost } from './common'
import { h5Payment } from './payment.h5'
import type { CanvasNode, CanvasSupport, CaptchaOutcome, LaunchAuthorisation, PlatformAdapter, StepResult } from './types'

export const AUTH_PAGE = 'pages/auth/auth-index'

export function isWechatBrowser(ua: string = typeof navigator !== 'undefined' ? navigator.userAgent : ''): boolean {
  return /MicroMessenger/i.test(ua)
}

/**
 * Sends the browser to WeChat's authorisation page; WeChat returns to the auth page (with `code`), which
 * then goes on to `backUrl`. Resolves only when the redirect could not start.
 */
export async function startWechatAuth(backUrl: string): Promise<StepResult> {
  const redirectUrl = h5AbsoluteUrl(pageUrl(AUTH_PAGE, { backUrl }))
  try {
    const env = await post<string>('OpenAuth/WechchatH5AuthUrl', { RedirectUrl: redirectUrl, State: 'zy' })
    if (env.code !== 0 || !env.data) return { ok: false, message: env.message || '微信授权地址获取失败' }
    browser.assign(env.data)
    return { ok: true, message: '' }
  } catch {
    return { ok: false, message: '网络异常，请稍后重试' }
  }
}

/** Logs in with the saved Mobile/Password pair (UserLogin): the re-login of browsers other than WeChat's. */
export async function loginBySavedPassword(session: SessionPort): Promise<StepResult> {
  const pair = getLoginPair()
  if (!pair) return { ok: false, message: '没有保存的登录信息' }
  const r = await tryPost<ApiData<'User/UserLogin'>>('User/UserLogin', pair)
  if (!r.ok) return r
  session.setLogin(r.data.UserId, r.data.Token)
  return { ok: true, message: '' }
}

/** The proof of this page's WeChat authorisation, if still fresh. */
async function keptProof(): Promise<boolean> {
  const openId = getItem('openID')
  return !!openId && !!openProofFor(String(openId))
}

/** WeChat's browser: without a fresh proof, authorise again and come back to this page (resolves false meanwhile). */
async function reauthorise(): Promise<boolean> {
  if (await keptProof()) return true
  await startWechatAuth(currentPageUrl())
  return false
}

/** Taro's H5 <Canvas> is a custom element wrapping a real <canvas>: read it from the DOM. */
function findCanvas(id: string): CanvasNode | null {
  if (typeof document === 'undefined') return null
  const host = document.getElementById(id)
  if (!host) return null
  if (host.tagName.toLowerCase() === 'canvas') return host as unknown as CanvasNode
  return host.querySelector('canvas') ?? null
}

const canvas: CanvasSupport = {
  find: (id, found) => found(findCanvas(id), undefined),
  setsCssSize: true,
  tapsByClick: true,
}

function launchAuthorisation(inWechat: boolean, params: Record<string, string>, session: SessionPort): LaunchAuthorisation {
  if (!inWechat) return { kind: 'none' }
  // WeChat's browser needs an openID, and binding it a fresh proof of it: a code WeChat came back with (normally to
  // the auth page, which waits for start-up and reads the result) is exchanged even when an openID is stored
  const code = params.code
  if (code) return { kind: 'exchange-code', run: () => exchangeCode('OpenAuth/WechchatH5Auth', code, session) }
  return getItem('openID') ? { kind: 'none' } : { kind: 'authorise' }
}

/** Tencent's web widget (its documented loader; the site's CSP lists its origin, server/http/security-headers.ts) */
export const TCAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TCaptcha.js'

interface TencentCaptchaWidget {
  show(): void
}
type TencentCaptchaCtor = new (
  appId: string,
  callback: (res: { ret: number; ticket?: string; randstr?: string; errorMessage?: string }) => void,
) => TencentCaptchaWidget

function loadTencentCaptcha(): Promise<TencentCaptchaCtor> {
  const w = window as unknown as { TencentCaptcha?: TencentCaptchaCtor }
  if (w.TencentCaptcha) return Promise.resolve(w.TencentCaptcha)
  return new Promise((resolve, reject) => {
    const el = document.createElement('script')
    el.src = TCAPTCHA_SCRIPT
    el.async = true
    el.onload = () => (w.TencentCaptcha ? resolve(w.TencentCaptcha) : reject(new Error('TencentCaptcha missing')))
    el.onerror = () => reject(new Error('TCaptcha.js unreachable'))
    document.head.appendChild(el)
  })
}

/** Opens Tencent's widget; its callback gives ret 0 with ticket and randstr when a person passed it, 2 when closed. */
async function tencentCaptcha({ CaptchaAppId: appId }: HumanCheckData): Promise<CaptchaOutcome> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return { message: '当前环境无法打开人机验证' }
  let Ctor: TencentCaptchaCtor
  try {
    Ctor = await loadTencentCaptcha()
  } catch {
    return { message: '人机验证加载失败，请检查网络后重试' }
  }
  return new Promise((resolve) => {
    new Ctor(appId, (res) => {
      if (res.ret === 0 && res.ticket && res.randstr) resolve({ ticket: res.ticket, randstr: res.randstr })
      else resolve({ message: res.ret === 2 ? '已取消人机验证' : res.errorMessage || '人机验证未完成，请重试' })
    }).show()
  })
}

/** The adapter for this browser: WeChat's in-app browser or any other. */
export function getPlatform(): PlatformAdapter {
  const inWechat = isWechatBrowser()
  return {
    kind: inWechat ? 'wechat-h5' : 'h5',
    isMicromessenger: inWechat,
    usesOpenId: inWechat,
    // the site and its API share an origin (the server serves dist/h5 at /)
    defaultApiBase: DEFAULT_API_BASE,
    drawsTabBarInPage: true,
    // Re-login (SPEC §4 session expiry 1): openID in WeChat's browser — with the proof of this page's WeChat
    // authorisation while it is fresh (else the login page, which authorises again) — the saved pair elsewhere.
    relogin: async (session) => (inWechat ? await loginByStoredOpenId(session) : await loginBySavedPassword(session)).ok,
    ensureOpenProof: inWechat ? reauthorise : keptProof,
    startWechatAuthorisation: startWechatAuth,
    launchAddress: () => {
      if (typeof window === 'undefined' || !window.location) return null
      const hash = window.location.hash || ''
      return { route: hash.startsWith('#/') ? hash.slice(2).split('?')[0] : undefined, params: browserQuery() }
    },
    forgetLaunchParams: forgetSearchParams,
    launchAuthorisation: (params, session) => launchAuthorisation(inWechat, params, session),
    menuButtonRect: () => null,
    hasMenuButton: false,
    leaveFor: (url) => {
      if (typeof window === 'undefined') return false
      browser.assign(url)
      return true
    },
    returnAddress: h5AbsoluteUrl,
    // the browser reloads: start-up runs again with the new token
    reloadPage: (inAppUrl) => {
      if (typeof window !== 'undefined') browser.reload()
      else void Taro.reLaunch({ url: inAppUrl })
    },
    canvas,
    tencentCaptcha,
    payment: h5Payment(inWechat),
  }
}
