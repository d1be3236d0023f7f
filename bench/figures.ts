/**
 * One row of `npm run bench`'s table: a figure, its measured value, its budget and whether the value meets it.
 * Every part of the bench (server load, cold start, H5 delivery and vitals, mini-program package and setData
 * sizes) answers rows of this shape, so the table is printed in one place (bench/run.ts).
 */
export interface Figure {
  /** what was measured, e.g. 'LineRank p99 at 5,000 req/s' */
  name: string
  /** which database it ran on: 'embedded' | 'postgres'; '' for figures that do not touch one */
  db: '' | 'embedded' | 'postgres'
  /** the measured value, or null when it could not be measured (say why in note) */
  value: number | null
  unit: string
  /** the budget as a comparison and a number: value must be <= (or >=) limit */
  budget: { op: '<=' | '>='; limit: number }
  note?: string
}

export function passes(f: Figure): boolean | null {
  if (f.value === null) return null
  return f.budget.op === '<=' ? f.value <= f.budget.limit : f.value >= f.budget.limit
}
