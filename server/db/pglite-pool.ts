/**
 * A pg-Pool look-alike over one embedded PGlite instance, so Kysely's PostgresDialect drives both
 * PGlite and PostgreSQL with the same SQL. PGlite has a single session: a transaction must own it, so
 * `connect()` hands the one connection out exclusively and queues the next caller until `release()`.
 *
 * The instance lives in a worker thread (pglite-worker.mjs) by default: PGlite executes a query synchronously, and
 * on the server's own thread one heavy query held every other call — /healthz included — for its whole duration.
 * `PGLITE_THREAD=main` keeps it on the server's thread (a tool that wants no thread, or to compare).
 */
import path from 'path'
import { Worker } from 'worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'

/** runs one statement and answers its rows and affected-row count */
type Runner = (sql: string, params: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>

function poolOver(run: Runner, end: () => Promise<void>): PostgresPool {
  let busy = false
  const waiting: Array<() => void> = []

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (!busy) {
        busy = true
        resolve()
      } else waiting.push(resolve)
    })
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else busy = false
  }

  const client: PostgresPoolClient = {
    // Kysely only calls the (sql, params) form; cursors (streaming) are not used with PGlite.
    query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const res = await run(sql, parameters as unknown[])
      const command = sql.trimStart().slice(0, 6).toUpperCase() as PostgresQueryResult<unknown>['command']
      return { command, rowCount: res.affectedRows ?? res.rows.length, rows: res.rows }
    }) as PostgresPoolClient['query'],
    release,
  }

  return {
    async connect() {
      await acquire()
      return client
    },
    end,
  }
}

/** the pool over an instance on this thread */
export function pglitePool(pg: PGlite): PostgresPool {
  return poolOver(
    (sql, params) => pg.query(sql, params, { rowMode: 'object' }),
    () => pg.close(),
  )
}

interface Reply {
  id: number
  ok: boolean
  /** the columns' names, in the order of each row's values */
  fields?: string[]
  rows?: unknown[][]
  affectedRows?: number
  error?: { message: string } & Record<string, unknown>
}

/** an error as the driver threw it in the worker: its message and fields (code 23505 …) */
function rebuild(e: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(e.message), e)
}

/** rows as objects keyed by column name, as PGlite's object mode makes them (a repeated name: the last one wins) */
export function rowObjects(fields: string[], rows: unknown[][]): Record<string, unknown>[] {
  const out = new Array<Record<string, unknown>>(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const values = rows[i]
    const o: Record<string, unknown> = {}
    for (let j = 0; j < fields.length; j++) o[fields[j]] = values[j]
    out[i] = o
  }
  return out
}

/**
 * Settings the embedded database starts with, after PGlite's own start parameters (both threads use them). A
 * shared_buffers of 32 MB instead of PostgreSQL's 128 MB default: the buffers live in PGlite's WebAssembly memory,
 * which never shrinks, and under the mixed journey they were ~100 MB of the server's RSS (issue 20: RSS ≤ 400 MB;
 * 538 → 439 MB at start) for no measured gain — the reference lookups are answered from the server's memory, and the
 * data directory's files stay in the operating system's page cache anyway.
 */
export const PGLITE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=32MB']

/** Starts the worker that owns the instance of `dataDir` (':memory:' for a throwaway one); resolves once it is open. */
export async function pgliteWorkerPool(dataDir: string): Promise<PostgresPool> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir, settings: PGLITE_SETTINGS } })
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>()
  let seq = 0
  let gone: Error | null = null
  await new Promise<void>((resolve, reject) => {
    const onFirst = (m: { ready?: boolean; error?: Reply['error'] }) => {
      worker.off('error', reject)
      if (m.ready) resolve()
      else reject(rebuild(m.error ?? { message: '嵌入式数据库启动失败' }))
    }
    worker.once('message', onFirst)
    worker.once('error', reject)
  })
  worker.on('message', (m: Reply) => {
    const p = pending.get(m.id)
    if (!p) return
    pending.delete(m.id)
    if (m.ok) p.resolve(m)
    else p.reject(rebuild(m.error!))
  })
  const fail = (e: Error) => {
    gone = e
    for (const p of pending.values()) p.reject(e)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`嵌入式数据库线程已退出（${code}）`)))
  const send = (msg: Record<string, unknown>) =>
    new Promise<Reply>((resolve, reject) => {
      if (gone) return reject(gone)
      const id = ++seq
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...msg, id })
    })
  return poolOver(
    async (sql, params) => {
      const r = await send({ op: 'query', sql, params })
      return { rows: rowObjects(r.fields ?? [], r.rows ?? []), affectedRows: r.affectedRows }
    },
    async () => {
      if (!gone) await send({ op: 'close' }).catch(() => undefined)
      await worker.terminate()
    },
  )
}
