/**
 * Bounds on what one user stores (issue 16): each wish table keeps its stored size (`bytes`, counted against the
 * user's quota) and the summary `User/WishList` shows (`summary`, JSON, computed on save for the reference data
 * version `summary_version`), so listing reads one page of summaries in SQL, not every row of every table.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wish_tables add column bytes integer not null default 0, add column summary text, add column summary_version text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wish_tables drop column if exists bytes, drop column if exists summary, drop column if exists summary_version`.execute(db)
}
