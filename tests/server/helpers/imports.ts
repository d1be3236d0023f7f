/**
 * What an import test leaves behind on a shared PostgreSQL database: its own sources and their rows only (other test
 * files import in parallel), then a new data version so every cache reloads.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../server/db/tables'
import { bumpVersion } from '../../../server/data/seed-reference'

type ImportTable = 'ref_rank_tables' | 'ref_admissions' | 'ref_plans' | 'ref_batch_lines'

export async function removeImports(
  db: Kysely<DB>,
  sids: readonly number[],
  tables: readonly ImportTable[] = ['ref_admissions'],
  after?: (trx: Kysely<DB>) => Promise<void>,
) {
  if (!sids.length && !after) return
  await db.transaction().execute(async (trx) => {
    if (sids.length) {
      for (const t of tables) await trx.deleteFrom(t).where('sid', 'in', sids).execute()
      await trx.deleteFrom('ref_sources').where('id', 'in', sids).execute()
    }
    await after?.(trx)
    await bumpVersion(trx)
  })
}
