/**
 * URL helpers shared by start-up, navigation and the platform adapters: in-app page URLs and their query.
 * What reads the browser's own address is H5-only and lives in src/platform/browser.ts.
 */
import Taro from '@tarojs/taro'
import { specRoute } from './page-paths'

export type Query = Record<string, string>

/**
 * A launch or page parameter as text. Platforms hand over strings, but a query object may carry numbers or booleans
 * (spelled out as such) and, from a scanned code or a hand-made link, anything else (kept readable as JSON).
 */
export function paramText(v: unknown): string {
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v)
  return JSON.stringify(v) ?? ''
}

/** Parses `a=1&b=2` (with or without a leading `?`); later keys win; values are URI-decoded. */
export function parseQuery(qs: string | null | undefined): Query {
  const out: Query = {}
  if (!qs) return out
  const s = qs.startsWith('?') ? qs.slice(1) : qs
  for (const part of s.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const k = eq < 0 ? part : part.slice(0, eq)
    const v = eq < 0 ? '' : part.slice(eq + 1)
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

/** `a=1&b=2` from an object; undefined, null and '' values are left out. */
export function stringifyQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

/** Adds parameters to a URL, keeping what it already carries (before any hash of a plain URL). */
export function withQuery(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const qs = stringifyQuery(params)
  if (!qs) return url
  const hashAt = url.indexOf('#')
  // a hash-router address: parameters belong after the route inside the hash
  if (hashAt >= 0 && url.slice(hashAt + 1).startsWith('/')) {
    const head = url.slice(0, hashAt + 1)
    const route = url.slice(hashAt + 1)
    return head + route + (route.includes('?') ? '&' : '?') + qs
  }
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt) : ''
  return base + (base.includes('?') ? '&' : '?') + qs + hash
}

/** Route path of an app page with a leading slash: 'pages/x/y' → '/pages/x/y'. */
export function pagePath(route: string): string {
  const clean = route.split('?')[0]
  return clean.startsWith('/') ? clean : `/${clean}`
}

/** In-app URL of a page with parameters, for navigateTo/redirectTo. */
export function pageUrl(route: string, params: Record<string, string | number | boolean | null | undefined> = {}): string {
  const [path, existing] = route.split('?')
  const merged = { ...parseQuery(existing), ...params }
  const qs = stringifyQuery(merged)
  return pagePath(path) + (qs ? `?${qs}` : '')
}

/** The current page: route without leading slash and its parameters. */
export function currentPage(): { route: string; params: Query } {
  const inst = Taro.getCurrentInstance()
  const router = inst?.router
  if (router?.path) {
    const [path, qs] = router.path.split('?')
    const params: Query = {}
    for (const [k, v] of Object.entries({ ...parseQuery(qs), ...(router.params ?? {}) })) {
      // Taro's router adds `stamp` and `$taro…` markers; they are not the page's parameters
      if (v === undefined || k.startsWith('$taro') || k === 'stamp') continue
      params[k] = String(v)
    }
    return { route: specRoute(path.replace(/^\//, '')), params }
  }
  const pages = Taro.getCurrentPages()
  const top = pages.length ? pages[pages.length - 1] : undefined
  const params: Query = {}
  for (const [k, v] of Object.entries((top?.options as Record<string, unknown>) ?? {})) if (v !== undefined) params[k] = paramText(v)
  return { route: specRoute((top?.route ?? '').replace(/^\//, '')), params }
}

/** In-app URL of the current page with its parameters, minus those named in `drop`. */
export function currentPageUrl(drop: readonly string[] = []): string {
  const { route, params } = currentPage()
  if (!route) return ''
  const kept: Query = {}
  for (const [k, v] of Object.entries(params)) if (!drop.includes(k)) kept[k] = v
  return pageUrl(route, kept)
}

/**
 * A route parameter as text. The mini program hands parameters over still encoded and the H5 router
 * decoded; decoding once more is harmless for both, except for a literal '%', which is kept.
 */
export function readParam(params: Record<string, string | undefined> | undefined, key: string): string {
  const raw = params?.[key]
  if (raw === undefined || raw === null) return ''
  try {
    return decodeURIComponent(String(raw))
  } catch {
    return String(raw)
  }
}
