/**
 * Which year and which level of admission data a selectivity ranking is made from. A province's newest year is
 * often covered thinly (河南 2025: the exam authority's 院校专业组 lines are not in our data, only some schools'
 * own sites — 4 schools at group level, a few dozen at the others), and a ranking of those few schools would
 * put 苏州大学 first among 4. So each year uses the level that covers the most schools, and without an asked
 * year the ranking uses the newest year that covers at least half as many schools as the best-covered year.
 */

/** distinct schools with a ranked row, per year and level (institution / group / major) */
export interface LevelCount {
  year: number
  level: string
  schools: number
}

export interface RankingChoice {
  /** years with any ranked row, newest first */
  years: number[]
  year: number | undefined
  level: string | null
  /** per year, newest first: the level used for that year and the schools it covers */
  coverage: LevelCount[]
  /** newer years left out of the default because they cover too few schools */
  newerSkipped: LevelCount[]
}

/** a default year must cover at least this share of the best-covered year's schools */
export const MIN_COVERAGE_SHARE = 0.5

/** on equal coverage: the exam authority's unit of filling first */
const LEVEL_PREFERENCE = ['group', 'institution', 'major']

export function chooseRankingBasis(counts: readonly LevelCount[], askedYear?: number): RankingChoice {
  const byYear = new Map<number, LevelCount>()
  for (const c of counts) {
    if (!(c.schools > 0) || !LEVEL_PREFERENCE.includes(c.level)) continue
    const cur = byYear.get(c.year)
    if (!cur || c.schools > cur.schools || (c.schools === cur.schools && LEVEL_PREFERENCE.indexOf(c.level) < LEVEL_PREFERENCE.indexOf(cur.level)))
      byYear.set(c.year, c)
  }
  const coverage = [...byYear.values()].sort((a, b) => b.year - a.year)
  const years = coverage.map((c) => c.year)
  if (askedYear !== undefined) {
    const c = byYear.get(askedYear)
    return { years, year: askedYear, level: c?.level ?? null, coverage, newerSkipped: [] }
  }
  if (!coverage.length) return { years, year: undefined, level: null, coverage, newerSkipped: [] }
  const most = Math.max(...coverage.map((c) => c.schools))
  const chosen = coverage.find((c) => c.schools >= most * MIN_COVERAGE_SHARE)!
  return { years, year: chosen.year, level: chosen.level, coverage, newerSkipped: coverage.filter((c) => c.year > chosen.year) }
}
