/**
 * WeChat login adapters: mini program code-to-session (`/sns/jscode2session`) and web OAuth2
 * (`/connect/oauth2/authorize` redirect, `/sns/oauth2/access_token`). The base URLs are settings, so
 * the same code talks to api.weixin.qq.com or to the local emulator at /dev/wechat.
 */
import { ProviderError, httpRequest, parseJson, textOf } from '../http'

export interface WechatIdentity {
  openid: string
  unionid?: string
}

export interface WechatAppOptions {
  appId: string
  secret: string
  /** API base without trailing slash, e.g. https://api.weixin.qq.com */
  apiBase: () => string
}

// WeChat's documented errcodes, in words a user understands
const USER_MESSAGES: Record<number, string> = {
  40029: '微信授权码无效或已过期，请重新授权',
  40163: '微信授权码已被使用，请重新授权',
  45011: '微信登录过于频繁，请稍后再试',
  40226: '该微信账号存在风险，暂不能登录',
  40013: '微信登录配置有误（AppID 无效），请联系客服',
  40125: '微信登录配置有误（AppSecret 无效），请联系客服',
  '-1': '微信服务繁忙，请稍后重试',
}

function check(json: Record<string, unknown>, what: string): void {
  const errcode = Number(json.errcode ?? 0)
  if (errcode !== 0) {
    throw new ProviderError(
      'wechat',
      String(errcode),
      `${what} failed: ${errcode} ${textOf(json.errmsg)}`,
      USER_MESSAGES[errcode] ?? `微信授权失败（错误码 ${errcode}），请重新授权`,
    )
  }
  if (typeof json.openid !== 'string' || !json.openid) {
    throw new ProviderError('wechat', 'no-openid', `${what} answered without openid`, '微信授权失败，请重新授权')
  }
}

export class WechatMiniClient {
  constructor(private readonly opts: WechatAppOptions) {}
  get appId() {
    return this.opts.appId
  }

  /** wx.login code → openid (and unionid when the app is bound to an open-platform account) */
  async code2Session(code: string): Promise<WechatIdentity> {
    const q = new URLSearchParams({ appid: this.opts.appId, secret: this.opts.secret, js_code: code, grant_type: 'authorization_code' })
    const res = await httpRequest('wechat', `${this.opts.apiBase()}/sns/jscode2session?${q}`)
    const json = parseJson('wechat', res.text)
    check(json, 'jscode2session')
    return { openid: String(json.openid), unionid: json.unionid ? textOf(json.unionid) : undefined }
  }
}

export class WechatOAuthClient {
  constructor(
    private readonly opts: WechatAppOptions & {
      /** where the browser goes to authorise, e.g. https://open.weixin.qq.com (sandbox: PUBLIC_BASE_URL/dev/wechat) */
      openBase: () => string
    },
  ) {}
  get appId() {
    return this.opts.appId
  }

  /** the page the browser opens; WeChat sends it back to redirectUri with ?code=…&state=… */
  authorizeUrl(redirectUri: string, state: string, scope: 'snsapi_base' | 'snsapi_userinfo' = 'snsapi_base'): string {
    const q = new URLSearchParams({ appid: this.opts.appId, redirect_uri: redirectUri, response_type: 'code', scope, state })
    return `${this.opts.openBase()}/connect/oauth2/authorize?${q}#wechat_redirect`
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const q = new URLSearchParams({ appid: this.opts.appId, secret: this.opts.secret, code, grant_type: 'authorization_code' })
    const res = await httpRequest('wechat', `${this.opts.apiBase()}/sns/oauth2/access_token?${q}`)
    const json = parseJson('wechat', res.text)
    check(json, 'oauth2/access_token')
    return { openid: String(json.openid), unionid: json.unionid ? textOf(json.unionid) : undefined }
  }
}
