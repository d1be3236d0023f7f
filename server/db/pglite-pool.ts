/**
 * A pg-Pool look-alike over one embedded PGlite instance, so Kysely's PostgresDialect drives both
 * PGlite and PostgreSQL with the same SQL. PGlite has a single session: a transaction must own it, so
 * `connect()` hands the one connection out exclusively and queues the next caller until `release()`.
 */
import type { PGlite } from '@electric-sql/pglite'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'

export function pglitePool(pg: PGlite): PostgresPool {
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
      const res = await pg.query(sql, parameters as unknown[], { rowMode: 'object' })
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
    async end() {
      await pg.close()
    },
  }
}
