/**
 * npm run data:import -- <file.csv|file.xlsx> --kind <score-rank|batch-line|admission|plan> --province <name> --year <y>
 *   [--subject-type 物理类] [--level institution|group|major] [--usage general] [--max-score 750]
 *   [--source-title …] [--source-url …] [--source-publisher …] [--source-class official-provincial|school-official|third-party]
 *
 * Validates every row (progress bar on stderr), then writes all rows in one transaction — or nothing: when
 * any row is rejected it prints each rejected row with its reason and exits with code 1. Uses PostgreSQL when
 * DATABASE_URL is set, else the embedded database in DATA_DIR (stop the server first: PGlite allows one
 * process per data directory).
 */
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { IMPORT_KINDS, importFile, type ImportKind, type ImportOptions } from './importer'
import type { AdmissionLevel } from './rows'
import type { SourceClass } from './classify'

const USAGE = `用法：npm run data:import -- <文件.csv|文件.xlsx> --kind <${IMPORT_KINDS.join('|')}> --province <省份> --year <年份>
  [--subject-type 物理类] [--level institution|group|major] [--usage general] [--max-score 750]
  [--source-title 标题] [--source-url 网址] [--source-publisher 发布者] [--source-class official-provincial|school-official|third-party]`

function parseArgs(argv: string[]): { file?: string; flags: Record<string, string> } {
  const flags: Record<string, string> = {}
  let file: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a.startsWith('--')) {
      const eq = a.indexOf('=')
      if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1)
      else flags[a.slice(2)] = argv[++i] ?? ''
    } else if (!file) file = a
  }
  return { file, flags }
}

function progressBar(): (done: number, total: number, phase: string) => void {
  let last = 0
  const tty = process.stderr.isTTY
  return (done, total, phase) => {
    const now = Date.now()
    if (done < total && now - last < (tty ? 80 : 2000)) return
    last = now
    const pct = total ? Math.min(1, done / total) : 1
    const width = 30
    const bar = '█'.repeat(Math.round(pct * width)).padEnd(width, '░')
    const line = `${phase} [${bar}] ${(pct * 100).toFixed(0).padStart(3)}% ${done}/${total}`
    if (tty) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`)
    else process.stderr.write(`${line}\n`)
  }
}

async function main(): Promise<number> {
  const { file, flags } = parseArgs(process.argv.slice(2))
  if (!file || flags.help !== undefined || !flags.kind || !flags.province || !flags.year) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  if (!IMPORT_KINDS.includes(flags.kind as ImportKind)) {
    process.stderr.write(`--kind 须为 ${IMPORT_KINDS.join(' / ')}\n${USAGE}\n`)
    return 2
  }
  const config = loadConfig(process.env)
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    const opts: ImportOptions = {
      file,
      kind: flags.kind as ImportKind,
      province: flags.province,
      year: Number(flags.year),
      subjectType: flags['subject-type'],
      level: flags.level as AdmissionLevel | undefined,
      usage: flags.usage,
      maxScore: flags['max-score'] ? Number(flags['max-score']) : undefined,
      sourceTitle: flags['source-title'],
      sourceUrl: flags['source-url'],
      sourcePublisher: flags['source-publisher'],
      sourceClass: flags['source-class'] as SourceClass | undefined,
      onProgress: progressBar(),
    }
    const report = await importFile(handle.db, opts)
    const out = process.stdout
    out.write(`数据库：${handle.where}\n文件：${file}（${report.rows} 行，类型 ${report.kind}）\n`)
    for (const w of report.warnings) out.write(`提示：${w}\n`)
    if (report.error) {
      out.write(`导入失败：${report.error}\n未写入任何数据。\n`)
      return 1
    }
    if (report.rejected.length) {
      out.write(`有 ${report.rejected.length} 行未通过校验，未写入任何数据：\n`)
      for (const r of report.rejected.slice(0, 500)) out.write(`  第 ${r.line} 行：${r.reason}\n`)
      if (report.rejected.length > 500) out.write(`  ……另有 ${report.rejected.length - 500} 行\n`)
      return 1
    }
    out.write(`已导入 ${report.written} 行（来源编号 ${report.sourceId}）。运行中的服务器会在数秒内读到新数据。\n`)
    return 0
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`导入出错：${(e as Error).message}\n`)
    process.exit(1)
  },
)
