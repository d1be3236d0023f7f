import { render } from '@testing-library/react'
import { RankHistoryChart } from '.'
import { overlaps, type PlacedLabel, type Rect } from '../charts/labels'
import { HISTORY_DOT, INTERVAL_HALF_WIDTH, PREDICTION_DOT, rankHistoryLayout, type RankHistoryLayout } from './layout'

const box = { width: 300, height: 180, padding: { top: 18, right: 16, bottom: 24, left: 46 } }
const history = [
  { Year: 2024, MinRank: 45813, EquivalentRank: 43765 },
  { Year: 2025, MinRank: 44942, EquivalentRank: 42076 },
]

describe('rank history layout', () => {
  it('one slot per history year (ascending) and the predicted year; smaller ranks higher', () => {
    const l = rankHistoryLayout({ history: [...history].reverse(), targetYear: 2026, predicted: 42576, low: 36271, high: 49977, studentRank: 43928 }, box)
    expect(l.slots.map((s) => s.label)).toEqual(['2024', '2025', '2026预测'])
    expect(l.line.map((p) => p.year)).toEqual([2024, 2025])
    // 42076 is a smaller (harder) rank than 43765: drawn higher (smaller y)
    expect(l.line[1].y).toBeLessThan(l.line[0].y)
    // the interval spans the prediction, low above high on the inverted axis
    expect(l.prediction!.yLow).toBeLessThan(l.prediction!.y)
    expect(l.prediction!.yHigh).toBeGreaterThan(l.prediction!.y)
    expect(l.student!.value).toBe(43928)
    // every value is inside the plot
    for (const y of [...l.line.map((p) => p.y), l.prediction!.yLow, l.prediction!.yHigh, l.student!.y]) {
      expect(y).toBeGreaterThanOrEqual(l.plot.top - 0.001)
      expect(y).toBeLessThanOrEqual(l.plot.bottom + 0.001)
    }
  })

  it('a unit without a prediction draws its history only; nothing at all is empty', () => {
    const l = rankHistoryLayout({ history: history.slice(0, 1), targetYear: 2026, predicted: null, low: null, high: null, studentRank: 43928 }, box)
    expect(l.slots.map((s) => s.label)).toEqual(['2024'])
    expect(l.prediction).toBeNull()
    expect(rankHistoryLayout({ history: [], targetYear: 2026, predicted: null, low: null, high: null, studentRank: null }, box).empty).toBe(true)
  })
})

/** every mark the chart paints at a point: the history dots, the prediction's dot and its interval bar */
function marks(l: RankHistoryLayout): Rect[] {
  const dot = (x: number, y: number, r: number) => ({ left: x - r, top: y - r, right: x + r, bottom: y + r })
  return [
    ...l.line.map((p) => dot(p.x, p.y, HISTORY_DOT)),
    ...(l.prediction
      ? [
          dot(l.prediction.x, l.prediction.y, PREDICTION_DOT),
          {
            left: l.prediction.x - INTERVAL_HALF_WIDTH,
            right: l.prediction.x + INTERVAL_HALF_WIDTH,
            top: Math.min(l.prediction.yLow, l.prediction.yHigh),
            bottom: Math.max(l.prediction.yLow, l.prediction.yHigh),
          },
        ]
      : []),
  ]
}

/** the value labels as a user sees them: inside the plot, none over a mark or over another label */
function expectReadable(l: RankHistoryLayout, canvas: { width: number; height: number }) {
  const labels = [...l.lineLabels, l.predictionLabel].filter((p): p is PlacedLabel => p !== null)
  for (const { box } of labels) {
    expect(box.left).toBeGreaterThanOrEqual(Math.max(0, l.plot.left))
    expect(box.right).toBeLessThanOrEqual(Math.min(canvas.width, l.plot.right))
    expect(box.top).toBeGreaterThanOrEqual(Math.max(0, l.plot.top))
    expect(box.bottom).toBeLessThanOrEqual(Math.min(canvas.height, l.plot.bottom))
    for (const m of marks(l)) expect(overlaps(box, m)).toBe(false)
  }
  labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => expect(overlaps(a.box, b.box)).toBe(false)))
  return labels
}

describe('rank history value labels', () => {
  it('three years with near-equal ranks: each value beside its own dot, none over another', () => {
    const near = [
      { Year: 2023, MinRank: 12400, EquivalentRank: 12345 },
      { Year: 2024, MinRank: 12420, EquivalentRank: 12351 },
      { Year: 2025, MinRank: 12390, EquivalentRank: 12340 },
    ]
    const l = rankHistoryLayout({ history: near, targetYear: 2026, predicted: 12346, low: 11000, high: 13800, studentRank: 12600 }, box)
    const labels = expectReadable(l, box)
    // thousands grouped as everywhere else in the app, and every value shown (the chart is wide enough)
    expect(l.lineLabels.map((p) => p?.text)).toEqual(['12,345', '12,351', '12,340'])
    expect(l.predictionLabel?.text).toBe('12,346')
    expect(labels).toHaveLength(4)
    // each label is by its own point: its box covers the point's x (above/below) or its y (beside)
    l.line.forEach((p, i) => {
      const b = l.lineLabels[i]!.box
      expect(b.left <= p.x && p.x <= b.right).toBe(true)
    })
  })

  it('the hardest year at the top edge of the plot is labelled below its dot, inside the canvas', () => {
    // 12000 is a round tick: the smallest rank sits exactly on the plot's top edge
    const top = [
      { Year: 2024, MinRank: 12000, EquivalentRank: 12000 },
      { Year: 2025, MinRank: 18000, EquivalentRank: 18000 },
    ]
    const l = rankHistoryLayout({ history: top, targetYear: 2026, predicted: 16000, low: 14000, high: 20000, studentRank: null }, box)
    expect(l.line[0].y).toBeCloseTo(l.plot.top)
    expect(l.lineLabels[0]!.side).toBe('below')
    expect(l.lineLabels[0]!.box.top).toBeGreaterThan(l.line[0].y)
    expectReadable(l, box)
  })

  it('six-digit labels on a phone-width canvas: every value placed, inside it, clear of the interval bar', () => {
    const phone = { width: 320, height: 180, padding: box.padding }
    const four = [2022, 2023, 2024, 2025].map((Year, i) => ({ Year, MinRank: 123456, EquivalentRank: 123456 + i * 40 }))
    const l = rankHistoryLayout({ history: four, targetYear: 2026, predicted: 123500, low: 110000, high: 140000, studentRank: 123456 }, phone)
    expect(expectReadable(l, phone)).toHaveLength(5)
    expect(l.lineLabels.map((p) => p?.text)).toEqual(['123,456', '123,496', '123,536', '123,576'])
    // the bar fills the prediction's slot from top to bottom: its value goes beside it
    expect(['left', 'right']).toContain(l.predictionLabel?.side)
    expect(l.predictionLabel?.text).toBe('123,500')
  })

  it('too many years for the width: values that do not fit are left out rather than drawn over each other; the prediction stays', () => {
    const narrow = { width: 200, height: 150, padding: box.padding }
    const five = [2021, 2022, 2023, 2024, 2025].map((Year, i) => ({ Year, MinRank: 123456, EquivalentRank: 123456 + i * 40 }))
    const l = rankHistoryLayout({ history: five, targetYear: 2026, predicted: 123500, low: 110000, high: 140000, studentRank: 123456 }, narrow)
    const shown = expectReadable(l, narrow)
    expect(shown.length).toBeLessThan(6)
    expect(shown.length).toBeGreaterThanOrEqual(3)
    expect(l.predictionLabel?.text).toBe('123,500')
  })

  it('a chart without a prediction labels its history only', () => {
    const l = rankHistoryLayout({ history, targetYear: 2026, predicted: null, low: null, high: null, studentRank: 43928 }, box)
    expect(l.predictionLabel).toBeNull()
    expect(l.lineLabels.map((p) => p?.text)).toEqual(['43,765', '42,076'])
    expectReadable(l, box)
  })
})

describe('RankHistoryChart', () => {
  it('writes the legend with the student rank under the canvas', () => {
    const { getByTestId } = render(
      <RankHistoryChart
        history={history.map((h) => ({
          ...h,
          MinScore: 550,
          RankMethod: 'table' as const,
          Weight: 0.5,
          PlanCount: null,
          Source: { SourceClass: 'official-provincial', Label: '省考试院', Title: '', Publisher: '', Url: '', Year: h.Year, Sid: 1 },
        }))}
        targetYear={2026}
        predicted={42576}
        low={36271}
        high={49977}
        studentRank={43928}
      />,
    )
    const text = getByTestId('rank-history-chart').textContent
    expect(text).toContain('折算到2026年')
    expect(text).toContain('预测及 80% 区间')
    expect(text).toContain('你的位次 43928')
  })
})
