/**
 * The one way the app writes a number (DESIGN.md: one way to do a thing): thousands grouped with a comma, at
 * most two decimals (trailing zeros dropped), an optional unit written straight after the number (600分, 43,928名,
 * 12人) so the two stay together, and a dash for a number we do not have.
 *
 * The grouping is done by hand: Number#toLocaleString depends on the engine's ICU data, which the mini program's
 * JavaScript engines do not all carry (some print 43928, some 43,928.00).
 */

export interface NumberFormat {
  /** written after the number: 分, 人, 名, 所, 个, % … */
  unit?: string
  /** at most this many decimals (0–2); the default 2 keeps what the value has, up to two */
  decimals?: 0 | 1 | 2
  /** what stands for a missing number (default —) */
  empty?: string
  /** a plus sign on positive numbers (changes: +12) */
  signed?: boolean
}

/** 12345 → 12,345 · 626.2341 → 626.23 · (600, { unit: '分' }) → 600分 · null → — */
export function formatNumber(v: number | null | undefined, opts: NumberFormat = {}): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return opts.empty ?? '—'
  const decimals = Math.max(0, Math.min(2, opts.decimals ?? 2))
  const factor = 10 ** decimals
  const rounded = Math.round(Math.abs(v) * factor) / factor
  const [int, frac = ''] = rounded.toFixed(decimals).split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = frac.replace(/0+$/, '')
  const sign = v < 0 && rounded !== 0 ? '-' : opts.signed && rounded !== 0 ? '+' : ''
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ''}${opts.unit ?? ''}`
}

/** a range of two numbers with one unit: 1,200–1,350名; a missing end is a dash */
export function formatRange(from: number | null | undefined, to: number | null | undefined, opts: NumberFormat = {}): string {
  if (from === null || from === undefined || from === to) return formatNumber(to, opts)
  return `${formatNumber(from, { ...opts, unit: '' })}–${formatNumber(to, opts)}`
}

/**
 * The one way the app writes an amount of money: amounts are integers in 分 everywhere (the contract, the server,
 * the stores), written as yuan with two decimals: 39800 → ¥398.00, 123456 → ¥1,234.56. Integer arithmetic only, so
 * no amount is ever shown a 分 off by a float rounding.
 */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isInteger(fen)) return '—'
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`
}
