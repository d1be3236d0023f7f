/**
 * Lookups over the seeded reference data (test profile: all schools, catalogues, rank tables and batch
 * lines; admission/plan rows of 广东 and 吉林). On in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { readCsvAll } from '../../server/data/csv'
import { dataPath } from '../../server/data/files'
import { lookupModule } from '../../server/modules/lookup'
import { schoolModule } from '../../server/modules/school'
import { specialtyModule } from '../../server/modules/specialty'
import { testConfig } from '../support/server-db'

let built: BuiltApp

async function call<T = any>(name: string, body: unknown): Promise<{ code: number; message: string; data: T }> {
  const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object })
  expect(res.statusCode).toBe(200)
  return res.json()
}
async function ok<T = any>(name: string, body: unknown): Promise<T> {
  const r = await call<T>(name, body)
  if (r.code !== 0) throw new Error(`${name}: ${r.code} ${r.message}`)
  return r.data
}

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule, schoolModule, specialtyModule] })
}, 300000)
afterAll(async () => {
  await built?.close()
})

// ---------------------------------------------------------------------------------------------------
// LineRank against the official cumulative rank of every row of several tables, read from the data file

type Raw = Record<string, string>
let rawRank: Raw[] = []
beforeAll(async () => {
  rawRank = await readCsvAll(dataPath('rankTables'))
})

const TABLES: Array<{ label: string; province: string; provinceId: number; year: number; subject: string; st: number; usage?: string; sid?: string }> = [
  { label: '安徽 2026 物理类 (merged top band)', province: '安徽', provinceId: 34, year: 2026, subject: '物理类', st: 2 },
  { label: '北京 2025 综合 (top band + 10-point bottom bands)', province: '北京', provinceId: 11, year: 2025, subject: '综合', st: 3 },
  { label: '广东 2026 物理类 本科用表', province: '广东', provinceId: 44, year: 2026, subject: '物理类', st: 2, usage: 'undergraduate' },
  { label: '河南 2025 历史类', province: '河南', provinceId: 41, year: 2025, subject: '历史类', st: 1 },
  { label: '吉林 2021 物理类', province: '吉林', provinceId: 22, year: 2021, subject: '物理类', st: 2 },
  { label: '湖北 2026 历史类 (top ranks not itemised)', province: '湖北', provinceId: 42, year: 2026, subject: '历史类', st: 1 },
  { label: '陕西 2026 物理类 (bottom band 0–100)', province: '陕西', provinceId: 61, year: 2026, subject: '物理类', st: 2 },
]

describe('Public/LineRank equals the official cumulative rank', () => {
  for (const t of TABLES) {
    it(`every row of ${t.label}`, async () => {
      const rows = rawRank.filter(
        (r) =>
          r.province === t.province && r.year === String(t.year) && r.subject_type === t.subject && !r.rank_category && (r.rank_usage || undefined) === t.usage,
      )
      expect(rows.length).toBeGreaterThan(100)
      let checked = 0
      for (const r of rows) {
        const low = Number(r.score_range_low || r.score)
        const high = Number(r.score_range_high || r.score)
        // every whole score of a merged band, else the printed score
        for (let s = low; s <= high; s += high - low > 60 ? 7 : 1) {
          const d = await ok('Public/LineRank', { ProvinceId: t.provinceId, Year: t.year, SubjectType: t.st, Score: s, ...(t.usage ? { Usage: t.usage } : {}) })
          expect({ s, rank: d.Rank, count: d.Count, from: d.RankFrom }).toEqual({
            s,
            rank: Number(r.rank_end_cumulative),
            count: Number(r.count_at_score),
            from: Number(r.count_at_score) === 0 ? Number(r.rank_end_cumulative) : Number(r.rank_start),
          })
          expect(d.IsBand).toBe(low !== high)
          expect(d.Source.SourceClass).toBe(r.source_class)
          checked++
        }
      }
      expect(checked).toBeGreaterThanOrEqual(rows.length)
    }, 120000)
  }

  it('marks a score below the printed floor instead of extrapolating', async () => {
    const d = await ok('Public/LineRank', { ProvinceId: 32, Year: 2025, SubjectType: 2, Score: 200 })
    expect(d).toMatchObject({ Rank: null, IsBelowFloor: true })
    expect(d.Message).toMatch('低于表中最低分')
  })

  it('gives 等位分 in the other years of the province', async () => {
    const d = await ok('Public/LineRank', { ProvinceId: 34, Year: 2026, SubjectType: 2, Score: 600 })
    const e2025 = d.Equivalents.find((e: any) => e.Year === 2025)
    expect(e2025).toBeTruthy()
    const back = await ok('Public/LineRank', { ProvinceId: 34, Year: 2025, SubjectType: 2, Score: e2025.Score })
    expect(back.Rank).toBeGreaterThanOrEqual(d.Rank)
    const prev = await ok('Public/LineRank', { ProvinceId: 34, Year: 2025, SubjectType: 2, Score: e2025.Score + 1 })
    expect(prev.Rank).toBeLessThan(d.Rank)
  })

  it('answers missing tables and bad input with Chinese messages', async () => {
    const none = await call('Public/LineRank', { ProvinceId: 54, Year: 2025, SubjectType: 1, Score: 500 })
    expect(none.code).toBe(4)
    expect(none.message).toMatch('西藏')
    const wrongTrack = await call('Public/LineRank', { ProvinceId: 11, Year: 2025, SubjectType: 2, Score: 600 })
    expect(wrongTrack.code).toBe(4)
    expect(wrongTrack.message).toMatch('已收录')
    const bad = await call('Public/LineRank', { ProvinceId: 44, Year: 2026, SubjectType: 2, Score: 1000 })
    expect(bad.code).toBe(2)
    expect(bad.message).toMatch('分数')
  })

  it('lists the table rows and the years of a province', async () => {
    const list = await ok('Public/LineRankList', { ProvinceId: 11, Year: 2025, SubjectType: 3 })
    expect(list.Table.RowCount).toBe(list.List.length)
    expect(list.List[0]).toMatchObject({ ScoreLow: 698, ScoreHigh: 750, RankFrom: 1, RankTo: 113, IsBand: true })
    for (let i = 1; i < list.List.length; i++) expect(list.List[i].RankFrom).toBe(list.List[i - 1].RankTo + 1)
    const years = await ok('Public/LineRankYears', { ProvinceId: 44 })
    expect(
      years
        .filter((t: any) => t.IsDefault)
        .map((t: any) => `${t.Year}-${t.SubjectType}`)
        .sort(),
    ).toEqual(['2024-1', '2024-2', '2025-1', '2025-2', '2026-1', '2026-2'])
    expect(years.some((t: any) => t.Usage === 'art')).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------------

describe('Public/LineBatchList', () => {
  it('lists the ordinary 本科 / 专科 / 特殊类型 lines and keeps art, sports and other paths apart', async () => {
    const d = await ok('Public/LineBatchList', { ProvinceId: 44, Year: 2026 })
    const names = new Set(d.List.map((l: any) => l.RouteName))
    expect(names).toEqual(new Set(['普通类本科', '普通类专科', '特殊类型招生控制线']))
    expect(d.List.find((l: any) => l.RouteName === '普通类本科' && l.SubjectType === 2).MinScore).toBe(425)
    const all = await ok('Public/LineBatchList', { ProvinceId: 44, Year: 2026, IncludeSpecial: true })
    expect(all.List.length).toBeGreaterThan(d.List.length)
    expect(all.List.some((l: any) => l.IsSpecial && l.RouteName === '艺术类')).toBe(true)
    expect(d.Years).toContain(2026)
  })
})

describe('School/SchoolList filters and paging', () => {
  it('filters by province, level, nature and tags', async () => {
    const gd = await ok('School/SchoolList', { ProvinceId: 44, PageIndex: 1, PageSize: 100 })
    expect(gd.Total).toBeGreaterThan(100)
    expect(gd.List.every((s: any) => s.ProvinceId === 44)).toBe(true)
    const c985 = await ok('School/SchoolList', { Is985: true, PageIndex: 1, PageSize: 100 })
    expect(c985.Total).toBe(38)
    expect(c985.List.every((s: any) => s.Is985 === true)).toBe(true)
    const not985 = await ok('School/SchoolList', { Is985: false, PageIndex: 1, PageSize: 100 })
    expect(not985.Total).toBe(2868 - 38)
    const priv = await ok('School/SchoolList', { ProvinceId: 44, Level: '本科', IsPrivate: true, PageIndex: 1, PageSize: 100 })
    // (each filter must find rows: `every` holds for an empty list)
    expect(priv.List.length).toBeGreaterThan(0)
    expect(priv.List.every((s: any) => s.IsPrivate && s.Level === '本科' && s.ProvinceId === 44)).toBe(true)
    const city = await ok('School/SchoolList', { City: '广州', PageIndex: 1, PageSize: 5 })
    expect(city.List).toHaveLength(5)
    expect(city.List.every((s: any) => s.City.includes('广州'))).toBe(true)
    const type = await ok('School/SchoolList', { SchoolType: '师范', PageIndex: 1, PageSize: 50 })
    expect(type.List.length).toBeGreaterThan(0)
    expect(type.List.every((s: any) => s.SchoolType === '师范')).toBe(true)
    expect(gd.TagNote).toMatch('未标注')
  })

  it('never claims 「否」 for a school outside the curated tag list', async () => {
    const r = await ok('School/SchoolListBySchoolName', { SchoolName: '广东技术师范大学' })
    expect(r[0]).toMatchObject({ TagsKnown: false, Is985: null, Is211: null, IsDoubleFirstClass: null })
  })

  it('pages without overlap and the pages add up to the total', async () => {
    const all: number[] = []
    let total = 0
    for (let p = 1; p <= 10; p++) {
      const d = await ok('School/SchoolList', { ProvinceId: 11, PageIndex: p, PageSize: 20 })
      total = d.Total
      if (!d.List.length) break
      all.push(...d.List.map((s: any) => s.SchoolId))
    }
    expect(all.length).toBe(total)
    expect(new Set(all).size).toBe(total)
  })

  it('finds schools by name, abbreviation and code', async () => {
    expect((await ok('School/SchoolList', { Keyword: '中山大学', PageIndex: 1, PageSize: 3 })).List[0].SchoolName).toBe('中山大学')
    expect((await ok('School/SchoolListBySchoolName', { SchoolName: '10558' }))[0].SchoolName).toBe('中山大学')
  })

  it('rejects bad paging with a field-naming message', async () => {
    const r = await call('School/SchoolList', { PageIndex: 0, PageSize: 10 })
    expect(r.code).toBe(2)
    expect(r.message).toMatch('页码')
  })
})

describe('admission data', () => {
  it('keeps special-path rows out of ordinary results unless asked', async () => {
    const q = { ProvinceId: 44, Year: 2025, Level: 'major', PageIndex: 1, PageSize: 100 }
    const ordinary = await ok('Lookup/AdmissionLineList', q)
    const withSpecial = await ok('Lookup/AdmissionLineList', { ...q, IncludeSpecial: true })
    expect(withSpecial.Total).toBeGreaterThan(ordinary.Total)
    expect(ordinary.List.some((r: any) => r.IsSpecial)).toBe(false)
    const db = built.ctx.db
    const special = await db
      .selectFrom('ref_admissions')
      .select(['school_id', 'province_id'])
      .where('is_special', '=', true)
      .where('province_id', '=', 44)
      .where('school_id', 'is not', null)
      .limit(50)
      .execute()
    expect(special.length).toBeGreaterThan(0)
    for (const s of special.slice(0, 10)) {
      const lines = await ok('School/SchoolSpecialtyScoreLine', { SchoolId: s.school_id, ProvinceId: 44, PageIndex: 1, PageSize: 100 })
      expect(lines.List.some((r: any) => r.IsSpecial)).toBe(false)
      const enroll = await ok('School/SchoolEnrollment', { SchoolId: s.school_id, ProvinceId: 44 })
      expect(enroll.List.some((r: any) => r.IsSpecial)).toBe(false)
    }
  })

  it('serves official 专业组 lines with published ranks and marks derived ranks', async () => {
    const d = await ok('Lookup/AdmissionLineList', {
      ProvinceId: 44,
      Year: 2025,
      Level: 'group',
      SubjectType: 2,
      OfficialOnly: true,
      PageIndex: 1,
      PageSize: 20,
    })
    expect(d.Total).toBeGreaterThan(1000)
    expect(d.List[0].Source.SourceClass).toBe('official-provincial')
    expect(d.List[0].MinRank).toBeGreaterThan(0)
    const derived = await built.ctx.db
      .selectFrom('ref_admissions')
      .select(['id'])
      .where('is_derived', '=', true)
      .where('province_id', '=', 44)
      .limit(1)
      .executeTakeFirst()
    if (derived) {
      const row = await built.ctx.db.selectFrom('ref_admissions').selectAll().where('id', '=', derived.id).executeTakeFirstOrThrow()
      const page = await ok('Lookup/AdmissionLineList', {
        ProvinceId: 44,
        Year: row.year,
        Level: row.level,
        SchoolId: row.school_id ?? undefined,
        IncludeSpecial: true,
        PageIndex: 1,
        PageSize: 100,
      })
      const out = page.List.find((r: any) => r.Id === derived.id)
      if (out) {
        expect(out.IsDerived).toBe(true)
        expect(out.RankSource.SourceClass).toBe('score-derived')
      }
    }
  })

  it('ranks schools by selectivity and says how', async () => {
    const d = await ok('School/SchoolRank', { ProvinceId: 44, Year: 2025, SubjectType: 2, PageIndex: 1, PageSize: 20 })
    expect(d.Total).toBeGreaterThan(100)
    expect(d.Method).toMatch('中位数')
    expect(d.SampleSize).toBeGreaterThan(100)
    for (let i = 1; i < d.List.length; i++) expect(d.List[i].MedianMinRank).toBeGreaterThanOrEqual(d.List[i - 1].MedianMinRank)
    expect(d.List[0].School.Is985).toBe(true)
    const only985 = await ok('School/SchoolRank', { ProvinceId: 44, Year: 2025, SubjectType: 2, Tag: '985', PageIndex: 1, PageSize: 50 })
    expect(only985.List.length).toBeGreaterThan(0)
    expect(only985.List.every((r: any) => r.School.Is985 === true)).toBe(true)
    const none = await ok('School/SchoolRank', { ProvinceId: 54, SubjectType: 2, PageIndex: 1, PageSize: 20 })
    expect(none.List).toEqual([])
    expect(none.Method).toMatch('暂无')
  })

  it('compares 2–4 schools and rejects other counts', async () => {
    const d = await ok('School/CompareCollege', { SchoolIds: [10558, 10561, 10559], ProvinceId: 44, SubjectType: 2 })
    expect(d.Schools).toHaveLength(3)
    expect(d.Schools[0].LatestLine.Source.SourceClass).toBeTruthy()
    const one = await call('School/CompareCollege', { SchoolIds: [10558] })
    expect(one.code).toBe(2)
    expect(one.message).toMatch('对比院校')
    const missing = await call('School/CompareCollege', { SchoolIds: [10558, 99999] })
    expect(missing.code).toBe(4)
  })

  it('serves plans of a covered province and says when a province is not covered', async () => {
    const d = await ok('Public/EnrollmentPlan', { ProvinceId: 22, Year: 2026, SubjectType: 2, PageIndex: 1, PageSize: 10 })
    expect(d.Total).toBeGreaterThan(1000)
    expect(d.Years).toContain(2026)
    expect(d.List[0].Source.SourceClass).toBe('official-provincial')
    const kw = await ok('Public/EnrollmentPlan', { ProvinceId: 22, Year: 2026, Keyword: '吉林大学', PageIndex: 1, PageSize: 10 })
    expect(kw.List.length).toBeGreaterThan(0)
    expect(kw.List.every((r: any) => r.SchoolName.includes('吉林大学') || r.MajorName.includes('吉林大学') || r.MajorGroup.includes('吉林大学'))).toBe(true)
    const none = await ok('Public/EnrollmentPlan', { ProvinceId: 44, Year: 2026, PageIndex: 1, PageSize: 10 })
    expect(none.Note).toMatch('吉林')
  })

  it('explains charters it does not hold', async () => {
    const list = await ok('School/SchoolConstitutionList', { SchoolId: 10558 })
    expect(list[0]).toMatchObject({ HasText: false })
    const info = await ok('School/SchoolConstitutionInfo', { Id: list[0].Id })
    expect(info.Message).toMatch('暂未收录')
    expect(info.Links.some((l: any) => l.Url.includes('chsi.com.cn'))).toBe(true)
    expect((await call('School/SchoolConstitutionInfo', { Id: 'x' })).code).toBe(2)
    expect((await call('School/SchoolInfo', { SchoolId: 99999 })).code).toBe(4)
  })
})

describe('majors', () => {
  it('builds the 2026 门类 → 专业类 → 专业 tree', async () => {
    const d = await ok('Specialty/SpecialtyCategoryList', {})
    expect(d.MajorCount).toBe(875)
    expect(d.List.length).toBeGreaterThanOrEqual(13)
    const eng = d.List.find((x: any) => x.Name === '工学')
    expect(eng.Children.find((c: any) => c.Name === '计算机类').Children.some((m: any) => m.Name === '计算机科学与技术')).toBe(true)
    const old = await ok('Specialty/SpecialtyCategoryList', { CatalogYear: 2025 })
    expect(old.MajorCount).toBeGreaterThan(830)
  })

  it('searches, lists and details majors', async () => {
    const s = await ok('Specialty/SpecialtySearch', { Keyword: '软件', PageIndex: 1, PageSize: 10 })
    expect(s.List[0].MajorName).toBe('软件工程')
    const l = await ok('Specialty/SpecialtyList', { ClassCode: '0809', PageIndex: 1, PageSize: 50 })
    expect(l.List.length).toBeGreaterThan(0)
    expect(l.List.every((m: any) => m.ClassCode === '0809')).toBe(true)
    const info = await ok('Specialty/SpecialtyInfo', { MajorCode: '080902' })
    expect(info.Major.MajorName).toBe('软件工程')
    expect(info.SchoolCount).toBeGreaterThan(0)
    expect((await call('Specialty/SpecialtyInfo', { MajorCode: '999999' })).code).toBe(4)
    const hot = await ok('Specialty/SpecialtyHotList', { Limit: 5 })
    expect(hot.List).toHaveLength(5)
    expect(hot.Method).toMatch('院校数')
    const schools = await ok('Specialty/SpecialtySchoolList', { MajorCode: '080901', ProvinceId: 44, PageIndex: 1, PageSize: 10 })
    expect(schools.Total).toBeGreaterThan(10)
    const rank = await ok('Specialty/SpecialtyRankList', { MajorCode: '080901', ProvinceId: 44, SubjectType: 2, PageIndex: 1, PageSize: 10 })
    expect(rank.Method).toMatch('中位数')
  })
})

describe('赋分', () => {
  it('converts a raw score with the grade range', async () => {
    const d = await ok('Lookup/ScaledScore', { ProvinceId: 34, RawScore: 80, GradeRawLow: 75, GradeRawHigh: 90, Grade: 'A' })
    expect(d).toMatchObject({ Grade: 'A', ScaledScore: 91, ScaledHigh: 100, ScaledLow: 86 })
    const sh = await ok('Lookup/ScaledScore', { ProvinceId: 31, Grade: 'B+' })
    expect(sh.ScaledScore).toBe(61)
    const bad = await call('Lookup/ScaledScore', { ProvinceId: 34, RawScore: 95, GradeRawLow: 75, GradeRawHigh: 90, Grade: 'A' })
    expect(bad.code).toBe(2)
    expect((await call('Lookup/ScaledScore', { ProvinceId: 37, Grade: 'A' })).code).toBe(4)
  })
})

// ---------------------------------------------------------------------------------------------------
// Provenance: every object that shows a data number carries a Source (itself or an enclosing object)

const NUMBER_KEYS = [
  'MinScore',
  'AvgScore',
  'MaxScore',
  'MinRank',
  'PlanCount',
  'Rank',
  'Count',
  'MedianMinRank',
  'SchoolCount',
  'ScaledScore',
  'TopScore',
  'CultureScore',
  'ProfessionalScore',
  'RankTo',
]

function checkProvenance(node: unknown, path: string, inherited: boolean, problems: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((n, i) => checkProvenance(n, `${path}[${i}]`, inherited, problems))
    return
  }
  if (!node || typeof node !== 'object') return
  const o = node as Record<string, unknown>
  const own = Object.entries(o).some(([k, v]) => /Source$/.test(k) && v && typeof v === 'object' && 'SourceClass' in v)
  const has = inherited || own
  for (const k of NUMBER_KEYS) if (typeof o[k] === 'number' && !has) problems.push(`${path}.${k}`)
  for (const [k, v] of Object.entries(o)) if (v && typeof v === 'object') checkProvenance(v, `${path}.${k}`, has, problems)
}

describe('provenance', () => {
  it('is present on every number of every lookup answer', async () => {
    const calls: Array<[string, unknown]> = [
      ['Public/LineRank', { ProvinceId: 44, Year: 2026, SubjectType: 2, Score: 600 }],
      ['Public/LineRankList', { ProvinceId: 44, Year: 2026, SubjectType: 1 }],
      ['Public/LineRankYears', { ProvinceId: 11 }],
      ['Public/LineBatchList', { ProvinceId: 44 }],
      ['Public/EnrollmentPlan', { ProvinceId: 22, PageIndex: 1, PageSize: 20 }],
      ['School/SchoolList', { PageIndex: 1, PageSize: 20 }],
      ['School/SchoolInfo', { SchoolId: 10558 }],
      ['School/SchoolRank', { ProvinceId: 44, SubjectType: 1, PageIndex: 1, PageSize: 20 }],
      ['School/CompareCollege', { SchoolIds: [10558, 10561], ProvinceId: 44, SubjectType: 2 }],
      ['School/SchoolSpecialty', { SchoolId: 10558 }],
      ['School/SchoolSpecialtyScoreLine', { SchoolId: 10558, ProvinceId: 44, PageIndex: 1, PageSize: 50 }],
      ['School/SchoolEnrollment', { SchoolId: 10558, ProvinceId: 44 }],
      ['School/SchoolEnrollmentPlan', { SchoolId: 10183, PageIndex: 1, PageSize: 20 }],
      ['School/SchoolSelectExam', { SchoolId: 10183 }],
      ['School/BaseCondition', {}],
      ['Specialty/SpecialtyInfo', { MajorCode: '080901' }],
      ['Specialty/SpecialtyHotList', { Limit: 10, ProvinceId: 22 }],
      ['Specialty/SpecialtyRankList', { MajorCode: '080901', ProvinceId: 44, SubjectType: 2, PageIndex: 1, PageSize: 10 }],
      ['Specialty/SpecialtySchoolList', { MajorCode: '080901', PageIndex: 1, PageSize: 10 }],
      ['Lookup/AdmissionLineList', { ProvinceId: 44, Level: 'group', PageIndex: 1, PageSize: 50 }],
      ['Lookup/EquivalentScore', { ProvinceId: 34, Year: 2026, SubjectType: 1, Score: 550 }],
      ['Lookup/ScaledScore', { ProvinceId: 34, RawScore: 80, GradeRawLow: 75, GradeRawHigh: 90, Grade: 'A' }],
    ]
    const problems: string[] = []
    for (const [name, body] of calls) {
      const data = await ok(name, body)
      checkProvenance(data, name, false, problems)
    }
    expect(problems).toEqual([])
  })
})
