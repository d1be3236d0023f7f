/**
 * Backtest of the admission probability: predict year Y from what was published before Y's filing — admission
 * rows of years ≤ H (H = Y − 1, or Y − 2 for a student two years ahead), 一分一段 tables of years ≤ Y — on every
 * official-provincial row of Y with a printed lowest rank whose unit has history (its own, or its school's in that
 * batch), and score it against what happened.
 *
 * For each such unit, students at fixed ratios of the unit's latest history rank (never Y's outcome); the
 * outcome is admitted iff student rank ≤ the row's printed lowest rank. The same pairs are scored for the rules
 * peers use: (a) last year's rank as a yes/no; (b) bands of student rank / mean history rank shown as 30/70/95 %;
 * (c) a step function of the score gap to the mean history score; and a reference that no forecast can have: a
 * ratio-only lookup calibrated on Y itself, cross-validated by unit (an upper bound for any rule that reads only
 * the ratio of the student's rank to the latest rank).
 */
import { isHit, lookupRank, equivalentScore } from '../rank'
import { bandOf, toPercent, type Band } from './bands'
import { admitProbability, predict, rawAdmitProbability, type WishModel } from './model'
import { comparableRank, type RankMethod, type TableSet } from './ranks'
import type { AdmissionRecord } from './units'
import { outcomesOf, type Forecast } from './outcomes'

export const RATIOS = [0.6, 0.7, 0.8, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2, 1.35, 1.5]

export interface Pair {
  province: string
  subjectType: string
  batch: string
  level: string
  vocational: boolean
  schoolCode: string
  schoolName: string
  majorGroup: string
  majorCode: string
  majorName: string
  studentRank: number
  lastYear: number
  lastRank: number
  /** the latest history rank carried to Y's cohort */
  lastCarried: number
  predictedRank: number
  /** the model's P, calibrated; and the t model's own before calibration (what later years' calibration learns from) */
  probability: number
  rawProbability: number
  band: Band | null
  method: RankMethod | 'school'
  /** the model class the prediction used, and the step in years from the latest history year */
  cls: string
  step: number
  admitted: boolean
  /** the latest history year alone, carried to Y, would reject the student (student rank behind it) */
  contradicted: boolean
  peerLastYear: number
  peerRatio: number
  /** null where no history score exists */
  peerScoreGap: number | null
  /** the reference: P from the ratio to the latest carried rank, calibrated on Y itself (other units' pairs) */
  refRatio: number | null
  /** identifies the unit (for the reference's cross-validation and unit counts) */
  unit: string
}

export function makePairs(
  f: Forecast,
  rows: ReadonlyArray<AdmissionRecord>,
  printed: ReadonlyMap<number, number>,
  model: WishModel,
  provinceName: (id: number) => string,
): Pair[] {
  const year = f.setup.year
  const tables = f.ranks.tables
  const pairs: Pair[] = []
  const seen = new Set<string>()
  for (const o of outcomesOf(
    f,
    rows.filter((r) => r.year === year && printed.has(r.rowId)),
  )) {
    const r = o.record
    const unitId = o.unit ? o.unit.key : `school|${r.rowId}`
    if (seen.has(`${unitId}|${r.rowId}`)) continue
    seen.add(`${unitId}|${r.rowId}`)
    const pred = predict(model, o.points, o.cohortYear, 0, { cls: o.cls, step: o.step })
    if (!pred) continue
    const lastRank = o.unit ? o.unit.history[0].rank : o.points[0].equivalentRank
    const lastCarried = o.points[0].equivalentRank
    const meanRank = o.unit ? o.unit.history.reduce((a, h) => a + h.rank, 0) / o.unit.history.length : lastRank
    const scores = (o.unit?.history ?? [])
      .slice(0, 3)
      .map((h) => h.record.minScore)
      .filter((s): s is number => s !== null)
    const meanScore = scores.length ? scores.reduce((a, s) => a + s, 0) / scores.length : null
    const table = tables.get(r.provinceId, year, r.track)
    const minRankEnd = printed.get(r.rowId)!
    for (const ratio of RATIOS) {
      const studentRank = Math.max(1, Math.round(ratio * lastRank))
      const comparable = comparableRank(table?.table, studentRank)
      const p = admitProbability(model, pred, comparable)
      const raw = rawAdmitProbability(model, pred, comparable)
      let gapP: number | null = null
      if (meanScore !== null && table) {
        const eq = equivalentScore(table.table, studentRank)
        if (eq.score !== null) gapP = scoreGapRule(eq.score - meanScore)
      }
      const band = bandOf(toPercent(p))
      pairs.push({
        province: provinceName(r.provinceId),
        subjectType: r.subjectName,
        batch: r.batch,
        level: r.level,
        vocational: r.vocational,
        schoolCode: r.schoolCode,
        schoolName: r.schoolName,
        majorGroup: r.majorGroup,
        majorCode: r.majorCode,
        majorName: r.majorName,
        studentRank,
        lastYear: o.points[0].year,
        lastRank,
        lastCarried,
        predictedRank: pred.rank,
        probability: p,
        rawProbability: raw,
        band,
        method: o.unit ? o.unit.history[0].method : 'school',
        cls: o.cls,
        step: o.step,
        admitted: studentRank <= minRankEnd,
        contradicted: comparable > lastCarried,
        peerLastYear: studentRank <= lastRank ? 1 : 0,
        peerRatio: ratioRule(studentRank / meanRank),
        peerScoreGap: gapP,
        refRatio: null,
        unit: `${unitId}|${r.rowId}`,
      })
    }
  }
  addRatioReference(pairs)
  return pairs
}

/**
 * The reference row: P(admitted) read off a table of ln(student rank / latest carried rank) in bins of 0.05,
 * calibrated on the target year's own outcomes — something no forecast can have — with each unit's pairs scored
 * by a table made from the other four fifths of the units (5-fold cross-validation by unit). An upper bound for
 * any rule of that ratio alone; a model that reads more (rank level, several years, placements) may beat it.
 */
export function addRatioReference(pairs: Pair[]): void {
  const folds = 5
  const bin = (p: Pair) => Math.round(Math.log(p.studentRank / Math.max(1, p.lastCarried)) / 0.05)
  const foldOf = (p: Pair) => fnv(p.unit) % folds
  const counts = Array.from({ length: folds }, () => new Map<number, [number, number]>())
  for (const p of pairs) {
    const m = counts[foldOf(p)]
    const k = bin(p)
    const c = m.get(k) ?? [0, 0]
    c[0] += p.admitted ? 1 : 0
    c[1] += 1
    m.set(k, c)
  }
  for (const p of pairs) {
    const f = foldOf(p)
    const k = bin(p)
    let a = 0
    let n = 0
    for (let i = 0; i < folds; i++) {
      if (i === f) continue
      const c = counts[i].get(k)
      if (c) {
        a += c[0]
        n += c[1]
      }
    }
    p.refRatio = n ? (a + 0.5) / (n + 1) : null
  }
}

function fnv(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/**
 * Peer rule (b): bands of student rank / mean history rank, shown as fixed probabilities.
 * 冲 (0.9, 1.5] → 30 %, 稳 (0.83, 0.9] → 70 %, 保 [0.6, 0.83] → 95 %. Outside the bands the peer shows nothing;
 * we score it as it would read: better than 保 → 95 %, beyond 冲 → 10 %.
 */
export function ratioRule(ratio: number): number {
  if (ratio > 1.5) return 0.1
  if (ratio > 0.9) return 0.3
  if (ratio > 0.83) return 0.7
  return 0.95
}

/** Peer rule (c): score gap to the mean history lowest score → stated probability (a common step table) */
export function scoreGapRule(gap: number): number {
  if (gap >= 25) return 0.99
  if (gap >= 15) return 0.95
  if (gap >= 10) return 0.9
  if (gap >= 5) return 0.8
  if (gap >= 0) return 0.65
  if (gap >= -5) return 0.45
  if (gap >= -10) return 0.3
  if (gap >= -20) return 0.15
  return 0.03
}

export interface Scores {
  pairs: number
  units: number
  brier: number
  logLoss: number
  /** mean stated probability and realised rate */
  meanP: number
  rate: number
}

const clip = (p: number) => Math.min(0.999, Math.max(0.001, p))

export function score(pairs: ReadonlyArray<Pair>, pick: (p: Pair) => number | null): Scores {
  let n = 0
  let brier = 0
  let ll = 0
  let sp = 0
  let hits = 0
  const units = new Set<string>()
  for (const p of pairs) {
    const q = pick(p)
    if (q === null) continue
    n++
    const y = p.admitted ? 1 : 0
    brier += (q - y) * (q - y)
    ll += -(y * Math.log(clip(q)) + (1 - y) * Math.log(1 - clip(q)))
    sp += q
    hits += y
    units.add(p.unit)
  }
  return { pairs: n, units: units.size, brier: n ? brier / n : NaN, logLoss: n ? ll / n : NaN, meanP: n ? sp / n : NaN, rate: n ? hits / n : NaN }
}

export interface ReliabilityRow {
  label: string
  pairs: number
  meanP: number
  rate: number
}

export function reliabilityByBand(pairs: ReadonlyArray<Pair>): ReliabilityRow[] {
  const labels: Array<Band | null> = ['冲', '稳', '保', '垫', null]
  return labels.map((b) => {
    const s = score(
      pairs.filter((p) => p.band === b),
      (p) => p.probability,
    )
    return { label: b ?? '不推荐（低于冲）', pairs: s.pairs, meanP: s.meanP, rate: s.rate }
  })
}

export function reliabilityByDecile(pairs: ReadonlyArray<Pair>, pick: (p: Pair) => number | null = (p) => p.probability): ReliabilityRow[] {
  const rows: ReliabilityRow[] = []
  for (let d = 0; d < 10; d++) {
    const lo = d / 10
    const hi = (d + 1) / 10
    const s = score(
      pairs.filter((p) => {
        const q = pick(p)
        return q !== null && q >= lo && (d === 9 ? q <= hi : q < hi)
      }),
      pick,
    )
    rows.push({ label: `${Math.round(lo * 100)}–${Math.round(hi * 100)}%`, pairs: s.pairs, meanP: s.meanP, rate: s.rate })
  }
  return rows
}

export function outcomeRank(r: AdmissionRecord, tables: TableSet): number | null {
  if (r.minRank !== null) return r.minRank
  const t = tables.get(r.provinceId, r.year, r.track)
  if (!t || r.minScore === null) return null
  const h = lookupRank(t.table, r.minScore)
  return isHit(h) ? h.rankTo : null
}
