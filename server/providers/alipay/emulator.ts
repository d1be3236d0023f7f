/**
 * Local emulator of the Alipay open-API gateway for `alipay.system.oauth.token`, mounted at
 * POST /dev/alipay/gateway.do while the sandbox is in use. It holds a key pair (sandbox-keys.ts)
 * (standing in for Alipay's) and the sandbox app's public key, verifies the request signature and
 * signs its answers, as the real gateway does. Codes: `sandbox:<name>` (reusable, deterministic) or
 * single-use codes from GET /dev/alipay/mint-code?name= (what my.getAuthCode would give).
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { clockOf, kvOf } from '../../kv'
import { SANDBOX, addFormParser, escapeHtml } from '../sandbox'
import { sandboxKeys } from '../sandbox-keys'
import { alipaySignContent, alipayTimestamp, rsa2Sign, rsa2Verify } from './sign'

export interface SandboxAlipayKeys {
  appPrivateKeyPem: string
  appPublicKeyPem: string
  alipayPrivateKeyPem: string
  alipayPublicKeyPem: string
}

/** The sandbox app's and Alipay's pairs: real RSA keys, never committed ones (sandbox-keys.ts). */
export function sandboxAlipayKeys(): SandboxAlipayKeys {
  const { alipayApp: app, alipay: ali } = sandboxKeys()
  return {
    appPrivateKeyPem: app.privateKeyPem,
    appPublicKeyPem: app.publicKeyPem,
    alipayPrivateKeyPem: ali.privateKeyPem,
    alipayPublicKeyPem: ali.publicKeyPem,
  }
}

export function sandboxAlipayUserId(name: string): string {
  const n = BigInt('0x' + crypto.createHash('sha256').update(`alipay|${name}`).digest('hex').slice(0, 15)) % 10n ** 12n
  return '2088' + n.toString().padStart(12, '0')
}

export function sandboxAlipayOpenId(name: string): string {
  return (
    '0' +
    crypto
      .createHash('sha256')
      .update(`alipay-open|${name}`)
      .digest('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 46)
  )
}

function signed(nodeName: string, node: Record<string, unknown>): string {
  const raw = JSON.stringify(node)
  const sign = rsa2Sign(raw, sandboxAlipayKeys().alipayPrivateKeyPem)
  return `{"${nodeName}":${raw},"sign":"${sign}"}`
}

const error = (code: string, msg: string, sub_code: string, sub_msg: string) => signed('error_response', { code, msg, sub_code, sub_msg })

export async function mountAlipayEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    addFormParser(scope)
    scope.post('/dev/alipay/gateway.do', { schema: { hide: true } }, async (req, reply) => {
      const p = (req.body ?? {}) as Record<string, string>
      reply.type('application/json; charset=utf-8')
      if (p.app_id !== SANDBOX.alipay.appId) return error('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数')
      if (p.method !== 'alipay.system.oauth.token' && p.method !== 'alipay.trade.create')
        return error('40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名')
      if (p.sign_type !== 'RSA2' || !p.sign || !rsa2Verify(alipaySignContent(p), p.sign, sandboxAlipayKeys().appPublicKeyPem)) {
        return error('40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错')
      }
      const ts = Date.parse((p.timestamp ?? '').replace(' ', 'T') + '+08:00')
      if (Number.isNaN(ts) || Math.abs(clockOf(ctx).now() - ts) > 15 * 60_000) {
        return error('40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数')
      }
      if (p.method === 'alipay.trade.create') return tradeCreate(ctx, p)
      if (p.grant_type !== 'authorization_code') return error('40002', 'Invalid Arguments', 'isv.grant-type-invalid', 'grant_type参数不正确')
      const code = p.code ?? ''
      let name: string | null = null
      if (code.startsWith('sandbox:') && code.length > 8) name = code.slice(8)
      else if (code) {
        const kv = kvOf(ctx)
        const issued = await kv.get(`dev:alipay:code:${code}`)
        if (issued !== null && (await kv.deleteIfEquals(`dev:alipay:code:${code}`, issued))) name = issued
      }
      if (!name) return error('40002', 'Invalid Arguments', 'isv.code-invalid', '授权码code无效')
      return signed('alipay_system_oauth_token_response', {
        access_token: 'authusrB' + crypto.randomBytes(16).toString('hex'),
        alipay_user_id: sandboxAlipayUserId(name),
        expires_in: 1296000,
        re_expires_in: 2592000,
        refresh_token: 'authusrB' + crypto.randomBytes(16).toString('hex'),
        user_id: sandboxAlipayUserId(name),
        open_id: sandboxAlipayOpenId(name),
        auth_start: new Date(clockOf(ctx).now()).toISOString(),
      })
    })
  })
  app.get('/dev/alipay/mint-code', { schema: { hide: true } }, async (req) => {
    const name = String((req.query as Record<string, string | undefined>).name ?? '').trim() || 'dev-user'
    const code = crypto.randomBytes(16).toString('hex')
    await kvOf(ctx).set(`dev:alipay:code:${code}`, name, 5 * 60_000)
    return { code }
  })
}

// --- payments: alipay.trade.create, a cashier page and the async notify --------------------------------------------

interface SandboxTrade {
  trade_no: string
  out_trade_no: string
  total_amount: string
  subject: string
  notify_url: string
}

const TRADE_TTL_MS = 2 * 3600_000

async function tradeCreate(ctx: AppContext, p: Record<string, string>): Promise<string> {
  let biz: { out_trade_no?: string; total_amount?: string; subject?: string }
  try {
    biz = JSON.parse(p.biz_content ?? '') as typeof biz
  } catch {
    return signed('alipay_trade_create_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER', sub_msg: 'biz_content 无效' })
  }
  const out = biz.out_trade_no ?? ''
  const amount = biz.total_amount ?? ''
  if (!out || !/^\d+(\.\d{1,2})?$/.test(amount) || !p.notify_url) {
    return signed('alipay_trade_create_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER', sub_msg: '参数无效' })
  }
  const tradeNo =
    alipayTimestamp(clockOf(ctx).now()).replace(/\D/g, '').slice(0, 8) +
    '22' +
    crypto.randomInt(10 ** 9, 10 ** 10 - 1) +
    crypto.randomInt(10 ** 9, 10 ** 10 - 1)
  const trade: SandboxTrade = { trade_no: tradeNo, out_trade_no: out, total_amount: amount, subject: biz.subject ?? '', notify_url: p.notify_url }
  await kvOf(ctx).set(`dev:alipay:trade:${tradeNo}`, JSON.stringify(trade), TRADE_TTL_MS)
  return signed('alipay_trade_create_response', { code: '10000', msg: 'Success', out_trade_no: out, trade_no: tradeNo })
}

/** A TRADE_SUCCESS async notify as Alipay sends it, signed with the sandbox Alipay key (tests change fields to forge one). */
export function buildAlipayNotify(
  t: { out_trade_no: string; trade_no: string; total_amount: string; trade_status?: string; notify_id?: string },
  nowMs: number,
): Record<string, string> {
  const fields: Record<string, string> = {
    notify_time: alipayTimestamp(nowMs),
    notify_type: 'trade_status_sync',
    notify_id: t.notify_id ?? crypto.randomBytes(16).toString('hex'),
    app_id: SANDBOX.alipay.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: t.trade_no,
    out_trade_no: t.out_trade_no,
    trade_status: t.trade_status ?? 'TRADE_SUCCESS',
    total_amount: t.total_amount,
    receipt_amount: t.total_amount,
    gmt_payment: alipayTimestamp(nowMs),
  }
  const content = Object.keys(fields)
    .filter((k) => k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
  fields.sign = rsa2Sign(content, sandboxAlipayKeys().alipayPrivateKeyPem)
  return fields
}

/** the sandbox cashier: a page with 「确认支付」 that makes the emulator send the signed notify */
export async function mountAlipayCashier(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const kv = kvOf(ctx)
  const html = (title: string, body: string) =>
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;text-align:center}.amt{font-size:2rem;font-weight:bold}.muted{color:#888;font-size:.85rem}button{background:#1677ff;color:#fff;border:0;border-radius:6px;padding:.8rem 2.5rem;font-size:1.1rem}</style>` +
    `</head><body><h2>${escapeHtml(title)}</h2>${body}</body></html>`
  await app.register(async (scope) => {
    addFormParser(scope)
    scope.get('/dev/alipay/cashier', { schema: { hide: true } }, async (req, reply) => {
      const id = String((req.query as Record<string, string | undefined>).trade_no ?? '')
      const raw = /^\d{10,40}$/.test(id) ? await kv.get(`dev:alipay:trade:${id}`) : null
      reply.type('text/html; charset=utf-8')
      if (!raw) return html('订单不存在', '<p>该交易不存在或已过期。</p>')
      const t = JSON.parse(raw) as SandboxTrade
      return html(
        '支付宝（本地模拟）',
        `<p>${escapeHtml(t.subject)}</p><p class="amt">¥${escapeHtml(t.total_amount)}</p><p class="muted">订单号 ${escapeHtml(t.out_trade_no)}</p>` +
          `<form method="post" action="/dev/alipay/cashier/confirm"><input type="hidden" name="trade_no" value="${escapeHtml(id)}"><button type="submit" data-testid="sandbox-pay-confirm">确认支付</button></form>` +
          `<p class="muted">开发环境的模拟收银台：按「确认支付」后，模拟的支付宝会把签名的异步通知发给服务器。</p>`,
      )
    })
    scope.post('/dev/alipay/cashier/confirm', { schema: { hide: true } }, async (req, reply) => {
      const id = String(((req.body ?? {}) as Record<string, string>).trade_no ?? '')
      const raw = /^\d{10,40}$/.test(id) ? await kv.get(`dev:alipay:trade:${id}`) : null
      reply.type('text/html; charset=utf-8')
      if (!raw) return html('订单不存在', '<p>该交易不存在或已过期。</p>')
      const t = JSON.parse(raw) as SandboxTrade
      const fields = buildAlipayNotify({ out_trade_no: t.out_trade_no, trade_no: t.trade_no, total_amount: t.total_amount }, clockOf(ctx).now())
      let answer: string
      try {
        const res = await fetch(t.notify_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        })
        answer = `${res.status} ${await res.text()}`
      } catch (e) {
        answer = `通知发送失败：${(e as Error).message}`
      }
      return html(
        '支付完成（本地模拟）',
        `<p data-testid="sandbox-pay-done">已支付 ¥${escapeHtml(t.total_amount)}，请返回应用查看结果。</p><p class="muted">服务器应答：${escapeHtml(answer)}</p>`,
      )
    })
  })
}
