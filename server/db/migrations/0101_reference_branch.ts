/**
 * Admission and plan rows of a campus, a joint institute or a separately listed unit of a school
 * (「华北电力大学(保定)」, 「郑州大学(中外合作办学)」, 「郑州大学惠灵顿学院」, 「郑州大学(医护类)」) belong to the
 * school but are not its own line: `branch` keeps what the printed name adds ('' for the school itself) and
 * `branch_kind` what it is (campus / joint / institute / unit), set by the seed and the importer (branchOf).
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of ['ref_admissions', 'ref_plans']) {
    await sql`alter table ${sql.table(t)} add column branch text not null default '', add column branch_kind text not null default ''`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ref_admissions', 'ref_plans']) {
    await sql`alter table ${sql.table(t)} drop column if exists branch, drop column if exists branch_kind`.execute(db)
  }
}
