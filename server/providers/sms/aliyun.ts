/**
 * Aliyun Dysms `SendSms` (API version 2017-05-25, RPC style, signature method HMAC-SHA1 v1.0).
 * The same client talks to the real endpoint (https://dysmsapi.aliyuncs.com/) and to the local
 * emulator mounted at /dev/aliyun-sms/, so the signing code runs in dev and tests too.
 */
import crypto from 'crypto'
import { ProviderError, formEncode, httpRequest, parseJson, textOf } from '../http'
import type { SmsProvider } from './types'

export interface AliyunSmsOptions {
  /** endpoint URL ending with '/', resolved per call (the sandbox's port is known only after listen) */
  endpoint: () => string
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /** name of the code variable in the template, e.g. ${code} */
  templateParamName: string
  regionId?: string
  name?: 'aliyun' | 'sandbox'
}

/** RFC 3986 encoding as Aliyun's POP signature wants it (Java URLEncoder + %20, %2A, ~). */
export function popEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k])}`)
    .join('&')
}

export function popSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonicalQuery(params))}`
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64')
}

/** 2006-01-02T15:04:05Z (UTC, no milliseconds) */
export function popTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

// Aliyun business codes worth a specific message; anything else is a generic failure.
const USER_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '短信发送过于频繁，请稍后再试',
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式不正确',
  'isv.DAY_LIMIT_CONTROL': '该手机号今日接收短信已达上限',
  'isv.BLACK_KEY_CONTROL_LIMIT': '短信内容被拦截，请联系客服',
}

export class AliyunSms implements SmsProvider {
  readonly name: 'aliyun' | 'sandbox'
  constructor(
    private readonly opts: AliyunSmsOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.name = opts.name ?? 'aliyun'
  }

  async sendCode(mobile: string, code: string): Promise<{ bizId: string }> {
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: this.opts.regionId ?? 'cn-hangzhou',
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.opts.templateCode,
      TemplateParam: JSON.stringify({ [this.opts.templateParamName]: code }),
      Timestamp: popTimestamp(this.now()),
      Version: '2017-05-25',
    }
    params.Signature = popSignature('POST', params, this.opts.accessKeySecret)
    const res = await httpRequest('sms', this.opts.endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: formEncode(params),
    })
    const json = parseJson('sms', res.text)
    const aliCode = textOf(json.Code)
    if (aliCode === 'OK') return { bizId: textOf(json.BizId) }
    throw new ProviderError(
      'sms',
      aliCode || `http-${res.status}`,
      `SendSms failed: ${aliCode} ${textOf(json.Message)} (HTTP ${res.status})`,
      USER_MESSAGES[aliCode] ?? '短信发送失败，请稍后重试',
    )
  }
}
