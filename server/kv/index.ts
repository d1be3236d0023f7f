/**
 * Access to the shared clock and KV store of one server (created on first use, closed with the server).
 * KV lives in the database unless REDIS_URL is set.
 */
import { deleteService, getService, serviceKey, serviceOf, setService, type AppContext } from '../context'
import { AdjustableClock, type Clock } from './clock'
import { DatabaseKv } from './db-store'
import { RedisKv } from './redis-store'
import type { KvStore } from './types'

export type { KvStore } from './types'
export { AdjustableClock, chinaDate, msUntilChinaMidnight, type Clock } from './clock'
export { DatabaseKv } from './db-store'
export { RedisKv } from './redis-store'

const CLOCK = serviceKey<AdjustableClock>('clock')
const KV = serviceKey<KvStore>('kv')

export function clockOf(ctx: AppContext): AdjustableClock {
  return serviceOf(ctx, CLOCK, () => new AdjustableClock())
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
  const existing = getService(ctx, KV)
  if (existing) return existing
  const clock = clockOf(ctx)
  const kv: KvStore = ctx.config.redisUrl
    ? await createRedisKv(ctx.config.redisUrl, clock, ctx.config.env_.REDIS_PREFIX ?? 'zy:')
    : new DatabaseKv(ctx.db, clock)
  setService(ctx, KV, kv)
  ctx.log.info({ kv: kv.kind }, 'shared KV store ready')
  return kv
}

export function kvOf(ctx: AppContext): KvStore {
  const kv = getService(ctx, KV)
  if (!kv) throw new Error('KV store not initialised (account module init must run first)')
  return kv
}

export async function closeKv(ctx: AppContext): Promise<void> {
  const kv = getService(ctx, KV)
  if (kv) await kv.close()
  deleteService(ctx, KV)
}
