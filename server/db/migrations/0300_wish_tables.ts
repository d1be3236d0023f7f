/**
 * Wish tables (志愿表, issue 8): a table belongs to one user and is filled for one province, exam year, track
 * and batch; its rows keep their order. The student's score and rank at saving time are kept with the table,
 * so that reopening it shows the table as it was filled even after the profile's score changes.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wish_tables')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('province_id', 'smallint', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    // 1 历史类/文科, 2 物理类/理科, 3 综合
    .addColumn('track', 'smallint', (c) => c.notNull())
    // JSON array of 选考 subjects at saving time
    .addColumn('subjects', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('batch_id', 'smallint', (c) => c.notNull())
    // 0 official score, 1 forecast (estimated score)
    .addColumn('wish_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'numeric')
    // the student's own official rank when they gave one (else the rank is looked up from the score)
    .addColumn('rank', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('wish_tables_user').on('wish_tables').columns(['user_id', 'updated_at']).execute()

  await db.schema
    .createTable('wish_items')
    .addColumn('wish_id', 'integer', (c) => c.notNull().references('wish_tables.id').onDelete('cascade'))
    // 1-based order in the table
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    // JSON array of the majors chosen inside a group, in order
    .addColumn('majors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('adjust', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('wish_items_pk', ['wish_id', 'position'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wish_items').execute()
  await db.schema.dropTable('wish_tables').execute()
}
