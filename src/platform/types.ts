/**
 * The one platform interface. Two files implement it — `adapter.weapp.ts` (the WeChat mini program) and
 * `adapter.h5.ts` (the browser, including WeChat's in-app browser) — and the build picks one: Taro's webpack
 * runner resolves `./adapter` to `adapter.<TARO_ENV>.ts` (MultiPlatformPlugin), jest to the project's
 * platform (`haste.defaultPlatform` in jest.config.js), so neither bundle carries the other's code. Everything
 * the app does differently per platform goes through here; nothing in src/ reads `process.env.TARO_ENV`.
 */
import type { HumanCheckData } from '@contract/codes'
import type { Query } from '../utils/url'
import type { MenuRect, SessionPort } from '../model/session'

/**
 * - weapp: the mini program, openID sessions from wx.login
 * - wechat-h5: WeChat's in-app browser, openID sessions from WeChat's web authorisation
 * - h5: any other browser, saved Mobile/Password re-login
 */
export type PlatformKind = 'weapp' | 'wechat-h5' | 'h5'

export interface StepResult {
  ok: boolean
  /** the server's message or a Chinese description of what failed */
  message: string
}

/** What start-up step 5 (SPEC §4) has to do about the openID on this platform right now. */
export type LaunchAuthorisation =
  | { kind: 'none' }
  /** WeChat came back with a `code`: exchange it (start-up first takes it out of the address) */
  | { kind: 'exchange-code'; run: () => Promise<StepResult> }
  /** WeChat's browser without an openID: the authorisation page (where the route allows) */
  | { kind: 'authorise' }
  /** the mini program without an openID: wx.login in the background; a bound openID logs the user in */
  | { kind: 'obtain-in-background'; run: () => Promise<StepResult> }

/** The 2D canvas node both platforms hand out (the parts the charts use). */
export interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): unknown
  getBoundingClientRect?: () => { left: number; top: number; width: number; height: number }
  clientWidth?: number
  style?: { width: string; height: string }
}

export interface CanvasSupport {
  /**
   * Calls `found` with the node of the rendered `<Canvas id>` (null while it is not there yet) and its width when
   * the platform reports one. H5 reads the DOM: Taro's H5 selector query returns no size with the node.
   */
  find(id: string, found: (node: CanvasNode | null, width: number | undefined) => void): void
  /** the canvas' CSS size must be set with its pixel size (H5 resets it when the element re-renders) */
  setsCssSize: boolean
  /** a tap arrives as a click (H5: a mouse has no touchstart); the mini program's taps are touches */
  tapsByClick: boolean
}

/** How a payment ended on the platform's side; the server's PaymentStatus is what counts either way. */
export type PayOutcome =
  /** the platform says it is paid (the mini program's requestPayment succeeded): confirm with PaymentStatus */
  | { kind: 'done' }
  /** the payer closed the payment sheet */
  | { kind: 'cancelled' }
  /** the browser went to the cashier (H5); the app picks the order up again when it comes back */
  | { kind: 'left' }
  /** development: the sandbox cashier's address, for the tester to open and press 「确认支付」 */
  | { kind: 'sandbox'; url: string }
  | { kind: 'failed'; message: string }

/** An order call's answer, as far as starting the payment needs it (the fields of types/api/payment.ts). */
export interface PayOrder {
  OrderId: string
  SandboxCashierUrl?: string
  appId?: string
  timeStamp?: string
  nonceStr?: string
  package?: string
  signType?: 'RSA'
  paySign?: string
  h5_url?: string
}

/** Paying differs by build: which order call the platform uses and how it hands the order to the payer. */
export interface PaymentSupport {
  /** the mini program's JSAPI, WeChat's browser JSAPI, or WeChat Pay H5 in any other browser */
  orderCall: 'Payment/WechatMiniAppPay' | 'Payment/WechatPayWechatH5' | 'Payment/WechatH5Pay'
  /** a fresh wx.login code naming the payer (mini program); undefined elsewhere */
  payerCode(): Promise<string | undefined>
  /** starts paying `order`; `returnUrl` is the in-app page a browser payment comes back to */
  pay(order: PayOrder, returnUrl: string): Promise<PayOutcome>
}

export interface PlatformAdapter {
  kind: PlatformKind
  /** inside WeChat's in-app browser (the session state's isMicromessenger) */
  isMicromessenger: boolean
  /** sessions rest on the openID: re-login by openID, logout cancels the binding (weapp and wechat-h5) */
  usesOpenId: boolean
  /** API address when no page global or TARO_APP_API_BASE names one: same origin in H5, a local server in weapp */
  defaultApiBase: string
  /** tab pages draw the tab bar themselves (H5); the mini program draws src/custom-tab-bar */
  drawsTabBarInPage: boolean

  /** one silent re-login; true when a new token is stored in `session` */
  relogin(session: SessionPort): Promise<boolean>
  /** makes sure a fresh proof of the stored openID is at hand before binding it (weapp: a new wx.login) */
  ensureOpenProof(session: SessionPort): Promise<boolean>
  /**
   * WeChat's web authorisation: sends the browser to WeChat, which comes back to the auth page (with `code`) and
   * then to `backUrl`. Resolves only when the redirect could not start. The mini program has none (its openID
   * comes from wx.login) and answers not ok.
   */
  startWechatAuthorisation(backUrl: string): Promise<StepResult>

  /** the route and parameters of the address the app was opened at, beyond Taro's launch options (H5: the URL) */
  launchAddress(): { route?: string; params: Query } | null
  /** takes consumed launch parameters out of the address, so a reload does not replay them (H5) */
  forgetLaunchParams(consumed: readonly string[]): void
  /** start-up step 5; a login it brings goes into `session` */
  launchAuthorisation(params: Query, session: SessionPort): LaunchAuthorisation

  /** the mini program's capsule button (custom navigation bars line up with it); null where there is none */
  menuButtonRect(): MenuRect | null
  /** whether pages have a capsule button to leave room for, even when its box cannot be read */
  hasMenuButton: boolean

  /** leaves the app for an outside address; false where it cannot (the mini program shows it in a web-view) */
  leaveFor(url: string): boolean
  /** the address an outside page (an external login) returns to this in-app page by; null where none can */
  returnAddress(inAppUrl: string): string | null
  /** reloads the current page after a re-login (SPEC §4 session expiry 2); `inAppUrl` is that page */
  reloadPage(inAppUrl: string): void

  canvas: CanvasSupport

  /**
   * Tencent Cloud 验证码, production's human check, opened for `appId`: the Ticket and Randstr a person earned, or why
   * there are none (closed, its script unreachable, not available here). Development's stand-in is the same on both
   * platforms and lives in the stores (stores/human-check.ts).
   */
  /** opens Tencent's check with the app id of this platform's 验证 (the web widget, or the mini-program plugin) */
  tencentCaptcha(check: HumanCheckData): Promise<CaptchaOutcome>
  payment: PaymentSupport
}

/** what a person earned (the mini-program plugin gives no randstr and says `from: 'mini'`), or why nothing was */
export type CaptchaOutcome = { ticket: string; randstr: string; from?: 'mini' } | { message: string }
