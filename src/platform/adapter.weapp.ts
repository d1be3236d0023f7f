/**
 * The WeChat mini program's platform (only the weapp build compiles this file; see types.ts): wx.login code →
 * WechchatMiniAppAuth → openID; re-login by the openID; the capsule button; pages relaunched, outside pages in
 * the web-view page.
 */
import Taro from '@tarojs/taro'
import type { MenuRect, SessionPort } from '../model/session'
import { DEFAULT_API_BASE } from '../utils/api-base'
import { getItem } from '../utils/storage'
import { envCaptchaPlugin } from '../utils/env'
import { WEAPP_CAPTCHA_PAGE } from '../routes'
import type { HumanCheckData } from '@contract/codes'
import { exchangeCode, loginByStoredOpenId, openProofFor } from './common'
import { weappPayment } from './payment.weapp'
import type { CanvasNode, CanvasSupport, CaptchaOutcome, PlatformAdapter, StepResult } from './types'

/** Gets an openID and a fresh proof of it through wx.login (and logs in when it is bound). */
export async function obtainOpenId(session: SessionPort): Promise<StepResult & { login?: { UserId: number; Token: string } }> {
  let code: string
  try {
    code = (await Taro.login()).code
  } catch {
    return { ok: false, message: '微信登录失败，请稍后重试' }
  }
  if (!code) return { ok: false, message: '微信登录失败，请稍后重试' }
  return exchangeCode('OpenAuth/WechchatMiniAppAuth', code, session)
}

/**
 * Re-login (SPEC §4 session expiry 1) by the openID: a fresh wx.login code proves it, and the exchange logs the
 * user in when the openID is bound (an openID alone logs no one in).
 */
async function relogin(session: SessionPort): Promise<boolean> {
  const got = await obtainOpenId(session)
  if (!got.ok) return false
  if (got.login) {
    session.setLogin(got.login.UserId, got.login.Token)
    return true
  }
  // not bound: the proof may still log in a binding made since (OpenIdLogin answers when it cannot)
  return (await loginByStoredOpenId(session)).ok
}

/** A fresh proof of the openID before binding it, when the last one was spent or is too old. */
async function ensureOpenProof(session: SessionPort): Promise<boolean> {
  const openId = getItem('openID')
  if (openId && openProofFor(String(openId))) return true
  return (await obtainOpenId(session)).ok
}

function menuButtonRect(): MenuRect | null {
  try {
    const r = Taro.getMenuButtonBoundingClientRect()
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }
  } catch {
    // older base library
    return null
  }
}

const canvas: CanvasSupport = {
  // the canvas node comes only through a selector query, with its size
  find: (id, found) =>
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode; width?: number } | null>) => found(res?.[0]?.node ?? null, res?.[0]?.width)),
  setsCssSize: false,
  tapsByClick: false,
}

const weapp: PlatformAdapter = {
  kind: 'weapp',
  isMicromessenger: false,
  usesOpenId: true,
  defaultApiBase: DEFAULT_API_BASE,
  drawsTabBarInPage: false,
  relogin,
  ensureOpenProof,
  startWechatAuthorisation: async () => ({ ok: false, message: '请在微信中打开' }),
  launchAddress: () => null,
  forgetLaunchParams: () => undefined,
  launchAuthorisation: (_params, session) => (getItem('openID') ? { kind: 'none' } : { kind: 'obtain-in-background', run: () => obtainOpenId(session) }),
  menuButtonRect,
  hasMenuButton: true,
  leaveFor: () => false,
  // a web page cannot hand a session back to the mini program
  returnAddress: () => null,
  // the same page with its parameters, launched afresh
  reloadPage: (inAppUrl) => void Taro.reLaunch({ url: inAppUrl }),
  tencentCaptcha,
  // WeChat loads the packages itself
  canvas,
  payment: weappPayment,
}

/** what the captcha page hands back (the plugin's verify detail, or how the page ended) */
export type CaptchaPageResult = { ret: number; ticket?: string; randstr?: string } | { ended: 'closed' | 'error' | 'left' }

/** the plugin's answer as the human check's outcome */
export function captchaOutcomeOf(r: CaptchaPageResult): CaptchaOutcome {
  if ('ended' in r) return { message: r.ended === 'error' ? '人机验证加载失败，请稍后重试' : '已取消人机验证' }
  if (r.ret === 0 && r.ticket) return { ticket: r.ticket, randstr: r.randstr ?? '', from: 'mini' }
  return { message: '人机验证未完成，请重试' }
}

/**
 * Tencent's captcha plugin on its own page (src/routes.ts WEAPP_CAPTCHA_PAGE): opened with the mini program's
 * CaptchaAppId, it sends the plugin's answer back through the page's event channel. A build without the plugin, or a
 * server without the mini program's 验证, cannot pass the check here and says so.
 */
function tencentCaptcha(check: HumanCheckData): Promise<CaptchaOutcome> {
  if (!check.CaptchaMiniAppId) return Promise.resolve({ message: '小程序的人机验证未开通，请在网页版中完成' })
  if (!envCaptchaPlugin()) return Promise.resolve({ message: '当前版本的小程序未接入人机验证，请更新后重试或在网页版中完成' })
  return new Promise((resolve) => {
    let settled = false
    const done = (o: CaptchaOutcome) => {
      if (settled) return
      settled = true
      resolve(o)
    }
    Taro.navigateTo({
      url: `/${WEAPP_CAPTCHA_PAGE}?appId=${encodeURIComponent(check.CaptchaMiniAppId!)}`,
      events: { result: (r: CaptchaPageResult) => done(captchaOutcomeOf(r)) },
    }).catch(() => done({ message: '人机验证打开失败，请重试' }))
  })
}

export function getPlatform(): PlatformAdapter {
  return weapp
}
