/**
 * Layout of the rank-history chart of one admission unit, free of Taro and canvas (tested alone): one slot per
 * history year plus the target year, ranks on an inverted axis (a smaller rank is harder, drawn higher), the
 * history carried to this year's cohort as a line, the predicted lowest rank with its 80 % interval, and the
 * student's own rank across the chart. Reuses the lookup charts' scale helpers, and their label placement (each
 * value beside its dot, clear of every dot, the interval bar and the other values).
 */

/** radii of the marks draw.ts paints, and half the interval bar's width: the labels keep clear of them */
export const HISTORY_DOT = 3.5
export const PREDICTION_DOT = 5.5
export const INTERVAL_HALF_WIDTH = 4
import { placeLabels, type PlacedLabel } from '../charts/labels'
import { compactNumber, linear, niceTicks, plotArea, type Box } from '../charts/scale'
import { formatNumber } from '../../utils/number'

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
  /** the value of each `line` point (same order; null: no room beside it, the table has it) */
  lineLabels: (PlacedLabel | null)[]
  /** the predicted value, beside its dot (left of it first, where the previous years leave room) */
  predictionLabel: PlacedLabel | null
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
  // the prediction first, then the years from the latest back: when there is no room, the oldest value gives way
  const [predictionLabel = null, ...lineLabels] = placeLabels(
    [
      ...(prediction
        ? [
            {
              text: formatNumber(prediction.value),
              x: prediction.x,
              y: prediction.y,
              r: PREDICTION_DOT,
              // the dot sits on its interval bar: the value goes beside the two, or past the bar's ends
              mark: {
                left: prediction.x - PREDICTION_DOT,
                right: prediction.x + PREDICTION_DOT,
                top: Math.min(prediction.y - PREDICTION_DOT, prediction.yLow, prediction.yHigh),
                bottom: Math.max(prediction.y + PREDICTION_DOT, prediction.yLow, prediction.yHigh),
              },
              sides: ['left', 'right', 'above', 'below'] as const,
              priority: line.length + 1,
            },
          ]
        : [{ text: '', x: NaN, y: NaN, r: 0 }]),
      ...line.map((p, i) => ({ text: formatNumber(p.value), x: p.x, y: p.y, r: HISTORY_DOT, priority: i + 1 })),
    ],
    {
      bounds: plot,
      // the history line and the student's dashed line: a value is not written across them where it can be helped
      lines: [
        line,
        ...(student
          ? [
              [
                { x: plot.left, y: student.y },
                { x: plot.right, y: student.y },
              ],
            ]
          : []),
      ],
    },
  )
  return {
    plot,
    yTicks: values.length ? ticks.values.map((v) => ({ value: v, y: yOf(v), label: compactNumber(v) })) : [],
    slots,
    line,
    prediction,
    student,
    lineLabels,
    predictionLabel,
    empty,
  }
}
