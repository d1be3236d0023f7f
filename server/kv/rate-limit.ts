import { chinaDate, msUntilChinaMidnight, type Clock } from './clock'
import type { KvStore } from './types'

/**
 * Counts one event in a window and says whether it stays within `limit`. Counting happens even when
 * the limit is passed, so a flood keeps being refused until the window ends.
 */
export async function hitWindow(kv: KvStore, key: string, limit: number, windowMs: number): Promise<{ count: number; allowed: boolean }> {
  const count = await kv.incr(key, windowMs)
  return { count, allowed: count <= limit }
}

/**
 * One counter per Beijing calendar day: `<key>:<YYYY-MM-DD>`, expiring at the next midnight. Answers the day's key too,
 * so a caller that refuses the event for a later reason can give the count back (kv.decr).
 */
export async function hitDaily(kv: KvStore, clock: Clock, key: string, limit: number): Promise<{ count: number; allowed: boolean; key: string }> {
  const now = clock.now()
  const dayKey = `${key}:${chinaDate(now)}`
  return { ...(await hitWindow(kv, dayKey, limit, msUntilChinaMidnight(now) + 60_000)), key: dayKey }
}
