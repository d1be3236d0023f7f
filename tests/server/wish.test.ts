/**
 * Every wish call over the seeded real data (test profile: 湖南 院校专业组 and 辽宁 专业+院校 lines among
 * others), on in-memory PGlite or PostgreSQL when DATABASE_URL is set: batches and rules, 冲/稳/保 lists with
 * probabilities rising across bands, filters, forecasts, the table check, save/list/detail/delete, and a table
 * another user cannot see.
 */
import fs from 'fs'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { createUser } from '../../server/modules/account/users'
import { createSession } from '../../server/modules/account/sessions'
import { BATCH_IDS } from '../../types/api/wish'
import { provinceIndex } from '../../server/modules/wish/province-index'
import { testConfig } from '../support/server-db'
import { call as callOf, ok as okOf, type Envelope } from './helpers/inject'

let built: BuiltApp
// the first call of a province builds its index (a second or so on PGlite)
jest.setTimeout(60000)

const call = <T = any>(name: string, body: unknown, token?: string): Promise<Envelope<T>> => callOf<T>(built, name, body, token)
const ok = <T = any>(name: string, body: unknown, token?: string): Promise<T> => okOf<T>(built, name, body, token)

let seq = 0
/** a student with an exam profile, logged in */
async function student(profile: {
  province: number
  year?: number
  track?: number
  subjects?: string[]
  score?: number | null
  rank?: number | null
}): Promise<string> {
  seq++
  const mobile = `1${5 + (seq % 3)}${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e6).padStart(6, '0')}`.slice(0, 11)
  const id = await createUser(built.ctx.db, {
    mobile: mobile.slice(0, 10) + String(seq % 10),
    exam_province_id: profile.province,
    exam_year: profile.year ?? 2026,
    subject_type: profile.track ?? 2,
    select_subjects: JSON.stringify(profile.subjects ?? ['物理', '化学', '生物']),
    score: profile.score === undefined ? 560 : profile.score,
    rank: profile.rank ?? null,
  })
  return createSession(built.ctx, id, 'password', null)
}

beforeAll(async () => {
  built = await buildApp({
    // sessions kept in memory (the embedded database's default) on PostgreSQL too: one server in this test
    config: testConfig({ sessionCache: 'on' }),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
}, 600000)
afterAll(async () => {
  await built?.close()
})

const BANDS = ['冲', '稳', '保'] as const

describe.each([
  ['湖南', 43, '院校专业组', 'group'],
  ['辽宁', 21, '专业(类)+院校', 'major'],
])('%s (%s) student, 2026, 560 points, 物理 with 化学 and 生物', (_name, province, fillMode, level) => {
  let token: string
  beforeAll(async () => {
    token = await student({ province })
  })

  it('lists the province’s batches with the rule and the first 本科 batch recommendable', async () => {
    const batches = await ok<any[]>('Wish/NewExamBatchList', {}, token)
    const undergrad = batches.find((b) => b.BatchId === BATCH_IDS.UNDERGRAD)
    expect(undergrad).toMatchObject({ Name: '本科批', Recommendable: true })
    expect(undergrad.UnitCount).toBeGreaterThan(100)
    expect(undergrad.Rule.FillMode).toBe(fillMode)
    expect(undergrad.Rule.WishCount).toBe(province === 43 ? 45 : 112)
    expect(undergrad.Rule.Sources.length).toBeGreaterThan(0)
    expect(await ok('Wish/BatchList', {}, token)).toEqual(batches)
    const early = batches.find((b) => b.BatchId === BATCH_IDS.UNDERGRAD_EARLY)
    expect(early.Recommendable).toBe(false)
    expect(early.Note).toContain('不做概率推荐')
  })

  it('gives at least three rows in every band, probabilities rising 冲 < 稳 < 保, only the asked band', async () => {
    const means: number[] = []
    for (const band of BANDS) {
      const page = await ok<any>('Wish/NewExamScoreLine', { Band: band, PageSize: 20 }, token)
      expect(page.Total).toBeGreaterThanOrEqual(3)
      expect(page.List.length).toBeGreaterThanOrEqual(3)
      for (const row of page.List) {
        expect(row.Band).toBe(band)
        expect(row.Level).toBe(level)
        expect(Number.isInteger(row.Probability)).toBe(true)
        expect(row.UnitId).toMatch(/^[a-z][0-9a-z]+$/)
        expect(row.History.length).toBeGreaterThan(0)
        expect(row.Explanation.Steps.length).toBeGreaterThanOrEqual(3)
        expect(row.PredictedRank).toBeGreaterThan(0)
        expect(row.RankLow).toBeLessThanOrEqual(row.PredictedRank)
        expect(row.RankHigh).toBeGreaterThanOrEqual(row.PredictedRank)
        expect(row.IsForecast).toBe(false)
      }
      means.push(page.List.reduce((a: number, r: any) => a + r.Probability, 0) / page.List.length)
      expect(page.Counts[band]).toBe(page.Total)
      expect(page.Student).toMatchObject({
        ProvinceId: province,
        Year: 2026,
        Score: 560,
        RankBasis: 'table',
        TableYear: 2026,
        IsForecast: false,
        FillMode: fillMode,
      })
    }
    expect(means[0]).toBeLessThan(means[1])
    expect(means[1]).toBeLessThan(means[2])
  })

  it('the student’s rank is the official cumulative rank of 560 in the 2026 table', async () => {
    const lr = await ok<any>('Public/LineRank', { ProvinceId: province, Year: 2026, SubjectType: 2, Score: 560 })
    const page = await ok<any>('Wish/SchoolFirstList', { PageSize: 1 }, token)
    expect(page.Student.Rank).toBe(lr.Rank)
  })

  it('filters by region, tags and keyword, and pages', async () => {
    const home = await ok<any>('Wish/NewExamScoreLine', { Region: 'home', PageSize: 50 }, token)
    for (const r of home.List) expect(r.SchoolProvinceName).toBe(province === 43 ? '湖南' : '辽宁')
    const other = await ok<any>('Wish/NewExamScoreLine', { Region: 'other', PageSize: 50 }, token)
    for (const r of other.List) expect(r.SchoolProvinceName).not.toBe(province === 43 ? '湖南' : '辽宁')
    const p1 = await ok<any>('Wish/NewExamScoreLine', { PageSize: 10, PageIndex: 1 }, token)
    const p2 = await ok<any>('Wish/NewExamScoreLine', { PageSize: 10, PageIndex: 2 }, token)
    expect(p1.Total).toBe(p2.Total)
    expect(p1.List.map((r: any) => r.UnitId)).not.toEqual(p2.List.map((r: any) => r.UnitId))
    const found = await ok<any>('Wish/MySelfSearch', { Keyword: '大学', PageSize: 5 }, token)
    expect(found.Total).toBeGreaterThan(0)
    const none = await ok<any>('Wish/MySelfSearch', { Keyword: '不存在的学校名', PageSize: 5 }, token)
    expect(none.Total).toBe(0)
    expect((await call('Wish/MySelfSearch', {}, token)).code).toBe(2)
  })

  it('saves a three-row table from three bands in order, lists it with its 滑档 risk, opens it and deletes it', async () => {
    const pick = async (band: string) => (await ok<any>('Wish/NewExamScoreLine', { Band: band, PageSize: 1 }, token)).List[0].UnitId
    const items = [{ UnitId: await pick('冲') }, { UnitId: await pick('稳') }, { UnitId: await pick('保') }]
    const saved = await ok<any>('User/WishSave', { BatchId: BATCH_IDS.UNDERGRAD, Name: '第一稿', Items: items }, token)
    expect(saved.WishId).toBeGreaterThan(0)
    expect(saved.Check.SlipRisk).toBeGreaterThan(0)
    const list = await ok<any>('User/WishList', {}, token)
    const mine = list.List.find((t: any) => t.WishId === saved.WishId)
    expect(mine).toMatchObject({ Name: '第一稿', ItemCount: 3, BatchName: '本科批', SlipRisk: saved.Check.SlipRisk, FillMode: fillMode })
    expect(await ok('Student/WishList', {}, token)).toEqual(list)
    const detail = await ok<any>('User/WishDetail', { WishId: saved.WishId }, token)
    expect(detail.Items.map((i: any) => i.UnitId)).toEqual(items.map((i) => i.UnitId))
    expect(detail.Items.map((i: any) => i.Position)).toEqual([1, 2, 3])
    expect(detail.Items.map((i: any) => i.Band)).toEqual(['冲', '稳', '保'])
    expect(Number.isInteger(detail.SlipRisk)).toBe(true)
    // admitted somewhere + slip = 100 (± rounding)
    const sum = detail.Items.reduce((a: number, i: any) => a + i.AdmitHere, 0) + detail.SlipRisk
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(2)
    // reordered: saved as sent
    const again = await ok<any>(
      'User/WishSave',
      { WishId: saved.WishId, BatchId: BATCH_IDS.UNDERGRAD, Name: '第二稿', Items: [items[2], items[0], items[1]] },
      token,
    )
    expect(again.WishId).toBe(saved.WishId)
    const d2 = await ok<any>('User/WishDetail', { WishId: saved.WishId }, token)
    expect(d2.Name).toBe('第二稿')
    expect(d2.Items.map((i: any) => i.UnitId)).toEqual([items[2].UnitId, items[0].UnitId, items[1].UnitId])
    expect(d2.Check.Issues.some((i: any) => i.Kind === 'order')).toBe(true)
    expect(await ok('User/WishDelete', { WishId: saved.WishId }, token)).toBe(true)
    expect((await call('User/WishDetail', { WishId: saved.WishId }, token)).code).toBe(4)
  })
})

describe('tables belong to their owner', () => {
  it('another user’s table id gets a non-zero code and no data, for every call', async () => {
    const a = await student({ province: 43 })
    const b = await student({ province: 43 })
    const unit = (await ok<any>('Wish/NewExamScoreLine', { Band: '保', PageSize: 1 }, a)).List[0].UnitId
    const { WishId } = await ok<any>('User/WishSave', { BatchId: 2, Name: 'A 的表', Items: [{ UnitId: unit }] }, a)
    for (const [name, body] of [
      ['User/WishDetail', { WishId }],
      ['User/WishDelete', { WishId }],
      ['Student/WishDelete', { WishId }],
      ['User/WishSpecialtyGroupDetail', { WishId, UnitId: unit }],
      ['User/WishSpecialtyGroupSave', { WishId, UnitId: unit, Majors: [], Adjust: true }],
      ['User/WishSave', { WishId, BatchId: 2, Name: '抢', Items: [{ UnitId: unit }] }],
    ] as const) {
      const r = await call(name, body, b)
      expect(r.code).not.toBe(0)
      expect(r.data).toBeNull()
      expect(r.message).toContain('不存在')
    }
    expect((await ok<any>('User/WishList', {}, b)).Total).toBe(0)
    // still there for its owner, unchanged
    expect((await ok<any>('User/WishDetail', { WishId }, a)).Name).toBe('A 的表')
  })
  it('needs a login', async () => {
    expect((await call('User/WishList', {})).code).toBe(112)
    expect((await call('Wish/NewExamScoreLine', {})).code).toBe(112)
  })
})

describe('the table check refuses an invalid table and saves nothing', () => {
  let token: string
  let units: string[]
  beforeAll(async () => {
    token = await student({ province: 43 })
    units = (await ok<any>('Wish/NewExamScoreLine', { PageSize: 50 }, token)).List.map((r: any) => r.UnitId)
  })
  it('a duplicate, an unknown unit and too many majors are errors with the check attached', async () => {
    const r = await call<any>(
      'User/WishSave',
      {
        BatchId: 2,
        Name: '错表',
        Items: [
          { UnitId: units[0] },
          { UnitId: units[0] },
          { UnitId: 'gzzzzzzzzzzzzzz' },
          { UnitId: units[1], Majors: ['甲', '乙', '丙', '丁', '戊', '己', '庚'] },
        ],
      },
      token,
    )
    expect(r.code).toBe(2)
    expect(r.message).toContain('志愿表未保存')
    const kinds = r.data.Issues.filter((i: any) => i.Level === 'error').map((i: any) => i.Kind)
    expect(kinds).toEqual(expect.arrayContaining(['duplicate', 'unknown-unit', 'majors']))
    expect((await ok<any>('User/WishList', {}, token)).Total).toBe(0)
  })
  it('more wishes than the province allows (湖南 45) is refused', async () => {
    const many = (await ok<any>('Wish/NewExamScoreLine', { PageSize: 100, IncludeUnrated: true }, token)).List.slice(0, 46).map((r: any) => ({
      UnitId: r.UnitId,
    }))
    expect(many).toHaveLength(46)
    const r = await call<any>('Wish/WishCheck', { BatchId: 2, Name: 'x', Items: many }, token)
    expect(r.code).toBe(0)
    expect(r.data.Issues.find((i: any) => i.Kind === 'count').Message).toContain('最多可填 45 个志愿')
    expect((await call('User/WishSave', { BatchId: 2, Name: 'x', Items: many }, token)).code).toBe(2)
  })
  it('a group item keeps its majors and 服从调剂 through the group calls; majors come from the group’s list where we hold it', async () => {
    const { WishId } = await ok<any>('User/WishSave', { BatchId: 2, Name: '组', Items: [{ UnitId: units[3] }] }, token)
    const listed: string[] = (await ok<any>('User/WishSpecialtyGroupDetail', { WishId, UnitId: units[3] }, token)).Majors.map((m: any) => m.MajorName)
    const chosen = listed.length ? listed.slice(0, Math.max(1, listed.length - 1)) : ['计算机类', '软件工程']
    const d = await ok<any>('User/WishSpecialtyGroupSave', { WishId, UnitId: units[3], Majors: chosen, Adjust: false }, token)
    expect(d.Items[0]).toMatchObject({ Majors: chosen, Adjust: false })
    if (listed.length !== 1) expect(d.Check.Issues.some((i: any) => i.Kind === 'adjust')).toBe(true)
    // a made-up major: refused inside a group whose majors we know, else saved and said to be unchecked
    const made = await call<any>('User/WishSpecialtyGroupSave', { WishId, UnitId: units[3], Majors: ['不存在的专业'], Adjust: true }, token)
    if (listed.length) expect([made.code, made.message]).toEqual([2, expect.stringContaining('不存在的专业')])
    else expect(made.data.Check.Issues.some((i: any) => i.Kind === 'majors-unchecked')).toBe(true)
    const g = await ok<any>('User/WishSpecialtyGroupDetail', { WishId, UnitId: units[3] }, token)
    expect(g.MajorsPerGroup).toBe(6)
    if (listed.length) expect(g.Item.Majors).toEqual(chosen)
  })
  it('rows at another level than the province fills by are refused (湖南: 院校专业组, no major or school rows)', async () => {
    const index = await provinceIndex(built.ctx, 43, 2026, 2)
    const other = index.units.filter((iu) => iu.unit.batchId === BATCH_IDS.UNDERGRAD && iu.unit.level !== 'group' && !iu.absent).slice(0, 5)
    expect(other.length).toBeGreaterThan(0)
    const r = await call<any>('User/WishSave', { BatchId: 2, Name: '专业行', Items: other.map((iu) => ({ UnitId: iu.unit.id })) }, token)
    expect(r.code).toBe(2)
    expect(r.data.Issues.filter((i: any) => i.Kind === 'level').length).toBe(other.length)
  })
  it('bad bodies name the field', async () => {
    expect((await call<any>('User/WishSave', { BatchId: 9, Name: 'x', Items: [{ UnitId: units[0] }] }, token)).code).toBe(2)
    expect((await call<any>('User/WishSave', { BatchId: 2, Name: '', Items: [{ UnitId: units[0] }] }, token)).code).toBe(2)
    expect((await call<any>('User/WishSave', { BatchId: 2, Name: 'x', Items: [] }, token)).code).toBe(2)
    expect((await call<any>('User/WishSave', { BatchId: 2, Name: 'x', Items: [{ UnitId: 'DROP TABLE' }] }, token)).code).toBe(2)
    expect((await call<any>('Wish/NewExamScoreLine', { Band: '稳妥' }, token)).code).toBe(2)
  })
})

describe('a unit the student cannot be 投档 for is decided once, on the server (issue 15)', () => {
  let token: string
  let bad: any
  beforeAll(async () => {
    // 辽宁, 物理 with 政治 and 地理: units that require 化学 (or 生物) cannot be filed
    token = await student({ province: 21, subjects: ['物理', '政治', '地理'] })
    // units without a probability (those included) sort last: read the list from its end
    const first = await ok<any>('Wish/MySelf', { PageSize: 100, IncludeIneligible: true }, token)
    expect(first.Counts.选科不符).toBeGreaterThan(0)
    for (let page = Math.ceil(first.Total / 100); page >= 1 && !bad; page--) {
      const l = await ok<any>('Wish/MySelf', { PageSize: 100, PageIndex: page, IncludeIneligible: true }, token)
      bad = l.List.find((r: any) => r.Elective.Meets === false)
    }
  })
  it('shows no band and no percent, says why and where in the row and its explanation', async () => {
    expect(bad).toBeDefined()
    expect(bad.Band).toBeNull()
    expect(bad.Probability).toBeNull()
    expect(bad.Reason).toContain('不能填报')
    expect(bad.Reason).toContain('政治')
    expect(bad.Explanation.Summary).toContain('不能填报')
  })
  it('is in no band tab, only in 选科不符', async () => {
    for (const band of ['冲', '稳', '保', '垫']) {
      const l = await ok<any>('Wish/SchoolFirstList', { Band: band, PageSize: 100, IncludeIneligible: true }, token)
      expect(l.List.every((r: any) => r.Elective.Meets !== false)).toBe(true)
    }
  })
  it('counts as 0 % in the table: 滑档 100 % alone, never more than the other rows together', async () => {
    const alone = await ok<any>('Wish/WishCheck', { BatchId: bad.BatchId, Name: 'x', Items: [{ UnitId: bad.UnitId }] }, token)
    expect(alone.SlipRisk).toBe(100)
    expect(alone.AdmitAny).toBe(0)
    expect(alone.Items[0]).toMatchObject({ Probability: null, Band: null, AdmitHere: 0 })
    expect(alone.Issues.find((i: any) => i.Kind === 'elective').Level).toBe('error')
    expect(alone.Issues.some((i: any) => i.Kind === 'thin-history')).toBe(false)
    expect(alone.Counts.选科不符).toBe(1)
  })
})

describe('中外合作办学, 民办 and high tuition: one policy in every list (issue 15)', () => {
  let token: string
  beforeAll(async () => {
    token = await student({ province: 21 })
  })
  it('labelled on every row; left out when the filter says so; 一键生成 leaves them out unless asked', async () => {
    const priv = await ok<any>('Wish/SchoolFirstList', { PageSize: 20, IsPrivate: true }, token)
    expect(priv.List.length).toBeGreaterThan(0)
    for (const r of priv.List) expect(r.CostLabels).toContain('民办')
    expect((await ok<any>('Wish/SchoolFirstList', { PageSize: 20, IsPrivate: true, IncludeCostly: false }, token)).Total).toBe(0)
    const all = await ok<any>('Wish/SchoolFirstList', { PageSize: 100 }, token)
    const without = await ok<any>('Wish/SchoolFirstList', { PageSize: 100, IncludeCostly: false }, token)
    expect(without.List.every((r: any) => r.CostLabels.length === 0)).toBe(true)
    expect(without.Total).toBeLessThan(all.Total)
    const s = await ok<any>('Wish/NewExamScoreLineSuggestGroup', { BatchId: 2 }, token)
    expect(s.Items.length).toBeGreaterThan(0)
    expect(s.Items.every((r: any) => r.CostLabels.length === 0)).toBe(true)
  })
})

describe('simulated filling, forecasts and profiles without a score', () => {
  it('a body score overrides the profile for one call only', async () => {
    const token = await student({ province: 43 })
    const high = await ok<any>('Wish/SchoolFirstStat', { Score: 640 }, token)
    const base = await ok<any>('Wish/SchoolFirstStat', {}, token)
    expect(high.Student.Rank).toBeLessThan(base.Student.Rank)
    expect(high.Counts['垫']).toBeGreaterThan(base.Counts['垫'])
    expect(base.Student.Score).toBe(560)
  })
  it('a profile change is used by the very next list (the session kept in memory is dropped by the write)', async () => {
    const token = await student({ province: 43 })
    expect((await ok<any>('Wish/SchoolFirstStat', {}, token)).Student.Score).toBe(560)
    expect((await ok<any>('Wish/SchoolFirstStat', {}, token)).Student.Score).toBe(560)
    await ok('User/EditUserScore', { Score: 600 }, token)
    expect((await ok<any>('Wish/SchoolFirstStat', {}, token)).Student.Score).toBe(600)
    await ok('User/UpdateStudentExam', { ExamProvinceId: 21, ExamYear: 2026, SubjectType: 2 }, token)
    expect((await ok<any>('Wish/SchoolFirstStat', {}, token)).Student).toMatchObject({ ProvinceId: 21, Score: 600 })
    await ok('User/Loginout', {}, token)
    expect((await call<any>('Wish/SchoolFirstStat', {}, token)).code).toBe(112)
  })
  it('a forecast call is marked 预估 and says how the uncertainty was counted', async () => {
    const token = await student({ province: 21 })
    const page = await ok<any>('Wish/NewExamScoreLineForecast', { PageSize: 5 }, token)
    expect(page.Student.IsForecast).toBe(true)
    expect(page.Student.Note).toContain('预估分')
    for (const r of page.List) expect(r.IsForecast).toBe(true)
  })
  it('an exam year with no published table can only be forecast, with the latest table standing in', async () => {
    const token = await student({ province: 43, year: 2027 })
    const page = await ok<any>('Wish/NewExamScoreLine', { PageSize: 5 }, token)
    expect(page.Student).toMatchObject({ IsForecast: true, Year: 2027 })
    expect(page.Student.Note).toContain('用 2026 年表代替')
  })
  it('an official rank the student gave is used as is', async () => {
    const token = await student({ province: 43, rank: 30000 })
    expect((await ok<any>('Wish/SchoolFirstStat', {}, token)).Student).toMatchObject({ Rank: 30000, RankBasis: 'published' })
  })
  it('without a score the call says what to fill in', async () => {
    const token = await student({ province: 43, score: null })
    const r = await call('Wish/NewExamScoreLine', {}, token)
    expect(r.code).not.toBe(0)
    expect(r.message).toContain('分数')
  })
})

describe('the other calls', () => {
  let token: string
  beforeAll(async () => {
    token = await student({ province: 43 })
  })
  it('Public/ProvinceWishCount answers the number of wishes', async () => {
    expect(await ok('Public/ProvinceWishCount', { ProvinceId: 43 })).toBe(45)
    expect(await ok('Public/ProvinceWishCount', { ProvinceId: 21 })).toBe(112)
    expect(await ok('Public/ProvinceWishCount', { ProvinceId: 65, Year: 2025 })).toBe(9)
    expect((await call('Public/ProvinceWishCount', { ProvinceId: 99 })).code).not.toBe(0)
  })
  it('a province without rules is refused with a message, not a fault', async () => {
    for (const ProvinceId of [71, 81, 82, 16, 40]) {
      for (const name of ['Wish/TableHeadYear', 'Wish/NewExamTableHeadYear', 'Wish/BatchList']) {
        const r = await call(name, { ProvinceId, Year: 2026, SubjectType: 2 }, token)
        expect([2, 4]).toContain(r.code)
        expect(r.message).toMatch(/省份/)
      }
    }
  })
  it('table head years, provinces, years, band config', async () => {
    const head = await ok<number[]>('Wish/NewExamTableHeadYear', {}, token)
    expect(head.slice(0, 2)).toEqual([2025, 2024])
    expect(head.every((y) => y < 2026)).toBe(true)
    const provs = await ok<any[]>('Wish/WishProvince', {}, token)
    expect(provs.map((p) => p.ID)).toEqual(expect.arrayContaining([43, 21, 44, 22]))
    expect((await ok<any[]>('Wish/WishProvinceAll', {})).length).toBe(31)
    expect(await ok('Wish/WishYear', { ProvinceId: 43 })).toEqual([
      { Year: 2027, HasTable: false },
      { Year: 2026, HasTable: true },
    ])
    const cfg = await ok<any>('Wish/BandConfig', {})
    expect(cfg.Bands.map((b: any) => b.Band)).toEqual(['冲', '稳', '保', '垫'])
  })
  it('filters by several related 专业类 at once (an occupation’s majors): any of them, never more than the whole list', async () => {
    const all = await ok<any>('Wish/NewExamScoreLine', { PageSize: 1 }, token)
    const cs = await ok<any>('Wish/NewExamScoreLine', { MajorCodes: ['0809'], PageSize: 1 }, token)
    const single = await ok<any>('Wish/NewExamScoreLine', { MajorCode: '0809', PageSize: 1 }, token)
    const either = await ok<any>('Wish/NewExamScoreLine', { MajorCodes: ['0809', '0807'], PageSize: 50 }, token)
    const ee = await ok<any>('Wish/NewExamScoreLine', { MajorCodes: ['0807'], PageSize: 1 }, token)
    expect(cs.Total).toBe(single.Total)
    // 湖南 fills by 专业组: the filter sees only the groups whose majors the source printed, and says how many
    expect(cs.MajorFilter.Known).toBeLessThan(cs.MajorFilter.Of)
    expect(cs.MajorFilter.Note).toContain(`中 ${cs.MajorFilter.Known.toLocaleString('en')} 个有专业数据`)
    expect(all.MajorFilter).toBeUndefined()
    expect(either.MajorFilter.Names).toEqual([
      { Code: '0809', Name: '计算机类' },
      { Code: '0807', Name: '电子信息类' },
    ])
    expect(cs.Total).toBeGreaterThan(0)
    expect(cs.Total).toBeLessThan(all.Total)
    expect(either.Total).toBeGreaterThanOrEqual(Math.max(cs.Total, ee.Total))
    expect(either.Total).toBeLessThanOrEqual(cs.Total + ee.Total)
    // 辽宁 fills by major: every row is a major of one of the two 专业类
    const liaoning = await ok<any>('Wish/NewExamScoreLine', { MajorCodes: ['0809', '0807'], PageSize: 50 }, await student({ province: 21 }))
    expect(liaoning.List.length).toBeGreaterThan(0)
    const names = new Set(
      fs
        .readFileSync(path.join(__dirname, '../../data/majors/undergrad_catalog_2026.csv'), 'utf8')
        .split('\n')
        .filter((l) => /^080[79]/.test(l))
        .map((l) => l.split(',')[4]),
    )
    for (const r of liaoning.List) expect(names.has(String(r.MajorName).replace(/[（(][^()（）]*[)）]/g, ''))).toBe(true)
    const s = await ok<any>('Wish/NewExamScoreLineSuggestGroup', { Count: 10, MajorCodes: ['0809'] }, token)
    expect(s.Items.length).toBeGreaterThan(0)
    expect((await call('Wish/NewExamScoreLine', { MajorCodes: ['计算机'] }, token)).code).toBe(2)
    expect((await call('Wish/NewExamScoreLine', { MajorCodes: Array.from({ length: 31 }, (_, i) => String(10 + i)) }, token)).code).toBe(2)
  })

  it('专业优先, a school’s units and majors, a unit’s detail, the suggestion', async () => {
    const majors = await ok<any>('Wish/SpecialtyFirstList', { PageSize: 5, IncludeUnrated: true }, token)
    for (const r of majors.List) expect(r.Level).toBe('major')
    const first = (await ok<any>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 1 }, token)).List[0]
    const school = await ok<any>('Wish/NewExamSchoolScoreLine', { SchoolId: first.SchoolId }, token)
    expect(school.List.every((r: any) => r.SchoolId === first.SchoolId)).toBe(true)
    expect((await call('Wish/NewExamSchoolScoreLine', {}, token)).code).toBe(2)
    const detail = await ok<any>('Wish/UnitDetail', { UnitId: first.UnitId }, token)
    expect(detail).toMatchObject({ UnitId: first.UnitId, Probability: first.Probability })
    const g = await ok<any>('Wish/NewExamSchoolScoreLineSpecialty', { UnitId: first.UnitId }, token)
    expect(g.Group.UnitId).toBe(first.UnitId)
    expect(Array.isArray(g.Majors)).toBe(true)
    const s = await ok<any>('Wish/NewExamScoreLineSuggestGroup', { Count: 10 }, token)
    expect(s.Items.length).toBe(10)
    const bands = s.Items.map((r: any) => r.Band)
    expect(bands).toEqual([...bands].sort((x: string, y: string) => '冲稳保垫'.indexOf(x) - '冲稳保垫'.indexOf(y)))
    expect(s.Check.Issues.filter((i: any) => i.Level === 'error')).toEqual([])
  })
})
