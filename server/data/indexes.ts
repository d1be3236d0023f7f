/**
 * Secondary indexes of the reference tables. Created by the seed after the bulk load (cheaper than
 * maintaining them row by row) and dropped before a re-seed.
 */
import { sql, type Kysely } from 'kysely'

/**
 * The text a list keyword is matched against, as SQL: the names joined by U+001F (a unit separator no name holds), so
 * that one containment test — and one trigram index — serves what was an OR of LIKEs over each name. A keyword holding
 * U+001F itself would match across two names; the list queries test such a keyword name by name instead.
 */
export const SEARCH_TEXT_SQL = {
  ref_admissions: "(school_name || E'\\x1f' || major_name)",
  ref_plans: "(school_name || E'\\x1f' || major_name || E'\\x1f' || major_group)",
} as const

/** trigram indexes (pg_trgm) over the search text: substring search of three or more characters through an index */
export const SEARCH_INDEXES: Array<[name: string, ddl: string]> = [
  ['ref_adm_search', `create index if not exists ref_adm_search on ref_admissions using gin (${SEARCH_TEXT_SQL.ref_admissions} gin_trgm_ops)`],
  ['ref_plans_search', `create index if not exists ref_plans_search on ref_plans using gin (${SEARCH_TEXT_SQL.ref_plans} gin_trgm_ops)`],
]

export const REFERENCE_INDEXES: Array<[name: string, ddl: string]> = [
  ['ref_adm_school', 'create index if not exists ref_adm_school on ref_admissions (school_id, province_id, year)'],
  ['ref_adm_prov', 'create index if not exists ref_adm_prov on ref_admissions (province_id, year, level, subject_type)'],
  // ordered listing of one province/year/level (Lookup/AdmissionLineList pages) without sorting all its rows
  ['ref_adm_list', 'create index if not exists ref_adm_list on ref_admissions (province_id, year, level, min_rank, min_score desc nulls last, id)'],
  // the wish index reads one province's track in id order, a page at a time (province-index.ts)
  ['ref_adm_track', 'create index if not exists ref_adm_track on ref_admissions (province_id, subject_type, year, id)'],
  ['ref_adm_catalog', 'create index if not exists ref_adm_catalog on ref_admissions (catalog_code, province_id, year) where catalog_code is not null'],
  ['ref_plans_prov', 'create index if not exists ref_plans_prov on ref_plans (province_id, year, subject_type)'],
  ['ref_plans_school', 'create index if not exists ref_plans_school on ref_plans (school_id, province_id, year)'],
  ['ref_sm_catalog', 'create index if not exists ref_sm_catalog on ref_school_majors (catalog_code) where catalog_code is not null'],
  ['ref_batch_prov', 'create index if not exists ref_batch_prov on ref_batch_lines (province_id, year)'],
  ['ref_rank_tables_key', 'create index if not exists ref_rank_tables_key on ref_rank_tables (province_id, year, subject_type)'],
  ['ref_charters_school', 'create index if not exists ref_charters_school on ref_charters (school_id, year)'],
  ...SEARCH_INDEXES,
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function createReferenceIndexes(db: Kysely<any>): Promise<void> {
  // sorts of an index build in memory rather than in temporary files (the seed's transaction only)
  await sql`set local maintenance_work_mem = '256MB'`.execute(db)
  for (const [, ddl] of REFERENCE_INDEXES) await sql.raw(ddl).execute(db)
  for (const t of ['ref_admissions', 'ref_plans', 'ref_school_majors', 'ref_rank_rows', 'ref_rank_tables', 'ref_schools', 'ref_batch_lines']) {
    await sql`analyze ${sql.table(t)}`.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function dropReferenceIndexes(db: Kysely<any>): Promise<void> {
  for (const [name] of REFERENCE_INDEXES) await sql`drop index if exists ${sql.ref(name)}`.execute(db)
}
