/**
 * H5 page chunk loading (SPEC §8, §9). Taro's H5 router loads each page with `import()` and, when that
 * fails, throws out of its render: the user is left with a blank screen. This guard wraps every route's
 * `load` before the router is created:
 * - the page chunk is awaited as before; a failure (webpack's ChunkLoadError: a script error, or its
 *   120000 ms `output.chunkLoadTimeout`, set in config/index.ts) is reported as a chunk-load failure and the
 *   route resolves to a page showing the error view with a reload button instead of throwing;
 * - lazy page load timing as the original app's loader had it: nothing for the first 200 ms (fast loads do
 *   not flash), then 加载中，请稍候; after 5000 ms a note that loading is slow, with a reload button.
 *
 * It must run before Taro's generated H5 entry assigns `window.__taroAppConfig` and `config.routes`: the H5
 * src/app.ts calls `guardPageLoading()` (./guard.h5.ts) at its top level (Taro evaluates the app module before it
 * builds the router). The mini program's ./guard.weapp.ts does nothing: WeChat loads packages itself.
 */
import { createElement } from 'react'
import { ChunkLoadFailedPage } from './failed-page'
import './index.scss'

export const LAZY_DELAY_MS = 200
export const LAZY_TIMEOUT_MS = 5000
/** webpack's chunk load timeout, also set as output.chunkLoadTimeout in config/index.ts */
export const CHUNK_LOAD_TIMEOUT_MS = 120000

type PageModule = { default: unknown } | Record<string, unknown>
type Load = (context: unknown, params: unknown) => [Promise<PageModule> | PageModule, ...unknown[]]
interface RouteLike {
  path: string
  load?: Load
  [k: string]: unknown
}
interface AppConfigLike {
  routes?: RouteLike[]
  [k: string]: unknown
}

import type { ChunkLoadFailure } from './types'

export type { ChunkLoadFailure } from './types'

/** Tells a webpack ChunkLoadError's cause from its message ("Loading chunk 12 failed.\n(timeout: …)"). */
export function classifyChunkError(err: unknown): ChunkLoadFailure['kind'] {
  const e = err as { name?: string; type?: string; message?: string } | null
  const msg = String(e?.message ?? '')
  if (e?.type === 'timeout' || /\(timeout:/.test(msg)) return 'timeout'
  if (/CSS chunk/i.test(msg)) return 'css'
  if (e?.name === 'ChunkLoadError' || /Loading chunk .* failed/i.test(msg) || e?.type === 'error' || e?.type === 'missing') return 'script-error'
  return 'other'
}

/** The overlay shown while a slow page chunk loads (plain DOM: the router has no page to draw into yet). */
export interface LoadingIndicator {
  show(): void
  slow(): void
  hide(): void
}

export function domLoadingIndicator(doc: Document = document): LoadingIndicator {
  let el: HTMLElement | null = null
  const ensure = () => {
    if (el) return el
    el = doc.createElement('div')
    el.className = 'zy-chunk-loading'
    el.setAttribute('data-testid', 'chunk-loading')
    el.setAttribute('role', 'status')
    el.innerHTML = '<div class="zy-chunk-loading__spinner"></div><div class="zy-chunk-loading__text">加载中，请稍候</div>'
    doc.body.appendChild(el)
    return el
  }
  return {
    show() {
      ensure()
    },
    slow() {
      const box = ensure()
      box.setAttribute('data-slow', 'true')
      const text = box.querySelector('.zy-chunk-loading__text')
      if (text) text.textContent = '页面加载较慢，请稍候…'
      if (!box.querySelector('.zy-chunk-loading__reload')) {
        const btn = doc.createElement('div')
        btn.className = 'zy-chunk-loading__reload'
        btn.textContent = '重新加载'
        btn.addEventListener('click', () => doc.defaultView?.location.reload())
        box.appendChild(btn)
      }
    },
    hide() {
      el?.remove()
      el = null
    },
  }
}

export interface GuardOptions {
  indicator?: () => LoadingIndicator
  report?: (f: ChunkLoadFailure, err: unknown) => void
  delayMs?: number
  timeoutMs?: number
}

function defaultReport(f: ChunkLoadFailure, err: unknown): void {
  console.error(`[chunk-load-failure] ${f.route} (${f.kind}): ${f.message}`, err)
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent('zy:chunk-load-failure', { detail: f }))
  }
}

/** Wraps one route's `load`: timing indicator, and a failure resolves to the chunk-load-failed page. */
export function guardLoad(route: string, load: Load, opts: GuardOptions = {}): Load {
  const delay = opts.delayMs ?? LAZY_DELAY_MS
  const timeout = opts.timeoutMs ?? LAZY_TIMEOUT_MS
  const report = opts.report ?? defaultReport
  return (context, params) => {
    const [page, ...rest] = load(context, params)
    if (!page || typeof (page as Promise<PageModule>).then !== 'function') return [page, ...rest]
    const indicator = (opts.indicator ?? domLoadingIndicator)()
    let settled = false
    const t1 = setTimeout(() => !settled && indicator.show(), delay)
    const t2 = setTimeout(() => !settled && indicator.slow(), timeout)
    const done = () => {
      settled = true
      clearTimeout(t1)
      clearTimeout(t2)
      indicator.hide()
    }
    const guarded = (page as Promise<PageModule>).then(
      (mod) => {
        done()
        return mod
      },
      (err: unknown) => {
        done()
        const failure: ChunkLoadFailure = { route, kind: classifyChunkError(err), message: String((err as Error)?.message ?? err) }
        report(failure, err)
        return { default: () => createElement(ChunkLoadFailedPage, { failure }) }
      },
    )
    return [guarded, ...rest]
  }
}

/** Wraps every route of an app config (idempotent). */
export function guardRoutes(config: AppConfigLike, opts: GuardOptions = {}): void {
  for (const r of config.routes ?? []) {
    if (typeof r.load !== 'function' || (r.load as { __guarded?: boolean }).__guarded) continue
    const wrapped = guardLoad(r.path, r.load, opts)
    ;(wrapped as { __guarded?: boolean }).__guarded = true
    r.load = wrapped
  }
}

/**
 * Installs the guard on a window: catches the app config when Taro's entry assigns it, and its routes
 * when they are assigned (both happen before the router reads them).
 */
export function installChunkGuard(win: Window & { __taroAppConfig?: AppConfigLike }, opts: GuardOptions = {}): void {
  const w = win as unknown as Record<string, unknown>
  if (w.__zyChunkGuard) return
  w.__zyChunkGuard = true
  const watchRoutes = (config: AppConfigLike) => {
    if (!config || typeof config !== 'object') return
    let routes = config.routes
    if (routes) guardRoutes(config, opts)
    Object.defineProperty(config, 'routes', {
      configurable: true,
      enumerable: true,
      get: () => routes,
      set: (v: RouteLike[]) => {
        routes = v
        guardRoutes(config, opts)
      },
    })
  }
  let current = win.__taroAppConfig
  if (current) watchRoutes(current)
  Object.defineProperty(win, '__taroAppConfig', {
    configurable: true,
    get: () => current,
    set: (v: AppConfigLike) => {
      current = v
      watchRoutes(v)
    },
  })
}
