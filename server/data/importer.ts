/**
 * Import of a table published by a provincial exam authority (一分一段, 批次线, 投档/录取线, 招生计划)
 * from CSV or XLSX: every row is validated first; if any row is rejected nothing is written and the report
 * lists each rejected row with its reason. Otherwise everything is written in one transaction, the source is
 * registered (re-importing the same source replaces its rows), and servers pick the data up through the
 * reference version stamp.
 */
import path from 'path'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/tables'
import { validateRankRows, type RankRowInput } from '../engine/rank'
import { BulkWriter } from './bulk'
import { mapSourceClass, subjectTypeOf, toInt, type SourceClass } from './classify'
import { readCsvAll, type CsvRecord } from './csv'
import { examModeIndex, placeNames } from './province-facts'
import { provinceId, provinceName } from './provinces'
import {
  ADMISSION_COLUMNS,
  BATCH_LINE_COLUMNS,
  CatalogMatcher,
  PLAN_COLUMNS,
  SchoolMatcher,
  admissionRow,
  batchLineRow,
  planRow,
  rankKey,
  type AdmissionLevel,
  type RankTableIndex,
  type RowContext,
} from './rows'
import { FIRST_IMPORT_SOURCE, bumpVersion, fixDefaultsAfterImport, rebuildSchoolMajors } from './seed-reference'
import { buildRankTable } from '../engine/rank'

export type ImportKind = 'score-rank' | 'batch-line' | 'admission' | 'plan'
export const IMPORT_KINDS: ImportKind[] = ['score-rank', 'batch-line', 'admission', 'plan']

export interface ImportOptions {
  file: string
  kind: ImportKind
  province: string
  year: number
  subjectType?: string
  /** admission rows: institution / group / major (default: from a 层级 column, else major) */
  level?: AdmissionLevel
  /** rank tables: general (default), undergraduate, vocational, art, sports … */
  usage?: string
  sourceTitle?: string
  sourceUrl?: string
  sourcePublisher?: string
  sourceClass?: SourceClass
  /** top of the score scale for "X 分及以上" bands (750; 上海 660; 海南 900) */
  maxScore?: number
  onProgress?: (done: number, total: number, phase: string) => void
}

export interface RejectedRow {
  line: number
  reason: string
}

export interface ImportReport {
  ok: boolean
  kind: ImportKind
  file: string
  rows: number
  written: number
  rejected: RejectedRow[]
  warnings: string[]
  sourceId: number | null
  /** a fatal problem with the file itself (missing column, unknown province …) */
  error?: string
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** header aliases (published tables use Chinese headers) → the data files' column names */
const ALIASES: Record<string, string[]> = {
  year: ['year', '年份', '年度'],
  province: ['province', '省份', '生源地', '省市'],
  subject_type: ['subject_type', '科类', '类别', '科目类别', '首选科目', '选科类别'],
  score: ['score', '分数', '分数段', '成绩', '总分', '分值'],
  count_at_score: ['count_at_score', 'count', '本段人数', '人数', '本段', '同分人数', '该分数人数'],
  rank_end_cumulative: ['rank_end_cumulative', 'cumulative', '累计人数', '累计', '累计人数（位次）', '累计位次', '位次'],
  rank_start: ['rank_start', '起始位次'],
  score_range_low: ['score_range_low', '分数下限'],
  score_range_high: ['score_range_high', '分数上限'],
  batch: ['batch', 'batch_or_line', '批次', '录取批次', '批次名称', '线别'],
  min_score: ['min_score', '最低分', '分数线', '投档线', '最低投档分', '投档最低分', '录取最低分', '控制线', '投档分数线'],
  culture_score_line: ['culture_score_line', '文化分数线', '文化课控制线'],
  professional_min_score: ['professional_min_score', '专业分数线', '专业课控制线'],
  route_kind: ['route_kind'],
  control_line_kind: ['control_line_kind', '线类型'],
  school_code: ['school_code', '院校代码', '院校代号', '学校代码', '学校代号'],
  school_name: ['school_name', '院校名称', '学校名称', '院校', '学校'],
  major_group: ['major_group', '专业组', '院校专业组', '专业组代码', '专业组名称', '院校专业组代码'],
  major_code: ['major_code', '专业代码', '专业代号'],
  major_name: ['major_name', '专业名称', '专业', '招生专业'],
  elective_requirement: ['elective_requirement', '选科要求', '再选科目要求', '选考科目要求', '科目要求'],
  plan_count: ['plan_count', '计划数', '招生计划', '计划人数', '计划', '投档计划数'],
  admitted_count: ['admitted_count', '录取人数', '投档人数', '实际投档人数'],
  avg_score: ['avg_score', '平均分'],
  max_score: ['max_score', '最高分'],
  min_rank_end: ['min_rank_end', 'min_rank', '最低位次', '最低分位次', '投档最低位次', '最低排名', '最低排位', '投档最低排位'],
  min_rank_start: ['min_rank_start'],
  tuition: ['tuition', '学费', '收费标准'],
  level: ['level', '层级'],
  formal_scope: ['formal_scope'],
}

const aliasOf = new Map<string, string>()
for (const [col, names] of Object.entries(ALIASES)) for (const n of names) aliasOf.set(n.toLowerCase(), col)

function normaliseRecord(rec: Record<string, string>): CsvRecord {
  const out: CsvRecord = {}
  for (const [k, v] of Object.entries(rec)) {
    const key = aliasOf.get(k.trim().toLowerCase().replace(/\s+/g, '')) ?? k.trim()
    if (!(key in out) || !out[key]) out[key] = String(v ?? '').trim()
  }
  return out
}

async function readXlsx(file: string): Promise<Array<{ line: number; rec: CsvRecord }>> {
  const ExcelJS = (await import('exceljs')).default
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(file)
  const ws = wb.worksheets[0]
  if (!ws) return []
  const text = (v: unknown): string => {
    if (v === null || v === undefined) return ''
    if (typeof v === 'object') {
      const o = v as { text?: string; result?: unknown; richText?: Array<{ text: string }> }
      if (o.richText) return o.richText.map((r) => r.text).join('')
      if (o.text !== undefined) return String(o.text)
      // a formula cell: its value, which may itself be a rich value or an error object
      if (o.result !== undefined) return text(o.result)
      if (v instanceof Date) return v.toISOString().slice(0, 10)
      // anything else ExcelJS hands out (an error value, a hyperlink): written out, never "[object Object]"
      return JSON.stringify(v)
    }
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v)
    return typeof v === 'string' ? v : ''
  }
  let header: string[] | null = null
  const out: Array<{ line: number; rec: CsvRecord }> = []
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    const values = (row.values as unknown[]).slice(1).map(text)
    if (!header) {
      // an exam authority's sheet starts with its title (「山东省2026年普通类常规批第1次志愿投档情况」) and notes:
      // the header is the first row that names at least two columns we know
      if (values.filter((v) => aliasOf.has(v.trim().toLowerCase().replace(/\s+/g, ''))).length >= 2) header = values.map((h) => h.trim())
      return
    }
    const rec: Record<string, string> = {}
    header.forEach((h, i) => (rec[h] = values[i] ?? ''))
    out.push({ line: n, rec: normaliseRecord(rec) })
  })
  return out
}

export async function readTable(file: string): Promise<Array<{ line: number; rec: CsvRecord }>> {
  if (/\.xlsx$/i.test(file)) return readXlsx(file)
  if (!/\.csv(\.gz)?$/i.test(file)) throw new Error('只支持 .csv、.csv.gz 或 .xlsx 文件')
  const rows = await readCsvAll(file)
  // line numbers as a spreadsheet shows them: header is line 1
  return rows.map((rec, i) => ({ line: i + 2, rec: normaliseRecord(rec) }))
}

/** "700" → [700,700]; "690-699" → [690,699]; "700及以上"/"≥700" → [700,max]; "100以下" → [0,99] */
export function parseScoreCell(raw: string, maxScore: number): [number, number] | null {
  const t = raw.replace(/\s+/g, '').replace(/分/g, '')
  if (!t) return null
  let m = /^(\d+(?:\.\d+)?)$/.exec(t)
  if (m) return [Number(m[1]), Number(m[1])]
  m = /^(\d+(?:\.\d+)?)[-－—–~～至](\d+(?:\.\d+)?)$/.exec(t)
  if (m) {
    const a = Number(m[1])
    const b = Number(m[2])
    return [Math.min(a, b), Math.max(a, b)]
  }
  m = /^(?:≥|>=)(\d+(?:\.\d+)?)$/.exec(t) ?? /^(\d+(?:\.\d+)?)(?:及以上|以上)$/.exec(t)
  if (m) return [Number(m[1]), maxScore]
  m = /^(\d+(?:\.\d+)?)(?:及以下)$/.exec(t)
  if (m) return [0, Number(m[1])]
  m = /^(?:<|＜)(\d+(?:\.\d+)?)$/.exec(t) ?? /^(\d+(?:\.\d+)?)以下$/.exec(t)
  if (m) return [0, Number(m[1]) - 1]
  return null
}

// ---------------------------------------------------------------------------------------------------

export async function importFile(db: Kysely<DB>, opts: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = { ok: false, kind: opts.kind, file: opts.file, rows: 0, written: 0, rejected: [], warnings: [], sourceId: null }
  const pid = provinceId(opts.province)
  if (!pid) return { ...report, error: `省份「${opts.province}」无法识别（请用 广东、广东省 或 44）` }
  if (!IMPORT_KINDS.includes(opts.kind)) return { ...report, error: `--kind 须为 ${IMPORT_KINDS.join(' / ')}` }
  if (!Number.isInteger(opts.year) || opts.year < 2000 || opts.year > 2100) return { ...report, error: `年份「${opts.year}」无效` }
  if (opts.subjectType !== undefined && subjectTypeOf(opts.subjectType) === null && opts.kind === 'score-rank' && !opts.usage) {
    report.warnings.push(`科类「${opts.subjectType}」不是 历史类/物理类/文科/理科/综合，表将不作为普通类默认表`)
  }
  let rows: Array<{ line: number; rec: CsvRecord }>
  try {
    rows = await readTable(opts.file)
  } catch (e) {
    return { ...report, error: `无法读取文件：${(e as Error).message}` }
  }
  report.rows = rows.length
  if (!rows.length) return { ...report, error: '文件中没有数据行' }
  const pName = provinceName(pid)
  for (const r of rows) {
    // the command line fixes province and year; a row that says otherwise is a mistake
    if (r.rec.province && provinceId(r.rec.province) !== pid) r.rec.__bad = `省份「${r.rec.province}」与 --province ${pName} 不符`
    if (r.rec.year && toInt(r.rec.year) !== opts.year) r.rec.__bad = `年份「${r.rec.year}」与 --year ${opts.year} 不符`
    r.rec.province = pName
    r.rec.year = String(opts.year)
    if (opts.subjectType && !r.rec.subject_type) r.rec.subject_type = opts.subjectType
  }
  const cls = opts.sourceClass ?? 'official-provincial'
  const kindName = { 'score-rank': '一分一段表', 'batch-line': '批次线', admission: '投档/录取线', plan: '招生计划' }[opts.kind]
  const title = opts.sourceTitle ?? `${pName}${opts.year}年${kindName}（导入：${path.basename(opts.file)}）`
  const sourceKey = `import:${opts.kind}:${pid}:${opts.year}:${opts.subjectType ?? ''}:${opts.usage ?? ''}:${opts.level ?? ''}:${title}`

  if (opts.kind === 'score-rank') return importRankTables(db, opts, pid, rows, report, { cls, title, sourceKey })

  // rows of the other kinds are checked one by one against the same rules the seed uses
  const schools = await db.selectFrom('ref_schools').select(['id', 'name', 'code5', 'city']).execute()
  const majors = await db.selectFrom('ref_majors').select(['code6', 'name']).where('catalog_year', '=', 2026).execute()
  const rankTables: RankTableIndex = new Map()
  if (opts.kind === 'admission') {
    const metas = await db.selectFrom('ref_rank_tables').select(['id', 'subject_type']).where('province_id', '=', pid).where('year', '=', opts.year).where('is_default', '=', true).execute()
    for (const m of metas) {
      if (m.subject_type === null) continue
      const rr = await db.selectFrom('ref_rank_rows').selectAll().where('table_id', '=', m.id).execute()
      rankTables.set(rankKey(pid, opts.year, m.subject_type), {
        id: m.id,
        table: buildRankTable(rr.map((r) => ({ scoreLow: Number(r.score_low), scoreHigh: Number(r.score_high), count: r.count, rankStart: r.rank_start, rankEnd: r.rank_end }))),
      })
    }
  }
  const ctx: RowContext = {
    schools: new SchoolMatcher(schools),
    catalog: new CatalogMatcher(majors),
    rankTables,
    examMode: examModeIndex(),
    places: await placeNames(),
    defaultSid: -1,
    defaultSourceClass: cls,
    origin: 'import',
  }
  const good: unknown[][] = []
  let i = 0
  for (const { line, rec } of rows) {
    opts.onProgress?.(++i, rows.length, '校验')
    if (rec.__bad) {
      report.rejected.push({ line, reason: rec.__bad })
      continue
    }
    rec.source_class = cls
    rec.sid = ''
    let res
    if (opts.kind === 'batch-line') {
      res = batchLineRow(rec, -1, ctx)
    } else if (opts.kind === 'plan') {
      if (!rec.major_name && !rec.major_group) res = { ok: false as const, reason: '专业名称与专业组都为空' }
      else res = planRow(rec, ctx)
    } else {
      // an admission table's 「位次」 column is the unit's lowest rank (a rank table's is its cumulative count)
      if (!rec.min_rank_end && rec.rank_end_cumulative) rec.min_rank_end = rec.rank_end_cumulative
      const level = (opts.level ?? levelOf(rec.level))
      if (!level) res = { ok: false as const, reason: `层级「${rec.level}」须为 institution/group/major（院校/专业组/专业）` }
      else if (!rec.min_score && !rec.min_rank_end) res = { ok: false as const, reason: '最低分与最低位次都为空' }
      else res = admissionRow({ ...rec, major_name: rec.major_name || (level === 'group' ? '院校专业组投档线' : level === 'institution' ? '院校投档线' : '') }, level, false, ctx)
    }
    if (res.ok) good.push(res.values)
    else report.rejected.push({ line, reason: res.reason })
  }
  if (report.rejected.length) return report
  const unmatched = opts.kind === 'batch-line' ? 0 : good.filter((v) => v[opts.kind === 'plan' ? 5 : 7] === null).length
  if (unmatched) report.warnings.push(`${unmatched} 行的院校名称未能对应到教育部名单中的学校（仍会导入，按原名显示）`)

  const table = opts.kind === 'batch-line' ? 'ref_batch_lines' : opts.kind === 'plan' ? 'ref_plans' : 'ref_admissions'
  const columns = opts.kind === 'batch-line' ? BATCH_LINE_COLUMNS : opts.kind === 'plan' ? PLAN_COLUMNS : ADMISSION_COLUMNS
  const sidIndex = columns.findIndex((c) => c.name === 'sid')
  await db.transaction().execute(async (trx) => {
    await importLock(trx)
    const sid = await registerSource(trx, sourceKey, cls, title, opts)
    report.sourceId = sid
    await sql`delete from ${sql.table(table)} where sid = ${sid}`.execute(trx)
    const w = new BulkWriter(trx, table, columns, 5000, (n) => opts.onProgress?.(n, good.length, '写入'))
    for (const v of good) {
      v[sidIndex] = sid
      await w.add(v)
    }
    await w.flush()
    report.written = w.written
    if (opts.kind !== 'batch-line') await rebuildSchoolMajors(trx)
    await bumpVersion(trx)
  })
  report.ok = true
  return report
}

function levelOf(raw: string | undefined): AdmissionLevel | null {
  const t = (raw ?? '').trim()
  if (!t || t === 'major' || t === '专业') return 'major'
  if (t === 'group' || t === '专业组' || t === '院校专业组') return 'group'
  if (t === 'institution' || t === '院校') return 'institution'
  return null
}

/**
 * Imports run one at a time (two operators, or two instances, importing at once): a new source's id is the largest
 * import id + 1, and the school–major table is rebuilt from everything — both read what the other is writing.
 */
async function importLock(trx: Kysely<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(727101)`.execute(trx)
}

async function registerSource(trx: Kysely<DB>, key: string, cls: SourceClass, title: string, opts: ImportOptions): Promise<number> {
  const existing = await trx.selectFrom('ref_sources').select('id').where('source_key', '=', key).executeTakeFirst()
  if (existing) {
    await trx
      .updateTable('ref_sources')
      .set({ source_class: cls, title, publisher: opts.sourcePublisher ?? '', url: opts.sourceUrl ?? '' })
      .where('id', '=', existing.id)
      .execute()
    return existing.id
  }
  const max = await sql<{ m: number }>`select coalesce(max(id), ${FIRST_IMPORT_SOURCE - 1})::int as m from ref_sources where id >= ${FIRST_IMPORT_SOURCE}`.execute(trx)
  const id = Number(max.rows[0].m) + 1
  await trx
    .insertInto('ref_sources')
    .values({
      id,
      source_key: key,
      source_class: cls,
      quality: 'imported-with-validation',
      title,
      publisher: opts.sourcePublisher ?? `${provinceName(provinceId(opts.province))}省级教育招生考试机构`,
      url: opts.sourceUrl ?? '',
      note: `由 npm run data:import 导入：${path.basename(opts.file)}`,
    })
    .execute()
  return id
}

async function importRankTables(
  db: Kysely<DB>,
  opts: ImportOptions,
  pid: number,
  rows: Array<{ line: number; rec: CsvRecord }>,
  report: ImportReport,
  src: { cls: SourceClass; title: string; sourceKey: string },
): Promise<ImportReport> {
  const first = rows[0].rec
  if (!('score' in first) && !('score_range_high' in first)) return { ...report, error: '缺少「分数」列' }
  if (!('rank_end_cumulative' in first)) return { ...report, error: '缺少「累计人数」列（一分一段表必须有累计人数，用来核对本段人数）' }
  if (!('count_at_score' in first)) return { ...report, error: '缺少「本段人数」列' }
  const maxScore = opts.maxScore ?? (pid === 46 ? 900 : pid === 31 ? 660 : 750)
  // one table per 科类 in the file
  const bySubject = new Map<string, Array<RankRowInput>>()
  let i = 0
  for (const { line, rec } of rows) {
    opts.onProgress?.(++i, rows.length, '校验')
    if (rec.__bad) {
      report.rejected.push({ line, reason: rec.__bad })
      continue
    }
    const subject = (rec.subject_type ?? '').trim()
    if (!subject) {
      report.rejected.push({ line, reason: '缺少科类（在文件中加「科类」列或用 --subject-type 指定）' })
      continue
    }
    let range: [number, number] | null = null
    if (rec.score_range_low || rec.score_range_high) {
      const lo = Number(rec.score_range_low || rec.score)
      const hi = Number(rec.score_range_high || rec.score)
      range = Number.isFinite(lo) && Number.isFinite(hi) ? [lo, hi] : null
    } else range = parseScoreCell(rec.score ?? '', maxScore)
    if (!range) {
      report.rejected.push({ line, reason: `分数「${rec.score ?? ''}」无法识别` })
      continue
    }
    if (range[1] > maxScore) {
      report.rejected.push({ line, reason: `分数 ${range[1]} 超过满分 ${maxScore}` })
      continue
    }
    const count = toInt(rec.count_at_score)
    const rankEnd = toInt(rec.rank_end_cumulative)
    if (count === null || rankEnd === null) {
      report.rejected.push({ line, reason: `本段人数「${rec.count_at_score ?? ''}」或累计人数「${rec.rank_end_cumulative ?? ''}」不是整数` })
      continue
    }
    const rankStart = toInt(rec.rank_start) ?? (count === 0 ? rankEnd : rankEnd - count + 1)
    let list = bySubject.get(subject)
    if (!list) bySubject.set(subject, (list = []))
    list.push({ line, scoreLow: range[0], scoreHigh: range[1], count, rankStart, rankEnd })
  }
  for (const [subject, list] of bySubject) {
    // printed tables go from the top score down; accept a file sorted the other way round
    if (list.length > 1 && (list[0].scoreHigh ?? 0) < (list[list.length - 1].scoreHigh ?? 0)) {
      list.reverse()
      report.warnings.push(`${subject}：文件按分数升序排列，已按降序核对`)
    }
    if (list.length && (list[0].rankStart ?? 1) > 1) report.warnings.push(`${subject}：首行起始位次为 ${list[0].rankStart}，前 ${(list[0].rankStart ?? 1) - 1} 名未逐分列出`)
    for (const p of validateRankRows(list, { allowTopGap: true })) report.rejected.push({ line: p.line, reason: `${subject}：${p.reason}` })
  }
  report.rejected.sort((a, b) => a.line - b.line)
  if (report.rejected.length) return report

  const usage = opts.usage ?? 'general'
  await db.transaction().execute(async (trx) => {
    await importLock(trx)
    const sid = await registerSource(trx, src.sourceKey, src.cls, src.title, opts)
    report.sourceId = sid
    let written = 0
    for (const [subject, list] of bySubject) {
      const st = subjectTypeOf(subject)
      // re-importing the same table replaces it
      await sql`delete from ref_rank_tables where origin = 'import' and province_id = ${pid} and year = ${opts.year}
        and subject_name = ${subject} and usage = ${usage} and category = '' and scope = ''`.execute(trx)
      const isDefault = st !== null && (usage === 'general' || usage === 'undergraduate')
      if (isDefault) {
        await trx.updateTable('ref_rank_tables').set({ is_default: false }).where('province_id', '=', pid).where('year', '=', opts.year).where('subject_type', '=', st).execute()
      }
      const ins = await trx
        .insertInto('ref_rank_tables')
        .values({
          province_id: pid,
          year: opts.year,
          subject_type: st,
          subject_name: subject,
          usage,
          category: '',
          scope: '',
          is_default: isDefault,
          policy_bonus: false,
          source_class: mapSourceClass(src.cls),
          sid,
          row_count: list.length,
          top_score: list[0].scoreHigh as number,
          floor_score: list[list.length - 1].scoreLow as number,
          total: list[list.length - 1].rankEnd as number,
          top_gap: (list[0].rankStart ?? 1) > 1,
          note: `导入：${path.basename(opts.file)}`,
          origin: 'import',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const w = new BulkWriter(trx, 'ref_rank_rows', [
        { name: 'table_id', type: 'int' },
        { name: 'score_low', type: 'numeric' },
        { name: 'score_high', type: 'numeric' },
        { name: 'count', type: 'int' },
        { name: 'rank_start', type: 'int' },
        { name: 'rank_end', type: 'int' },
      ], 5000, (n) => opts.onProgress?.(written + n, rows.length, '写入'))
      for (const r of list) await w.add([ins.id, r.scoreLow, r.scoreHigh, r.count, r.rankStart, r.rankEnd])
      await w.flush()
      written += w.written
    }
    await fixDefaultsAfterImport(trx)
    await bumpVersion(trx)
    report.written = written
  })
  report.ok = true
  return report
}


