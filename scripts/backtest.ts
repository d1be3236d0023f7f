/**
 * npm run backtest [-- --year 2025] [-- --history-until 2023] [-- --out pairs.csv] [-- --write-model]
 *
 * Predicts year Y (default 2025) from what was published before its filing and scores the probabilities
 * (server/engine/wish/backtest.ts); prints the report and writes it into docs/backtest.md, one section per kind:
 * - one year ahead (default): admission rows ≤ Y − 1, as a student filing next June has them;
 * - two years ahead (`--history-until Y−2`): admission rows ≤ Y − 2, tables ≤ Y — what a student who sits the exam
 *   next year has today, when the last summer's lines are not yet in our data.
 * The model is fitted on outcome years < Y only (fitModel reads no admission row of Y or later). `--out FILE.csv`
 * writes every pair (`last_year` ≤ the history limit in every row). `--write-model` fits the served model on every
 * outcome year we hold and writes data/rules/wish-model.json (cited data the server loads); the one-year run also
 * writes the summary the app shows (data/rules/wish-backtest.json), the two-year run adds its own part to it.
 */
import fs from 'fs'
import path from 'path'
import { provinceName } from '../server/data/provinces'
import { fitModel } from '../server/engine/wish/fit'
import { CALIBRATION_EDGES, summarise, type CalibrationSummary } from '../server/engine/wish/calibration'
import { forecastAt } from '../server/engine/wish/outcomes'
import { jumpLimitOf, type WishModel } from '../server/engine/wish/model'
import { makePairs, type Pair } from '../server/engine/wish/backtest'
import { wishBatch } from '../server/engine/wish/units'
import { loadBacktestInput } from './backtest-input'
import { renderReport, replaceSection, summaryOf, type Eligible } from './backtest-report'

const root = path.resolve(__dirname, '..')
const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const YEAR = Number(arg('--year') ?? 2025)
const HISTORY_UNTIL = Number(arg('--history-until') ?? YEAR - 1)
const OUT_CSV = arg('--out')
const WRITE_MODEL = args.includes('--write-model')

async function main() {
  if (!Number.isInteger(YEAR) || !Number.isInteger(HISTORY_UNTIL) || HISTORY_UNTIL >= YEAR || HISTORY_UNTIL < YEAR - 3) {
    throw new Error(`--history-until 须在 ${YEAR - 3}–${YEAR - 1} 之间（收到 ${arg('--history-until')}）`)
  }
  const t0 = Date.now()
  const input = await loadBacktestInput(root, log)
  const { records, tables, newExamSince, printed } = input
  const tableKeys = input.tableRefs.map((t) => ({ provinceId: t.provinceId, track: t.track }))
  const years = [...new Set(records.map((r) => r.year))].filter((y) => y < YEAR).sort()
  const t1 = Date.now()
  const calibration = readCalibration()
  const model = fitModel(records, tables, { outcomeYears: years, maxTableYear: YEAR, newExamSince, dataVersion: input.dataVersion, tableKeys, calibration })
  log(`model fitted on outcome years ${years.join(',')} (${model.fittedOn.pairs} pairs) in ${((Date.now() - t1) / 1000).toFixed(1)} s`)

  const forecast = forecastAt(records, tables, {
    year: YEAR,
    historyUntil: HISTORY_UNTIL,
    newExamSince,
    tableKeys,
    jumpLimit: (lr, y) => jumpLimitOf(model, lr, y),
  })
  const pairs = makePairs(forecast, records, printed, model, provinceName)
  const eligible = eligibleRows(input.records, printed, newExamSince)
  const kind = HISTORY_UNTIL === YEAR - 1 ? 'one-year' : 'two-years'
  const report = renderReport({ kind, year: YEAR, historyUntil: HISTORY_UNTIL, pairs, model, eligible, cohort: forecast.ranks.cohort!.decisions() })
  process.stdout.write(report.text)
  const doc = path.join(root, 'docs', 'backtest.md')
  fs.mkdirSync(path.dirname(doc), { recursive: true })
  fs.writeFileSync(doc, replaceSection(fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '', `${kind}-${YEAR}`, report.markdown))
  log(`docs/backtest.md: section ${kind}-${YEAR} written`)
  if (YEAR === 2025) writeSummary(kind, pairs, model)
  writeCalibration(summarise(YEAR, kind, pairs))
  if (OUT_CSV) {
    writePairs(OUT_CSV, pairs)
    log(`${pairs.length} pairs written to ${OUT_CSV}`)
  }
  if (WRITE_MODEL) {
    const all = [...new Set(records.map((r) => r.year))].sort()
    const served = fitModel(records, tables, {
      outcomeYears: all,
      maxTableYear: Math.max(...input.tableRefs.map((t) => t.year)),
      newExamSince,
      dataVersion: input.dataVersion,
      tableKeys,
      calibration: readCalibration(),
    })
    const file = path.join(root, 'data', 'rules', 'wish-model.json')
    fs.writeFileSync(
      file,
      JSON.stringify({ ...served, generatedBy: 'npm run backtest -- --write-model', generatedAt: new Date().toISOString().slice(0, 10) }, null, 1) + '\n',
    )
    log(`served model (outcome years ${all.join(',')}) written to ${path.relative(root, file)}`)
  }
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

/**
 * The rows a backtest of Y could score: official-provincial rows of Y printing their own lowest rank, ordinary (the
 * input holds no special path) and in a wish batch (no supplementary round), counted per province, level and
 * 本科/专科 — the denominator of "scored".
 */
function eligibleRows(records: Parameters<typeof makePairs>[1], printed: ReadonlyMap<number, number>, newExamSince: (p: number) => number | null): Eligible {
  const out: Eligible = new Map()
  for (const r of records) {
    if (r.year !== YEAR || !printed.has(r.rowId)) continue
    if (wishBatch(r, newExamSince(r.provinceId)) === null) continue
    const k = `${provinceName(r.provinceId)}|${r.level}|${r.vocational ? '专科' : '本科'}`
    out.set(k, (out.get(k) ?? 0) + 1)
  }
  return out
}

/**
 * Each backtest's pairs, summarised per province and bin of the raw P (calibration.ts), kept in
 * data/rules/wish-calibration.json for the calibration of LATER years (a model reads only its outcome years' summaries).
 */
const CALIBRATION_FILE = path.join(root, 'data', 'rules', 'wish-calibration.json')
function readCalibration(): CalibrationSummary[] {
  if (!fs.existsSync(CALIBRATION_FILE)) return []
  return (JSON.parse(fs.readFileSync(CALIBRATION_FILE, 'utf8')) as { summaries: CalibrationSummary[] }).summaries
}
function writeCalibration(s: CalibrationSummary) {
  const rest = readCalibration().filter((c) => !(c.targetYear === s.targetYear && c.kind === s.kind))
  const summaries = [...rest, s].sort((a, b) => a.targetYear - b.targetYear || (a.kind < b.kind ? -1 : 1))
  const doc = {
    about:
      '每次回测（npm run backtest）按省份与模型原始概率分箱汇总的结果：[对数, 原始概率之和, 实际录取数]。只用于之后年份的概率校准（server/engine/wish/calibration.ts），某年的预测只读取早于该年的汇总。',
    generatedBy: 'npm run backtest',
    edges: CALIBRATION_EDGES,
    summaries,
  }
  fs.writeFileSync(CALIBRATION_FILE, JSON.stringify(doc).replace(/\{"targetYear"/g, '\n{"targetYear"') + '\n')
  log(`${path.relative(root, CALIBRATION_FILE)}: summary of ${s.kind} ${s.targetYear} written (${s.cells.length} provinces)`)
}

/** the figures the app shows next to its probabilities (Wish/BandConfig → Backtest) */
function writeSummary(kind: 'one-year' | 'two-years', pairs: Pair[], model: WishModel) {
  const file = path.join(root, 'data', 'rules', 'wish-backtest.json')
  const current = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const summary = summaryOf(pairs, model, YEAR, HISTORY_UNTIL)
  const next = kind === 'one-year' ? { ...summary, TwoYearsAhead: current.TwoYearsAhead ?? null } : { ...current, TwoYearsAhead: summary }
  fs.writeFileSync(file, JSON.stringify(next, null, 1) + '\n')
}

function writePairs(file: string, pairs: Pair[]) {
  const head =
    'province,subject_type,batch,level,school_code,school_name,major_group,major_code,major_name,student_rank,last_year,last_rank,predicted_rank,probability,band,method,step,admitted'
  const q = (s: string | number) => {
    const t = String(s)
    return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t
  }
  const lines = [head]
  for (const p of pairs) {
    lines.push(
      [
        p.province,
        p.subjectType,
        p.batch,
        p.level,
        p.schoolCode,
        p.schoolName,
        p.majorGroup,
        p.majorCode,
        p.majorName,
        p.studentRank,
        p.lastYear,
        p.lastRank,
        p.predictedRank,
        p.probability.toFixed(4),
        p.band ?? '',
        p.method,
        p.step,
        p.admitted ? 1 : 0,
      ]
        .map(q)
        .join(','),
    )
  }
  fs.writeFileSync(file, lines.join('\n') + '\n')
}

function log(s: string) {
  process.stderr.write(`[backtest] ${s}\n`)
}

main().catch((e) => {
  console.error(`回测失败：${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  process.exit(1)
})
