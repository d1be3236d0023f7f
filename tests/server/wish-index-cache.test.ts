/**
 * Issue 16 item 1: the recommendation index cache is bounded. A (province, year, track) our data and rules do not
 * hold is answered at once with code 2 (no build); the cache keeps at most INDEX_LIMITS.entries indexes, least
 * recently used first out, and /healthz reports its size; one account starts at most a few builds an hour.
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { call as callOf, student as studentOf } from './helpers/inject'
import { INDEX_LIMITS } from '../../server/modules/wish/province-index'
import { referenceStore } from '../../server/modules/lookup'
import { testConfig } from '../support/server-db'

let built: BuiltApp
const call = (name: string, body: unknown, token: string) => callOf(built, name, body, token)
const student = () => studentOf(built, '139')
jest.setTimeout(120000)

async function health(): Promise<any> {
  const res = await built.app.inject({ method: 'GET', url: '/healthz' })
  return res.json().caches.wishIndex
}

const saved = { ...INDEX_LIMITS }
beforeAll(async () => {
  built = await buildApp({
    config: testConfig(),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
}, 600000)
afterAll(async () => {
  Object.assign(INDEX_LIMITS, saved)
  await built?.close()
})
afterEach(() => Object.assign(INDEX_LIMITS, saved))

describe('the province index cache (issue 16)', () => {
  it('answers a combination our data does not hold at once with code 2 and builds nothing', async () => {
    const token = await student()
    // the first call reads the reference snapshot and which years each province holds (once per data version)
    await call('Wish/BatchList', { ProvinceId: 43, Year: 2040, SubjectType: 2 }, token)
    const before = await health()
    const cases: Array<[object, RegExp]> = [
      [{ ProvinceId: 43, Year: 2040, SubjectType: 2 }, /最远支持/],
      [{ ProvinceId: 43, Year: 2001, SubjectType: 2 }, /之前可用的录取数据/],
      [{ ProvinceId: 43, Year: 2026, SubjectType: 3 }, /科类/],
      // seeded in tests without admission rows (TEST_PROVINCES): nothing to recommend from
      [{ ProvinceId: 13, Year: 2025, SubjectType: 1 }, /没有.*录取数据/],
    ]
    for (const [body, message] of cases) {
      const r = await call('Wish/BatchList', body, token)
      expect(r.code).toBe(2)
      expect(r.message).toMatch(message)
    }
    expect((await health()).entries).toBe(before.entries)
  })

  it('keeps at most INDEX_LIMITS.entries indexes, least recently used out first, and reports the size in /healthz', async () => {
    INDEX_LIMITS.entries = 2
    const token = await student()
    for (const body of [
      { ProvinceId: 43, Year: 2026, SubjectType: 2 },
      { ProvinceId: 43, Year: 2026, SubjectType: 1 },
      { ProvinceId: 21, Year: 2026, SubjectType: 2 },
    ]) {
      expect((await call('Wish/BatchList', body, token)).code).toBe(0)
      const h = await health()
      expect(h.entries).toBeLessThanOrEqual(2)
      expect(h.bytes).toBeGreaterThan(0)
      expect(h.maxEntries).toBe(2)
    }
  })

  it('lets one account start only so many builds an hour; cached combinations still answer', async () => {
    INDEX_LIMITS.coldBuildsPerUserPerHour = 1
    INDEX_LIMITS.entries = 1
    // another test file's import on CI's shared database changes the data version, which empties the cache: the
    // cached combination would then need a build of its own. Such a run is repeated with a new account.
    // (the version the cache follows: the reference store's, which looks at the database's every few seconds)
    const version = async () => (await referenceStore(built.ctx).get()).version
    for (let attempt = 1; ; attempt++) {
      const before = await version()
      const token = await student()
      // the one cached now (the last built by the test above, or this)
      expect((await call('Wish/BatchList', { ProvinceId: 43, Year: 2025, SubjectType: 2 }, token)).code).toBe(0)
      const second = await call('Wish/BatchList', { ProvinceId: 43, Year: 2025, SubjectType: 1 }, token)
      const cached = await call('Wish/BatchList', { ProvinceId: 43, Year: 2025, SubjectType: 2 }, token)
      if (attempt < 5 && (await version()) !== before) continue
      expect(second.code).toBe(29)
      expect(second.message).toContain('一小时内最多')
      expect(cached.code).toBe(0)
      break
    }
    // another account is not held back by the first one's count
    expect((await call('Wish/BatchList', { ProvinceId: 43, Year: 2025, SubjectType: 1 }, await student())).code).toBe(0)
  })
})
