/**
 * Fitting the admission model (model.ts) from data published before the year it will predict.
 *
 * For each outcome year Y of `outcomeYears`, a forecast of Y is set up as a student of Y would have had it
 * (outcomes.ts: admission rows of years < Y, tables of years ≤ Y) and every row of Y whose lowest rank is direct
 * (published, or its score in Y's own table) is an outcome; the residual is ln(outcome rank) − ln(carried history
 * rank). Admission rows of years after the last outcome year are never read (the first line of fitModel), so a
 * backtest's target year cannot reach a fitted number (tests/server/wish-history.test.ts poisons them to prove it).
 * From the residuals, in three passes:
 *   1. the jump limit — 5 robust SDs of how far units of a rank level move in one year; beyond it an
 *      older year is taken for another unit (units.ts) — from residuals of histories not yet split;
 *   2. with histories split: recency weights, ν and the t scale per predicted-rank bucket for one and for several
 *      years of history, the share of the variance a province's units have in common in a year, school-site
 *      history's extra scatter, and per unit class (院校专业组 / 专业 / 院校 × 本科 / 专科, and units predicted
 *      from their school's history) its own bias and scales per bucket;
 *   3. the two-year step: the same outcomes forecast from history ≤ Y − 2, the widening of the error that step
 *      showed (what a student two years ahead of the filing gets).
 * Bias and spread of the weaker placements (anchors, same-score, unscaled ranks) come from the tables themselves
 * (how far 等分法 and unscaled ranks were off between consecutive published tables).
 */
import { fitCalibration, type CalibrationSummary } from './calibration'
import { tLogPdf } from './dist'
import type { RankMethod, TableSet } from './ranks'
import { anchorIndex, cohortLogRatio, median, placeRank, robustSd, sameScoreShift, tablesUpTo } from './ranks'
import { sameSystem, type AdmissionRecord } from './units'
import { bucketOf, type PlacementError, type ScaleClass, type WishModel } from './model'
import { forecastAt, outcomesOf } from './outcomes'

export interface FitOptions {
  outcomeYears: number[]
  /** newest table year that may be read (the year being predicted, for a backtest) */
  maxTableYear: number
  newExamSince: (provinceId: number) => number | null
  dataVersion: string
  /** provinces and tracks of the tables (for the table-based estimates) */
  tableKeys: ReadonlyArray<{ provinceId: number; track: number }>
  /**
   * earlier backtests' pairs, summarised (data/rules/wish-calibration.json): only those of the outcome years above
   * are read, so a backtest's target year cannot reach its own calibration either
   */
  calibration?: ReadonlyArray<CalibrationSummary>
}

export interface Residual {
  d: number
  /** ln of the carried newest history rank */
  logPred: number
  years: number
  /** the placement of the newest history year */
  method: RankMethod
  unscaled: boolean
  group: string
  /** source class of the outcome row and of the newest history row */
  outcomeSource: string
  historySource: string
  /** per-year logs of carried ranks, newest first (for the weight grid) */
  logs: number[]
  methods: RankMethod[]
  /** model class (classOf / school fallback) and the step in years from the newest history year */
  cls: string
  step: number
  /** the outcome's row id (to pair the same outcome across passes) */
  rowId: number
}

export const BUCKET_EDGES = [1000, 3000, 10000, 30000, 100000]
const NU_GRID = [2, 3, 4, 5, 6, 8, 10, 15, 30]
const DEFAULT_WEIGHTS = [[1], [0.7, 0.3], [0.6, 0.25, 0.15]]
/** a one-year move of more than this many robust SDs of its rank level is taken for another unit */
const JUMP_SDS = 5
const MIN_JUMP = 0.3
/** a class borrows the pooled fit below this many residuals */
const MIN_CLASS = 300

export interface ResidualOptions {
  newExamSince: (provinceId: number) => number | null
  tableKeys: ReadonlyArray<{ provinceId: number; track: number }>
  historyUntil?: number
  jumpLimit?: (logRank: number, years: number) => number
  /** include outcomes predicted from their school's history (default true) */
  schools?: boolean
}

/** residuals of every outcome row of `year` that has history (its own, or its school's) */
export function residualsFor(records: ReadonlyArray<AdmissionRecord>, tables: TableSet, year: number, opts: ResidualOptions): Residual[] {
  const f = forecastAt(records, tables, {
    year,
    historyUntil: opts.historyUntil,
    newExamSince: opts.newExamSince,
    tableKeys: opts.tableKeys,
    jumpLimit: opts.jumpLimit,
  })
  const visible = f.ranks.tables
  const out: Residual[] = []
  const seen = new Set<string>()
  for (const o of outcomesOf(f, records)) {
    if (!o.unit && opts.schools === false) continue
    const r = o.record
    const placed = placeRank(r, { tables: visible, anchors: () => null, targetYear: year })
    if (!placed || (placed.method !== 'published' && placed.method !== 'table')) continue
    // one residual per unit (several rows of one unit in a year: the first, as the unit keeps the hardest)
    const id = o.unit ? o.unit.key : `school|${r.rowId}`
    if (seen.has(id)) continue
    seen.add(id)
    const logs = o.points.map((h) => Math.log(h.equivalentRank))
    const cohortHere = cohortLogRatio(visible, r.provinceId, r.track, placed.cohortYear, year) ?? 0
    const outcome = Math.log(placed.rank) + cohortHere
    out.push({
      d: outcome - logs[0],
      logPred: logs[0],
      years: o.points.length,
      method: o.points[0].method,
      unscaled: o.points[0].cohortShift === null,
      group: `${r.provinceId}|${r.track}|${year}|${r.level}`,
      outcomeSource: r.sourceClass,
      historySource: o.points[0].sourceClass,
      logs,
      methods: o.points.map((h) => h.method),
      cls: o.cls,
      step: o.step,
      rowId: r.rowId,
    })
  }
  return out
}

const direct = (m: RankMethod) => m === 'published' || m === 'table'
const provincial = (c: string) => c === 'official-provincial' || c === 'third-party'
const isSchool = (cls: string) => cls.startsWith('school')

/** the fitted model; `residuals` (pass 2's, one-year step) may be passed in when the caller already has them */
export function fitModel(allRecords: ReadonlyArray<AdmissionRecord>, tables: TableSet, opts: FitOptions, residuals?: Residual[]): WishModel {
  // nothing after the last outcome year is read: a backtest's target year cannot reach a fitted number
  const lastOutcome = Math.max(...opts.outcomeYears)
  const records = allRecords.filter((r) => r.year <= lastOutcome)
  const ro = { newExamSince: opts.newExamSince, tableKeys: opts.tableKeys }

  // pass 1: how far units move in a year, from histories not split
  const unsplit = opts.outcomeYears.flatMap((y) => residualsFor(records, tables, y, { ...ro, schools: false }))
  const jumpLimit = fitJumpLimit(unsplit.filter((r) => r.step === 1 && r.logs.length === 1 && r.methods.every(direct)))
  const limitOf = (logRank: number, years: number) => jumpLimit[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(logRank))] * Math.sqrt(Math.max(1, years))

  // pass 2: everything else, on histories split where they jump
  const res = residuals ?? opts.outcomeYears.flatMap((y) => residualsFor(records, tables, y, { ...ro, jumpLimit: limitOf }))
  const unitRes = res.filter((r) => !isSchool(r.cls) && r.step === 1)
  const directRes = unitRes.filter((r) => r.methods.every(direct))

  // recency weights
  const weights = DEFAULT_WEIGHTS.map((w) => [...w])
  const two = directRes.filter((r) => r.logs.length >= 2)
  if (two.length >= 300) {
    let best = Infinity
    for (let w0 = 0.5; w0 <= 1.0001; w0 += 0.05) {
      const e = meanAbs(two.map((r) => r.d + r.logs[0] - (w0 * r.logs[0] + (1 - w0) * r.logs[1])))
      if (e < best) {
        best = e
        weights[1] = [round3(w0), round3(1 - w0)]
      }
    }
  }
  const three = directRes.filter((r) => r.logs.length >= 3)
  if (three.length >= 300) {
    let best = Infinity
    for (let w0 = 0.4; w0 <= 1.0001; w0 += 0.05)
      for (let a = 0.5; a <= 1.0001; a += 0.1) {
        const w = [w0, (1 - w0) * a, (1 - w0) * (1 - a)]
        const e = meanAbs(three.map((r) => r.d + r.logs[0] - (w[0] * r.logs[0] + w[1] * r.logs[1] + w[2] * r.logs[2])))
        if (e < best) {
          best = e
          weights[2] = w.map(round3)
        }
      }
  }
  // residuals against the weighted prediction
  const weighted = (r: Residual) => {
    const w = weights[Math.min(r.logs.length, weights.length) - 1]
    let lp = 0
    for (let i = 0; i < w.length; i++) lp += w[i] * r.logs[i]
    return { d: r.d + r.logs[0] - lp, logPred: lp }
  }

  // ν (the shape of the tails) and how the scale varies with the rank level, from every unit pair. The outcome we
  // predict is a provincial 投档 line; a single school's own site prints its own 录取 numbers (单校口径), which
  // scatter more: the level of the unit's own scale comes from pairs whose rows both come from provincial tables
  // when there are enough, and school-site history's extra scatter is measured apart.
  const clean = directRes.filter((r) => r.logs.length === 1 && provincial(r.outcomeSource) && provincial(r.historySource))
  const allOneRes = directRes.filter((r) => r.logs.length === 1)
  const nb = BUCKET_EDGES.length + 1
  const bucketsOf = (list: Residual[], pick: (r: Residual) => number = (r) => r.d) => {
    const b: number[][] = Array.from({ length: nb }, () => [])
    for (const r of list) b[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(weighted(r).logPred))].push(pick(r))
    return b
  }
  const one = bucketsOf(allOneRes)
  let bestNu = 4
  let bestLl = -Infinity
  let bestOne: number[] = []
  for (const nu of NU_GRID) {
    let ll = 0
    const so: number[] = []
    for (let b = 0; b < nb; b++) {
      const fo = fitScale(pool(one, b), nu)
      so.push(fo.scale)
      ll += fo.ll * (one[b].length / Math.max(1, pool(one, b).length))
    }
    if (ll > bestLl) {
      bestLl = ll
      bestNu = nu
      bestOne = so
    }
  }
  const level =
    clean.length >= 500
      ? Math.min(
          1,
          fitScale(
            clean.map((r) => r.d),
            bestNu,
          ).scale /
            fitScale(
              allOneRes.map((r) => r.d),
              bestNu,
            ).scale,
        )
      : 1
  bestOne = bestOne.map((x) => x * level)
  const allOne = allOneRes.map((r) => r.d)
  const allMany = directRes.filter((r) => r.logs.length > 1).map((r) => weighted(r).d)
  const multiRatio = allMany.length >= 300 && allOne.length >= 300 ? Math.min(1, fitScale(allMany, bestNu).scale / fitScale(allOne, bestNu).scale) : 1
  const bestMany = bestOne.map((s) => s * multiRatio)
  // school-site history: var(school→school) = s² + 2m², var(provincial→provincial) = s²
  const schoolPairs = directRes.filter((r) => r.logs.length === 1 && !provincial(r.outcomeSource) && !provincial(r.historySource)).map((r) => r.d)
  const schoolNoise =
    clean.length >= 500 && schoolPairs.length >= 500
      ? round3(Math.sqrt(Math.max(0, (Math.pow(robustSd(schoolPairs), 2) - Math.pow(robustSd(clean.map((r) => r.d)), 2)) / 2)))
      : 0

  // common share: between-group spread of medians (groups of ≥ 30 residuals) vs the total
  const groups = new Map<string, number[]>()
  for (const r of directRes) {
    const { d } = weighted(r)
    let l = groups.get(r.group)
    if (!l) groups.set(r.group, (l = []))
    l.push(d)
  }
  const meds: number[] = []
  const within: number[] = []
  for (const l of groups.values()) {
    if (l.length < 30) continue
    const m = median(l)
    meds.push(m)
    for (const x of l) within.push(x - m)
  }
  const between = meds.length >= 3 ? variance(meds) : 0
  const withinVar = Math.pow(robustSd(within), 2)
  const commonShare = between + withinVar > 0 ? clamp(between / (between + withinVar), 0, 0.8) : 0.25

  // placement errors, from consecutive published tables (all before the filing), and the anchors' own spread
  const transitions = tableTransitions(tables, opts)
  const anchorSpread = round3(medianAnchorSpread(records, tables, opts.maxTableYear))
  // the fitted scales include cohort noise for the share of residuals whose history was not scaled: remove it
  const unscaledShare = directRes.length ? directRes.filter((r) => r.unscaled).length / directRes.length : 0
  const cohortVar = Math.pow(transitions.fallback.cohort.spread, 2) / tScaleToSd(bestNu)
  const own = (s: number) => round3(Math.sqrt(Math.max(s * s - unscaledShare * cohortVar, 0.36 * s * s)))

  // per class: its bias and scales per bucket (provincial pairs when the class has enough, else all of its pairs)
  const classes: Record<string, ScaleClass> = {}
  const classNames = [...new Set(res.filter((r) => r.step === 1).map((r) => r.cls))].sort()
  for (const cls of classNames) {
    const mine = res.filter((r) => r.cls === cls && r.step === 1 && (isSchool(cls) || r.methods.every(direct)))
    const prov = mine.filter((r) => provincial(r.outcomeSource) && provincial(r.historySource))
    const base = prov.length >= MIN_CLASS ? prov : mine
    if (base.length < MIN_CLASS) continue
    // the bias only from provincial pairs: a school site's own numbers (单校口径) sit differently from the
    // provincial 投档 lines being predicted, so their offset says nothing about next year's line
    const d = bucketsOf(prov, (r) => weighted(r).d)
    const bias = d.map((_, b) => (prov.length >= MIN_CLASS ? round3(median(pool(d, b, 150))) : 0))
    const centred = bucketsOf(base, (r) => weighted(r).d - bias[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(weighted(r).logPred))])
    const oneB = bucketsOf(
      base.filter((r) => r.logs.length === 1),
      (r) => weighted(r).d - bias[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(weighted(r).logPred))],
    )
    const scaleAll = centred.map((_, b) => fitScale(pool(centred, b, 150), bestNu).scale)
    const scaleOne = oneB.map((_, b) => (pool(oneB, b, 150).length >= 150 ? fitScale(pool(oneB, b, 150), bestNu).scale : scaleAll[b]))
    const manyShare = base.filter((r) => r.logs.length > 1).length >= MIN_CLASS ? multiRatio : 1
    classes[cls] = {
      bias,
      scaleOneYear: scaleOne.map(own),
      scaleMultiYear: scaleOne.map((s) => own(s * manyShare)),
      n: base.length,
    }
  }

  // pass 3: the two-year step (history ≤ Y − 2), on the outcomes pass 2 also scored
  const stepFactor = [1, ...fitStepFactors(records, tables, opts, ro, limitOf, res, bestNu)]

  // pass 4: the out-of-time calibration, from earlier backtests of the outcome years only
  const seen = (opts.calibration ?? []).filter((c) => opts.outcomeYears.includes(c.targetYear))
  const calibration = { oneYear: fitCalibration(seen, lastOutcome + 1, 'one-year'), twoYears: fitCalibration(seen, lastOutcome + 1, 'two-years') }

  return {
    version: `wish-model-${opts.dataVersion}-${opts.outcomeYears.join('+')}`,
    nu: bestNu,
    weights,
    bucketEdges: BUCKET_EDGES,
    scaleOneYear: bestOne.map(own),
    scaleMultiYear: bestMany.map(own),
    transitions: { cohort: transitions.cohort, sameScore: transitions.sameScore },
    fallback: transitions.fallback,
    anchorSpread,
    historyNoise: { 'school-official': schoolNoise },
    commonShare: round3(commonShare),
    classes,
    stepFactor,
    jumpLimit,
    calibration,
    fittedOn: {
      outcomeYears: opts.outcomeYears,
      maxTableYear: opts.maxTableYear,
      pairs: res.length,
      units: directRes.length,
      cleanPairs: clean.length,
      dataVersion: opts.dataVersion,
      note:
        `拟合数据：${opts.outcomeYears.join('、')} 年的录取位次与其此前年份的历史（每个单位一对），一分一段表至 ${opts.maxTableYear} 年；` +
        `单位自身的年际波动用两年都来自省级投档表（考试院或其转载）的 ${clean.length} 对拟合${clean.length >= 500 ? '' : '（不足 500 对，改用全部数据）'}，院校官网口径的额外离散度 ${schoolNoise}；` +
        `按层级与本科/专科分别拟合偏差与波动（${Object.keys(classes).length} 类）；间隔两年的预测误差放大 ${stepFactor[1]} 倍；` +
        `等分法与未按考生规模折算的位次，其偏差与离散度来自相邻年份已公布一分一段表的比较（${Object.keys(transitions.cohort).length} 组相邻年份）。` +
        (calibration.oneYear
          ? `概率另按 ${calibration.oneYear.targetYears.join('、')} 年回测的实际录取率校准（${calibration.oneYear.clusters} 个省份·年份，按省份数收缩）。`
          : '概率未经回测校准（此前年份无可用回测）。'),
    },
  }
}

/**
 * Per bucket, the |Δ ln rank| beyond which a one-year move is not taken for the same unit: JUMP_SDS robust SDs of the
 * bucket's one-year moves (a quantile would be set by the very mismatches it is meant to catch — 湖南's reused group
 * numbers put a few percent of "moves" at 0.5–1.0), never below MIN_JUMP. Thin buckets borrow from neighbours.
 */
function fitJumpLimit(res: Residual[]): number[] {
  const nb = BUCKET_EDGES.length + 1
  const b: number[][] = Array.from({ length: nb }, () => [])
  for (const r of res) b[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(r.logPred))].push(r.d)
  return b.map((_, i) => {
    const v = pool(b, i, 400)
    return v.length >= 100 ? round3(Math.max(MIN_JUMP, JUMP_SDS * robustSd(v))) : 0.7
  })
}

/**
 * How much wider the error is two (and three) years ahead: the same outcomes forecast from history ≤ Y − k, the ratio
 * of the fitted t scales. Measured on outcomes both passes scored, so only the step differs.
 */
function fitStepFactors(
  records: ReadonlyArray<AdmissionRecord>,
  tables: TableSet,
  opts: FitOptions,
  ro: Pick<ResidualOptions, 'newExamSince' | 'tableKeys'>,
  limitOf: (logRank: number, years: number) => number,
  oneStep: Residual[],
  nu: number,
): number[] {
  const near = new Map(oneStep.filter((r) => r.step === 1 && !isSchool(r.cls)).map((r) => [r.rowId, r]))
  const factors: number[] = []
  for (const k of [2, 3]) {
    const far = opts.outcomeYears.flatMap((y) => residualsFor(records, tables, y, { ...ro, jumpLimit: limitOf, historyUntil: y - k, schools: false }))
    const a: number[] = []
    const b: number[] = []
    for (const r of far) {
      const n = near.get(r.rowId)
      if (!n || r.step !== k) continue
      a.push(n.d)
      b.push(r.d)
    }
    const prev = factors[factors.length - 1] ?? 1
    if (a.length >= 300) factors.push(round3(Math.max(prev, fitScale(b, nu).scale / fitScale(a, nu).scale)))
    else factors.push(round3(prev * Math.sqrt(k / (k - 1))))
  }
  return factors
}

/**
 * How wrong a placement is when carried between two years, from consecutive published tables of the same
 * province and track (all published before the filing, so a backtest may read them):
 *   cohort     a rank left in its own year's cohort: ln(N_to / N_from);
 *   sameScore  等分法: ln(N_to / N_from) − ln(rank_to(s) / rank_from(s)), the median over scores.
 * Keyed `from>to`, with a pooled fallback for transitions no province has both tables of.
 */
export function tableTransitions(
  tables: TableSet,
  opts: Pick<FitOptions, 'tableKeys' | 'maxTableYear' | 'newExamSince'>,
): { cohort: Record<string, PlacementError>; sameScore: Record<string, PlacementError>; fallback: { cohort: PlacementError; sameScore: PlacementError } } {
  const cohort = new Map<string, number[]>()
  const same = new Map<string, number[]>()
  const seen = new Set<string>()
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    let l = m.get(k)
    if (!l) m.set(k, (l = []))
    l.push(v)
  }
  for (const { provinceId, track } of opts.tableKeys) {
    const k = `${provinceId}|${track}`
    if (seen.has(k)) continue
    seen.add(k)
    const years = tables.years(provinceId, track).filter((y) => y <= opts.maxTableYear)
    for (const to of years)
      for (const from of years) {
        if (from >= to || to - from > 2) continue
        if (!sameSystem(opts.newExamSince(provinceId), from, to)) continue
        const c = cohortLogRatio(tables, provinceId, track, from, to)
        const sh = sameScoreShift(tables, provinceId, track, from, to)
        if (c !== null) push(cohort, `${from}>${to}`, c)
        if (c !== null && sh !== null) push(same, `${from}>${to}`, c - sh)
      }
  }
  const err = (v: number[]): PlacementError => ({ bias: round3(median(v)), spread: round3(Math.max(robustSd(v), 0.75 * sd(v), 0.03)), n: v.length })
  const keep = (m: Map<string, number[]>) => Object.fromEntries([...m].filter(([, v]) => v.length >= 4).map(([k, v]) => [k, err(v)]))
  const all = (m: Map<string, number[]>) => [...m.values()].flat()
  const pooled = (v: number[], bias: number, spread: number): PlacementError => (v.length >= 4 ? err(v) : { bias, spread, n: v.length })
  return {
    cohort: keep(cohort),
    sameScore: keep(same),
    fallback: { cohort: pooled(all(cohort), 0, 0.12), sameScore: pooled(all(same), 0, 0.25) },
  }
}

/** median leave-one-out spread of the anchor curves of every province / year / track without a table */
export function medianAnchorSpread(records: ReadonlyArray<AdmissionRecord>, tables: TableSet, maxTableYear: number): number {
  const visible = tablesUpTo(tables, maxTableYear)
  const get = anchorIndex(records, visible)
  const keys = new Set(
    records
      .filter((r) => r.minScore !== null && r.minRank !== null && !visible.get(r.provinceId, r.year, r.track))
      .map((r) => `${r.provinceId}|${r.year}|${r.track}`),
  )
  const spreads: number[] = []
  for (const k of keys) {
    const [p, y, t] = k.split('|').map(Number)
    const c = get(p, y, t)
    if (c && c.spread > 0) spreads.push(c.spread)
  }
  return spreads.length ? median(spreads) : 0.1
}

function pool(buckets: number[][], b: number, min = 200): number[] {
  // a thin bucket borrows from its neighbours until it has `min` residuals
  let v = buckets[b]
  let k = 1
  while (v.length < min && (b - k >= 0 || b + k < buckets.length)) {
    v = [...v, ...(buckets[b - k] ?? []), ...(buckets[b + k] ?? [])]
    k++
  }
  return v
}

/** maximum-likelihood scale of a centred t_ν (golden-section search on ln s) */
export function fitScale(d: ReadonlyArray<number>, nu: number): { scale: number; ll: number } {
  if (d.length < 10) return { scale: 0.2, ll: 0 }
  const ll = (ls: number) => {
    const s = Math.exp(ls)
    let t = 0
    for (const x of d) t += tLogPdf(x / s, nu) - ls
    return t
  }
  let a = Math.log(0.01)
  let b = Math.log(3)
  const g = (Math.sqrt(5) - 1) / 2
  let c = b - g * (b - a)
  let e = a + g * (b - a)
  let fc = ll(c)
  let fe = ll(e)
  for (let i = 0; i < 80; i++) {
    if (fc > fe) {
      b = e
      e = c
      fe = fc
      c = b - g * (b - a)
      fc = ll(c)
    } else {
      a = c
      c = e
      fc = fe
      e = a + g * (b - a)
      fe = ll(e)
    }
  }
  const ls = (a + b) / 2
  return { scale: Math.exp(ls), ll: ll(ls) }
}

/** variance of a unit-scale t_ν relative to a normal's (ν/(ν−2)); large for small ν */
function tScaleToSd(nu: number): number {
  return nu > 2 ? nu / (nu - 2) : 3
}

const meanAbs = (v: number[]) => v.reduce((a, x) => a + Math.abs(x), 0) / Math.max(1, v.length)
const round3 = (x: number) => Math.round(x * 1000) / 1000
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))
function variance(v: number[]): number {
  const m = v.reduce((a, x) => a + x, 0) / v.length
  return v.reduce((a, x) => a + (x - m) * (x - m), 0) / Math.max(1, v.length - 1)
}
function sd(v: number[]): number {
  return Math.sqrt(variance(v))
}
