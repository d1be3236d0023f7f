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
