/** Outgoing HTTP for provider adapters: one timeout, text body back, network errors as ProviderError. */
export class ProviderError extends Error {
  constructor(
    /** which provider: 'sms' | 'wechat' | 'alipay' */
    public readonly provider: string,
    /** the provider's own error code (errcode, Code, sub_code) or 'network' */
    public readonly providerCode: string,
    message: string,
    /** plain Chinese for the user */
    public readonly userMessage: string,
  ) {
    super(message)
  }
}

export interface HttpResult {
  status: number
  text: string
  /** response headers, names in lower case (WeChat Pay signs its answers in them) */
  headers: Record<string, string>
}

export async function httpRequest(
  provider: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const ctl = new AbortController()
  const timer = setTimeout(() => ctl.abort(), init.timeoutMs ?? 10_000)
  try {
    const res = await fetch(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, signal: ctl.signal })
    const headers: Record<string, string> = {}
    res.headers.forEach((v, k) => (headers[k.toLowerCase()] = v))
    return { status: res.status, text: await res.text(), headers }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    throw new ProviderError(provider, 'network', `${provider} request to ${new URL(url).host} failed: ${why}`, '服务暂时无法连接，请稍后重试')
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A field of a provider's JSON answer as text: strings as sent, numbers and booleans written out, absent as ''.
 * Anything else (an object where a code was expected) is written as JSON, so a log or an error names what came,
 * not "[object Object]".
 */
export function textOf(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v)
  return JSON.stringify(v) ?? ''
}

export function parseJson(provider: string, text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
  } catch {
    /* fall through */
  }
  throw new ProviderError(provider, 'bad-response', `${provider} answered non-JSON: ${text.slice(0, 200)}`, '服务返回异常，请稍后重试')
}

export function formEncode(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}
