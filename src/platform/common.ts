/**
 * Logins the platform adapters share. They go through the raw transport (services/transport.ts), not the
 * request wrappers: a re-login must never show the error catalogue's toasts or start another re-login.
 */
import type { ApiData } from '@contract/endpoints'
import { post } from '../services/transport'
import { rootStore } from '../stores'
import { getItem, getLoginPair, setItem } from '../utils/storage'
import { AuthState } from '../stores/session'

/** WeChat in the open-platform tables (types/schema.ts openType) */
export const OPEN_TYPE_WECHAT = 2

export type OpenAuthResult = ApiData<'OpenAuth/WechchatMiniAppAuth'>

export interface StepResult {
  ok: boolean
  /** the server's message or a Chinese description of what failed */
  message: string
}

async function tryPost<T>(name: string, body: object, token?: string): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const env = await post<T>(name, body, { token })
    if (env.code === 0) return { ok: true, data: env.data }
    return { ok: false, message: env.message || '登录失败' }
  } catch {
    return { ok: false, message: '网络异常，请稍后重试' }
  }
}

/** Logs in with the stored openID (OpenIdLogin {OpenType: 2, OpenId}). */
export async function loginByStoredOpenId(): Promise<StepResult> {
  const openId = getItem('openID')
  if (!openId) return { ok: false, message: 'openID获取失败' }
  const r = await tryPost<ApiData<'User/OpenIdLogin'>>('User/OpenIdLogin', { OpenType: OPEN_TYPE_WECHAT, OpenId: String(openId) })
  if (!r.ok) return r
  rootStore.session.setLogin(r.data.UserId, r.data.Token)
  return { ok: true, message: '' }
}

/** Logs in with the saved Mobile/Password pair (UserLogin). */
export async function loginBySavedPassword(): Promise<StepResult> {
  const pair = getLoginPair()
  if (!pair) return { ok: false, message: '没有保存的登录信息' }
  const r = await tryPost<ApiData<'User/UserLogin'>>('User/UserLogin', pair)
  if (!r.ok) return r
  rootStore.session.setLogin(r.data.UserId, r.data.Token)
  return { ok: true, message: '' }
}

/**
 * Keeps what an open-platform authorisation answered: the openID always; the session too when the openID
 * is already bound to an account and no one is logged in yet.
 */
export function acceptOpenAuth(data: OpenAuthResult): void {
  setItem('openID', data.OpenId)
  rootStore.session.setAuthState(AuthState.AUTHORIZED)
  if (data.UserId && data.Token && !rootStore.session.token) rootStore.session.setLogin(data.UserId, data.Token)
}

/** Exchanges an authorisation code for an openID (weapp: WechchatMiniAppAuth, WeChat H5: WechchatH5Auth). */
export async function exchangeCode(name: 'OpenAuth/WechchatMiniAppAuth' | 'OpenAuth/WechchatH5Auth', code: string): Promise<StepResult> {
  const r = await tryPost<OpenAuthResult>(name, { Code: code })
  if (!r.ok) return r
  acceptOpenAuth(r.data)
  return { ok: true, message: '' }
}

/**
 * Binds the stored openID to the account just logged in, so the next re-login by openID finds it. A
 * failure is not the user's problem (the password still works), so it is only reported.
 */
export async function bindStoredOpenId(): Promise<StepResult> {
  const openId = getItem('openID')
  const token = rootStore.session.token
  if (!openId || !token) return { ok: false, message: 'openID获取失败' }
  const r = await tryPost<boolean>('OpenAuth/OpenIdBind', { OpenType: OPEN_TYPE_WECHAT, OpenId: String(openId) }, token)
  return r.ok ? { ok: true, message: '' } : r
}
