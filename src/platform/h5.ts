/**
 * The H5 build. In WeChat's in-app browser the session rests on the openID from WeChat's web
 * authorisation (WechchatH5AuthUrl redirect, then the `code` → WechchatH5Auth); in any other browser a
 * re-login uses the saved Mobile/Password pair.
 */
import { post } from '../services/transport'
import { exchangeCode, loginBySavedPassword, loginByStoredOpenId, type StepResult } from './common'
import { h5AbsoluteUrl, pageUrl } from '../utils/url'
import { browser } from './browser'

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

/** The `code` WeChat returned → openID (and a login when it is bound). */
export function finishWechatAuth(code: string): Promise<StepResult> {
  return exchangeCode('OpenAuth/WechchatH5Auth', code)
}

/** Re-login (SPEC §4 session expiry 1): openID in WeChat's browser, the saved pair elsewhere. */
export async function relogin(inWechat: boolean = isWechatBrowser()): Promise<boolean> {
  return (inWechat ? await loginByStoredOpenId() : await loginBySavedPassword()).ok
}
