/**
 * Local emulator of WeChat Pay API v3, mounted under /dev/wechatpay while the payment sandbox is in use (never in
 * production). It speaks the real protocol: it checks the merchant's signature on each order request, signs its
 * answers with its own platform key, and sends notifies signed the same way with the resource AES-256-GCM encrypted
 * under the sandbox APIv3 key — so the real client code (client.ts) runs against it unchanged.
 *  - POST /dev/wechatpay/v3/pay/transactions/{jsapi|h5|app}  → { prepay_id } or { h5_url }
 *  - GET  /dev/wechatpay/cashier?prepay_id=…                  a page with 「确认支付」 (the h5_url, and what a tester
 *                                                              opens for a mini-program order in development)
 *  - POST /dev/wechatpay/cashier/confirm                      sends the signed notify to the order's notify_url
 * The key pairs are real and never committed (sandbox-keys.ts).
 */
import crypto from 'crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { clockOf, kvOf } from '../../kv'
import { SANDBOX, addFormParser, escapeHtml } from '../sandbox'
import { sandboxKeys } from '../sandbox-keys'
import { chinaRfc3339, encryptResource, nonce, parseAuthorization, requestMessage, responseMessage, rsaSign, rsaVerify } from './sign'

export interface SandboxWechatPayKeys {
  merchantPrivateKeyPem: string
  merchantPublicKeyPem: string
  platformPrivateKeyPem: string
  platformPublicKeyPem: string
}

/** the sandbox's merchant and platform pairs (sandbox-keys.ts: made once, kept in the data directory) */
export function sandboxWechatPayKeys(): SandboxWechatPayKeys {
  const { wechatMerchant: m, wechatPlatform: p } = sandboxKeys()
  return {
    merchantPrivateKeyPem: m.privateKeyPem,
    merchantPublicKeyPem: m.publicKeyPem,
    platformPrivateKeyPem: p.privateKeyPem,
    platformPublicKeyPem: p.publicKeyPem,
  }
}

interface Prepay {
  appid: string
  mchid: string
  description: string
  out_trade_no: string
  notify_url: string
  total: number
  openid?: string
}

const PREPAY_TTL_MS = 2 * 3600_000

/** headers the platform puts on an answer or a notify of `body` */
export function platformHeaders(body: string, nowMs: number): Record<string, string> {
  const ts = String(Math.floor(nowMs / 1000))
  const n = nonce()
  return {
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': n,
    'wechatpay-serial': SANDBOX.wechatPay.platformSerial,
    'wechatpay-signature': rsaSign(responseMessage(ts, n, body), sandboxWechatPayKeys().platformPrivateKeyPem),
  }
}

/** A TRANSACTION.SUCCESS notify as WeChat sends it (tests change fields to forge, replay or misstate one). */
export function buildWechatNotify(
  tx: { out_trade_no: string; total: number; appid: string; transaction_id?: string; trade_state?: string; openid?: string },
  nowMs: number,
  id: string = crypto.randomUUID(),
): { headers: Record<string, string>; body: string } {
  const resource = encryptResource(
    JSON.stringify({
      mchid: SANDBOX.wechatPay.mchId,
      appid: tx.appid,
      out_trade_no: tx.out_trade_no,
      transaction_id: tx.transaction_id ?? '4200' + crypto.randomInt(10 ** 9, 10 ** 10 - 1) + crypto.randomInt(10 ** 9, 10 ** 10 - 1),
      trade_type: 'JSAPI',
      trade_state: tx.trade_state ?? 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: chinaRfc3339(nowMs),
      payer: { openid: tx.openid ?? 'oSandboxPayer' },
      amount: { total: tx.total, payer_total: tx.total, currency: 'CNY', payer_currency: 'CNY' },
    }),
    SANDBOX.wechatPay.apiV3Key,
  )
  const body = JSON.stringify({
    id,
    create_time: chinaRfc3339(nowMs),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  })
  return { headers: { 'content-type': 'application/json', ...platformHeaders(body, nowMs) }, body }
}

const fail = (code: string, message: string) => JSON.stringify({ code, message })

export async function mountWechatPayEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const kv = kvOf(ctx)
  await app.register(async (scope) => {
    // the signature covers the body's exact bytes: keep them as text
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)))
    addFormParser(scope)

    scope.post('/dev/wechatpay/v3/pay/transactions/:kind', { schema: { hide: true } }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const send = (status: number, body: string) => {
        reply.code(status).type('application/json; charset=utf-8')
        if (status === 200) reply.headers(platformHeaders(body, clockOf(ctx).now()))
        return body
      }
      const kind = (req.params as { kind: string }).kind
      if (!['jsapi', 'h5', 'app'].includes(kind)) return send(404, fail('NOT_FOUND', '未知接口'))
      const auth = parseAuthorization(req.headers.authorization)
      if (!auth || auth.mchid !== SANDBOX.wechatPay.mchId || auth.serial_no !== SANDBOX.wechatPay.serialNo)
        return send(401, fail('SIGN_ERROR', '签名错误（商户号或证书序列号不符）'))
      const ts = Number(auth.timestamp)
      if (!Number.isFinite(ts) || Math.abs(clockOf(ctx).now() - ts * 1000) > 5 * 60_000) return send(401, fail('SIGN_ERROR', '请求时间戳过期'))
      // the merchant signs the path under the API base (/v3/…); the emulator's base adds /dev/wechatpay in front
      const signedPath = req.url.slice('/dev/wechatpay'.length)
      if (!rsaVerify(requestMessage('POST', signedPath, auth.timestamp, auth.nonce_str, raw), auth.signature, sandboxWechatPayKeys().merchantPublicKeyPem)) {
        return send(401, fail('SIGN_ERROR', '签名错误'))
      }
      interface OrderRequest {
        appid?: string
        mchid?: string
        description?: string
        out_trade_no?: string
        notify_url?: string
        amount?: { total?: number }
        payer?: { openid?: string }
      }
      let o: OrderRequest
      try {
        o = JSON.parse(raw) as OrderRequest
      } catch {
        return send(400, fail('PARAM_ERROR', '请求体不是 JSON'))
      }
      const total = o.amount?.total
      if (
        o.mchid !== SANDBOX.wechatPay.mchId ||
        !o.appid ||
        !o.out_trade_no ||
        !o.notify_url ||
        typeof total !== 'number' ||
        !Number.isInteger(total) ||
        total < 1
      ) {
        return send(400, fail('PARAM_ERROR', '参数错误'))
      }
      if (kind === 'jsapi' && !o.payer?.openid) return send(400, fail('PARAM_ERROR', '缺少 payer.openid'))
      const prepayId = 'wx' + crypto.randomBytes(16).toString('hex')
      const rec: Prepay = {
        appid: o.appid,
        mchid: o.mchid,
        description: o.description ?? '',
        out_trade_no: o.out_trade_no,
        notify_url: o.notify_url,
        total,
        openid: o.payer?.openid,
      }
      await kv.set(`dev:wxpay:prepay:${prepayId}`, JSON.stringify(rec), PREPAY_TTL_MS)
      if (kind === 'h5') {
        const base = ctx.config.publicBaseUrl.replace(/\/$/, '')
        return send(200, JSON.stringify({ h5_url: `${base}/dev/wechatpay/cashier?prepay_id=${prepayId}` }))
      }
      return send(200, JSON.stringify({ prepay_id: prepayId }))
    })

    scope.get('/dev/wechatpay/cashier', { schema: { hide: true } }, async (req, reply) => {
      const q = req.query as Record<string, string | undefined>
      const id = String(q.prepay_id ?? '')
      const back = sameOrigin(req, q.redirect_url)
      const raw = /^wx[0-9a-f]{32}$/.test(id) ? await kv.get(`dev:wxpay:prepay:${id}`) : null
      reply.type('text/html; charset=utf-8')
      if (!raw) return page('订单不存在', '<p>该支付单不存在或已过期（本地模拟收银台只保留 2 小时）。</p>')
      const p = JSON.parse(raw) as Prepay
      return page(
        '微信支付（本地模拟）',
        `<p>${escapeHtml(p.description)}</p><p class="amt">¥${(p.total / 100).toFixed(2)}</p><p class="muted">订单号 ${escapeHtml(p.out_trade_no)}</p>` +
          `<form method="post" action="/dev/wechatpay/cashier/confirm"><input type="hidden" name="prepay_id" value="${escapeHtml(id)}">` +
          (back ? `<input type="hidden" name="redirect_url" value="${escapeHtml(back)}">` : '') +
          `<button type="submit" data-testid="sandbox-pay-confirm">确认支付</button></form>` +
          `<p class="muted">这是开发环境的模拟收银台：按「确认支付」后，模拟的微信支付会把签名的支付通知发给服务器。</p>`,
      )
    })

    scope.post('/dev/wechatpay/cashier/confirm', { schema: { hide: true } }, async (req, reply) => {
      const id = String(((req.body ?? {}) as Record<string, string>).prepay_id ?? '')
      const raw = /^wx[0-9a-f]{32}$/.test(id) ? await kv.get(`dev:wxpay:prepay:${id}`) : null
      reply.type('text/html; charset=utf-8')
      if (!raw) return page('订单不存在', '<p>该支付单不存在或已过期。</p>')
      const p = JSON.parse(raw) as Prepay
      const n = buildWechatNotify({ out_trade_no: p.out_trade_no, total: p.total, appid: p.appid, openid: p.openid }, clockOf(ctx).now())
      let answer: string
      try {
        const res = await fetch(p.notify_url, { method: 'POST', headers: n.headers, body: n.body })
        answer = `${res.status} ${await res.text()}`
      } catch (e) {
        answer = `通知发送失败：${(e as Error).message}`
      }
      // as WeChat's H5 cashier does: back to the page that started the payment (which then asks PaymentStatus)
      const back = sameOrigin(req, ((req.body ?? {}) as Record<string, string>).redirect_url)
      if (back) return reply.redirect(back, 303)
      return page(
        '支付完成（本地模拟）',
        `<p data-testid="sandbox-pay-done">已支付 ¥${(p.total / 100).toFixed(2)}，请返回应用查看结果。</p><p class="muted">服务器应答：${escapeHtml(answer)}</p>`,
      )
    })
  })
}

/**
 * The redirect_url a payment may come back to: only an address on this server (the app's own pages), never another
 * site — an emulator must not be an open redirect.
 */
function sameOrigin(req: FastifyRequest, url: string | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.host === req.headers.host && (u.protocol === 'http:' || u.protocol === 'https:') ? u.toString() : null
  } catch {
    return null
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;text-align:center}.amt{font-size:2rem;font-weight:bold}.muted{color:#888;font-size:.85rem}button{background:#07c160;color:#fff;border:0;border-radius:6px;padding:.8rem 2.5rem;font-size:1.1rem}</style>
</head><body><h2>${escapeHtml(title)}</h2>${body}</body></html>`
}
