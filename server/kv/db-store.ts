import { sql } from 'kysely'
import type { Database } from '../db/database'
import type { Clock } from './clock'
import type { KvStore } from './types'

/** KV in the kv_entries table: shared by every server instance on the same database. */
export class DatabaseKv implements KvStore {
  readonly kind = 'database' as const
  private sweeper: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** how often expired rows are deleted; 0 disables the sweeper */
    sweepEveryMs = 10 * 60_000,
  ) {
    if (sweepEveryMs > 0) {
      this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepEveryMs)
      this.sweeper.unref()
    }
  }

  async get(key: string): Promise<string | null> {
    const row = await this.db.selectFrom('kv_entries').select('value').where('key', '=', key).where('expires_at_ms', '>', this.clock.now()).executeTakeFirst()
    return row?.value ?? null
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const exp = this.clock.now() + ttlMs
    await this.db
      .insertInto('kv_entries')
      .values({ key, value, expires_at_ms: exp })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at_ms: exp }))
      .execute()
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.clock.now()
    // ON CONFLICT … WHERE takes the row lock, so of two racing callers exactly one stores
    const res = await sql<{ key: string }>`
      insert into kv_entries (key, value, expires_at_ms) values (${key}, ${value}, ${now + ttlMs})
      on conflict (key) do update set value = excluded.value, expires_at_ms = excluded.expires_at_ms
      where kv_entries.expires_at_ms <= ${now}
      returning key`.execute(this.db)
    return res.rows.length === 1
  }

  async deleteIfEquals(key: string, expected: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('kv_entries')
      .where('key', '=', key)
      .where('value', '=', expected)
      .where('expires_at_ms', '>', this.clock.now())
      .returning('key')
      .execute()
    return res.length === 1
  }

  async del(key: string): Promise<void> {
    await this.db.deleteFrom('kv_entries').where('key', '=', key).execute()
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const now = this.clock.now()
    const res = await sql<{ value: string }>`
      insert into kv_entries (key, value, expires_at_ms) values (${key}, '1', ${now + ttlMs})
      on conflict (key) do update set
        value = case when kv_entries.expires_at_ms <= ${now} then '1' else (kv_entries.value::bigint + 1)::text end,
        expires_at_ms = case when kv_entries.expires_at_ms <= ${now} then excluded.expires_at_ms else kv_entries.expires_at_ms end
      returning value`.execute(this.db)
    return Number(res.rows[0].value)
  }

  async decr(key: string): Promise<void> {
    await sql`
      update kv_entries set value = greatest(value::bigint - 1, 0)::text
      where key = ${key} and expires_at_ms > ${this.clock.now()}`.execute(this.db)
  }

  async count(key: string): Promise<number> {
    const v = await this.get(key)
    return v === null ? 0 : Number(v) || 0
  }

  /** drops rows expired for more than a minute (a grace period keeps sweeps off rows in use) */
  async sweep(): Promise<number> {
    const res = await this.db
      .deleteFrom('kv_entries')
      .where('expires_at_ms', '<', this.clock.now() - 60_000)
      .executeTakeFirst()
    return Number(res.numDeletedRows ?? 0)
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper)
    this.sweeper = null
  }
}
