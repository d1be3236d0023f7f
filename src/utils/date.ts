/**
 * The one date formatter (SPEC §5): year-month-day with dashes or dots, month, day, hour, minute and
 * second padded to two digits.
 */

export type DateSeparator = '-' | '.'

export interface FormatDateOptions {
  /** '-' (default) or '.' between year, month and day */
  separator?: DateSeparator
  /** 'date' → 2024-06-07; 'minute' → 2024-06-07 09:05; 'second' → 2024-06-07 09:05:03 */
  precision?: 'date' | 'minute' | 'second'
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

/**
 * Turns what the server sends (ISO strings, 'YYYY-MM-DD HH:mm:ss', epoch milliseconds or seconds, Date)
 * into a Date; null when it cannot be read. 'YYYY-MM-DD HH:mm:ss' is read as local time on every engine
 * (iOS Safari rejects it with a space, so the dashes are turned into slashes).
 */
export function toDate(input: Date | string | number | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input
  if (typeof input === 'number') {
    // 10-digit timestamps are seconds
    const ms = Math.abs(input) < 1e11 ? input * 1000 : input
    const d = new Date(ms)
    return Number.isNaN(d.getTime()) ? null : d
  }
  const s = input.trim()
  if (/^\d+$/.test(s)) return toDate(Number(s))
  const local = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(s)
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', se = '0'] = local
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se))
    return Number.isNaN(date.getTime()) ? null : date
  }
  const d = new Date(s)
  return Number.isNaN(d.getTime()) ? null : d
}

/** Formats a date; '' for a missing or unreadable value, so a list never shows "NaN". */
export function formatDate(input: Date | string | number | null | undefined, options: FormatDateOptions = {}): string {
  const d = toDate(input)
  if (!d) return ''
  const sep = options.separator ?? '-'
  const day = [d.getFullYear(), pad2(d.getMonth() + 1), pad2(d.getDate())].join(sep)
  const precision = options.precision ?? 'date'
  if (precision === 'date') return day
  const time = [pad2(d.getHours()), pad2(d.getMinutes())]
  if (precision === 'second') time.push(pad2(d.getSeconds()))
  return `${day} ${time.join(':')}`
}

/** Shorthand for the full form with seconds, e.g. 2024-06-07 09:05:03. */
export function formatDateTime(input: Date | string | number | null | undefined, separator: DateSeparator = '-'): string {
  return formatDate(input, { separator, precision: 'second' })
}

/** 2023–2025年, or 2025年 for one year; '' for none */
export function yearsText(years: readonly number[]): string {
  if (!years.length) return ''
  const lo = Math.min(...years)
  const hi = Math.max(...years)
  return lo === hi ? `${lo}年` : `${lo}–${hi}年`
}
