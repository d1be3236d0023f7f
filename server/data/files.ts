/**
 * The seed's input files under data/ (copied from the shared collection; provenance in data/SOURCES.md)
 * and the checksum that decides whether the seed has to run again.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

export const DATA_ROOT = path.resolve(__dirname, '..', '..', 'data')

export const FILES = {
  schools: 'schools/moe_regular_higher_ed_2024.csv',
  keyUniversities: 'schools/key_universities_188_tags.csv',
  catalog2025: 'majors/undergrad_catalog_2025.csv',
  catalog2026: 'majors/undergrad_catalog_2026.csv',
  rankTables: 'score-rank/rank_tables_2021_2026.csv.gz',
  rankTablesExtra: 'score-rank/rank_tables_extra.csv.gz',
  controlLinesShards: 'batch-lines/control_lines_from_site_shards.csv',
  controlLines2026: 'batch-lines/control_lines_2026_24prov.csv',
  sources: 'admission/sources_lookup.csv',
  institutionLines: 'admission/institution_filing_lines.csv.gz',
  groupLines: 'admission/major_group_filing_lines.csv.gz',
  majorLines: 'admission/major_admission_lines.csv.gz',
  vocationalLines: 'admission/vocational_admission_lines.csv.gz',
  plans: 'admission/enrollment_plans.csv.gz',
  // what classifies the rows above: each province's exam by year (综合 or not) and the city names of campuses
  provinceModes: 'rules/province-modes.json',
  regions: 'regions/admin_divisions_2023.csv',
} as const

export type DataFile = keyof typeof FILES

export function dataPath(f: DataFile, root = DATA_ROOT): string {
  return path.join(root, FILES[f])
}

/** sha256 over every input file (name + bytes) and the loader's own version */
export function dataChecksum(extra: string, root = DATA_ROOT): string {
  const h = crypto.createHash('sha256')
  for (const key of Object.keys(FILES) as DataFile[]) {
    h.update(FILES[key])
    h.update(fs.readFileSync(dataPath(key, root)))
  }
  h.update(extra)
  return h.digest('hex').slice(0, 32)
}
