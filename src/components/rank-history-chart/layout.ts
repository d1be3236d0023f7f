/**
 * Layout of the rank-history chart of one admission unit, free of Taro and canvas (tested alone): one slot per
 * history year plus the target year, ranks on an inverted axis (a smaller rank is harder, drawn higher), the
 * history carried to this year's cohort as a line, the predicted lowest rank with its 80 % interval, and the
 * student's own rank across the chart. Reuses the lookup charts' scale helpers.
 */
import { compactNumber, linear, niceTicks, plotArea, type Box } from '../charts/scale'

export interface RankHistoryInput {
  /** history years, any order */
  history: readonly { Year: number; MinRank: number; EquivalentRank: number }[]
  /** the year predicted (the student's exam year) */
  targetYear: number
  predicted: number | null
  low: number | null
  high: number | null
  studentRank: number | null
}

export interface RankHistoryLayout {
  plot: { left: number; right: number; top: number; bottom: number }
  yTicks: { value: number; y: number; label: string }[]
  /** one per history year, ascending, then the target year */
  slots: { label: string; x: number }[]
  /** the history carried to the target year's cohort */
  line: { x: number; y: number; value: number; year: number }[]
  /** the predicted lowest rank and its interval, at the target year's slot */
  prediction: { x: number; y: number; yLow: number; yHigh: number; value: number } | null
  /** y of the student's rank, null when it is off the axis or unknown */
  student: { y: number; value: number } | null
  empty: boolean
}

export function rankHistoryLayout(input: RankHistoryInput, box: Box): RankHistoryLayout {
  const plot = plotArea(box)
  const hist = [...input.history].sort((a, b) => a.Year - b.Year)
  const hasPrediction = input.predicted !== null
  const values = [
    ...hist.map((h) => h.EquivalentRank),
    ...(hasPrediction ? [input.predicted as number, input.low ?? (input.predicted as number), input.high ?? (input.predicted as number)] : []),
    ...(input.studentRank !== null ? [input.studentRank] : []),
  ].filter((v) => Number.isFinite(v) && v > 0)
  const labels = [...hist.map((h) => String(h.Year)), ...(hasPrediction ? [`${input.targetYear}预测`] : [])]
  const n = labels.length
  const empty = hist.length === 0 && !hasPrediction
  const ticks = values.length ? niceTicks(Math.min(...values), Math.max(...values), 4) : niceTicks(0, 1)
  // inverted: small ranks (harder) at the top
  const yOf = linear([ticks.min, ticks.max], [plot.top, plot.bottom])
  const slot = n ? (plot.right - plot.left) / n : 0
  const xOf = (i: number) => plot.left + slot * (i + 0.5)
  const slots = labels.map((label, i) => ({ label, x: xOf(i) }))
  const line = hist.map((h, i) => ({ x: xOf(i), y: yOf(h.EquivalentRank), value: h.EquivalentRank, year: h.Year }))
  const prediction =
    hasPrediction && input.predicted !== null
      ? {
          x: xOf(n - 1),
          y: yOf(input.predicted),
          yLow: yOf(input.low ?? input.predicted),
          yHigh: yOf(input.high ?? input.predicted),
          value: input.predicted,
        }
      : null
  const student = input.studentRank !== null && values.length ? { y: yOf(input.studentRank), value: input.studentRank } : null
  return {
    plot,
    yTicks: values.length ? ticks.values.map((v) => ({ value: v, y: yOf(v), label: compactNumber(v) })) : [],
    slots,
    line,
    prediction,
    student,
    empty,
  }
}
