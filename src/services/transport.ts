/**
 * The wire: POST JSON under /api with the JSON headers and the `token` header, `Platform: 0` in every body,
 * 60000 ms timeouts. No error handling beyond telling an envelope from a network failure — the error
 * catalogue lives in request.ts, and the platform adapters use this layer directly for re-login so a
 * re-login can never trigger another re-login.
 */
import Taro from '@tarojs/taro'
import type { ApiEnvelope } from '@contract/envelope'
import { envApiBase, envAuthBase } from '../utils/env'
import { DEFAULT_API_BASE } from '../utils/api-base'
import { stringifyQuery } from '../utils/url'
import { NetworkError } from '../model/errors'

export { NetworkError } from '../model/errors'

/** SPEC §9: request, socket, upload and download timeout */
export const TIMEOUT_MS = 60000
/** SPEC §7: the default Platform value of every body */
export const DEFAULT_PLATFORM = 0
/** the call served by the separate auth service (SPEC §7) */
export const AUTH_SERVICE_CALLS: readonly string[] = ['OpenAuth/JSYAuth']

/** A page may set these globals (e.g. an inline script of an embedding page) to point the app elsewhere. */
interface BaseGlobals {
  __ZY_API_BASE__?: string
  __ZY_AUTH_BASE__?: string
}

/** the page's global object; older mini-program runtimes lack `globalThis` */
function globals(): BaseGlobals {
  if (typeof globalThis !== 'undefined') return globalThis as unknown as BaseGlobals
  if (typeof window !== 'undefined') return window as unknown as BaseGlobals
  return {}
}

function pageGlobal(name: keyof BaseGlobals): string | undefined {
  const v = globals()[name]
  return typeof v === 'string' ? v.replace(/\/+$/, '') : undefined
}

/** API base: page global, else TARO_APP_API_BASE, else the platform's default ('' in H5: same origin; a local server in weapp). */
export function apiBase(): string {
  const fromPage = pageGlobal('__ZY_API_BASE__')
  if (fromPage !== undefined) return fromPage
  const fromEnv = envApiBase()
  if (fromEnv !== undefined) return fromEnv.replace(/\/+$/, '')
  return DEFAULT_API_BASE
}

/** Auth service base for /api/OpenAuth/JSYAuth: page global, else TARO_APP_AUTH_BASE, else `<api base>/auth`. */
export function authBase(): string {
  const fromPage = pageGlobal('__ZY_AUTH_BASE__')
  if (fromPage !== undefined) return fromPage
  const fromEnv = envAuthBase()
  if (fromEnv !== undefined) return fromEnv.replace(/\/+$/, '')
  return `${apiBase()}/auth`
}

/** Sets the page globals (a test page or an embedding page may do this before the first call). */
export function setBases(bases: { api?: string; auth?: string }): void {
  const g = globals()
  if (bases.api !== undefined) g.__ZY_API_BASE__ = bases.api
  if (bases.auth !== undefined) g.__ZY_AUTH_BASE__ = bases.auth
}

export function urlOf(name: string): string {
  const base = AUTH_SERVICE_CALLS.includes(name) ? authBase() : apiBase()
  return `${base}/api/${name}`
}

export interface PostOptions {
  token?: string
  /** send the fields as URL query parameters instead of the body (SPEC §7 "sent as params") */
  params?: boolean
}

function isEnvelope(v: unknown): v is ApiEnvelope {
  return !!v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'number'
}

function headers(token: string | undefined): Record<string, string> {
  const h: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (token) h.token = token
  return h
}

/** HTTP statuses the server answers with an envelope meant for the user (server/app.ts: 413 body too large) */
const ENVELOPE_STATUSES: readonly number[] = [413, 429]

/** One call; resolves with the envelope whatever its code, rejects with NetworkError when there is none. */
export async function post<T = unknown>(name: string, body: object = {}, options: PostOptions = {}): Promise<ApiEnvelope<T>> {
  const withPlatform = { Platform: DEFAULT_PLATFORM, ...body }
  let url = urlOf(name)
  let data: object = withPlatform
  if (options.params) {
    const qs = stringifyQuery(withPlatform)
    url = qs ? `${url}?${qs}` : url
    data = { Platform: DEFAULT_PLATFORM }
  }
  let res: Taro.request.SuccessCallbackResult<string | TaroGeneral.IAnyObject | ArrayBuffer>
  try {
    res = await Taro.request({ url, method: 'POST', data, header: headers(options.token), timeout: TIMEOUT_MS, dataType: 'json' })
  } catch (e) {
    const msg = (e as { errMsg?: string })?.errMsg ?? (e instanceof Error ? e.message : 'request failed')
    throw new NetworkError(null, msg)
  }
  let payload: unknown = res.data
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload)
    } catch {
      // not JSON: handled as a failure below
    }
  }
  if (res.statusCode === 401) throw new NetworkError(401, 'HTTP 401')
  // a body too large (413) or too many requests (429) is answered with an envelope whose message tells the user what
  // to do: it goes through the error catalogue like any refusal, not as 「请稍后重试」
  if (ENVELOPE_STATUSES.includes(res.statusCode) && isEnvelope(payload) && payload.code !== 0) return payload as ApiEnvelope<T>
  if (res.statusCode < 200 || res.statusCode >= 300) throw new NetworkError(res.statusCode, `HTTP ${res.statusCode}`)
  if (!isEnvelope(payload)) throw new NetworkError(res.statusCode, 'answer is not an envelope')
  return payload as ApiEnvelope<T>
}

/**
 * A plain JSON request to a path beside the API (no envelope, no Platform field): the human check's local stand-in,
 * which the server mounts under /dev/tcaptcha in development and tests, as the real captcha is a service of its own.
 * Rejects with NetworkError when nothing answered.
 */
export async function requestJson<T = unknown>(path: string, body?: object): Promise<{ status: number; data: T }> {
  try {
    const res = await Taro.request({
      url: `${apiBase()}${path}`,
      method: body ? 'POST' : 'GET',
      ...(body ? { data: body } : {}),
      header: headers(undefined),
      timeout: TIMEOUT_MS,
      dataType: 'json',
    })
    const data = typeof res.data === 'string' ? (JSON.parse(res.data) as T) : (res.data as T)
    return { status: res.statusCode, data }
  } catch (e) {
    const msg = (e as { errMsg?: string })?.errMsg ?? (e instanceof Error ? e.message : 'request failed')
    throw new NetworkError(null, msg)
  }
}

export interface UploadOptions {
  token?: string
  /** form field name of the file */
  name?: string
  formData?: Record<string, string | number>
}

/** Uploads a local file to /api/<name> (multipart), answering the envelope. */
export async function upload<T = unknown>(name: string, filePath: string, options: UploadOptions = {}): Promise<ApiEnvelope<T>> {
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: urlOf(name),
      filePath,
      name: options.name ?? 'file',
      formData: { Platform: DEFAULT_PLATFORM, ...(options.formData ?? {}) },
      header: options.token ? { token: options.token } : {},
      timeout: TIMEOUT_MS,
    })
  } catch (e) {
    throw new NetworkError(null, (e as { errMsg?: string })?.errMsg ?? 'upload failed')
  }
  if (res.statusCode === 401) throw new NetworkError(401, 'HTTP 401')
  if (res.statusCode < 200 || res.statusCode >= 300) throw new NetworkError(res.statusCode, `HTTP ${res.statusCode}`)
  let payload: unknown = res.data
  try {
    payload = typeof payload === 'string' ? JSON.parse(payload) : payload
  } catch {
    // handled below
  }
  if (!isEnvelope(payload)) throw new NetworkError(res.statusCode, 'answer is not an envelope')
  return payload as ApiEnvelope<T>
}

/** Downloads a file (absolute URL or a path under the API base) to a temporary local path. */
export async function download(url: string, token?: string): Promise<string> {
  const full = /^https?:\/\//.test(url) ? url : `${apiBase()}${url.startsWith('/') ? '' : '/'}${url}`
  let res: Taro.downloadFile.FileSuccessCallbackResult
  try {
    res = await Taro.downloadFile({ url: full, header: token ? { token } : {}, timeout: TIMEOUT_MS })
  } catch (e) {
    throw new NetworkError(null, (e as { errMsg?: string })?.errMsg ?? 'download failed')
  }
  if (res.statusCode === 401) throw new NetworkError(401, 'HTTP 401')
  if (res.statusCode < 200 || res.statusCode >= 300) throw new NetworkError(res.statusCode, `HTTP ${res.statusCode}`)
  return res.tempFilePath
}
