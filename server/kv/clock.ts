/**
 * The server's notion of "now". Everything with an expiry (sessions, SMS codes, rate-limit windows,
 * tickets) reads time from here, so tests can move time forward instead of sleeping.
 */
export interface Clock {
  now(): number
}

export class AdjustableClock implements Clock {
  private offsetMs = 0
  now(): number {
    return Date.now() + this.offsetMs
  }
  /** tests only: move the clock forward (or back) by ms */
  advance(ms: number): void {
    this.offsetMs += ms
  }
  reset(): void {
    this.offsetMs = 0
  }
}

const CHINA_OFFSET_MS = 8 * 3600_000

/** 'YYYY-MM-DD' of the given instant in China time (daily limits reset at Beijing midnight). */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Milliseconds from `ms` to the next Beijing midnight. */
export function msUntilChinaMidnight(ms: number): number {
  const day = 86_400_000
  const local = ms + CHINA_OFFSET_MS
  return day - (local % day)
}
