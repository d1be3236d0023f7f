/**
 * Tencent Cloud 验证码 (TCaptcha): the server half, `DescribeCaptchaResult` (API version 2019-07-22, TC3-HMAC-SHA256
 * signature). The client's widget (TCaptcha.js on H5, the captcha plugin in the mini program) yields a Ticket and a
 * Randstr; this asks the service whether they were earned by a person for our CaptchaAppId, from the user's address.
 * The same client talks to the real endpoint (https://captcha.tencentcloudapi.com/) and to the local stand-in mounted
 * at /dev/tcaptcha/ (tencent-emulator.ts), so the signing code runs in development and tests too.
 */
import crypto from 'crypto'
import { ProviderError, httpRequest, parseJson, textOf } from '../http'
import type { CaptchaAnswer, CaptchaProvider } from './types'

export const TC3 = { service: 'captcha', action: 'DescribeCaptchaResult', version: '2019-07-22', algorithm: 'TC3-HMAC-SHA256' } as const
/** the mini-program plugin's tickets are checked by their own action (same version, signing and answer) */
export const TC3_MINI_ACTION = 'DescribeCaptchaMiniResult'

export interface TencentCaptchaOptions {
  /** endpoint URL ending with '/', resolved per call (the stand-in's port is known only after listen) */
  endpoint: () => string
  secretId: string
  secretKey: string
  /** CaptchaAppId (an integer in the API) and its AppSecretKey, from the captcha console */
  captchaAppId: string
  appSecretKey: string
  /** the mini-program plugin's 验证 (its own CaptchaAppId and AppSecretKey), when the mini program uses the check */
  mini?: { captchaAppId: string; appSecretKey: string }
  name?: 'tencent' | 'sandbox'
}

const sha256hex = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex')
const hmac = (key: Buffer | string, s: string) => crypto.createHmac('sha256', key).update(s, 'utf8').digest()

/** The TC3-HMAC-SHA256 signature of a JSON POST to `/` (Tencent Cloud API 3.0 signing, v3). */
export function tc3Signature(opts: { secretKey: string; host: string; timestamp: number; body: string; contentType: string; service: string }): string {
  const canonicalRequest = ['POST', '/', '', `content-type:${opts.contentType}\nhost:${opts.host}\n`, 'content-type;host', sha256hex(opts.body)].join('\n')
  const date = new Date(opts.timestamp * 1000).toISOString().slice(0, 10)
  const scope = `${date}/${opts.service}/tc3_request`
  const stringToSign = [TC3.algorithm, String(opts.timestamp), scope, sha256hex(canonicalRequest)].join('\n')
  const signing = hmac(hmac(hmac(`TC3${opts.secretKey}`, date), opts.service), 'tc3_request')
  return crypto.createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex')
}

export function tc3Authorization(secretId: string, timestamp: number, service: string, signature: string): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10)
  return `${TC3.algorithm} Credential=${secretId}/${date}/${service}/tc3_request, SignedHeaders=content-type;host, Signature=${signature}`
}

export const CONTENT_TYPE = 'application/json; charset=utf-8'

export class TencentCaptcha implements CaptchaProvider {
  readonly name: 'tencent' | 'sandbox'
  readonly appId: string
  readonly miniAppId: string | null
  constructor(
    private readonly opts: TencentCaptchaOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.name = opts.name ?? 'tencent'
    this.appId = opts.captchaAppId
    this.miniAppId = opts.mini?.captchaAppId ?? null
  }

  async verify(answer: CaptchaAnswer, userIp: string): Promise<{ passed: boolean; code: number; message: string }> {
    const url = this.opts.endpoint()
    const mini = answer.from === 'mini'
    if (mini && !this.opts.mini) {
      throw new ProviderError(
        'captcha',
        'not-configured',
        'no mini-program captcha configured (TCAPTCHA_MINI_APP_ID)',
        '小程序的人机验证未开通，请在网页版中完成',
      )
    }
    const action = mini ? TC3_MINI_ACTION : TC3.action
    // the mini-program plugin's answer has no Randstr: DescribeCaptchaMiniResult takes none
    const body = JSON.stringify(
      mini
        ? {
            CaptchaType: 9,
            Ticket: answer.ticket,
            UserIp: userIp,
            CaptchaAppId: Number(this.opts.mini!.captchaAppId),
            AppSecretKey: this.opts.mini!.appSecretKey,
          }
        : {
            CaptchaType: 9,
            Ticket: answer.ticket,
            UserIp: userIp,
            Randstr: answer.randstr,
            CaptchaAppId: Number(this.opts.captchaAppId),
            AppSecretKey: this.opts.appSecretKey,
          },
    )
    const timestamp = Math.floor(this.now() / 1000)
    const host = new URL(url).host
    const signature = tc3Signature({ secretKey: this.opts.secretKey, host, timestamp, body, contentType: CONTENT_TYPE, service: TC3.service })
    const res = await httpRequest('captcha', url, {
      method: 'POST',
      headers: {
        'content-type': CONTENT_TYPE,
        authorization: tc3Authorization(this.opts.secretId, timestamp, TC3.service, signature),
        'x-tc-action': action,
        'x-tc-version': TC3.version,
        'x-tc-timestamp': String(timestamp),
      },
      body,
    })
    const json = parseJson('captcha', res.text)
    const r = (json.Response ?? {}) as Record<string, unknown>
    const error = r.Error as Record<string, unknown> | undefined
    if (error) {
      // the call itself was refused (credentials, signature, quota): the operator's problem, not the user's answer
      throw new ProviderError(
        'captcha',
        textOf(error.Code) || `http-${res.status}`,
        `${action} failed: ${textOf(error.Code)} ${textOf(error.Message)} (HTTP ${res.status})`,
        '人机验证服务暂时不可用，请稍后重试',
      )
    }
    const code = Number(r.CaptchaCode)
    if (!Number.isInteger(code)) {
      throw new ProviderError('captcha', 'bad-response', `${action} answered no CaptchaCode (HTTP ${res.status})`, '人机验证服务返回异常，请稍后重试')
    }
    // 1 OK; 7 Randstr does not match, 8 ticket expired, 9 ticket reused, 15 ticket undecryptable, 16 / 100 app id or key mismatch
    return { passed: code === 1, code, message: textOf(r.CaptchaMsg) }
  }
}
