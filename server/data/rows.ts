/**
 * Turning one record of an admission / plan / batch-line file into a database row: province and 科类,
 * special-path flag, the school it belongs to (names are printed differently by every source), the
 * catalogue code of the major, and a 推算 rank from the province's 一分一段 table when only a score is
 * published. Shared by the first-start seed and the importer, so both classify identically.
 */
import { isHit, lookupRank, type RankTable } from '../engine/rank'
import { branchOf, mapSourceClass, normName, specialReason, stripBrackets, subjectTypeOf, trackOf, toInt, toNum, type BranchInfo, type ExamMode } from './classify'
import type { Column } from './bulk'
import type { CsvRecord } from './csv'
import { provinceId } from './provinces'

export interface MatcherSchool {
  id: number
  name: string
  code5: string
  /** the city the school is in (教育部名单): a printed campus in that city is the school itself */
  city: string
}

export class SchoolMatcher {
  private byName = new Map<string, number>()
  private byCode = new Map<string, { id: number; name: string }>()
  private byId = new Map<number, MatcherSchool>()

  constructor(schools: ReadonlyArray<MatcherSchool>) {
    for (const s of schools) {
      this.byName.set(normName(s.name), s.id)
      this.byCode.set(s.code5, { id: s.id, name: normName(s.name) })
      this.byId.set(s.id, s)
    }
  }

  school(id: number | null): MatcherSchool | null {
    return id === null ? null : (this.byId.get(id) ?? null)
  }

  /** exact name → name without bracketed suffix → code whose school name prefixes the printed name → leading 大学/学院 name */
  match(name: string, code?: string | null): number | null {
    const n = normName(name)
    const exact = this.byName.get(n)
    if (exact !== undefined) return exact
    const stripped = this.byName.get(stripBrackets(name))
    if (stripped !== undefined) return stripped
    const c = code ? this.byCode.get(code.trim()) : undefined
    if (c && n.startsWith(c.name)) return c.id
    const m = /^(.+?(?:大学|学院|学校))/.exec(n)
    if (m) {
      const p = this.byName.get(m[1])
      if (p !== undefined) return p
    }
    return null
  }
}

export class CatalogMatcher {
  private byName = new Map<string, string>()
  constructor(majors: ReadonlyArray<{ code6: string; name: string }>) {
    for (const m of majors) if (!this.byName.has(normName(m.name))) this.byName.set(normName(m.name), m.code6)
  }
  /** code6 of the catalogue major a printed name refers to, or null (大类 names and school-specific names stay null) */
  match(printed: string): string | null {
    if (!printed) return null
    return this.byName.get(normName(printed)) ?? this.byName.get(stripBrackets(printed)) ?? null
  }
}

export interface DefaultRankTable {
  id: number
  table: RankTable
}

/** default (普通类) 一分一段 table per province / year / 科类, for 推算 ranks */
export type RankTableIndex = Map<string, DefaultRankTable>
export const rankKey = (provinceId: number, year: number, subjectType: number) => `${provinceId}:${year}:${subjectType}`

export interface RowContext {
  schools: SchoolMatcher
  catalog: CatalogMatcher
  rankTables: RankTableIndex
  /** the exam of a province in a year (province-modes.json), which decides whether 综合 is a track there */
  examMode: (provinceId: number, year: number) => ExamMode | null
  /** city names (without 市) that mark a campus in a printed school name */
  places: ReadonlySet<string>
  /** sid to store when the record has none (importer: the source given on the command line) */
  defaultSid?: number
  defaultSourceClass?: string
  origin: string
}

/** what an admission or plan record is about, in this order (values: offerValues) */
const OFFER_COLUMNS: Column[] = [
  { name: 'year', type: 'smallint' },
  { name: 'province_id', type: 'smallint' },
  { name: 'subject_type', type: 'smallint' },
  { name: 'subject_name', type: 'text' },
  { name: 'batch', type: 'text' },
  { name: 'school_id', type: 'int' },
  { name: 'school_code', type: 'text' },
  { name: 'school_name', type: 'text' },
  { name: 'branch', type: 'text' },
  { name: 'branch_kind', type: 'text' },
  { name: 'major_group', type: 'text' },
  { name: 'major_code', type: 'text' },
  { name: 'major_name', type: 'text' },
  { name: 'catalog_code', type: 'text' },
  { name: 'elective', type: 'text' },
  { name: 'plan_count', type: 'int' },
]

/** the special-path flag and provenance every row ends with, in this order (values: sourcedValues) */
const SOURCED_COLUMNS: Column[] = [
  { name: 'formal_scope', type: 'text' },
  { name: 'is_special', type: 'boolean' },
  { name: 'special_reason', type: 'text' },
  { name: 'source_class', type: 'text' },
  { name: 'sid', type: 'int' },
  { name: 'origin', type: 'text' },
]

export const ADMISSION_COLUMNS: Column[] = [
  { name: 'level', type: 'text' },
  { name: 'vocational', type: 'boolean' },
  ...OFFER_COLUMNS,
  { name: 'admitted_count', type: 'int' },
  { name: 'min_score', type: 'numeric' },
  { name: 'avg_score', type: 'numeric' },
  { name: 'max_score', type: 'numeric' },
  { name: 'min_rank', type: 'int' },
  { name: 'min_rank_from', type: 'int' },
  { name: 'rank_evidence', type: 'text' },
  { name: 'is_derived', type: 'boolean' },
  { name: 'rank_table_id', type: 'int' },
  { name: 'tuition', type: 'text' },
  ...SOURCED_COLUMNS,
]

export const PLAN_COLUMNS: Column[] = [...OFFER_COLUMNS, { name: 'tuition', type: 'text' }, ...SOURCED_COLUMNS]

export type AdmissionLevel = 'institution' | 'group' | 'major'

const GROUP_NAMES = /^(院校专业组投档线|院校专业组投档最低分|普通类专业组|专业组投档线|院校专业组)$/
const INSTITUTION_NAMES = /^(院校投档线|院校调档线|院校预计投档线|院校最低分|投档线)$/

/** level of a 高职 row, which mixes group, school and major rows in one file */
export function levelFromMajorName(name: string): AdmissionLevel {
  const n = name.trim()
  if (GROUP_NAMES.test(n)) return 'group'
  if (INSTITUTION_NAMES.test(n)) return 'institution'
  return 'major'
}

export type RowResult<T> = { ok: true; values: T } | { ok: false; reason: string }

/** year and province, which every record must name */
function yearAndProvince(rec: CsvRecord): RowResult<{ year: number; pid: number }> {
  const year = toInt(rec.year)
  const pid = provinceId(rec.province)
  if (!year || year < 2000 || year > 2100) return { ok: false, reason: `年份「${rec.year ?? ''}」无效` }
  if (!pid) return { ok: false, reason: `省份「${rec.province ?? ''}」无法识别` }
  return { ok: true, values: { year, pid } }
}

interface OfferRecord {
  year: number
  pid: number
  schoolName: string
  /** the school the printed name belongs to, and the campus / joint institute / unit it names */
  schoolId: number | null
  branch: BranchInfo
  subjectName: string
  /** 科类 in the province's exam of that year (trackOf) */
  track: 1 | 2 | 3 | null
  majorName: string
  /** special-path reason, '' for an ordinary row */
  reason: string
}

/** what every admission or plan record must name (year, province, school), and whether it is a special path */
function offerRecord(rec: CsvRecord, ctx: RowContext): RowResult<OfferRecord> {
  const yp = yearAndProvince(rec)
  if (!yp.ok) return yp
  const schoolName = (rec.school_name ?? '').trim()
  if (!schoolName) return { ok: false, reason: '院校名称为空' }
  const subjectName = (rec.subject_type ?? '').trim()
  const majorName = (rec.major_name ?? '').trim()
  const schoolId = ctx.schools.match(schoolName, rec.school_code)
  const school = ctx.schools.school(schoolId)
  const branch = school ? branchOf(schoolName, school, ctx.places) : { label: '', kind: '' as const, special: '' }
  const reason = specialReason({ formalScope: rec.formal_scope, subjectName, batch: rec.batch, majorGroup: rec.major_group, majorName, schoolNote: branch.special })
  const track = trackOf(subjectName, ctx.examMode(yp.values.pid, yp.values.year))
  return { ok: true, values: { ...yp.values, schoolName, schoolId, branch, subjectName, track, majorName, reason } }
}

/** OFFER_COLUMNS values */
function offerValues(rec: CsvRecord, o: OfferRecord, catalog: string | null, plan: number | null): unknown[] {
  return [
    o.year,
    o.pid,
    o.track,
    o.subjectName,
    (rec.batch ?? '').trim(),
    o.schoolId,
    (rec.school_code ?? '').trim(),
    o.schoolName,
    o.branch.label,
    o.branch.kind,
    (rec.major_group ?? '').trim(),
    (rec.major_code ?? '').trim(),
    o.majorName,
    catalog,
    (rec.elective_requirement ?? '').trim(),
    plan,
  ]
}

/** SOURCED_COLUMNS values */
function sourcedValues(formalScope: string, reason: string, sourceClass: string | undefined, sid: number, origin: string): unknown[] {
  return [formalScope, reason !== '', reason, mapSourceClass(sourceClass), sid, origin]
}

/** the record's own source, else the one given for the whole file (importer) */
const sidOf = (rec: CsvRecord, ctx: RowContext): number | null => toInt(rec.sid) ?? ctx.defaultSid ?? null
const NO_SID = { ok: false, reason: '缺少来源（sid）' } as const

/** one admission record (the data files' columns) → row values in ADMISSION_COLUMNS order */
export function admissionRow(rec: CsvRecord, level: AdmissionLevel, vocational: boolean, ctx: RowContext): RowResult<unknown[]> {
  const o = offerRecord(rec, ctx)
  if (!o.ok) return o
  const { year, pid, majorName, reason, track: st } = o.values
  const minScore = toNum(rec.min_score)
  const avgScore = toNum(rec.avg_score)
  const maxScore = toNum(rec.max_score)
  for (const [label, v] of [['最低分', minScore], ['平均分', avgScore], ['最高分', maxScore]] as const) {
    if (v !== null && (v < 0 || v > 900)) return { ok: false, reason: `${label} ${v} 超出 0–900` }
  }
  if (rec.min_score && minScore === null) return { ok: false, reason: `最低分「${rec.min_score}」不是数字` }
  if (minScore !== null && maxScore !== null && maxScore < minScore) return { ok: false, reason: `最高分 ${maxScore} 低于最低分 ${minScore}` }
  let minRank = toInt(rec.min_rank_end) ?? toInt(rec.min_rank_start)
  let minRankFrom = toInt(rec.min_rank_start)
  if (rec.min_rank_end && toInt(rec.min_rank_end) === null) return { ok: false, reason: `最低位次「${rec.min_rank_end}」不是数字` }
  if (minRank !== null && minRank < 1) return { ok: false, reason: `最低位次 ${minRank} 须为正整数` }
  if (minRankFrom !== null && minRank !== null && minRankFrom === minRank) minRankFrom = null
  const evidence = (rec.rank_evidence ?? '').trim()
  let isDerived = evidence.startsWith('score-derived')
  let rankTableId: number | null = null
  if (minRank === null && minScore !== null && st !== null && !reason) {
    const t = ctx.rankTables.get(rankKey(pid, year, st))
    if (t) {
      const r = lookupRank(t.table, minScore)
      if (isHit(r)) {
        minRank = r.rankTo
        minRankFrom = r.rankFrom !== r.rankTo ? r.rankFrom : null
        isDerived = true
        rankTableId = t.id
      }
    }
  }
  const sid = sidOf(rec, ctx)
  if (sid === null) return NO_SID
  const catalog = level === 'major' && !vocational ? ctx.catalog.match(majorName) : null
  return {
    ok: true,
    values: [
      level,
      vocational,
      ...offerValues(rec, o.values, catalog, toInt(rec.plan_count)),
      toInt(rec.admitted_count),
      minScore,
      avgScore,
      maxScore,
      minRank,
      minRankFrom,
      evidence,
      isDerived,
      rankTableId,
      (rec.tuition ?? '').trim(),
      ...sourcedValues((rec.formal_scope ?? '').trim(), reason, rec.source_class || ctx.defaultSourceClass, sid, ctx.origin),
    ],
  }
}

/** one plan record → row values in PLAN_COLUMNS order */
export function planRow(rec: CsvRecord, ctx: RowContext): RowResult<unknown[]> {
  const o = offerRecord(rec, ctx)
  if (!o.ok) return o
  const plan = toInt(rec.plan_count)
  if (rec.plan_count && (plan === null || plan < 0)) return { ok: false, reason: `计划人数「${rec.plan_count}」须为非负整数` }
  const sid = sidOf(rec, ctx)
  if (sid === null) return NO_SID
  const { majorName, reason } = o.values
  return {
    ok: true,
    values: [
      ...offerValues(rec, o.values, ctx.catalog.match(majorName), plan),
      (rec.tuition ?? '').trim(),
      ...sourcedValues((rec.formal_scope ?? '').trim(), reason, rec.source_class || ctx.defaultSourceClass, sid, ctx.origin),
    ],
  }
}

export const BATCH_LINE_COLUMNS: Column[] = [
  { name: 'province_id', type: 'smallint' },
  { name: 'year', type: 'smallint' },
  { name: 'subject_type', type: 'smallint' },
  { name: 'subject_name', type: 'text' },
  { name: 'batch', type: 'text' },
  { name: 'line_kind', type: 'text' },
  { name: 'route_kind', type: 'text' },
  { name: 'section', type: 'text' },
  { name: 'category_group', type: 'text' },
  { name: 'min_score', type: 'numeric' },
  { name: 'culture_score', type: 'numeric' },
  { name: 'professional_score', type: 'numeric' },
  ...SOURCED_COLUMNS,
]

const ORDINARY_ROUTES = new Set(['', 'ordinary-bachelor', 'ordinary-vocational', 'ordinary-vocational-limited-school'])

/** one control-line record (either batch-line file's columns, or the importer's) → BATCH_LINE_COLUMNS values */
export function batchLineRow(rec: CsvRecord, sid: number, ctx: Pick<RowContext, 'origin' | 'defaultSourceClass'>): RowResult<unknown[]> {
  const yp = yearAndProvince(rec)
  if (!yp.ok) return yp
  const { year, pid } = yp.values
  const batch = (rec.batch ?? rec.batch_or_line ?? '').trim()
  if (!batch) return { ok: false, reason: '批次名称为空' }
  const minScore = toNum(rec.min_score)
  const culture = toNum(rec.culture_score_line)
  const prof = toNum(rec.professional_min_score)
  if (rec.min_score && minScore === null) return { ok: false, reason: `分数线「${rec.min_score}」不是数字` }
  if (minScore === null && culture === null && prof === null) return { ok: false, reason: '没有分数线' }
  for (const v of [minScore, culture, prof]) if (v !== null && (v < 0 || v > 900)) return { ok: false, reason: `分数线 ${v} 超出 0–900` }
  const subjectName = (rec.subject_type ?? '').trim()
  const route = (rec.route_kind ?? '').trim()
  const scope = (rec.formal_scope ?? '').trim()
  const kind = (rec.control_line_kind ?? '').trim()
  const context = `${batch} ${kind} ${rec.category_group ?? ''}`
  let reason: string
  if (isSpecialTypeLine(context)) {
    // 特殊类型招生控制线 (the old 一本线's successor) is a reference line every ordinary student looks at
    reason = ''
  } else if (route && ORDINARY_ROUTES.has(route)) {
    // the source classified the line as ordinary 本科/专科: trust it (提前专科 lines included)
    reason = ''
  } else if (route) {
    reason = routeName(route)
  } else {
    reason = specialReason({ subjectName, batch: context })
    if (!reason && scope === 'special-path-only' && !/普通/.test(context)) reason = '特殊类型'
  }
  return {
    ok: true,
    values: [
      pid,
      year,
      subjectTypeOf(subjectName),
      subjectName,
      batch,
      (rec.control_line_kind ?? '').trim(),
      route,
      (rec.section ?? '').trim(),
      (rec.category_group ?? '').trim(),
      minScore,
      culture,
      prof,
      ...sourcedValues(scope, reason, rec.source_class || ctx.defaultSourceClass || 'official-provincial', sid, ctx.origin),
    ],
  }
}

/** 特殊类型招生控制线 / 资格线 / 参考线 / 最低分数线 (not an 艺术/体育 line) */
export function isSpecialTypeLine(text: string): boolean {
  return /特殊类型/.test(text) && /线/.test(text) && !/艺术|体育/.test(text)
}

const ROUTE_NAMES: Record<string, string> = {
  'ordinary-bachelor': '普通类本科',
  'ordinary-vocational': '普通类专科',
  'ordinary-vocational-limited-school': '普通类专科（限定院校）',
  art: '艺术类',
  'art-school-exam': '艺术类（校考）',
  'art-opera': '艺术类（戏曲）',
  'opera-joint-exam': '艺术类（戏曲联考）',
  'opera-interprovincial': '艺术类（戏曲跨省）',
  sports: '体育类',
  counterpart: '对口招生',
  'secondary-vocational': '中职对口',
  special: '特殊类型',
  'special-category': '特殊类型',
  'skill-gaokao': '技能高考',
  'health-special': '医学定向',
  'minority-language': '少数民族语言',
  'minority-language-oral': '少数民族语言（口试）',
  'teacher-special': '公费师范',
  preparatory: '预科',
  military: '军队院校',
  'local-special': '地方专项',
  'national-special': '国家专项',
  'fire-rescue': '消防救援',
  'minority-class': '民族班',
  'single-exam': '单独考试',
  'single-exam-art': '单独考试（艺术）',
}

export function routeName(route: string): string {
  return ROUTE_NAMES[route] ?? (route ? '特殊类型' : '')
}
