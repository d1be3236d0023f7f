/**
 * What a failed call rejects with, and the words an inline error view shows for it. Below the request layer so a
 * page can tell and word an error without importing a service.
 */

export const NETWORK_401_TEXT = '登录已过期'

/** No envelope came back: the connection failed, timed out, or the server answered a non-2xx status. */
export class NetworkError extends Error {
  /** HTTP status when there was an answer; null when there was none */
  readonly status: number | null
  constructor(status: number | null, detail: string) {
    super(detail)
    this.name = 'NetworkError'
    this.status = status
  }
}

/** A non-zero envelope code. `shown` tells the caller the user has already seen the message. */
export class ApiError extends Error {
  readonly code: number
  readonly data: unknown
  readonly shown: boolean
  constructor(code: number, message: string, data: unknown, shown: boolean) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.data = data
    this.shown = shown
  }
}

/** Message of any error a call rejected with, for inline error views. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message || '操作失败'
  if (e instanceof NetworkError) return e.status === 401 ? NETWORK_401_TEXT : '网络异常，请稍后重试'
  return '操作失败，请稍后重试'
}
