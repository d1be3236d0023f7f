/**
 * Administrative regions (GB/T 2260), seeded from data/regions (provenance in data/SOURCES.md).
 */
import fs from 'fs'
import path from 'path'
import { sha256File } from '../exam'
import type { SeedStep } from '../types'

export const REGIONS_FILE = path.resolve(__dirname, '../../../data/regions/admin_divisions_2023.csv')

interface RegionRow {
  code: string
  name: string
  level: 'province' | 'city' | 'county'
  parent_code: string
  province_code: string
}

/**
 * Rows of admin_divisions_2023.csv that are GB/T 2260 divisions (in_mca_gbt2260_2021 = Y). The
 * statistical-only units (development zones, and the 市辖区/县 placeholders of the four municipalities)
 * are left out; a county whose placeholder parent was left out hangs directly under its province.
 * A city without counties appears once, as a city.
 */
export function parseRegions(text: string): RegionRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim())
  const header = lines.shift()?.split(',') ?? []
  const col = (n: string) => {
    const i = header.indexOf(n)
    if (i < 0) throw new Error(`admin_divisions_2023.csv: column ${n} missing`)
    return i
  }
  const [cCode, cName, cLevel, cParent, cProv, cFlag] = ['code', 'name', 'level', 'parent_code', 'province_code', 'in_mca_gbt2260_2021'].map(col)
  const kept: RegionRow[] = []
  for (const line of lines) {
    if (line.includes('"')) throw new Error(`admin_divisions_2023.csv: quoted field not expected: ${line}`)
    const f = line.split(',')
    if (f[cFlag] !== 'Y') continue
    const level = f[cLevel] as RegionRow['level']
    if (!['province', 'city', 'county'].includes(level) || !/^\d{6}$/.test(f[cCode])) throw new Error(`admin_divisions_2023.csv: bad row ${line}`)
    kept.push({ code: f[cCode], name: f[cName], level, parent_code: f[cParent] ?? '', province_code: f[cProv] })
  }
  // cities without counties (东莞, 中山, 儋州) are listed again as their own county: keep the city row
  const byCode = new Map<string, RegionRow>()
  for (const r of kept) if (!byCode.has(r.code)) byCode.set(r.code, r)
  const rows = [...byCode.values()]
  for (const r of rows) if (r.level !== 'province' && !byCode.has(r.parent_code)) r.parent_code = r.province_code
  return rows
}

export const regionSeed: SeedStep = {
  name: 'regions:admin_divisions_2023.csv',
  checksum: () => sha256File(REGIONS_FILE),
  async run(ctx) {
    const rows = parseRegions(fs.readFileSync(REGIONS_FILE, 'utf8'))
    // upsert in code order (not delete + insert) so two instances seeding one database at once do not clash
    rows.sort((a, b) => a.code.localeCompare(b.code))
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('regions')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) =>
            oc.column('code').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              level: eb.ref('excluded.level'),
              parent_code: eb.ref('excluded.parent_code'),
              province_code: eb.ref('excluded.province_code'),
            })),
          )
          .execute()
      }
      await trx
        .deleteFrom('regions')
        .where(
          'code',
          'not in',
          rows.map((r) => r.code),
        )
        .execute()
    })
    return rows.length
  },
}
