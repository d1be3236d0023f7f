/**
 * Keyword search of the admission-line and plan lists through an index (issue 20): `pg_trgm` trigram GIN indexes over
 * the text a keyword is matched against — school, major (and, for plans, 专业组) names joined by a unit separator —
 * so that `LIKE '%计算机%'` finds its rows in the index instead of testing every row of a province's year.
 *
 * A trigram index serves keywords of three or more characters; a one- or two-character keyword (「学」, 「医学」) is
 * answered from the province / year / level index with one containment test per row (lookup/search-text.ts).
 *
 * The indexes are reference indexes (server/data/indexes.ts): the seed drops them before its bulk load and builds them
 * after. Created here too, so that a database seeded before this migration gets them without a re-seed.
 */
import { Kysely, sql } from 'kysely'
import { SEARCH_INDEXES } from '../../data/indexes'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  for (const [, ddl] of SEARCH_INDEXES) await sql.raw(ddl).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of SEARCH_INDEXES) await sql`drop index if exists ${sql.ref(name)}`.execute(db)
}
