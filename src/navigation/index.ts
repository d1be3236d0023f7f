/**
 * Where the app sends the user: the login action, the member purchase page, back after login, and the
 * page reload of a successful re-login (SPEC §4). One place, so every caller behaves the same.
 */
import Taro from '@tarojs/taro'
import { TAB_PAGES } from '../routes'
import { currentPage, currentPageUrl, pagePath, pageUrl, withQuery } from '../utils/url'
import { getPlatform } from '../platform'

/** The server's configured outside addresses (Config values) navigation acts on; empty: the app's own pages. */
export interface ExternalAddresses {
  loginUrl: string
  memberUrl: string
}

/**
 * Where navigation reads the configured addresses from: the root store's config, handed over at start-up by
 * stores/flows/connect.ts (navigation sits below the stores and never imports them). Unconnected: none.
 */
let addresses: () => ExternalAddresses = () => ({ loginUrl: '', memberUrl: '' })

export function connectNavigation(read: () => ExternalAddresses): void {
  addresses = read
}

export const PAGES = {
  home: 'pages/home/index',
  personal: 'pages/personal/index',
  login: 'pages/personal/login/index',
  smsLogin: 'pages/personal/login/login',
  bindPlatform: 'pages/personal/login/bindPlatform',
  register: 'pages/personal/register/register',
  stepRegister: 'pages/personal/register/stepRegister',
  forgetPassword: 'pages/personal/forgetpassword',
  member: 'pages/personal/openmamber/openmamber',
  webview: 'pages/personal/conmonWebview',
  completeInfo: 'pages/home/complete-information/index',
  selectSubject: 'pages/home/complete-information/select-subject',
  gktTransfer: 'pages/home/gkt-transfer/index',
  auth: 'pages/auth/auth-index',
  content: 'pages/home/content/index',
} as const

/** the login forms: the login action does not open another login over them */
const LOGIN_FORMS: readonly string[] = [PAGES.login, PAGES.smsLogin, PAGES.register, PAGES.stepRegister, PAGES.forgetPassword, PAGES.bindPlatform]
/** pages the login flow consists of: never a place to come back to after login */
const LOGIN_FLOW: readonly string[] = [...LOGIN_FORMS, PAGES.auth, PAGES.gktTransfer]

export function isTabPage(url: string): boolean {
  const route = pagePath(url).slice(1)
  return TAB_PAGES.some((t) => t.path === route)
}

export function isLoginFlowPage(url: string): boolean {
  return LOGIN_FLOW.includes(pagePath(url).slice(1))
}

/** Opens an in-app page: switchTab for tab pages, else navigateTo, falling back to redirectTo when the page stack is full. */
export async function go(url: string): Promise<void> {
  if (isTabPage(url)) {
    await Taro.switchTab({ url: pagePath(url) })
    return
  }
  try {
    await Taro.navigateTo({ url })
  } catch {
    await Taro.redirectTo({ url })
  }
}

/** Replaces the current page (no way back to it). Tab pages are reached by switchTab. */
export async function replace(url: string): Promise<void> {
  if (isTabPage(url)) await Taro.switchTab({ url: pagePath(url) })
  else await Taro.redirectTo({ url })
}

function openExternal(url: string): void {
  if (getPlatform().leaveFor(url)) return
  // the mini program can show an outside page only in a web-view
  void go(pageUrl(PAGES.webview, { url }))
}

/**
 * The login action (SPEC §4): to the configured external login URL with a `redirect` parameter (H5;
 * the mini program cannot hand a session back from a web page, so it always uses the login page), else
 * to the login page with the page to come back to. Nothing happens when the login flow is already open.
 * `replace`: the login page takes the current page's place (pages that need a login, a failed re-login),
 * so that after login the way back does not pass a page that could not work.
 */
export async function goLogin(redirect: string = currentPageUrl(), options: { replace?: boolean } = {}): Promise<void> {
  const back = redirect && !isLoginFlowPage(redirect) ? redirect : ''
  const loginUrl = addresses().loginUrl
  const returnTo = loginUrl ? getPlatform().returnAddress(back || pagePath(PAGES.home)) : null
  if (loginUrl && returnTo !== null) {
    openExternal(withQuery(loginUrl, { redirect: returnTo }))
    return
  }
  const here = currentPage().route
  if (LOGIN_FORMS.includes(here)) return
  const url = pageUrl(PAGES.login, back ? { redirect: back } : {})
  // a transfer or authorisation page has nothing to go back to; nor has a page that cannot work without a login
  if (LOGIN_FLOW.includes(here) || options.replace) await Taro.redirectTo({ url }).catch(() => go(url))
  else await go(url)
}

/** Membership purchase (SPEC §4): the configured membership URL, else the open-member page. */
export async function goMember(): Promise<void> {
  const memberUrl = addresses().memberUrl
  if (memberUrl) {
    openExternal(memberUrl)
    return
  }
  if (currentPage().route === PAGES.member) return
  await go(pagePath(PAGES.member))
}

/** Where a finished login goes: the redirect it was opened with, else back to the page before, else home. */
export async function leaveLogin(redirect?: string | null): Promise<void> {
  if (redirect && !isLoginFlowPage(redirect)) {
    if (isTabPage(redirect)) await Taro.switchTab({ url: pagePath(redirect) })
    else await Taro.redirectTo({ url: redirect.startsWith('/') ? redirect : `/${redirect}` })
    return
  }
  const pages = Taro.getCurrentPages()
  // the nearest page below that is not part of the login flow
  for (let i = pages.length - 2, delta = 1; i >= 0; i--, delta++) {
    const route = pages[i]?.route ?? ''
    if (!isLoginFlowPage(route)) {
      await Taro.navigateBack({ delta })
      return
    }
  }
  await Taro.switchTab({ url: pagePath(PAGES.home) })
}

/**
 * Reload the current page after a re-login (SPEC §4 session expiry 2): the browser reloads (start-up runs
 * again with the new token); the mini program relaunches the same page with its parameters.
 */
export function reloadCurrentPage(): void {
  getPlatform().reloadPage(currentPageUrl() || pagePath(PAGES.home))
}
