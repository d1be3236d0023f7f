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
  // tables found after the first data pass (data/SOURCES.md, data/admission/2026/PROVENANCE.md §3, §4, §11)
  rankGuangdong2024to2025: 'score-rank/rank_guangdong_2024_2025.csv.gz',
  rankJiangsu2024: 'score-rank/rank_jiangsu_2024.csv.gz',
  rankShandong2026: 'score-rank/rank_shandong_2026.csv.gz',
  controlLinesShards: 'batch-lines/control_lines_from_site_shards.csv',
  controlLines2026: 'batch-lines/control_lines_2026_24prov.csv',
  sources: 'admission/sources_lookup.csv',
  institutionLines: 'admission/institution_filing_lines.csv.gz',
  groupLines: 'admission/major_group_filing_lines.csv.gz',
  majorLines: 'admission/major_admission_lines.csv.gz',
  vocationalLines: 'admission/vocational_admission_lines.csv.gz',
  plans: 'admission/enrollment_plans.csv.gz',
  // 2026 filing lines (data/admission/2026/PROVENANCE.md): the layout of the files above plus a `source` column
  lines2026Shandong: 'admission/2026/shandong_2026_major_filing_lines.csv.gz',
  lines2026Zhejiang: 'admission/2026/zhejiang_2026_major_filing_lines.csv.gz',
  lines2026Guangdong: 'admission/2026/guangdong_2026_major_group_filing_lines.csv.gz',
  lines2026Jiangsu: 'admission/2026/jiangsu_2026_major_group_filing_lines.csv.gz',
  lines2026Heilongjiang: 'admission/2026/heilongjiang_2026_major_group_filing_lines.csv.gz',
  lines2026Fujian: 'admission/2026/fujian_2026_history_major_group_filing_lines.csv.gz',
  lines2026Shanghai: 'admission/2026/shanghai_2026_major_group_filing_lines.csv.gz',
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
