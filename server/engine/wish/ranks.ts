/**
 * Turning a history year's lowest admitted score into a rank, and carrying a rank from one year's cohort to
 * another's (位次法, gaokao-rules.md §2). Four ways, best first; every history point records which it used:
 *
 * - published  the source printed the lowest rank (or the exam authority's own table gives it for the score);
 * - table      the score looked up in that year's 一分一段 table (累计人数 at the score);
 * - anchors    that year has no table in our data, but other rows of the same province, year and track print
 *              both a score and a rank: a monotone score → rank curve through those pairs places the score;
 * - same-score no table and too few pairs: the score looked up in the nearest later year's table (等分法). The
 *              exam's difficulty changes between years, so this carries the largest error (fitted in fit.ts).
 *
 * A later year's table may only be used when it was published before the filing being predicted (year ≤ target):
 * the caller passes `targetYear` and nothing later is read.
 */
import { isHit, lookupRank, segmentOfRank, type RankTable } from '../rank'
import type { CohortCarry } from './carry'

export type RankMethod = 'published' | 'table' | 'anchors' | 'same-score'

export interface TableRef {
  table: RankTable
  year: number
  /** id in ref_rank_tables (for the source of a 推算 rank) */
  id: number
  sourceClass: string
  sid: number | null
}

/** the 一分一段 tables the engine may read, by province, year and track (1 历史/文, 2 物理/理, 3 综合) */
export interface TableSet {
  get(provinceId: number, year: number, track: number): TableRef | undefined
  /** years with a table for this province and track, newest first */
  years(provinceId: number, track: number): number[]
}

export function tableSetOf(refs: ReadonlyArray<TableRef & { provinceId: number; track: number }>): TableSet {
  const map = new Map<string, TableRef>()
  const years = new Map<string, number[]>()
  for (const r of refs) {
    const k = `${r.provinceId}|${r.year}|${r.track}`
    if (map.has(k)) continue
    map.set(k, r)
    const yk = `${r.provinceId}|${r.track}`
    years.set(
      yk,
      [...(years.get(yk) ?? []), r.year].sort((a, b) => b - a),
    )
  }
  return {
    get: (p, y, t) => map.get(`${p}|${y}|${t}`),
    years: (p, t) => years.get(`${p}|${t}`) ?? [],
  }
}

// ---------------------------------------------------------------------------------------------------
// Anchors: score → rank from rows that print both

export interface AnchorCurve {
  /** anchor scores, descending, and the fitted log-rank at each (non-decreasing as the score falls) */
  scores: Float64Array
  logRanks: Float64Array
  /** normal-equivalent spread of the pairs around the curve (log scale): how far a score placed by it may be off */
  spread: number
  points: number
}

const MIN_ANCHORS = 25
/** pairs scattered more than this around the curve (log rank) mix incompatible sources: no curve */
const MAX_ANCHOR_SPREAD = 0.15
/** when more than this share of the distinct scores had to be pooled to make the curve monotone: no curve */
const MAX_POOLED_SHARE = 0.25
/** distinct scores sharing one pooled rank before the curve stops there */
const MAX_FLAT_RUN = 5

/**
 * A monotone curve through (score, rank) pairs: the median rank per whole score, then pool-adjacent-violators
 * so that a lower score never has a better rank, on the log scale, weighted by the number of pairs.
 * null when there are too few distinct scores, or when the pairs disagree with each other (pairs from sources
 * printing different kinds of rank, e.g. a 专科 batch's own ranking mixed into the 本科 one).
 */
export function buildAnchorCurve(pairs: ReadonlyArray<{ score: number; rank: number }>): AnchorCurve | null {
  const byScore = new Map<number, number[]>()
  for (const p of pairs) {
    if (!(p.rank > 0) || !Number.isFinite(p.score)) continue
    const s = Math.floor(p.score + 1e-9)
    let l = byScore.get(s)
    if (!l) byScore.set(s, (l = []))
    l.push(p.rank)
  }
  if (byScore.size < MIN_ANCHORS) return null
  const scores = [...byScore.keys()].sort((a, b) => b - a)
  const y = scores.map((s) => Math.log(median(byScore.get(s)!)))
  const w = scores.map((s) => byScore.get(s)!.length)
  const fitted = isotonicIncreasing(y, w)
  let pooled = 0
  for (let i = 0; i < fitted.length; i++) if (Math.abs(fitted[i] - y[i]) > 1e-9) pooled++
  let absSum = 0
  let n = 0
  for (let i = 0; i < scores.length; i++)
    for (const r of byScore.get(scores[i])!) {
      absSum += Math.abs(Math.log(r) - fitted[i])
      n++
    }
  const spread = 1.2533 * (absSum / n)
  if (pooled / scores.length > MAX_POOLED_SHARE || spread > MAX_ANCHOR_SPREAD) return null
  // a long flat stretch means the pairs there contradict each other: use the curve only above the first one
  let end = fitted.length
  for (let i = 0, run = 1; i + 1 < fitted.length; i++) {
    run = Math.abs(fitted[i + 1] - fitted[i]) < 1e-12 ? run + 1 : 1
    if (run >= MAX_FLAT_RUN) {
      end = i + 2 - run
      break
    }
  }
  if (end < MIN_ANCHORS) return null
  return { scores: Float64Array.from(scores.slice(0, end)), logRanks: Float64Array.from(fitted.slice(0, end)), spread, points: n }
}

/** rank at `score` on the curve; null outside the anchors' score range (never extrapolated) */
export function anchorRank(c: AnchorCurve, score: number): number | null {
  const s = Math.floor(score + 1e-9)
  const n = c.scores.length
  if (s > c.scores[0] || s < c.scores[n - 1]) return null
  let lo = 0
  let hi = n - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (c.scores[mid] >= s) lo = mid
    else hi = mid
  }
  if (c.scores[lo] === s) return Math.round(Math.exp(c.logRanks[lo]))
  const t = (c.scores[lo] - s) / (c.scores[lo] - c.scores[hi])
  return Math.round(Math.exp(c.logRanks[lo] + t * (c.logRanks[hi] - c.logRanks[lo])))
}

/** pool-adjacent-violators: the non-decreasing sequence closest to y in weighted least squares */
export function isotonicIncreasing(y: ReadonlyArray<number>, w: ReadonlyArray<number>): number[] {
  const val: number[] = []
  const wt: number[] = []
  const len: number[] = []
  for (let i = 0; i < y.length; i++) {
    val.push(y[i])
    wt.push(w[i])
    len.push(1)
    while (val.length > 1 && val[val.length - 2] > val[val.length - 1]) {
      const b = val.pop()!
      const bw = wt.pop()!
      const bl = len.pop()!
      const k = val.length - 1
      val[k] = (val[k] * wt[k] + b * bw) / (wt[k] + bw)
      wt[k] += bw
      len[k] += bl
    }
  }
  const out: number[] = []
  for (let k = 0; k < val.length; k++) for (let j = 0; j < len[k]; j++) out.push(val[k])
  return out
}

export function median(v: ReadonlyArray<number>): number {
  const s = [...v].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** 1.4826 × median absolute deviation: the normal-equivalent spread, not thrown by outliers */
export function robustSd(v: ReadonlyArray<number>): number {
  if (v.length < 3) return 0
  const m = median(v)
  return 1.4826 * median(v.map((x) => Math.abs(x - m)))
}

// ---------------------------------------------------------------------------------------------------
// A history row's rank

export interface RowRankInput {
  provinceId: number
  year: number
  track: number
  minScore: number | null
  /** the rank as the source printed it */
  minRank: number | null
  /** true when the source printed the rank itself (not derived from the score by someone) */
  rankPublished: boolean
}

export interface PlacedRank {
  rank: number
  method: RankMethod
  /** the table the rank was read from (table, same-score) */
  table: TableRef | null
  /** the year whose cohort the rank belongs to (same-score: the later table's year) */
  cohortYear: number
}

export interface RankContext {
  tables: TableSet
  anchors: (provinceId: number, year: number, track: number) => AnchorCurve | null
  /** the filing being predicted: no table of a later year may be read */
  targetYear: number
  /** the robust cohort carry (cohort.ts); without it, the plain ratio of the tables' counts (cohortLogRatio) */
  cohort?: CohortCarry
}

/** ln of the factor a `from`-year rank is multiplied by to stand in the `to` year's cohort (null: carried unscaled) */
export function carryLog(ctx: Pick<RankContext, 'tables' | 'cohort'>, provinceId: number, track: number, fromYear: number, toYear: number): number | null {
  return ctx.cohort ? ctx.cohort.ratio(provinceId, track, fromYear, toYear) : cohortLogRatio(ctx.tables, provinceId, track, fromYear, toYear)
}

export function placeRank(r: RowRankInput, ctx: RankContext): PlacedRank | null {
  if (r.minRank !== null && r.minRank > 0 && r.rankPublished) return { rank: r.minRank, method: 'published', table: null, cohortYear: r.year }
  const own = ctx.tables.get(r.provinceId, r.year, r.track)
  if (r.minScore !== null && own) {
    const hit = lookupRank(own.table, r.minScore)
    if (isHit(hit)) return { rank: hit.rankTo, method: 'table', table: own, cohortYear: r.year }
  }
  // a rank someone derived with a table we do not hold: as good as our own lookup
  if (r.minRank !== null && r.minRank > 0) return { rank: r.minRank, method: 'table', table: null, cohortYear: r.year }
  if (r.minScore === null) return null
  const curve = ctx.anchors(r.provinceId, r.year, r.track)
  if (curve) {
    const rank = anchorRank(curve, r.minScore)
    if (rank !== null && rank > 0) return { rank, method: 'anchors', table: null, cohortYear: r.year }
  }
  for (const y of [...ctx.tables.years(r.provinceId, r.track)].reverse()) {
    if (y <= r.year || y > ctx.targetYear) continue
    const t = ctx.tables.get(r.provinceId, y, r.track)!
    const hit = lookupRank(t.table, r.minScore)
    if (isHit(hit)) return { rank: hit.rankTo, method: 'same-score', table: t, cohortYear: y }
    return null
  }
  return null
}

// ---------------------------------------------------------------------------------------------------
// Cohort size: carrying a rank between years

/**
 * ln(N_to / N_from): how much bigger the `to` cohort is, as the ratio of the tables' cumulative counts at the
 * lowest score both tables print. null when either table is missing (the rank is then carried unscaled and the
 * model widens its uncertainty by the spread of cohort changes).
 */
export function cohortLogRatio(tables: TableSet, provinceId: number, track: number, fromYear: number, toYear: number): number | null {
  if (fromYear === toYear) return 0
  const a = tables.get(provinceId, fromYear, track)
  const b = tables.get(provinceId, toYear, track)
  if (!a || !b || a.table.n === 0 || b.table.n === 0) return null
  const floor = Math.max(a.table.scoreLow[a.table.n - 1], b.table.scoreLow[b.table.n - 1])
  const ra = lookupRank(a.table, floor)
  const rb = lookupRank(b.table, floor)
  if (!isHit(ra) || !isHit(rb)) return null
  return Math.log(rb.rankTo / ra.rankTo)
}

/**
 * Same-score shift ln(rank_to(s) / rank_from(s)) across the scores both tables cover, as the median over
 * scores whose `from` rank lies in [lo, hi]: how wrong 等分法 would be for this province and pair of years.
 */
export function sameScoreShift(tables: TableSet, provinceId: number, track: number, fromYear: number, toYear: number, lo = 3000, hi = 150000): number | null {
  const a = tables.get(provinceId, fromYear, track)
  const b = tables.get(provinceId, toYear, track)
  if (!a || !b) return null
  const v: number[] = []
  for (let s = 100; s <= 900; s++) {
    const ra = lookupRank(a.table, s)
    const rb = lookupRank(b.table, s)
    if (isHit(ra) && isHit(rb) && ra.rankTo >= lo && ra.rankTo <= hi && ra.kind === 'row' && rb.kind === 'row') v.push(Math.log(rb.rankTo / ra.rankTo))
  }
  return v.length >= 20 ? median(v) : null
}

/**
 * Where a student's rank sits for comparing with a lowest admitted rank. Lowest ranks are printed as the
 * cumulative count at the unit's lowest score (the end of that score's band), so a unit admits everyone of a
 * score once its cut-off falls anywhere inside that score's band: the student is compared from the start of
 * the band that holds their rank. Without a table (forecast) the rank itself.
 */
export function comparableRank(t: RankTable | null | undefined, rank: number): number {
  if (!t || t.n === 0 || rank > t.rankEnd[t.n - 1]) return rank
  return Math.max(1, Math.min(rank, t.rankStart[segmentOfRank(t, rank)]))
}

/** a TableSet that hides tables newer than `maxYear` (what was not yet published) */
export function tablesUpTo(tables: TableSet, maxYear: number): TableSet {
  return {
    get: (p, y, t) => (y <= maxYear ? tables.get(p, y, t) : undefined),
    years: (p, t) => tables.years(p, t).filter((y) => y <= maxYear),
  }
}

/** anchors of every province / year / track without a table of its own, from rows printing score and rank */
export function anchorIndex(
  records: ReadonlyArray<{ provinceId: number; year: number; track: number; minScore: number | null; minRank: number | null }>,
  tables: TableSet,
): (p: number, y: number, t: number) => AnchorCurve | null {
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
