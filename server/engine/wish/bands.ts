/**
 * 冲 / 稳 / 保 / 垫 from the admission probability: the one place the thresholds live.
 *
 * No official definition exists (gaokao-rules.md §2); published heuristics put 冲 at 5–79 %, 稳 at 35–94 %,
 * 保 at 65–98 %. Ours are probabilities the backtest checks: a band's realised admission rate must match the
 * mean probability stated inside it (docs/backtest.md). Below the 冲 floor a unit is not recommended (it stays
 * findable in 自主填报 and search, with its probability).
 */
export type Band = '冲' | '稳' | '保' | '垫'

export interface BandRule {
  band: Band
  /** inclusive lower bound, percent */
  min: number
  /** exclusive upper bound, percent (垫: 101) */
  max: number
  meaning: string
}

export const BANDS: ReadonlyArray<BandRule> = [
  { band: '冲', min: 10, max: 45, meaning: '有机会，但录取的可能不到一半：放在志愿表前部' },
  { band: '稳', min: 45, max: 80, meaning: '录取的可能较大，但仍有相当风险' },
  { band: '保', min: 80, max: 95, meaning: '很可能录取' },
  { band: '垫', min: 95, max: 101, meaning: '几乎确定录取：放在志愿表最后兜底' },
]

/** below this probability (percent) a unit is not recommended */
export const BAND_FLOOR = BANDS[0].min

/** a table whose chance of being admitted by none of its rows is at least this (percent) asks to be confirmed */
export const SLIP_WARN = 10

/** the band of an integer-percent probability, or null below the floor */
export function bandOf(percent: number): Band | null {
  for (const b of BANDS) if (percent >= b.min && percent < b.max) return b.band
  return null
}

/** 冲 < 稳 < 保 < 垫: the order a parallel table should follow from top to bottom */
export const BAND_ORDER: Record<Band, number> = { 冲: 0, 稳: 1, 保: 2, 垫: 3 }

/** integer percent as shown (0–100); 0 and 100 only when the model really says so after rounding */
export function toPercent(p: number): number {
  return Math.min(100, Math.max(0, Math.round(p * 100)))
}
