import {
  barAt,
  compactNumber,
  distributionLayout,
  linear,
  nearestIndex,
  niceStep,
  niceTicks,
  TREND_DOT,
  trendLabels,
  trendLayout,
  type Box,
  type TrendLayout,
} from '../../../src/components/charts/scale'
import { overlaps, segmentHits, type PlacedLabel } from '../../../src/components/charts/labels'
import { drawDistribution, drawTrend, type Ctx2D } from '../../../src/components/charts/draw'

const box: Box = { width: 340, height: 200, padding: { top: 20, right: 10, bottom: 30, left: 40 } }

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    const t = niceTicks(583, 621, 4)
    expect(t.min).toBeLessThanOrEqual(583)
    expect(t.max).toBeGreaterThanOrEqual(621)
    expect(t.step).toBe(10)
    expect(t.values).toEqual([580, 590, 600, 610, 620, 630])
  })
  it('widens a flat range so the value is not on an edge', () => {
    const t = niceTicks(600, 600)
    expect(t.min).toBeLessThan(600)
    expect(t.max).toBeGreaterThan(600)
  })
  it('handles reversed and non-finite input', () => {
    expect(niceTicks(10, 0).min).toBe(0)
    expect(niceTicks(NaN, 5)).toEqual({ min: 0, max: 1, step: 1, values: [0, 1] })
  })
  it('picks 1/2/2.5/5 × 10^k steps', () => {
    expect(niceStep(100, 4)).toBe(25)
    expect(niceStep(7, 4)).toBe(2)
    expect(niceStep(0, 4)).toBe(1)
    expect(niceStep(12000, 4)).toBe(5000)
  })
})

describe('linear and labels', () => {
  it('maps domain onto range, also backwards', () => {
    const f = linear([0, 10], [100, 0])
    expect(f(0)).toBe(100)
    expect(f(5)).toBe(50)
    expect(linear([3, 3], [0, 10])(3)).toBe(5)
  })
  it('shortens big numbers with 万', () => {
    expect(compactNumber(800)).toBe('800')
    expect(compactNumber(12000)).toBe('1.2万')
    expect(compactNumber(12345)).toBe('1.23万')
    expect(compactNumber(250000)).toBe('25万')
  })
})

describe('trendLayout', () => {
  const input = [
    { label: '2021', value: 600 },
    { label: '2022', value: null },
    { label: '2023', value: 610 },
    { label: '2024', value: 620, derived: true },
  ]
  it('keeps a slot for a missing year and breaks the line there', () => {
    const l = trendLayout(input, box)
    expect(l.points).toHaveLength(4)
    expect(l.points[1].y).toBeNull()
    expect(l.segments.map((s) => s.length)).toEqual([1, 2])
    expect(l.points[3].derived).toBe(true)
    // evenly spaced, inside the plot
    const xs = l.points.map((p) => p.x)
    expect(xs[1] - xs[0]).toBeCloseTo(xs[2] - xs[1])
    expect(xs[0]).toBeGreaterThan(l.plot.left)
    expect(xs[3]).toBeLessThan(l.plot.right)
  })
  it('puts higher scores higher, and smaller ranks higher when inverted', () => {
    const l = trendLayout(input, box)
    expect(l.points[3].y!).toBeLessThan(l.points[0].y!)
    const r = trendLayout(
      [
        { label: 'a', value: 1000 },
        { label: 'b', value: 5000 },
      ],
      box,
      { invert: true },
    )
    expect(r.points[0].y!).toBeLessThan(r.points[1].y!)
  })
  it('reports an empty chart when no year has a value', () => {
    const l = trendLayout([{ label: '2024', value: null }], box)
    expect(l.empty).toBe(true)
    expect(l.yTicks).toEqual([])
  })
  it('y ticks stay inside the plot', () => {
    const l = trendLayout(input, box)
    for (const t of l.yTicks) {
      expect(t.y).toBeGreaterThanOrEqual(l.plot.top - 0.001)
      expect(t.y).toBeLessThanOrEqual(l.plot.bottom + 0.001)
    }
  })
})

describe('distributionLayout', () => {
  // a small 一分一段 table with a merged top band 698–750
  const rows = [
    { low: 698, high: 750, count: 106, rankTo: 106, isBand: true },
    { low: 697, high: 697, count: 20, rankTo: 126 },
    { low: 696, high: 696, count: 30, rankTo: 156 },
    { low: 695, high: 695, count: 40, rankTo: 196 },
  ]
  it('orders bars by score ascending and gives a band its width', () => {
    const l = distributionLayout(rows, box)
    expect(l.bars.map((b) => b.low)).toEqual([695, 696, 697, 698])
    const band = l.bars[3]
    const one = l.bars[0]
    expect(band.isBand).toBe(true)
    expect(band.width / one.width).toBeCloseTo(53)
    // the band's height is its density: 106 people over 53 points = 2 per point, lower than 40 in one point
    expect(band.height).toBeLessThan(one.height)
    expect(l.bars[0].x + l.bars[0].width).toBeCloseTo(l.bars[1].x)
    expect(band.x + band.width).toBeCloseTo(l.plot.right)
  })
  it('marks the score and the row holding it, also inside a band', () => {
    const l = distributionLayout(rows, box, { marker: 696 })
    expect(l.marker?.bar?.low).toBe(696)
    expect(l.bars.filter((b) => b.marked)).toHaveLength(1)
    const inBand = distributionLayout(rows, box, { marker: 720 })
    expect(inBand.marker?.bar?.isBand).toBe(true)
    expect(inBand.marker!.x).toBeGreaterThan(inBand.bars[3].x)
  })
  it('leaves out a marker off the table', () => {
    expect(distributionLayout(rows, box, { marker: 500 }).marker).toBeNull()
    expect(distributionLayout(rows, box, { marker: null }).marker).toBeNull()
  })
  it('is empty without rows and ignores broken ones', () => {
    expect(distributionLayout([], box).empty).toBe(true)
    expect(distributionLayout([{ low: NaN, high: 1, count: 1, rankTo: 1 }], box).empty).toBe(true)
  })
  it('finds the bar under a tap', () => {
    const l = distributionLayout(rows, box)
    const b = l.bars[1]
    expect(barAt(l.bars, b.x + b.width / 2)?.low).toBe(696)
    expect(barAt(l.bars, -100)?.low).toBe(695)
    expect(barAt([], 5)).toBeNull()
    expect(nearestIndex([10, 20, 30], 24)).toBe(1)
    expect(nearestIndex([], 24)).toBe(-1)
  })
})

function recordingCtx(): Ctx2D & { calls: string[]; texts: string[] } {
  const calls: string[] = []
  const texts: string[] = []
  const ctx = {
    calls,
    texts,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: '',
    textBaseline: '',
    beginPath: () => calls.push('beginPath'),
    moveTo: () => calls.push('moveTo'),
    lineTo: () => calls.push('lineTo'),
    arc: () => calls.push('arc'),
    closePath: () => calls.push('closePath'),
    stroke: () => calls.push('stroke'),
    fill: () => calls.push('fill'),
    fillRect: () => calls.push('fillRect'),
    clearRect: () => calls.push('clearRect'),
    fillText: (t: string) => {
      calls.push('fillText')
      texts.push(t)
    },
    setLineDash: () => calls.push('setLineDash'),
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
  }
  return ctx
}

describe('drawing', () => {
  it('draws each year label, a dot per value and the values', () => {
    const ctx = recordingCtx()
    drawTrend(
      ctx,
      trendLayout(
        [
          { label: '2024', value: 600 },
          { label: '2025', value: 612 },
        ],
        box,
      ),
      340,
      200,
    )
    expect(ctx.texts).toEqual(expect.arrayContaining(['2024', '2025', '600', '612']))
    expect(ctx.calls.filter((c) => c === 'arc')).toHaveLength(2)
  })
  it('clears and draws nothing else for an empty chart', () => {
    const ctx = recordingCtx()
    drawTrend(ctx, trendLayout([], box), 340, 200)
    expect(ctx.calls).toEqual(['clearRect'])
  })
  it('draws one rect per row and labels the marked score', () => {
    const ctx = recordingCtx()
    const rows = [
      { low: 600, high: 600, count: 10, rankTo: 10 },
      { low: 599, high: 599, count: 12, rankTo: 22 },
    ]
    drawDistribution(ctx, distributionLayout(rows, box, { marker: 599 }), 340, 200)
    expect(ctx.calls.filter((c) => c === 'fillRect')).toHaveLength(2)
    expect(ctx.texts).toContain('599分')
  })
})

describe('crowded trend labels', () => {
  it('labels every k-th year when slots are narrow', () => {
    const { labelEvery } = jest.requireActual('../../../src/components/charts/draw')
    expect(labelEvery(40, 34)).toBe(1)
    expect(labelEvery(20, 34)).toBe(2)
    expect(labelEvery(0, 34)).toBe(1)
  })
  it('draws only some x labels and values for eleven years, always the last', () => {
    const ctx = recordingCtx()
    const pts = Array.from({ length: 11 }, (_, i) => ({ label: String(2015 + i), value: 650 + ((i * 7) % 13) }))
    drawTrend(ctx, trendLayout(pts, { width: 300, height: 200, padding: { top: 20, right: 10, bottom: 30, left: 40 } }), 300, 200)
    const years = ctx.texts.filter((t) => /^20\d\d$/.test(t))
    expect(years.length).toBeLessThan(11)
    expect(years).toContain('2025')
    expect(ctx.calls.filter((c) => c === 'arc')).toHaveLength(11)
  })
})

describe('trend value labels', () => {
  /** the labels as a user sees them: inside the plot, none over a dot or over another label */
  function readable(l: TrendLayout, placed: (PlacedLabel | null)[]) {
    const shown = placed.filter((p): p is PlacedLabel => p !== null)
    for (const { box } of shown) {
      expect(box.left).toBeGreaterThanOrEqual(l.plot.left)
      expect(box.right).toBeLessThanOrEqual(l.plot.right)
      expect(box.top).toBeGreaterThanOrEqual(l.plot.top)
      expect(box.bottom).toBeLessThanOrEqual(l.plot.bottom)
      for (const p of l.points)
        if (p.y !== null) expect(overlaps(box, { left: p.x - TREND_DOT, right: p.x + TREND_DOT, top: p.y - TREND_DOT, bottom: p.y + TREND_DOT })).toBe(false)
    }
    shown.forEach((a, i) => shown.slice(i + 1).forEach((b) => expect(overlaps(a.box, b.box)).toBe(false)))
    return shown
  }

  it('three years with near-equal ranks on a narrow card: every value shown, none over another or a dot', () => {
    const narrow: Box = { width: 200, height: 200, padding: { top: 22, right: 14, bottom: 26, left: 44 } }
    const l = trendLayout(
      [
        { label: '2023', value: 12345 },
        { label: '2024', value: 12351 },
        { label: '2025', value: 12340 },
      ],
      narrow,
      { invert: true },
    )
    const placed = trendLabels(l)
    expect(readable(l, placed)).toHaveLength(3)
    // grouped thousands, as the table under the chart writes them
    expect(placed.map((p) => p?.text)).toEqual(['12,345', '12,351', '12,340'])
  })

  it('a value on the top edge of the plot is not labelled above it (out of the plot) nor across the line rising to it', () => {
    // 620 is a round tick: the highest score sits on the plot's top edge
    const l = trendLayout(
      [
        { label: '2024', value: 580 },
        { label: '2025', value: 620 },
      ],
      box,
    )
    expect(l.points[1].y).toBeCloseTo(l.plot.top)
    const placed = trendLabels(l)
    expect(placed[1]!.side).not.toBe('above')
    expect(placed[1]!.box.top).toBeGreaterThanOrEqual(l.plot.top)
    const [a, b] = l.segments[0]
    expect(segmentHits(a, b, placed[1]!.box)).toBe(false)
    // the lower one sits on the bottom edge with the line leaving up to the right: beside it, on the left
    expect(placed[0]!.side).toBe('left')
    expect(segmentHits(a, b, placed[0]!.box)).toBe(false)
    readable(l, placed)
  })

  it('crowded: only the tapped point, the latest year and the extremes are labelled, and those never collide', () => {
    const pts = Array.from({ length: 11 }, (_, i) => ({ label: String(2015 + i), value: 12000 + ((i * 7) % 13) }))
    const l = trendLayout(pts, { width: 300, height: 200, padding: { top: 20, right: 10, bottom: 30, left: 40 } })
    const placed = trendLabels(l, 4)
    const shown = readable(l, placed)
    expect(placed[10]).not.toBeNull()
    expect(placed[4]).not.toBeNull()
    const vals = pts.map((p) => p.value)
    const wanted = new Set([4, 10, vals.indexOf(Math.min(...vals)), vals.indexOf(Math.max(...vals))])
    placed.forEach((p, i) => {
      if (!wanted.has(i)) expect(p).toBeNull()
    })
    expect(shown.length).toBeGreaterThanOrEqual(2)
  })

  it('draws each value where the layout placed it, centred', () => {
    const ctx = recordingCtx()
    const fills: [string, number, number][] = []
    ctx.fillText = (t: string, x: number, y: number) => void fills.push([t, x, y])
    const l = trendLayout(
      [
        { label: '2024', value: 12345 },
        { label: '2025', value: 12350 },
      ],
      box,
      { invert: true },
    )
    drawTrend(ctx, l, 340, 200)
    const placed = trendLabels(l)
    for (const p of placed) expect(fills).toContainEqual([p!.text, p!.x, p!.y])
  })
})
