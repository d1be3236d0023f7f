/**
 * Seeds the complete reference data once (about half a minute) and checks what landed, by table and
 * source class, and that a second run is a no-op. Always on its own in-memory PGlite: loading everything
 * into a PostgreSQL database shared with the other test files (DATABASE_URL) would change their data under
 * them; the other files cover PostgreSQL with the test profile.
 */
import { sql } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedReference, type SeedReport } from '../../server/data/seed-reference'

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
    // every admission row of the four files but the one whose 最高分 is below its 最低分
    expect(report.counts.admissions).toBe(55663 + 61133 + 334250 + 148059 - 1)
    expect(report.counts.majors).toBe(875 + 839)
    expect(report.counts.rank_tables).toBeGreaterThan(220)
    expect(report.counts.rank_rows).toBeGreaterThan(80000)
    expect(report.counts.batch_lines).toBeGreaterThan(1500)
    // the only rank table refused is the official 山西 2025 物理类 copy with broken cumulative counts
    const tableRejects = report.rejected.filter((r) => r.file === 'rankTables')
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

  it('does nothing on a second run with the same data', async () => {
    const again = await seedReference(handle.db)
    expect(again.skipped).toBe(true)
  })
})
