/**
 * Backtest of the admission probability (issue 8 §4): predict year Y from what was published before Y's
 * filing — admission rows of years < Y, 一分一段 tables of years ≤ Y — on every official-provincial row of Y
 * with a printed lowest rank whose unit has history, and score it against what happened.
 *
 * For each such unit, students at fixed ratios of the unit's latest history rank (never Y's outcome); the
 * outcome is admitted iff student rank ≤ the row's printed lowest rank. The same pairs are scored for the rules
 * peers use: (a) last year's rank as a yes/no; (b) bands of student rank / mean history rank shown as 30/70/95 %;
 * (c) a step function of the score gap to the mean history score.
 */
import { isHit, lookupRank, equivalentScore } from '../rank'
import { bandOf, toPercent, type Band } from './bands'
import { admitProbability, predict, type WishModel } from './model'
import { comparableRank, type RankMethod, type TableSet } from './ranks'
import { unitKey } from './keys'
import { wishBatch, type AdmissionRecord, type Unit } from './units'

export const RATIOS = [0.6, 0.7, 0.8, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2, 1.35, 1.5]

export interface OutcomeRow {
  record: AdmissionRecord
  /** printed as in data/: province name, subject_type, batch, school_code, school_name, major_group, major_code, major_name */
  provinceName: string
  /** the printed lowest rank (min_rank_end) */
  minRankEnd: number
}

export interface Pair {
  province: string
  subjectType: string
  batch: string
  level: string
  schoolCode: string
  schoolName: string
  majorGroup: string
  majorCode: string
  majorName: string
  studentRank: number
  lastYear: number
  lastRank: number
  predictedRank: number
  probability: number
  band: Band | null
  method: RankMethod
  admitted: boolean
  peerLastYear: number
  peerRatio: number
  /** null where no history score exists */
  peerScoreGap: number | null
}

export function makePairs(
  outcomes: ReadonlyArray<OutcomeRow>,
  units: ReadonlyArray<Unit>,
  model: WishModel,
  tables: TableSet,
  year: number,
  newExamSince: (provinceId: number) => number | null,
): Pair[] {
  const byKey = new Map(units.map((u) => [u.key, u]))
  const pairs: Pair[] = []
  for (const o of outcomes) {
    const r = o.record
    const batchId = wishBatch(r, newExamSince(r.provinceId))
    if (batchId === null) continue
    const u = byKey.get(
      unitKey({ provinceId: r.provinceId, track: r.track, batchId, level: r.level, schoolName: r.schoolName, group: r.majorGroup, major: r.majorName }),
    )
    if (!u || !u.history.length) continue
    const pred = predict(model, u.history, u.cohortYear)
    if (!pred) continue
    const last = u.history[0]
    const meanRank = u.history.reduce((a, h) => a + h.rank, 0) / u.history.length
    const scores = u.history
      .slice(0, 3)
      .map((h) => h.record.minScore)
      .filter((s): s is number => s !== null)
    const meanScore = scores.length ? scores.reduce((a, s) => a + s, 0) / scores.length : null
    const table = tables.get(r.provinceId, year, r.track)
    for (const ratio of RATIOS) {
      const studentRank = Math.max(1, Math.round(ratio * last.rank))
      const p = admitProbability(model, pred, comparableRank(table?.table, studentRank))
      let gapP: number | null = null
      if (meanScore !== null && table) {
        const eq = equivalentScore(table.table, studentRank)
        if (eq.score !== null) gapP = scoreGapRule(eq.score - meanScore)
      }
      pairs.push({
        province: o.provinceName,
        subjectType: r.subjectName,
        batch: r.batch,
        level: r.level,
        schoolCode: r.schoolCode,
        schoolName: r.schoolName,
        majorGroup: r.majorGroup,
        majorCode: r.majorCode,
        majorName: r.majorName,
        studentRank,
        lastYear: last.year,
        lastRank: last.rank,
        predictedRank: pred.rank,
        probability: p,
        band: bandOf(toPercent(p)),
        method: last.method,
        admitted: studentRank <= o.minRankEnd,
        peerLastYear: studentRank <= last.rank ? 1 : 0,
        peerRatio: ratioRule(studentRank / meanRank),
        peerScoreGap: gapP,
      })
    }
  }
  return pairs
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
    units.add(`${p.province}|${p.subjectType}|${p.batch}|${p.level}|${p.schoolName}|${p.majorGroup}|${p.majorName}`)
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
