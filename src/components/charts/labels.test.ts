import { labelWidth, overlaps, placeLabels, segmentHits, type LabelRequest, type PlacedLabel, type Rect } from './labels'

const plot: Rect = { left: 46, top: 18, right: 284, bottom: 156 }

/** the dot of a request as a rectangle */
const dot = (q: LabelRequest): Rect => ({ left: q.x - q.r, top: q.y - q.r, right: q.x + q.r, bottom: q.y + q.r })

/** every placed label inside the bounds, clear of every dot and of every other label */
function expectClear(requests: LabelRequest[], placed: (PlacedLabel | null)[], bounds: Rect = plot) {
  const boxes = placed.filter((p): p is PlacedLabel => p !== null).map((p) => p.box)
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(bounds.left)
    expect(b.right).toBeLessThanOrEqual(bounds.right)
    expect(b.top).toBeGreaterThanOrEqual(bounds.top)
    expect(b.bottom).toBeLessThanOrEqual(bounds.bottom)
    for (const q of requests) expect(overlaps(b, dot(q))).toBe(false)
  }
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)))
}

describe('placeLabels', () => {
  it('puts a label above its point when there is room, centred on it', () => {
    const q = { text: '612', x: 150, y: 100, r: 3.5 }
    const [p] = placeLabels([q], { bounds: plot })
    expect(p!.side).toBe('above')
    expect(p!.x).toBeCloseTo(150)
    expect(p!.box.bottom).toBeLessThanOrEqual(100 - 3.5)
    expectClear([q], [p])
  })

  it('goes below a point at the top edge of the plot instead of leaving it', () => {
    const q = { text: '12,345', x: 150, y: plot.top, r: 3.5 }
    const [p] = placeLabels([q], { bounds: plot })
    expect(p!.side).toBe('below')
    expect(p!.box.top).toBeGreaterThanOrEqual(plot.top + 3.5)
    expectClear([q], [p])
  })

  it('three near-equal values side by side: no label over another label or any point', () => {
    // three years 60 px apart whose values differ by a pixel or two: the old labels (all above) ran together
    const qs = [
      { text: '12,345', x: 100, y: 80, r: 3.5 },
      { text: '12,351', x: 135, y: 81, r: 3.5 },
      { text: '12,340', x: 170, y: 79.5, r: 3.5 },
    ]
    const placed = placeLabels(qs, { bounds: plot })
    expect(placed.every((p) => p !== null)).toBe(true)
    // the middle one gives way downwards
    expect(placed.map((p) => p!.side)).toEqual(['above', 'below', 'above'])
    expectClear(qs, placed)
  })

  it('a long label at the side of the plot slides inward but still covers its point, inside the bounds', () => {
    const q = { text: '123,456', x: plot.right - 4, y: 100, r: 3.5 }
    const [p] = placeLabels([q], { bounds: plot })
    expect(p!.box.right).toBeLessThanOrEqual(plot.right)
    expect(p!.box.left).toBeLessThanOrEqual(q.x)
    expectClear([q], [p])
  })

  it('keeps clear of obstacles, and leaves a label out when it fits nowhere', () => {
    const q = { text: '600', x: 150, y: 100, r: 3.5 }
    const [p] = placeLabels([q], { bounds: plot, obstacles: [{ left: 140, right: 160, top: 60, bottom: 96 }] })
    expect(p!.side).toBe('below')
    // a plot hardly taller than the dot: no side fits
    const tight = { left: 0, top: 0, right: 20, bottom: 10 }
    expect(placeLabels([{ text: '12,345', x: 10, y: 5, r: 3.5 }], { bounds: tight })).toEqual([null])
  })

  it('places higher priorities first: a crowded neighbour gives way, not the latest year', () => {
    const qs = [
      { text: '43,765', x: 100, y: 80, r: 3.5 },
      { text: '43,700', x: 112, y: 80, r: 3.5, priority: 1 },
    ]
    const placed = placeLabels(qs, { bounds: plot })
    expect(placed[1]!.side).toBe('above')
    expect(placed[0]?.side).not.toBe('above')
    expectClear(qs, placed)
  })

  it('a mark that asks for a side goes beside it, raised past a neighbouring dot at the same height', () => {
    // a prediction dot on a bar that spans the plot: nothing above or below; the previous year's dot 40 px left
    const bar = { left: 244.5, right: 255.5, top: plot.top, bottom: plot.bottom }
    const qs: LabelRequest[] = [
      { text: '123,500', x: 250, y: 90, r: 5.5, mark: bar, sides: ['left', 'right', 'above', 'below'] },
      { text: '', x: 210, y: 90, r: 3.5 },
    ]
    const [p] = placeLabels(qs, { bounds: plot })
    expect(p!.side).toBe('left')
    expect(p!.box.right).toBeLessThanOrEqual(bar.left)
    // still beside the dot: it reaches the dot's height
    expect(p!.box.top).toBeLessThanOrEqual(90 + 5.5)
    expect(p!.box.bottom).toBeGreaterThanOrEqual(90 - 5.5)
    expect(overlaps(p!.box, bar)).toBe(false)
    expectClear(qs, [p])
  })

  it('keeps off the chart line where it can: a valley is labelled below, a point whose lines leave above and below goes beside', () => {
    // a V: the lines rise from the valley on both sides, so above would be written across them
    const valley = [
      { x: 100, y: 60 },
      { x: 130, y: 120 },
      { x: 160, y: 60 },
    ]
    const [p] = placeLabels([{ text: '12,351', x: 130, y: 120, r: 3.5 }], { bounds: plot, lines: [valley] })
    expect(p!.side).toBe('below')
    // a steep line through the point: above and below both cross it, the side is clear
    const steep = [
      { x: 100, y: 30 },
      { x: 110, y: 90 },
      { x: 120, y: 150 },
    ]
    const [q] = placeLabels([{ text: '600', x: 110, y: 90, r: 3.5 }], { bounds: plot, lines: [steep] })
    expect(['left', 'right']).toContain(q!.side)
    expect(steep.some((pt, i) => i > 0 && segmentHits(steep[i - 1], pt, q!.box))).toBe(false)
    // nowhere clear of a line: the label is still placed (above), never left out for a line
    const flat = [
      { x: 46, y: 90 },
      { x: 284, y: 90 },
    ]
    const around = [
      { x: 46, y: 70 },
      { x: 284, y: 70 },
    ]
    const below = [
      { x: 46, y: 108 },
      { x: 284, y: 108 },
    ]
    const [r] = placeLabels([{ text: '600', x: 150, y: 90, r: 3.5 }], { bounds: plot, lines: [flat, around, below] })
    expect(r!.side).toBe('above')
  })

  it('segmentHits: through, beside and ending inside a rectangle', () => {
    const box = { left: 10, top: 10, right: 20, bottom: 20 }
    expect(segmentHits({ x: 0, y: 15 }, { x: 30, y: 15 }, box)).toBe(true)
    expect(segmentHits({ x: 0, y: 25 }, { x: 30, y: 25 }, box)).toBe(false)
    expect(segmentHits({ x: 0, y: 0 }, { x: 15, y: 15 }, box)).toBe(true)
    expect(segmentHits({ x: 0, y: 30 }, { x: 30, y: 31 }, box)).toBe(false)
  })

  it('answers in request order and skips empty or unplotted requests', () => {
    const placed = placeLabels(
      [
        { text: '', x: 100, y: 80, r: 3 },
        { text: '1', x: NaN, y: 80, r: 3 },
        { text: '2', x: 120, y: 80, r: 3 },
      ],
      { bounds: plot },
    )
    expect(placed.map((p) => p?.text ?? null)).toEqual([null, null, '2'])
  })

  it('estimates widths generously: digits, separators and CJK', () => {
    expect(labelWidth('12,345', 11)).toBeGreaterThan(labelWidth('12345', 11))
    expect(labelWidth('12,345', 11)).toBeGreaterThanOrEqual(33)
    expect(labelWidth('599分', 11)).toBeGreaterThan(labelWidth('5999', 11))
    expect(labelWidth('600', 11, true)).toBeGreaterThan(labelWidth('600', 11))
  })
})
