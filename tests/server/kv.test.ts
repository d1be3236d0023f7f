/**
 * The shared KV store has two implementations with one behaviour: the database (always tested) and
 * Redis (tested when REDIS_URL is set). Expiry follows the injected clock in both.
 */
import crypto from 'crypto'
import { openDatabase, type DatabaseHandle } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { DatabaseKv, createRedisKv, type Clock, type KvStore } from '../../server/kv'
import { hitDaily } from '../../server/kv/rate-limit'
import { testConfig } from '../support/server-db'

let handle: DatabaseHandle

/** a clock that moves only when told, so expiry edges can be tested to the millisecond */
class ManualClock implements Clock {
  private t = Date.now()
  now() {
    return this.t
  }
  advance(ms: number) {
    this.t += ms
  }
}

beforeAll(async () => {
  const cfg = testConfig()
  handle = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir as string })
  await migrateToLatest(handle.db)
}, 120000)
afterAll(async () => {
  await handle?.close()
})

const implementations: Array<[string, (clock: ManualClock) => Promise<KvStore>]> = [['database', async (clock) => new DatabaseKv(handle.db, clock, 0)]]
if (process.env.REDIS_URL) implementations.push(['redis', (clock) => createRedisKv(process.env.REDIS_URL as string, clock, `zy-test:${crypto.randomUUID()}:`)])

describe.each(implementations)('%s KV store', (_name, make) => {
  let kv: KvStore
  let clock: ManualClock
  const k = (s: string) => `t:${crypto.randomUUID()}:${s}`

  beforeAll(async () => {
    clock = new ManualClock()
    kv = await make(clock)
  })
  afterAll(async () => {
    await kv?.close()
  })

  it('get/set/del with expiry by the clock', async () => {
    const key = k('a')
    expect(await kv.get(key)).toBeNull()
    await kv.set(key, 'v|with|bars', 1000)
    expect(await kv.get(key)).toBe('v|with|bars')
    clock.advance(999)
    expect(await kv.get(key)).toBe('v|with|bars')
    clock.advance(1)
    expect(await kv.get(key)).toBeNull()
    await kv.set(key, 'again', 1000)
    await kv.del(key)
    expect(await kv.get(key)).toBeNull()
  })

  it('setIfAbsent stores once until expiry, also under a race', async () => {
    const key = k('lock')
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => kv.setIfAbsent(key, String(i), 60_000)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await kv.setIfAbsent(key, 'x', 60_000)).toBe(false)
    clock.advance(60_000)
    expect(await kv.setIfAbsent(key, 'later', 60_000)).toBe(true)
    expect(await kv.get(key)).toBe('later')
  })

  it('deleteIfEquals deletes a live matching value exactly once', async () => {
    const key = k('once')
    await kv.set(key, 'secret', 60_000)
    expect(await kv.deleteIfEquals(key, 'other')).toBe(false)
    const results = await Promise.all(Array.from({ length: 5 }, () => kv.deleteIfEquals(key, 'secret')))
    expect(results.filter(Boolean)).toHaveLength(1)
    await kv.set(key, 'secret', 1000)
    clock.advance(1000)
    expect(await kv.deleteIfEquals(key, 'secret')).toBe(false)
  })

  it('incr counts atomically in a fixed window', async () => {
    const key = k('n')
    const counts = await Promise.all(Array.from({ length: 20 }, () => kv.incr(key, 10_000)))
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(await kv.count(key)).toBe(20)
    clock.advance(5_000)
    expect(await kv.incr(key, 10_000)).toBe(21)
    // the window does not slide: it ends 10 s after the first hit
    clock.advance(5_000)
    expect(await kv.count(key)).toBe(0)
    expect(await kv.incr(key, 10_000)).toBe(1)
  })

  it('decr gives one back without going below 0 or moving the expiry', async () => {
    const key = k('back')
    await kv.decr(key) // absent: nothing happens
    expect(await kv.count(key)).toBe(0)
    await kv.incr(key, 10_000)
    await kv.incr(key, 10_000)
    await kv.decr(key)
    expect(await kv.count(key)).toBe(1)
    await Promise.all([kv.decr(key), kv.decr(key), kv.decr(key)])
    expect(await kv.count(key)).toBe(0)
    expect(await kv.incr(key, 10_000)).toBe(1)
    clock.advance(10_000)
    // the window still ends where the first hit put it
    expect(await kv.count(key)).toBe(0)
  })

  it('daily windows turn over at Beijing midnight', async () => {
    const key = k('day')
    clock.advance(Date.parse('2027-03-01T23:59:00+08:00') - clock.now())
    expect((await hitDaily(kv, clock, key, 2)).allowed).toBe(true)
    expect((await hitDaily(kv, clock, key, 2)).allowed).toBe(true)
    expect(await hitDaily(kv, clock, key, 2)).toMatchObject({ count: 3, allowed: false })
    clock.advance(61_000)
    expect(await hitDaily(kv, clock, key, 2)).toMatchObject({ count: 1, allowed: true })
  })
})

describe('database KV housekeeping', () => {
  it('sweeps rows expired for more than a minute', async () => {
    const clock = new ManualClock()
    const kv = new DatabaseKv(handle.db, clock, 0)
    const key = `t:${crypto.randomUUID()}:sweep`
    await kv.set(key, 'x', 1000)
    clock.advance(1000 + 61_000)
    expect(await kv.sweep()).toBeGreaterThanOrEqual(1)
    expect(await handle.db.selectFrom('kv_entries').select('key').where('key', '=', key).execute()).toHaveLength(0)
    await kv.close()
  })
})
