/**
 * Issue 19 items 2–4: occupations (Profession/*), industries, the subject combinations with the share of majors and
 * groups each opens (counted against a hand-counted fixture and against the seeded 吉林 rows by a separate SQL
 * count), and the education-path test's scoring. No accounts: every call here is public.
 */
import fs from 'fs'
import path from 'path'
import { sql } from 'kysely'
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { call as callOf, ok as okOf } from './helpers/inject'
import { testConfig } from '../support/server-db'
import { hollandMatch, rankByHolland } from '../../server/modules/career/holland'
import { combinations, comboStats, rankByFit, requirementCounts, totals, type ElectiveRow } from '../../server/modules/career/subjects'
import { scorePaths } from '../../server/modules/career/paths'
import { loadCatalog } from '../../server/modules/career/catalog'

let built: BuiltApp
const call = (name: string, body: unknown) => callOf(built, name, body)
const ok = (name: string, body: unknown) => okOf(built, name, body)
jest.setTimeout(600000)

beforeAll(async () => {
  built = await buildApp({
    config: testConfig(),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'lookup', 'career'].includes(m.name)),
  })
}, 600000)
afterAll(async () => {
  await built?.close()
})

describe('the data', () => {
  const cat = loadCatalog()
  it('has every occupation of the file, each with a Holland code of three distinct RIASEC letters', () => {
    const lines = fs.readFileSync(path.resolve(__dirname, '../../data/careers/occupations_2022.csv'), 'utf8').trim().split('\n')
    expect(cat.occupations.length).toBe(lines.length - 1)
    expect(cat.occupations.length).toBe(1676)
    for (const o of cat.occupations) {
      expect(o.holland).toMatch(/^[RIASEC]{3}$/)
      expect(new Set(o.holland).size).toBe(3)
      for (const c of o.majorClasses) expect(cat.majorClasses.has(c)).toBe(true)
    }
    expect(cat.industries.map((i) => i.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST')
  })
})

describe('occupations', () => {
  it('lists the tree of 8 大类, and one level under a parent', async () => {
    const tree = await ok('Profession/CategoryList', { Tree: true })
    expect(tree.List).toHaveLength(8)
    expect(tree.Source).toBe('本产品整理')
    const mids = tree.List.flatMap((b: any) => b.Children)
    expect(mids).toHaveLength(74)
    expect(mids.every((m: any) => m.Description && /^[RIASEC]{3}$/.test(m.Holland))).toBe(true)
    const under = await ok('Profession/CategoryList', { ParentCode: '2' })
    expect(under.List.map((n: any) => n.Code)).toContain('2-02')
    expect(under.List.every((n: any) => n.ParentCode === '2' && n.Level === 2)).toBe(true)
    const none = await call('Profession/CategoryList', { ParentCode: '9' })
    expect(none.code).not.toBe(0)
  })

  it('pages a category within bounds', async () => {
    const first = await ok('Profession/ProfessionList', { CategoryCode: '2-02', PageIndex: 1, PageSize: 10 })
    expect(first.Total).toBe(219)
    expect(first.List).toHaveLength(10)
    const last = await ok('Profession/ProfessionList', { CategoryCode: '2-02', PageIndex: 22, PageSize: 10 })
    expect(last.List).toHaveLength(9)
    const past = await ok('Profession/ProfessionList', { CategoryCode: '2-02', PageIndex: 100, PageSize: 10 })
    expect(past.List).toHaveLength(0)
    const big = await call('Profession/ProfessionList', { CategoryCode: '2-02', PageSize: 1000 })
    expect(big.code).not.toBe(0)
    expect(big.message).toContain('每页条数')
    const bad = await call('Profession/ProfessionList', { CategoryCode: '2-2' })
    expect(bad.code).not.toBe(0)
    expect(bad.message).toContain('职业分类代码')
  })

  it('answers one occupation with its groups, markers and our labelled Holland code, description and majors', async () => {
    const info = await ok('Profession/ProfessionInfo', { Code: '2-02-10-03' })
    expect(info.MiddleGroup).toEqual({ Code: '2-02', Name: '工程技术人员' })
    expect(info.MinorGroup.Code).toBe('2-02-10')
    expect(info.Source).toBe('本产品整理')
    expect(info.SourceNote).toContain('本产品整理')
    expect(info.DataSource).toContain('2022')
    expect(info.Holland).toBe('IRC')
    expect(info.HollandText).toBe('研究型、现实型、常规型')
    expect(info.MajorCategories.map((m: any) => m.Code)).toEqual(['0807', '0809'])
    expect(info.MajorCategories[1].Majors.some((m: any) => m.Name === '计算机科学与技术')).toBe(true)
    const digital = await ok('Profession/ProfessionInfo', { Code: '4-04-05-13' })
    expect(digital.Name).toContain('生成式人工智能')
    const missing = await call('Profession/ProfessionInfo', { Code: '9-99-99-99' })
    expect(missing.code).not.toBe(0)
    expect(missing.message).toContain('职业编码')
    const unknown = await call('Profession/ProfessionInfo', { Code: '2-99-99-99' })
    expect(unknown.code).not.toBe(0)
    expect(unknown.message).toContain('没有这个职业')
  })

  it('searches by a bounded name keyword, names starting with it first', async () => {
    const r = await ok('Profession/ProfessionSearchByName', { Keyword: '工程技术', PageSize: 100 })
    expect(r.Total).toBeGreaterThan(50)
    expect(r.List.every((o: any) => o.Name.includes('工程技术'))).toBe(true)
    const starts = await ok('Profession/ProfessionSearchByName', { Keyword: '教师' })
    expect(starts.List[0].Name.startsWith('教师') || starts.List.every((o: any) => !o.Name.startsWith('教师'))).toBe(true)
    expect((await call('Profession/ProfessionSearchByName', { Keyword: 'x'.repeat(21) })).message).toContain('关键词')
    expect((await call('Profession/ProfessionSearchByName', { Keyword: '' })).code).not.toBe(0)
  })

  it('orders an interest-code search exact > permutation > first letter', async () => {
    const r = await ok('Profession/ProfessionSearchByInterestCode', { Code: 'ric', PageSize: 100 })
    const order = { exact: 0, permutation: 1, first: 2 } as Record<string, number>
    const seen = r.List.map((o: any) => order[o.Match])
    expect(seen).toEqual([...seen].sort((a: number, b: number) => a - b))
    expect(r.List[0].Holland).toBe('RIC')
    const all: any[] = []
    for (let i = 1; all.length < r.Total; i++)
      all.push(...(await ok('Profession/ProfessionSearchByInterestCode', { Code: 'RIC', PageIndex: i, PageSize: 100 })).List)
    expect(all.some((o) => o.Match === 'permutation' && o.Holland === 'IRC')).toBe(true)
    expect(all.some((o) => o.Match === 'first' && o.Holland === 'RCE')).toBe(true)
    expect(all.every((o) => o.Holland[0] === 'R' || [...o.Holland].sort().join('') === 'CIR')).toBe(true)
    expect((await call('Profession/ProfessionSearchByInterestCode', { Code: 'RIAS' })).code).not.toBe(0)
    expect((await call('Profession/ProfessionSearchByInterestCode', { Code: 'XYZ' })).message).toContain('兴趣代码')
  })

  it('matches codes by the documented rule', () => {
    expect(hollandMatch('RIA', 'RIA')).toBe('exact')
    expect(hollandMatch('RIA', 'AIR')).toBe('permutation')
    expect(hollandMatch('RIA', 'RSE')).toBe('first')
    expect(hollandMatch('RIA', 'SRI')).toBeNull()
    expect(hollandMatch('RI', 'RIC')).toBe('prefix')
    expect(hollandMatch('RI', 'IRC')).toBe('contains')
    expect(hollandMatch('S', 'ESC')).toBe('contains')
    expect(rankByHolland('RIA', ['RSE', 'AIR', 'RIA', 'CES'], (x) => x).map((x) => x.item)).toEqual(['RIA', 'AIR', 'RSE'])
  })

  it('calls digital and green occupations its pick, says so, and recommends by code or major class', async () => {
    const hot = await ok('Profession/ProfessionHotList', { Kind: 'digital', PageSize: 100 })
    expect(hot.Total).toBe(108)
    expect(hot.Basis).toContain('不是热度排名')
    expect(hot.List.every((o: any) => o.Digital)).toBe(true)
    const green = await ok('Profession/ProfessionHotList', { Kind: 'green', PageSize: 5 })
    expect(green.Total).toBe(139)
    const both = await ok('Profession/ProfessionHotList', {})
    expect(both.Total).toBe(108 + 139 - 24)
    const rec = await ok('Profession/ProfessionRecommendList', { MajorCategory: '0809', PageSize: 100 })
    expect(rec.Total).toBeGreaterThan(5)
    expect(rec.Basis).toContain('计算机类')
    const byCode = await ok('Profession/ProfessionRecommendList', { Holland: 'SAI' })
    expect(byCode.List[0].Holland).toBe('SAI')
    expect((await call('Profession/ProfessionRecommendList', {})).code).not.toBe(0)
    expect((await call('Profession/ProfessionRecommendList', { MajorCategory: '9999' })).code).not.toBe(0)
  })
})

describe('industries', () => {
  it('lists the 20 门类 and answers one with its linked occupations and major classes, labelled', async () => {
    const list = await ok('Career/IndustryList', {})
    expect(list.Total).toBe(20)
    expect(list.Standard).toContain('GB/T 4754-2017')
    expect(list.List[8]).toMatchObject({ Code: 'I', Name: '信息传输、软件和信息技术服务业' })
    const i = await ok('Career/IndustryInfo', { Code: 'i' })
    expect(i.Source).toBe('本产品整理')
    expect(i.Occupations.map((o: any) => o.Code)).toContain('4-04')
    expect(i.MajorCategories[0]).toMatchObject({ Code: '0809', Name: '计算机类' })
    expect((await call('Career/IndustryInfo', { Code: 'Z' })).code).not.toBe(0)
  })
})

describe('subject combinations', () => {
  // a hand-counted set: 3+1+2, five majors in three groups
  const rows: ElectiveRow[] = [
    { school: 'A大学', group: '01', major: '计算机', subjectType: 2, elective: '物理+化学', n: 1 },
    { school: 'A大学', group: '01', major: '数学', subjectType: 2, elective: '不限', n: 1 },
    { school: 'A大学', group: '02', major: '临床医学', subjectType: 2, elective: '化学和生物', n: 2 },
    { school: 'B学院', group: '01', major: '法学', subjectType: 1, elective: '政治', n: 1 },
    { school: 'B学院', group: '01', major: '汉语言', subjectType: 1, elective: '不限', n: 1 },
    { school: 'B学院', group: '01', major: '看不懂', subjectType: 1, elective: '见章程', n: 1 },
  ]
  const combos = combinations('3+1+2', { first: ['物理', '历史'], second: ['化学', '生物', '政治', '地理'], secondCount: 2 })
  it('makes 12 combinations for 3+1+2 and 20 / 35 for 3+3', () => {
    expect(combos).toHaveLength(12)
    expect(combinations('3+3', { first: [], second: ['物理', '化学', '生物', '政治', '历史', '地理'], secondCount: 3 })).toHaveLength(20)
    expect(combinations('3+3', { first: [], second: ['物理', '化学', '生物', '政治', '历史', '地理', '技术'], secondCount: 3 })).toHaveLength(35)
  })
  it('counts shares as hand-counted', () => {
    expect(totals('3+1+2', rows)).toEqual({ rows: 7, knownRows: 6, majors: 5, groups: 3, schools: 2 })
    const s = Object.fromEntries(comboStats('3+1+2', combos, rows).map((c) => [c.key, c]))
    // 物化生: 计算机, 数学, 临床 (3 of 5 majors), groups A01, A02 (2 of 3)
    expect(s['物理+化学+生物']).toMatchObject({ majorCount: 3, majorShare: 60, groupCount: 2, groupShare: 66.7, rank: 1 })
    // 物化政: 计算机, 数学 → 2; 临床 needs 化学和生物
    expect(s['物理+化学+政治']).toMatchObject({ majorCount: 2, majorShare: 40, groupCount: 1 })
    // 物政地: 数学 only
    expect(s['物理+政治+地理']).toMatchObject({ majorCount: 1, majorShare: 20 })
    // 史政地: 法学, 汉语言 (the unreadable row counts nowhere)
    expect(s['历史+政治+地理']).toMatchObject({ majorCount: 2, majorShare: 40, groupCount: 1, groupShare: 33.3 })
    expect(s['历史+化学+生物']).toMatchObject({ majorCount: 1 })
    expect(requirementCounts('3+1+2', rows, ['物理', '政治', '地理'])).toEqual([
      { text: '首选物理，再选化学+生物', rows: 2 },
      { text: '首选历史，再选不限', rows: 1 },
      { text: '首选历史，再选政治', rows: 1 },
      { text: '首选物理，再选化学', rows: 1 },
    ])
  })
  it('ranks by strengths and interests only when given, and explains', () => {
    const stats = comboStats('3+1+2', combos, rows)
    expect(rankByFit(stats, {}).every((c) => c.fit === null)).toBe(true)
    const scores = [
      { Subject: '历史', Score: 95 },
      { Subject: '政治', Score: 92 },
      { Subject: '地理', Score: 90 },
      { Subject: '物理', Score: 40 },
      { Subject: '化学', Score: 45 },
      { Subject: '生物', Score: 50 },
    ]
    const r = rankByFit(stats, { scores })
    expect(r[0].key).toBe('历史+政治+地理')
    expect(r[0].reasons.join()).toContain('较强的科目：历史、政治、地理')
    const strongScience = rankByFit(stats, { scores: scores.map((s) => ({ ...s, Score: 140 - s.Score })), holland: 'RIC' })
    expect(strongScience[0].key).toBe('物理+化学+生物')
    expect(strongScience[0].reasons.join()).toContain('兴趣代码 RIC')
    // too few readable rows: the share neither weighs nor is quoted
    const noShares = rankByFit(stats, { scores }, false)
    expect(noShares[0].key).toBe('历史+政治+地理')
    expect(noShares.every((c) => c.reasons.every((r) => !r.startsWith('能报')))).toBe(true)
  })

  it('answers 吉林 (3+1+2) with 12 combinations computed from the rows a separate count finds', async () => {
    const list = await ok('Career/SelectExamList', { ProvinceId: 22 })
    expect(list.List).toHaveLength(12)
    expect(list.Basis.ExamMode).toBe('3+1+2')
    expect(list.Basis.Year).not.toBeNull()
    const counted = await sql<{ n: number }>`select count(*)::int as n from ref_plans where province_id = 22 and year = ${list.Basis.Year}
      and elective <> '' and not is_special`.execute(built.ctx.db)
    expect(list.Basis.Table).toBe('招生计划')
    expect(list.Basis.Rows).toBe(Number(counted.rows[0].n))
    expect(list.Basis.Rows).toBeGreaterThan(1000)
    expect(list.Basis.Enough).toBe(true)
    expect(list.Basis.Text).toContain(`${list.Basis.Year} 年招生计划`)
    // 吉林's plan prints each major's number after its group's (「1101004 第004组 005」): a group holds several majors
    expect(list.Basis.Groups).toBeLessThan(list.Basis.Majors / 2)
    for (const c of list.List) {
      expect(c.MajorShare).toBeGreaterThanOrEqual(0)
      expect(c.MajorShare).toBeLessThanOrEqual(100)
      expect(c.MajorCount).toBeLessThanOrEqual(list.Basis.Majors)
    }
    const share = Object.fromEntries(list.List.map((c: any) => [c.Key, c.MajorShare]))
    // 物化生 meets whatever 物化政 meets on the 物理 side (生物 ⊂ nothing it loses): never less
    expect(share['物理+化学+生物']).toBeGreaterThanOrEqual(share['物理+政治+地理'])
    expect(list.List.map((c: any) => c.Rank)).toEqual([...list.List.map((c: any) => c.Rank)].sort((a: number, b: number) => a - b))

    const ranked = await ok('Career/SelectExamList', {
      ProvinceId: 22,
      Scores: [
        { Subject: '历史', Score: 95 },
        { Subject: '政治', Score: 90 },
        { Subject: '地理', Score: 88 },
        { Subject: '物理', Score: 50 },
        { Subject: '化学', Score: 52 },
        { Subject: '生物', Score: 60 },
      ],
      Holland: 'SEA',
    })
    expect(ranked.List[0].Fit).not.toBeNull()
    expect(ranked.Method).toContain('本产品整理')
    expect((await call('Career/SelectExamList', { ProvinceId: 22, Scores: [{ Subject: '技术', Score: 90 }] })).message).toContain('不考「技术」')

    const paged = await ok('Career/SelectExamPaged', { ProvinceId: 22, Contains: '历史', PageSize: 4 })
    expect(paged.Total).toBe(6)
    expect(paged.List).toHaveLength(4)
    expect(paged.List.every((c: any) => c.Subjects.includes('历史'))).toBe(true)

    const stat = await ok('Career/SelectExamStat', { ProvinceId: 22, Subjects: ['化学', '物理', '生物'] })
    expect(stat.Combination.Key).toBe('物理+化学+生物')
    expect(stat.Combination.MajorShare).toBe(share['物理+化学+生物'])
    expect(stat.Total).toBe(12)
    expect((await call('Career/SelectExamStat', { ProvinceId: 22, Subjects: ['物理', '历史', '化学'] })).message).toContain('3+1+2')

    const total = await ok('Career/SelectExamStatTotalNumber', { ProvinceId: 22 })
    expect(total.Combinations).toBe(12)
    expect(total.Requirements.reduce((a: number, r: any) => a + r.Rows, 0)).toBe(total.Basis.KnownRows)
  })

  it('refuses a 文理 province and an unknown year with a clear message', async () => {
    const r = await call('Career/SelectExamList', { ProvinceId: 22, Year: 2001 })
    expect(r.code).not.toBe(0)
    expect(r.message).toMatch(/吉林/)
  })
})

describe('education paths', () => {
  const cat = loadCatalog()
  it('scores answers by their weights and gives the answers as reasons', () => {
    const r = scorePaths(cat.paths, cat.questions, [
      { Question: 'score', Option: 'top' },
      { Question: 'basic-science', Option: 'love' },
      { Question: 'contest', Option: 'national' },
    ])
    expect(r[0].key).toBe('strongbase')
    expect(r[0].score).toBe(9)
    expect(r[0].percent).toBe(100)
    expect(r[0].reasons).toEqual(['前 5% 左右', '非常喜欢，愿意长期深入研究', '获得过省级一等奖及以上'])
    const art = scorePaths(cat.paths, cat.questions, [
      { Question: 'talent', Option: 'art' },
      { Question: 'score', Option: 'middle' },
    ])
    expect(art.map((p) => p.key).slice(0, 2)).toEqual(['art', 'regular'])
    expect(() => scorePaths(cat.paths, cat.questions, [{ Question: 'nope', Option: 'x' }])).toThrow('没有这道题')
    expect(() =>
      scorePaths(cat.paths, cat.questions, [
        { Question: 'score', Option: 'top' },
        { Question: 'score', Option: 'lower' },
      ]),
    ).toThrow('只能回答一次')
  })
  it('serves the paths with their sources and the test', async () => {
    const l = await ok('Career/EducationPathList', {})
    expect(l.Questions.length).toBeGreaterThanOrEqual(10)
    expect(l.Paths.find((p: any) => p.Key === 'strongbase').Sources.join()).toContain('教学〔2020〕1号')
    const t = await ok('Career/EducationPathTest', { Answers: [{ Question: 'hukou', Option: 'rural-poor' }] })
    expect(t.List[0].Key).toBe('national-special')
    expect(t.List[0].Sources.length).toBeGreaterThan(0)
    expect((await call('Career/EducationPathTest', { Answers: [{ Question: 'score', Option: 'zzz' }] })).message).toContain('没有这个选项')
  })
})
