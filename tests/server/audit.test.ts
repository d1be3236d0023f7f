/**
 * Issue 18 items 1–3 and 7: expert audit of wish tables. A student sends a saved table (membership or a bought
 * audit), an expert claims it and returns remarks and suggestions, the student sees a message, reads the result
 * and applies the suggestions to a new copy; every illegal transition is refused, and nobody reaches another's
 * audit, table or console call.
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { call as callOf, ok as okOf, student as studentOf } from './helpers/inject'
import { createExpert, grantAuditCredits } from '../../server/modules/audit'
import { applySuggestions, AUDIT_LIMITS } from '../../server/modules/audit/service'
import { INDEX_LIMITS } from '../../server/modules/wish/province-index'
import { testConfig } from '../support/server-db'

let built: BuiltApp
const call = (name: string, body: unknown, token: string) => callOf(built, name, body, token)
const ok = (name: string, body: unknown, token: string) => okOf(built, name, body, token)
jest.setTimeout(600000)

let units: string[] = []
const userIdOf = async (token: string) => (await ok('User/StudentInfo', {}, token)).UserId as number
/** a student with one saved table of five rows; `credits` bought audits */
async function studentWithTable(credits = 1, over: Record<string, unknown> = {}) {
  const token = await studentOf(built, '145', over)
  const userId = await userIdOf(token)
  if (credits) await grantAuditCredits(built.ctx.db, userId, credits)
  const { WishId } = await ok('User/WishSave', { BatchId: 2, Name: '湖南冲稳保', Items: units.slice(0, 5).map((UnitId) => ({ UnitId })) }, token)
  return { token, userId, wishId: WishId as number }
}
const expert = () => studentOf(built, '146', { role: 'expert', nickname: `专家${Math.random().toString(36).slice(2, 6)}` })

beforeAll(async () => {
  built = await buildApp({
    config: testConfig(),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish', 'membership', 'audit'].includes(m.name)),
  })
  INDEX_LIMITS.coldBuildsPerUserPerHour = 1000
  const list = await ok('Wish/NewExamScoreLine', { PageSize: 8, Band: '稳' }, await studentOf(built, '145'))
  units = list.List.map((r: any) => r.UnitId)
  expect(units.length).toBe(8)
}, 600000)
afterAll(async () => {
  await built?.close()
})

describe('sending a table for audit', () => {
  it('asks a student with neither membership nor a bought audit to buy one (code 113), and takes a bought one once', async () => {
    const { token, userId, wishId } = await studentWithTable(0)
    const refused = await call('User/CommitAuditByStudent', { WishId: wishId, Remark: '请看看梯度' }, token)
    expect(refused.code).toBe(113)
    expect(refused.message).toContain('志愿审核需开通会员')
    expect(await ok('User/AuditRights', {}, token)).toEqual({ Member: false, Credits: 0, Open: 0, OpenLimit: AUDIT_LIMITS.openPerStudent })

    await grantAuditCredits(built.ctx.db, userId, 1)
    const sent = await ok('User/CommitAuditByStudent', { WishId: wishId, Remark: '请看看梯度' }, token)
    expect(sent.Status).toBe('submitted')
    expect((await ok('User/AuditRights', {}, token)).Credits).toBe(0)
    // the same table again while it is open
    await grantAuditCredits(built.ctx.db, userId, 1)
    const again = await call('User/CommitAuditByStudent', { WishId: wishId }, token)
    expect([again.code, again.message]).toEqual([1, expect.stringContaining('已在审核中')])
    expect((await ok('User/AuditRights', {}, token)).Credits).toBe(1)
  })

  it('lets a member send without a credit, and freezes the table with the engine’s figures', async () => {
    const { token, wishId } = await studentWithTable(0, { member_type: 0 })
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: wishId }, token)
    // the table changes afterwards; the audit keeps what was sent
    await ok('User/WishSave', { WishId: wishId, BatchId: 2, Name: '改过的表', Items: [{ UnitId: units[7] }] }, token)
    const info = await ok('User/AuditInfo', { AuditId }, token)
    expect(info.TableName).toBe('湖南冲稳保')
    expect(info.Table.Items.map((i: any) => i.UnitId)).toEqual(units.slice(0, 5))
    expect(info.Table.Items.every((i: any) => typeof i.Probability === 'number' && i.Band)).toBe(true)
    expect(info.Table.Check.Items).toHaveLength(5)
    expect(typeof info.SlipRisk).toBe('number')
    expect(info.Events.map((e: any) => [e.Actor, e.To])).toEqual([['student', 'submitted']])
    const list = await ok('User/AuditListForStudent', { Status: 'open' }, token)
    expect(list.List.map((a: any) => a.AuditId)).toEqual([AuditId])
    expect((await ok('User/AuditListForStudent', { Status: 'done' }, token)).Total).toBe(0)
  })

  it('answers another user’s audit or table like one that does not exist, on every call', async () => {
    const a = await studentWithTable(1)
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: a.wishId }, a.token)
    const b = await studentWithTable(1)
    for (const [name, body] of [
      ['User/AuditInfo', { AuditId }],
      ['User/AuditWithdraw', { AuditId }],
      ['User/AuditApply', { AuditId }],
      ['User/CommitAuditByStudent', { WishId: a.wishId }],
    ] as const) {
      const r = await call(name, body, b.token)
      expect([name, r.code, r.data]).toEqual([name, 4, null])
    }
    expect((await ok('User/AuditListForStudent', {}, b.token)).Total).toBe(0)
    // and the owner's audit is untouched
    expect((await ok('User/AuditInfo', { AuditId }, a.token)).Status).toBe('submitted')
  })

  it('limits the audits one student has open at once', async () => {
    const { token, userId } = await studentWithTable(5)
    await grantAuditCredits(built.ctx.db, userId, 5)
    const codes: number[] = []
    for (let i = 0; i < AUDIT_LIMITS.openPerStudent + 1; i++) {
      const { WishId } = await ok('User/WishSave', { BatchId: 2, Name: `表${i}`, Items: [{ UnitId: units[i] }] }, token)
      codes.push((await call('User/CommitAuditByStudent', { WishId }, token)).code)
    }
    expect(codes).toEqual([...Array(AUDIT_LIMITS.openPerStudent).fill(0), 1])
  })
})

describe('the status machine', () => {
  it('a student withdraws before review and gets the bought audit back; not once review has started', async () => {
    const s = await studentWithTable(1)
    const first = await ok('User/CommitAuditByStudent', { WishId: s.wishId }, s.token)
    const w = await ok('User/AuditWithdraw', { AuditId: first.AuditId }, s.token)
    expect(w.Status).toBe('withdrawn')
    expect((await ok('User/AuditRights', {}, s.token)).Credits).toBe(1)
    expect((await call('User/AuditWithdraw', { AuditId: first.AuditId }, s.token)).code).toBe(1)
    // an expert cannot claim a withdrawn one
    const e = await expert()
    expect((await call('Review/Claim', { AuditId: first.AuditId }, e)).code).toBe(4)

    const second = await ok('User/CommitAuditByStudent', { WishId: s.wishId }, s.token)
    await ok('Review/Claim', { AuditId: second.AuditId }, e)
    await ok('Review/SaveDraft', { AuditId: second.AuditId, Comment: '整体不错', RowRemarks: [] }, e)
    const late = await call('User/AuditWithdraw', { AuditId: second.AuditId }, s.token)
    expect([late.code, late.message]).toEqual([1, '专家已开始审核，不能撤回'])
  })

  it('refuses every illegal expert move', async () => {
    const s = await studentWithTable(1)
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: s.wishId }, s.token)
    const e = await expert()
    const body = { AuditId, Comment: '可以', RowRemarks: [], Result: 'approved' }
    expect((await call('Review/Return', body, e)).message).toBe('请先接单')
    expect((await call('Review/SaveDraft', { AuditId, Comment: 'x', RowRemarks: [] }, e)).message).toBe('请先接单')
    expect((await call('Review/Release', { AuditId }, e)).message).toBe('请先接单')
    await ok('Review/Claim', { AuditId }, e)
    expect((await call('Review/Claim', { AuditId }, e)).message).toBe('你已经接了这份审核')
    expect((await call('Review/Return', { ...body, RowRemarks: [{ Position: 9, Remark: '不存在的行' }] }, e)).code).toBe(2)
    expect((await call('Review/Return', { ...body, Comment: ' ' }, e)).code).toBe(2)
    expect((await call('Review/Return', { ...body, Result: 'changes' }, e)).code).toBe(2)
    await ok('Review/SaveDraft', { AuditId, Comment: '草稿', RowRemarks: [{ Position: 1, Remark: '再看看' }] }, e)
    expect((await call('Review/Release', { AuditId }, e)).message).toBe('已经开始写意见的审核不能退回待分配')
    await ok('Review/Return', body, e)
    expect((await call('Review/Return', body, e)).message).toBe('这份审核已经提交结果')
    expect((await call('Review/SaveDraft', { AuditId, Comment: 'x', RowRemarks: [] }, e)).message).toBe('这份审核已经提交结果')
    const info = await ok('User/AuditInfo', { AuditId }, s.token)
    expect(info.Events.map((x: any) => `${x.Actor}:${x.From ?? ''}>${x.To}`)).toEqual([
      'student:>submitted',
      'expert:submitted>assigned',
      'expert:assigned>in_review',
      'expert:in_review>returned',
    ])
  })

  it('keeps students out of the console, and an expert out of another expert’s claim', async () => {
    const s = await studentWithTable(1)
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: s.wishId }, s.token)
    for (const [name, body] of [
      ['Review/Queue', { View: 'waiting' }],
      ['Review/Detail', { AuditId }],
      ['Review/Claim', { AuditId }],
    ] as const) {
      const r = await call(name, body, s.token)
      expect([name, r.code, r.message, r.data]).toEqual([name, 1, '审核台仅对审核专家开放', null])
    }
    const [e1, e2] = [await expert(), await expert()]
    // two experts claim at once: exactly one gets it
    const both = await Promise.all([call('Review/Claim', { AuditId }, e1), call('Review/Claim', { AuditId }, e2)])
    expect(both.map((r) => r.code).sort()).toEqual([0, 4])
    const [winner, loser] = both[0].code === 0 ? [e1, e2] : [e2, e1]
    for (const [name, body] of [
      ['Review/Detail', { AuditId }],
      ['Review/SaveDraft', { AuditId, Comment: 'x', RowRemarks: [] }],
      ['Review/Return', { AuditId, Comment: 'x', RowRemarks: [], Result: 'approved' }],
      ['Review/Release', { AuditId }],
    ] as const) {
      const r = await call(name, body, loser)
      expect([name, r.code, r.data]).toEqual([name, 4, null])
    }
    expect((await ok('Review/Queue', { View: 'mine' }, winner)).List.map((a: any) => a.AuditId)).toContain(AuditId)
    expect((await ok('Review/Queue', { View: 'waiting' }, loser)).List.map((a: any) => a.AuditId)).not.toContain(AuditId)
    await ok('Review/Release', { AuditId }, winner)
    expect((await ok('Review/Queue', { View: 'waiting' }, loser)).List.map((a: any) => a.AuditId)).toContain(AuditId)
  })
})

describe('an expert account deleted mid-claim', () => {
  it('drops the claim with the account, and the audit waits for another expert', async () => {
    const s = await studentWithTable(1)
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: s.wishId }, s.token)
    const gone = await expert()
    await ok('Review/Claim', { AuditId }, gone)
    await ok('Review/SaveDraft', { AuditId, Comment: '写了一半', RowRemarks: [] }, gone)
    const goneId = await userIdOf(gone)
    await built.ctx.db.deleteFrom('users').where('id', '=', goneId).execute()
    const next = await expert()
    expect((await ok('Review/Queue', { View: 'waiting', PageSize: 100 }, next)).List.map((a: any) => a.AuditId)).toContain(AuditId)
    const taken = await ok('Review/Claim', { AuditId }, next)
    expect([taken.Status, taken.Mine, taken.Comment]).toEqual(['assigned', true, '写了一半'])
    expect((await ok('User/AuditInfo', { AuditId }, s.token)).Status).toBe('assigned')
  })
})

describe('the result reaches the student', () => {
  it('a message and its badge count, the result marked read, the suggestions applied to a new copy once', async () => {
    const s = await studentWithTable(1)
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: s.wishId, Remark: '想稳一点' }, s.token)
    const e = await expert()
    const waiting = await ok('Review/Queue', { View: 'waiting', PageSize: 100 }, e)
    const item = waiting.List.find((a: any) => a.AuditId === AuditId)
    expect(item).toMatchObject({ TableName: '湖南冲稳保', Status: 'submitted', Mine: false, ItemCount: 5, Score: 560 })
    const detail = await ok('Review/Claim', { AuditId }, e)
    expect(detail.Student).toMatchObject({ ProvinceName: '湖南', Year: 2026, Score: 560 })
    expect(detail.Remark).toBe('想稳一点')
    await ok(
      'Review/Return',
      {
        AuditId,
        Result: 'changes',
        Comment: '第 2 个志愿把握太小，建议去掉；第 4 个放到最前。',
        RowRemarks: [
          { Position: 2, Remark: '去掉', Suggestion: { Action: 'remove' } },
          { Position: 4, Remark: '放到第一', Suggestion: { Action: 'move', ToPosition: 1 } },
          { Position: 5, Remark: '换成更稳的', Suggestion: { Action: 'replace', UnitId: units[6] } },
        ],
      },
      e,
    )
    expect(await ok('User/MessageUnread', {}, s.token)).toEqual({ Notice: 0, Message: 1 })
    const msgs = await ok('User/MessageList', {}, s.token)
    expect(msgs.List[0]).toMatchObject({ Title: '志愿审核已完成', Link: `pages/personal/audit-wish/audit-result?id=${AuditId}`, Read: false })
    expect((await ok('User/AuditListForStudent', {}, s.token)).List[0]).toMatchObject({ AuditId, Status: 'returned', Result: 'changes', Unread: true })

    const info = await ok('User/AuditInfo', { AuditId }, s.token)
    expect(info).toMatchObject({ Status: 'returned', CanApply: true, CanWithdraw: false })
    expect(info.RowRemarks).toHaveLength(3)
    expect((await ok('User/AuditListForStudent', {}, s.token)).List[0].Unread).toBe(false)
    expect(await ok('User/MessageRead', {}, s.token)).toEqual({ Notice: 0, Message: 0 })

    const applied = await ok('User/AuditApply', { AuditId }, s.token)
    expect(applied.Name).toBe('湖南冲稳保（专家修改）')
    const copy = await ok('User/WishDetail', { WishId: applied.WishId }, s.token)
    expect(copy.Items.map((i: any) => i.UnitId)).toEqual([units[3], units[0], units[2], units[6]])
    const original = await ok('User/WishDetail', { WishId: s.wishId }, s.token)
    expect(original.Items.map((i: any) => i.UnitId)).toEqual(units.slice(0, 5))
    const twice = await call('User/AuditApply', { AuditId }, s.token)
    expect([twice.code, twice.message]).toEqual([1, '已经按这次审核的建议生成过志愿表了'])
    expect((await ok('User/AuditInfo', { AuditId }, s.token)).AppliedWishId).toBe(applied.WishId)
  })

  it('marks only the caller’s own messages read', async () => {
    const a = await studentWithTable(1)
    const b = await studentWithTable(1)
    const e = await expert()
    const { AuditId } = await ok('User/CommitAuditByStudent', { WishId: a.wishId }, a.token)
    await ok('Review/Claim', { AuditId }, e)
    await ok('Review/Return', { AuditId, Result: 'approved', Comment: '很好', RowRemarks: [] }, e)
    const mine = await ok('User/MessageList', {}, a.token)
    expect(await ok('User/MessageRead', { MessageIds: [mine.List[0].MessageId] }, b.token)).toEqual({ Notice: 0, Message: 0 })
    expect(await ok('User/MessageUnread', {}, a.token)).toEqual({ Notice: 0, Message: 1 })
    expect((await call('User/AuditApply', { AuditId }, a.token)).message).toBe('这次审核没有需要修改的建议')
  })
})

describe('applying suggestions', () => {
  const items = [1, 2, 3, 4, 5].map((p) => ({ Position: p, UnitId: `u${p}`, Majors: [], Adjust: false }))
  it('removes, replaces, sets 调剂 and moves, in that order', () => {
    const out = applySuggestions(items, [
      { Position: 1, Remark: '', Suggestion: { Action: 'remove' } },
      { Position: 3, Remark: '', Suggestion: { Action: 'adjust' } },
      { Position: 5, Remark: '', Suggestion: { Action: 'move', ToPosition: 1 } },
      { Position: 2, Remark: '', Suggestion: { Action: 'replace', UnitId: 'x9' } },
    ])
    expect(out.map((r) => r.UnitId)).toEqual(['u5', 'x9', 'u3', 'u4'])
    expect(out.find((r) => r.UnitId === 'u3')!.Adjust).toBe(true)
  })
  it('puts a move past the end last', () => {
    expect(applySuggestions(items, [{ Position: 1, Remark: '', Suggestion: { Action: 'move', ToPosition: 5 } }]).map((r) => r.UnitId)).toEqual([
      'u2',
      'u3',
      'u4',
      'u5',
      'u1',
    ])
  })
})

describe('expert accounts (npm run admin -- create-expert)', () => {
  it('makes an expert who logs in with the password given once and reaches the console', async () => {
    const mobile = `147${String(process.pid % 10000).padStart(4, '0')}0001`
    const made = await createExpert(built.ctx.db, mobile, { name: '王老师' })
    expect(made.created).toBe(true)
    expect(made.password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{12}$/)
    const login = await okOf(built, 'User/UserLogin', { Mobile: mobile, Password: made.password })
    expect((await ok('Review/Queue', { View: 'waiting' }, login.Token)).Total).toBeGreaterThanOrEqual(0)
    // again: stays an expert, keeps the password unless a new one is given
    expect(await createExpert(built.ctx.db, mobile)).toEqual({ userId: made.userId, created: false, password: null })
    await expect(createExpert(built.ctx.db, '12345')).rejects.toThrow('手机号「12345」格式不正确')
    await expect(createExpert(built.ctx.db, mobile, { password: 'short' })).rejects.toThrow('密码须 8–32 位')
  })
})
