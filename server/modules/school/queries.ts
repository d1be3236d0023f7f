/**
 * The school module's reads of the reference tables (Kysely). Every read that concerns several schools takes
 * their ids and reads them in one statement (`school_id in (...)`, grouped by school), never one per school.
 */
import { sql } from 'kysely'
import type { Database } from '../../db/database'
import { ADMISSION_SELECT, PLAN_SELECT, hasPlaces } from '../lookup'

type OfferTable = 'ref_admissions' | 'ref_plans'

/**
 * The schools' ordinary (not special-path) rows in the admission or the plan table. Every plan column is
 * also an admission column, so the plan table's type serves for both (select only plan columns).
 */
function ordinaryRows(db: Database, table: OfferTable, schoolIds: readonly number[]) {
  return db
    .selectFrom(table as 'ref_plans')
    .where('school_id', 'in', schoolIds)
    .where('is_special', '=', false)
}

/** ordinary rows per school, province and year, in the admission or the plan table */
export async function rowCountsByProvinceYear(db: Database, table: OfferTable, schoolIds: readonly number[]) {
  if (!schoolIds.length) return []
  return ordinaryRows(db, table, schoolIds)
    .select(['school_id', 'province_id', 'year', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['school_id', 'province_id', 'year'])
    .execute()
}

/**
 * The ordinary admission rows with a rank of one province / track (本科 or 专科) of the schools themselves (not
 * their campuses, joint institutes or separately listed units): what rankings are made from.
 */
function rankedRows(db: Database, provinceId: number, subjectType: number, vocational: boolean) {
  return db
    .selectFrom('ref_admissions')
    .where('province_id', '=', provinceId)
    .where('subject_type', '=', subjectType)
    .where('vocational', '=', vocational)
    .where('is_special', '=', false)
    .where('branch', '=', '')
    .where('min_rank', 'is not', null)
    .where('school_id', 'is not', null)
}

/** how many schools have ranked rows, per year and level */
export function rankedSchoolCounts(db: Database, provinceId: number, subjectType: number, vocational: boolean) {
  return rankedRows(db, provinceId, subjectType, vocational)
    .select(['year', 'level', (eb) => eb.fn.count<number>('school_id').distinct().as('n')])
    .groupBy(['year', 'level'])
    .execute()
}

/** the ranked rows of one year and level */
export function rankedRowsOf(db: Database, provinceId: number, subjectType: number, vocational: boolean, year: number, level: string) {
  return rankedRows(db, provinceId, subjectType, vocational)
    .select(['school_id', 'min_rank', 'is_derived', 'source_class'])
    .where('year', '=', year)
    .where('level', '=', level)
    .execute()
}

/** the schools' ordinary 院校 / 专业组 admission lines in a province (newest year first, then lowest rank first), for comparing schools */
export function schoolLines(db: Database, schoolIds: readonly number[], provinceId: number, subjectType: number | undefined) {
  let q = db
    .selectFrom('ref_admissions')
    .select([...ADMISSION_SELECT])
    .where('school_id', 'in', schoolIds)
    .where('province_id', '=', provinceId)
    .where('level', 'in', ['institution', 'group'])
    .where('is_special', '=', false)
  if (subjectType !== undefined) q = q.where('subject_type', '=', subjectType)
  // within a year, lines of one score tie in lowestLine and the row order decides (it was the database's own,
  // one query per school): the line with the larger rank, the lower one, comes first
  return q
    .orderBy('year', 'desc')
    .orderBy(sql`min_rank desc nulls last`)
    .orderBy('id')
    .execute()
}

/** the schools' planned places in a province per school, year and source (newest year first) */
export function planTotals(db: Database, schoolIds: readonly number[], provinceId: number, subjectType: number | undefined) {
  let q = db
    .selectFrom('ref_plans')
    .select(['school_id', 'year', 'sid', 'source_class', (eb) => eb.fn.sum<number>('plan_count').as('n')])
    .where('school_id', 'in', schoolIds)
    .where('province_id', '=', provinceId)
    .where('is_special', '=', false)
  if (subjectType !== undefined) q = q.where('subject_type', '=', subjectType)
  return q.groupBy(['school_id', 'year', 'sid', 'source_class']).orderBy('year', 'desc').execute()
}

/** the majors a school is known to offer (catalogue order), optionally only those offered in a province */
export function schoolMajors(db: Database, schoolId: number, provinceId: number | undefined) {
  let q = db.selectFrom('ref_school_majors').selectAll().where('school_id', '=', schoolId)
  if (provinceId !== undefined) q = q.where(sql<boolean>`${provinceId} = any(provinces)`)
  return q
    .orderBy(sql`catalog_code nulls last`)
    .orderBy('major_name')
    .execute()
}

export interface PageArgs {
  limit: number
  offset: number
}

/** a page of a school's 专业 lines in a province, with their total and the years held */
export async function majorLinesPage(
  db: Database,
  schoolId: number,
  q: { ProvinceId: number; Year?: number; SubjectType?: number; IncludeSpecial?: boolean },
  { limit, offset }: PageArgs,
) {
  const base = db.selectFrom('ref_admissions').where('school_id', '=', schoolId).where('province_id', '=', q.ProvinceId).where('level', '=', 'major')
  const years = (await base.select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year)
  let rows = base
  if (q.Year !== undefined) rows = rows.where('year', '=', q.Year)
  if (q.SubjectType !== undefined) rows = rows.where('subject_type', '=', q.SubjectType)
  if (!q.IncludeSpecial) rows = rows.where('is_special', '=', false)
  const [list, total] = await Promise.all([
    rows
      .select([...ADMISSION_SELECT])
      .orderBy('year', 'desc')
      .orderBy(sql`min_score desc nulls last`)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  return { list, total: Number(total?.n ?? 0), years }
}

/** a school's 院校 / 专业组 lines in a province (newest year first, at most 2000) */
export function enrollmentLines(db: Database, schoolId: number, q: { ProvinceId: number; SubjectType?: number; IncludeSpecial?: boolean }) {
  let rows = db
    .selectFrom('ref_admissions')
    .select([...ADMISSION_SELECT])
    .where('school_id', '=', schoolId)
    .where('province_id', '=', q.ProvinceId)
    .where('level', 'in', ['institution', 'group'])
  if (q.SubjectType !== undefined) rows = rows.where('subject_type', '=', q.SubjectType)
  if (!q.IncludeSpecial) rows = rows.where('is_special', '=', false)
  return rows
    .orderBy('year', 'desc')
    .orderBy('level', 'desc')
    .orderBy(sql`min_score desc nulls last`)
    .limit(2000)
    .execute()
}

/** a school's ordinary admission rows per province, year, track and level, and its plan rows per province, year and track */
export function enrollmentDirectionCounts(db: Database, schoolId: number) {
  return Promise.all([
    db
      .selectFrom('ref_admissions')
      .select(['province_id', 'year', 'subject_type', 'level', (eb) => eb.fn.countAll<number>().as('n')])
      .where('school_id', '=', schoolId)
      .where('is_special', '=', false)
      .groupBy(['province_id', 'year', 'subject_type', 'level'])
      .execute(),
    ordinaryRows(db, 'ref_plans', [schoolId])
      .select(['province_id', 'year', 'subject_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['province_id', 'year', 'subject_type'])
      .execute(),
  ])
}

/** a page of a school's plan rows with places, with their total and the years held */
export async function planPage(
  db: Database,
  schoolId: number,
  q: { ProvinceId?: number; Year?: number; SubjectType?: number; IncludeSpecial?: boolean },
  { limit, offset }: PageArgs,
) {
  let base = db.selectFrom('ref_plans').where('school_id', '=', schoolId)
  if (q.ProvinceId !== undefined) base = base.where('province_id', '=', q.ProvinceId)
  const years = (await base.select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year)
  let rows = base.where(hasPlaces)
  if (q.Year !== undefined) rows = rows.where('year', '=', q.Year)
  if (q.SubjectType !== undefined) rows = rows.where('subject_type', '=', q.SubjectType)
  if (!q.IncludeSpecial) rows = rows.where('is_special', '=', false)
  const [list, total] = await Promise.all([
    rows
      .select([...PLAN_SELECT])
      .orderBy('year', 'desc')
      .orderBy('province_id')
      .orderBy('branch')
      .orderBy('major_group')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  return { list, total: Number(total?.n ?? 0), years }
}

/** the charters on file of a school, newest first */
export function charterList(db: Database, schoolId: number) {
  return db.selectFrom('ref_charters').select(['id', 'year', 'title', 'url']).where('school_id', '=', schoolId).orderBy('year', 'desc').execute()
}

export function charterById(db: Database, id: number) {
  return db.selectFrom('ref_charters').selectAll().where('id', '=', id).executeTakeFirst()
}

/** a school's ordinary rows that print a 选科 requirement (newest year first, at most 1000) */
export function electiveRows(db: Database, table: OfferTable, schoolId: number, q: { ProvinceId?: number; Year?: number }) {
  let rows = ordinaryRows(db, table, [schoolId])
    .select(['province_id', 'year', 'subject_type', 'subject_name', 'major_group', 'major_name', 'elective', 'sid', 'source_class'])
    .where('elective', '<>', '')
  if (q.ProvinceId !== undefined) rows = rows.where('province_id', '=', q.ProvinceId)
  if (q.Year !== undefined) rows = rows.where('year', '=', q.Year)
  return rows.orderBy('year', 'desc').limit(1000).execute()
}
