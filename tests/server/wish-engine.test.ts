/**
 * The wish engine as pure functions (server/engine/wish): unit identity across years, rank placement,
 * the model's probability, bands, province rules per (province, year), 选科, and whole-table outcomes on
 * hand-computed cases. No database.
 */
import fs from 'fs'
import path from 'path'
import { BATCH_IDS } from '../../types/api/wish'
import { buildRankTable } from '../../server/engine/rank'
import { flatTable, rec, tables, testModel } from './helpers/wish-fixtures'
import { meetsElective, parseElective } from '../../server/engine/elective'
import { gaussHermite, normalCdf, normalQuantile, tCdf } from '../../server/engine/wish/dist'
import { batchKind, groupCode, groupKey, legacyUnitKey, schoolKey, majorKey, unitIdOf } from '../../server/engine/wish/keys'
import { anchorRank, buildAnchorCurve, cohortLogRatio, comparableRank, isotonicIncreasing, placeRank, sameScoreShift } from '../../server/engine/wish/ranks'
import { buildUnits, electiveFromGroup, sameSystem } from '../../server/engine/wish/units'
import { admitProbability, predict, rankInterval, tQuantile } from '../../server/engine/wish/model'
import { BANDS, BAND_FLOOR, bandOf, toPercent } from '../../server/engine/wish/bands'
import { batchRule, ruleFor, type ProvinceModeFacts } from '../../server/engine/wish/rules'
import { checkTable, positionsText, tableOutcome, type TableRow, type TableRules } from '../../server/engine/wish/table'
import { fitScale, tableTransitions } from '../../server/engine/wish/fit'
import { ratioRule, scoreGapRule, score, reliabilityByBand, type Pair } from '../../server/engine/wish/backtest'

// ---------------------------------------------------------------------------------------------------
// fixtures

const MODEL = testModel()

// ---------------------------------------------------------------------------------------------------

describe('distributions', () => {
  it('Student t CDF matches closed forms and known values', () => {
    expect(tCdf(1, 1)).toBeCloseTo(0.75, 12)
    expect(tCdf(2, 2)).toBeCloseTo(0.5 + 1 / Math.sqrt(6), 12)
    expect(tCdf(0, 5)).toBeCloseTo(0.5, 12)
    // tables: t_{0.975, 3} = 3.182446, t_{0.95, 10} = 1.812461
    expect(tCdf(3.182446, 3)).toBeCloseTo(0.975, 6)
    expect(tCdf(1.812461, 10)).toBeCloseTo(0.95, 6)
    expect(tCdf(-1.812461, 10)).toBeCloseTo(0.05, 6)
    // large ν tends to the normal
    expect(tCdf(1.96, 200)).toBeCloseTo(normalCdf(1.96), 2)
  })
  it('normal CDF and quantile are inverse to double precision', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12)
    for (const p of [1e-6, 0.001, 0.02425, 0.3, 0.5, 0.8, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 12)
  })
  it('Gauss–Hermite integrates normal moments exactly', () => {
    const q = gaussHermite(20)
    const m = (k: number) => q.x.reduce((a, x, i) => a + q.w[i] * Math.pow(x, k), 0)
    expect(m(0)).toBeCloseTo(1, 12)
    expect(m(2)).toBeCloseTo(1, 10)
    expect(m(4)).toBeCloseTo(3, 9)
    expect(m(1)).toBeCloseTo(0, 12)
  })
  it('t quantile inverts the CDF', () => {
    expect(tQuantile(0.9, 3)).toBeCloseTo(1.637744, 5)
  })
})

describe('unit identity across years', () => {
  it('reads group codes as provinces print them', () => {
    expect(groupCode('103 第103组')).toBe('103')
    expect(groupCode('03专业组(不限)')).toBe('03')
    expect(groupCode('张家口学院物理类第004组(不限)')).toBe('004')
    expect(groupCode('北京理工大学(04)')).toBe('04')
    expect(groupCode('305 第305组(国家专项)')).toBe('305')
    expect(groupCode('A01')).toBe('A01')
    expect(groupCode('普通类')).toBe('')
    // leading zeros and the bracketed 选科 text do not split a group across years
    expect(groupKey('03专业组(化学和生物)')).toBe(groupKey('3 第3组'))
  })
  it('matches school names without spaces or bracket characters, keeping what the brackets say', () => {
    expect(schoolKey('北京大学 (医学部)')).toBe('北京大学医学部')
    expect(schoolKey('北京大学（医学部）')).toBe(schoolKey('北京大学(医学部)'))
    expect(schoolKey('北京大学(医学部)')).not.toBe(schoolKey('北京大学'))
    expect(majorKey('汉语言文学（师范）')).toBe(majorKey('汉语言文学(师范)'))
  })
  it('puts printed batches of data and of the rules into one kind', () => {
    expect(batchKind('本科批', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('普通类本科批次平行志愿', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('本科批B段', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('本科普通批次平行志愿', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('普通类本科批次征求志愿', false)).toBeNull()
    expect(batchKind('本科批第1次征集', false)).toBeNull()
    expect(batchKind('本科一批', false)).toBe(BATCH_IDS.UNDERGRAD_1)
    expect(batchKind('本科二批', false)).toBe(BATCH_IDS.UNDERGRAD_2)
    expect(batchKind('本科提前批B段', false)).toBe(BATCH_IDS.UNDERGRAD_EARLY)
    expect(batchKind('普通类高职（专科）批平行志愿', false)).toBe(BATCH_IDS.VOCATIONAL)
    expect(batchKind('', true)).toBe(BATCH_IDS.VOCATIONAL)
    // rule names
    expect(batchKind('本科批(A段专项/B段45组)', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('本科批次(本科提前部分/本科普通部分)', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('常规批(本科+专科,3次填报)', false)).toBe(BATCH_IDS.UNDERGRAD)
    expect(batchKind('专项/南疆单列/援疆 本科一批', false)).toBe(BATCH_IDS.SPECIAL)
    expect(batchKind('普通本科提前批', false)).toBe(BATCH_IDS.UNDERGRAD_EARLY)
    expect(batchKind('高职高专普通批(20组)', false)).toBe(BATCH_IDS.VOCATIONAL)
  })
  it('gives a unit the same short id every time, different per unit', () => {
    const parts = { provinceId: 43, track: 2, level: 'group' as const, schoolName: '中南大学', majorGroup: '103 第103组', majorName: '' }
    const a = unitIdOf('group', legacyUnitKey(parts, BATCH_IDS.UNDERGRAD))
    expect(a).toBe(unitIdOf('group', legacyUnitKey({ ...parts, majorGroup: '103第103组' }, BATCH_IDS.UNDERGRAD)))
    expect(a).not.toBe(unitIdOf('group', legacyUnitKey({ ...parts, majorGroup: '104 第104组' }, BATCH_IDS.UNDERGRAD)))
    expect(a).toMatch(/^g[0-9a-z]{14}$/)
  })
  it('reads the 再选 requirement printed in a 江苏 group name', () => {
    expect(electiveFromGroup('03专业组(化学和生物)')).toBe('化学和生物')
    expect(electiveFromGroup('01专业组(不限)')).toBe('不限')
    expect(electiveFromGroup('第101组')).toBe('')
  })
})

describe('选科 requirements on real strings from the data', () => {
  const cases: Array<[string, ReturnType<typeof parseElective>]> = [
    ['化和生', { track: null, mode: 'all', subjects: ['化学', '生物'] }],
    ['化', { track: null, mode: 'all', subjects: ['化学'] }],
    ['政', { track: null, mode: 'all', subjects: ['政治'] }],
    ['思想政治', { track: null, mode: 'all', subjects: ['政治'] }],
    ['不提科目要求', { track: null, mode: 'none', subjects: [] }],
    ['不限中外合作办学', { track: null, mode: 'none', subjects: [] }],
    ['物理＋化学＋生物', { track: '物理', mode: 'all', subjects: ['化学', '生物'] }],
    ['首选物理，再选化学或生物', { track: '物理', mode: 'any', subjects: ['化学', '生物'] }],
    ['生物、化学、物理（均须选考）', { track: null, mode: 'all', subjects: ['物理', '化学', '生物'] }],
  ]
  it.each(cases)('%s', (text, want) => {
    expect(parseElective(text)).toEqual(want)
  })
  it('matches a student 物理 + 化学 + 生物', () => {
    const s = ['物理', '化学', '生物']
    expect(meetsElective(parseElective('化和生'), s)).toBe(true)
    expect(meetsElective(parseElective('思想政治'), s)).toBe(false)
    expect(meetsElective(parseElective('化学或地理'), s)).toBe(true)
    expect(meetsElective(parseElective('首选历史'), s)).toBe(false)
  })
})

describe('placing a history year’s rank', () => {
  const t25 = flatTable(700, 300, 100)
  const t24 = flatTable(700, 300, 90)
  const ts = tables([
    { p: 43, y: 2025, t: 2, rows: t25 },
    { p: 43, y: 2024, t: 2, rows: t24 },
    { p: 50, y: 2025, t: 2, rows: t25 },
  ])
  const ctx = { tables: ts, anchors: () => null, targetYear: 2025 }
  it('uses a published rank first, then the year’s own table', () => {
    expect(placeRank(rec({ minRank: 1234, rankPublished: true, minScore: 600 }), ctx)).toMatchObject({ rank: 1234, method: 'published' })
    // 2024: 90 per point from 700: 600 → (700 − 600 + 1) × 90
    expect(placeRank(rec({ year: 2024, minScore: 600 }), ctx)).toMatchObject({ rank: 101 * 90, method: 'table', cohortYear: 2024 })
  })
  it('falls back to a later year’s table (等分法) but never beyond the year being predicted', () => {
    const r = rec({ provinceId: 50, year: 2024, minScore: 600 })
    expect(placeRank(r, ctx)).toMatchObject({ method: 'same-score', rank: 101 * 100, cohortYear: 2025 })
    expect(placeRank(r, { ...ctx, targetYear: 2024 })).toBeNull()
  })
  it('builds a monotone anchor curve from score/rank pairs and never extrapolates', () => {
    const pairs = Array.from({ length: 60 }, (_, i) => ({ score: 650 - i * 3, rank: 500 + i * 400 }))
    const c = buildAnchorCurve(pairs)!
    expect(c).not.toBeNull()
    expect(anchorRank(c, 650)).toBe(500)
    expect(anchorRank(c, 647)).toBe(900)
    // between anchors: log-linear
    expect(anchorRank(c, 649)!).toBeGreaterThan(500)
    expect(anchorRank(c, 649)!).toBeLessThan(900)
    expect(anchorRank(c, 651)).toBeNull()
    expect(anchorRank(c, 650 - 60 * 3)).toBeNull()
  })
  it('refuses anchors that contradict each other', () => {
    const noisy = Array.from({ length: 60 }, (_, i) => ({ score: 650 - i, rank: i % 2 ? 1000 + i * 10 : 40000 - i * 10 }))
    expect(buildAnchorCurve(noisy)).toBeNull()
    expect(buildAnchorCurve([{ score: 600, rank: 10 }])).toBeNull()
  })
  it('pools violators (isotonic regression)', () => {
    expect(isotonicIncreasing([1, 3, 2, 4], [1, 1, 1, 1])).toEqual([1, 2.5, 2.5, 4])
  })
  it('measures cohort growth and the 等分法 shift between tables', () => {
    expect(cohortLogRatio(ts, 43, 2, 2024, 2025)).toBeCloseTo(Math.log(100 / 90), 10)
    expect(cohortLogRatio(ts, 50, 2, 2024, 2025)).toBeNull()
    expect(sameScoreShift(ts, 43, 2, 2024, 2025)).toBeCloseTo(Math.log(100 / 90), 10)
  })
  it('compares a student from the start of their score band', () => {
    const t = buildRankTable(t25)
    // 600 分 = ranks 10001–10100
    expect(comparableRank(t, 10100)).toBe(10001)
    expect(comparableRank(t, 10050)).toBe(10001)
    expect(comparableRank(null, 10050)).toBe(10050)
  })
})

describe('units and their history', () => {
  const ts = tables([
    { p: 43, y: 2024, t: 2, rows: flatTable(700, 300, 90) },
    { p: 43, y: 2025, t: 2, rows: flatTable(700, 300, 100) },
    { p: 43, y: 2026, t: 2, rows: flatTable(700, 300, 110) },
  ])
  const opts = { targetYear: 2026, newExamSince: () => 2021, ranks: { tables: ts, anchors: () => null, targetYear: 2026 }, cohortYear: () => 2026 }
  it('groups rows of several years into one unit, prefers the exam authority, carries ranks to this year’s cohort', () => {
    const units = buildUnits(
      [
        rec({ year: 2025, minScore: 600 }),
        rec({ year: 2025, minScore: 590, sourceClass: 'third-party' }),
        rec({ year: 2024, majorGroup: '103第103组', minScore: 610 }),
        rec({ year: 2026, minScore: 500 }),
        rec({ year: 2025, majorGroup: '104 第104组', minScore: 620 }),
      ],
      opts,
    )
    expect(units).toHaveLength(2)
    const u = units.find((x) => x.groupCode.startsWith('103'))!
    expect(u.history.map((h) => h.year)).toEqual([2025, 2024])
    expect(u.history[0].rank).toBe(101 * 100)
    expect(u.history[0].record.sourceClass).toBe('official-provincial')
    expect(u.history[0].equivalentRank).toBe(Math.round(101 * 100 * 1.1))
    expect(u.history[1].equivalentRank).toBe(Math.round(91 * 90 * (110 / 90)))
  })
  it('never mixes history of the old 文理 system into a reformed year', () => {
    expect(sameSystem(2025, 2024, 2026)).toBe(false)
    expect(sameSystem(2025, 2025, 2026)).toBe(true)
    expect(sameSystem(null, 2020, 2026)).toBe(true)
    const units = buildUnits([rec({ year: 2024, minScore: 600 })], { ...opts, newExamSince: () => 2025 })
    expect(units).toHaveLength(0)
  })
  it('puts a reformed province’s 本科一批 rows into its 本科批', () => {
    const [u] = buildUnits([rec({ year: 2025, batch: '本科一批', level: 'institution', minScore: 600 })], opts)
    expect(u.batchId).toBe(BATCH_IDS.UNDERGRAD)
  })
})

describe('the model', () => {
  const history = (ranks: number[], method: 'table' | 'same-score' = 'table') =>
    ranks.map((r, i) => ({
      year: 2025 - i,
      rank: r,
      method,
      cohortYear: method === 'same-score' ? 2025 : 2025 - i,
      cohortShift: method === 'same-score' ? null : 0,
      equivalentRank: r,
      cohortSpread: 0,
      table: null,
      record: rec({ year: 2025 - i }),
      sourceClass: 'official-provincial',
    }))
  it('weights recent years more and narrows with more years', () => {
    const one = predict(MODEL, history([10000]), 2026)!
    const two = predict(MODEL, history([10000, 20000]), 2026)!
    expect(one.rank).toBe(10000)
    expect(two.rank).toBe(Math.round(Math.exp(0.7 * Math.log(10000) + 0.3 * Math.log(20000))))
    expect(two.weights).toEqual([0.7, 0.3])
    // S² = s²(1 − c) + s²c (+ cohort spread for unscaled rows)
    expect(one.scale).toBeCloseTo(0.1, 10)
    expect(predict(MODEL, [], 2026)).toBeNull()
  })
  it('widens and corrects 等分法 placements by their measured bias and spread', () => {
    const p = predict(MODEL, history([10000], 'same-score'), 2026)!
    // same-score 2025>2025 is not in the table → fallback bias −0.02; the unscaled cohort error adds the cohort fallback
    expect(p.logRank).toBeCloseTo(Math.log(10000) - 0.02 + 0, 10)
    expect(p.scale).toBeGreaterThan(0.1)
  })
  it('gives a higher probability to a better rank, about even at the prediction', () => {
    const p = predict(MODEL, history([10000]), 2026)!
    const at = admitProbability(MODEL, p, 10000)
    expect(at).toBeCloseTo(0.5, 10)
    expect(admitProbability(MODEL, p, 8000)).toBeGreaterThan(0.9)
    expect(admitProbability(MODEL, p, 13000)).toBeLessThan(0.1)
    let prev = 1
    for (let r = 5000; r <= 20000; r += 500) {
      const q = admitProbability(MODEL, p, r)
      expect(q).toBeLessThanOrEqual(prev)
      prev = q
    }
  })
  it('gives an 80 % interval around the prediction', () => {
    const p = predict(MODEL, history([10000]), 2026)!
    const [lo, hi] = rankInterval(MODEL, p)
    expect(admitProbability(MODEL, p, lo)).toBeCloseTo(0.9, 3)
    expect(admitProbability(MODEL, p, hi)).toBeCloseTo(0.1, 3)
  })
})

describe('bands', () => {
  it('follow the thresholds of one config', () => {
    expect(bandOf(BAND_FLOOR - 1)).toBeNull()
    expect(bandOf(BAND_FLOOR)).toBe('冲')
    expect(bandOf(44)).toBe('冲')
    expect(bandOf(45)).toBe('稳')
    expect(bandOf(80)).toBe('保')
    expect(bandOf(95)).toBe('垫')
    expect(bandOf(100)).toBe('垫')
    expect(BANDS.map((b) => b.band)).toEqual(['冲', '稳', '保', '垫'])
    expect(toPercent(0.4449)).toBe(44)
  })
})

describe('province rules by (province, year)', () => {
  const all = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/rules/province-modes.json'), 'utf8')) as { provinces: ProvinceModeFacts[] })
    .provinces
  const of = (name: string) => all.find((p) => p.province === name)!
  it('湖南: 院校专业组, 45 wishes, 6 majors, 组内调剂', () => {
    const r = ruleFor(of('湖南'), 2026)
    expect(r).toMatchObject({ fillMode: '院校专业组', wishCount: 45, majorsPerGroup: 6, ruleYear: 2026 })
    // medium confidence in the rules file: said in Chinese, no English working notes shown
    expect(r.note).toContain('请以省教育考试院当年公布为准')
    expect(r.note).not.toMatch(/[A-Za-z]{4,}/)
    expect(r.adjustment.exists).toBe(true)
    expect(r.sources.length).toBeGreaterThan(0)
    expect(batchRule(r, BATCH_IDS.UNDERGRAD).name).toBe('本科批')
  })
  it('辽宁: 专业+院校, 112 wishes, one major each, no 调剂', () => {
    const r = ruleFor(of('辽宁'), 2026)
    expect(r).toMatchObject({ fillMode: '专业(类)+院校', wishCount: 112, majorsPerGroup: 1 })
    expect(r.adjustment.exists).toBe(false)
    // the document is of 2024: a later year says it carries it over
    expect(r.ruleYear).toBe(2024)
    expect(r.note).toContain('沿用 2024 年')
  })
  it('新疆: 2025 and 2026 differ (本一 9 then 18)', () => {
    expect(ruleFor(of('新疆'), 2025).wishCount).toBe(9)
    expect(batchRule(ruleFor(of('新疆'), 2025), BATCH_IDS.UNDERGRAD_2).wishCount).toBe(18)
    expect(ruleFor(of('新疆'), 2026).wishCount).toBe(18)
    expect(ruleFor(of('新疆'), 2026).fillMode).toBe('传统院校+专业')
  })
  it('a reformed province before its reform year is checked as 文理', () => {
    const r = ruleFor(of('河南'), 2024)
    expect(r.fillMode).toBe('传统院校+专业')
    expect(r.note).toContain('文理')
  })
  it('counts named in a batch name are used (江苏 专科批(40组), 宁夏 B段 45组)', () => {
    expect(batchRule(ruleFor(of('江苏'), 2025), BATCH_IDS.VOCATIONAL)).toMatchObject({ wishCount: 40, wishCountBasis: 'name' })
    expect(batchRule(ruleFor(of('宁夏'), 2025), BATCH_IDS.UNDERGRAD)).toMatchObject({ wishCount: 45 })
  })
  it('every province has a rule with sources and a recommendable batch', () => {
    for (const p of all) {
      const r = ruleFor(p, 2026)
      expect(r.wishCount).toBeGreaterThan(0)
      expect(r.sources.length).toBeGreaterThan(0)
      expect(r.batches.length).toBeGreaterThan(0)
    }
  })
})

/** a table row as the module builds it: known, meeting its requirement, 服从调剂 */
function tableRow(id: string, p: number | null, extra: Partial<TableRow> = {}): TableRow {
  return {
    unitId: id,
    probability: p,
    commonShare: 0,
    label: id,
    elective: { track: null, mode: 'none', subjects: [] },
    meets: true,
    majors: [],
    groupMajors: [],
    adjust: true,
    known: true,
    ...extra,
  }
}

describe('whole-table outcome under the parallel-wish rule', () => {
  let n = 0
  const row = (p: number | null, extra: Partial<TableRow> = {}) => tableRow(`u${++n}`, p, extra)
  it('independent rows: admitted at i = P_i × ∏ earlier misses; 滑档 = ∏ misses', () => {
    const o = tableOutcome([row(0.3), row(0.5), row(0.8)])
    expect(o.admitHere[0]).toBeCloseTo(0.3, 9)
    expect(o.admitHere[1]).toBeCloseTo(0.7 * 0.5, 9)
    expect(o.admitHere[2]).toBeCloseTo(0.7 * 0.5 * 0.8, 9)
    expect(o.slip).toBeCloseTo(0.7 * 0.5 * 0.2, 9)
    expect(o.admitHere.reduce((a, b) => a + b, 0) + o.slip).toBeCloseTo(1, 9)
  })
  it('rows that move together: two 50 % rows fully shared fail together half of the time', () => {
    const o = tableOutcome([row(0.5, { commonShare: 0.98 }), row(0.5, { commonShare: 0.98 })])
    expect(o.slip).toBeGreaterThan(0.4)
    expect(tableOutcome([row(0.5), row(0.5)]).slip).toBeCloseTo(0.25, 9)
  })
  it('keeps each row’s own probability as its chance when it comes first', () => {
    const o = tableOutcome([row(0.62, { commonShare: 0.4 })])
    expect(o.admitHere[0]).toBeCloseTo(0.62, 6)
  })
  it('counts a row without a probability as never admitting', () => {
    const o = tableOutcome([row(null), row(0.5)])
    expect(o.admitHere[0]).toBe(0)
    expect(o.slip).toBeCloseTo(0.5, 9)
  })
})

describe('checking a table against the rules', () => {
  const rules: TableRules = { fillMode: '院校专业组', wishCount: 3, majorsPerGroup: 2, adjustmentExists: true, batchName: '本科批' }
  const row = tableRow
  const check = (rows: TableRow[], r = rules) => checkTable(rows, r, tableOutcome(rows))
  const kinds = (issues: ReturnType<typeof check>) => issues.map((i) => `${i.level}:${i.kind}`)
  it('a sound table has no error', () => {
    expect(check([row('a', 0.3), row('b', 0.6), row('c', 0.97)]).filter((i) => i.level === 'error')).toEqual([])
  })
  it('too many wishes, a duplicate, an unknown unit, a 选科 mismatch are errors', () => {
    const issues = check([row('a', 0.3), row('a', 0.3), row('x', null, { known: false }), row('d', 0.9, { meets: false, elective: parseElective('思想政治') })])
    expect(kinds(issues)).toEqual(expect.arrayContaining(['error:count', 'error:duplicate', 'error:unknown-unit', 'error:elective']))
    expect(issues.find((i) => i.kind === 'count')!.message).toContain('最多可填 3 个志愿')
    expect(issues.find((i) => i.kind === 'elective')!.message).toContain('政治')
  })
  it('a major outside the group’s list is an error; a typed name outside the catalogue a warning (issue 15)', () => {
    const listed = check([row('a', 0.5, { majors: ['临床医学'], groupMajors: ['英语', '法语'] })])
    expect(listed.find((i) => i.kind === 'majors')).toMatchObject({ level: 'error' })
    expect(listed.find((i) => i.kind === 'majors')!.message).toContain('「临床医学」不在该组的专业名单中')
    const typed = check([row('a', 0.5, { majors: ['asdf乱写'], uncatalogued: ['asdf乱写'] })])
    expect(typed.find((i) => i.kind === 'majors-unchecked')).toMatchObject({ level: 'warning' })
    expect(typed.find((i) => i.kind === 'majors-unchecked')!.message).toContain('不是本科专业目录中的专业名称')
  })

  it('a long list of positions is summarised as runs (issue 15)', () => {
    expect(positionsText([3, 7])).toBe('第 3、7 个志愿')
    const many = Array.from({ length: 112 }, (_, i) => i + 1).filter((p) => p !== 41)
    expect(positionsText(many)).toBe('第 1–40、42–112 个志愿（共 111 个）')
  })

  it('rows at another level than the batch fills by are errors; majors outside a group’s known list are errors, unknown lists say unchecked (issue 16)', () => {
    const byGroup = { ...rules, fillLevel: 'group' as const }
    const level = check([row('a', 0.5, { level: 'major' }), row('b', 0.5, { level: 'group' })], byGroup)
    expect(level.filter((i) => i.kind === 'level').map((i) => i.positions)).toEqual([[1]])
    expect(level.find((i) => i.kind === 'level')!.message).toContain('按「院校专业组」填报')
    expect(kinds(check([row('a', 0.5, { majors: ['临床医学'], groupMajors: ['计算机类', '软件工程'] })]))).toContain('error:majors')
    expect(kinds(check([row('a', 0.5, { majors: ['软件工程'], groupMajors: ['计算机类', '软件工程'] })]))).not.toContain('error:majors')
    expect(kinds(check([row('a', 0.5, { majors: ['编的专业'] })]))).toContain('warning:majors-unchecked')
  })
  it('too many or repeated majors in a group are errors', () => {
    expect(kinds(check([row('a', 0.5, { majors: ['甲', '乙', '丙'] })]))).toContain('error:majors')
    expect(kinds(check([row('a', 0.5, { majors: ['甲', '甲'] })]))).toContain('error:majors')
  })
  it('不服从调剂, a 保 above a 冲, a high 滑档 risk and no safe row are warnings in plain words', () => {
    const issues = check([row('a', 0.9), row('b', 0.2, { adjust: false, majors: ['甲'] })])
    expect(kinds(issues)).toEqual(expect.arrayContaining(['warning:order', 'warning:adjust']))
    // no major and no 调剂: certain 退档, its own error (issue 15)
    const none = check([row('a', 0.5, { adjust: false })])
    expect(none.find((i) => i.kind === 'adjust')).toMatchObject({ level: 'error' })
    expect(none.find((i) => i.kind === 'adjust')!.message).toContain('一定会被退档')
    expect(issues.find((i) => i.kind === 'order')!.positions).toEqual([1, 2])
    // any safer band above a riskier one, not only 保 above 冲
    expect(check([row('a', 0.6), row('b', 0.2)]).find((i) => i.kind === 'order')!.message).toContain('（稳）排在第 2 个志愿（冲）前面')
    const risky = check([row('a', 0.2), row('b', 0.3)])
    expect(kinds(risky)).toEqual(expect.arrayContaining(['warning:slip', 'warning:no-safe']))
    expect(risky.find((i) => i.kind === 'slip')!.message).toMatch(/约 56% 的可能一个都录不上/)
  })
  it('专业+院校 mode has no 调剂 or majors checks', () => {
    const issues = check([row('a', 0.5, { adjust: false, majors: ['甲', '乙', '丙'] })], {
      ...rules,
      fillMode: '专业(类)+院校',
      majorsPerGroup: 1,
      adjustmentExists: false,
    })
    expect(kinds(issues).filter((k) => k.endsWith('adjust') || k.endsWith('majors'))).toEqual([])
  })
})

describe('fitting and the backtest’s peer rules', () => {
  it('recovers the scale of t-distributed errors', () => {
    // deterministic t_3 sample by inverting the CDF on a grid of probabilities
    const d: number[] = []
    for (let i = 1; i < 2000; i++) d.push(0.12 * tQuantile(i / 2000, 3))
    expect(fitScale(d, 3).scale).toBeCloseTo(0.12, 2)
  })
  it('measures placement errors between consecutive tables', () => {
    const ts = tables([
      { p: 11, y: 2024, t: 3, rows: flatTable(700, 200, 100) },
      { p: 11, y: 2025, t: 3, rows: flatTable(700, 200, 110) },
      { p: 12, y: 2024, t: 3, rows: flatTable(700, 200, 100) },
      { p: 12, y: 2025, t: 3, rows: flatTable(700, 200, 95) },
      { p: 13, y: 2024, t: 3, rows: flatTable(700, 200, 100) },
      { p: 13, y: 2025, t: 3, rows: flatTable(700, 200, 100) },
      { p: 14, y: 2024, t: 3, rows: flatTable(700, 200, 100) },
      { p: 14, y: 2025, t: 3, rows: flatTable(700, 200, 105) },
    ])
    const keys = [11, 12, 13, 14].map((p) => ({ provinceId: p, track: 3 }))
    const e = tableTransitions(ts, { tableKeys: keys, maxTableYear: 2025, newExamSince: () => null })
    expect(e.cohort['2024>2025'].n).toBe(4)
    expect(e.cohort['2024>2025'].bias).toBeCloseTo(Math.log(1.025), 2)
    // tables that only scale the cohort: 等分法 is exact (no shift beyond the cohort change)
    expect(e.sameScore['2024>2025'].bias).toBeCloseTo(0, 6)
  })
  it('scores the peers’ rules as they would display them', () => {
    expect(ratioRule(1.2)).toBe(0.3)
    expect(ratioRule(0.85)).toBe(0.7)
    expect(ratioRule(0.7)).toBe(0.95)
    expect(ratioRule(1.6)).toBe(0.1)
    expect(scoreGapRule(30)).toBe(0.99)
    expect(scoreGapRule(-30)).toBe(0.03)
    const pairs = [
      { probability: 0.9, admitted: true, band: '保' },
      { probability: 0.1, admitted: false, band: null },
      { probability: 0.6, admitted: false, band: '稳' },
    ] as unknown as Pair[]
    const s = score(pairs, (p) => p.probability)
    expect(s.brier).toBeCloseTo((0.01 + 0.01 + 0.36) / 3, 9)
    expect(reliabilityByBand(pairs).find((r) => r.label === '稳')).toMatchObject({ pairs: 1, meanP: 0.6, rate: 0 })
  })
})
