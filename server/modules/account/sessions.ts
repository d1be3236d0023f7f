/**
 * Login sessions. A token is 32 random bytes (base64url) handed to the client once; the database keeps
 * only its SHA-256. Expiry slides: each use pushes it to now + tokenTtlDays, written at most once a
 * minute per session to keep reads cheap.
 */
import crypto from 'crypto'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import type { AuthUser } from '../../http/registry'
import { clockOf } from '../../kv'

const TOUCH_EVERY_MS = 60_000
const DAY_MS = 86_400_000

export const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex')

export type LoginMethod = 'password' | 'sms' | 'register' | 'sso' | 'wish-login' | 'jsy' | 'openid' | 'open-login' | 'open-register'

export async function createSession(ctx: AppContext, userId: number, method: LoginMethod, req: FastifyRequest | null): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  const now = new Date(clockOf(ctx).now())
  await ctx.db
    .insertInto('sessions')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      login_method: method,
      ip: req?.ip ?? '',
      user_agent: String(req?.headers['user-agent'] ?? '').slice(0, 300),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + ctx.config.tokenTtlDays * DAY_MS),
    })
    .execute()
  await ctx.db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute()
  return token
}

export async function resolveSession(ctx: AppContext, token: string): Promise<AuthUser | null> {
  if (token.length > 200) return null
  // the user's row comes with the session: one round trip for what nearly every logged-in call reads
  const joined = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!joined) return null
  const { session_id, session_expires_at, session_last_seen_at, ...user } = joined
  const row = { id: session_id, user_id: user.id, expires_at: session_expires_at, last_seen_at: session_last_seen_at }
  const now = clockOf(ctx).now()
  if (new Date(row.expires_at).getTime() <= now) {
    await ctx.db.deleteFrom('sessions').where('id', '=', row.id).execute()
    return null
  }
  if (now - new Date(row.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now), expires_at: new Date(now + ctx.config.tokenTtlDays * DAY_MS) })
      .where('id', '=', row.id)
      .execute()
  }
  return { userId: row.user_id, sessionId: row.id, row: user }
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

/** ends every session of the user except `keep` (after a password change or reset) */
export async function endOtherSessions(ctx: AppContext, userId: number, keep: string | null): Promise<void> {
  let q = ctx.db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keep) q = q.where('id', '!=', keep)
  await q.execute()
}

export async function sweepExpiredSessions(ctx: AppContext): Promise<number> {
  const res = await ctx.db
    .deleteFrom('sessions')
    .where('expires_at', '<=', new Date(clockOf(ctx).now()))
    .executeTakeFirst()
  return Number(res.numDeletedRows ?? 0)
}
