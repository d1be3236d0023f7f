/**
 * Issue 16 items 2 and 5: what one account may store (tables, saves a minute, bytes), `User/WishList` paged in SQL
 * from stored summaries, and `User/WishSpecialtyGroupSave` racing `User/WishSave` on one table never putting the
 * edit on a row the user did not edit (on PostgreSQL with DATABASE_URL: the race is real there; WISH_RACE_ROUNDS
 * rounds, 300 on PostgreSQL by default, 40 on the embedded database).
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { call as callOf, ok as okOf, student as studentOf } from './helpers/inject'
import { WISH_QUOTAS } from '../../server/modules/wish/tables'
import { INDEX_LIMITS } from '../../server/modules/wish/province-index'
import { testConfig } from '../support/server-db'

let built: BuiltApp
const call = (name: string, body: unknown, token: string) => callOf(built, name, body, token)
const ok = (name: string, body: unknown, token: string) => okOf(built, name, body, token)
const student = () => studentOf(built, '137')
jest.setTimeout(600000)

const saved = { ...WISH_QUOTAS }
let units: string[] = []
beforeAll(async () => {
  built = await buildApp({
    config: testConfig({ sessionCache: 'on' }),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
  INDEX_LIMITS.coldBuildsPerUserPerHour = 1000
  const list = await ok('Wish/NewExamScoreLine', { Band: '稳', PageSize: 6 }, await student())
  units = list.List.map((r: any) => r.UnitId)
  expect(units.length).toBe(6)
}, 600000)
afterEach(() => Object.assign(WISH_QUOTAS, saved))
afterAll(async () => {
  await built?.close()
})

describe('what one account may store (issue 16 item 2)', () => {
  it('refuses a table past the per-account count with a clear message; an existing table can still be saved', async () => {
    WISH_QUOTAS.tablesPerUser = 3
    const token = await student()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await ok('User/WishSave', { BatchId: 2, Name: `表${i}`, Items: [{ UnitId: units[i] }] }, token)).WishId)
    const refused = await call('User/WishSave', { BatchId: 2, Name: '第四张', Items: [{ UnitId: units[3] }] }, token)
    expect(refused.code).toBe(1)
    expect(refused.message).toContain('每个账号最多保存 3 张志愿表')
    expect((await call('User/WishSave', { WishId: ids[0], BatchId: 2, Name: '改过', Items: [{ UnitId: units[4] }] }, token)).code).toBe(0)
    // in parallel, the limit still holds (counted with the account's row locked)
    await ok('User/WishDelete', { WishId: ids[1] }, token)
    const racing = await Promise.all([0, 1, 2, 3].map((i) => call('User/WishSave', { BatchId: 2, Name: `并发${i}`, Items: [{ UnitId: units[i] }] }, token)))
    expect(racing.filter((r) => r.code === 0)).toHaveLength(1)
    expect((await ok('User/WishList', {}, token)).Total).toBe(3)
  })

  it('refuses past the saves a minute and the bytes an account may store', async () => {
    const token = await student()
    WISH_QUOTAS.savesPerMinute = 2
    expect((await call('User/WishSave', { BatchId: 2, Name: 'a', Items: [{ UnitId: units[0] }] }, token)).code).toBe(0)
    expect((await call('User/WishSave', { BatchId: 2, Name: 'b', Items: [{ UnitId: units[0] }] }, token)).code).toBe(0)
    const third = await call('User/WishSave', { BatchId: 2, Name: 'c', Items: [{ UnitId: units[0] }] }, token)
    expect(third.code).toBe(29)
    expect(third.message).toContain('每分钟最多保存 2 次')
    Object.assign(WISH_QUOTAS, saved)
    const other = await student()
    WISH_QUOTAS.bytesPerUser = 700
    expect((await call('User/WishSave', { BatchId: 2, Name: 'a', Items: [{ UnitId: units[0] }] }, other)).code).toBe(0)
    const big = await call('User/WishSave', { BatchId: 2, Name: 'b', Items: units.slice(0, 6).map((UnitId) => ({ UnitId })) }, other)
    expect(big.code).toBe(1)
    expect(big.message).toContain('存储已达上限')
  })

  it('lists a page from SQL with the same summary the detail shows', async () => {
    const token = await student()
    for (let i = 0; i < 5; i++) await ok('User/WishSave', { BatchId: 2, Name: `表${i}`, Items: units.slice(0, i + 1).map((UnitId) => ({ UnitId })) }, token)
    const p1 = await ok('User/WishList', { PageIndex: 1, PageSize: 2 }, token)
    const p3 = await ok('User/WishList', { PageIndex: 3, PageSize: 2 }, token)
    expect([p1.Total, p1.List.length, p3.List.length]).toEqual([5, 2, 1])
    expect(p1.List.map((t: any) => t.Name)).toEqual(['表4', '表3'])
    const detail = await ok('User/WishDetail', { WishId: p1.List[0].WishId }, token)
    const { Items: _items, Check: _check, ...summary } = detail
    expect(p1.List[0]).toEqual(summary)
  })
})

describe('User/WishSpecialtyGroupSave racing User/WishSave (issue 16 item 5)', () => {
  it('never puts the majors and 服从调剂 on a row the user did not edit', async () => {
    Object.assign(WISH_QUOTAS, { savesPerMinute: 1e6 })
    const token = await student()
    const rounds = Number(process.env.WISH_RACE_ROUNDS ?? (process.env.DATABASE_URL ? 300 : 40))
    const [a, b, c] = units
    const { WishId } = await ok('User/WishSave', { BatchId: 2, Name: '竞争', Items: [{ UnitId: a }, { UnitId: b }, { UnitId: c }] }, token)
    // a major of the group where we hold its list (a group with no major and no 调剂 is refused: certain 退档)
    const listed = (await ok('User/WishSpecialtyGroupDetail', { WishId, UnitId: a }, token)).Majors.map((m: any) => m.MajorName)
    const majors = listed.length ? [listed[0]] : ['计算机类']
    let misplaced = 0
    let edits = 0
    for (let i = 0; i < rounds; i++) {
      // the other call moves the edited unit: A B C → B C A (and back), writing every row with 服从调剂
      const order = i % 2 === 0 ? [b, c, a] : [a, b, c]
      const [edit, save] = await Promise.all([
        call('User/WishSpecialtyGroupSave', { WishId, UnitId: a, Majors: majors, Adjust: false }, token),
        call('User/WishSave', { WishId, BatchId: 2, Name: '竞争', Items: order.map((UnitId) => ({ UnitId, Adjust: true })) }, token),
      ])
      expect(save.code).toBe(0)
      expect([0, 1]).toContain(edit.code)
      if (edit.code === 0) edits++
      const d = await ok('User/WishDetail', { WishId }, token)
      misplaced += d.Items.filter((it: any) => it.UnitId !== a && it.Adjust === false).length
    }
    console.log(`wish race: ${rounds} rounds, ${edits} edits answered 0, ${misplaced} misplaced`)
    expect(misplaced).toBe(0)
    expect(edits).toBeGreaterThan(0)
  })
})
