/**
 * Alipay `alipay.system.oauth.token`: exchanges an auth code (my.getAuthCode in the mini program) for
 * the user's id. Requests are RSA2-signed with the app's private key; answers are verified with
 * Alipay's public key. The gateway URL is a setting: openapi.alipay.com or the local emulator.
 */
import { ProviderError, formEncode, httpRequest, parseJson, textOf } from '../http'
import { alipaySignContent, alipayTimestamp, rawJsonMember, rsa2Sign, rsa2Verify } from './sign'

export interface AlipayOptions {
  appId: string
  appPrivateKeyPem: string
  alipayPublicKeyPem: string
  gateway: () => string
}

export interface AlipayTrade {
  outTradeNo: string
  /** 分 */
  amount: number
  subject: string
  expireAt: number
  notifyUrl: string
  /** the payer in the Alipay mini program (open_id), when known */
  buyerOpenId?: string
}

/** an async notify Alipay sent, after its signature was checked */
export interface AlipayNotify {
  notifyId: string
  outTradeNo: string
  tradeNo: string
  tradeStatus: string
  /** 分, or NaN when total_amount is not a plain yuan amount */
  total: number
  appId: string
}

/** '12.30' → 1230; anything but a plain amount with at most 2 decimals → NaN (never rounded into a match) */
export function yuanToFen(s: string): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s)
  if (!m) return NaN
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

export const fenToYuan = (fen: number) => (fen / 100).toFixed(2)

export interface AlipayIdentity {
  /** open_id for apps created after 2023, else the 2088… user_id */
  openId: string
  userId?: string
}

const USER_MESSAGES: Record<string, string> = {
  'isv.code-invalid': '支付宝授权码无效或已过期，请重新授权',
  'isv.invalid-app-id': '支付宝登录配置有误（AppID 无效），请联系客服',
  'isv.invalid-signature': '支付宝登录配置有误（签名无效），请联系客服',
}

export class AlipayClient {
  constructor(
    private readonly opts: AlipayOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private common(method: string, ts = this.now()): Record<string, string> {
    return { app_id: this.opts.appId, method, format: 'JSON', charset: 'utf-8', sign_type: 'RSA2', timestamp: alipayTimestamp(ts), version: '1.0' }
  }

  private bizContent(t: AlipayTrade, productCode: string): string {
    return JSON.stringify({
      out_trade_no: t.outTradeNo,
      total_amount: fenToYuan(t.amount),
      subject: t.subject,
      product_code: productCode,
      time_expire: alipayTimestamp(t.expireAt),
      ...(t.buyerOpenId ? { buyer_open_id: t.buyerOpenId } : {}),
    })
  }

  /** `alipay.trade.create` (the mini program's my.tradePay takes the trade_no it answers) */
  async tradeCreate(t: AlipayTrade): Promise<{ tradeNo: string }> {
    const params: Record<string, string> = { ...this.common('alipay.trade.create'), notify_url: t.notifyUrl, biz_content: this.bizContent(t, 'JSAPI_PAY') }
    params.sign = rsa2Sign(alipaySignContent(params), this.opts.appPrivateKeyPem)
    const res = await httpRequest('alipay', `${this.opts.gateway()}?charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: formEncode(params),
    })
    const node = this.verifiedNode(res.text, 'alipay_trade_create_response')
    if (textOf(node.code) !== '10000') {
      const sub = textOf(node.sub_code ?? node.code)
      throw new ProviderError('alipay', sub, `trade.create failed: ${sub} ${textOf(node.sub_msg ?? node.msg)}`, '支付宝下单失败，请稍后重试')
    }
    return { tradeNo: textOf(node.trade_no) }
  }

  /** the signed order string of `alipay.trade.app.pay` (an App hands it to the Alipay SDK; no request is made) */
  orderString(t: AlipayTrade): string {
    const params: Record<string, string> = {
      ...this.common('alipay.trade.app.pay'),
      notify_url: t.notifyUrl,
      biz_content: this.bizContent(t, 'QUICK_MSECURITY_PAY'),
    }
    params.sign = rsa2Sign(alipaySignContent(params), this.opts.appPrivateKeyPem)
    return formEncode(params)
  }

  private verifiedNode(text: string, nodeName: string): Record<string, unknown> {
    const json = parseJson('alipay', text)
    const name = json.error_response ? 'error_response' : nodeName
    const raw = rawJsonMember(text, name)
    const sign = typeof json.sign === 'string' ? json.sign : ''
    if (!raw || !sign || !rsa2Verify(raw, sign, this.opts.alipayPublicKeyPem)) {
      throw new ProviderError('alipay', 'bad-signature', 'alipay answer signature did not verify', '支付宝返回数据校验失败，请稍后重试')
    }
    return json[name] as Record<string, unknown>
  }

  /**
   * An async notify (form fields), believed only when Alipay's key signed it (content: the fields sorted, `sign` and
   * `sign_type` left out) and it is for this app. Throws ProviderError('bad-signature') otherwise.
   */
  parseNotify(fields: Record<string, string>): AlipayNotify {
    const content = Object.keys(fields)
      .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '' && fields[k] !== undefined)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&')
    if (!fields.sign || !rsa2Verify(content, fields.sign, this.opts.alipayPublicKeyPem)) {
      throw new ProviderError('alipay', 'bad-signature', 'notify signature did not verify', '签名错误')
    }
    if (fields.app_id !== this.opts.appId) throw new ProviderError('alipay', 'bad-app', `notify for app ${fields.app_id}`, '应用不符')
    return {
      notifyId: fields.notify_id ?? '',
      outTradeNo: fields.out_trade_no ?? '',
      tradeNo: fields.trade_no ?? '',
      tradeStatus: fields.trade_status ?? '',
      total: yuanToFen(fields.total_amount ?? ''),
      appId: fields.app_id,
    }
  }

  async oauthToken(code: string): Promise<AlipayIdentity> {
    const params: Record<string, string> = {
      app_id: this.opts.appId,
      method: 'alipay.system.oauth.token',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(this.now()),
      version: '1.0',
      grant_type: 'authorization_code',
      code,
    }
    params.sign = rsa2Sign(alipaySignContent(params), this.opts.appPrivateKeyPem)
    const res = await httpRequest('alipay', `${this.opts.gateway()}?charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: formEncode(params),
    })
    const json = parseJson('alipay', res.text)
    const nodeName = json.error_response ? 'error_response' : 'alipay_system_oauth_token_response'
    const raw = rawJsonMember(res.text, nodeName)
    const sign = typeof json.sign === 'string' ? json.sign : ''
    if (!raw || !sign || !rsa2Verify(raw, sign, this.opts.alipayPublicKeyPem)) {
      throw new ProviderError('alipay', 'bad-signature', 'alipay answer signature did not verify', '支付宝返回数据校验失败，请稍后重试')
    }
    const node = json[nodeName] as Record<string, unknown>
    if (nodeName === 'error_response' || node.code) {
      const sub = textOf(node.sub_code ?? node.code)
      throw new ProviderError(
        'alipay',
        sub,
        `oauth.token failed: ${sub} ${textOf(node.sub_msg ?? node.msg)}`,
        USER_MESSAGES[sub] ?? '支付宝授权失败，请重新授权',
      )
    }
    const userId = node.user_id ? textOf(node.user_id) : undefined
    const openId = node.open_id ? textOf(node.open_id) : userId
    if (!openId) throw new ProviderError('alipay', 'no-user', 'oauth.token answered without user id', '支付宝授权失败，请重新授权')
    return { openId, userId }
  }
}
