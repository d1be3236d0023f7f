import { Migrator, type MigrationResultSet } from 'kysely'
import type { Database } from './database'
import { MIGRATIONS } from './migrations'

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Database): Promise<string[]> {
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
