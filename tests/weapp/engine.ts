/// <reference lib="dom" />
// (the engine renders into jsdom's document)
/**
 * The mini-program build (dist/weapp) run headlessly in WeChat's own pieces: WXML compiled by WeChat's `wcc`
 * (miniprogram-compiler), pages and components by its component engine (exparser through miniprogram-simulate's
 * j-component), over jsdom. Taro's runtime, React and our code run unchanged; what the engine does not have is
 * supplied here, each piece for the reason its comment gives (recipe: docs/notes/weapp-headless.md):
 * `App`/`Page`/`getApp`/`getCurrentPages`, a stateful storage, `wx.request` answered by a real server over HTTP,
 * `wx.login` codes the server's WeChat sandbox accepts, navigation that keeps the mini program's rules, and a
 * selector query that answers like WeChat for nodes it cannot measure.
 *
 * Not emulated: layout and CSS, native components (input, canvas, scroll-view render as plain slots), real
 * navigation (calls are recorded and checked against the rules, the target page is not opened).
 *
 * Order matters: jsdom's globals first, then miniprogram-simulate (it installs `wx` and `Component`), then the
 * shims, then dist/app.js. One engine per process (the component registry and `wx` are global).
 */
import fs from 'fs'
import http from 'http'
import path from 'path'
import { specPagePath, weappPagePath } from '../../src/routes'

export interface WxCall {
  /** `Group/Name` for API calls, else the URL */
  name: string
  url: string
  body: unknown
  statusCode: number
  /** the envelope's code (undefined when the answer was no envelope) */
  code?: number
  message?: string
  /** the network failed (wx.request's fail callback) */
  failed?: string
}

export interface WxNavigation {
  api: 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack'
  url?: string
  /** why WeChat would refuse it (a tab page by navigateTo, a non-tab page by switchTab, an 11th page …) */
  refused?: string
}

export interface PageRender {
  route: string
  /** the page's text as rendered (whitespace collapsed) */
  text: string
  /** the custom tab bar's text, for tab pages */
  tabBarText?: string
  calls: WxCall[]
  navigations: WxNavigation[]
  toasts: string[]
  consoleErrors: string[]
  /** console.warn: the template engine reports a missing template here, Taro an API the platform lacks */
  warnings: string[]
  /** errors thrown out of the page's code (lifecycles, renders, timers) */
  thrown: string[]
  /** bytes of each setData the page sent to its template (JSON, UTF-8: what crosses to WeChat's view layer) */
  setData: number[]
  ms: number
}

export interface EngineOptions {
  /** dist/weapp */
  dist: string
  /** the server the requests go to (http://127.0.0.1:<port>) */
  server: string
  /** tab pages (src/routes.ts) */
  tabPages: string[]
  /** storage at launch (e.g. token and UserId for a logged-in user) */
  storage?: Record<string, unknown>
  /** the name behind wx.login's code in the server's WeChat sandbox (one WeChat user per name) */
  wechatUser: string
}

const MAX_PAGE_STACK = 10

interface Recorder {
  calls: WxCall[]
  navigations: WxNavigation[]
  toasts: string[]
  consoleErrors: string[]
  warnings: string[]
  thrown: string[]
  setData: number[]
}

const freshRecorder = (): Recorder => ({ calls: [], navigations: [], toasts: [], consoleErrors: [], warnings: [], thrown: [], setData: [] })

function wccExecutable(): void {
  // npm may unpack the compiler without its exec bit; WeChat's loader spawns it directly
  const dir = path.dirname(require.resolve('miniprogram-compiler/package.json'))
  const bin = path.join(dir, 'bin', process.platform === 'darwin' ? 'mac' : process.platform === 'win32' ? 'windows' : 'linux')
  for (const f of ['wcc', 'wcsc']) {
    const file = path.join(bin, f)
    if (!fs.existsSync(file)) continue
    try {
      fs.accessSync(file, fs.constants.X_OK)
    } catch {
      fs.chmodSync(file, 0o755)
    }
  }
}

function callbackResult(opts: any, ok: boolean, res: any): void {
  if (ok) opts?.success?.(res)
  else opts?.fail?.(res)
  opts?.complete?.(res)
}

/** A WeChat API answered asynchronously, with callbacks and (when no callback is given) a promise. */
function asyncApi(name: string, run: (opts: any) => any) {
  return (opts: any = {}) => {
    const p = new Promise((resolve, reject) => {
      setTimeout(() => {
        let res: any
        try {
          res = { errMsg: `${name}:ok`, ...run(opts) }
        } catch (e) {
          const fail = { errMsg: `${name}:fail ${(e as Error).message}` }
          callbackResult(opts, false, fail)
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- WeChat's APIs fail with a plain { errMsg } object
          reject(fail)
          return
        }
        callbackResult(opts, true, res)
        resolve(res)
      }, 0)
    })
    // WeChat answers a promise only when no callback was given; an unhandled rejection there is the caller's
    if (opts.success || opts.fail || opts.complete) p.catch(() => undefined)
    return p
  }
}

export class WeappEngine {
  private simulate: any
  private app: any
  private rec: Recorder = freshRecorder()
  private storage = new Map<string, string>()
  private inflight = 0
  private lastActivity = Date.now()
  private stack: { route: string; instance?: any }[] = []
  private currentRoute = ''
  private launched = false
  private readonly buildApiBase: RegExp = /^https?:\/\/[^/]+/
  /** component ids by file: a page's or component's JS registers it once (webpack runs a module once) */
  private loaded = new Map<string, string>()

  constructor(private readonly opts: EngineOptions) {}

  /** Sets up the engine and loads dist/app.js (once per process). */
  boot(): void {
    wccExecutable()
    // (required here, not imported: jsdom's globals must exist before miniprogram-simulate loads)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: loaded in this order, at this point
    const { JSDOM } = require('jsdom') as typeof import('jsdom')
    const { window } = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true })
    const g = globalThis as any
    // miniprogram-simulate renders into `document` and dispatches jsdom events (a tap needs jsdom's CustomEvent)
    Object.assign(g, { window, document: window.document, CustomEvent: window.CustomEvent, Event: window.Event })
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- after jsdom's globals (above); it ships no types
    this.simulate = require('miniprogram-simulate')
    this.installShims()
    for (const [k, v] of Object.entries(this.opts.storage ?? {})) this.storage.set(k, JSON.stringify(v))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built mini program, a path known only at run time
    require(path.join(this.opts.dist, 'app.js'))
    if (!this.app) throw new Error('dist/app.js did not call App()')
  }

  private installShims(): void {
    const g = globalThis as any
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the shims below are called by WeChat's engine with its own `this`
    const engine = this
    const jComponent = g.Component
    // Taro passes `behaviors: {}` / `externalClasses: {}` where the engine expects arrays
    g.Component = (def: any) => {
      for (const k of ['behaviors', 'externalClasses']) if (def[k] && !Array.isArray(def[k])) def[k] = []
      return jComponent(def)
    }
    g.App = (cfg: any) => {
      this.app = cfg
    }
    g.getApp = () => this.app
    g.getCurrentPages = () => this.stack.map((p) => p.instance ?? { route: p.route })
    // A page is a component whose lifetimes call the page's lifecycles, as WeChat does for a page
    g.Page = (cfg: any) => {
      const methods: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v
      return g.Component({
        data: cfg.data,
        options: cfg.options,
        methods,
        lifetimes: {
          attached(this: any) {
            // a render is activity too: settle() waits for the page's setData (and its callback) to go quiet
            const setData = this.setData.bind(this)
            this.setData = (data: unknown, cb?: () => void) => {
              engine.touch()
              engine.rec.setData.push(Buffer.byteLength(JSON.stringify(data ?? {}), 'utf8'))
              setData(data, () => {
                engine.touch()
                cb?.()
              })
            }
            this.route = engine.currentRoute
            this.__route__ = engine.currentRoute
            this.options = engine.pageQuery
            engine.topInstance(this)
            engine.guard('onLoad', () => this.onLoad?.({ ...engine.pageQuery }))
            engine.guard('onShow', () => this.onShow?.())
          },
          ready(this: any) {
            engine.guard('onReady', () => this.onReady?.())
          },
          detached(this: any) {
            engine.guard('onUnload', () => this.onUnload?.())
          },
        },
      })
    }

    const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : safeJson(a))).join(' ')
    const origError = console.error.bind(console)
    const origWarn = console.warn.bind(console)
    console.error = (...args: unknown[]) => {
      this.rec.consoleErrors.push(text(args))
      if (process.env.WEAPP_VERBOSE) origError(...args)
    }
    console.warn = (...args: unknown[]) => {
      this.rec.warnings.push(text(args))
      if (process.env.WEAPP_VERBOSE) origWarn(...args)
    }

    const wx = g.wx
    // storage: WeChat keeps any JSON value per key; a missing key reads as ''
    wx.getStorageSync = (key: string) => {
      const raw = this.storage.get(key)
      return raw === undefined ? '' : JSON.parse(raw)
    }
    wx.setStorageSync = (key: string, value: unknown) => void this.storage.set(key, JSON.stringify(value ?? null))
    wx.removeStorageSync = (key: string) => void this.storage.delete(key)
    wx.clearStorageSync = () => this.storage.clear()
    wx.getStorageInfoSync = () => ({ keys: [...this.storage.keys()], currentSize: 1, limitSize: 10240 })
    wx.getStorage = asyncApi('getStorage', (o) => {
      if (!this.storage.has(o.key)) throw new Error('data not found')
      return { data: wx.getStorageSync(o.key) }
    })
    wx.setStorage = asyncApi('setStorage', (o) => (wx.setStorageSync(o.key, o.data), {}))
    wx.removeStorage = asyncApi('removeStorage', (o) => (wx.removeStorageSync(o.key), {}))
    wx.clearStorage = asyncApi('clearStorage', () => (wx.clearStorageSync(), {}))

    // a code the server's WeChat sandbox redeems for this engine's WeChat user
    wx.login = asyncApi('login', () => ({ code: `sandbox:${this.opts.wechatUser}` }))
    wx.request = (o: any) => this.request(o)

    wx.showToast = asyncApi('showToast', (o) => (this.rec.toasts.push(String(o.title ?? '')), {}))

    // navigation: recorded and held to WeChat's rules; the target page is not opened. The app asks for built paths
    // (src/utils/page-paths.weapp.ts): a page app.json does not declare is refused as WeChat refuses it, and the
    // navigation is recorded by its spec path, as the tests name pages
    const tabs = new Set(this.opts.tabPages)
    const declared = declaredPages(this.opts.dist)
    const routeOfUrl = (url: string) => url.split('?')[0].replace(/^\//, '')
    const specUrl = (url: string | undefined) =>
      url === undefined ? url : `${specPagePath(url.split('?')[0])}${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`
    const nav = (api: WxNavigation['api'], check: (o: any) => string | undefined) =>
      asyncApi(api, (o) => {
        const missing = o.url !== undefined && !declared.has(routeOfUrl(o.url)) ? `page "${routeOfUrl(o.url)}" is not found` : undefined
        const refused = missing ?? check(o)
        this.rec.navigations.push({ api, url: specUrl(o.url), ...(refused ? { refused } : {}) })
        if (refused) throw new Error(refused)
        return {}
      })
    wx.navigateTo = nav('navigateTo', (o) =>
      tabs.has(routeOfUrl(o.url)) ? 'can not navigateTo a tabbar page' : this.stack.length >= MAX_PAGE_STACK ? 'webview count limit exceed' : undefined,
    )
    wx.redirectTo = nav('redirectTo', (o) => (tabs.has(routeOfUrl(o.url)) ? 'can not redirectTo a tabbar page' : undefined))
    wx.switchTab = nav('switchTab', (o) => (tabs.has(routeOfUrl(o.url)) ? undefined : 'can not switch to no-tabBar page'))
    wx.reLaunch = nav('reLaunch', () => undefined)
    wx.navigateBack = nav('navigateBack', () => undefined)

    // WeChat answers null for a node it cannot measure (no layout here); canvas code takes its no-node path
    wx.createSelectorQuery = () => {
      const queued: unknown[] = []
      const q: any = {
        in: () => q,
        select: () => q,
        selectAll: () => q,
        selectViewport: () => q,
        boundingClientRect: () => (queued.push(null), q),
        scrollOffset: () => (queued.push(null), q),
        fields: () => (queued.push(null), q),
        node: () => (queued.push(null), q),
        context: () => (queued.push(null), q),
        exec: (cb?: (res: unknown[]) => void) => setTimeout(() => cb?.(queued.length ? queued : [null]), 0),
      }
      return q
    }
  }

  /** runs a lifecycle of the page, keeping what it throws */
  guard(what: string, fn: () => unknown): void {
    try {
      const r = fn()
      if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch((e) => this.rec.thrown.push(`${what}: ${describe(e)}`))
    } catch (e) {
      this.rec.thrown.push(`${what}: ${describe(e)}`)
    }
  }

  pageQuery: Record<string, string> = {}

  topInstance(instance: any): void {
    const top = this.stack[this.stack.length - 1]
    if (top) top.instance = instance
  }

  private request(o: any) {
    const method = String(o.method ?? 'GET').toUpperCase()
    // the build calls TARO_APP_API_BASE; the same path on the test server answers
    const url = String(o.url).replace(this.buildApiBase, this.opts.server)
    const name = url.includes('/api/') ? url.split('/api/')[1].split('?')[0] : url
    const body = o.data === undefined ? undefined : typeof o.data === 'string' ? o.data : JSON.stringify(o.data)
    const headers: Record<string, string> = { ...(o.header ?? {}) }
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json'
    this.inflight += 1
    this.lastActivity = Date.now()
    const call: WxCall = { name, url, body: o.data, statusCode: 0 }
    this.rec.calls.push(call)
    const done = () => {
      this.inflight -= 1
      this.lastActivity = Date.now()
    }
    const req = http.request(url, { method, headers, timeout: o.timeout ?? 60000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let data: any = text
        if (o.dataType !== '其他' && o.dataType !== 'text') {
          try {
            data = JSON.parse(text)
          } catch {
            data = text
          }
        }
        call.statusCode = res.statusCode ?? 0
        if (data && typeof data === 'object' && 'code' in data) {
          call.code = data.code
          call.message = data.message
        }
        done()
        this.guard(`request ${name}`, () => callbackResult(o, true, { statusCode: res.statusCode, header: res.headers, data, errMsg: 'request:ok' }))
      })
    })
    req.on('error', (e) => {
      call.failed = e.message
      done()
      this.guard(`request ${name}`, () => callbackResult(o, false, { errMsg: `request:fail ${e.message}` }))
    })
    if (body !== undefined && method !== 'GET') req.write(body)
    req.end()
    return { abort: () => req.destroy(), onHeadersReceived: () => undefined, offHeadersReceived: () => undefined, onChunkReceived: () => undefined }
  }

  /** Launches the app at `route` (App onLaunch/onShow), once. */
  launch(route: string, query: Record<string, string> = {}): void {
    if (this.launched) return
    this.launched = true
    const app = this.app
    this.guard('App.onLaunch', () => app.onLaunch?.call(app, { path: route, query, scene: 1001 }))
    this.guard('App.onShow', () => app.onShow?.call(app, { path: route, query, scene: 1001 }))
  }

  /** marks activity (a request, an answer, a render) */
  touch(): void {
    this.lastActivity = Date.now()
  }

  /**
   * Resolves once no request is in flight, nothing was requested or rendered for `quietMs`, and `ready()` holds
   * (the page shows what it should: on a busy machine a page can be quiet for a moment before its data call);
   * after `timeoutMs` it resolves anyway if only `ready()` is missing (the caller's assertions then say what is
   * missing), and rejects if requests are still in flight.
   */
  async settle(ready: () => boolean = () => true, quietMs = 150, timeoutMs = 15000): Promise<void> {
    const start = Date.now()
    for (;;) {
      await new Promise((r) => setTimeout(r, 25))
      const quiet = this.inflight === 0 && Date.now() - this.lastActivity >= quietMs
      if (quiet && ready()) return
      if (Date.now() - start > timeoutMs) {
        if (quiet) return
        throw new Error(`requests still in flight after ${timeoutMs} ms`)
      }
    }
  }

  /**
   * Opens `route` as the only page (as reLaunch would): loads its compiled WXML and JS, attaches it (onLoad,
   * onShow, onReady), waits until its requests are answered, its renders done and `ready(text)` holds (or 15 s
   * passed), records what happened, and unloads it.
   */
  async renderPage(route: string, query: Record<string, string> = {}, ready: (text: string) => boolean = () => true): Promise<PageRender> {
    const t0 = Date.now()
    this.rec = freshRecorder()
    // the tests name pages by spec path; WeChat knows the page by its built path (src/routes.ts weappPagePath)
    const built = weappPagePath(route)
    this.currentRoute = built
    this.pageQuery = query
    this.stack = [{ route: built }]
    this.launch(built, query)
    const onError = (e: unknown) => this.rec.thrown.push(`uncaught: ${describe(e)}`)
    process.on('uncaughtException', onError)
    process.on('unhandledRejection', onError)
    let page: any
    let tabBar: any
    try {
      this.lastActivity = Date.now()
      page = this.simulate.render(this.load(built, 'page'))
      page.attach(document.createElement('parent-wrapper'))
      if (this.opts.tabPages.includes(route)) {
        // WeChat gives every tab page its own instance of the custom tab bar
        tabBar = this.simulate.render(this.load('custom-tab-bar/index', 'custom-tab-bar'))
        tabBar.attach(document.createElement('parent-wrapper'))
      }
      await this.settle(() => ready(textOf(page.dom)))
      return {
        route,
        text: textOf(page.dom),
        tabBarText: tabBar ? textOf(tabBar.dom) : undefined,
        ...this.rec,
        ms: Date.now() - t0,
      }
    } catch (e) {
      this.rec.thrown.push(describe(e))
      return { route, text: page ? textOf(page.dom) : '', ...this.rec, ms: Date.now() - t0 }
    } finally {
      try {
        page?.detach()
        tabBar?.detach()
        // what the unload schedules (unmounting React) runs before the next page
        await new Promise((r) => setTimeout(r, 0))
      } catch (e) {
        this.rec.thrown.push(`unload: ${describe(e)}`)
      }
      process.off('uncaughtException', onError)
      process.off('unhandledRejection', onError)
    }
  }

  /** compiles (wcc) and registers a page or component of the build once; answers its component id */
  private load(file: string, tagName: string): string {
    let id = this.loaded.get(file)
    if (!id) {
      id = this.simulate.load(path.join(this.opts.dist, file), tagName, { rootPath: this.opts.dist }) as string
      this.loaded.set(file, id)
    }
    return id
  }

  /** the storage as the app left it */
  stored(key: string): unknown {
    const raw = this.storage.get(key)
    return raw === undefined ? undefined : JSON.parse(raw)
  }
}

/** every page app.json declares (main package and subpackages), as WeChat's navigation knows them */
function declaredPages(dist: string): Set<string> {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8')) as { pages: string[]; subPackages?: { root: string; pages: string[] }[] }
  return new Set([...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))])
}

function textOf(dom: any): string {
  return String(dom?.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

function describe(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}${e.stack ? `\n${e.stack.split('\n').slice(1, 4).join('\n')}` : ''}`
  if (e && typeof e === 'object' && 'errMsg' in e) return String(e.errMsg)
  return String(e)
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
