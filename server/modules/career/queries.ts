/** The admission and plan rows with a printed 选科要求, for the subject-choice figures (ordinary rows only). */
import { sql } from 'kysely'
import type { Database } from '../../db/database'
import type { ElectiveRow } from './subjects'

export type ElectiveTable = 'ref_plans' | 'ref_admissions'
export const TABLE_TEXT: Record<ElectiveTable, string> = { ref_plans: '招生计划', ref_admissions: '录取数据' }

/** how many rows with a 选科要求 each table holds for the province, per year */
export async function electiveYears(db: Database, provinceId: number): Promise<Array<{ table: ElectiveTable; year: number; rows: number }>> {
  const plans = await db
    .selectFrom('ref_plans')
    .select(['year', sql<number>`count(*)::int`.as('rows')])
    .where('province_id', '=', provinceId)
    .where('elective', '<>', '')
    .where('is_special', '=', false)
    .groupBy('year')
    .execute()
  const lines = await db
    .selectFrom('ref_admissions')
    .select(['year', sql<number>`count(*)::int`.as('rows')])
    .where('province_id', '=', provinceId)
    .where('elective', '<>', '')
    .where('is_special', '=', false)
    .where('vocational', '=', false)
    .groupBy('year')
    .execute()
  return [
    ...plans.map((r) => ({ table: 'ref_plans' as const, year: Number(r.year), rows: Number(r.rows) })),
    ...lines.map((r) => ({ table: 'ref_admissions' as const, year: Number(r.year), rows: Number(r.rows) })),
  ]
}

/** the rows of one table and year, folded by what the figures need */
export async function electiveRows(db: Database, table: ElectiveTable, provinceId: number, year: number): Promise<ElectiveRow[]> {
  let q = db
    .selectFrom(table)
    .select(['school_name', 'major_group', 'major_name', 'subject_type', 'elective', sql<number>`count(*)::int`.as('n')])
    .where('province_id', '=', provinceId)
    .where('year', '=', year)
    .where('elective', '<>', '')
    .where('is_special', '=', false)
  if (table === 'ref_admissions') q = q.where(sql<boolean>`vocational = false`)
  const rows = await q.groupBy(['school_name', 'major_group', 'major_name', 'subject_type', 'elective']).execute()
  return rows.map((r) => ({
    school: r.school_name,
    group: r.major_group,
    major: r.major_name,
    subjectType: r.subject_type === null ? null : Number(r.subject_type),
    elective: r.elective,
    n: Number(r.n),
  }))
}
