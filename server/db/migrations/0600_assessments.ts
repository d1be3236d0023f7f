/**
 * Career assessments (issue 19): one row per test a student takes — its type (mbti | holland | personality), the
 * answers so far (JSON: item id → value, checked against the bank on every save), in_progress until the student
 * hands it in, then finished with the scored result (JSON) and the bank's version. At most one in-progress test per
 * student and type (a partial unique index); finished ones are kept up to a bound per student (the service trims).
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assess_tests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // in_progress | finished
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('in_progress'))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('bank_version', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('assess_tests_user').on('assess_tests').columns(['user_id', 'status', 'id']).execute()
  await sql`create unique index assess_tests_one_open on assess_tests (user_id, kind) where status = 'in_progress'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assess_tests').ifExists().execute()
}
