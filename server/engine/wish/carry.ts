/**
 * The cohort carry's shape, apart from cohort.ts (which builds it) so ranks.ts can take one without importing
 * cohort.ts, which imports ranks.ts.
 */
export interface CohortCarry {
  /** ln(N_to / N_from) to multiply a `from` rank by, or null when no complete pair of tables measures it */
  ratio(provinceId: number, track: number, fromYear: number, toYear: number): number | null
  /** extra spread (log rank) of that carry: shrunk outlier, third-party table */
  spread(provinceId: number, track: number, fromYear: number, toYear: number): number
  /** what was decided per transition, for the backtest report */
  decisions(): CohortDecision[]
}

export interface CohortDecision {
  provinceId: number
  track: number
  from: number
  to: number
  raw: number | null
  used: number | null
  spread: number
  /** complete: the tables' own ratio; outlier-shrunk: replaced by the other provinces' median */
  why: 'complete' | 'outlier-shrunk'
}
