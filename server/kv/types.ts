/**
 * Short-lived shared state (SMS codes, attempt counters, rate-limit windows, single-use nonces). Two
 * implementations with the same semantics: the database (default) and Redis (REDIS_URL). Expiry is
 * judged against the injected clock, never the store's own clock, so both behave alike in tests.
 * Every operation is atomic across server instances.
 */
export interface KvStore {
  readonly kind: 'database' | 'redis'
  /** the value, or null when absent or expired */
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** stores only when the key is absent or expired; true when it stored */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>
  /** deletes only when the live value equals `expected`; true when it deleted (single use) */
  deleteIfEquals(key: string, expected: string): Promise<boolean>
  del(key: string): Promise<void>
  /**
   * Adds one to a counter and returns the new count. An absent or expired counter starts at 1 with
   * the given ttl; a live one keeps its original expiry (fixed window).
   */
  incr(key: string, ttlMs: number): Promise<number>
  /**
   * Takes one back from a live counter (never below 0, expiry unchanged): an attempt that was counted before it
   * was evaluated and turned out right gives its place back. No-op when absent or expired.
   */
  decr(key: string): Promise<void>
  /** the live counter value (0 when absent or expired) */
  count(key: string): Promise<number>
  close(): Promise<void>
}
