/**
 * 一分一段 (score → rank) as pure functions over one table held in typed arrays.
 *
 * A table is a list of segments sorted by score, highest first. A segment is either one score or a merged
 * band (e.g. 698–750 分 = 位次 1–113 in 北京 2025, or the 10-point bands at its bottom). For each segment
 * `rankEnd` is the cumulative count (累计人数) of everyone at or above its lowest score — the official 位次 —
 * and `rankStart = rankEnd − count + 1`.
 *
 * Rules (gaokao-rules.md §2): use 累计人数 at a score as the 位次; a score inside a merged band has only
 * the band's range; a score nobody scored (gap between two rows) has the cumulative count of the row above;
 * a score below the table's floor has no published rank (never extrapolated).
 */

export interface RankRow {
  scoreLow: number
  scoreHigh: number
  count: number
  rankStart: number
  rankEnd: number
}

export interface RankTable {
  n: number
  scoreLow: Float64Array
  scoreHigh: Float64Array
  count: Int32Array
  rankStart: Int32Array
  rankEnd: Int32Array
}

/** builds the typed-array form; rows may come in any order */
export function buildRankTable(rows: ReadonlyArray<RankRow>): RankTable {
  const sorted = [...rows].sort((a, b) => b.scoreHigh - a.scoreHigh)
  const n = sorted.length
  const t: RankTable = {
    n,
    scoreLow: new Float64Array(n),
    scoreHigh: new Float64Array(n),
    count: new Int32Array(n),
    rankStart: new Int32Array(n),
    rankEnd: new Int32Array(n),
  }
  sorted.forEach((r, i) => {
    t.scoreLow[i] = r.scoreLow
    t.scoreHigh[i] = r.scoreHigh
    t.count[i] = r.count
    t.rankStart[i] = r.rankStart
    t.rankEnd[i] = r.rankEnd
  })
  return t
}

export type RankLookup = RankHit | RankMiss

export interface RankMiss {
  kind: 'below-floor' | 'empty'
  score: number
  floor: number | null
}

export function isHit(r: RankLookup): r is RankHit {
  return r.kind !== 'below-floor' && r.kind !== 'empty'
}

export interface RankHit {
  kind: 'row' | 'band' | 'gap' | 'above-top'
  /** the score used (input floored to whole points) */
  score: number
  rank: number
  count: number
  rankFrom: number
  rankTo: number
  bandLow: number | null
  bandHigh: number | null
  index: number
}

/**
 * The official cumulative rank at `score`. Whole-point tables: a fractional score counts as the whole
 * point below it (a 600.5 is ranked among the ≥600 students of the printed table).
 */
export function lookupRank(t: RankTable, inputScore: number): RankLookup {
  const score = Math.floor(inputScore + 1e-9)
  if (t.n === 0) return { kind: 'empty', score, floor: null }
  const floor = t.scoreLow[t.n - 1]
  if (score > t.scoreHigh[0]) {
    if (t.rankStart[0] > 1) {
      // the table does not itemise its top ranks: everyone above the printed top holds ranks 1..rankStart−1
      const above = t.rankStart[0] - 1
      return { kind: 'above-top', score, rank: above, count: above, rankFrom: 1, rankTo: above, bandLow: t.scoreHigh[0] + 1, bandHigh: null, index: -1 }
    }
    // above the printed top: the first segment is the best we know (often an "X 分及以上" band)
    return seg(t, 0, score, 'above-top')
  }
  if (score < floor) return { kind: 'below-floor', score, floor }
  // first index (descending) whose low bound is ≤ score
  let lo = 0
  let hi = t.n - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (t.scoreLow[mid] <= score) hi = mid
    else lo = mid + 1
  }
  const i = lo
  if (score <= t.scoreHigh[i]) return seg(t, i, score, t.scoreLow[i] === t.scoreHigh[i] ? 'row' : 'band')
  // nobody scored `score` exactly (a gap between segment i and the one above): cumulative of the row above
  const above = t.rankEnd[i - 1]
  return { kind: 'gap', score, rank: above, count: 0, rankFrom: above, rankTo: above, bandLow: null, bandHigh: null, index: i - 1 }
}

function seg(t: RankTable, i: number, score: number, kind: 'row' | 'band' | 'above-top'): RankLookup {
  const isBand = t.scoreLow[i] !== t.scoreHigh[i]
  return {
    kind,
    score,
    rank: t.rankEnd[i],
    count: t.count[i],
    rankFrom: t.rankStart[i],
    rankTo: t.rankEnd[i],
    bandLow: isBand ? t.scoreLow[i] : null,
    bandHigh: isBand ? t.scoreHigh[i] : null,
    index: i,
  }
}

export interface EquivalentScore {
  /** the score whose cumulative count first reaches the rank; for a band, its low bound */
  score: number | null
  /** cumulative rank at that score in the target table */
  rank: number | null
  exact: boolean
  note: string
}

/**
 * 位次法 等位分: in another year's table, the score whose 累计人数 first reaches `rank`
 * (gaokao-rules.md §2, worked example 四川 588 → 3234 → 590).
 */
export function equivalentScore(t: RankTable, rank: number): EquivalentScore {
  if (t.n === 0) return { score: null, rank: null, exact: false, note: '该年份无一分一段表' }
  if (rank < 1) return { score: null, rank: null, exact: false, note: '位次须为正整数' }
  const total = t.rankEnd[t.n - 1]
  if (rank > total) {
    return { score: null, rank: null, exact: false, note: `位次超出该表最低分 ${t.scoreLow[t.n - 1]} 分对应的累计人数 ${total}` }
  }
  const lo = segmentOfRank(t, rank)
  const isBand = t.scoreLow[lo] !== t.scoreHigh[lo]
  return {
    score: t.scoreLow[lo],
    rank: t.rankEnd[lo],
    exact: !isBand,
    note: isBand ? `落在合并分段 ${t.scoreLow[lo]}–${t.scoreHigh[lo]} 分内（位次 ${t.rankStart[lo]}–${t.rankEnd[lo]}）` : '',
  }
}

/** index of the first segment (highest score first) whose cumulative count reaches `rank`; rank ≤ the table's total */
export function segmentOfRank(t: RankTable, rank: number): number {
  let lo = 0
  let hi = t.n - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (t.rankEnd[mid] >= rank) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** rows of the table, highest score first (for the segment chart) */
export function tableRows(t: RankTable): RankRow[] {
  const out: RankRow[] = []
  for (let i = 0; i < t.n; i++) {
    out.push({ scoreLow: t.scoreLow[i], scoreHigh: t.scoreHigh[i], count: t.count[i], rankStart: t.rankStart[i], rankEnd: t.rankEnd[i] })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Validation of a table before it is stored (importer and seed)

export interface RankRowInput {
  /** 1-based line of the source file, for the report */
  line: number
  scoreLow: number | null
  scoreHigh: number | null
  count: number | null
  rankStart: number | null
  rankEnd: number | null
}

export interface RowProblem {
  line: number
  reason: string
}

/**
 * Checks a whole table in the order given (official tables print the highest score first):
 * scores strictly decreasing, bands well formed and not overlapping, count = rankEnd − rankStart + 1,
 * rankStart = previous rankEnd + 1. The first row may start above 1 only when `allowTopGap` (some copies
 * do not itemise the top ranks); the caller decides and records that.
 */
export function validateRankRows(rows: ReadonlyArray<RankRowInput>, opts: { allowTopGap?: boolean } = {}): RowProblem[] {
  const problems: RowProblem[] = []
  let prev: RankRowInput | null = null
  for (const r of rows) {
    const reasons: string[] = []
    if (r.scoreLow === null || r.scoreHigh === null) reasons.push('分数缺失或不是数字')
    else if (r.scoreLow > r.scoreHigh) reasons.push(`分段下限 ${r.scoreLow} 高于上限 ${r.scoreHigh}`)
    if (r.count === null || !Number.isInteger(r.count) || r.count < 0) reasons.push('本段人数须为非负整数')
    if (r.rankEnd === null || !Number.isInteger(r.rankEnd) || r.rankEnd < 0) reasons.push('累计人数须为非负整数')
    // a score nobody got is printed with 本段人数 0 and the previous 累计人数 (its 起始位次 repeats it)
    const empty = r.count === 0
    if (empty) {
      if (prev && prev.rankEnd !== null && r.rankEnd !== prev.rankEnd) reasons.push(`本段人数为 0 但累计 ${r.rankEnd} ≠ 上一行累计 ${prev.rankEnd}`)
    } else if (r.rankStart !== null && r.rankEnd !== null && r.count !== null && r.rankEnd - r.rankStart + 1 !== r.count) {
      reasons.push(`本段人数 ${r.count} ≠ 累计 ${r.rankEnd} − 起始位次 ${r.rankStart} + 1`)
    }
    if (prev && prev.scoreLow !== null && r.scoreHigh !== null && !(r.scoreHigh < prev.scoreLow)) {
      reasons.push(`分数未严格递减（上一行 ${fmtScore(prev)}，本行 ${fmtScore(r)}）`)
    }
    if (!empty && prev && prev.rankEnd !== null && r.rankStart !== null && r.rankStart !== prev.rankEnd + 1) {
      reasons.push(`起始位次 ${r.rankStart} ≠ 上一行累计 ${prev.rankEnd} + 1`)
    }
    if (!prev && r.rankStart !== null && r.rankStart !== 1 && !opts.allowTopGap) {
      reasons.push(`首行起始位次应为 1，实际 ${r.rankStart}`)
    }
    if (reasons.length) problems.push({ line: r.line, reason: reasons.join('；') })
    prev = r
  }
  return problems
}

function fmtScore(r: RankRowInput): string {
  return r.scoreLow === r.scoreHigh ? `${r.scoreHigh}` : `${r.scoreLow}–${r.scoreHigh}`
}
