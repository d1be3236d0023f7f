/**
 * Logins both platform adapters share: the openID ones of the mini program and WeChat's browser. They go through
 * the raw transport (services/transport.ts), not the request wrappers: a re-login must never show the error
 * catalogue's toasts or start another re-login.
 */
import type { ApiData } from '@contract/endpoints'
import { post } from '../services/transport'
import { AuthState, type SessionPort } from '../model/session'
import { getItem, setItem } from '../utils/storage'
import type { StepResult } from './types'

/** WeChat in the open-platform tables (types/schema.ts openType) */
export const OPEN_TYPE_WECHAT = 2

export type OpenAuthResult = ApiData<'OpenAuth/WechchatMiniAppAuth'>

/** One raw call: the data on code 0, else the server's message (or a network message); never throws. */
export async function tryPost<T>(name: string, body: object, token?: string): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const env = await post<T>(name, body, { token })
    if (env.code === 0) return { ok: true, data: env.data }
    return { ok: false, message: env.message || '登录失败' }
  } catch {
    return { ok: false, message: '网络异常，请稍后重试' }
  }
}

/**
 * The proof of the last WeChat authorisation (OpenProof): the server accepts an openID for a login or a binding
 * only with a proof it issued for that openID in the last 10 minutes, once. Kept in memory only — it is useless
 * after that — and dropped once spent.
 */
let openProof: { openId: string; proof: string; at: number } | null = null
const PROOF_MS = 10 * 60_000

export function keepOpenProof(openId: string, proof: string | undefined): void {
  openProof = proof ? { openId, proof, at: Date.now() } : null
}

/** the unspent proof for the stored openID, if it is still fresh */
export function openProofFor(openId: string): string | null {
  if (!openProof || openProof.openId !== openId || Date.now() - openProof.at > PROOF_MS) return null
  return openProof.proof
}

export function dropOpenProof(): void {
  openProof = null
}

/** Logs in with the stored openID and the proof of a fresh authorisation (OpenIdLogin {OpenType: 2, OpenId, OpenProof}). */
export async function loginByStoredOpenId(session: SessionPort): Promise<StepResult> {
  const openId = getItem('openID')
  if (!openId) return { ok: false, message: 'openID获取失败' }
  const proof = openProofFor(String(openId))
  if (!proof) return { ok: false, message: '微信授权已过期，请重新授权' }
  dropOpenProof()
  const r = await tryPost<ApiData<'User/OpenIdLogin'>>('User/OpenIdLogin', { OpenType: OPEN_TYPE_WECHAT, OpenId: String(openId), OpenProof: proof })
  if (!r.ok) return r
  session.setLogin(r.data.UserId, r.data.Token)
  return { ok: true, message: '' }
}

/**
 * Keeps what an open-platform authorisation answered: the openID always; the session too when the openID
 * is already bound to an account and no one is logged in yet.
 */
export function acceptOpenAuth(data: OpenAuthResult, session: SessionPort): void {
  setItem('openID', data.OpenId)
  keepOpenProof(data.OpenId, data.OpenProof)
  session.setAuthState(AuthState.AUTHORIZED)
  if (data.UserId && data.Token && !session.token) session.setLogin(data.UserId, data.Token)
}

/**
 * Exchanges an authorisation code for an openID (weapp: WechchatMiniAppAuth, WeChat H5: WechchatH5Auth). `login`
 * is set when the openID is bound: the exchange itself logged the user in.
 */
export async function exchangeCode(
  name: 'OpenAuth/WechchatMiniAppAuth' | 'OpenAuth/WechchatH5Auth',
  code: string,
  session: SessionPort,
): Promise<StepResult & { login?: { UserId: number; Token: string } }> {
  const r = await tryPost<OpenAuthResult>(name, { Code: code })
  if (!r.ok) return r
  acceptOpenAuth(r.data, session)
  return { ok: true, message: '', ...(r.data.UserId && r.data.Token ? { login: { UserId: r.data.UserId, Token: r.data.Token } } : {}) }
}

/**
 * Binds the stored openID to the account just logged in (with the proof of the authorisation that gave it), so the
 * next WeChat authorisation logs this user in. A failure is not the user's problem (the password still works), so
 * it is only reported.
 */
export async function bindStoredOpenId(session: SessionPort): Promise<StepResult> {
  const openId = getItem('openID')
  const token = session.token
  if (!openId || !token) return { ok: false, message: 'openID获取失败' }
  const proof = openProofFor(String(openId))
  if (!proof) return { ok: false, message: '微信授权已过期，请重新授权' }
  dropOpenProof()
  const r = await tryPost<boolean>('OpenAuth/OpenIdBind', { OpenType: OPEN_TYPE_WECHAT, OpenId: String(openId), OpenProof: proof }, token)
  return r.ok ? { ok: true, message: '' } : r
}
