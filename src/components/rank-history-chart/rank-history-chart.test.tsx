import { render } from '@testing-library/react'
import { RankHistoryChart } from '.'
import { rankHistoryLayout } from './layout'

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
