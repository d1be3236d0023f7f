/**
 * The H5 build's window on the browser: leaving the document (a reload, a full navigation) and reading or
 * rewriting its address. Only the H5 adapter imports this file, so the mini program never carries it. The
 * navigations sit behind one object so tests (jsdom cannot navigate) can observe them.
 */
import { pagePath, parseQuery, type Query } from '../utils/url'

export const browser = {
  reload(): void {
    window.location.reload()
  },
  assign(url: string): void {
    window.location.href = url
  },
}

/** The browser's location parameters (search, then hash query, the hash winning); {} without a location. */
export function browserQuery(): Query {
  if (typeof window === 'undefined' || !window.location) return {}
  const { search, hash } = window.location
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
  return { ...parseQuery(search), ...parseQuery(hashQuery) }
}

/**
 * Absolute address of an in-app page (hash router), for redirects that leave the app (WeChat authorisation,
 * an external login page) and come back.
 */
export function h5AbsoluteUrl(inAppUrl: string): string {
  if (typeof window === 'undefined' || !window.location) return inAppUrl
  const { origin, pathname } = window.location
  return `${origin}${pathname}#${pagePath(inAppUrl)}${inAppUrl.includes('?') ? inAppUrl.slice(inAppUrl.indexOf('?')) : ''}`
}

/** Removes the named parameters from the search part of the address (history.replaceState: no navigation). */
export function forgetSearchParams(consumed: readonly string[]): void {
  if (typeof window === 'undefined' || !window.history?.replaceState) return
  const { search, hash, pathname } = window.location
  if (!search) return
  const kept = search
    .slice(1)
    .split('&')
    .filter((p) => p && !consumed.includes(decodeURIComponent(p.split('=')[0])))
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`)
  } catch {
    // a sandboxed frame may refuse; the parameters are harmless there
  }
}
