/**
 * What the wish engine reads from the database: ordinary admission rows as plain engine records, the
 * 一分一段 tables as a TableSet, enrollment plans per unit, and the wish tables of a user.
 * The only SQL of the wish module lives here.
 */
import { sql, type Selectable } from 'kysely'
import type { ReferenceTables } from '../../db/tables/reference'
import type { Database } from '../../db/database'
import type { AdmissionRecord } from '../../engine/wish/units'
import { tableSetOf, type TableRef, type TableSet } from '../../engine/wish/ranks'
import type { UnitLevel } from '../../engine/wish/keys'
import type { ReferenceSnapshot } from '../lookup'

const COLUMNS = [
  'id',
  'level',
  'vocational',
  'year',
  'province_id',
  'subject_type',
  'subject_name',
  'batch',
  'school_id',
  'school_code',
  'school_name',
  'branch',
  'major_group',
  'major_code',
  'major_name',
  'catalog_code',
  'elective',
  'plan_count',
  'min_score',
  'min_rank',
  'is_derived',
  'source_class',
  'sid',
] as const

type AdmissionSelect = Pick<Selectable<ReferenceTables['ref_admissions']>, (typeof COLUMNS)[number]>

export function toRecord(r: AdmissionSelect): AdmissionRecord {
  return {
    rowId: r.id,
    year: r.year,
    provinceId: r.province_id,
    track: r.subject_type as number,
    subjectName: r.subject_name,
    batch: r.batch,
    vocational: r.vocational,
    level: r.level as UnitLevel,
    schoolId: r.school_id,
    schoolCode: r.school_code,
    schoolName: r.school_name,
    branch: r.branch,
    majorGroup: r.major_group,
    majorCode: r.major_code,
    majorName: r.major_name,
    catalogCode: r.catalog_code,
    elective: r.elective,
    planCount: r.plan_count,
    minScore: r.min_score === null ? null : Number(r.min_score),
    minRank: r.min_rank,
    rankPublished: r.min_rank !== null && !r.is_derived,
    sourceClass: r.source_class,
    sid: r.sid,
  }
}

/** which rows of a province a prediction reads: years in [minYear, beforeYear), one track */
export interface RecordScope {
  minYear?: number
  beforeYear?: number
  track?: number
}

/**
 * Ordinary (not special-path) admission rows with a score or a rank, of one province (or all when
 * `provinceId` is null), for the tracks the engine compares on (1 历史/文, 2 物理/理, 3 综合). The scope is applied
 * in SQL: on the embedded database a query runs on the request thread, and 河北's rows of other tracks and of the
 * target year itself (47,839 major rows in 2025) cost seconds of stall for rows the index would throw away.
 */
export async function loadAdmissionRecords(db: Database, provinceId: number | null, scope: RecordScope = {}, pace?: Pace): Promise<AdmissionRecord[]> {
  let q = db
    .selectFrom('ref_admissions')
    .select(COLUMNS)
    .where('is_special', '=', false)
    .where('subject_type', 'in', scope.track !== undefined ? [scope.track] : [1, 2, 3])
    .where('year', '>=', scope.minYear ?? 2000)
    .where((eb) => eb.or([eb('min_score', 'is not', null), eb('min_rank', 'is not', null)]))
  if (scope.beforeYear !== undefined) q = q.where('year', '<', scope.beforeYear)
  if (provinceId !== null) q = q.where('province_id', '=', provinceId)
  if (!pace) return (await q.execute()).map(toRecord)
  // a page at a time in id order, the event loop served between pages (one query never holds it for long)
  const out: AdmissionRecord[] = []
  for (let after = 0; ;) {
    const rows = await q.where('id', '>', after).orderBy('id').limit(RECORD_PAGE).execute()
    for (const r of rows) out.push(toRecord(r))
    if (rows.length < RECORD_PAGE) return out
    after = rows[rows.length - 1].id
    await pace()
  }
}

/** rows per query when paced (~30 ms of the embedded database's time on this 2-core machine) */
const RECORD_PAGE = 1000

/** lets other work run (an await of the event loop's next turn) */
export type Pace = () => Promise<void>

/** every default (普通类) 一分一段 table of the snapshot as the engine's TableSet */
export function tableSetFromSnapshot(snap: ReferenceSnapshot): TableSet {
  const refs: Array<TableRef & { provinceId: number; track: number }> = []
  // official tables before third-party copies of the same province / year / track (tableSetOf keeps the first)
  const metas = [...snap.tables]
    .filter((m) => m.is_default && m.subject_type !== null)
    .sort((a, b) => Number(b.source_class === 'official-provincial') - Number(a.source_class === 'official-provincial'))
  for (const m of metas) {
    const t = snap.tableById.get(m.id)
    if (!t) continue
    refs.push({ provinceId: m.province_id, track: m.subject_type as number, year: m.year, table: t.table, id: m.id, sourceClass: m.source_class, sid: m.sid })
  }
  return tableSetOf(refs)
}

export interface PlanRecord {
  year: number
  provinceId: number
  track: number
  batch: string
  schoolName: string
  majorGroup: string
  majorName: string
  planCount: number
  elective: string
  /** as printed (「5200(元/年)」), '' when the plan book gives none */
  tuition: string
  sourceClass: string
  sid: number
}

/** ordinary enrollment plans of a province and year (present for few provinces: 吉林, 西藏, 云南) */
export async function loadPlans(db: Database, provinceId: number, year: number): Promise<PlanRecord[]> {
  const rows = await db
    .selectFrom('ref_plans')
    .select([
      'year',
      'province_id',
      'subject_type',
      'batch',
      'school_name',
      'major_group',
      'major_name',
      'plan_count',
      'elective',
      'tuition',
      'source_class',
      'sid',
    ])
    .where('province_id', '=', provinceId)
    .where('year', '=', year)
    .where('is_special', '=', false)
    .where('subject_type', 'in', [1, 2, 3])
    .where('plan_count', 'is not', null)
    .execute()
  return rows.map((r) => ({
    year: r.year,
    provinceId: r.province_id,
    track: r.subject_type as number,
    batch: r.batch,
    schoolName: r.school_name,
    majorGroup: r.major_group,
    majorName: r.major_name,
    planCount: r.plan_count as number,
    elective: r.elective,
    tuition: r.tuition ?? '',
    sourceClass: r.source_class,
    sid: r.sid,
  }))
}

/** provinces and the years of ordinary admission rows they hold (for WishProvince) */
export async function admissionCoverage(db: Database): Promise<Array<{ provinceId: number; year: number; n: number }>> {
  const rows = await db
    .selectFrom('ref_admissions')
    .select(['province_id', 'year', sql<number>`count(*)::int`.as('n')])
    .where('is_special', '=', false)
    .where('subject_type', 'in', [1, 2, 3])
    .groupBy(['province_id', 'year'])
    .execute()
  return rows.map((r) => ({ provinceId: r.province_id, year: r.year, n: Number(r.n) }))
}

/** the years of ordinary admission rows each province holds per track (the index cache's servable check) */
export async function admissionYearsByTrack(db: Database): Promise<Array<{ provinceId: number; track: number; year: number }>> {
  const rows = await db
    .selectFrom('ref_admissions')
    .select(['province_id', 'subject_type', 'year'])
    .distinct()
    .where('is_special', '=', false)
    .where('subject_type', 'in', [1, 2, 3])
    .execute()
  return rows.map((r) => ({ provinceId: r.province_id, track: r.subject_type as number, year: r.year }))
}
