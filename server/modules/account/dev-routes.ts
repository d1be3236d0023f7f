/** Development-only routes of the account module (never mounted in production: see index.ts). */
import type { FastifyInstance } from 'fastify'
import { MOBILE_RE } from '../../../types/schema'
import type { AppContext } from '../../context'
import { clockOf } from '../../kv'
import { hashToken } from './sessions'
import { signPartnerTicket, signWishLogin } from './tickets'

// --- development helper: end a session as if it had expired (browser tests of the 112 re-login) ---------
export function mountSessionDevHelper(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/sessions/expire', { schema: { hide: true } }, async (req, reply) => {
    const raw = req.headers.token
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (!token) return reply.code(400).send({ message: '请在请求头 token 中提供要过期的登录凭证' })
    const res = await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(clockOf(ctx).now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    return { Expired: Number(res.numUpdatedRows) === 1 }
  })
}

// --- development helpers for partner tickets (only with the built-in development secret) ----------------
export function mountSsoDevHelpers(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/sso-ticket', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>
    const mobile = q.Mobile ?? ''
    if (!MOBILE_RE.test(mobile)) return reply.code(400).send({ message: '手机号（Mobile）格式不正确：11 位中国大陆手机号' })
    const kind = q.Kind === 'jsy' ? 'jsy' : 'sso'
    const payload = {
      Mobile: mobile,
      Timestamp: Math.floor(clockOf(ctx).now() / 1000),
      Nonce: crypto.randomUUID(),
      ...(q.PartnerUserId ? { PartnerUserId: q.PartnerUserId } : {}),
    }
    return { Kind: kind, Ticket: signPartnerTicket(ctx.config.ssoSecret, kind, payload), Payload: payload }
  })
  app.get('/dev/wish-sign', { schema: { hide: true } }, async (req, reply) => {
    const mobile = (req.query as Record<string, string | undefined>).Mobile ?? ''
    if (!MOBILE_RE.test(mobile)) return reply.code(400).send({ message: '手机号（Mobile）格式不正确：11 位中国大陆手机号' })
    const Timestamp = Math.floor(clockOf(ctx).now() / 1000)
    return { Mobile: mobile, Timestamp, Sign: signWishLogin(ctx.config.ssoSecret, mobile, Timestamp) }
  })
}
