/**
 * Content and learning (issue 19 item 5): the items loaded from data/content/ (news, 升学资讯, banners, courses,
 * videos, live lessons, named pages), one row per file, keyed by kind and the file's id. The import replaces every
 * column but `click_num`, the real count of reads (Portal/NewsClickNumIncrement), which survives re-imports.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_items')
    // news | upgrade | banner | course | video | live | page
    .addColumn('kind', 'text', (c) => c.notNull())
    // the file's id (pages: 0)
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // pages: their key (help, about …); others ''
    .addColumn('item_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // the Markdown body
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // JSON: the front matter's other fields (cover, video, lessons, start time …)
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    // the file under data/content/ it came from
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('click_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_items_pk', ['kind', 'item_id', 'item_key'])
    .execute()
  await db.schema.createIndex('content_items_list').on('content_items').columns(['kind', 'category', 'published']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_items').execute()
}
