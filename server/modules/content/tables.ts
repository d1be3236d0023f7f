/** The content table (migration 0620_content) as Kysely sees it; this module's queries use `contentDb(ctx)`. */
import type { Generated, Insertable, Kysely, Selectable } from 'kysely'
import type { DB } from '../../db/tables'

export interface ContentTables {
  content_items: {
    kind: string
    item_id: number
    item_key: string
    category: string
    title: string
    summary: string
    body: string
    meta: string
    sort: number
    published: string
    hot: boolean
    featured: boolean
    is_demo: boolean
    file: string
    click_num: Generated<number>
    updated_at: Generated<Date>
  }
}

/** a row as read (everything but the file it came from) */
export type ItemRow = Omit<Selectable<ContentTables['content_items']>, 'file'>
/** a row as the import writes it (the read count and time are the table's) */
export type NewItemRow = Omit<Insertable<ContentTables['content_items']>, 'click_num' | 'updated_at'>

export type ContentDB = Kysely<DB & ContentTables>
/** the database with the content table (kept beside the module, so server/db/tables.ts needs no entry) */
export const contentDb = (db: Kysely<DB>): ContentDB => db as unknown as ContentDB
