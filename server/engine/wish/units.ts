/**
 * Admission rows of many years → units (填报单位) with their history, ready for prediction.
 *
 * Which rows count: ordinary rows (no special path: 专项/艺体/预科/中外合作 … are filtered before they get here),
 * of a track the unit can be compared on, in a wish batch (征集/征求 rounds excluded), of the same exam system as
 * the target year (a 2024 文科 row says nothing about a 2025 历史类 group: gaokao-rules.md §1, reform years).
 * Per unit and year one row is kept: the exam authority's over the school's own site over a third party; within
 * one source the harder (smaller) rank, so that a duplicate never makes a unit look easier than it was.
 */
import { BATCH_IDS } from '../../../types/api/wish'
import { batchKind, groupDisplayName, unitIdOf, unitKey, type BatchId, type UnitLevel } from './keys'
import { cohortLogRatio, placeRank, type PlacedRank, type RankContext, type RankMethod, type TableRef } from './ranks'

export interface AdmissionRecord {
  year: number
  provinceId: number
  /** 1 历史类/文科, 2 物理类/理科, 3 综合 */
  track: number
  /** as printed */
  subjectName: string
  batch: string
  vocational: boolean
  level: UnitLevel
  schoolId: number | null
  schoolCode: string
  schoolName: string
  majorGroup: string
  majorCode: string
  majorName: string
  elective: string
  planCount: number | null
  minScore: number | null
  minRank: number | null
  rankPublished: boolean
  sourceClass: string
  sid: number | null
  /** row id in ref_admissions (or the line of a file), for tracing */
  rowId: number
}

export interface HistoryYear {
  year: number
  rank: number
  method: RankMethod
  /** the year whose cohort `rank` belongs to (the row's year; for same-score, the later table's year) */
  cohortYear: number
  /** ln(N_target / N_cohortYear) when both tables exist, else null (carried unscaled) */
  cohortShift: number | null
  /** the rank carried to the target year's cohort */
  equivalentRank: number
  table: TableRef | null
  record: AdmissionRecord
}

export interface Unit {
  id: string
  key: string
  level: UnitLevel
  batchId: BatchId
  provinceId: number
  track: number
  schoolId: number | null
  /** as printed in the latest year */
  schoolName: string
  schoolCode: string
  groupCode: string
  groupName: string
  majorName: string
  majorCode: string
  /** latest non-empty 选科 text */
  elective: string
  /** the group this major belongs to, when the source links it (majors inside a 院校专业组) */
  parentKey: string | null
  /** history before the target year, newest first, at most `maxYears` */
  history: HistoryYear[]
  /** the latest history year */
  latestYear: number
  /** the year whose cohort the history is carried to (the target year's table, or the latest standing in; 0: none) */
  cohortYear: number
}

const SOURCE_RANK: Record<string, number> = { 'official-provincial': 0, 'official-national': 0, 'school-official': 1, 'official-school-website': 1 }
const sourceRank = (c: string) => SOURCE_RANK[c] ?? 2

export interface BuildOptions {
  /** the year being predicted: rows of this year and later are not history */
  targetYear: number
  /** first year of the new exam system in this province (null: never reformed) */
  newExamSince: (provinceId: number) => number | null
  /** years of history kept per unit */
  maxYears?: number
  ranks: RankContext
  /** the year whose cohort ranks are carried to (the target year's table, or the latest one standing in) */
  cohortYear: (provinceId: number, track: number) => number
}

/** whether a history year belongs to the same exam system as the target year */
export function sameSystem(newExamSince: number | null, historyYear: number, targetYear: number): boolean {
  if (newExamSince === null) return true
  return historyYear >= newExamSince === targetYear >= newExamSince
}

interface Candidate {
  rec: AdmissionRecord
  placed: PlacedRank
}

/**
 * Groups the records into units and places each history year's rank. Records of `targetYear` and later are
 * ignored here (a backtest reads its outcomes separately).
 */
export function buildUnits(records: ReadonlyArray<AdmissionRecord>, opts: BuildOptions): Unit[] {
  const maxYears = opts.maxYears ?? 3
  const byKey = new Map<string, { level: UnitLevel; batchId: BatchId; perYear: Map<number, Candidate>; latest: AdmissionRecord }>()
  for (const rec of records) {
    if (rec.year >= opts.targetYear) continue
    if (!sameSystem(opts.newExamSince(rec.provinceId), rec.year, opts.targetYear)) continue
    const batchId = wishBatch(rec, opts.newExamSince(rec.provinceId))
    if (batchId === null) continue
    const key = unitKey({
      provinceId: rec.provinceId,
      track: rec.track,
      batchId,
      level: rec.level,
      schoolName: rec.schoolName,
      group: rec.majorGroup,
      major: rec.majorName,
    })
    const placed = placeRank(rec, opts.ranks)
    if (!placed) continue
    let u = byKey.get(key)
    if (!u) byKey.set(key, (u = { level: rec.level, batchId, perYear: new Map(), latest: rec }))
    if (rec.year > u.latest.year) u.latest = rec
    const cur = u.perYear.get(rec.year)
    if (!cur || better({ rec, placed }, cur)) u.perYear.set(rec.year, { rec, placed })
  }
  const units: Unit[] = []
  for (const [key, u] of byKey) {
    const years = [...u.perYear.keys()].sort((a, b) => b - a).slice(0, maxYears)
    const latest = u.perYear.get(years[0])!.rec
    const toYear = opts.cohortYear(latest.provinceId, latest.track)
    const history: HistoryYear[] = years.map((y) => {
      const { rec, placed } = u.perYear.get(y)!
      // carried forward only: a history rank is never moved into an older cohort than its own
      const shift = toYear >= placed.cohortYear ? cohortLogRatio(opts.ranks.tables, rec.provinceId, rec.track, placed.cohortYear, toYear) : null
      return {
        year: y,
        rank: placed.rank,
        method: placed.method,
        cohortYear: placed.cohortYear,
        cohortShift: shift,
        equivalentRank: Math.max(1, Math.round(placed.rank * Math.exp(shift ?? 0))),
        table: placed.table,
        record: rec,
      }
    })
    const elective = years.map((y) => u.perYear.get(y)!.rec.elective).find((e) => e.trim()) ?? electiveFromGroup(latest.majorGroup)
    units.push({
      id: unitIdOf(u.level, key),
      key,
      level: u.level,
      batchId: u.batchId,
      provinceId: latest.provinceId,
      track: latest.track,
      schoolId: latest.schoolId,
      schoolName: latest.schoolName,
      schoolCode: latest.schoolCode,
      groupCode: u.level === 'group' ? latest.majorGroup.trim() : '',
      groupName: u.level === 'group' ? groupDisplayName(latest.majorGroup) : '',
      majorName: u.level === 'major' ? latest.majorName : '',
      majorCode: u.level === 'major' ? latest.majorCode : '',
      elective,
      parentKey: null,
      history,
      latestYear: years[0],
      cohortYear: toYear,
    })
  }
  return units
}

/**
 * The batch of a row. In a reformed province the 本科一批/二批 split is merged into one 本科批
 * (gaokao-rules.md §1): a row still printed as 本科一批 there (some schools' sites) belongs to the 本科批.
 */
export function wishBatch(rec: Pick<AdmissionRecord, 'batch' | 'vocational' | 'year'>, newExamSince: number | null): BatchId | null {
  const id = batchKind(rec.batch, rec.vocational)
  if ((id === BATCH_IDS.UNDERGRAD_1 || id === BATCH_IDS.UNDERGRAD_2) && newExamSince !== null && rec.year >= newExamSince) return BATCH_IDS.UNDERGRAD
  return id
}

function better(a: Candidate, b: Candidate): boolean {
  const sa = sourceRank(a.rec.sourceClass)
  const sb = sourceRank(b.rec.sourceClass)
  if (sa !== sb) return sa < sb
  const ma = METHOD_ORDER[a.placed.method]
  const mb = METHOD_ORDER[b.placed.method]
  if (ma !== mb) return ma < mb
  return a.placed.rank < b.placed.rank
}

const METHOD_ORDER: Record<RankMethod, number> = { published: 0, table: 1, anchors: 2, 'same-score': 3 }

/** 江苏-style group names carry the 再选 requirement in brackets: 「03专业组(化学和生物)」, 「(不限)」 */
export function electiveFromGroup(group: string): string {
  const m = /[(（]([^()（）]*(?:不限|化学|生物|政治|思想政治|地理|物理|历史)[^()（）]*)[)）]/.exec(group)
  return m ? m[1] : ''
}
