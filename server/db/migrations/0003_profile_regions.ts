/**
 * Profile extras and the reference data the profile rules need: provinces (exam mode, total score) from
 * data/rules/province-modes.json, administrative regions from data/regions, and the dates provinces
 * publish scores. Filled by seed steps of the region module.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_intentions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // JSON {ProvinceIds, SchoolLevels, MajorCategories, Remark}
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('provinces')
    // GB/T 2260 two-digit code: 11 北京 … 65 新疆
    .addColumn('id', 'smallint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // as published: '3+3', '3+1+2', '3+3(7选3含技术)', 'traditional(文史/理工)'
    .addColumn('exam_mode', 'text', (c) => c.notNull())
    .addColumn('new_exam_since', 'smallint')
    .addColumn('total_score', 'smallint', (c) => c.notNull())
    .addColumn('confidence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_year', 'smallint')
    // the province's whole object from province-modes.json (batches, wish counts, sources)
    .addColumn('facts', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('regions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province_code', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('regions_parent_code').on('regions').column('parent_code').execute()

  await db.schema
    .createTable('score_publish_dates')
    .addColumn('province_id', 'smallint', (c) => c.notNull().references('provinces.id'))
    .addColumn('year', 'smallint', (c) => c.notNull())
    // 'YYYY-MM-DD' in China time (text: the two drivers parse the date type differently)
    .addColumn('published_on', 'text', (c) => c.notNull().check(sql`published_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('score_publish_dates_pk', ['province_id', 'year'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['score_publish_dates', 'regions', 'provinces', 'user_intentions']) await db.schema.dropTable(t).execute()
}
