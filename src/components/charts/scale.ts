/**
 * Scale and layout computation for the lookup charts, kept free of Taro and canvas so it can be unit-tested
 * and shared by both builds. Everything is in CSS pixels of the chart box; the drawing code scales by the
 * device pixel ratio.
 *
 * Why not a charting library: the 一分一段 page (pages/home/searcharrangement) lives in the mini program's
 * main package (pages directly under pages/home share the home tab's folder), and @antv/f2 5.x tree-shaken to
 * the few parts used here still bundles to about 485 KB minified — half of the 1 MB main-package budget. Two
 * chart kinds (a year trend line and a score distribution) need a few hundred lines, not a library.
 */

import { formatNumber } from '../../utils/number'
import { placeLabels, type PlacedLabel } from './labels'

export interface Box {
  width: number
  height: number
  /** space kept for axis labels */
  padding: { top: number; right: number; bottom: number; left: number }
}

export interface Ticks {
  min: number
  max: number
  step: number
  values: number[]
}

/** "Nice" step (1, 2, 2.5, 5 × 10^k) for about `count` intervals over [min, max]. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1
  const raw = span / count
  const mag = Math.pow(10, Math.floor(Math.log10(raw)))
  const norm = raw / mag
  const nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10
  return nice * mag
}

/**
 * Axis ticks covering [min, max] with nice round values. A flat range (min = max) is widened so the line sits in
 * the middle instead of on an edge.
 */
export function niceTicks(min: number, max: number, count = 4, integer = true): Ticks {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1, step: 1, values: [0, 1] }
  if (min > max) [min, max] = [max, min]
  if (min === max) {
    const pad = Math.max(1, Math.abs(min) * 0.05)
    min -= pad
    max += pad
  }
  let step = niceStep(max - min, count)
  if (integer) step = Math.max(1, Math.round(step))
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  const values: number[] = []
  // the epsilon keeps the last tick despite floating-point steps such as 2.5
  for (let v = lo; v <= hi + step * 1e-9; v += step) values.push(Number(v.toFixed(6)))
  return { min: lo, max: hi, step, values }
}

/** Linear map from a domain onto a range (either may run backwards). */
export function linear(domain: [number, number], range: [number, number]): (v: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  if (span === 0) return () => (r0 + r1) / 2
  return (v) => r0 + ((v - d0) / span) * (r1 - r0)
}

/** Short label for an axis value: 12000 → 1.2万, 12345 → 1.23万 (numbers in the tables stay exact). */
export function compactNumber(v: number): string {
  const abs = Math.abs(v)
  if (abs >= 10000) return formatNumber(v / 10000, { decimals: abs >= 100000 ? 1 : 2, unit: '万' })
  return formatNumber(v)
}

// ---------------------------------------------------------------------------------------------------
// Trend line (one value per year)

export interface TrendInput {
  /** x label, e.g. the year */
  label: string
  /** null = no data that year: the line breaks there */
  value: number | null
  /** marks a point whose value is computed by us (推算) */
  derived?: boolean
}

export interface TrendPointLayout {
  index: number
  label: string
  value: number | null
  derived: boolean
  x: number
  /** null when the value is missing */
  y: number | null
}

export interface TrendLayout {
  points: TrendPointLayout[]
  /** runs of consecutive points with values: each is drawn as one polyline */
  segments: { x: number; y: number }[][]
  yTicks: { value: number; y: number; label: string }[]
  plot: { left: number; right: number; top: number; bottom: number }
  /** the axis is flipped so that "better" is up (ranks: smaller is better) */
  inverted: boolean
  empty: boolean
}

export function plotArea(box: Box) {
  const { width, height, padding } = box
  return {
    left: padding.left,
    right: Math.max(padding.left + 1, width - padding.right),
    top: padding.top,
    bottom: Math.max(padding.top + 1, height - padding.bottom),
  }
}

/**
 * Layout of a year trend: points evenly spaced (years are categories; a missing year keeps its slot so gaps
 * show), y by value. `invert` puts small values at the top (for ranks).
 */
export function trendLayout(input: readonly TrendInput[], box: Box, options: { invert?: boolean; tickCount?: number } = {}): TrendLayout {
  const plot = plotArea(box)
  const inverted = !!options.invert
  const values = input.map((p) => p.value).filter((v): v is number => v !== null && Number.isFinite(v))
  const empty = values.length === 0
  const ticks = empty ? niceTicks(0, 1) : niceTicks(Math.min(...values), Math.max(...values), options.tickCount ?? 4)
  const yOf = linear([ticks.min, ticks.max], inverted ? [plot.top, plot.bottom] : [plot.bottom, plot.top])
  const n = input.length
  // half a slot of margin at both ends so the first and last labels fit
  const slot = n > 0 ? (plot.right - plot.left) / n : 0
  const points: TrendPointLayout[] = input.map((p, i) => ({
    index: i,
    label: p.label,
    value: p.value !== null && Number.isFinite(p.value) ? p.value : null,
    derived: !!p.derived,
    x: plot.left + slot * (i + 0.5),
    y: p.value !== null && Number.isFinite(p.value) ? yOf(p.value) : null,
  }))
  const segments: { x: number; y: number }[][] = []
  let run: { x: number; y: number }[] = []
  for (const p of points) {
    if (p.y === null) {
      if (run.length) segments.push(run)
      run = []
    } else run.push({ x: p.x, y: p.y })
  }
  if (run.length) segments.push(run)
  const yTicks = empty ? [] : ticks.values.map((v) => ({ value: v, y: yOf(v), label: compactNumber(v) }))
  return { points, segments, yTicks, plot, inverted, empty }
}

/** radius of a trend dot (drawTrend), and of the tapped one: labels keep clear of the larger */
export const TREND_DOT = 3.5
export const TREND_DOT_ACTIVE = 5

/**
 * The value labels of a trend, one per point (null: not labelled), each beside its dot and clear of every other
 * dot and label (labels.ts). When the slots are narrow only the tapped point, the latest year and the extremes
 * are labelled (the table under the chart has them all); the tapped point and the latest year are placed first
 * so a crowded neighbour gives way to them, not the reverse.
 */
export function trendLabels(layout: TrendLayout, active: number | null = null): (PlacedLabel | null)[] {
  const valued = layout.points.filter((p) => p.value !== null && p.y !== null)
  if (!valued.length) return layout.points.map(() => null)
  const n = layout.points.length
  const slot = n ? (layout.plot.right - layout.plot.left) / n : 0
  const crowded = slot < 40
  const vals = valued.map((p) => p.value as number)
  const lo = Math.min(...vals)
  const hi = Math.max(...vals)
  const last = valued[valued.length - 1]
  const wanted = layout.points.map((p) => {
    if (p.value === null || p.y === null) return false
    return !crowded || p.index === active || p === last || p.value === lo || p.value === hi
  })
  const placed = placeLabels(
    layout.points.map((p) => ({
      text: wanted[p.index] ? formatNumber(p.value) : '',
      x: p.x,
      y: p.y ?? NaN,
      r: p.index === active ? TREND_DOT_ACTIVE : TREND_DOT,
      bold: p.index === active,
      priority: p.index === active ? 2 : p === last ? 1 : 0,
    })),
    { bounds: layout.plot, lines: layout.segments },
  )
  return placed
}

// ---------------------------------------------------------------------------------------------------
// Score distribution (一分一段)

export interface SegmentInput {
  /** score range of the row: equal for a one-point row, wider for a merged band */
  low: number
  high: number
  /** 本段人数 */
  count: number
  /** 累计位次 at the bottom of the row */
  rankTo: number
  isBand?: boolean
}

export interface BarLayout {
  low: number
  high: number
  count: number
  rankTo: number
  isBand: boolean
  x: number
  width: number
  y: number
  height: number
  /** the row holds the marked score */
  marked: boolean
}

export interface DistributionLayout {
  bars: BarLayout[]
  plot: { left: number; right: number; top: number; bottom: number }
  xTicks: { value: number; x: number; label: string }[]
  yTicks: { value: number; y: number; label: string }[]
  /** where the marked score sits (null without a marker or when it is off the chart) */
  marker: { score: number; x: number; bar: BarLayout | null } | null
  /** height per person of a band is its count spread over its width, so a band is not a misleading spike */
  empty: boolean
}

/**
 * Bars of the 一分一段 table, score ascending from left to right. A merged band (e.g. 698–750 分) is drawn as
 * one wide bar whose height is its count per score point, so its area, not its height, equals its 人数.
 */
export function distributionLayout(rows: readonly SegmentInput[], box: Box, options: { marker?: number | null; tickCount?: number } = {}): DistributionLayout {
  const plot = plotArea(box)
  const valid = rows.filter((r) => Number.isFinite(r.low) && Number.isFinite(r.high) && Number.isFinite(r.count) && r.count >= 0)
  if (valid.length === 0) return { bars: [], plot, xTicks: [], yTicks: [], marker: null, empty: true }
  const lowest = Math.min(...valid.map((r) => Math.min(r.low, r.high)))
  const highest = Math.max(...valid.map((r) => Math.max(r.low, r.high)))
  // each row covers [low, high + 1) in score points: a one-point row is one point wide
  const xOf = linear([lowest, highest + 1], [plot.left, plot.right])
  const density = (r: SegmentInput) => r.count / (Math.abs(r.high - r.low) + 1)
  const yMaxRaw = Math.max(...valid.map(density))
  const yTicksRaw = niceTicks(0, yMaxRaw > 0 ? yMaxRaw : 1, options.tickCount ?? 4)
  const yOf = linear([0, yTicksRaw.max], [plot.bottom, plot.top])
  const marker = options.marker ?? null
  const bars: BarLayout[] = valid
    .map((r) => {
      const lo = Math.min(r.low, r.high)
      const hi = Math.max(r.low, r.high)
      const x0 = xOf(lo)
      const x1 = xOf(hi + 1)
      const y = yOf(density(r))
      return {
        low: lo,
        high: hi,
        count: r.count,
        rankTo: r.rankTo,
        isBand: !!r.isBand || hi > lo,
        x: x0,
        width: Math.max(0.5, x1 - x0),
        y,
        height: Math.max(0, plot.bottom - y),
        marked: marker !== null && marker >= lo && marker < hi + 1,
      }
    })
    .sort((a, b) => a.low - b.low)
  const xTickValues = niceTicks(lowest, highest, options.tickCount ?? 5).values.filter((v) => v >= lowest && v <= highest + 1)
  const xTicks = xTickValues.map((v) => ({ value: v, x: xOf(v), label: String(v) }))
  const yTicks = yTicksRaw.values.map((v) => ({ value: v, y: yOf(v), label: compactNumber(v) }))
  let markerOut: DistributionLayout['marker'] = null
  if (marker !== null && Number.isFinite(marker) && marker >= lowest && marker < highest + 1) {
    const bar = bars.find((b) => b.marked) ?? null
    // the marker sits in the middle of its score point
    markerOut = { score: marker, x: xOf(Math.floor(marker) + 0.5), bar }
  }
  return { bars, plot, xTicks, yTicks, marker: markerOut, empty: false }
}

/** Index of the item whose x is closest to `x` (tap on a chart), or -1 for an empty list. */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = -1
  let bestD = Infinity
  xs.forEach((v, i) => {
    const d = Math.abs(v - x)
    if (d < bestD) {
      bestD = d
      best = i
    }
  })
  return best
}

/** The bar under `x`, or the nearest one when `x` falls between bars. */
export function barAt(bars: readonly BarLayout[], x: number): BarLayout | null {
  if (!bars.length) return null
  const hit = bars.find((b) => x >= b.x && x <= b.x + b.width)
  if (hit) return hit
  const i = nearestIndex(
    bars.map((b) => b.x + b.width / 2),
    x,
  )
  return i >= 0 ? bars[i] : null
}
