/**
 * Access to the shared clock and KV store of one server (created on first use, closed with the server).
 * KV lives in the database unless REDIS_URL is set.
 */
import type { AppContext } from '../context'
import { AdjustableClock, type Clock } from './clock'
import { DatabaseKv } from './db-store'
import { RedisKv } from './redis-store'
import type { KvStore } from './types'

export type { KvStore } from './types'
export { AdjustableClock, chinaDate, msUntilChinaMidnight, type Clock } from './clock'
export { DatabaseKv } from './db-store'
export { RedisKv } from './redis-store'

const CLOCK = 'clock'
const KV = 'kv'

export function clockOf(ctx: AppContext): AdjustableClock {
  let c = ctx.services[CLOCK] as AdjustableClock | undefined
  if (!c) {
    c = new AdjustableClock()
    ctx.services[CLOCK] = c
  }
  return c
}

export async function createRedisKv(url: string, clock: Clock, prefix: string): Promise<RedisKv> {
  const { default: Redis } = await import('ioredis')
  // fail fast instead of queueing commands forever when Redis is down
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false })
  await redis.connect()
  return new RedisKv(redis, clock, prefix)
}

/** Called once at start (account module init). */
export async function initKv(ctx: AppContext): Promise<KvStore> {
  const existing = ctx.services[KV] as KvStore | undefined
  if (existing) return existing
  const clock = clockOf(ctx)
  const kv: KvStore = ctx.config.redisUrl
    ? await createRedisKv(ctx.config.redisUrl, clock, ctx.config.env_.REDIS_PREFIX ?? 'zy:')
    : new DatabaseKv(ctx.db, clock)
  ctx.services[KV] = kv
  ctx.log.info({ kv: kv.kind }, 'shared KV store ready')
  return kv
}

export function kvOf(ctx: AppContext): KvStore {
  const kv = ctx.services[KV] as KvStore | undefined
  if (!kv) throw new Error('KV store not initialised (account module init must run first)')
  return kv
}

export async function closeKv(ctx: AppContext): Promise<void> {
  const kv = ctx.services[KV] as KvStore | undefined
  if (kv) await kv.close()
  delete ctx.services[KV]
}
