/**
 * Admission rows of many years → units (填报单位) with their history, ready for prediction.
 *
 * Which rows count: ordinary rows (no special path: 专项/艺体/预科/中外合作 … are filtered before they get here),
 * of a track the unit can be compared on, in a wish batch (征集/征求 rounds excluded), of the same exam system as
 * the target year (a 2024 文科 row says nothing about a 2025 历史类 group: gaokao-rules.md §1, reform years).
 * Per unit and year one row is kept: the exam authority's over the school's own site over a third party; within
 * one source the harder (smaller) rank, so that a duplicate never makes a unit look easier than it was.
 *
 * A year joins a unit only when it is consistent with it (issue 14 §3):
 * - rows are matched by school (the MOE school and the campus the printed name names, so 「安徽财经大学(蚌埠市)[公办]」
 *   is 安徽财经大学) and group code or major name; a major renamed between years is the same unit when the catalogue
 *   code links exactly one name of the school in every year (keys.ts, `linkByCatalogue`);
 * - a value a source repeats (the same lowest score from the same source in several years) counts once;
 * - a change of level beyond what units of that rank move in that many years (`jumpLimit`, fitted) ends the
 *   history there: the older years belong to another unit that happens to share the code (湖南 reuses group numbers);
 * - a group whose majors we hold in two years and that share none is not the same group.
 * Each such decision is kept as a plain-Chinese note the explanation shows.
 */
import { BATCH_IDS } from '../../../types/api/wish'
import { batchKind, groupDisplayName, groupKey, legacyUnitKey, majorKey, schoolKey, unitIdOf, type BatchId, type UnitLevel } from './keys'
import { carryLog, median, placeRank, type PlacedRank, type RankContext, type RankMethod, type TableRef } from './ranks'

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
  /** the campus / joint institute / separately listed unit the printed name names ('' for the school itself) */
  branch: string
  majorGroup: string
  majorCode: string
  majorName: string
  /** 6-digit catalogue code of a 专业 row's name, when the name is a catalogue major */
  catalogCode: string | null
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
  /** the spread (log rank) the cohort carry itself adds: a shrunk or third-party transition (ranks.ts cohortCarry) */
  cohortSpread: number
  /** the rank carried to the target year's cohort */
  equivalentRank: number
  table: TableRef | null
  record: AdmissionRecord
  /** the record's source class (the model widens a school site's 单校口径 numbers) */
  sourceClass: string
}

export interface Unit {
  id: string
  /** ids saved wish tables may hold for this unit (made from the printed names of its rows, keys.ts legacyUnitKey) */
  aliases: string[]
  /** the match key of its newest row */
  key: string
  /** every match key joined into this unit (a renamed major has several) */
  keys: string[]
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
  /** what was decided about this unit's history, in plain Chinese (split, repeated values, renamed major) */
  notes: string[]
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
  /**
   * the largest |Δ ln rank| a unit at ln rank `logRank` moves in `years` years (the model's fitted jump limit);
   * beyond it the older year is another unit. Without it no history is split.
   */
  jumpLimit?: (logRank: number, years: number) => number
  /** years of history that may be read: older rows are ignored (the two-years-ahead backtest passes Y − 2) */
  historyUntil?: number
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

interface KeyedRows {
  level: UnitLevel
  batchId: BatchId
  perYear: Map<number, Candidate>
  /** major names of the group's majors per year (major rows printing this group's code) */
  majors: Map<number, Set<string>>
}

/** the part of a unit key that names the school: the MOE school and its campus / unit when matched, else the normalised name */
export function schoolPart(rec: Pick<AdmissionRecord, 'schoolId' | 'branch' | 'schoolName'>): string {
  return rec.schoolId !== null ? `#${rec.schoolId}${rec.branch ? `·${rec.branch}` : ''}` : schoolKey(rec.schoolName)
}

/** what makes rows of different years one unit: province, track, batch kind, level, school, group code or major name */
export function matchKey(rec: AdmissionRecord, batchId: BatchId): string {
  const part = rec.level === 'group' ? groupKey(rec.majorGroup) : rec.level === 'major' ? majorKey(rec.majorName) : ''
  return `${rec.provinceId}|${rec.track}|${batchId}|${rec.level}|${schoolPart(rec)}|${part}`
}

/** a record's batch and match key, or null when it is not history for `targetYear` (other exam system, not a wish batch) */
export function keyOf(rec: AdmissionRecord, targetYear: number, newExamSince: (p: number) => number | null): { batchId: BatchId; key: string } | null {
  const since = newExamSince(rec.provinceId)
  if (!sameSystem(since, rec.year, targetYear)) return null
  const batchId = wishBatch(rec, since)
  if (batchId === null) return null
  return { batchId, key: matchKey(rec, batchId) }
}

/**
 * Groups the records into units and places each history year's rank. Records of `targetYear` and later are
 * ignored here (a backtest reads its outcomes separately).
 */
export function buildUnits(records: ReadonlyArray<AdmissionRecord>, opts: BuildOptions): Unit[] {
  const steps = buildUnitsInSteps(records, opts)
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
  }
}

/** how much work one step of buildUnitsInSteps does at most (records read, or units made) */
const STEP = 700

/**
 * buildUnits as a generator that pauses after every few thousand records or units, so that a server can run it a
 * step per event-loop turn (one province's units take up to a second; nothing else should wait that long).
 */
export function* buildUnitsInSteps(records: ReadonlyArray<AdmissionRecord>, opts: BuildOptions): Generator<void, Unit[], void> {
  const maxYears = opts.maxYears ?? 3
  const until = Math.min(opts.targetYear - 1, opts.historyUntil ?? Infinity)
  const byKey = new Map<string, KeyedRows>()
  const groupMajors: AdmissionRecord[] = []
  let n = 0
  for (const rec of records) {
    if (++n % STEP === 0) yield
    if (rec.year > until) continue
    const k = keyOf(rec, opts.targetYear, opts.newExamSince)
    if (!k) continue
    if (rec.level === 'major' && rec.majorGroup.trim()) groupMajors.push(rec)
    const placed = placeRank(rec, opts.ranks)
    if (!placed) continue
    let u = byKey.get(k.key)
    if (!u) byKey.set(k.key, (u = { level: rec.level, batchId: k.batchId, perYear: new Map(), majors: new Map() }))
    const cur = u.perYear.get(rec.year)
    if (!cur || better({ rec, placed }, cur)) u.perYear.set(rec.year, { rec, placed })
  }
  // the majors printed inside each group, per year (a group that changed all its majors is another group)
  for (const rec of groupMajors) {
    const batchId = wishBatch(rec, opts.newExamSince(rec.provinceId))!
    const g = byKey.get(`${rec.provinceId}|${rec.track}|${batchId}|group|${schoolPart(rec)}|${groupKey(rec.majorGroup)}`)
    if (!g) continue
    let s = g.majors.get(rec.year)
    if (!s) g.majors.set(rec.year, (s = new Set()))
    s.add(majorKey(rec.majorName))
  }
  yield
  const groups = linkByCatalogue(byKey)
  yield
  const units: Unit[] = []
  for (const group of groups) {
    units.push(makeUnit(group, byKey, opts, maxYears))
    if (units.length % STEP === 0) yield
  }
  return units
}

/**
 * Majors renamed between years (「软件工程(嵌入式)」 → 「软件工程」) are one unit when their names map to one catalogue
 * code and, in every year, exactly one name of that school, batch and track has that code — never two units that
 * exist side by side. Answers the keys grouped into units, the newest key first.
 */
function linkByCatalogue(byKey: Map<string, KeyedRows>): string[][] {
  const byCode = new Map<string, Map<number, Set<string>>>()
  for (const [key, u] of byKey) {
    if (u.level !== 'major') continue
    for (const [year, c] of u.perYear) {
      const code = c.rec.catalogCode
      if (!code) continue
      const ck = `${key.slice(0, key.lastIndexOf('|'))}|#${code}`
      let years = byCode.get(ck)
      if (!years) byCode.set(ck, (years = new Map<number, Set<string>>()))
      let s = years.get(year)
      if (!s) years.set(year, (s = new Set()))
      s.add(key)
    }
  }
  const parent = new Map<string, string>()
  const find = (k: string): string => {
    let r = k
    while (parent.has(r)) r = parent.get(r)!
    return r
  }
  const yearsOf = (root: string) => {
    const ys = new Set<number>()
    for (const [k] of byKey) if (find(k) === root) for (const y of byKey.get(k)!.perYear.keys()) ys.add(y)
    return ys
  }
  for (const years of byCode.values()) {
    const keys = new Set<string>()
    let unique = true
    for (const s of years.values()) {
      if (s.size > 1) unique = false
      for (const k of s) keys.add(k)
    }
    if (!unique || keys.size < 2) continue
    const list = [...keys]
    for (const k of list.slice(1)) {
      const a = find(list[0])
      const b = find(k)
      if (a === b) continue
      // never join two names that were admitted in the same year
      const ya = yearsOf(a)
      if ([...yearsOf(b)].some((y) => ya.has(y))) continue
      parent.set(b, a)
    }
  }
  const groups = new Map<string, string[]>()
  for (const k of byKey.keys()) {
    const r = find(k)
    let l = groups.get(r)
    if (!l) groups.set(r, (l = []))
    l.push(k)
  }
  const newest = (k: string) => Math.max(...byKey.get(k)!.perYear.keys())
  return [...groups.values()].map((l) => l.sort((a, b) => newest(b) - newest(a)))
}

function makeUnit(keys: string[], byKey: Map<string, KeyedRows>, opts: BuildOptions, maxYears: number): Unit {
  const head = byKey.get(keys[0])!
  const perYear = new Map<number, Candidate & { key: string }>()
  for (const k of keys) for (const [y, c] of byKey.get(k)!.perYear) perYear.set(y, { ...c, key: k })
  const years = [...perYear.keys()].sort((a, b) => b - a)
  const latest = perYear.get(years[0])!.rec
  const toYear = opts.cohortYear(latest.provinceId, latest.track)
  const notes: string[] = []
  const place = (y: number): HistoryYear => {
    const { rec, placed } = perYear.get(y)!
    // carried forward only: a history rank is never moved into an older cohort than its own
    const carry = toYear >= placed.cohortYear ? carryLog(opts.ranks, rec.provinceId, rec.track, placed.cohortYear, toYear) : null
    return {
      year: y,
      rank: placed.rank,
      method: placed.method,
      cohortYear: placed.cohortYear,
      cohortShift: carry,
      cohortSpread: opts.ranks.cohort?.spread(rec.provinceId, rec.track, placed.cohortYear, toYear) ?? 0,
      equivalentRank: Math.max(1, Math.round(placed.rank * Math.exp(carry ?? 0))),
      table: placed.table,
      record: rec,
      sourceClass: rec.sourceClass,
    }
  }
  const history: HistoryYear[] = []
  for (const y of years) {
    const h = place(y)
    if (history.length) {
      const newer = history[history.length - 1]
      if (repeats(newer.record, h.record)) {
        notes.push(`${y} 年的最低分 ${h.record.minScore} 与 ${newer.year} 年完全相同，且不是两份考试院原表，疑为同一数字的重复转载，只计一次。`)
        continue
      }
      const limit = opts.jumpLimit?.(Math.log(newer.equivalentRank), newer.year - y)
      if (limit !== undefined && Math.abs(Math.log(newer.equivalentRank) - Math.log(h.equivalentRank)) > limit) {
        notes.push(
          `${y} 年同代码单位的最低位次约 ${h.equivalentRank.toLocaleString('en-US')}（折算后），与 ${newer.year} 年的 ${newer.equivalentRank.toLocaleString('en-US')} 相差远超同类单位一年的正常波动，可能不是同一个${LEVEL_WORD[head.level]}，只用 ${newer.year} 年及以后的数据。`,
        )
        break
      }
      const ma = head.majors.get(newer.year)
      const mb = head.majors.get(y)
      if (ma && mb && ma.size >= 2 && mb.size >= 2 && ![...ma].some((m) => mb.has(m))) {
        notes.push(`${y} 年该代码下的专业与 ${newer.year} 年完全不同，不是同一个专业组，只用 ${newer.year} 年及以后的数据。`)
        break
      }
    }
    history.push(h)
    if (history.length >= maxYears) break
  }
  const renamed = history.find((h) => h.record.majorName !== latest.majorName && latest.level === 'major')
  if (renamed) notes.push(`${renamed.year} 年该专业名为「${renamed.record.majorName}」，按专业目录代码视为同一专业。`)
  const elective = history.map((h) => h.record.elective).find((e) => e.trim()) ?? electiveFromGroup(latest.majorGroup)
  const id = unitIdOf(head.level, legacyUnitKey(latest, head.batchId))
  const aliases = [...new Set(history.map((h) => unitIdOf(head.level, legacyUnitKey(h.record, head.batchId))))].filter((a) => a !== id)
  return {
    id,
    aliases,
    key: keys[0],
    keys,
    level: head.level,
    batchId: head.batchId,
    provinceId: latest.provinceId,
    track: latest.track,
    schoolId: latest.schoolId,
    schoolName: latest.schoolName,
    schoolCode: latest.schoolCode,
    groupCode: head.level === 'group' ? latest.majorGroup.trim() : '',
    groupName: head.level === 'group' ? groupDisplayName(latest.majorGroup) : '',
    majorName: head.level === 'major' ? latest.majorName : '',
    majorCode: head.level === 'major' ? latest.majorCode : '',
    elective,
    parentKey: null,
    history,
    latestYear: years[0],
    cohortYear: toYear,
    notes,
  }
}

const LEVEL_WORD: Record<UnitLevel, string> = { institution: '院校', group: '专业组', major: '专业' }

/**
 * A value a source repeats: the same lowest score, from the same source (or from sources that are not the exam
 * authority's), where printed ranks do not tell the years apart. One third-party site gives 533 for every year
 * 2021–2024 for 沈阳农业大学 农学(卓越班); read as four years of history it would look far steadier than it is.
 */
export function repeats(newer: AdmissionRecord, older: AdmissionRecord): boolean {
  if (newer.minScore === null || newer.minScore !== older.minScore) return false
  const sameSource = newer.sid !== null && newer.sid === older.sid
  const unofficial = newer.sourceClass !== 'official-provincial' && older.sourceClass !== 'official-provincial'
  if (!sameSource && !unofficial) return false
  return !(newer.rankPublished && older.rankPublished && newer.minRank !== older.minRank)
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

/**
 * The unit each outcome row (a row of the target year) continues: by its match key, else — for a major renamed
 * that year — by its catalogue code when exactly one unit of that school has the code and exactly one row of the
 * target year does, and that unit is not continued under its own name. Backtests and fits read outcomes so.
 */
export function unitsForOutcomes(
  units: ReadonlyArray<Unit>,
  outcomes: ReadonlyArray<AdmissionRecord>,
  targetYear: number,
  newExamSince: (provinceId: number) => number | null,
): Map<number, Unit> {
  const byKey = new Map<string, Unit>()
  const byCode = new Map<string, Unit | null>()
  const codeKey = (key: string, code: string) => `${key.slice(0, key.lastIndexOf('|'))}|#${code}`
  for (const u of units) {
    for (const k of u.keys) byKey.set(k, u)
    const code = u.level === 'major' ? u.history[0]?.record.catalogCode : null
    if (!code) continue
    const ck = codeKey(u.key, code)
    byCode.set(ck, byCode.has(ck) ? null : u)
  }
  const keyed = outcomes.map((r) => ({ r, k: keyOf(r, targetYear, newExamSince) }))
  const continued = new Set<Unit>()
  const outcomeKeysByCode = new Map<string, Set<string>>()
  for (const { r, k } of keyed) {
    if (!k) continue
    const u = byKey.get(k.key)
    if (u) continued.add(u)
    if (r.level === 'major' && r.catalogCode) {
      const ck = codeKey(k.key, r.catalogCode)
      let s = outcomeKeysByCode.get(ck)
      if (!s) outcomeKeysByCode.set(ck, (s = new Set()))
      s.add(k.key)
    }
  }
  const out = new Map<number, Unit>()
  for (const { r, k } of keyed) {
    if (!k) continue
    let u = byKey.get(k.key)
    if (!u && r.level === 'major' && r.catalogCode) {
      const ck = codeKey(k.key, r.catalogCode)
      const cand = byCode.get(ck)
      if (cand && !continued.has(cand) && outcomeKeysByCode.get(ck)?.size === 1) u = cand
    }
    if (u) out.set(r.rowId, u)
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// A school's own history in a batch: what a unit without history of its own is predicted from

export interface SchoolHistoryYear {
  year: number
  /** median over the school's units that year, carried to the target cohort */
  equivalentRank: number
  units: number
  /** whether the year was filled under the other exam system (before the province's reform) */
  crossReform: boolean
}

/**
 * Per (province, track, batch, school): the median carried rank of the school's units each year, newest first. A unit
 * whose group code changed, or that is new, has no history of its own; where the school stood in that batch still
 * says a good deal (fit.ts measures how much: a wider spread). Across a province's exam reform the school's rank
 * is still comparable (a 2024 理科 rank says where the school stood among 2025's 物理类 students), so rows of the
 * old system count here, with 文科 → 历史类 and 理科 → 物理类 and 本科一批/二批 → 本科批.
 */
export function schoolHistories(records: ReadonlyArray<AdmissionRecord>, opts: BuildOptions): Map<string, SchoolHistoryYear[]> {
  const until = Math.min(opts.targetYear - 1, opts.historyUntil ?? Infinity)
  const per = new Map<string, Map<number, { logs: Map<string, number>; cross: boolean }>>()
  for (const rec of records) {
    if (rec.year > until) continue
    const since = opts.newExamSince(rec.provinceId)
    const cross = !sameSystem(since, rec.year, opts.targetYear)
    if (cross && rec.track === 3) continue
    let batchId = batchKind(rec.batch, rec.vocational)
    if (batchId === null) continue
    if ((batchId === BATCH_IDS.UNDERGRAD_1 || batchId === BATCH_IDS.UNDERGRAD_2) && since !== null && opts.targetYear >= since) batchId = BATCH_IDS.UNDERGRAD
    const placed = placeRank(rec, opts.ranks)
    if (!placed) continue
    const toYear = opts.cohortYear(rec.provinceId, rec.track)
    const carry = toYear >= placed.cohortYear ? (carryLog(opts.ranks, rec.provinceId, rec.track, placed.cohortYear, toYear) ?? 0) : 0
    const sk = schoolHistoryKey(rec.provinceId, rec.track, batchId, rec)
    let years = per.get(sk)
    if (!years) per.set(sk, (years = new Map<number, { logs: Map<string, number>; cross: boolean }>()))
    let y = years.get(rec.year)
    if (!y) years.set(rec.year, (y = { logs: new Map(), cross }))
    // one value per unit of the school (its hardest printed rank), so a unit printed by two sources counts once
    const uk = `${rec.level}|${rec.level === 'group' ? groupKey(rec.majorGroup) : majorKey(rec.majorName)}`
    const v = Math.log(placed.rank) + carry
    const cur = y.logs.get(uk)
    if (cur === undefined || v < cur) y.logs.set(uk, v)
  }
  const out = new Map<string, SchoolHistoryYear[]>()
  for (const [sk, years] of per) {
    const list = [...years]
      .sort((a, b) => b[0] - a[0])
      .map(([year, y]) => ({ year, equivalentRank: Math.max(1, Math.round(Math.exp(median([...y.logs.values()])))), units: y.logs.size, crossReform: y.cross }))
    out.set(sk, list)
  }
  return out
}

export function schoolHistoryKey(
  provinceId: number,
  track: number,
  batchId: BatchId,
  rec: Pick<AdmissionRecord, 'schoolId' | 'branch' | 'schoolName'>,
): string {
  return `${provinceId}|${track}|${batchId}|${schoolPart(rec)}`
}
