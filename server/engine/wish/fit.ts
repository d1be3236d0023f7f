/**
 * Fitting the admission model (model.ts) from data published before the year it will predict.
 *
 * For each outcome year Y of `outcomeYears`: units are built from rows of years < Y (tables of years ≤ Y may be
 * read: a year's 一分一段 table is out before its filing); every row of year Y whose lowest rank is direct
 * (published, or its score in Y's own table) is an outcome; the residual is ln(outcome rank) − ln(carried
 * history rank). From those residuals:
 *   - recency weights for 2 and 3 years of history (least absolute error over a grid);
 *   - ν and the t scale per predicted-rank bucket, separately for one and for several years of history
 *     (maximum likelihood, ν shared);
 *   - the share of the variance units of one province and year have in common (between-group spread of
 *     the residuals' medians) — how strongly a wish table's rows move together;
 *   - bias and spread of the weaker placements (anchors, same-score): from their own residuals when there are
 *     enough, else from the tables themselves (how far 等分法 and unscaled ranks were off between consecutive
 *     tables, which are all published before the filing).
 * The backtest fits with outcomes ≤ Y−1 and scores year Y; the served model fits with every outcome year.
 */
import { tLogPdf } from './dist'
import type { RankMethod, RankContext, TableSet } from './ranks'
import { buildAnchorCurve, cohortLogRatio, median, placeRank, robustSd, sameScoreShift, type AnchorCurve } from './ranks'
import { buildUnits, sameSystem, wishBatch, type AdmissionRecord, type Unit } from './units'
import { unitKey } from './keys'
import { bucketOf, type PlacementError, type WishModel } from './model'

export interface FitOptions {
  outcomeYears: number[]
  /** newest table year that may be read (the year being predicted, for a backtest) */
  maxTableYear: number
  newExamSince: (provinceId: number) => number | null
  dataVersion: string
  /** provinces and tracks of the tables (for the table-based estimates) */
  tableKeys: ReadonlyArray<{ provinceId: number; track: number }>
}

export interface Residual {
  d: number
  /** ln of the carried history rank (weights applied) */
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
}

export const BUCKET_EDGES = [1000, 3000, 10000, 30000, 100000]
const NU_GRID = [2, 3, 4, 5, 6, 8, 10, 15, 30]
const DEFAULT_WEIGHTS = [[1], [0.7, 0.3], [0.6, 0.25, 0.15]]

/** anchors of every province / year / track without a table of its own, from rows printing score and rank */
export function anchorIndex(records: ReadonlyArray<AdmissionRecord>, tables: TableSet): (p: number, y: number, t: number) => AnchorCurve | null {
  const pairs = new Map<string, Array<{ score: number; rank: number }>>()
  for (const r of records) {
    if (r.minScore === null || r.minRank === null || r.minRank <= 0) continue
    if (tables.get(r.provinceId, r.year, r.track)) continue
    const k = `${r.provinceId}|${r.year}|${r.track}`
    let l = pairs.get(k)
    if (!l) pairs.set(k, (l = []))
    l.push({ score: r.minScore, rank: r.minRank })
  }
  const curves = new Map<string, AnchorCurve | null>()
  return (p, y, t) => {
    const k = `${p}|${y}|${t}`
    if (!curves.has(k)) curves.set(k, pairs.has(k) ? buildAnchorCurve(pairs.get(k)!) : null)
    return curves.get(k) ?? null
  }
}

/** a TableSet that hides tables newer than `maxYear` (what was not yet published) */
export function tablesUpTo(tables: TableSet, maxYear: number): TableSet {
  return {
    get: (p, y, t) => (y <= maxYear ? tables.get(p, y, t) : undefined),
    years: (p, t) => tables.years(p, t).filter((y) => y <= maxYear),
  }
}

/** residuals of every outcome row that has history, for one outcome year */
export function residualsFor(records: ReadonlyArray<AdmissionRecord>, tables: TableSet, year: number, opts: Pick<FitOptions, 'newExamSince'>): Residual[] {
  const visible = tablesUpTo(tables, year)
  const anchors = anchorIndex(
    records.filter((r) => r.year < year),
    visible,
  )
  const ranks: RankContext = { tables: visible, anchors, targetYear: year }
  const units = buildUnits(records, {
    targetYear: year,
    newExamSince: opts.newExamSince,
    ranks,
    cohortYear: (p, t) => (visible.get(p, year, t) ? year : (visible.years(p, t)[0] ?? 0)),
  })
  const byKey = new Map<string, Unit>(units.map((u) => [u.key, u]))
  const out: Residual[] = []
  const seen = new Set<string>()
  for (const r of records) {
    if (r.year !== year) continue
    if (!sameSystem(opts.newExamSince(r.provinceId), r.year, year)) continue
    const batchId = wishBatch(r, opts.newExamSince(r.provinceId))
    if (batchId === null) continue
    const key = unitKey({
      provinceId: r.provinceId,
      track: r.track,
      batchId,
      level: r.level,
      schoolName: r.schoolName,
      group: r.majorGroup,
      major: r.majorName,
    })
    const u = byKey.get(key)
    if (!u || seen.has(key)) continue
    const placed = placeRank(r, { tables: visible, anchors: () => null, targetYear: year })
    if (!placed || (placed.method !== 'published' && placed.method !== 'table')) continue
    seen.add(key)
    const logs = u.history.map((h) => Math.log(h.equivalentRank))
    const cohortHere = cohortLogRatio(visible, r.provinceId, r.track, placed.cohortYear, year) ?? 0
    const outcome = Math.log(placed.rank) + cohortHere
    out.push({
      d: outcome - logs[0],
      logPred: logs[0],
      years: u.history.length,
      method: u.history[0].method,
      unscaled: u.history[0].cohortShift === null,
      group: `${r.provinceId}|${r.track}|${year}|${r.level}`,
      outcomeSource: r.sourceClass,
      historySource: u.history[0].record.sourceClass,
      logs,
      methods: u.history.map((h) => h.method),
    })
  }
  return out
}

const direct = (m: RankMethod) => m === 'published' || m === 'table'

/** the fitted model; `residuals` may be passed in when the caller already has them (the backtest prints them) */
export function fitModel(records: ReadonlyArray<AdmissionRecord>, tables: TableSet, opts: FitOptions, residuals?: Residual[]): WishModel {
  const res = residuals ?? opts.outcomeYears.flatMap((y) => residualsFor(records, tables, y, opts))
  const directRes = res.filter((r) => r.methods.every(direct))

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

  // ν and scales by bucket. The outcome we predict is a provincial 投档 line; a single school's own site prints
  // its own 录取 numbers (单校口径), which scatter more. So the unit's own scale is fitted on pairs whose rows
  // both come from provincial tables (the authority's, or third-party copies of them) when there are enough, and
  // the extra scatter of school-site history is measured apart (below).
  const provincial = (c: string) => c === 'official-provincial' || c === 'third-party'
  const clean = directRes.filter((r) => r.logs.length === 1 && provincial(r.outcomeSource) && provincial(r.historySource))
  const allOneRes = directRes.filter((r) => r.logs.length === 1)
  const nb = BUCKET_EDGES.length + 1
  const one: number[][] = Array.from({ length: nb }, () => [])
  for (const r of allOneRes) one[bucketOf({ bucketEdges: BUCKET_EDGES }, Math.exp(r.logPred))].push(r.d)
  // ν (the shape of the tails) and how the scale varies with the rank level: from every pair
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
  // the level: from the provincial-table pairs when there are enough
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
  // several years of history: how much the weighted prediction narrows the error, from every source
  const allOne = directRes.filter((r) => r.logs.length === 1).map((r) => r.d)
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
  void clean

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
        `等分法与未按考生规模折算的位次，其偏差与离散度来自相邻年份已公布一分一段表的比较（${Object.keys(transitions.cohort).length} 组相邻年份）。`,
    },
  }
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

function pool(buckets: number[][], b: number): number[] {
  // a thin bucket borrows from its neighbours until it has 200 residuals
  let v = buckets[b]
  let k = 1
  while (v.length < 200 && (b - k >= 0 || b + k < buckets.length)) {
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
