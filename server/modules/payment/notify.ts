/**
 * The providers' payment notifies: POST /pay/notify/wechat (API v3 JSON, signature in Wechatpay-* headers, resource
 * AES-256-GCM) and POST /pay/notify/alipay (form fields, RSA2). Served in every mode — production included — outside
 * /api (they are not calls of the app). The signature is checked on the exact bytes received, so this scope keeps
 * bodies as text. Answers follow each provider's protocol: WeChat 204 on success / 4xx JSON {code, message};
 * Alipay the text `success` / `fail` (anything but success makes it resend).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { ProviderError, providersOf } from '../../providers'
import { AmountMismatch, settle } from './orders'

const MAX_NOTIFY_BYTES = 64 * 1024

export async function mountNotifyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_NOTIFY_BYTES }, (_req, body, done) => done(null, String(body)))

    scope.post('/pay/notify/wechat', { schema: { hide: true } }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      try {
        const tx = providersOf(ctx).wechatPay.parseNotify(req.headers, raw)
        const outcome = await settle(ctx, {
          channel: 'wechat',
          notifyId: tx.notifyId,
          outTradeNo: tx.outTradeNo,
          tradeNo: tx.transactionId,
          success: tx.eventType === 'TRANSACTION.SUCCESS' && tx.tradeState === 'SUCCESS',
          total: tx.total,
        })
        req.log.info({ order: tx.outTradeNo, outcome }, 'wechat pay notify')
        return reply.code(204).send()
      } catch (e) {
        return refuse(req.log, reply, 'wechat', e)
      }
    })

    scope.post('/pay/notify/alipay', { schema: { hide: true } }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const fields: Record<string, string> = {}
      for (const [k, v] of new URLSearchParams(raw)) fields[k] = v
      try {
        const n = providersOf(ctx).alipay.parseNotify(fields)
        const outcome = await settle(ctx, {
          channel: 'alipay',
          notifyId: n.notifyId,
          outTradeNo: n.outTradeNo,
          tradeNo: n.tradeNo,
          success: n.tradeStatus === 'TRADE_SUCCESS' || n.tradeStatus === 'TRADE_FINISHED',
          total: n.total,
        })
        req.log.info({ order: n.outTradeNo, outcome }, 'alipay notify')
        return reply.type('text/plain').send('success')
      } catch (e) {
        return refuse(req.log, reply, 'alipay', e)
      }
    })
  })
}

function refuse(log: AppContext['log'], reply: import('fastify').FastifyReply, channel: 'wechat' | 'alipay', e: unknown) {
  const why = e instanceof ProviderError ? e.providerCode : e instanceof AmountMismatch ? 'amount-mismatch' : 'error'
  // a forged, replayed-stale or misstated notify changes nothing; it is logged for whoever watches payments
  log.warn({ channel, why, err: e instanceof Error ? e.message : String(e) }, 'payment notify refused')
  const status = why === 'error' ? 500 : 400
  if (channel === 'alipay') return reply.code(200).type('text/plain').send('fail')
  return reply.code(status).send({ code: 'FAIL', message: why === 'bad-signature' ? '签名错误' : why === 'amount-mismatch' ? '金额不符' : '处理失败' })
}
