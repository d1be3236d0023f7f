/**
 * What the backtest reads: every ordinary admission row as an engine record, the 一分一段 tables, each province's
 * reform year, and which rows print their own lowest rank. Read from the embedded database in .data/backtest (seeded
 * with the full real data on first use) or DATABASE_URL, through the server's own start-up, so the backtest sees
 * exactly what the API serves.
 *
 * Reading 560,000 rows through PGlite takes most of a minute; the result is kept in .data/backtest/input-<checksum>.v8
 * keyed by the checksum of data/ and the loader version, so a second run on unchanged data starts at once.
 */
import fs from 'fs'
import path from 'path'
import v8 from 'v8'
import { buildApp } from '../server/app'
import { seedChecksum } from '../server/data/seed-reference'
import { ReferenceStore } from '../server/modules/lookup/store'
import { loadAdmissionRecords, tableSetFromSnapshot } from '../server/modules/wish/queries'
import { tableSetOf, type TableRef, type TableSet } from '../server/engine/wish/ranks'
import type { AdmissionRecord } from '../server/engine/wish/units'

export interface BacktestInput {
  dataVersion: string
  records: AdmissionRecord[]
  tables: TableSet
  /** the tables as a list (tableKeys and the report read it) */
  tableRefs: Array<TableRef & { provinceId: number; track: number }>
  newExamSince: (provinceId: number) => number | null
  /** outcome rows: official tables (and 2026's copies of them) whose lowest rank is not computed by our seed, by row id */
  printed: Map<number, number>
}

interface Stored {
  checksum: string
  dataVersion: string
  records: AdmissionRecord[]
  tableRefs: Array<TableRef & { provinceId: number; track: number }>
  reform: Array<[number, number | null]>
  printed: Array<[number, number]>
}

const INPUT_FORMAT = 'backtest-input-2'

export async function loadBacktestInput(root: string, log: (s: string) => void): Promise<BacktestInput> {
  const dataDir = process.env.BACKTEST_DATA_DIR ?? path.join(root, '.data', 'backtest')
  const checksum = `${INPUT_FORMAT}|${seedChecksum({})}|${process.env.DATABASE_URL ? 'pg' : 'embedded'}`
  const cacheFile = path.join(dataDir, 'input.v8')
  let stored: Stored | null = null
  if (fs.existsSync(cacheFile)) {
    try {
      const s = v8.deserialize(fs.readFileSync(cacheFile)) as Stored
      if (s.checksum === checksum) stored = s
    } catch {
      stored = null
    }
  }
  if (stored) log(`input read from ${path.relative(root, cacheFile)} (data unchanged since it was written)`)
  else {
    stored = await readFromDatabase(dataDir, checksum, log)
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(cacheFile, v8.serialize(stored))
  }
  const reform = new Map(stored.reform)
  return {
    dataVersion: stored.dataVersion,
    records: stored.records,
    tables: tableSetOf(stored.tableRefs),
    tableRefs: stored.tableRefs,
    newExamSince: (id) => reform.get(id) ?? null,
    printed: new Map(stored.printed),
  }
}

async function readFromDatabase(dataDir: string, checksum: string, log: (s: string) => void): Promise<Stored> {
  const t0 = Date.now()
  log(`opening ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir} (the first use seeds the full real data, 1–3 min) …`)
  // the whole server's start-up (migrations, every module's seed) without listening: the same data the API serves
  const app = await buildApp({ config: { dataDir, env: 'development', logLevel: 'warn', h5Dir: path.join(dataDir, 'no-h5') } })
  const db = app.ctx.db
  try {
    const snap = await new ReferenceStore(db, 0).get()
    const tables = tableSetFromSnapshot(snap)
    const tableRefs: Stored['tableRefs'] = []
    for (const m of snap.tables) {
      if (m.subject_type === null) continue
      const ref = tables.get(m.province_id, m.year, m.subject_type)
      if (ref && ref.id === m.id) tableRefs.push({ ...ref, provinceId: m.province_id, track: m.subject_type })
    }
    const provinces = await db.selectFrom('provinces').select(['id', 'new_exam_since']).execute()
    const records = await loadAdmissionRecords(db, null)
    // outcomes: the exam authorities' own tables; and the 2026 files, which copy official tables (data/admission/2026:
    // 广东 prints the rank, the others' ranks were looked up in the official 一分一段 by the collector)
    const added = (await db.selectFrom('ref_sources').select('id').where('source_key', 'like', 'added:%').execute()).map((r) => r.id)
    const printedRows = await db
      .selectFrom('ref_admissions')
      .select(['id', 'min_rank'])
      .where((eb) => eb.or([eb('source_class', '=', 'official-provincial'), ...(added.length ? [eb('sid', 'in', added)] : [])]))
      .where('is_special', '=', false)
      .where('min_rank', 'is not', null)
      .where('rank_table_id', 'is', null)
      .execute()
    log(`${records.length} admission rows, ${tableRefs.length} rank tables read in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    return {
      checksum,
      dataVersion: snap.version.slice(0, 8),
      records,
      tableRefs,
      reform: provinces.map((p) => [p.id, p.new_exam_since]),
      printed: printedRows.map((r) => [r.id, r.min_rank as number]),
    }
  } finally {
    await app.close()
  }
}
