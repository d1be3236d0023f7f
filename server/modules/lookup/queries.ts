/**
 * The lookup module's reads of the plan and admission tables (Kysely); the rest of its calls read the in-memory
 * reference snapshot (store.ts).
 */
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Database } from '../../db/database'
import type { DB } from '../../db/tables'
import { SEARCH_TEXT_SQL } from '../../data/indexes'
import { ADMISSION_SELECT, PLAN_SELECT, hasPlaces } from './out'

/** `%keyword%` for LIKE, with the keyword's own % _ \ taken literally */
export const likePattern = (keyword: string) => `%${keyword.replace(/[%_\\]/g, (c) => '\\' + c)}%`

/** the trigram index (pg_trgm) finds keywords of at least this many characters; shorter ones have no trigram */
export const TRIGRAM_MIN_CHARS = 3

type SearchTable = keyof typeof SEARCH_TEXT_SQL

/**
 * A row whose school or major name (or, for plans, 专业组) holds the keyword, as the list's LIKE over each name was.
 * It tests one search text (the names joined, indexes.ts): a keyword of three or more characters with LIKE, which
 * the trigram index answers; a shorter one with strpos per row of the rows the other filters (province, year, level
 * — an index) leave, as a trigram index cannot serve it. Both take % _ \ literally. A keyword holding the
 * separator is tested name by name, as a match across two names would not be one.
 */
function keywordMatch<T extends SearchTable>(table: T, keyword: string, names: ReadonlyArray<'school_name' | 'major_name' | 'major_group'>) {
  return (eb: ExpressionBuilder<DB, T>) => {
    if (keyword.includes('\x1f')) {
      const kw = likePattern(keyword)
      return eb.or(names.map((n) => sql<SqlBool>`${sql.ref(n)} like ${kw}`))
    }
    const text = sql.raw(SEARCH_TEXT_SQL[table])
    return [...keyword].length >= TRIGRAM_MIN_CHARS ? sql<SqlBool>`${text} like ${likePattern(keyword)}` : sql<SqlBool>`strpos(${text}, ${keyword}) > 0`
  }
}

/** the printed batch names of a province-year's plans */
export async function planBatchesPrinted(db: Database, provinceId: number, year: number, includeSpecial: boolean) {
  let q = db.selectFrom('ref_plans').select('batch').distinct().where('province_id', '=', provinceId).where('year', '=', year)
  if (!includeSpecial) q = q.where('is_special', '=', false)
  return (await q.execute()).map((b) => ({ batch: b.batch, vocational: false }))
}

export interface PlanFilter {
  provinceId: number
  year: number
  subjectType?: number
  includeSpecial: boolean
  schoolId?: number
  /** printed batch names */
  batches?: string[]
  keyword?: string
}

/** the plan rows with places a Public/EnrollmentPlan call asks for */
function planRows(db: Database, f: PlanFilter) {
  let q = db.selectFrom('ref_plans').where('province_id', '=', f.provinceId).where('year', '=', f.year).where(hasPlaces)
  if (f.subjectType !== undefined) q = q.where('subject_type', '=', f.subjectType)
  if (!f.includeSpecial) q = q.where('is_special', '=', false)
  if (f.schoolId !== undefined) q = q.where('school_id', '=', f.schoolId)
  if (f.batches) q = q.where('batch', 'in', f.batches)
  if (f.keyword) q = q.where(keywordMatch('ref_plans', f.keyword, ['school_name', 'major_name', 'major_group']))
  return q
}

export function planPage(db: Database, f: PlanFilter, { limit, offset }: { limit: number; offset: number }) {
  return planRows(db, f)
    .select([...PLAN_SELECT])
    .orderBy('school_id')
    .orderBy('branch')
    .orderBy('major_group')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function planCount(db: Database, f: PlanFilter): Promise<number> {
  return Number(
    (
      await planRows(db, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
}

/** the printed batch names of a province-year's admission lines of one level */
export async function admissionBatchesPrinted(db: Database, provinceId: number, year: number, level: string, includeSpecial: boolean) {
  let q = db
    .selectFrom('ref_admissions')
    .select(['batch', 'vocational'])
    .distinct()
    .where('province_id', '=', provinceId)
    .where('year', '=', year)
    .where('level', '=', level)
  if (!includeSpecial) q = q.where('is_special', '=', false)
  return q.execute()
}

export interface AdmissionFilter {
  provinceId: number
  year: number
  level: string
  subjectType?: number
  includeSpecial: boolean
  schoolId?: number
  /** printed batch names */
  batches?: string[]
  officialOnly: boolean
  keyword?: string
}

/** the admission lines a Lookup/AdmissionLineList call asks for */
function admissionRows(db: Database, f: AdmissionFilter) {
  let q = db.selectFrom('ref_admissions').where('province_id', '=', f.provinceId).where('year', '=', f.year).where('level', '=', f.level)
  if (f.subjectType !== undefined) q = q.where('subject_type', '=', f.subjectType)
  if (!f.includeSpecial) q = q.where('is_special', '=', false)
  if (f.schoolId !== undefined) q = q.where('school_id', '=', f.schoolId)
  if (f.batches) q = q.where('batch', 'in', f.batches)
  if (f.officialOnly) q = q.where('source_class', '=', 'official-provincial')
  if (f.keyword) q = q.where(keywordMatch('ref_admissions', f.keyword, ['school_name', 'major_name']))
  return q
}

export function admissionPage(db: Database, f: AdmissionFilter, { limit, offset }: { limit: number; offset: number }) {
  // ordered by the ref_adm_list index (province, year, level, min_rank, min_score desc, id): no full sort per page
  return admissionRows(db, f)
    .select([...ADMISSION_SELECT])
    .orderBy(sql`min_rank asc nulls last`)
    .orderBy(sql`min_score desc nulls last`)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function admissionCount(db: Database, f: AdmissionFilter): Promise<number> {
  return Number(
    (
      await admissionRows(db, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
}
