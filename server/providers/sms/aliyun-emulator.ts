/**
 * Local emulator of Aliyun Dysms SendSms: checks the request exactly as the real service documents
 * (action, version, access key, HMAC-SHA1 signature, timestamp window, nonce reuse, phone number,
 * template), then "delivers" the message into the sms_outbox table and the server log. Mounted at
 * POST/GET /dev/aliyun-sms/ only while the sandbox SMS provider is in use; the outbox is readable at
 * GET /dev/sms-outbox?Mobile=… (JSON array, newest first).
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { clockOf, kvOf } from '../../kv'
import { textOf } from '../http'
import { SANDBOX, addFormParser } from '../sandbox'
import { popSignature } from './aliyun'
import { MOBILE_PATTERN, MOBILE_RE } from '../../../types/schema'

/** the gateway also takes the number with its country code */
const ALIYUN_MOBILE_RE = new RegExp(`^(\\+?86)?${MOBILE_PATTERN.slice(1)}`)

interface AliyunAnswer {
  status: number
  body: Record<string, unknown>
}

const fail = (status: number, Code: string, Message: string): AliyunAnswer => ({
  status,
  body: { RequestId: crypto.randomUUID().toUpperCase(), Code, Message },
})

export function renderSandboxSms(signName: string, code: string): string {
  return `【${signName}】您的验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`
}

export async function handleSendSms(ctx: AppContext, method: 'GET' | 'POST', params: Record<string, string>): Promise<AliyunAnswer> {
  const cfg = SANDBOX.aliyun
  if (params.Action !== 'SendSms') return fail(400, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.')
  if (params.Version !== '2017-05-25') return fail(400, 'InvalidVersion', 'Specified parameter Version is not valid.')
  if (params.AccessKeyId !== cfg.accessKeyId) return fail(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
  if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
    return fail(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.')
  const expected = popSignature(method, params, cfg.accessKeySecret)
  const given = params.Signature ?? ''
  if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return fail(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.')
  }
  const ts = Date.parse(params.Timestamp ?? '')
  const now = clockOf(ctx).now()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.Timestamp ?? '') || Number.isNaN(ts))
    return fail(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.')
  if (Math.abs(now - ts) > 15 * 60_000) return fail(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.')
  if (!params.SignatureNonce) return fail(400, 'MissingSignatureNonce', 'SignatureNonce is mandatory for this action.')
  if (!(await kvOf(ctx).setIfAbsent(`dev:aliyun:nonce:${params.SignatureNonce}`, '1', 15 * 60_000))) {
    return fail(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
  }

  const ok = (extra: Record<string, unknown>) => ({ status: 200, body: { RequestId: crypto.randomUUID().toUpperCase(), ...extra } })
  const mobile = params.PhoneNumbers ?? ''
  if (!ALIYUN_MOBILE_RE.test(mobile)) return ok({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' })
  if (params.SignName !== cfg.signName) return ok({ Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' })
  if (params.TemplateCode !== cfg.templateCode) return ok({ Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' })
  let templateParam: Record<string, unknown>
  try {
    templateParam = JSON.parse(params.TemplateParam ?? '') as Record<string, unknown>
  } catch {
    return ok({ Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' })
  }
  const code = templateParam.code
  if (typeof code !== 'string' || !code) return ok({ Code: 'isv.TEMPLATE_MISSING_PARAMETERS', Message: '模板变量缺少对应参数值' })

  const bizId = `${Date.now()}${crypto.randomInt(100000, 999999)}^0`
  const content = renderSandboxSms(params.SignName, code)
  await ctx.db
    .insertInto('sms_outbox')
    .values({
      mobile: mobile.replace(/^\+?86/, ''),
      sign_name: params.SignName,
      template_code: params.TemplateCode,
      template_param: params.TemplateParam,
      content,
      biz_id: bizId,
    })
    .execute()
  // the sandbox's "delivery": the message in the server log, as a developer would read it
  ctx.log.info({ sandboxSms: { mobile, content } }, `[sandbox SMS] ${mobile}: ${content}`)
  return ok({ Code: 'OK', Message: 'OK', BizId: bizId })
}

export interface OutboxItem {
  Id: number
  Mobile: string
  Code: string
  Content: string
  SignName: string
  TemplateCode: string
  BizId: string
  CreatedAt: string
}

export async function readOutbox(ctx: AppContext, mobile: string | undefined, limit: number): Promise<OutboxItem[]> {
  let q = ctx.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit)
  if (mobile) q = q.where('mobile', '=', mobile)
  const rows = await q.execute()
  return rows.map((r) => {
    let code = ''
    try {
      code = textOf((JSON.parse(r.template_param) as Record<string, unknown>).code)
    } catch {
      /* stored only after validation; keep '' if not */
    }
    return {
      Id: Number(r.id),
      Mobile: r.mobile,
      Code: code,
      Content: r.content,
      SignName: r.sign_name,
      TemplateCode: r.template_code,
      BizId: r.biz_id,
      CreatedAt: new Date(r.created_at).toISOString(),
    }
  })
}

export async function mountAliyunSmsEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    addFormParser(scope)
    const handler = async (method: 'GET' | 'POST', params: Record<string, string>) => handleSendSms(ctx, method, params)
    scope.post('/dev/aliyun-sms/', { schema: { hide: true } }, async (req, reply) => {
      const ans = await handler('POST', (req.body ?? {}) as Record<string, string>)
      return reply.code(ans.status).send(ans.body)
    })
    scope.get('/dev/aliyun-sms/', { schema: { hide: true } }, async (req, reply) => {
      const ans = await handler('GET', (req.query ?? {}) as Record<string, string>)
      return reply.code(ans.status).send(ans.body)
    })
  })
  app.get('/dev/sms-outbox', { schema: { hide: true } }, async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, string | undefined>
    const mobile = q.Mobile?.trim() || undefined
    if (mobile && !MOBILE_RE.test(mobile)) return reply.code(400).send({ message: '手机号（Mobile）格式不正确：11 位中国大陆手机号' })
    const limit = Math.min(Math.max(Number(q.Limit ?? 20) || 20, 1), 200)
    return reply.send(await readOutbox(ctx, mobile, limit))
  })
}
