// The embedded database in its own thread (issue 20, "no query stalls the server"): PGlite runs each query
// synchronously in WebAssembly, so on the server's thread a 0.5 s query froze every other call and /healthz. This
// worker owns the one PGlite instance; the server's pool (pglite-pool.ts) sends it { id, sql, params } and gets rows
// back. Plain JavaScript so that it starts the same under tsx, jest and node.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
// trigram indexes serve the lists' keyword search (migration 0700_search)
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const INT8 = 20
const NUMERIC = 1700
const parsers = { [INT8]: (v) => Number(v), [NUMERIC]: (v) => Number(v) }

/** what an error carries across the thread boundary: its message and the fields callers test (code 23505 …) */
function errorOf(e) {
  const out = { message: String(e?.message ?? e) }
  for (const k of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where']) {
    if (e && e[k] !== undefined) out[k] = e[k]
  }
  return out
}

const { dataDir } = workerData
let pg
try {
  // the pool's settings (pglite-pool.ts, PGLITE_SETTINGS) after PGlite's own start parameters
  const options = { parsers, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...(workerData.settings ?? [])] }
  pg = dataDir === ':memory:' ? new PGlite(options) : new PGlite(dataDir, options)
  await pg.waitReady
  parentPort.postMessage({ ready: true })
} catch (e) {
  parentPort.postMessage({ ready: false, error: errorOf(e) })
  process.exit(1)
}

parentPort.on('message', async (msg) => {
  if (msg.op === 'close') {
    try {
      await pg.close()
      parentPort.postMessage({ id: msg.id, ok: true })
    } catch (e) {
      parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(e) })
    }
    parentPort.close()
    return
  }
  try {
    // rows as arrays with the column names once: PGlite builds them ~30 % faster than objects and they cross the
    // thread boundary cheaper (the reference store's 93,000 rank rows were ~1.7 s of CPU as objects); the pool
    // makes the objects on the server's thread, which waits meanwhile (issue 20: warm restart ≤ 2 s)
    const res = await pg.query(msg.sql, msg.params, { rowMode: 'array' })
    parentPort.postMessage({ id: msg.id, ok: true, fields: res.fields.map((f) => f.name), rows: res.rows, affectedRows: res.affectedRows })
  } catch (e) {
    parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(e) })
  }
})
