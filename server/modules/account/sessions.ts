/**
 * Login sessions. A token is 32 random bytes (base64url) handed to the client once; the database keeps
 * only its SHA-256. Expiry slides: each use pushes it to now + tokenTtlDays, written at most once a
 * minute per session to keep reads cheap.
 */
import crypto from 'crypto'
import type { FastifyRequest } from 'fastify'
import { getService, serviceKey, setService, type AppContext } from '../../context'
import type { AuthUser } from '../../http/registry'
import { clockOf } from '../../kv'
import type { WriteNotice } from '../../db/write-watch'

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

/**
 * Sessions as the calls read them, kept in memory while this process is the database's only writer — the
 * embedded database, whose data directory one server owns (data-dir-lock.ts). Every statement this process sends
 * that writes users or sessions is seen before it runs (db/write-watch.ts) and drops what it may change: the
 * user's or session's entries when the statement names them (`where id = …`, `user_id = …`), else every entry.
 * So logout, a password change, a profile write or an expiry is seen by the very next call, while another
 * student's login (which writes their own users row) leaves everyone else's entry alone. A read that raced any
 * such write is not kept (`generation`). New rows (a registration, a login's session) change no entry.
 * On PostgreSQL other instances may write too, so every call reads the database (unless SESSION_CACHE=on says
 * this server is the only one).
 *
 * Why: the session with its users row is the one database round trip of a logged-in read call; on the embedded
 * database it costs ~1 ms of the single thread that also serves the call (a whole-province recommendation list
 * is ~3 ms in all).
 */
interface CachedSession {
  sessionId: string
  userId: number
  expiresAt: number
  lastSeenAt: number
  row: AuthUser['row']
  /** Date.now() when read: entries are re-read after MAX_AGE_MS regardless (memory hygiene, not correctness) */
  readAt: number
}

const SESSION_CACHE = serviceKey<SessionCache>('account:session-cache')
const MAX_AGE_MS = 5 * 60_000
const MAX_ENTRIES = 20_000

export class SessionCache {
  private entries = new Map<string, CachedSession>()
  /** token hashes per user, and per session id: what a targeted write drops */
  private byUser = new Map<number, Set<string>>()
  private bySession = new Map<string, string>()
  /**
   * reads under way: calls that arrive together with one token (a page firing its calls at once) share one query.
   * Emptied by every write, so a call arriving after a write never joins a read from before it.
   */
  private reading = new Map<string, Promise<CachedSession | null>>()
  generation = 0

  /** the read of `hash` under way, or `read()` started and shared with whoever asks before it ends */
  shared(hash: string, read: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    let p = this.reading.get(hash)
    if (!p) {
      const started = read().finally(() => {
        if (this.reading.get(hash) === started) this.reading.delete(hash)
      })
      p = started
      this.reading.set(hash, p)
    }
    return p
  }

  get(hash: string): CachedSession | undefined {
    const e = this.entries.get(hash)
    if (e && Date.now() - e.readAt > MAX_AGE_MS) {
      this.drop(hash)
      return undefined
    }
    return e
  }

  set(hash: string, e: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) this.drop(this.entries.keys().next().value)
    this.drop(hash)
    this.entries.set(hash, e)
    let mine = this.byUser.get(e.userId)
    if (!mine) this.byUser.set(e.userId, (mine = new Set()))
    mine.add(hash)
    this.bySession.set(e.sessionId, hash)
  }

  /** what a write to users or sessions may change is forgotten before the write is sent */
  written(n: WriteNotice): void {
    this.generation++
    this.reading.clear()
    if (n.op === 'insert' && !n.upsert) return
    const key = n.key
    if (!key) return this.clear()
    if (n.table === 'users' && key.column === 'id') for (const v of key.values) this.dropUser(Number(v))
    else if (n.table === 'sessions' && key.column === 'user_id') for (const v of key.values) this.dropUser(Number(v))
    else if (n.table === 'sessions' && key.column === 'id') for (const v of key.values) this.drop(this.bySession.get(String(v)))
    else if (n.table === 'sessions' && key.column === 'token_hash') for (const v of key.values) this.drop(String(v))
    else this.clear()
  }

  clear(): void {
    this.generation++
    this.entries.clear()
    this.byUser.clear()
    this.bySession.clear()
    this.reading.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private dropUser(userId: number): void {
    for (const hash of this.byUser.get(userId) ?? []) this.drop(hash)
  }

  private drop(hash: string | undefined): void {
    const e = hash === undefined ? undefined : this.entries.get(hash)
    if (!e || hash === undefined) return
    this.entries.delete(hash)
    this.bySession.delete(e.sessionId)
    const mine = this.byUser.get(e.userId)
    mine?.delete(hash)
    if (mine && !mine.size) this.byUser.delete(e.userId)
  }
}

/** sets up the cache where this process is the database's only writer (see SessionCache, SESSION_CACHE); once at start */
export function installSessionCache(ctx: AppContext): void {
  const mode = ctx.config.sessionCache
  if (mode === 'off' || (mode === 'auto' && ctx.dbHandle.kind !== 'pglite')) return
  const cache = new SessionCache()
  ctx.writes.on(['users', 'sessions'], (n) => cache.written(n))
  setService(ctx, SESSION_CACHE, cache)
}

export function sessionCacheOf(ctx: AppContext): SessionCache | null {
  return getService(ctx, SESSION_CACHE) ?? null
}

/** the session of a token hash with its user's row, kept in `cache` unless a write came while it was read */
async function readSession(ctx: AppContext, hash: string, cache: SessionCache | null): Promise<CachedSession | null> {
  const generation = cache?.generation
  // the user's row comes with the session: one round trip for what nearly every logged-in call reads
  const joined = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', hash)
    .executeTakeFirst()
  if (!joined) return null
  const { session_id, session_expires_at, session_last_seen_at, ...user } = joined
  const s: CachedSession = {
    sessionId: session_id,
    userId: user.id,
    expiresAt: new Date(session_expires_at).getTime(),
    lastSeenAt: new Date(session_last_seen_at).getTime(),
    // shared by every call of this session while cached: handlers read it, never change it
    row: Object.freeze(user),
    readAt: Date.now(),
  }
  if (cache && cache.generation === generation) cache.set(hash, s)
  return s
}

export async function resolveSession(ctx: AppContext, token: string): Promise<AuthUser | null> {
  if (token.length > 200) return null
  const hash = hashToken(token)
  const cache = sessionCacheOf(ctx)
  const s = cache ? (cache.get(hash) ?? (await cache.shared(hash, () => readSession(ctx, hash, cache)))) : await readSession(ctx, hash, null)
  if (!s) return null
  const now = clockOf(ctx).now()
  if (s.expiresAt <= now) {
    await ctx.db.deleteFrom('sessions').where('id', '=', s.sessionId).execute()
    return null
  }
  if (now - s.lastSeenAt >= TOUCH_EVERY_MS) {
    const expiresAt = now + ctx.config.tokenTtlDays * DAY_MS
    // the cached entry takes the slide first, so calls arriving together write it once
    s.lastSeenAt = now
    s.expiresAt = expiresAt
    // only slides this session's expiry, which the entry already holds: sent past the write watch, which would
    // drop the entry and cost the next call a read
    await ctx.dbHandle.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now), expires_at: new Date(expiresAt) })
      .where('id', '=', s.sessionId)
      .execute()
  }
  return { userId: s.userId, sessionId: s.sessionId, row: s.row }
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
