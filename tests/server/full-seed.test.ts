/**
 * Seeds the complete reference data once (about half a minute) and checks what landed, by table and
 * source class, and that a second run is a no-op. Always on its own in-memory PGlite: loading everything
 * into a PostgreSQL database shared with the other test files (DATABASE_URL) would change their data under
 * them; the other files cover PostgreSQL with the test profile.
 */
import { sql } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { closeScoreGaps, seedReference, type SeedReport } from '../../server/data/seed-reference'
import { EXTRA_RANK_FILES } from '../../server/data/added-files'
import { readCsvAll } from '../../server/data/csv'
import { dataPath } from '../../server/data/files'
import { buildRankTable, isHit, lookupRank, type RankRow } from '../../server/engine/rank'
import provinceModes from '../../data/rules/province-modes.json'

let handle: DatabaseHandle
let report: SeedReport

beforeAll(async () => {
  handle = await openDatabase({ dataDir: ':memory:' })
  await migrateToLatest(handle.db)
  report = await seedReference(handle.db)
}, 600000)
afterAll(async () => {
  await handle?.close()
})

describe('full reference seed', () => {
  it('loads every file', () => {
    expect(report.skipped).toBe(false)
    expect(report.counts).toMatchObject({ schools: 2868, plans: 71816 })
    // every admission row of the four files but the one whose 最高分 is below its 最低分, and every row of the seven
    // 2026 files (data/admission/2026/PROVENANCE.md: 61,201 rows)
    expect(report.counts.admissions).toBe(55663 + 61133 + 334250 + 148059 - 1 + 61201)
    expect(report.counts.majors).toBe(875 + 839)
    expect(report.counts.rank_tables).toBeGreaterThan(220)
    expect(report.counts.rank_rows).toBeGreaterThan(80000)
    expect(report.counts.batch_lines).toBeGreaterThan(1500)
    // the only rank table refused is the third-party copy of 山西 2025 物理类, whose cumulative counts break
    // at 656 and 435 分 (ranks 1 and 10); the official table of the same year and track is loaded instead
    const tableRejects = report.rejected.filter((r) => r.file === 'rankTables')
    expect(tableRejects.length).toBeGreaterThan(0)
    expect(tableRejects.every((r) => r.reason.startsWith('山西2025物理类'))).toBe(true)
  })

  it('keeps the source class of every row', async () => {
    const byClass = await sql<{ source_class: string; n: number }>`
      select source_class, count(*)::int as n from ref_admissions group by source_class order by source_class`.execute(handle.db)
    const m = Object.fromEntries(byClass.rows.map((r) => [r.source_class, Number(r.n)]))
    expect(Object.keys(m).sort()).toEqual(['official-provincial', 'school-official', 'third-party'])
    expect(m['official-provincial']).toBeGreaterThan(300000)
    const orphan = await sql<{ n: number }>`
      select count(*)::int as n from ref_admissions a left join ref_sources s on s.id = a.sid where s.id is null`.execute(handle.db)
    expect(Number(orphan.rows[0].n)).toBe(0)
    const orphanTables = await sql<{ n: number }>`
      select count(*)::int as n from ref_rank_tables t left join ref_sources s on s.id = t.sid where s.id is null`.execute(handle.db)
    expect(Number(orphanTables.rows[0].n)).toBe(0)
  })

  it('has one default 普通类 table per province, year and track', async () => {
    const dup = await sql<{ n: number }>`
      select count(*)::int as n from (select province_id, year, subject_type from ref_rank_tables where is_default
        group by 1, 2, 3 having count(*) > 1) x`.execute(handle.db)
    expect(Number(dup.rows[0].n)).toBe(0)
  })

  // "LineRank returns the exact official cumulative rank for any score in any imported table": every row
  // of the rank files is in the database unchanged (bar the one refused table, and the scores a copy left out, which
  // become one band: closeScoreGaps), and the lookup LineRank uses gives every whole score of every loaded table the
  // cumulative rank of the row that holds it.
  it('keeps every 一分一段 row as printed and ranks every score of every table by it', async () => {
    const codeOf = new Map<string, number>(provinceModes.provinces.map((p: { province: string; code: string | number }) => [p.province, Number(p.code)]))
    const key = (province: number, year: number, low: number, high: number, count: number, rankEnd: number) =>
      `${province}|${year}|${low}|${high}|${count}|${rankEnd}`
    const printed = new Map<string, number>()
    const perTable = new Map<string, Array<RankRow & { province: number; year: number }>>()
    for (const file of ['rankTables', ...EXTRA_RANK_FILES] as const) {
      for (const r of await readCsvAll(dataPath(file))) {
        // the refused third-party copy (see 'loads every file')
        if (r.province === '山西' && r.year === '2025' && r.subject_type === '物理类' && r.source_class === 'third-party') continue
        const t = [file, r.province, r.year, r.subject_type, r.rank_category, r.rank_usage, r.rank_scope, r.sid, r.source_path].join('|')
        const score = Number(r.score)
        const count = r.count_at_score ? Number(r.count_at_score) : NaN
        const rankEnd = Number(r.rank_end_cumulative)
        const rankStart = r.rank_start ? Number(r.rank_start) : count >= 0 ? rankEnd - count + 1 : NaN
        const row = {
          province: codeOf.get(r.province)!,
          year: Number(r.year),
          scoreLow: Number(r.score_range_low || score),
          scoreHigh: Number(r.score_range_high || score),
          count,
          rankStart,
          rankEnd,
        }
        perTable.set(t, [...(perTable.get(t) ?? []), row])
      }
    }
    for (const list of perTable.values())
      for (const r of closeScoreGaps(list.sort((a, b) => b.scoreHigh - a.scoreHigh))) {
        const k = key(r.province, r.year, r.scoreLow, r.scoreHigh, r.count, r.rankEnd)
        printed.set(k, (printed.get(k) ?? 0) + 1)
      }
    const rows = await sql<{
      table_id: number
      province_id: number
      year: number
      score_low: number
      score_high: number
      count: number
      rank_start: number
      rank_end: number
    }>`
      select r.table_id, t.province_id, t.year, r.score_low, r.score_high, r.count, r.rank_start, r.rank_end
      from ref_rank_rows r join ref_rank_tables t on t.id = r.table_id`.execute(handle.db)
    const loaded = new Map<string, number>()
    const byTable = new Map<number, typeof rows.rows>()
    for (const r of rows.rows) {
      const k = key(r.province_id, r.year, Number(r.score_low), Number(r.score_high), r.count, r.rank_end)
      loaded.set(k, (loaded.get(k) ?? 0) + 1)
      byTable.set(r.table_id, [...(byTable.get(r.table_id) ?? []), r])
    }
    const diff = (a: Map<string, number>, b: Map<string, number>) => [...a].filter(([k, n]) => b.get(k) !== n).map(([k, n]) => `${k}×${n}`)
    expect({ onlyLoaded: diff(loaded, printed), onlyPrinted: diff(printed, loaded) }).toEqual({ onlyLoaded: [], onlyPrinted: [] })

    let scores = 0
    for (const [tableId, list] of byTable) {
      const table = buildRankTable(
        list.map((r) => ({ scoreLow: Number(r.score_low), scoreHigh: Number(r.score_high), count: r.count, rankStart: r.rank_start, rankEnd: r.rank_end })),
      )
      for (const r of list) {
        for (let s = Math.ceil(Number(r.score_low)); s <= Number(r.score_high); s++) {
          const hit = lookupRank(table, s)
          if (!isHit(hit) || hit.rank !== r.rank_end) throw new Error(`table ${tableId} score ${s}: expected rank ${r.rank_end}, got ${JSON.stringify(hit)}`)
          scores++
        }
      }
    }
    expect(scores).toBeGreaterThan(80000)
  }, 300000)

  it('does nothing on a second run with the same data', async () => {
    const again = await seedReference(handle.db)
    expect(again.skipped).toBe(true)
  })
})
