/**
 * One Kysely handle over either embedded PGlite (default: DATA_DIR, `./.data`) or PostgreSQL
 * (DATABASE_URL). Same schema, same migrations, same SQL for both. Numeric types are parsed the
 * same way on both drivers: int8 and numeric come back as JS numbers.
 */
import fs from 'fs'
import path from 'path'
import { Kysely, PostgresDialect } from 'kysely'
import type { Extension } from '@electric-sql/pglite'
import type { DB } from './tables'
import { LOCK_FILE, lockDataDir, type DataDirLock } from './data-dir-lock'
import { PGLITE_SETTINGS, pglitePool, pgliteWorkerPool } from './pglite-pool'

export type Database = Kysely<DB>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** where the data lives, for logs (never prints a password) */
  where: string
  close(): Promise<void>
}

/** whether an embedded data directory already holds a database (a fresh one starts from the seed image or seeds) */
export function holdsDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'))
}

const INT8 = 20
const NUMERIC = 1700

/**
 * `thread`: where the embedded database runs — its own worker thread (default), or 'main' (the server's thread; a
 * one-off tool, or to compare). PostgreSQL ignores it.
 */
export async function openDatabase(opts: {
  databaseUrl?: string
  dataDir: string
  thread?: 'worker' | 'main'
  /** a prepared data directory (server/data/seed-image.ts) that a data directory holding no database starts as a copy of */
  seedImage?: string | null
}): Promise<DatabaseHandle> {
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
    // under the lock, so that two servers starting on one fresh directory do not both copy into it
    if (opts.seedImage && !holdsDatabase(opts.dataDir)) {
      fs.cpSync(opts.seedImage, opts.dataDir, { recursive: true, filter: (src) => path.basename(src) !== LOCK_FILE })
    }
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

/** PGlite's trigram extension, named by a string: its subpath's types do not resolve under this project's moduleResolution */
const TRGM_MODULE: string = '@electric-sql/pglite/contrib/pg_trgm'

async function mainThreadPool(dataDir: string, memory: boolean) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = (await import(TRGM_MODULE)) as { pg_trgm: Extension }
  const parsers = { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) }
  // the same extensions as the worker (pglite-worker.mjs): trigram indexes for the lists' keyword search
  const options = { parsers, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] }
  const pg = memory ? new PGlite(options) : new PGlite(dataDir, options)
  await pg.waitReady
  return pglitePool(pg)
}
