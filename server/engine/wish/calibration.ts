/**
 * Out-of-time calibration of the admission probability.
 *
 * The t model's probabilities were, in every year we could score, too low in the middle (stated 30–80 %, realised
 * 3–7 points more) and right in the tails. A calibration map learned from the backtests of EARLIER target years
 * corrects that without looking at the year it is applied to: the map used to forecast year Y is fitted only on the
 * pairs of target years T < Y, each scored with a model that itself saw only years before T.
 *
 * What a backtest keeps of its pairs for this (data/rules/wish-calibration.json, written by `npm run backtest`):
 * per target year, per kind (one year ahead / two years ahead), per province and per bin of the RAW (uncalibrated)
 * probability, the number of pairs, the sum of raw P and the number admitted. The map is then, per bin, the
 * pooled logit gap between realised and stated, shrunk toward 0 by the number of province-years behind it (a year's
 * shock is shared by a province's units, so provinces — not pairs — are the independent observations), smoothed
 * over neighbouring bins, and applied piecewise-linearly in logit space, fading to no change in the far tails.
 */

/** bin edges of raw P (the last edge is above 1 so that P = 1 falls in the last bin) */
export const CALIBRATION_EDGES = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001]
/**
 * province-years that count as much as the prior of "no change" (shrinkage d × K / (K + K0), K the effective number of
 * province-years in the bin, (Σn)² / Σn²). Chosen on the backtests themselves, out of time: with K0 = 3 the 2024
 * backtest (河南 alone, where 2024 realised 79 % against 61 % stated) would have made 2025 worse (Brier 0.1205 →
 * 0.1219); with 10 it helps 2025 (0.1202) and 2026 (0.1418 → 0.1412).
 */
export const CALIBRATION_K0 = 10
/** logit units over which the outermost knots' correction fades to 0 */
const TAIL_FADE = 1.5

/** one province's pairs of one target year and kind, per bin: [pairs, Σ raw P, admitted] */
export interface CalibrationCell {
  province: string
  bins: Array<[number, number, number]>
}

export interface CalibrationSummary {
  targetYear: number
  kind: 'one-year' | 'two-years'
  cells: CalibrationCell[]
}

export interface Calibration {
  /** knots: logit of the bin's mean raw P, and the logit correction there */
  knots: Array<[number, number]>
  /** what it was fitted on: target years and province-years */
  targetYears: number[]
  clusters: number
  pairs: number
}

export type CalibrationKind = CalibrationSummary['kind']

/** the bin of a raw probability */
export function calibrationBin(p: number): number {
  let i = 0
  while (i < CALIBRATION_EDGES.length - 2 && p >= CALIBRATION_EDGES[i + 1]) i++
  return i
}

/** a backtest's pairs summarised for later years' calibration */
export function summarise(
  targetYear: number,
  kind: CalibrationKind,
  pairs: ReadonlyArray<{ province: string; rawProbability: number; admitted: boolean }>,
): CalibrationSummary {
  const byProvince = new Map<string, Array<[number, number, number]>>()
  for (const p of pairs) {
    let bins = byProvince.get(p.province)
    if (!bins) byProvince.set(p.province, (bins = CALIBRATION_EDGES.slice(1).map(() => [0, 0, 0] as [number, number, number])))
    const b = bins[calibrationBin(p.rawProbability)]
    b[0]++
    b[1] += p.rawProbability
    b[2] += p.admitted ? 1 : 0
  }
  const cells = [...byProvince]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([province, bins]) => ({ province, bins: bins.map(([n, sp, y]) => [n, round6(sp), y] as [number, number, number]) }))
  return { targetYear, kind, cells }
}

const logit = (p: number) => {
  const q = Math.min(Math.max(p, 1e-4), 1 - 1e-4)
  return Math.log(q / (1 - q))
}
const expit = (x: number) => 1 / (1 + Math.exp(-x))

/**
 * The map for forecasting `year` with history `kind`: from the summaries of target years before `year` only.
 * null when there is nothing to learn from (then probabilities are used as the t model gives them).
 */
export function fitCalibration(summaries: ReadonlyArray<CalibrationSummary>, year: number, kind: CalibrationKind): Calibration | null {
  const used = summaries.filter((s) => s.targetYear < year && s.kind === kind)
  if (!used.length) return null
  const nb = CALIBRATION_EDGES.length - 1
  const raw: Array<{ x: number; d: number; n: number } | null> = []
  let pairs = 0
  let clusters = 0
  for (const s of used) clusters += s.cells.length
  for (let b = 0; b < nb; b++) {
    let n = 0
    let sp = 0
    let y = 0
    let n2 = 0
    for (const s of used)
      for (const c of s.cells) {
        const cell = c.bins[b]
        if (!cell || cell[0] === 0) continue
        n += cell[0]
        sp += cell[1]
        y += cell[2]
        n2 += cell[0] * cell[0]
      }
    // effective number of province-years: one big province and a few small ones count as about one
    const k = n2 > 0 ? (n * n) / n2 : 0
    pairs += n
    if (n === 0) {
      raw.push(null)
      continue
    }
    const mean = sp / n
    // realised with half a pair of each outcome added, so an all-admitted bin stays finite
    const gap = logit((y + 0.5) / (n + 1)) - logit(mean)
    raw.push({ x: logit(mean), d: (gap * k) / (k + CALIBRATION_K0), n })
  }
  const present = raw.filter((r): r is { x: number; d: number; n: number } => r !== null)
  if (!present.length) return null
  // each knot's correction is the pair-weighted mean over itself and its neighbours: one bin's noise is not a map
  const knots: Array<[number, number]> = present.map((r, i) => {
    let w = 0
    let d = 0
    for (let j = Math.max(0, i - 1); j <= Math.min(present.length - 1, i + 1); j++) {
      w += present[j].n
      d += present[j].d * present[j].n
    }
    return [round6(r.x), round6(d / w)]
  })
  // keep the map increasing: a corrected knot may not fall below its left neighbour's corrected value
  for (let i = 1; i < knots.length; i++) {
    const prev = knots[i - 1][0] + knots[i - 1][1]
    if (knots[i][0] + knots[i][1] < prev) knots[i][1] = round6(prev - knots[i][0] + 1e-6)
  }
  return { knots, targetYears: [...new Set(used.map((s) => s.targetYear))].sort(), clusters, pairs }
}

/** the calibrated probability */
export function calibrate(c: Calibration | null | undefined, p: number): number {
  if (!c || !c.knots.length || Number.isNaN(p)) return p
  if (p <= 0 || p >= 1) return p
  const x = logit(p)
  const k = c.knots
  let d: number
  if (x <= k[0][0]) d = k[0][1] * Math.max(0, 1 - (k[0][0] - x) / TAIL_FADE)
  else if (x >= k[k.length - 1][0]) d = k[k.length - 1][1] * Math.max(0, 1 - (x - k[k.length - 1][0]) / TAIL_FADE)
  else {
    let i = 1
    while (x > k[i][0]) i++
    const t = (x - k[i - 1][0]) / (k[i][0] - k[i - 1][0])
    d = k[i - 1][1] * (1 - t) + k[i][1] * t
  }
  return expit(x + d)
}

const LUT_SIZE = 4096
const luts = new WeakMap<Calibration, Float64Array>()

/**
 * The same map as a table of LUT_SIZE + 1 points over [0, 1], linearly interpolated: the recommendation list applies
 * it to every unit of a province in one pass (a few ns a unit instead of a logit and an exp).
 */
export function calibrateFast(c: Calibration | null | undefined, p: number): number {
  if (!c || !c.knots.length || Number.isNaN(p)) return p
  let t = luts.get(c)
  if (!t) {
    t = new Float64Array(LUT_SIZE + 1)
    for (let i = 0; i <= LUT_SIZE; i++) t[i] = calibrate(c, i / LUT_SIZE)
    luts.set(c, t)
  }
  const x = Math.min(Math.max(p, 0), 1) * LUT_SIZE
  const i = Math.min(LUT_SIZE - 1, Math.floor(x))
  const f = x - i
  return t[i] * (1 - f) + t[i + 1] * f
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6
}
