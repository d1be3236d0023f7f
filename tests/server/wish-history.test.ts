/**
 * Issue 14's rules of the wish engine, as pure functions on hand-made and real data (no database):
 * which admission years the data holds per level, predicting across a gap, school names as provinces print them,
 * a unit's history checked before it is joined (renamed majors, repeated values, jumps, changed groups), the robust
 * cohort carry on 辽宁's real tables, and that a backtest's target year reaches no fitted number.
 */
import path from 'path'
import { BATCH_IDS } from '../../types/api/wish'
import type { RankRow } from '../../server/engine/rank'
import { flatTable, rec, tables, testModel } from './helpers/wish-fixtures'
import { readCsvAll } from '../../server/data/csv'
import { closeScoreGaps } from '../../server/data/seed-reference'
import { provinceId } from '../../server/data/provinces'
import { subjectTypeOf, toInt, toNum } from '../../server/data/classify'
import { schoolKey } from '../../server/engine/wish/keys'
import type { TableSet } from '../../server/engine/wish/ranks'
import { buildUnits, repeats, schoolPart, type AdmissionRecord } from '../../server/engine/wish/units'
import { gapNote, yearsHeld, yearsNote } from '../../server/engine/wish/coverage'
import { robustCohort } from '../../server/engine/wish/cohort'
import { jumpLimitOf, predict } from '../../server/engine/wish/model'
import { fitModel } from '../../server/engine/wish/fit'
import { forecastAt } from '../../server/engine/wish/outcomes'
import { makePairs } from '../../server/engine/wish/backtest'
import { CALIBRATION_EDGES, type CalibrationSummary } from '../../server/engine/wish/calibration'

const ROOT = path.resolve(__dirname, '..', '..')

const MODEL = testModel({
  transitions: { cohort: {}, sameScore: {} },
  historyNoise: {},
  stepFactor: [1, 1.5, 1.9],
  jumpLimit: [0.9, 0.9, 0.8, 0.5, 0.4, 0.4],
})

describe('which admission years the data holds', () => {
  const many = (year: number, n: number, over: Partial<AdmissionRecord> = {}) =>
    Array.from({ length: n }, (_, i) => rec({ year, majorGroup: `${100 + i} 第${100 + i}组`, minScore: 600, ...over }))
  it('counts a year only when a provincial table of it is loaded, per level and batch', () => {
    const held = yearsHeld(
      [
        ...many(2025, 400),
        ...many(2024, 20, { sourceClass: 'school-official' }), // a school's own site: a few units, not the province's table
        ...many(2024, 40, { sourceClass: 'third-party' }), // a partial copy: 10 % of the fullest year
        ...many(2023, 380),
        ...many(2025, 300, { level: 'major', majorName: '计算机类' }),
      ],
      2027,
      2021,
    )
    expect(held.years(2, BATCH_IDS.UNDERGRAD, 'group')).toEqual([2025, 2023])
    expect(held.latest(2, BATCH_IDS.UNDERGRAD, 'group')).toBe(2025)
    expect(held.latest(2, BATCH_IDS.UNDERGRAD, 'major')).toBe(2025)
    expect(held.latest(2, BATCH_IDS.UNDERGRAD, 'institution')).toBeNull()
    expect(held.latest(1, BATCH_IDS.UNDERGRAD, 'group')).toBeNull()
    // rows of the target year and later are not history; rows of the other exam system never count
    expect(yearsHeld(many(2027, 400), 2027, 2021).latest(2, BATCH_IDS.UNDERGRAD, 'group')).toBeNull()
    expect(yearsHeld(many(2020, 400), 2027, 2021).latest(2, BATCH_IDS.UNDERGRAD, 'group')).toBeNull()
  })
  it('says a two-year gap in plain words, and nothing for last year', () => {
    expect(gapNote(2027, 2025)).toMatch(/^2026 年录取数据尚未收录，按 2025 年推算，间隔两年，把握小一些/)
    expect(gapNote(2027, 2024)).toMatch(/^2025–2026 年录取数据尚未收录，按 2024 年推算，间隔三年/)
    expect(gapNote(2027, 2026)).toBeNull()
  })
  it('says on a batch which years are held, the gap, and how many old units are no longer listed', () => {
    expect(yearsNote(2027, [2025, 2024], '专业', 190)).toBe(
      '已收录专业投档数据：2024、2025 年（最新 2025 年）。2026 年录取数据尚未收录，按 2025 年推算，间隔两年，把握小一些。往年有 190 个志愿单位未出现在 2025 年投档表中（代码调整、合并或停招），不再列出。',
    )
    expect(yearsNote(2027, [2026], '院校专业组')).toBe('已收录院校专业组投档数据：2026 年（最新 2026 年）。')
    expect(yearsNote(2027, [], '院校')).toMatch('还没有收录')
  })
  it('widens a prediction across the gap by the step the model measured', () => {
    const h = [
      { year: 2025, equivalentRank: 20000, method: 'table' as const, cohortYear: 2026, cohortShift: 0, cohortSpread: 0, sourceClass: 'official-provincial' },
    ]
    const one = predict(MODEL, h, 2026, 0, { step: 1 })!
    const two = predict(MODEL, h, 2026, 0, { step: 2 })!
    expect(two.rank).toBe(one.rank)
    expect(two.scale).toBeCloseTo(one.scale * 1.5, 10)
    expect(predict(MODEL, h, 2026, 0, { step: 3 })!.scale).toBeCloseTo(one.scale * 1.9, 10)
  })
})

describe('school names as provinces print them', () => {
  // every name here is printed so in data/admission (河北 2025, 安徽, 内蒙古, 云南 …)
  const same: Array<[string, string]> = [
    ['安徽财经大学(蚌埠市)[公办]', '安徽财经大学'],
    ['安徽外国语学院[民办]', '安徽外国语学院'],
    ['内蒙古鸿德文理学院（民办）', '内蒙古鸿德文理学院'],
    ['北京第二外国语学院中瑞酒店管理学院[独立学院]', '北京第二外国语学院中瑞酒店管理学院'],
    ['滇池学院(原云南大学滇池学院)', '滇池学院'],
    ['电子科技大学(沙河校区)(成都市)', '电子科技大学(沙河校区)'],
    ['中国石油大学(北京)(北京市)[公办]', '中国石油大学（北京）'],
  ]
  it.each(same)('%s is the school %s', (printed, plain) => {
    expect(schoolKey(printed)).toBe(schoolKey(plain))
  })
  const different: Array<[string, string]> = [
    ['华北电力大学(保定)', '华北电力大学'],
    ['哈尔滨工业大学(威海)', '哈尔滨工业大学'],
    ['北京交通大学(威海校区)', '北京交通大学'],
    ['北京大学医学部', '北京大学'],
    ['同济大学（较高收费）', '同济大学'],
    ['香港中文大学(深圳)', '香港中文大学'],
  ]
  it.each(different)('%s stays apart from %s (a campus or unit filed on its own)', (a, b) => {
    expect(schoolKey(a)).not.toBe(schoolKey(b))
  })
  it('matches by the MOE school and its campus when the seed matched the name', () => {
    expect(schoolPart({ schoolId: 10422, branch: '威海校区', schoolName: '山东大学(威海市)[公办]' })).toBe('#10422·威海校区')
    expect(schoolPart({ schoolId: 10422, branch: '', schoolName: '山东大学[公办]' })).toBe('#10422')
    expect(schoolPart({ schoolId: null, branch: '', schoolName: '河南医药大学(新乡市)[公办]' })).toBe('河南医药大学')
  })
})

describe('a unit’s history is checked before it is joined', () => {
  const ts = tables([2022, 2023, 2024, 2025, 2026].map((y) => ({ p: 43, y, t: 2, rows: flatTable(700, 300, 100) })))
  const opts = { targetYear: 2027, newExamSince: () => 2021, ranks: { tables: ts, anchors: () => null, targetYear: 2027 }, cohortYear: () => 2026 }
  it('joins a major renamed between years by its catalogue code, and says so', () => {
    const units = buildUnits(
      [
        rec({ year: 2024, level: 'major', majorName: '软件工程(嵌入式培养)', catalogCode: '080902', minScore: 600 }),
        rec({ year: 2025, level: 'major', majorName: '软件工程', catalogCode: '080902', minScore: 605 }),
      ],
      opts,
    )
    expect(units).toHaveLength(1)
    expect(units[0].majorName).toBe('软件工程')
    expect(units[0].history.map((h) => h.year)).toEqual([2025, 2024])
    expect(units[0].notes.join()).toContain('2024 年该专业名为「软件工程(嵌入式培养)」')
  })
  it('never joins two names admitted side by side under one code', () => {
    const units = buildUnits(
      [
        rec({ year: 2024, level: 'major', majorName: '软件工程(嵌入式培养)', catalogCode: '080902', minScore: 600 }),
        rec({ year: 2025, level: 'major', majorName: '软件工程', catalogCode: '080902', minScore: 605 }),
        rec({ year: 2025, level: 'major', majorName: '软件工程(中法班)', catalogCode: '080902', minScore: 590 }),
      ],
      opts,
    )
    expect(units).toHaveLength(3)
    expect(units.every((u) => u.history.length === 1)).toBe(true)
  })
  it('counts a value one source repeats across years once', () => {
    // one third-party site prints 533 for 沈阳农业大学 农学(卓越班) in every year 2021–2024
    const rows = [2022, 2023, 2024].map((year) =>
      rec({ year, level: 'major', schoolName: '沈阳农业大学', schoolId: 10157, majorName: '农学(卓越班)', minScore: 533, sourceClass: 'third-party', sid: 77 }),
    )
    const [u] = buildUnits(rows, opts)
    expect(u.history.map((h) => h.year)).toEqual([2024])
    expect(u.notes.join()).toMatch(/2023 年的最低分 533 与 2024 年完全相同/)
    // two official tables of different years that happen to agree are two years
    expect(repeats(rec({ year: 2025, minScore: 600, sid: 1 }), rec({ year: 2024, minScore: 600, sid: 2 }))).toBe(false)
  })
  it('splits a history whose level jumps beyond what units of that rank move (湖南 reuses group numbers)', () => {
    // 承德医学院 第101组: 2024 rank 88,344, 2025 rank 44,253 — another group under a reused number
    const rows = [
      rec({ year: 2024, schoolName: '承德医学院', schoolId: 10093, majorGroup: '101 第101组', minRank: 88344, rankPublished: true }),
      rec({ year: 2025, schoolName: '承德医学院', schoolId: 10093, majorGroup: '101 第101组', minRank: 44253, rankPublished: true }),
    ]
    const [u] = buildUnits(rows, { ...opts, jumpLimit: (lr, y) => jumpLimitOf(MODEL, lr, y) })
    expect(u.history.map((h) => h.year)).toEqual([2025])
    expect(u.notes.join()).toMatch(/2024 年同代码单位的最低位次约 88,344.*可能不是同一个专业组/)
    // an ordinary move stays one unit
    const steady = [rec({ year: 2024, minRank: 40000, rankPublished: true }), rec({ year: 2025, minRank: 44000, rankPublished: true })]
    expect(buildUnits(steady, { ...opts, jumpLimit: (lr, y) => jumpLimitOf(MODEL, lr, y) })[0].history).toHaveLength(2)
  })
  it('splits a group whose majors we hold in two years and that share none', () => {
    const g = (year: number, rank: number) => rec({ year, minRank: rank, rankPublished: true })
    const m = (year: number, name: string) => rec({ year, level: 'major', majorName: name, minScore: 600 })
    const [u] = buildUnits([g(2024, 40000), g(2025, 41000), m(2024, '护理学'), m(2024, '助产学'), m(2025, '临床医学'), m(2025, '麻醉学')], opts).filter(
      (x) => x.level === 'group',
    )
    expect(u.history.map((h) => h.year)).toEqual([2025])
    expect(u.notes.join()).toContain('2024 年该代码下的专业与 2025 年完全不同')
  })
})

/** the default (普通类, official before third-party) tables of the seed files, for the cohort tests */
async function realTables(): Promise<{ ts: TableSet; keys: Array<{ provinceId: number; track: number }> }> {
  const byKey = new Map<string, { p: number; y: number; t: number; cls: string; rows: RankRow[] }>()
  for (const f of ['rank_tables_2021_2026.csv.gz', 'rank_tables_extra.csv.gz']) {
    for (const r of await readCsvAll(path.join(ROOT, 'data', 'score-rank', f))) {
      if (r.rank_category || (r.rank_usage && r.rank_usage !== 'general') || r.rank_scope) continue
      const p = provinceId(r.province)
      const t = subjectTypeOf(r.subject_type)
      const y = toInt(r.year)
      if (!p || !t || !y) continue
      const cls = r.source_class === 'official-provincial' ? 'official-provincial' : 'third-party'
      const k = `${p}|${y}|${t}|${cls}|${r.sid ?? r.source_path}`
      let e = byKey.get(k)
      if (!e) byKey.set(k, (e = { p, y, t, cls, rows: [] }))
      const score = toNum(r.score)!
      const end = toInt(r.rank_end_cumulative)!
      const count = toInt(r.count_at_score)
      e.rows.push({
        scoreLow: toNum(r.score_range_low) ?? score,
        scoreHigh: toNum(r.score_range_high) ?? score,
        count: count ?? NaN,
        rankStart: toInt(r.rank_start) ?? (count !== null ? end - count + 1 : NaN),
        rankEnd: end,
      })
    }
  }
  // official first, then the fuller copy
  const list = [...byKey.values()].sort(
    (a, b) => Number(b.cls === 'official-provincial') - Number(a.cls === 'official-provincial') || b.rows.length - a.rows.length,
  )
  const ts = tables(list.map((e) => ({ p: e.p, y: e.y, t: e.t, cls: e.cls, rows: closeScoreGaps(e.rows.sort((a, b) => b.scoreHigh - a.scoreHigh)) })))
  return { ts, keys: [...new Set(list.map((e) => `${e.p}|${e.t}`))].map((k) => ({ provinceId: Number(k.split('|')[0]), track: Number(k.split('|')[1]) })) }
}

describe('carrying a rank between cohorts, on the real tables', () => {
  let cohort: ReturnType<typeof robustCohort>
  beforeAll(async () => {
    const { ts, keys } = await realTables()
    cohort = robustCohort(ts, keys, 2025)
  }, 60000)
  it('replaces 辽宁 2024→2025 历史类 (a third-party table 29 % short) by the other provinces’ transition', () => {
    const d = cohort.decisions().find((c) => c.provinceId === 21 && c.track === 1 && c.from === 2024 && c.to === 2025)!
    expect(d.raw).toBeCloseTo(Math.log(56324 / 43549), 2)
    expect(d.why).toBe('outlier-shrunk')
    expect(Math.abs(d.used!)).toBeLessThan(0.05)
    expect(cohort.spread(21, 1, 2024, 2025)).toBeGreaterThan(0.03)
  })
  it('keeps an ordinary transition as the tables say, with a third-party copy’s extra spread', () => {
    const d = cohort.decisions().find((c) => c.provinceId === 21 && c.track === 2 && c.from === 2024 && c.to === 2025)!
    expect(d.why).toBe('complete')
    expect(d.used).toBe(d.raw)
    expect(d.spread).toBeGreaterThan(0)
    // two official tables: no extra spread
    const henan = cohort.decisions().find((c) => c.provinceId === 41 && c.track === 2 && c.from === 2024 && c.to === 2025)!
    expect(henan.spread).toBe(0)
  })
  it('reads no cohort from a table that stops at the 本科 line (江苏, 上海)', () => {
    expect(cohort.ratio(32, 1, 2024, 2025)).toBeNull()
    expect(cohort.ratio(31, 3, 2024, 2025)).toBeNull()
  })
})

describe('a backtest’s target year reaches no fitted number', () => {
  // a province of 300 groups over 2019–2025, ranks moving a few percent a year; tables for every year
  const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025]
  const ts = tables(years.map((y) => ({ p: 43, y, t: 2, rows: flatTable(700, 200, 300 + (y - 2019) * 5) })))
  let seed = 7
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5
  const world: AdmissionRecord[] = []
  for (let g = 0; g < 300; g++) {
    let rank = 2000 + g * 400
    for (const y of years) {
      rank = Math.max(50, Math.round(rank * Math.exp(0.08 * rnd())))
      world.push(
        rec({ year: y, schoolName: `学校${g % 60}`, schoolId: 20000 + (g % 60), majorGroup: `${100 + g} 第${100 + g}组`, minRank: rank, rankPublished: true }),
      )
    }
  }
  const calibrationOf = (targetYear: number, realised: number): CalibrationSummary => ({
    targetYear,
    kind: 'one-year',
    cells: ['湖南', '广东', '江苏'].map((province) => ({
      province,
      bins: CALIBRATION_EDGES.slice(1).map(() => [1000, 450, Math.round(1000 * realised)] as [number, number, number]),
    })),
  })
  const poison = (rows: AdmissionRecord[], from: number) =>
    rows.map((r) => (r.year >= from ? { ...r, minRank: (r.minRank ?? 1) * 17 + 3, minScore: 123, schoolName: r.schoolName + '?' } : r))
  const opts = {
    outcomeYears: [2021, 2022, 2023, 2024],
    maxTableYear: 2025,
    newExamSince: () => 2019,
    dataVersion: 't',
    tableKeys: [{ provinceId: 43, track: 2 }],
    // an earlier backtest's summary calibrates; the target year's own (here wild) must not reach anything
    calibration: [calibrationOf(2024, 0.3), calibrationOf(2025, 0.9)],
  }
  const printed = new Map(world.filter((r) => r.year === 2025).map((r) => [r.rowId, r.minRank!]))
  const pairsOf = (rows: AdmissionRecord[], historyUntil: number) => {
    const model = fitModel(rows, ts, opts)
    const f = forecastAt(rows, ts, {
      year: 2025,
      historyUntil,
      newExamSince: () => 2019,
      tableKeys: opts.tableKeys,
      jumpLimit: (lr, y) => jumpLimitOf(model, lr, y),
    })
    // the outcomes themselves are read from the true rows: only what the forecast and the fit read is poisoned
    return { model, pairs: makePairs(f, [...rows.filter((r) => r.year < 2025), ...world.filter((r) => r.year === 2025)], printed, model, () => '湖南') }
  }
  it('one year ahead: poisoning every 2025 row changes neither the model nor a single probability', () => {
    const clean = pairsOf(world, 2024)
    const poisoned = pairsOf(poison(world, 2025), 2024)
    expect(poisoned.model).toEqual(clean.model)
    expect(clean.pairs.length).toBeGreaterThan(1000)
    expect(poisoned.pairs.map((p) => p.probability)).toEqual(clean.pairs.map((p) => p.probability))
    // the 2024 backtest calibrates (P moves off the t model's own), the 2025 one does not
    expect(clean.model.calibration?.oneYear?.targetYears).toEqual([2024])
    expect(clean.pairs.some((p) => Math.abs(p.probability - p.rawProbability) > 0.005)).toBe(true)
    const without2025 = fitModel(world, ts, { ...opts, calibration: [calibrationOf(2024, 0.3)] })
    expect(without2025).toEqual(clean.model)
  })
  it('two years ahead: poisoning every 2024 and 2025 row changes no probability, and no pair reads past 2023', () => {
    const clean = pairsOf(world, 2023)
    expect(clean.pairs.every((p) => p.lastYear <= 2023)).toBe(true)
    // the model is fitted on years < 2025; here 2024 is poisoned too, so fit on outcomes ≤ 2023 for both
    const fit = (rows: AdmissionRecord[]) => fitModel(rows, ts, { ...opts, outcomeYears: [2021, 2022, 2023] })
    expect(fit(poison(world, 2024))).toEqual(fit(world))
  })
})
