/**
 * Writes data/content/ into content_items, all or nothing: every row of the files is inserted or updated (keyed by
 * kind, id and key), rows whose file is gone are deleted, and `click_num` — the real read count — is never touched.
 * Importing the same files twice leaves the same rows. Runs at server start when the files changed (a seed step
 * whose checksum is the files' hash and the import day) and by `npm run content:import`.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/tables'
import type { SeedStep } from '../types'
import { chinaDate, clockOf } from '../../kv'
import { CONTENT_ROOT, contentChecksum, loadContent } from './files'
import { contentDb } from './tables'

export const CONTENT_LOADER_VERSION = 'content-1'
export const CONTENT_SEED = 'content:data'

export interface ImportReport {
  rows: number
  inserted: number
  updated: number
  deleted: number
  files: number
  checksum: string
}

export async function importContent(db: Kysely<DB>, opts: { root?: string; now?: Date } = {}): Promise<ImportReport> {
  const loaded = loadContent(opts.root ?? CONTENT_ROOT, opts.now ?? new Date())
  const cdb = contentDb(db)
  return cdb.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('content_items').select(['kind', 'item_id', 'item_key']).execute()
    const key = (r: { kind: string; item_id: number; item_key: string }) => `${r.kind}|${r.item_id}|${r.item_key}`
    const had = new Set(before.map(key))
    const keep = new Set(loaded.rows.map(key))
    let inserted = 0
    let updated = 0
    for (const r of loaded.rows) {
      if (had.has(key(r))) updated++
      else inserted++
      const { kind: _k, item_id: _i, item_key: _ik, ...rest } = r
      await trx
        .insertInto('content_items')
        .values(r)
        .onConflict((oc) => oc.columns(['kind', 'item_id', 'item_key']).doUpdateSet({ ...rest, updated_at: sql`now()` }))
        .execute()
    }
    const gone = before.filter((r) => !keep.has(key(r)))
    for (const r of gone)
      await trx.deleteFrom('content_items').where('kind', '=', r.kind).where('item_id', '=', r.item_id).where('item_key', '=', r.item_key).execute()
    return { rows: loaded.rows.length, inserted, updated, deleted: gone.length, files: loaded.files, checksum: loaded.checksum }
  })
}

/**
 * The seed step: runs when the files changed, when the table is empty (a fresh database has no seed_runs row), and
 * once a day (Beijing date in the checksum), so the demo live lessons' times stay around "now".
 */
export function contentSeed(): SeedStep {
  return {
    name: CONTENT_SEED,
    async checksum(ctx) {
      const any = await contentDb(ctx.db).selectFrom('content_items').select('kind').limit(1).executeTakeFirst()
      // an emptied table never matches a recorded checksum
      if (!any) return `empty|${Date.now()}`
      return `${CONTENT_LOADER_VERSION}|${contentChecksum()}|${chinaDate(clockOf(ctx).now())}`
    },
    async run(ctx) {
      const r = await importContent(ctx.db, { now: new Date(clockOf(ctx).now()) })
      return r.rows
    },
  }
}
