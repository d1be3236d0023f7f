import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('app_configs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_configs').execute()
  await db.schema.dropTable('seed_runs').execute()
}
