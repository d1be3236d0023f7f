/**
 * First-start load of the reference data from data/ into the ref_* tables, in one transaction (all or
 * nothing), idempotent: a run whose checksum (data files + options + loader version) is already recorded
 * does nothing. Rows imported later with `npm run data:import` (origin 'import') survive a re-seed.
 *
 * Speed: rows are streamed from the (gzipped) CSVs and written with multi-row unnest inserts of 10k rows;
 * secondary indexes are dropped before and built after the load. `provinces` limits the bulky admission
 * and plan tables to some provinces (tests); schools, the catalogue, rank tables and batch lines always load
 * in full.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/tables'
import { buildRankTable, validateRankRows, type RankRow } from '../engine/rank'
import { BulkWriter, type Column } from './bulk'
import { mapSourceClass, subjectTypeOf, toInt, toNum } from './classify'
import { readCsv, readCsvAll, type CsvRecord } from './csv'
import { dataChecksum, dataPath, DATA_ROOT, type DataFile } from './files'
import { createReferenceIndexes, dropReferenceIndexes } from './indexes'
import { examModeIndex, placeNames } from './province-facts'
import { provinceId } from './provinces'
import { ADMISSION_2026_FILES, EXTRA_RANK_FILES, admission2026Source } from './added-files'
import {
  ADMISSION_COLUMNS,
  BATCH_LINE_COLUMNS,
  CatalogMatcher,
  PLAN_COLUMNS,
  SchoolMatcher,
  admissionRow,
  batchLineRow,
  levelFromMajorName,
  planRow,
  rankKey,
  type AdmissionLevel,
  type MatcherSchool,
  type RankTableIndex,
  type RowContext,
} from './rows'

/** bump when the loader's logic changes, so existing databases re-seed */
export const LOADER_VERSION = 'ref-loader-10'

/** ids of sources we register ourselves (the shared register uses 1..~900; imports use 2,000,000+) */
export const OWN_SOURCE = {
  moeSchools: 1_000_001,
  keyUniversities: 1_000_002,
  websites: 1_000_003,
  catalog2025: 1_000_004,
  catalog2026: 1_000_005,
} as const
export const FIRST_EXTRA_SOURCE = 1_000_100
export const FIRST_IMPORT_SOURCE = 2_000_000

export interface SeedOptions {
  /** only these provinces' admission and plan rows (null/undefined: all) */
  provinces?: number[] | null
  root?: string
  log?: (msg: string, data?: Record<string, unknown>) => void
}

export interface SeedReport {
  skipped: boolean
  checksum: string
  counts: Record<string, number>
  rejected: Array<{ file: string; reason: string; count: number }>
  ms: number
}

export function seedChecksum(opts: SeedOptions): string {
  const provinces = opts.provinces?.length ? [...opts.provinces].sort((a, b) => a - b).join(',') : 'all'
  return dataChecksum(`${LOADER_VERSION}|${provinces}`, opts.root ?? DATA_ROOT)
}

/** the sources registered so far (ids from the register, and those the steps add for files without one) */
interface SourceRegister {
  byId: Map<number, { key: string; cls: string }>
  byKey: Map<string, number>
  writer: BulkWriter
  add: (id: number, key: string, cls: string, quality: string, title: string, publisher: string, url: string, note?: string) => Promise<void>
  /** the next id for a source registered here (FIRST_EXTRA_SOURCE, +1 …) */
  nextExtraId: () => number
}

/** what the steps of one seed share: its options, counts and rejects, and what earlier steps found */
export interface SeedInput {
  root: string
  file: (f: DataFile) => string
  log: (msg: string, data?: Record<string, unknown>) => void
  counts: Record<string, number>
  reject: (file: string, reason: string) => void
  /** only these provinces' admission and plan rows (null: all) */
  provinceFilter: Set<number> | null
  /** admission and plan files start with `year,province,`: other provinces are skipped before splitting the line */
  prefilter: ((line: string) => boolean) | undefined
  sources: SourceRegister
  /** the schools step's schools, for matching rows to schools */
  schools: MatcherSchool[]
  /** the 2026 catalogue, for matching majors */
  catalog2026: Array<{ code6: string; name: string }>
  /** the default 一分一段 table of each province/year/track, for deriving ranks */
  rankIndex: RankTableIndex
  rowContext: RowContext | null
}

/** one step of the seed: fills its table(s) inside the seed's transaction */
export interface SeedStep {
  name: string
  run: (trx: Transaction<DB>, input: SeedInput) => Promise<void>
}

/** the steps of a seed, in order (later steps use what earlier ones found: sources, schools, catalogue, rank tables) */
export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'clear', run: clearReferenceTables },
  { name: 'sources', run: seedSources },
  { name: 'schools', run: seedSchools },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'rank tables', run: seedRankTables },
  { name: 'batch lines', run: seedBatchLines },
  { name: 'admissions', run: seedAdmissions },
  { name: 'plans', run: seedPlans },
  { name: 'school majors', run: seedSchoolMajors },
  { name: 'indexes', run: (trx) => createReferenceIndexes(trx) },
]

export async function seedReference(db: Kysely<DB>, opts: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now()
  const checksum = seedChecksum(opts)
  const log = opts.log ?? (() => {})
  const root = opts.root ?? DATA_ROOT
  const counts: Record<string, number> = {}
  const rejects = new Map<string, number>()
  const reject = (f: string, reason: string) => {
    const k = `${f}\u0000${reason}`
    rejects.set(k, (rejects.get(k) ?? 0) + 1)
  }
  const provinceFilter = opts.provinces?.length ? new Set(opts.provinces) : null
  const prefilter = provinceFilter
    ? (line: string) => {
        const a = line.indexOf(',')
        const name = line.slice(a + 1, line.indexOf(',', a + 1))
        return name.includes('"') || provinceFilter.has(provinceId(name) ?? 0)
      }
    : undefined

  const skipped = await db.transaction().execute(async (trx) => {
    // two servers (or test files) starting on one PostgreSQL: the second waits, then sees the checksum
    await sql`select pg_advisory_xact_lock(727100)`.execute(trx)
    const done = await trx.selectFrom('ref_meta').select('value').where('key', '=', 'seed_checksum').executeTakeFirst()
    if (done?.value === checksum) return true

    const input: SeedInput = {
      root,
      file: (f) => dataPath(f, root),
      log,
      counts,
      reject,
      provinceFilter,
      prefilter,
      sources: sourceRegister(trx),
      schools: [],
      catalog2026: [],
      rankIndex: new Map(),
      rowContext: null,
    }
    for (const step of SEED_STEPS) {
      try {
        await step.run(trx, input)
      } catch (e) {
        throw new Error(`reference seed, step 「${step.name}」: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
      log('stage done', { stage: step.name, ms: Date.now() - started })
    }
    await setMeta(trx, 'seed_checksum', checksum)
    await bumpVersion(trx)
    return false
  })

  const rejected = [...rejects.entries()].map(([k, count]) => {
    const [f, reason] = k.split('\u0000')
    return { file: f, reason, count }
  })
  return { skipped, checksum, counts, rejected, ms: Date.now() - started }
}

function sourceRegister(trx: Transaction<DB>): SourceRegister {
  const byId = new Map<number, { key: string; cls: string }>()
  const byKey = new Map<string, number>()
  const writer = new BulkWriter(trx, 'ref_sources', SOURCE_COLUMNS)
  let extraSid = FIRST_EXTRA_SOURCE
  return {
    byId,
    byKey,
    writer,
    add: async (id, key, cls, quality, title, publisher, url, note = '') => {
      byId.set(id, { key, cls })
      byKey.set(key, id)
      await writer.add([id, key, cls, quality, title, publisher, url, note])
    },
    nextExtraId: () => extraSid++,
  }
}

/** empties the seeded reference tables; rows an import added (origin 'import') and their sources stay */
async function clearReferenceTables(trx: Transaction<DB>): Promise<void> {
  await dropReferenceIndexes(trx)
  const imported = await trx.selectFrom('ref_admissions').select('id').where('origin', '<>', 'seed').limit(1).executeTakeFirst()
  const importedPlans = await trx.selectFrom('ref_plans').select('id').where('origin', '<>', 'seed').limit(1).executeTakeFirst()
  const importedTables = await trx.selectFrom('ref_rank_tables').select('id').where('origin', '<>', 'seed').limit(1).executeTakeFirst()
  const importedLines = await trx.selectFrom('ref_batch_lines').select('id').where('origin', '<>', 'seed').limit(1).executeTakeFirst()
  if (imported || importedPlans || importedTables || importedLines) {
    for (const t of ['ref_admissions', 'ref_plans', 'ref_rank_tables', 'ref_batch_lines'] as const) {
      await sql`delete from ${sql.table(t)} where origin = 'seed'`.execute(trx)
    }
    await sql`delete from ref_sources where id < ${FIRST_IMPORT_SOURCE}`.execute(trx)
    await sql`truncate ref_school_majors, ref_majors, ref_schools`.execute(trx)
  } else {
    await sql`truncate ref_rank_rows, ref_rank_tables, ref_admissions, ref_plans, ref_batch_lines, ref_school_majors, ref_majors, ref_schools, ref_sources restart identity`.execute(trx)
  }
}

/** the shared source register (data/sources) and the sources of our own lists */
async function seedSources(_trx: Transaction<DB>, { file, sources }: SeedInput): Promise<void> {
  const addSource = sources.add
  for (const r of await readCsvAll(file('sources'))) {
    const id = toInt(r.sid)
    if (!id) continue
    const raw = r.source_class
    const note = raw === 'exam' ? '考试院表格的第三方图片镜像，按第三方对待' : ''
    await addSource(id, r.source_id, mapSourceClass(raw), r.source_quality ?? '', r.title ?? '', r.publisher ?? '', r.url ?? '', note)
  }
  await addSource(OWN_SOURCE.moeSchools, 'moe-regular-higher-ed-2024', 'official-national', 'moe-list-csv-copy',
    '全国普通高等学校名单（截至2024年6月20日）', '教育部（CSV 转录：stbui/link）', 'https://github.com/stbui/link',
    '1,308 所本科 + 1,560 所专科；省份取自名单分节标题')
  await addSource(OWN_SOURCE.keyUniversities, 'magicdover-china-universities-2026', 'third-party', 'hand-curated-188',
    '188 所重点高校标签（985/211/双一流、类型、建校年份、学科）', 'Magicdover/China-Universities-2026（第三方整理）',
    'https://github.com/Magicdover/China-Universities-2026', '只覆盖 188 所重点高校；名单外学校的标签为「未标注」')
  await addSource(OWN_SOURCE.websites, 'lcandy2-universities-website', 'third-party', 'website-list-2023',
    '高校官网地址（2023 年整理）', 'lcandy2/Chinese-Universities-with-Website（MIT）', 'https://github.com/lcandy2/Chinese-Universities-with-Website',
    '2023 年快照，个别地址可能有误')
  await addSource(OWN_SOURCE.catalog2025, 'moe-undergrad-catalog-2025', 'official-national', 'catalog-copy',
    '普通高等学校本科专业目录（2025年）', '教育部（转录：hrj-11055/gaokao-zhiyuan-agents）', 'https://github.com/hrj-11055/gaokao-zhiyuan-agents',
    '缺 040105 艺术教育；无交叉学科')
  await addSource(OWN_SOURCE.catalog2026, 'moe-undergrad-catalog-2026', 'official-national', 'catalog-copy',
    '普通高等学校本科专业目录（2026年）', '教育部（经阳光高考；转录：liuxusummer/gaokao-advisor）',
    'https://gaokao.chsi.com.cn/gkxx/zcdh/202604/20260428/2293468784.html', '875 个专业，含交叉学科')
}

/** the national list of schools, with the 188 key universities' tags and the websites */
async function seedSchools(trx: Transaction<DB>, { file, counts, reject, schools: schoolList }: SeedInput): Promise<void> {
  const keyRows = new Map<string, CsvRecord>()
  for (const r of await readCsvAll(file('keyUniversities'))) keyRows.set(r.name, r)
  const schoolRecs = await readCsvAll(file('schools'))
  const codeCount = new Map<string, number>()
  for (const r of schoolRecs) codeCount.set(r.national_code5, (codeCount.get(r.national_code5) ?? 0) + 1)
  const schoolW = new BulkWriter(trx, 'ref_schools', SCHOOL_COLUMNS)
  for (const r of schoolRecs) {
    const pid = provinceId(r.province)
    const code = toInt(r.national_code5)
    if (!pid || !code) {
      reject('schools', '省份或院校代码无效')
      continue
    }
    // 国标码 is unique nationally except for 2 codes reused by schools of different provinces
    const id = (codeCount.get(r.national_code5) ?? 0) > 1 ? pid * 100000 + code : code
    const k = keyRows.get(r.name)
    const tags = new Set((k?.tags ?? '').split(';').filter(Boolean))
    const known = !!k
    const flag = (v: string, tag: string) => (known ? v === 'Y' || tags.has(tag) : null)
    schoolList.push({ id, name: r.name, code5: r.national_code5, city: r.city ?? '' })
    await schoolW.add([
      id, r.school_code, r.national_code5, r.name, r.authority ?? '', pid, r.city ?? '', r.level === '专科' ? '专科' : '本科',
      r.is_private === 'Y', flag(r.is_985, '985'), flag(r.is_211, '211'), flag(r.is_double_first_class, '双一流'), known,
      r.school_type || null, r.other_tags ?? '', toInt(r.founded), toNum(r.lng), toNum(r.lat), r.website || null, r.note ?? '',
      k?.name_en || null, k?.abbr || null, k?.double_first_class_disciplines ?? '', k?.assessment4_A_plus ?? '',
      k?.assessment4_A ?? '', k?.assessment4_A_minus ?? '', OWN_SOURCE.moeSchools, known ? OWN_SOURCE.keyUniversities : null,
      r.website ? OWN_SOURCE.websites : null,
    ])
  }
  await schoolW.flush()
  counts.schools = schoolW.written
}

/** the undergraduate catalogues of 2026 and 2025 */
async function seedCatalogue(trx: Transaction<DB>, { file, counts, reject, catalog2026: cat2026 }: SeedInput): Promise<void> {
  const majorW = new BulkWriter(trx, 'ref_majors', MAJOR_COLUMNS)
  for (const r of await readCsvAll(file('catalog2026'))) {
    const code6 = r.code6 || r.major_code.slice(0, 6)
    cat2026.push({ code6, name: r.major_name })
    await majorW.add([2026, r.major_code, code6, r.major_name, code6.slice(0, 2), r.discipline, code6.slice(0, 4), r.major_class,
      r.is_special_T === 'Y', r.is_controlled_K === 'Y', r.note ?? '', OWN_SOURCE.catalog2026])
  }
  const seen2025 = new Set<string>()
  for (const r of await readCsvAll(file('catalog2025'))) {
    const m = /^(\d{6})([TK]*)/.exec(r['专业代码'] ?? '')
    if (!m || seen2025.has(m[1])) {
      reject('catalog2025', `专业代码「${r['专业代码']}」无法解析或重复`)
      continue
    }
    seen2025.add(m[1])
    const name = (r['专业名称'] ?? '').replace(/\s*\d{6}[TK]*$/, '').trim()
    await majorW.add([2025, m[0], m[1], name, r['学科门类代码'], r['学科门类'], r['专业类代码'], r['专业类'],
      m[2].includes('T'), m[2].includes('K'), r['备注'] ?? '', OWN_SOURCE.catalog2025])
  }
  await majorW.flush()
  counts.majors = majorW.written
}

/** the 一分一段 tables (official, and the third-party copies of rank_tables_extra), each checked before it goes in */
async function seedRankTables(trx: Transaction<DB>, { file, counts, reject, log, sources, rankIndex }: SeedInput): Promise<void> {
  const addSource = sources.add
  const sourceByKey = sources.byKey
  const tables = new Map<string, { meta: CsvRecord; rows: Array<RankRow & { line: number }>; extra: boolean }>()
  let line = 1
  for await (const r of readCsv(file('rankTables'))) {
    line++
    const key = [r.province, r.year, r.subject_type, r.rank_category, r.rank_usage, r.rank_scope, r.source_class, r.sid].join('|')
    pushRankRow(tables, key, r, line, false)
  }
  // third-party copies (and one archived official file): the layout of rank_tables_extra, no sid (registered below)
  for (const f of EXTRA_RANK_FILES) {
    line = 1
    for await (const r of readCsv(file(f))) {
      line++
      const key = ['x', r.province, r.year, r.subject_type, r.rank_category, r.rank_usage, r.rank_scope, r.source_repo, r.source_path].join('|')
      pushRankRow(tables, key, r, line, true)
    }
  }
  const tableMetas: Array<{ id: number; pid: number; year: number; st: number | null; usage: string; category: string; scope: string; cls: string; rows: number }> = []
  const rowW = new BulkWriter(trx, 'ref_rank_rows', RANK_ROW_COLUMNS)
  // ids assigned here so that the tables and their rows go in as two bulk writes (imported tables keep theirs)
  const maxId = await sql<{ m: number }>`select coalesce(max(id), 0)::int as m from ref_rank_tables`.execute(trx)
  let nextTableId = Number(maxId.rows[0]?.m ?? 0) + 1
  const pendingTables: Array<{ id: number; values: unknown[]; rows: RankRow[] }> = []
  for (const [, t] of tables) {
    const m = t.meta
    const pid = provinceId(m.province)
    const year = toInt(m.year)
    if (!pid || !year) {
      reject('rankTables', `省份或年份无效：${m.province} ${m.year}`)
      continue
    }
    const rows = closeScoreGaps([...t.rows].sort((a, b) => b.scoreHigh - a.scoreHigh))
    const topGap = rows.length > 0 && rows[0].rankStart > 1
    const problems = validateRankRows(
      rows.map((r) => ({ line: r.line, scoreLow: r.scoreLow, scoreHigh: r.scoreHigh, count: r.count, rankStart: r.rankStart, rankEnd: r.rankEnd })),
      // several official tables do not itemise the first few ranks (山西, 湖北 2026): kept, noted as top_gap
      { allowTopGap: true },
    )
    if (problems.length) {
      for (const p of problems) reject('rankTables', `${m.province}${m.year}${m.subject_type} 第 ${p.line} 行：${p.reason}`)
      log('rank table rejected', { province: m.province, year: m.year, subject: m.subject_type, problems: problems.length })
      continue
    }
    let sid = toInt(m.sid)
    if (t.extra) {
      const key = `extra:${m.source_repo}:${m.source_path}`
      sid = sourceByKey.get(key) ?? null
      if (!sid) {
        sid = sources.nextExtraId()
        // an archived byte-for-byte copy of the authority's own file is the official table; anything re-typed is not
        const official = mapSourceClass(m.source_class) === 'official-provincial'
        await addSource(sid, key, official ? 'official-provincial' : 'third-party',
          official ? 'official-file-archived-copy' : m.source_verified_flag === 'true' ? 'third-party-copy-source-says-verified' : 'third-party-copy',
          `${m.province}${m.year}年一分一段表${official ? '（考试院原表存档）' : '（第三方转录）'}`,
          official ? `${m.province}省级教育招生考试机构（原表存档：${m.source_repo}）` : `${m.source_repo}（第三方整理）`,
          official && m.claimed_source_url ? m.claimed_source_url : `https://github.com/${m.source_repo}`,
          official ? `原表：${m.claimed_source_url || '未注明'}${m.note ? '；' + m.note : ''}` : `转录自 ${m.claimed_source_url || '未注明'}；未与考试院原表核对${m.note ? '；' + m.note : ''}`)
      }
    }
    if (!sid || !sources.byId.has(sid)) {
      reject('rankTables', `${m.province}${m.year}${m.subject_type}：来源 sid 「${m.sid}」不在来源登记表中`)
      continue
    }
    const usage = m.rank_usage || 'general'
    const st = subjectTypeOf(m.subject_type)
    const noteParts: string[] = []
    if (topGap) noteParts.push(`前 ${rows[0].rankStart - 1} 名未逐分列出`)
    if (t.extra && m.note) noteParts.push(m.note)
    const id = nextTableId++
    pendingTables.push({
      id,
      values: [id, pid, year, st, m.subject_type, usage, m.rank_category ?? '', m.rank_scope ?? '', m.policy_bonus_included === 'Y',
        mapSourceClass(m.source_class), sid, rows.length, rows[0].scoreHigh, rows[rows.length - 1].scoreLow, rows[rows.length - 1].rankEnd,
        topGap, noteParts.join('；'), 'seed'],
      rows,
    })
    tableMetas.push({ id, pid, year, st, usage, category: m.rank_category ?? '', scope: m.rank_scope ?? '', cls: mapSourceClass(m.source_class), rows: rows.length })
    if (st !== null) {
      // candidate for the province/year/track default
      const k = rankKey(pid, year, st)
      const cur = rankIndex.get(k)
      const meta = tableMetas[tableMetas.length - 1]
      if (isGeneral(meta) && (!cur || better(meta, tableMetas.find((x) => x.id === cur.id)!))) {
        rankIndex.set(k, { id, table: buildRankTable(rows) })
      }
    }
  }
  const defaults = new Set([...rankIndex.values()].map((d) => d.id))
  const tableW = new BulkWriter(trx, 'ref_rank_tables', RANK_TABLE_COLUMNS)
  for (const t of pendingTables) await tableW.add([...t.values, defaults.has(t.id)])
  await tableW.flush()
  await sql`select setval(pg_get_serial_sequence('ref_rank_tables', 'id'), (select coalesce(max(id), 1) from ref_rank_tables))`.execute(trx)
  for (const t of pendingTables) for (const r of t.rows) await rowW.add([t.id, r.scoreLow, r.scoreHigh, r.count, r.rankStart, r.rankEnd])
  await rowW.flush()
  await sources.writer.flush()
  counts.rank_tables = tableMetas.length
  counts.rank_rows = rowW.written
  // imported tables keep priority over seeded ones of the same key (they are newer, checked official tables)
  await fixDefaultsAfterImport(trx)
}

/** what admission, plan and batch-line rows are matched against (made once, after the rank tables) */
async function rowContextOf(input: SeedInput): Promise<RowContext> {
  input.rowContext ??= {
    schools: new SchoolMatcher(input.schools),
    catalog: new CatalogMatcher(input.catalog2026),
    rankTables: input.rankIndex,
    examMode: examModeIndex(input.root),
    places: await placeNames(input.root),
    origin: 'seed',
  }
  return input.rowContext
}

/** the batch control lines: the shards, with 2026's import file replacing a province-year it covers */
async function seedBatchLines(trx: Transaction<DB>, input: SeedInput): Promise<void> {
  const { file, counts, reject, sources } = input
  const ctx = await rowContextOf(input)
  const lineW = new BulkWriter(trx, 'ref_batch_lines', BATCH_LINE_COLUMNS)
  const lines2026 = await readCsvAll(file('controlLines2026'))
  const replaced = new Set(lines2026.filter((r) => r.province !== '西藏').map((r) => `${r.province}|${r.year}`))
  for (const r of await readCsvAll(file('controlLinesShards'))) {
    if (replaced.has(`${r.province}|${r.year}`)) continue
    const sid = toInt(r.sid)
    if (!sid || !sources.byId.has(sid)) {
      reject('controlLinesShards', '来源 sid 不在来源登记表中')
      continue
    }
    const res = batchLineRow(r, sid, ctx)
    if (res.ok) await lineW.add(res.values)
    else reject('controlLinesShards', res.reason)
  }
  for (const r of lines2026) {
    let sid = sources.byKey.get(r.source_id)
    if (!sid) {
      sid = sources.nextExtraId()
      await sources.add(sid, r.source_id, 'official-provincial', 'control-lines-import-file', `${r.province}${r.year}年普通高校招生录取控制分数线`,
        `${r.province}省级教育招生考试机构`, r.source_url ?? '', r.source_published_at ? `发布日期 ${r.source_published_at}` : '')
    }
    const res = batchLineRow({ ...r, batch: r.batch_or_line, source_class: 'official-provincial' }, sid, ctx)
    if (res.ok) await lineW.add(res.values)
    else reject('controlLines2026', res.reason)
  }
  await lineW.flush()
  await sources.writer.flush()
  counts.batch_lines = lineW.written
}

/** the admission lines (院校 / 专业组 / 专业 / 高职专科) of the chosen provinces, and the 2026 filing lines */
async function seedAdmissions(trx: Transaction<DB>, input: SeedInput): Promise<void> {
  const { file, counts, reject, log, sources, provinceFilter, prefilter } = input
  const ctx = await rowContextOf(input)
  const admW = new BulkWriter(trx, 'ref_admissions', ADMISSION_COLUMNS, 10000, (n) => {
    if (n % 100000 === 0) log('admissions loading', { rows: n })
  })
  const admissionFiles: Array<[DataFile, AdmissionLevel | null, boolean]> = [
    ['institutionLines', 'institution', false],
    ['groupLines', 'group', false],
    ['majorLines', 'major', false],
    ['vocationalLines', null, true],
  ]
  for (const [f, level, vocational] of admissionFiles) {
    for await (const r of readCsv(file(f), { prefilter })) {
      if (provinceFilter && !provinceFilter.has(provinceId(r.province) ?? 0)) continue
      const sid = toInt(r.sid)
      if (!sid || !sources.byId.has(sid)) {
        reject(f, '来源 sid 不在来源登记表中')
        continue
      }
      const res = admissionRow(r, level ?? levelFromMajorName(r.major_name ?? ''), vocational, ctx)
      if (res.ok) await admW.add(res.values)
      else reject(f, res.reason)
    }
  }
  // 2026 filing lines found after the first data pass: no sid in the files; one source per original table
  for (const [f, level] of ADMISSION_2026_FILES) {
    for await (const r of readCsv(file(f), { prefilter })) {
      if (provinceFilter && !provinceFilter.has(provinceId(r.province) ?? 0)) continue
      const src = admission2026Source(r)
      let sid = sources.byKey.get(src.key)
      if (!sid) {
        sid = sources.nextExtraId()
        await sources.add(sid, src.key, src.sourceClass, src.quality, src.title, src.publisher, src.url, src.note)
      }
      const res = admissionRow({ ...r, sid: String(sid) }, level, false, ctx)
      if (res.ok) await admW.add(res.values)
      else reject(f, res.reason)
    }
  }
  await sources.writer.flush()
  await admW.flush()
  counts.admissions = admW.written
}

/** the enrollment plans of the chosen provinces */
async function seedPlans(trx: Transaction<DB>, input: SeedInput): Promise<void> {
  const { file, counts, reject, sources, provinceFilter, prefilter } = input
  const ctx = await rowContextOf(input)
  const planW = new BulkWriter(trx, 'ref_plans', PLAN_COLUMNS)
  for await (const r of readCsv(file('plans'), { prefilter })) {
    if (provinceFilter && !provinceFilter.has(provinceId(r.province) ?? 0)) continue
    const sid = toInt(r.sid)
    if (!sid || !sources.byId.has(sid)) {
      reject('plans', '来源 sid 不在来源登记表中')
      continue
    }
    const res = planRow(r, ctx)
    if (res.ok) await planW.add(res.values)
    else reject('plans', res.reason)
  }
  await planW.flush()
  counts.plans = planW.written
  counts.sources = sources.byId.size
}

async function seedSchoolMajors(trx: Transaction<DB>, { counts }: SeedInput): Promise<void> {
  counts.school_majors = await rebuildSchoolMajors(trx)
}

function pushRankRow(
  tables: Map<string, { meta: CsvRecord; rows: Array<RankRow & { line: number }>; extra: boolean }>,
  key: string,
  r: CsvRecord,
  line: number,
  extra: boolean,
): void {
  let t = tables.get(key)
  if (!t) tables.set(key, (t = { meta: r, rows: [], extra }))
  const score = toNum(r.score)
  const low = toNum(r.score_range_low) ?? score
  const high = toNum(r.score_range_high) ?? score
  const rankEnd = toInt(r.rank_end_cumulative)
  const count = toInt(r.count_at_score)
  const rankStart = toInt(r.rank_start) ?? (rankEnd !== null && count !== null ? rankEnd - count + 1 : null)
  t.rows.push({ line, scoreLow: low ?? NaN, scoreHigh: high ?? NaN, count: count ?? NaN, rankStart: rankStart ?? NaN, rankEnd: rankEnd ?? NaN })
}

/**
 * A copy that left out unreadable score rows (江苏 2024's OCR: PROVENANCE.md §11) has a gap in its scores. What the
 * table still says about the missing scores is their ranks taken together, so they become one band — from the score
 * under the previous row down to the one above the next — without guessing a split:
 * - the next row prints only its cumulative count: it becomes the band, down to its own score;
 * - the next row prints its own count: a band row for the missing scores is put before it.
 */
export function closeScoreGaps<R extends RankRow>(rows: R[]): R[] {
  const out: R[] = []
  for (const r of rows) {
    const prev = out[out.length - 1]
    const gap = prev !== undefined && prev.scoreLow - 1 > r.scoreHigh && Number.isFinite(prev.rankEnd)
    if (gap && Number.isNaN(r.count) && Number.isNaN(r.rankStart) && r.rankEnd > prev.rankEnd) {
      out.push({ ...r, scoreHigh: prev.scoreLow - 1, rankStart: prev.rankEnd + 1, count: r.rankEnd - prev.rankEnd })
    } else if (gap && Number.isFinite(r.rankStart) && r.rankStart > prev.rankEnd + 1) {
      out.push({ ...r, scoreHigh: prev.scoreLow - 1, scoreLow: r.scoreHigh + 1, rankStart: prev.rankEnd + 1, rankEnd: r.rankStart - 1, count: r.rankStart - 1 - prev.rankEnd })
      out.push(r)
    } else out.push(r)
  }
  return out
}

interface TableMeta {
  id: number
  usage: string
  category: string
  scope: string
  cls: string
  rows: number
}

/** a 普通类 table usable for ordinary ranks (广东 2026 publishes 本科/专科 usage tables; 广西 2025 区内/区外 scopes) */
function isGeneral(m: TableMeta): boolean {
  return (m.usage === 'general' || m.usage === 'undergraduate') && !m.category
}

function better(a: TableMeta, b: TableMeta): boolean {
  const score = (m: TableMeta) =>
    (m.cls === 'official-provincial' ? 1000 : 0) + (m.scope ? 0 : 100) + (m.usage === 'general' ? 10 : 0)
  const sa = score(a)
  const sb = score(b)
  return sa !== sb ? sa > sb : a.rows > b.rows
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function fixDefaultsAfterImport(trx: Kysely<any>): Promise<void> {
  // an imported general table becomes the default of its key; the seeded one of that key stops being default
  await sql`
    update ref_rank_tables t set is_default = false
    where t.origin = 'seed' and exists (
      select 1 from ref_rank_tables i where i.origin <> 'seed' and i.is_default
        and i.province_id = t.province_id and i.year = t.year and i.subject_type = t.subject_type)`.execute(trx)
}

/**
 * school–major offers derived from ordinary 专业 admission rows and plans (rebuilt after every import). Sources
 * print one major with half- or full-width brackets and stray spaces (「哲学(珠海)」, 「哲学（珠海）」): they are one
 * offer, named with full-width brackets as Chinese text prints them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function rebuildSchoolMajors(trx: Kysely<any>): Promise<number> {
  await sql`delete from ref_school_majors`.execute(trx)
  const res = await sql`
    insert into ref_school_majors (school_id, major_name, catalog_code, years, provinces, row_count, plan_count, source_class, sid)
    select school_id, translate(regexp_replace(major_name, '[[:space:]\u3000]+', '', 'g'), '()', '（）') as major_key, max(catalog_code),
      array_agg(distinct year order by year), array_agg(distinct province_id order by province_id),
      count(*)::int, coalesce(sum(plan_from_plans), 0)::int,
      (array_agg(source_class order by cls_rank, sid))[1], (array_agg(sid order by cls_rank, sid))[1]
    from (
      select school_id, major_name, catalog_code, year::int as year, province_id::int as province_id, 0 as plan_from_plans, source_class, sid,
        case source_class when 'official-provincial' then 1 when 'school-official' then 2 else 3 end as cls_rank
      from ref_admissions where level = 'major' and not vocational and not is_special and school_id is not null and major_name <> ''
      union all
      select school_id, major_name, catalog_code, year::int, province_id::int, coalesce(plan_count, 0), source_class, sid,
        case source_class when 'official-provincial' then 1 when 'school-official' then 2 else 3 end
      from ref_plans where not is_special and school_id is not null and major_name <> '' and major_name not like '%专业组%'
    ) x
    group by school_id, major_key`.execute(trx)
  return Number(res.numAffectedRows ?? 0)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function setMeta(trx: Kysely<any>, key: string, value: string): Promise<void> {
  await sql`insert into ref_meta (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`.execute(trx)
}

/** servers compare this stamp to reload their in-memory indexes after a seed or an import */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
export async function bumpVersion(trx: Kysely<any>): Promise<void> {
  await setMeta(trx, 'version', `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`)
}

const SOURCE_COLUMNS: Column[] = [
  { name: 'id', type: 'int' },
  { name: 'source_key', type: 'text' },
  { name: 'source_class', type: 'text' },
  { name: 'quality', type: 'text' },
  { name: 'title', type: 'text' },
  { name: 'publisher', type: 'text' },
  { name: 'url', type: 'text' },
  { name: 'note', type: 'text' },
]

const SCHOOL_COLUMNS: Column[] = [
  { name: 'id', type: 'int' },
  { name: 'moe_code', type: 'text' },
  { name: 'code5', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'authority', type: 'text' },
  { name: 'province_id', type: 'smallint' },
  { name: 'city', type: 'text' },
  { name: 'level', type: 'text' },
  { name: 'is_private', type: 'boolean' },
  { name: 'is_985', type: 'boolean' },
  { name: 'is_211', type: 'boolean' },
  { name: 'is_dfc', type: 'boolean' },
  { name: 'tags_known', type: 'boolean' },
  { name: 'school_type', type: 'text' },
  { name: 'other_tags', type: 'text' },
  { name: 'founded', type: 'int' },
  { name: 'lng', type: 'double precision' },
  { name: 'lat', type: 'double precision' },
  { name: 'website', type: 'text' },
  { name: 'note', type: 'text' },
  { name: 'name_en', type: 'text' },
  { name: 'abbr', type: 'text' },
  { name: 'dfc_disciplines', type: 'text' },
  { name: 'assess_a_plus', type: 'text' },
  { name: 'assess_a', type: 'text' },
  { name: 'assess_a_minus', type: 'text' },
  { name: 'sid', type: 'int' },
  { name: 'tag_sid', type: 'int' },
  { name: 'website_sid', type: 'int' },
]

const MAJOR_COLUMNS: Column[] = [
  { name: 'catalog_year', type: 'smallint' },
  { name: 'code', type: 'text' },
  { name: 'code6', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'discipline_code', type: 'text' },
  { name: 'discipline', type: 'text' },
  { name: 'class_code', type: 'text' },
  { name: 'class_name', type: 'text' },
  { name: 'is_t', type: 'boolean' },
  { name: 'is_k', type: 'boolean' },
  { name: 'note', type: 'text' },
  { name: 'sid', type: 'int' },
]

const RANK_TABLE_COLUMNS: Column[] = [
  { name: 'id', type: 'int' },
  { name: 'province_id', type: 'smallint' },
  { name: 'year', type: 'smallint' },
  { name: 'subject_type', type: 'smallint' },
  { name: 'subject_name', type: 'text' },
  { name: 'usage', type: 'text' },
  { name: 'category', type: 'text' },
  { name: 'scope', type: 'text' },
  { name: 'policy_bonus', type: 'boolean' },
  { name: 'source_class', type: 'text' },
  { name: 'sid', type: 'int' },
  { name: 'row_count', type: 'int' },
  { name: 'top_score', type: 'numeric' },
  { name: 'floor_score', type: 'numeric' },
  { name: 'total', type: 'int' },
  { name: 'top_gap', type: 'boolean' },
  { name: 'note', type: 'text' },
  { name: 'origin', type: 'text' },
  { name: 'is_default', type: 'boolean' },
]

const RANK_ROW_COLUMNS: Column[] = [
  { name: 'table_id', type: 'int' },
  { name: 'score_low', type: 'numeric' },
  { name: 'score_high', type: 'numeric' },
  { name: 'count', type: 'int' },
  { name: 'rank_start', type: 'int' },
  { name: 'rank_end', type: 'int' },
]
