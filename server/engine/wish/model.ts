/**
 * The admission model: from a unit's history to the predicted lowest admitted rank this year, its
 * uncertainty, and the probability that a student of a given rank is admitted.
 *
 *   log R = log R̂ + ε,   log R̂ = Σ wᵢ · log(equivalent rank of history year i)   (newest first)
 *   ε ~ S · t_ν,          S² = s(R̂, years)² + (placement spreads)² + σ_student²
 *   P(admitted) = P(R ≥ student rank) = 1 − F_t((ln r − ln R̂ − bias) / S)
 *
 * s is the year-to-year change of comparable units (pooled by rank level, one or several years of history);
 * history years placed by 等分法 (same-score) or left in their own cohort (no table to scale them) carry the
 * bias and spread such placements showed between consecutive published tables; anchors add their curve's
 * spread; σ_student is a forecast student's own uncertainty. Every number is fitted from data
 * published before the year being predicted (fit.ts); the fitted model is cited data (data/rules/wish-model.json).
 */
import { calibrateFast, type Calibration } from './calibration'
import { tCdf, tUpperTail } from './dist'
import type { RankMethod } from './ranks'

/** bias (mean of true − placed, log rank) and spread of a placement error, and how many observations */
export interface PlacementError {
  bias: number
  spread: number
  n: number
}

/** a unit class's own error: per predicted-rank bucket, the bias of ln(outcome/prediction) and the t scales */
export interface ScaleClass {
  bias: number[]
  scaleOneYear: number[]
  scaleMultiYear: number[]
  /** residuals it was fitted on (0: borrowed from the pooled fit) */
  n: number
}

/** what a prediction is made from: a unit's history year, or a school's median rank for a unit without history */
export interface PredictPoint {
  year: number
  equivalentRank: number
  method: RankMethod
  cohortYear: number
  /** null: carried unscaled (no complete pair of tables) */
  cohortShift: number | null
  /** extra spread of the carry itself (cohort.ts) */
  cohortSpread: number
  sourceClass: string
}

export interface PredictOptions {
  /** the unit's class (classOf): its own bias and scales */
  cls?: string
  /** years from the newest history year to the target year (1 = last year's data) */
  step?: number
}

/** class key: the unit's level and 本科/专科, or how a unit without history of its own is predicted */
export function classOf(level: string, vocational: boolean): string {
  return `${level}|${vocational ? '专科' : '本科'}`
}
export const SCHOOL_CLASS = 'school'
export const SCHOOL_REFORM_CLASS = 'school-reform'

export interface WishModel {
  version: string
  /** degrees of freedom of the error distribution (heavy tails: a few units jump a lot) */
  nu: number
  /** recency weights by number of history years used: weights[k − 1] has k entries, newest first */
  weights: number[][]
  /** predicted-rank bucket edges (ascending); bucket i covers [edges[i−1], edges[i]) */
  bucketEdges: number[]
  /** the unit's own t scale per bucket with one history year, and with two or more (cohort noise removed) */
  scaleOneYear: number[]
  scaleMultiYear: number[]
  /**
   * Errors of carrying ranks between years, measured on consecutive published tables (all before the filing),
   * keyed `from>to`: `cohort` = a rank left unscaled (no table for its year: ln N_to/N_from), `sameScore` = 等分法
   * (ln cohort ratio − same-score rank shift). `fallback` pools every transition.
   */
  transitions: { cohort: Record<string, PlacementError>; sameScore: Record<string, PlacementError> }
  fallback: { cohort: PlacementError; sameScore: PlacementError }
  /** how far an anchor curve places a score (log rank), median over curves */
  anchorSpread: number
  /** extra scatter (log rank) of a history row by its source class: a school's own site prints 单校口径 numbers */
  historyNoise: Record<string, number>
  /** share of a unit's own error variance that every unit of the province shares in a year (for whole tables) */
  commonShare: number
  /**
   * per unit class (classOf: level × 本科/专科, and the school fallbacks): its own bias and scales — a 院校专业组
   * moves differently from a single major, 专科 from 本科, and a unit predicted from its school's rank far more
   */
  classes: Record<string, ScaleClass>
  /** how much wider the error is when the newest history year is k years before the target: stepFactor[k − 1] */
  stepFactor: number[]
  /** per bucket, the |Δ ln rank| (5 robust SDs of one-year moves) beyond which an older year is taken for another unit */
  jumpLimit: number[]
  /**
   * out-of-time calibration (calibration.ts): maps fitted on the backtests of target years before the ones this model
   * forecasts — one for a unit whose newest history is last year, one for older history. Absent or null: none.
   */
  calibration?: { oneYear: Calibration | null; twoYears: Calibration | null }
  /** what the model was fitted on: outcome years, pairs, data version, date */
  fittedOn: {
    outcomeYears: number[]
    maxTableYear: number
    pairs: number
    units: number
    /** pairs whose rows both come from provincial tables (the unit scale is fitted on them when ≥ 500) */
    cleanPairs: number
    dataVersion: string
    note: string
  }
}

export interface Prediction {
  /** ln R̂ (bias-corrected) */
  logRank: number
  rank: number
  /** total scale S of the t error (log rank) */
  scale: number
  /** the unit's own part and the part shared by the province (√ of the variances) */
  scaleUnit: number
  scaleCommon: number
  /** weight given to each history year (same order as the history) */
  weights: number[]
  yearsUsed: number
  /** years from the newest history year to the target year (which calibration map applies) */
  step: number
}

export function bucketOf(m: Pick<WishModel, 'bucketEdges'>, rank: number): number {
  let i = 0
  while (i < m.bucketEdges.length && rank >= m.bucketEdges[i]) i++
  return i
}

/**
 * The prediction for a unit from its history (newest first, already carried to the target cohort).
 * `studentSpread` is a forecast student's own log-rank uncertainty (0 for an official score or rank).
 */
export function predict(
  m: WishModel,
  history: ReadonlyArray<PredictPoint>,
  targetCohortYear: number,
  studentSpread = 0,
  opts: PredictOptions = {},
): Prediction | null {
  const used = history.slice(0, m.weights.length)
  if (!used.length) return null
  const w = m.weights[used.length - 1]
  let logR = 0
  let bias = 0
  // placement errors are shared by every unit of the province placed the same way: added linearly (conservative)
  let sharedSd = 0
  let ownSd = 0
  for (let i = 0; i < used.length; i++) {
    const h = used[i]
    logR += w[i] * Math.log(h.equivalentRank)
    if (h.method === 'same-score') {
      const e = m.transitions.sameScore[`${h.year}>${h.cohortYear}`] ?? m.fallback.sameScore
      bias += w[i] * e.bias
      sharedSd += w[i] * e.spread
    }
    if (h.cohortShift === null) {
      const e = m.transitions.cohort[`${h.cohortYear}>${targetCohortYear}`] ?? m.fallback.cohort
      bias += w[i] * e.bias
      sharedSd += w[i] * e.spread
    } else sharedSd += w[i] * h.cohortSpread
    if (h.method === 'anchors') ownSd += w[i] * m.anchorSpread
    ownSd += w[i] * (m.historyNoise[h.sourceClass] ?? 0)
  }
  const rank0 = Math.exp(logR)
  const b = bucketOf(m, rank0)
  const cls = (opts.cls && m.classes?.[opts.cls]) || null
  // a unit predicted from its school's rank spreads far wider than a unit's own history: without a fit of its own
  // (too few such pairs before the target year) no probability is given rather than a unit's narrow one
  if (!cls && opts.cls?.startsWith('school')) return null
  const step = Math.max(1, opts.step ?? 1)
  const widen = m.stepFactor?.[Math.min(step, m.stepFactor.length) - 1] ?? 1
  const s = (used.length === 1 ? (cls?.scaleOneYear ?? m.scaleOneYear)[b] : (cls?.scaleMultiYear ?? m.scaleMultiYear)[b]) * widen
  bias += cls?.bias[b] ?? 0
  const unitVar = s * s * (1 - m.commonShare) + ownSd * ownSd
  const commonVar = s * s * m.commonShare + sharedSd * sharedSd + studentSpread * studentSpread
  const logRank = logR + bias
  return {
    logRank,
    rank: Math.max(1, Math.round(Math.exp(logRank))),
    scale: Math.sqrt(unitVar + commonVar),
    scaleUnit: Math.sqrt(unitVar),
    scaleCommon: Math.sqrt(commonVar),
    weights: w.slice(0, used.length),
    yearsUsed: used.length,
    step,
  }
}

/** the largest |Δ ln rank| a unit at ln rank `logRank` moves in `years` years before an older year counts as another unit */
export function jumpLimitOf(m: Pick<WishModel, 'jumpLimit' | 'bucketEdges' | 'stepFactor'>, logRank: number, years: number): number {
  const base = m.jumpLimit[bucketOf(m, Math.exp(logRank))]
  return base * (years <= 1 ? 1 : (m.stepFactor[Math.min(years, m.stepFactor.length) - 1] ?? Math.sqrt(years)))
}

/**
 * P(admitted) for a student: the chance the unit's lowest admitted rank is at or behind them. `comparable` is
 * the student's rank as ranks.ts comparableRank gives it (the start of their score's band in this year's table).
 */
export function admitProbability(m: Pick<WishModel, 'nu' | 'calibration'>, p: Pick<Prediction, 'logRank' | 'scale' | 'step'>, comparable: number): number {
  const z = (Math.log(Math.max(1, comparable)) - p.logRank) / p.scale
  return calibrateFast(calibrationOf(m, p.step), tUpperTail(z, m.nu))
}

/** the t model's own probability, before calibration (what a backtest summarises for later years' maps) */
export function rawAdmitProbability(m: Pick<WishModel, 'nu'>, p: Pick<Prediction, 'logRank' | 'scale'>, comparable: number): number {
  return tUpperTail((Math.log(Math.max(1, comparable)) - p.logRank) / p.scale, m.nu)
}

/** the calibration map for a prediction whose newest history is `step` years before the target */
export function calibrationOf(m: Pick<WishModel, 'calibration'>, step: number): Calibration | null {
  if (!m.calibration) return null
  return step <= 1 ? m.calibration.oneYear : m.calibration.twoYears
}

/** the rank interval holding this year's lowest rank with probability `level` (central) */
export function rankInterval(m: Pick<WishModel, 'nu'>, p: Pick<Prediction, 'logRank' | 'scale'>, level = 0.8): [number, number] {
  const q = tQuantile((1 + level) / 2, m.nu)
  return [Math.max(1, Math.round(Math.exp(p.logRank - q * p.scale))), Math.max(1, Math.round(Math.exp(p.logRank + q * p.scale)))]
}

/** Student t quantile by bisection on the CDF (used for intervals only, not in hot loops) */
export function tQuantile(p: number, nu: number): number {
  let lo = -1e3
  let hi = 1e3
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (tCdf(mid, nu) < p) lo = mid
    else hi = mid
    if (hi - lo < 1e-10) break
  }
  return (lo + hi) / 2
}
