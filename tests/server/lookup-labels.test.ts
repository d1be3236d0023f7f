/**
 * The lookups as a new user reads them (issue 10, the defects found at 390 × 844), on the real seeded data of
 * the test profile (河南 among its provinces): a school's own lines apart from its campuses and joint
 * institutes, the province's batch names and tracks, group names instead of collectors' keys, scores at the
 * precision their source prints, plans without 0-place rows, one entry per major, and a ranking made from the
 * year that covers the province's schools.
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { branchOf, trackOf } from '../../server/data/classify'
import { placeNames } from '../../server/data/province-facts'
import { lookupModule } from '../../server/modules/lookup'
import { batchName, groupName, printedScore } from '../../server/modules/lookup/labels'
import { chooseRankingBasis } from '../../server/modules/lookup/ranking-basis'
import { schoolModule } from '../../server/modules/school'
import type { ApiBody, ApiData, ApiName } from '../../types/endpoints'
import { testConfig } from '../support/server-db'

let built: BuiltApp

async function ok<N extends ApiName>(name: N, body: ApiBody<N>): Promise<ApiData<N>> {
  const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, payload: body })
  const env = res.json<{ code: number; message: string; data: ApiData<N> }>()
  if (env.code !== 0) throw new Error(`${name}: ${env.code} ${env.message}`)
  return env.data
}

const ZZU = 10459 // 郑州大学
const NJUST = 10288 // 南京理工大学
const SYSU = 10558 // 中山大学
const HENAN = 41
const GUANGDONG = 44

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule, schoolModule] })
}, 300000)
afterAll(async () => {
  await built?.close()
})

describe('a school apart from its campuses, joint institutes and separately listed units', () => {
  it("郑州大学's 河南 lines: the other units are labelled, and the trend is the school's own first-batch line", async () => {
    const d = await ok('School/SchoolEnrollment', { SchoolId: ZZU, ProvinceId: HENAN, SubjectType: 2 })
    const y2024 = d.List.filter((l) => l.Year === 2024)
    const byName = (n: string) => y2024.find((l) => l.SchoolName === n)!
    expect(byName('郑州大学')).toMatchObject({ Branch: '', BranchKind: '', MinScore: 601 })
    expect(byName('郑州大学惠灵顿学院')).toMatchObject({ Branch: '惠灵顿学院', BranchKind: 'institute', MinScore: 511 })
    expect(byName('郑州大学（中外合作办学）')).toMatchObject({ BranchKind: 'joint', Branch: '中外合作办学' })
    expect(byName('郑州大学（医护类）')).toMatchObject({ BranchKind: 'unit', Branch: '医护类' })
    // every row that is not the school itself says what it is
    for (const l of d.List) expect(l.Branch === '').toBe(l.SchoolName.replace(/\s/g, '') === '郑州大学')
    const trend = Object.fromEntries(d.Trend.map((t) => [t.Year, t.MinScore]))
    expect(trend[2024]).toBe(601)
    // 2021: 本科一批 603, not the few programmes admitted in 本科二批 (477)
    expect(trend[2021]).toBe(603)
    expect(d.Trend.every((t) => t.MinScore !== 511)).toBe(true)
    expect(d.Trend.find((t) => t.Year === 2021)?.BatchName).toBe('本科一批')
  })

  it('compares the school by its own line', async () => {
    const d = await ok('School/CompareCollege', { SchoolIds: [ZZU, NJUST], ProvinceId: HENAN, SubjectType: 2 })
    const zzu = d.Schools.find((s) => s.School.SchoolId === ZZU)!
    expect(zzu.LatestLine?.Branch).toBe('')
    expect(zzu.LatestLine?.MinScore).not.toBe(511)
  })

  it('names campuses, joint institutes and units from the printed name; plain notes are the school itself', async () => {
    const places = await placeNames()
    const ncepu = { name: '华北电力大学', city: '北京市' }
    expect(branchOf('华北电力大学(保定)', ncepu, places)).toEqual({ label: '保定校区', kind: 'campus', special: '' })
    expect(branchOf('华北电力大学(北京)', ncepu, places)).toEqual({ label: '', kind: '', special: '' })
    expect(branchOf('山东大学威海分校', { name: '山东大学', city: '济南市' }, places)).toMatchObject({ label: '威海分校', kind: 'campus' })
    expect(branchOf('哈尔滨工业大学(深圳)', { name: '哈尔滨工业大学', city: '哈尔滨市' }, places)).toMatchObject({ label: '深圳校区', kind: 'campus' })
    expect(branchOf('郑州大学（中外合作办学）较高收费）', { name: '郑州大学', city: '郑州市' }, places)).toMatchObject({
      label: '中外合作办学·较高收费',
      kind: 'joint',
    })
    expect(branchOf('台州学院(公办)', { name: '台州学院', city: '台州市' }, places).label).toBe('')
    expect(branchOf('江西财经大学(南昌市)(公办)', { name: '江西财经大学', city: '南昌市' }, places).label).toBe('')
    // a special path in the name makes the row special, it is not a part of the school
    expect(branchOf('燕山大学(地方专项计划)', { name: '燕山大学', city: '秦皇岛市' }, places)).toEqual({ label: '', kind: '', special: '地方专项' })
  })
})

describe("the province's own batch names, tracks and group names", () => {
  it("南京理工大学 in 广东: no 综合 track (3+1+2), 2026 plan rows in 本科批, no collector's keys", async () => {
    const dirs = await ok('School/SchoolEnrollmentDirection', { SchoolId: NJUST })
    const gd = dirs.find((d) => d.ProvinceId === GUANGDONG)!
    expect(gd.SubjectTypes).toEqual([1, 2])
    // 广东's data of this school is all after its 2021 reform: 物理类 / 历史类, not 理科 or 综合
    expect(gd.Tracks).toEqual([
      { SubjectType: 2, Name: '物理类' },
      { SubjectType: 1, Name: '历史类' },
    ])
    // 河南's spans its 2025 reform
    expect(dirs.find((d) => d.ProvinceId === HENAN)?.Tracks.map((t) => t.Name)).toEqual(['物理类/理科', '历史类/文科'])
    const plans = await ok('School/SchoolEnrollmentPlan', { SchoolId: NJUST, ProvinceId: GUANGDONG, Year: 2026, PageIndex: 1, PageSize: 50 })
    expect(plans.List.length).toBeGreaterThan(10)
    expect(plans.List.every((p) => p.Batch === '本科一批' && p.BatchName === '本科批')).toBe(true)
    expect(plans.List.every((p) => p.MajorGroup.includes('|') && p.GroupName === '')).toBe(true)
    expect(plans.List.every((p) => p.SubjectType === 1 || p.SubjectType === 2)).toBe(true)
  })

  it("郑州大学's 专业录取线 in 河南 show no internal group key", async () => {
    const d = await ok('School/SchoolSpecialtyScoreLine', { SchoolId: ZZU, ProvinceId: HENAN, Year: 2025, SubjectType: 2, PageIndex: 1, PageSize: 100 })
    expect(d.List.some((l) => l.MajorGroup.startsWith('郑州大学-河南-'))).toBe(true)
    for (const l of d.List) expect(l.GroupName).not.toMatch(/郑州大学|-|\|/)
  })

  it('河南 2025 (its first 3+1+2 year) has one ordinary 本科 batch, 普通本科批, however rows print it', async () => {
    const d = await ok('Lookup/AdmissionLineList', { ProvinceId: HENAN, Year: 2025, Level: 'group', Keyword: '重庆邮电大学', PageIndex: 1, PageSize: 100 })
    expect(d.Batches).toContain('普通本科批')
    expect(d.Batches.filter((b) => /一批|第一批|二批/.test(b))).toEqual([])
    const printed = new Set(d.List.map((l) => l.Batch))
    expect([...printed].some((b) => /第一批|一批/.test(b))).toBe(true)
    for (const l of d.List) if (/^(本科第一批|本科一批|本科批|普通本科批)$/.test(l.Batch)) expect(l.BatchName).toBe('普通本科批')
    // the chip's name selects every row it gathers
    const chosen = await ok('Lookup/AdmissionLineList', {
      ProvinceId: HENAN,
      Year: 2025,
      Level: 'group',
      Batch: '普通本科批',
      Keyword: '重庆邮电大学',
      PageIndex: 1,
      PageSize: 100,
    })
    expect(new Set(chosen.List.map((l) => l.Batch)).size).toBeGreaterThan(1)
  })

  it('names batches and groups the way the province does (pure rules)', () => {
    const henan = { newExamSince: 2025, batches: ['普通本科提前批', '普通本科批', '普通高职(专科)提前批', '普通高职(专科)批(48组)'] }
    expect(batchName('本科第一批', 2025, false, henan)).toBe('普通本科批')
    expect(batchName('本科一批', 2024, false, henan)).toBe('本科一批')
    expect(batchName('第一批本科', 2023, false, henan)).toBe('本科一批')
    expect(batchName('高职高专批', 2025, true, henan)).toBe('普通高职(专科)批')
    expect(batchName('国家专项', 2025, false, henan)).toBe('国家专项')
    expect(groupName('南京理工大学广东|本科一批|物理+化学', '南京理工大学')).toBe('')
    expect(groupName('本科一批院校平行投档分数线 / 河南院校代码 6000', '郑州大学')).toBe('')
    expect(groupName('3120001 第001组 001', '上海纽约大学')).toBe('第1组')
    expect(groupName('03专业组(不限)', '某大学')).toBe('03专业组(不限)')
    expect(groupName('216', '某大学')).toBe('第216组')
    expect(trackOf('综合', '3+1+2')).toBeNull()
    expect(trackOf('综合', '3+3')).toBe(3)
    expect(trackOf('物理类', '3+1+2')).toBe(2)
  })
})

describe('numbers as their source prints them', () => {
  it("a third party's computed score (626.2341181) is rounded to whole points and marked", async () => {
    expect(printedScore(626.2341181)).toEqual({ value: 626, rounded: true })
    expect(printedScore(555.75)).toEqual({ value: 555.75, rounded: false })
    const d = await ok('Lookup/AdmissionLineList', {
      ProvinceId: HENAN,
      Year: 2025,
      Level: 'group',
      Keyword: '重庆邮电大学',
      IncludeSpecial: true,
      PageIndex: 1,
      PageSize: 50,
    })
    const soft = d.List.find((l) => l.MajorName === '软件工程' && l.Batch === '普通本科批')!
    expect(soft).toMatchObject({ MinScore: 626, ScoreRounded: true })
    for (const l of d.List) for (const v of [l.MinScore, l.AvgScore, l.MaxScore]) if (v !== null) expect(Math.round(v * 100) / 100).toBe(v)
  })
})

describe('plans and majors', () => {
  it('lists no plan of 0 places, and says so', async () => {
    // 吉林 2025's official plan prints 0 for some 提前批 majors in a track (北京大学 体育教育, 上海纽约大学 …)
    const d = await ok('Public/EnrollmentPlan', { ProvinceId: 22, Year: 2025, Keyword: '北京大学', IncludeSpecial: true, PageIndex: 1, PageSize: 100 })
    expect(d.Total).toBeGreaterThan(0)
    expect(d.List.find((p) => p.MajorName === '体育教育' && p.SchoolName === '北京大学' && p.SubjectType === 1)).toBeUndefined()
    expect(d.List.filter((p) => p.PlanCount === 0)).toEqual([])
    expect(d.Note).toContain('计划数为 0')
  })

  it("offers the batches of what it lists: 广东 2026's plans in 本科批, 高校专项 only with the special paths", async () => {
    const plain = await ok('Public/EnrollmentPlan', { ProvinceId: GUANGDONG, Year: 2026, PageIndex: 1, PageSize: 10 })
    expect(plain.Batches).toContain('本科批')
    expect(plain.Batches.filter((b) => /本科一批|专项/.test(b))).toEqual([])
    const all = await ok('Public/EnrollmentPlan', { ProvinceId: GUANGDONG, Year: 2026, IncludeSpecial: true, PageIndex: 1, PageSize: 10 })
    expect(all.Batches).toContain('高校专项')
  })

  it('lists a major once whatever brackets a source prints, with no invented plan of 0', async () => {
    const d = await ok('School/SchoolSpecialty', { SchoolId: SYSU })
    const key = (n: string) => n.replace(/\s/g, '').replace(/（/g, '(').replace(/）/g, ')')
    const keys = d.List.map((m) => key(m.MajorName))
    expect(keys.length).toBe(new Set(keys).size)
    expect(keys).toContain('哲学(珠海)')
    expect(d.List.filter((m) => m.PlanCount === 0)).toEqual([])
  })
})

describe('the ranking of a province', () => {
  it('河南 物理类: made from the year that covers its schools, and says why not the newest', async () => {
    const d = await ok('School/SchoolRank', { ProvinceId: HENAN, SubjectType: 2, PageIndex: 1, PageSize: 20 })
    expect(d.Total).toBeGreaterThan(300)
    expect(d.Basis.Year).toBe(2024)
    expect(d.Method).toMatch(/2025 年我们只有 \d+ 所院校/)
    expect(d.YearCoverage.find((c) => c.Year === 2024)!.Schools).toBeGreaterThan(300)
    const names = d.List.map((r) => r.School.SchoolName)
    expect(names.slice(0, 5)).toEqual(expect.arrayContaining(['清华大学']))
    // an asked year is ranked as asked
    const y2025 = await ok('School/SchoolRank', { ProvinceId: HENAN, SubjectType: 2, Year: 2025, PageIndex: 1, PageSize: 20 })
    expect(y2025.Basis.Year).toBe(2025)
  })

  it('chooses the newest year covering at least half of the best-covered year (pure)', () => {
    const c = chooseRankingBasis([
      { year: 2025, level: 'group', schools: 4 },
      { year: 2025, level: 'major', schools: 80 },
      { year: 2024, level: 'institution', schools: 1700 },
      { year: 2023, level: 'institution', schools: 60 },
    ])
    expect(c).toMatchObject({ year: 2024, level: 'institution', years: [2025, 2024, 2023] })
    expect(c.newerSkipped).toEqual([{ year: 2025, level: 'major', schools: 80 }])
  })
})
