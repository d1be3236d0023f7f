import { radarLayout } from './radar'

const six = ['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型']

describe('radarLayout', () => {
  it('puts six axes round the centre, the first straight up, then clockwise, all at the radius', () => {
    const l = radarLayout([100, 100, 100, 100, 100, 100], six, 300, 240)
    expect(l.center).toEqual({ x: 150, y: 120 })
    expect(l.radius).toBe(90)
    expect(l.spokes[0]).toEqual({ x: 150, y: 30 })
    // the second axis is to the right and above the centre, the fourth straight down
    expect(l.spokes[1].x).toBeGreaterThan(150)
    expect(l.spokes[1].y).toBeLessThan(120)
    expect(l.spokes[3]).toEqual({ x: 150, y: 210 })
    for (const p of l.spokes) expect(Math.hypot(p.x - 150, p.y - 120)).toBeCloseTo(90, 1)
    // a full score draws the outer ring
    expect(l.shape).toEqual(l.spokes)
    expect(l.rings).toHaveLength(4)
    expect(l.rings[3]).toEqual(l.spokes)
    expect(Math.hypot(l.rings[1][0].x - 150, l.rings[1][0].y - 120)).toBeCloseTo(45, 1)
  })

  it('scales each value along its axis, clamping to 0–max', () => {
    const l = radarLayout([50, 0, 100, 25, -10, 150], six, 200, 200, { labelRoom: 0 })
    const dist = (i: number) => Math.hypot(l.shape[i].x - 100, l.shape[i].y - 100)
    expect(dist(0)).toBeCloseTo(50, 1)
    expect(dist(1)).toBeCloseTo(0, 1)
    expect(dist(2)).toBeCloseTo(100, 1)
    expect(dist(3)).toBeCloseTo(25, 1)
    expect(dist(4)).toBeCloseTo(0, 1)
    expect(dist(5)).toBeCloseTo(100, 1)
    expect(radarLayout([10, 20, 20], ['a', 'b', 'c'], 100, 100, { max: 20, labelRoom: 0 }).shape[1]).toEqual(
      radarLayout([10, 20, 20], ['a', 'b', 'c'], 100, 100, { max: 20, labelRoom: 0 }).spokes[1],
    )
  })

  it('places labels outside the ring, aligned away from the centre', () => {
    const l = radarLayout([1, 2, 3, 4, 5, 6], six, 300, 240)
    expect(l.labels.map((x) => [x.text, x.align, x.baseline])).toEqual([
      ['现实型', 'center', 'bottom'],
      ['研究型', 'left', 'middle'],
      ['艺术型', 'left', 'middle'],
      ['社会型', 'center', 'top'],
      ['企业型', 'right', 'middle'],
      ['常规型', 'right', 'middle'],
    ])
    for (const lab of l.labels) expect(Math.hypot(lab.x - 150, lab.y - 120)).toBeGreaterThan(l.radius)
  })

  it('refuses fewer than three axes or labels that do not match', () => {
    expect(() => radarLayout([1, 2], ['a', 'b'], 100, 100)).toThrow()
    expect(() => radarLayout([1, 2, 3], ['a', 'b'], 100, 100)).toThrow()
  })
})
