/**
 * One Kysely handle over either embedded PGlite (default: DATA_DIR, `./.data`) or PostgreSQL
 * (DATABASE_URL). Same schema, same migrations, same SQL for both. Numeric types are parsed the
 * same way on both drivers: int8 and numeric come back as JS numbers.
 */
import fs from 'fs'
import path from 'path'
import { Kysely, PostgresDialect } from 'kysely'
import type { DB } from './tables'
import { lockDataDir, type DataDirLock } from './data-dir-lock'
import { pglitePool, pgliteWorkerPool } from './pglite-pool'

export type Database = Kysely<DB>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** where the data lives, for logs (never prints a password) */
  where: string
  close(): Promise<void>
}

const INT8 = 20
const NUMERIC = 1700

/**
 * `thread`: where the embedded database runs — its own worker thread (default), or 'main' (the server's thread; a
 * one-off tool, or to compare). PostgreSQL ignores it.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; thread?: 'worker' | 'main' }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pg = await import('pg')
    const types = pg.default?.types ?? pg.types
    types.setTypeParser(INT8, (v: string) => Number(v))
    types.setTypeParser(NUMERIC, (v: string) => Number(v))
    const Pool = pg.default?.Pool ?? pg.Pool
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    const url = new URL(opts.databaseUrl)
    return { db, kind: 'postgres', where: `postgres://${url.host}${url.pathname}`, close: () => db.destroy() }
  }
  const memory = opts.dataDir === ':memory:'
  let lock: DataDirLock | null = null
  if (!memory) {
    fs.mkdirSync(opts.dataDir, { recursive: true })
    // before PGlite touches a file: a second server on the directory stops here (see data-dir-lock.ts)
    lock = lockDataDir(path.resolve(opts.dataDir))
  }
  try {
    const pool = opts.thread === 'main' ? await mainThreadPool(opts.dataDir, memory) : await pgliteWorkerPool(opts.dataDir)
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    const close = async () => {
      try {
        await db.destroy()
      } finally {
        lock?.release()
      }
    }
    return { db, kind: 'pglite', where: memory ? 'pglite (memory)' : `pglite ${opts.dataDir}`, close }
  } catch (e) {
    lock?.release()
    throw e
  }
}

async function mainThreadPool(dataDir: string, memory: boolean) {
  const { PGlite } = await import('@electric-sql/pglite')
  const parsers = { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) }
  const pg = memory ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers })
  await pg.waitReady
  return pglitePool(pg)
}
