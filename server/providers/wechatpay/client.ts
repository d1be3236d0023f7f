/**
 * WeChat Pay API v3 (merchant direct mode): places JSAPI (mini program and WeChat's browser), H5 and App orders and
 * reads payment notifies. Requests are signed with the merchant's RSA key; answers and notifies are verified with
 * the platform's public key (the 「微信支付公钥」 or the platform certificate's key) and a notify's resource decrypted
 * with the APIv3 key. The API base is a setting: api.mch.weixin.qq.com or the local emulator.
 */
import { ProviderError, httpRequest, parseJson, textOf } from '../http'
import { authorization, chinaRfc3339, decryptResource, nonce, responseMessage, rsaSign, rsaVerify } from './sign'

export interface WechatPayOptions {
  mchId: string
  /** serial number of the merchant's API certificate */
  serialNo: string
  privateKeyPem: string
  /** 32 characters */
  apiV3Key: string
  platformPublicKeyPem: string
  /** the platform key's id (Wechatpay-Serial): answers and notifies signed under another are refused; '' accepts any */
  platformSerial: string
  apiBase: () => string
  notifyUrl: () => string
}

export type PrepayKind = 'jsapi' | 'h5' | 'app'

export interface PrepayOrder {
  appId: string
  description: string
  outTradeNo: string
  /** 分 */
  amount: number
  expireAt: number
  payerOpenId?: string
  clientIp?: string
}

export interface PaidTransaction {
  notifyId: string
  eventType: string
  outTradeNo: string
  transactionId: string
  tradeState: string
  /** 分 */
  total: number
  appId: string
  mchId: string
}

/** how far a notify's timestamp may be from now: older ones are replays */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000

export class WechatPayClient {
  constructor(
    readonly opts: WechatPayOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async prepay(kind: PrepayKind, o: PrepayOrder): Promise<{ prepay_id?: string; h5_url?: string }> {
    const body = JSON.stringify({
      appid: o.appId,
      mchid: this.opts.mchId,
      description: o.description,
      out_trade_no: o.outTradeNo,
      time_expire: chinaRfc3339(o.expireAt),
      notify_url: this.opts.notifyUrl(),
      amount: { total: o.amount, currency: 'CNY' },
      ...(kind === 'jsapi' ? { payer: { openid: o.payerOpenId } } : {}),
      ...(kind === 'h5' ? { scene_info: { payer_client_ip: o.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } } } : {}),
    })
    const urlPath = `/v3/pay/transactions/${kind}`
    const ts = String(Math.floor(this.now() / 1000))
    const res = await httpRequest('wechatpay', this.opts.apiBase() + urlPath, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: authorization(this.opts, 'POST', urlPath, body, ts),
      },
      body,
    })
    const json = parseJson('wechatpay', res.text)
    if (res.status !== 200) {
      const code = textOf(json.code) || String(res.status)
      throw new ProviderError('wechatpay', code, `prepay ${kind} failed: ${res.status} ${code} ${textOf(json.message)}`, '微信支付下单失败，请稍后重试')
    }
    // an answer that is not the platform's is not believed (a man in the middle could hand out his own prepay id)
    if (!this.signedByPlatform(res.headers, res.text)) {
      throw new ProviderError('wechatpay', 'bad-signature', 'prepay answer signature did not verify', '微信支付返回数据校验失败，请稍后重试')
    }
    return { prepay_id: json.prepay_id ? textOf(json.prepay_id) : undefined, h5_url: json.h5_url ? textOf(json.h5_url) : undefined }
  }

  /** what wx.requestPayment (and WeixinJSBridge) take */
  jsapiParams(appId: string, prepayId: string) {
    const timeStamp = String(Math.floor(this.now() / 1000))
    const nonceStr = nonce()
    const pkg = `prepay_id=${prepayId}`
    const paySign = rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, this.opts.privateKeyPem)
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign }
  }

  /** what the WeChat SDK of an App takes */
  appParams(appId: string, prepayId: string) {
    const timestamp = String(Math.floor(this.now() / 1000))
    const noncestr = nonce()
    const sign = rsaSign(`${appId}\n${timestamp}\n${noncestr}\n${prepayId}\n`, this.opts.privateKeyPem)
    return { appid: appId, partnerid: this.opts.mchId, prepayid: prepayId, package: 'Sign=WXPay' as const, noncestr, timestamp, sign }
  }

  private signedByPlatform(headers: Record<string, string | string[] | undefined>, body: string): boolean {
    const h = (n: string) => {
      const v = headers[n]
      return Array.isArray(v) ? v[0] : v
    }
    const ts = h('wechatpay-timestamp')
    const nonceStr = h('wechatpay-nonce')
    const signature = h('wechatpay-signature')
    const serial = h('wechatpay-serial')
    if (!ts || !nonceStr || !signature) return false
    if (this.opts.platformSerial && serial !== this.opts.platformSerial) return false
    return rsaVerify(responseMessage(ts, nonceStr, body), signature, this.opts.platformPublicKeyPem)
  }

  /**
   * A payment notify, believed only when the platform signed these exact bytes recently, and then decrypted. Throws
   * ProviderError('bad-signature' | 'stale' | 'bad-resource') otherwise.
   */
  parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): PaidTransaction {
    if (!this.signedByPlatform(headers, rawBody)) throw new ProviderError('wechatpay', 'bad-signature', 'notify signature did not verify', '签名错误')
    const ts = Number(Array.isArray(headers['wechatpay-timestamp']) ? headers['wechatpay-timestamp'][0] : headers['wechatpay-timestamp'])
    if (!Number.isFinite(ts) || Math.abs(this.now() - ts * 1000) > NOTIFY_MAX_SKEW_MS) {
      throw new ProviderError('wechatpay', 'stale', 'notify timestamp too far from now', '通知已过期')
    }
    const json = parseJson('wechatpay', rawBody)
    const resource = json.resource as { ciphertext?: string; associated_data?: string; nonce?: string } | undefined
    let tx: Record<string, unknown>
    try {
      if (!resource?.ciphertext || !resource.nonce) throw new Error('no resource')
      tx = JSON.parse(
        decryptResource({ ciphertext: resource.ciphertext, nonce: resource.nonce, associated_data: resource.associated_data }, this.opts.apiV3Key),
      ) as Record<string, unknown>
    } catch (e) {
      throw new ProviderError('wechatpay', 'bad-resource', `notify resource could not be decrypted: ${(e as Error).message}`, '通知内容无法解密')
    }
    const amount = (tx.amount ?? {}) as { total?: unknown }
    return {
      notifyId: textOf(json.id),
      eventType: textOf(json.event_type),
      outTradeNo: textOf(tx.out_trade_no),
      transactionId: textOf(tx.transaction_id),
      tradeState: textOf(tx.trade_state),
      total: typeof amount.total === 'number' ? amount.total : NaN,
      appId: textOf(tx.appid),
      mchId: textOf(tx.mchid),
    }
  }
}
