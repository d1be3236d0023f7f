import { Migrator, sql, type MigrationResultSet } from 'kysely'
import type { Database } from './database'
import { MIGRATIONS } from './migrations'

/**
 * Whether every migration is already recorded: one look at Kysely's own table instead of the Migrator's catalogue
 * queries and lock (~0.3 s of each restart on the embedded database, issue 20: warm restart ≤ 2 s). A migration's row
 * is written in the transaction that applies it, so a recorded name is an applied one.
 */
async function allApplied(db: Database): Promise<boolean> {
  const present = await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(db)
  if (!present.rows[0]?.t) return false
  const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  const names = new Set(done.rows.map((r) => r.name))
  return Object.keys(MIGRATIONS).every((n) => names.has(n))
}

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  if (await allApplied(db)) return []
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // parallel work adds migrations in separate number ranges; order within the list is still by name
    allowUnorderedMigrations: true,
  })
  const res: MigrationResultSet = await migrator.migrateToLatest()
  if (res.error) {
    const failed = res.results?.find((r) => r.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(res.error as Error).message ?? res.error}`)
  }
  return (res.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
