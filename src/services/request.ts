/**
 * The request layer (SPEC §7, §8): two wrappers over the transport — one with a blocking 加载中 indicator,
 * one silent — and the error catalogue:
 *
 * | answer                 | behaviour                                                                  |
 * |------------------------|----------------------------------------------------------------------------|
 * | code 0                 | resolves with data                                                         |
 * | code 112               | message once, one re-login (SessionLink.expired); the promise stays pending |
 * | code 113               | message, then the member page; rejects with ApiError (shown = true)        |
 * | code 116               | rejects with ApiError, nothing shown (shown = false)                       |
 * | code 117, loading one  | nothing shown and the promise stays pending: no error callback runs        |
 * | code 30                | the human check it names (HumanCheckLink), then the same call again with   |
 * |                        | CaptchaTicket + CaptchaRandstr (at most 3 times); not passed: ApiError     |
 * | other codes            | server message as a 2 s toast; rejects with ApiError (shown = true)        |
 * | HTTP 401               | toast 登录已过期; rejects with NetworkError                                |
 * | other network failure  | toast 请稍后重试; rejects with NetworkError                                |
 *
 * Why "pending" for 112 and 117: 112 ends in a page reload (or the login page), so the page that made the
 * call is going away and must not show an error view meanwhile; 117 means "say nothing and do nothing",
 * which SPEC §8 spells as "no error callback". A pending promise holds no resources once its page is gone.
 * Callers that must stop a spinner anyway use `finally`-free state that the page reset clears.
 */
import Taro from '@tarojs/taro'
import type { ApiBody, ApiData, ApiName } from '@contract/endpoints'
import type { HumanCheckData, HumanCheckFields } from '@contract/codes'
import { ApiError, NETWORK_401_TEXT, NetworkError } from '../model/errors'
import { post, upload } from './transport'

export { ApiError, errorText, NETWORK_401_TEXT, NetworkError } from '../model/errors'

export const TOAST_MS = 2000
export const LOADING_TEXT = '加载中'
export const NETWORK_RETRY_TEXT = '请稍后重试'

export const CODE = { OK: 0, HUMAN_CHECK_REQUIRED: 30, SESSION_EXPIRED: 112, NEED_MEMBER: 113, SILENT_REJECT: 116, SILENT: 117 } as const

/** checks passed for one call before its code 30 is taken as the answer (each passed check is sent once) */
export const MAX_HUMAN_CHECKS = 3

/**
 * Calls sent without an indicator (SPEC §7): ad list, member or student info, province final-score and
 * new-exam checks, wish list, all wish provinces, wish year. Names of later API groups are listed too so
 * `call()` picks the silent wrapper for them from the day they exist.
 */
export const SILENT_CALLS: readonly string[] = [
  'Portal/AdInfoList',
  'Public/AdInfoList',
  'User/MemberInfo',
  'User/StudentInfo',
  'Public/ProvinceIsFinalScore',
  'Public/ProvinceIsNewExam',
  'User/WishList',
  'Student/WishList',
  'Wish/WishProvinceAll',
  'Wish/WishYear',
]

/** Calls the server reads from URL parameters, not the body (SPEC §7): `call()` sends them so. */
export const PARAM_CALLS: readonly string[] = ['Student/UpdatePassword']

export function isSilentCall(name: string): boolean {
  return SILENT_CALLS.includes(name)
}

export interface CallOptions {
  /** send the fields as URL parameters (default: PARAM_CALLS, i.e. Student/UpdatePassword) */
  params?: boolean
  /**
   * 112 rejects with ApiError instead of starting a re-login (start-up step 6 checks a stored token this
   * way: on failure the token is removed, SPEC §4)
   */
  noRelogin?: boolean
  /** a token other than the session's (e.g. right after login, before the store is updated) */
  token?: string
  /** `call()` only: force the silent (true) or the loading (false) wrapper instead of SPEC §7's list */
  silent?: boolean
}

export type Args<K extends ApiName> =
  Record<string, never> extends ApiBody<K> ? [body?: ApiBody<K>, options?: CallOptions] : [body: ApiBody<K>, options?: CallOptions]

/**
 * What the request layer needs of the session, handed over at start-up by stores/flows/connect.ts: the request
 * layer sits below the stores and never imports them.
 */
export interface SessionLink {
  /** the session's token ('' when logged out) */
  token(): string
  /** the session generation a call is sent in (a 112 of an older one is ignored) */
  generation(): number
  /** a 112 answer: the message once and the one re-login (stores/flows/session-expiry.ts) */
  expired(message: string, generationAtSend: number): void
  /** a 113 answer: the member page (or the configured membership address) */
  memberRequired(): void
}

/** Unconnected (before start-up wires the store): no token, and 112 / 113 change nothing. */
let session: SessionLink = { token: () => '', generation: () => 0, expired: () => undefined, memberRequired: () => undefined }

export function connectSession(link: SessionLink): void {
  session = link
}

/** A human check passed (the fields to send again), or not (what to tell the user instead). */
export type HumanCheckOutcome = { fields: HumanCheckFields } | { refused: string }

/** How a code 30 is answered, handed over at start-up like the session (stores/human-check.ts behind it). */
export interface HumanCheckLink {
  /** opens the named check with the server's message */
  pass(check: HumanCheckData, message: string): Promise<HumanCheckOutcome>
}

/** Unconnected: no check can be passed, so a code 30 is shown like any refusal. */
let humanCheck: HumanCheckLink = { pass: async (_check, message) => ({ refused: message }) }

export function connectHumanCheck(link: HumanCheckLink): void {
  humanCheck = link
}

// ---- the loading indicator: one for any number of concurrent loading calls ----------------------------
let loadingCount = 0
function beginLoading(): void {
  if (loadingCount++ === 0) void Taro.showLoading({ title: LOADING_TEXT, mask: true })
}
function endLoading(): void {
  if (loadingCount === 0) return
  loadingCount -= 1
  if (loadingCount === 0) void Taro.hideLoading()
}

function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
}

/** never settles (see the header comment) */
function pending<T>(): Promise<T> {
  return new Promise<T>(() => {})
}

async function run<K extends ApiName>(name: K, body: object | undefined, options: CallOptions, withLoading: boolean, checks = 0): Promise<ApiData<K>> {
  const generationAtSend = session.generation()
  const token = options.token ?? session.token()
  if (withLoading) beginLoading()
  let envelope
  try {
    envelope = await post<ApiData<K>>(name, body ?? {}, { token, params: options.params ?? PARAM_CALLS.includes(name) })
  } catch (e) {
    if (withLoading) endLoading()
    const err = e instanceof NetworkError ? e : new NetworkError(null, String(e))
    toast(err.status === 401 ? NETWORK_401_TEXT : NETWORK_RETRY_TEXT)
    throw err
  }
  if (withLoading) endLoading()
  const { code, message, data } = envelope
  if (code === CODE.OK) return data
  if (code === CODE.SESSION_EXPIRED) {
    if (options.noRelogin) throw new ApiError(code, message, data, false)
    session.expired(message, generationAtSend)
    return pending()
  }
  if (code === CODE.NEED_MEMBER) {
    toast(message || '开通会员后可用')
    session.memberRequired()
    throw new ApiError(code, message, data, true)
  }
  if (code === CODE.SILENT_REJECT) throw new ApiError(code, message, data, false)
  if (code === CODE.SILENT && withLoading) return pending()
  if (code === CODE.HUMAN_CHECK_REQUIRED && checks < MAX_HUMAN_CHECKS) {
    const outcome = await humanCheck.pass(data as HumanCheckData, message)
    if ('fields' in outcome) return run(name, { ...(body ?? {}), ...outcome.fields }, options, withLoading, checks + 1)
    toast(outcome.refused || message || NETWORK_RETRY_TEXT)
    throw new ApiError(code, message, data, true)
  }
  toast(message || NETWORK_RETRY_TEXT)
  throw new ApiError(code, message, data, true)
}

/** The loading wrapper: blocking 加载中 indicator while waiting. */
export function request<K extends ApiName>(name: K, ...args: Args<K>): Promise<ApiData<K>> {
  const [body, options = {}] = args as [object | undefined, CallOptions | undefined]
  return run(name, body, options ?? {}, true)
}

/** The silent wrapper: no indicator (the error catalogue still applies, except 117's special case). */
export function requestSilent<K extends ApiName>(name: K, ...args: Args<K>): Promise<ApiData<K>> {
  const [body, options = {}] = args as [object | undefined, CallOptions | undefined]
  return run(name, body, options ?? {}, false)
}

/** Picks the wrapper by SPEC §7's silent list (or by `options.silent` when given). */
export function call<K extends ApiName>(name: K, ...args: Args<K>): Promise<ApiData<K>> {
  const [body, options = {}] = args as [object | undefined, CallOptions | undefined]
  const silent = options?.silent ?? isSilentCall(name)
  return run(name, body, options ?? {}, !silent)
}

/** Uploads a file to a call with the loading indicator and the same error catalogue. */
export async function uploadFile<T = unknown>(name: string, filePath: string, formData?: Record<string, string | number>): Promise<T> {
  const generationAtSend = session.generation()
  beginLoading()
  let envelope
  try {
    envelope = await upload<T>(name, filePath, { token: session.token(), formData })
  } catch (e) {
    endLoading()
    const err = e instanceof NetworkError ? e : new NetworkError(null, String(e))
    toast(err.status === 401 ? NETWORK_401_TEXT : NETWORK_RETRY_TEXT)
    throw err
  }
  endLoading()
  if (envelope.code === CODE.OK) return envelope.data
  if (envelope.code === CODE.SESSION_EXPIRED) {
    session.expired(envelope.message, generationAtSend)
    return pending()
  }
  if (envelope.code === CODE.SILENT_REJECT) throw new ApiError(envelope.code, envelope.message, envelope.data, false)
  if (envelope.code === CODE.SILENT) return pending()
  toast(envelope.message || NETWORK_RETRY_TEXT)
  if (envelope.code === CODE.NEED_MEMBER) session.memberRequired()
  throw new ApiError(envelope.code, envelope.message, envelope.data, true)
}

/** Tests only. */
export function resetRequestStateForTests(): void {
  loadingCount = 0
}
