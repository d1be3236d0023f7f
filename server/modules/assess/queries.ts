/** Reads and writes of assess_tests (migration 0600_assessments); the service decides, these only fetch and store. */
import { sql, type Generated, type Selectable } from 'kysely'
import type { Database } from '../../db/database'
import type { TestKind } from './scoring'

/** the table as Kysely sees it (kept with its module: the shared DB interface needs no edit for it) */
export type AssessTables = {
  assess_tests: {
    id: Generated<number>
    user_id: number
    kind: string
    status: Generated<string>
    answers: Generated<string>
    answered: Generated<number>
    result: string | null
    bank_version: number
    started_at: Generated<Date>
    updated_at: Generated<Date>
    finished_at: Date | null
  }
}
export type TestRow = Selectable<AssessTables['assess_tests']>

const t = (db: Database) => db.withTables<AssessTables>()

export async function testOf(db: Database, id: number): Promise<TestRow | undefined> {
  return t(db).selectFrom('assess_tests').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function openTestOf(db: Database, userId: number, kind: TestKind): Promise<TestRow | undefined> {
  return t(db)
    .selectFrom('assess_tests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'in_progress')
    .executeTakeFirst()
}

/**
 * A new in-progress test, or null when another request made one first (the partial unique index keeps one per
 * student and type)
 */
export async function insertTest(
  db: Database,
  userId: number,
  kind: TestKind,
  bankVersion: number,
  answers: string,
  answered: number,
): Promise<TestRow | null> {
  const row = await t(db)
    .insertInto('assess_tests')
    .values({ user_id: userId, kind, bank_version: bankVersion, answers, answered })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).where('status', '=', 'in_progress').doNothing())
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export async function saveAnswers(db: Database, id: number, answers: string, answered: number): Promise<TestRow | undefined> {
  return t(db)
    .updateTable('assess_tests')
    .set({ answers, answered, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst()
}

export async function finishTest(db: Database, id: number, answers: string, answered: number, result: string): Promise<TestRow | undefined> {
  return t(db)
    .updateTable('assess_tests')
    .set({ answers, answered, result, status: 'finished', updated_at: sql`now()`, finished_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst()
}

/** deletes the student's oldest finished tests beyond `keep` */
export async function trimFinished(db: Database, userId: number, keep: number): Promise<number> {
  const keepIds = t(db).selectFrom('assess_tests').select('id').where('user_id', '=', userId).where('status', '=', 'finished').orderBy('id', 'desc').limit(keep)
  const r = await t(db)
    .deleteFrom('assess_tests')
    .where('user_id', '=', userId)
    .where('status', '=', 'finished')
    .where('id', 'not in', keepIds)
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}

/** in-progress tests first, then finished ones newest first */
export async function testPage(db: Database, userId: number, kind: TestKind | undefined, limit: number, offset: number) {
  let q = t(db).selectFrom('assess_tests').where('user_id', '=', userId)
  if (kind) q = q.where('kind', '=', kind)
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = await q
    .selectAll()
    .orderBy(sql`case when status = 'in_progress' then 0 else 1 end`)
    .orderBy(sql`coalesce(finished_at, updated_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return { total: Number(total.n), rows }
}
