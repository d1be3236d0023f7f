/**
 * The out-of-time calibration (server/engine/wish/calibration.ts): learned only from earlier target years' backtests,
 * shrunk by how many province-years stand behind it, increasing, and leaving the far tails alone.
 */
import {
  CALIBRATION_EDGES,
  calibrate,
  calibrateFast,
  calibrationBin,
  fitCalibration,
  summarise,
  type CalibrationSummary,
} from '../../server/engine/wish/calibration'

/** a summary whose pairs realise `lift` more than stated in every bin between 0.3 and 0.8, in `provinces` provinces */
function summary(targetYear: number, provinces: number, lift: number, kind: 'one-year' | 'two-years' = 'one-year'): CalibrationSummary {
  const cells = Array.from({ length: provinces }, (_, i) => ({
    province: `省${i}`,
    bins: CALIBRATION_EDGES.slice(1).map((hi, b) => {
      const lo = CALIBRATION_EDGES[b]
      const mean = (lo + Math.min(hi, 1)) / 2
      const n = 2000
      const realised = mean >= 0.3 && mean < 0.8 ? mean + lift : mean
      return [n, mean * n, Math.round(realised * n)] as [number, number, number]
    }),
  }))
  return { targetYear, kind, cells }
}

describe('calibration learned from earlier backtests', () => {
  it('without an earlier backtest there is no map, and P is left as the t model gives it', () => {
    expect(fitCalibration([], 2025, 'one-year')).toBeNull()
    expect(fitCalibration([summary(2025, 10, 0.06)], 2025, 'one-year')).toBeNull()
    expect(fitCalibration([summary(2026, 10, 0.06)], 2025, 'one-year')).toBeNull()
    expect(calibrate(null, 0.42)).toBe(0.42)
    expect(calibrateFast(undefined, 0.42)).toBe(0.42)
  })

  it('reads only its own kind: a two-years-ahead backtest does not calibrate last year’s history', () => {
    expect(fitCalibration([summary(2024, 10, 0.06, 'two-years')], 2025, 'one-year')).toBeNull()
    expect(fitCalibration([summary(2024, 10, 0.06, 'two-years')], 2025, 'two-years')).not.toBeNull()
  })

  it('lifts the middle where earlier years realised more than stated, leaves the far tails, and stays increasing', () => {
    const c = fitCalibration([summary(2024, 16, 0.06)], 2025, 'one-year')!
    expect(c.targetYears).toEqual([2024])
    expect(c.clusters).toBe(16)
    expect(calibrate(c, 0.55) - 0.55).toBeGreaterThan(0.03)
    expect(calibrate(c, 0.55) - 0.55).toBeLessThan(0.07)
    expect(Math.abs(calibrate(c, 0.003) - 0.003)).toBeLessThan(0.001)
    expect(Math.abs(calibrate(c, 0.998) - 0.998)).toBeLessThan(0.001)
    let prev = 0
    for (let i = 1; i < 1000; i++) {
      const q = calibrate(c, i / 1000)
      expect(q).toBeGreaterThan(prev)
      prev = q
    }
  })

  it('one province-year moves P about a seventh of what sixteen do (a year’s shock is shared by a province)', () => {
    const many = fitCalibration([summary(2024, 16, 0.06)], 2025, 'one-year')!
    const one = fitCalibration([summary(2024, 1, 0.06)], 2025, 'one-year')!
    const liftMany = calibrate(many, 0.55) - 0.55
    const liftOne = calibrate(one, 0.55) - 0.55
    expect(liftOne).toBeGreaterThan(0)
    expect(liftOne / liftMany).toBeGreaterThan(0.1)
    expect(liftOne / liftMany).toBeLessThan(0.2)
  })

  it('one large province with a small one counts as about one province-year, not two', () => {
    const big = summary(2024, 1, 0.06)
    const small = summary(2024, 1, 0.06)
    small.cells[0].province = '小省'
    for (const b of small.cells[0].bins) [b[0], b[1], b[2]] = [b[0] / 40, b[1] / 40, Math.round(b[2] / 40)]
    const two = fitCalibration([{ ...big, cells: [...big.cells, ...small.cells] }], 2025, 'one-year')!
    const one = fitCalibration([big], 2025, 'one-year')!
    expect(calibrate(two, 0.55) - 0.55).toBeLessThan((calibrate(one, 0.55) - 0.55) * 1.2)
  })

  it('the fast table agrees with the exact map', () => {
    const c = fitCalibration([summary(2024, 16, 0.06)], 2025, 'one-year')!
    for (let i = 0; i <= 200; i++) expect(Math.abs(calibrateFast(c, i / 200) - calibrate(c, i / 200))).toBeLessThan(2e-4)
  })

  it('a backtest is summarised per province and bin of the raw P: pairs, Σ P, admitted', () => {
    const s = summarise(2025, 'one-year', [
      { province: '湖南', rawProbability: 0.55, admitted: true },
      { province: '湖南', rawProbability: 0.58, admitted: false },
      { province: '湖南', rawProbability: 0.97, admitted: true },
      { province: '广东', rawProbability: 0.01, admitted: false },
    ])
    expect(s.cells.map((c) => c.province)).toEqual(['广东', '湖南'])
    const hunan = s.cells[1].bins
    expect(hunan[calibrationBin(0.55)]).toEqual([2, 1.13, 1])
    expect(hunan[calibrationBin(0.97)]).toEqual([1, 0.97, 1])
    expect(calibrationBin(1)).toBe(CALIBRATION_EDGES.length - 2)
    expect(calibrationBin(0)).toBe(0)
  })
})
