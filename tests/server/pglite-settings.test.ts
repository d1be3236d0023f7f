/**
 * The embedded database starts with this project's settings (PGLITE_SETTINGS: a 32 MB shared_buffers, issue 20's
 * RSS budget) in its own thread and on the server's thread alike.
 */
import { sql } from 'kysely'
import { openDatabase } from '../../server/db/database'

jest.setTimeout(120000)

it.each(['worker', 'main'] as const)('on the %s thread', async (thread) => {
  const h = await openDatabase({ dataDir: ':memory:', thread })
  try {
    const r = await sql<{ v: string }>`select current_setting('shared_buffers') as v`.execute(h.db)
    expect(r.rows[0].v).toBe('32MB')
  } finally {
    await h.close()
  }
})
