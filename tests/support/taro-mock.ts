/**
 * Hand-written stand-in for @tarojs/taro in the client jest project (jest.config.js maps the module here).
 * It behaves like the real APIs where the app depends on behaviour (storage round-trips through JSON and
 * answers '' for a missing key; navigation keeps a page stack that getCurrentInstance/getCurrentPages/
 * useRouter read; request goes to a handler the test installs; hooks run like page lifecycles), and every
 * API is a jest.fn so tests can assert calls. Control it through `taroMock` (reset it in beforeEach).
 *
 * It is strict, so that what would break in WeChat breaks here:
 * - an API it does not know throws (add it here, with the behaviour the app relies on);
 * - navigation keeps the mini program's rules: only routes of src/routes.ts open; a tab page opens with
 *   switchTab (or reLaunch), never navigateTo/redirectTo; switchTab opens tab pages only; the page stack holds
 *   at most 10 pages (navigateTo beyond fails). A refused call fails as WeChat's does (`fail` callback and a
 *   rejected promise with WeChat's errMsg).
 *
 *   import { taroMock } from '../support/taro-mock'
 *   taroMock.reset()
 *   taroMock.onRequest((req) => ({ statusCode: 200, data: { code: 0, message: 'ok', data: 1 } }))
 *   taroMock.setPage('/pages/home/index', { a: '1' })
 *   taroMock.triggerReachBottom()
 */
import { useEffect, useRef } from 'react'
import { H5_SYSTEM_ROUTES, ROUTES, TAB_PAGES, WEAPP_CAPTCHA_PAGE } from '../../src/routes'

type AnyFn = (...args: any[]) => any

export interface MockRequest {
  url: string
  method: string
  data: any
  header: Record<string, string>
  timeout?: number
  /** 'request' | 'uploadFile' | 'downloadFile' */
  kind: string
  filePath?: string
  name?: string
  formData?: Record<string, unknown>
}

export interface MockResponse {
  statusCode?: number
  data?: any
  header?: Record<string, string>
}

/** return a response, or throw / reject to simulate a network failure (fail callback) */
export type RequestHandler = (req: MockRequest) => MockResponse | Promise<MockResponse>

export interface MockPage {
  route: string
  path: string
  options: Record<string, string>
  $taroPath?: string
}

export const ENV_TYPE = {
  WEAPP: 'WEAPP',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
  WEB: 'WEB',
  RN: 'RN',
  HARMONY: 'HARMONY',
  QUICKAPP: 'QUICKAPP',
  HARMONYHYBRID: 'HARMONYHYBRID',
} as const

const DEFAULT_SYSTEM_INFO = {
  brand: 'jsdom',
  model: 'jsdom',
  pixelRatio: 2,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  statusBarHeight: 20,
  language: 'zh_CN',
  version: '8.0.0',
  system: 'iOS 17.0',
  platform: 'devtools',
  SDKVersion: '3.0.0',
  safeArea: { left: 0, right: 390, top: 20, bottom: 810, width: 390, height: 790 },
}

interface State {
  storage: Map<string, string>
  pages: MockPage[]
  env: string
  systemInfo: typeof DEFAULT_SYSTEM_INFO
  requestHandler: RequestHandler | null
  loginCode: string | null
  modalConfirm: boolean
  launchOptions: { path: string; query: Record<string, string>; scene: number }
  reachBottom: Set<AnyFn>
  pullDown: Set<AnyFn>
  didShow: Set<AnyFn>
  didHide: Set<AnyFn>
  loadingVisible: boolean
  events: Map<string, Set<AnyFn>>
}

const state: State = freshState()

function freshState(): State {
  return {
    storage: new Map(),
    pages: [{ route: 'pages/home/index', path: '/pages/home/index', options: {} }],
    env: ENV_TYPE.WEB,
    systemInfo: { ...DEFAULT_SYSTEM_INFO },
    requestHandler: null,
    loginCode: 'mock-login-code',
    modalConfirm: true,
    launchOptions: { path: 'pages/home/index', query: {}, scene: 1001 },
    reachBottom: new Set(),
    pullDown: new Set(),
    didShow: new Set(),
    didHide: new Set(),
    loadingVisible: false,
    events: new Map(),
  }
}

function ok(name: string, extra: Record<string, unknown> = {}) {
  return { errMsg: `${name}:ok`, ...extra }
}

/** Calls success/fail/complete callbacks the way Taro's promisified APIs do, and returns the promise. */
function settle<T>(opts: any, name: string, run: () => T | Promise<T>): Promise<T> {
  const p = Promise.resolve()
    .then(run)
    .then(
      (res) => {
        opts?.success?.(res)
        opts?.complete?.(res)
        return res
      },
      (err) => {
        const e = err && typeof err === 'object' && 'errMsg' in err ? err : { errMsg: `${name}:fail ${err?.message ?? String(err)}` }
        opts?.fail?.(e)
        opts?.complete?.(e)
        throw e
      },
    )
  return p
}

/** An API that only answers `{errMsg: '<name>:ok'}`. */
function okCall(name: string) {
  return jest.fn((opts?: any) => settle(opts, name, () => ok(name)))
}

function splitUrl(url: string): MockPage {
  const [rawPath, qs = ''] = url.split('?')
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`
  const options: Record<string, string> = {}
  for (const part of qs.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    options[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return { route: path.slice(1), path, options, $taroPath: url }
}

// ---- storage ---------------------------------------------------------------------------------------
export const getStorageSync = jest.fn((key: string) => {
  const raw = state.storage.get(key)
  return raw === undefined ? '' : JSON.parse(raw)
})
export const setStorageSync = jest.fn((key: string, data: unknown) => {
  state.storage.set(key, JSON.stringify(data === undefined ? null : data))
})
export const removeStorageSync = jest.fn((key: string) => {
  state.storage.delete(key)
})
export const clearStorageSync = jest.fn(() => {
  state.storage.clear()
})
export const getStorage = jest.fn((opts: { key: string; success?: AnyFn; fail?: AnyFn; complete?: AnyFn }) =>
  settle(opts, 'getStorage', () => {
    if (!state.storage.has(opts.key)) throw { errMsg: 'getStorage:fail data not found' }
    return ok('getStorage', { data: getStorageSync(opts.key) })
  }),
)
export const setStorage = jest.fn((opts: { key: string; data: unknown }) =>
  settle(opts, 'setStorage', () => (setStorageSync(opts.key, opts.data), ok('setStorage'))),
)
export const removeStorage = jest.fn((opts: { key: string }) => settle(opts, 'removeStorage', () => (removeStorageSync(opts.key), ok('removeStorage'))))
export const clearStorage = jest.fn((opts?: object) => settle(opts, 'clearStorage', () => (clearStorageSync(), ok('clearStorage'))))
const getStorageInfoSync = jest.fn(() => ({ keys: [...state.storage.keys()], currentSize: 0, limitSize: 10240 }))

// ---- network ---------------------------------------------------------------------------------------
function runRequest(kind: string, opts: any) {
  const req: MockRequest = {
    url: opts.url,
    method: (opts.method ?? (kind === 'request' ? 'GET' : 'POST')).toUpperCase(),
    data: opts.data,
    header: { ...(opts.header ?? {}) },
    timeout: opts.timeout,
    kind,
    filePath: opts.filePath,
    name: opts.name,
    formData: opts.formData,
  }
  const task = settle(opts, kind, async () => {
    if (!state.requestHandler) throw { errMsg: `${kind}:fail no request handler installed in taroMock` }
    let res: MockResponse
    try {
      res = await state.requestHandler(req)
    } catch (e: any) {
      throw { errMsg: e?.errMsg ?? `${kind}:fail ${e?.message ?? 'network error'}` }
    }
    const data = kind === 'uploadFile' && res.data !== undefined && typeof res.data !== 'string' ? JSON.stringify(res.data) : res.data
    return {
      statusCode: res.statusCode ?? 200,
      data,
      header: res.header ?? {},
      errMsg: `${kind}:ok`,
      tempFilePath: kind === 'downloadFile' ? 'mock://tmp/file' : undefined,
    }
  }) as Promise<any> & { abort: AnyFn; onProgressUpdate: AnyFn }
  task.abort = jest.fn()
  task.onProgressUpdate = jest.fn()
  return task
}
export const request = jest.fn((opts: any) => runRequest('request', opts))
export const uploadFile = jest.fn((opts: any) => runRequest('uploadFile', opts))
export const downloadFile = jest.fn((opts: any) => runRequest('downloadFile', opts))

// ---- interaction -----------------------------------------------------------------------------------
export const showToast = okCall('showToast')
export const hideToast = okCall('hideToast')
export const showLoading = jest.fn((opts: any) =>
  settle(opts, 'showLoading', () => {
    state.loadingVisible = true
    return ok('showLoading')
  }),
)
export const hideLoading = jest.fn((opts?: any) =>
  settle(opts, 'hideLoading', () => {
    state.loadingVisible = false
    return ok('hideLoading')
  }),
)
export const showModal = jest.fn((opts: any) => settle(opts, 'showModal', () => ok('showModal', { confirm: state.modalConfirm, cancel: !state.modalConfirm })))
export const showActionSheet = jest.fn((opts: any) => settle(opts, 'showActionSheet', () => ok('showActionSheet', { tapIndex: 0 })))
export const setNavigationBarTitle = okCall('setNavigationBarTitle')
export const stopPullDownRefresh = okCall('stopPullDownRefresh')
export const startPullDownRefresh = okCall('startPullDownRefresh')
export const pageScrollTo = okCall('pageScrollTo')
export const makePhoneCall = okCall('makePhoneCall')
export const setClipboardData = okCall('setClipboardData')
const hideTabBar = okCall('hideTabBar')
const showTabBar = okCall('showTabBar')
const setTabBarBadge = okCall('setTabBarBadge')
const removeTabBarBadge = okCall('removeTabBarBadge')
const chooseImage = jest.fn((opts: any) => settle(opts, 'chooseImage', () => ok('chooseImage', { tempFilePaths: ['mock://tmp/img.png'], tempFiles: [] })))
const previewImage = okCall('previewImage')
const requestPayment = okCall('requestPayment')

// ---- navigation ------------------------------------------------------------------------------------
/** WeChat keeps at most 10 pages on the stack */
export const MAX_PAGE_STACK = 10
const TAB_ROUTES = new Set(TAB_PAGES.map((t) => t.path))
// the mini program's captcha page exists in builds that name the plugin (src/routes.ts WEAPP_CAPTCHA_PAGE)
const KNOWN_ROUTES = new Set([...ROUTES.map((r) => r.path), ...H5_SYSTEM_ROUTES.map((r) => r.replace(/^\//, '')), WEAPP_CAPTCHA_PAGE])

function currentTop(): MockPage {
  return state.pages[state.pages.length - 1]
}
/** the page a navigation opens, or the errMsg WeChat answers when it refuses */
function target(api: string, url: string, rule: (route: string) => string | null): MockPage {
  const page = splitUrl(url)
  const why = !KNOWN_ROUTES.has(page.route) ? `page "${page.route}" is not found` : rule(page.route)
  if (why) throw { errMsg: `${api}:fail ${why}` }
  return page
}
export const navigateTo = jest.fn((opts: { url: string }) =>
  settle(opts, 'navigateTo', () => {
    const page = target('navigateTo', opts.url, (r) =>
      TAB_ROUTES.has(r) ? 'can not navigateTo a tabbar page' : state.pages.length >= MAX_PAGE_STACK ? 'webview count limit exceed' : null,
    )
    state.pages.push(page)
    return ok('navigateTo')
  }),
)
export const redirectTo = jest.fn((opts: { url: string }) =>
  settle(opts, 'redirectTo', () => {
    state.pages[state.pages.length - 1] = target('redirectTo', opts.url, (r) => (TAB_ROUTES.has(r) ? 'can not redirectTo a tabbar page' : null))
    return ok('redirectTo')
  }),
)
export const reLaunch = jest.fn((opts: { url: string }) =>
  settle(opts, 'reLaunch', () => {
    state.pages = [target('reLaunch', opts.url, () => null)]
    return ok('reLaunch')
  }),
)
export const switchTab = jest.fn((opts: { url: string }) =>
  settle(opts, 'switchTab', () => {
    // a tab page opens without parameters: WeChat drops the query of switchTab
    state.pages = [target('switchTab', opts.url.split('?')[0], (r) => (TAB_ROUTES.has(r) ? null : 'can not switch to no-tabBar page'))]
    return ok('switchTab')
  }),
)
export const navigateBack = jest.fn((opts?: { delta?: number }) =>
  settle(opts, 'navigateBack', () => {
    const delta = Math.max(1, opts?.delta ?? 1)
    if (state.pages.length > 1) state.pages.splice(Math.max(1, state.pages.length - delta))
    return ok('navigateBack')
  }),
)
export const getCurrentPages = jest.fn(() => state.pages.map((p) => ({ ...p })))
export const getCurrentInstance = jest.fn(() => {
  const top = currentTop()
  return {
    app: {},
    page: { route: top.route, options: top.options, $taroPath: top.$taroPath },
    router: { path: top.path, params: { ...top.options }, onReady: '', onHide: '', onShow: '' },
    preloadData: {},
  }
})

// ---- device, login, environment ---------------------------------------------------------------------
export const login = jest.fn((opts?: any) =>
  settle(opts, 'login', () => {
    if (!state.loginCode) throw { errMsg: 'login:fail mock has no login code' }
    return ok('login', { code: state.loginCode })
  }),
)
const checkSession = okCall('checkSession')
export const getSystemInfoSync = jest.fn(() => ({ ...state.systemInfo }))
const getSystemInfo = jest.fn((opts?: any) => settle(opts, 'getSystemInfo', () => ok('getSystemInfo', { ...state.systemInfo })))
export const getWindowInfo = jest.fn(() => ({
  windowWidth: state.systemInfo.windowWidth,
  windowHeight: state.systemInfo.windowHeight,
  screenWidth: state.systemInfo.screenWidth,
  screenHeight: state.systemInfo.screenHeight,
  statusBarHeight: state.systemInfo.statusBarHeight,
  pixelRatio: state.systemInfo.pixelRatio,
  safeArea: state.systemInfo.safeArea,
}))
export const getMenuButtonBoundingClientRect = jest.fn(() => ({ width: 87, height: 32, top: 24, right: 380, bottom: 56, left: 293 }))
export const getEnv = jest.fn(() => state.env)
export const getLaunchOptionsSync = jest.fn(() => ({ ...state.launchOptions, query: { ...state.launchOptions.query } }))
const getEnterOptionsSync = getLaunchOptionsSync
const getApp = jest.fn(() => ({}))
export const nextTick = jest.fn((fn: AnyFn) => {
  void Promise.resolve().then(fn)
})
export const pxTransform = jest.fn((size: number) => `${size / 2}px`)
const getUpdateManager = jest.fn(() => ({ onCheckForUpdate: jest.fn(), onUpdateReady: jest.fn(), onUpdateFailed: jest.fn(), applyUpdate: jest.fn() }))
const createSelectorQuery = jest.fn(() => {
  const q: any = {
    select: () => q,
    selectAll: () => q,
    selectViewport: () => q,
    in: () => q,
    boundingClientRect: (cb?: AnyFn) => {
      cb?.({ top: 0, left: 0, width: state.systemInfo.windowWidth, height: 0 })
      return q
    },
    scrollOffset: (cb?: AnyFn) => {
      cb?.({ scrollTop: 0, scrollLeft: 0 })
      return q
    },
    fields: () => q,
    exec: (cb?: AnyFn) => cb?.([]),
  }
  return q
})

// ---- events ------------------------------------------------------------------------------------------
export class Events {
  private handlers = new Map<string, Set<AnyFn>>()
  on(name: string, fn: AnyFn) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set())
    this.handlers.get(name)!.add(fn)
    return this
  }
  once(name: string, fn: AnyFn) {
    const wrap = (...args: any[]) => {
      this.off(name, wrap)
      fn(...args)
    }
    return this.on(name, wrap)
  }
  off(name?: string, fn?: AnyFn) {
    if (!name) this.handlers.clear()
    else if (!fn) this.handlers.delete(name)
    else this.handlers.get(name)?.delete(fn)
    return this
  }
  trigger(name: string, ...args: any[]) {
    for (const fn of [...(this.handlers.get(name) ?? [])]) fn(...args)
    return this
  }
}
export const eventCenter = new Events()

// ---- hooks -------------------------------------------------------------------------------------------
/** Keeps the latest callback while registering it once for the component's lifetime. */
function useRegistered(set: Set<AnyFn>, fn: AnyFn) {
  const ref = useRef(fn)
  ref.current = fn
  useEffect(() => {
    const h = (...args: any[]) => ref.current(...args)
    set.add(h)
    return () => {
      set.delete(h)
    }
  }, [set])
}
export function useLaunch(fn: AnyFn) {
  useEffect(() => {
    fn(getLaunchOptionsSync())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once, as the app launches once
  }, [])
}
export function useLoad(fn: AnyFn) {
  useEffect(() => {
    fn({ ...currentTop().options })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, as Taro calls it once per page
  }, [])
}
export function useReady(fn: AnyFn) {
  useEffect(() => {
    fn()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, as Taro calls it once per page
  }, [])
}
export function useUnload(fn: AnyFn) {
  const ref = useRef(fn)
  ref.current = fn
  useEffect(() => () => ref.current(), [])
}
export function useDidShow(fn: AnyFn) {
  useRegistered(state.didShow, fn)
  useEffect(() => {
    fn()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, as Taro calls it once per page
  }, [])
}
export function useDidHide(fn: AnyFn) {
  useRegistered(state.didHide, fn)
}
export function useReachBottom(fn: AnyFn) {
  useRegistered(state.reachBottom, fn)
}
export function usePullDownRefresh(fn: AnyFn) {
  useRegistered(state.pullDown, fn)
}
export function useRouter() {
  const top = currentTop()
  return { path: top.path, params: { ...top.options }, onReady: '', onHide: '', onShow: '' }
}
const noopHook = (_fn?: AnyFn) => {}

// ---- the API object -----------------------------------------------------------------------------------
const api: Record<string, any> = {
  ENV_TYPE,
  Events,
  eventCenter,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  getStorage,
  setStorage,
  removeStorage,
  clearStorage,
  getStorageInfoSync,
  request,
  uploadFile,
  downloadFile,
  showToast,
  hideToast,
  showLoading,
  hideLoading,
  showModal,
  showActionSheet,
  setNavigationBarTitle,
  stopPullDownRefresh,
  startPullDownRefresh,
  pageScrollTo,
  makePhoneCall,
  setClipboardData,
  hideTabBar,
  showTabBar,
  setTabBarBadge,
  removeTabBarBadge,
  chooseImage,
  previewImage,
  requestPayment,
  navigateTo,
  redirectTo,
  reLaunch,
  switchTab,
  navigateBack,
  getCurrentPages,
  getCurrentInstance,
  login,
  checkSession,
  getSystemInfoSync,
  getSystemInfo,
  getWindowInfo,
  getMenuButtonBoundingClientRect,
  getEnv,
  getLaunchOptionsSync,
  getEnterOptionsSync,
  getApp,
  nextTick,
  pxTransform,
  getUpdateManager,
  createSelectorQuery,
  useLaunch,
  useLoad,
  useReady,
  useUnload,
  useDidShow,
  useDidHide,
  useReachBottom,
  usePullDownRefresh,
  useRouter,
  usePageScroll: noopHook,
  useResize: noopHook,
  useShareAppMessage: noopHook,
  useShareTimeline: noopHook,
  useTabItemTap: noopHook,
  useError: noopHook,
}

/** Properties that tools probe on any object (promises, interop, jest's matchers, React): not Taro APIs. */
const PROBED = new Set(['then', '__esModule', 'default', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType', 'tagName', 'constructor', '@@toStringTag'])

/**
 * Default export. An API the mock does not know throws: the app may only use what is mocked here with the
 * behaviour it relies on (an unknown call used to succeed silently, hiding calls WeChat does not have).
 */
const Taro = new Proxy(api, {
  get(target, prop: string | symbol) {
    if (typeof prop === 'symbol' || prop in target || PROBED.has(prop)) return target[prop as string]
    throw new Error(`taro-mock: Taro.${prop} is not mocked — add it to tests/support/taro-mock.ts with the behaviour the app relies on`)
  },
})

export default Taro
export const usePageScroll = noopHook
export const useShareAppMessage = noopHook
export const useShareTimeline = noopHook
export const useTabItemTap = noopHook
export const useResize = noopHook

/** Test controls. */
export const taroMock = {
  /** back to a fresh state: empty storage, one page (home), WEB env, no request handler, all mocks cleared */
  reset() {
    const fresh = freshState()
    Object.assign(state, fresh)
    for (const v of Object.values(api)) if (typeof v === 'function' && 'mockClear' in v) (v as jest.Mock).mockClear()
    eventCenter.off()
  },
  /** install the handler that answers request/uploadFile/downloadFile */
  onRequest(handler: RequestHandler | null) {
    state.requestHandler = handler
  },
  /** make the page stack a single page (path with or without leading slash, params as its options) */
  setPage(path: string, params: Record<string, string> = {}) {
    const p = splitUrl(path)
    state.pages = [{ ...p, options: { ...p.options, ...params } }]
  },
  /** the top page: route (no leading slash) and options */
  get currentPage(): MockPage {
    return { ...currentTop() }
  },
  get pages(): MockPage[] {
    return state.pages.map((p) => ({ ...p }))
  },
  setEnv(env: keyof typeof ENV_TYPE) {
    state.env = ENV_TYPE[env]
  },
  setSystemInfo(info: Partial<typeof DEFAULT_SYSTEM_INFO>) {
    state.systemInfo = { ...state.systemInfo, ...info }
  },
  /** the code Taro.login answers; null makes login fail */
  setLoginCode(code: string | null) {
    state.loginCode = code
  },
  /** whether showModal answers confirm (true) or cancel */
  setModalConfirm(confirm: boolean) {
    state.modalConfirm = confirm
  },
  setLaunchOptions(opts: Partial<State['launchOptions']>) {
    state.launchOptions = { ...state.launchOptions, ...opts }
  },
  /** the raw storage, values as stored (JSON-decoded) */
  storage(): Record<string, unknown> {
    return Object.fromEntries([...state.storage].map(([k, v]) => [k, JSON.parse(v)]))
  },
  get loadingVisible() {
    return state.loadingVisible
  },
  /** titles of all toasts shown since the last reset */
  toasts(): string[] {
    return showToast.mock.calls.map((c: any[]) => c[0]?.title)
  },
  triggerReachBottom() {
    for (const fn of [...state.reachBottom]) fn()
  },
  triggerPullDownRefresh() {
    for (const fn of [...state.pullDown]) fn()
  },
  triggerDidShow() {
    for (const fn of [...state.didShow]) fn()
  },
  triggerDidHide() {
    for (const fn of [...state.didHide]) fn()
  },
  /** the raw API object (same as the default export) */
  api,
}
