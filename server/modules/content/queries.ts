/** Reads and writes of content_items (the content module's only table). */
import { sql } from 'kysely'
import type { AppContext } from '../../context'
import { contentDb, type ItemRow } from './tables'

export type { ItemRow }

const db = (ctx: AppContext) => contentDb(ctx.db)

/** the categories of one group (news, upgrade, video, course, grade, subject, live), in their file's order */
export async function categoriesOf(ctx: AppContext, group: string): Promise<Array<{ id: number; name: string }>> {
  const rows = await db(ctx)
    .selectFrom('content_items')
    .select(['item_id', 'title'])
    .where('kind', '=', 'category')
    .where('category', '=', group)
    .orderBy('sort')
    .execute()
  return rows.map((r) => ({ id: r.item_id, name: r.title }))
}

/** how many items of `kind` each category (or another column) holds */
export async function countsBy(ctx: AppContext, kind: string): Promise<Map<string, number>> {
  const rows = await db(ctx)
    .selectFrom('content_items')
    .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
    .where('kind', '=', kind)
    .groupBy('category')
    .execute()
  return new Map(rows.map((r) => [r.category, Number(r.n)]))
}

export interface ListFilter {
  kinds: string[]
  category?: string
  keyword?: string
  featured?: boolean
  hot?: boolean
  /** course grade / subject names (kept in meta) */
  metaEquals?: Array<[string, string]>
}

/** LIKE pattern of a keyword, its wildcards taken literally */
const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filtered(ctx: AppContext, f: ListFilter) {
  let q = db(ctx).selectFrom('content_items').where('kind', 'in', f.kinds)
  if (f.category !== undefined) q = q.where('category', '=', f.category)
  if (f.featured) q = q.where('featured', '=', true)
  if (f.hot) q = q.where('hot', '=', true)
  if (f.keyword) {
    const p = likeOf(f.keyword)
    q = q.where((eb) => eb.or([eb('title', 'like', p), eb('summary', 'like', p), eb('body', 'like', p)]))
  }
  for (const [k, v] of f.metaEquals ?? []) q = q.where(sql<string>`meta::json->>${k}`, '=', v)
  return q
}

export type Order = 'published' | 'sort' | 'hot'

export async function listItems(ctx: AppContext, f: ListFilter, order: Order, limit: number, offset: number): Promise<{ rows: ItemRow[]; total: number }> {
  const totalRow = await filtered(ctx, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst()
  let q = filtered(ctx, f).selectAll()
  if (order === 'published') q = q.orderBy('published', 'desc').orderBy('item_id', 'desc')
  else if (order === 'hot') q = q.orderBy('hot', 'desc').orderBy('click_num', 'desc').orderBy('published', 'desc').orderBy('item_id', 'desc')
  else q = q.orderBy('featured', 'desc').orderBy('sort').orderBy('item_id')
  const rows = (await q.limit(limit).offset(offset).execute()) as ItemRow[]
  return { rows, total: Number(totalRow?.n ?? 0) }
}

export async function itemOf(ctx: AppContext, kinds: string[], id: number, key = ''): Promise<ItemRow | null> {
  const r = await db(ctx)
    .selectFrom('content_items')
    .selectAll()
    .where('kind', 'in', kinds)
    .where('item_id', '=', id)
    .where('item_key', '=', key)
    .executeTakeFirst()
  return (r as ItemRow | undefined) ?? null
}

/** one more read, atomically; the new count (null when the item is gone) */
export async function addClick(ctx: AppContext, kinds: string[], id: number): Promise<number | null> {
  const r = await db(ctx)
    .updateTable('content_items')
    .set({ click_num: sql`click_num + 1` })
    .where('kind', 'in', kinds)
    .where('item_id', '=', id)
    .where('item_key', '=', '')
    .returning('click_num')
    .executeTakeFirst()
  return r ? r.click_num : null
}
