/**
 * npm run backtest [-- --year 2025] [-- --out pairs.csv] [-- --write-model]
 *
 * Predicts year Y (default 2025) from what was published before its filing and scores the probabilities
 * (server/engine/wish/backtest.ts); prints the tables and writes them to docs/backtest.md.
 * `--out FILE.csv` also writes every pair. `--write-model` fits the served model on every outcome year we hold
 * and writes it to data/rules/wish-model.json (cited data the server loads).
 *
 * Data: the embedded database in .data/backtest (seeded with the full real data on first use, ~30 s), or
 * DATABASE_URL when set.
 */
import fs from 'fs'
import path from 'path'
import { buildApp } from '../server/app'
import type { Database } from '../server/db/database'
import { provinceName } from '../server/data/provinces'
import { ReferenceStore } from '../server/modules/lookup/store'
import { loadAdmissionRecords, tableSetFromSnapshot } from '../server/modules/wish/queries'
import { anchorIndex, fitModel, residualsFor, tablesUpTo } from '../server/engine/wish/fit'
import { buildUnits, type AdmissionRecord } from '../server/engine/wish/units'
import {
  makePairs,
  reliabilityByBand,
  reliabilityByDecile,
  score,
  type OutcomeRow,
  type Pair,
  type ReliabilityRow,
  type Scores,
} from '../server/engine/wish/backtest'
import { BANDS } from '../server/engine/wish/bands'
import type { WishModel } from '../server/engine/wish/model'
import type { TableSet } from '../server/engine/wish/ranks'

const root = path.resolve(__dirname, '..')
const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const YEAR = Number(arg('--year') ?? 2025)
const OUT_CSV = arg('--out')
const WRITE_MODEL = args.includes('--write-model')

async function main() {
  const t0 = Date.now()
  const dataDir = process.env.BACKTEST_DATA_DIR ?? path.join(root, '.data', 'backtest')
  log(`opening ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir} (the first use seeds the full real data, ~30 s) …`)
  // the whole server's start-up (migrations, every module's seed) without listening: the same data the API serves
  const app = await buildApp({ config: { dataDir, env: 'development', logLevel: 'warn', h5Dir: path.join(dataDir, 'no-h5') } })
  const db = app.ctx.db
  try {
    const snap = await new ReferenceStore(db, 0).get()
    const tables = tableSetFromSnapshot(snap)
    const provinces = await db.selectFrom('provinces').select(['id', 'new_exam_since']).execute()
    const reform = new Map(provinces.map((p) => [p.id, p.new_exam_since]))
    const newExamSince = (id: number) => reform.get(id) ?? null
    const records = await loadAdmissionRecords(db, null)
    const printed = await printedRanks(db, YEAR)
    log(`${records.length} admission rows, ${snap.tables.length} rank tables loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`)

    const tableKeys = snap.tables
      .filter((m) => m.is_default && m.subject_type !== null)
      .map((m) => ({ provinceId: m.province_id, track: m.subject_type as number }))
    const years = [...new Set(records.map((r) => r.year))].filter((y) => y < YEAR).sort()
    const t1 = Date.now()
    const model = fitModel(records, tables, { outcomeYears: years, maxTableYear: YEAR, newExamSince, dataVersion: snap.version.slice(0, 8), tableKeys })
    log(`model fitted on outcome years ${years.join(',')} (${model.fittedOn.pairs} pairs) in ${((Date.now() - t1) / 1000).toFixed(1)} s`)

    const pairs = backtestPairs(records, printed, tables, model, newExamSince)
    const report = render(pairs, model)
    process.stdout.write(report.text)
    fs.mkdirSync(path.join(root, 'docs'), { recursive: true })
    fs.writeFileSync(path.join(root, 'docs', 'backtest.md'), report.markdown)
    log(`docs/backtest.md written`)
    writeSummary(pairs, model)
    if (OUT_CSV) {
      writePairs(OUT_CSV, pairs)
      log(`${pairs.length} pairs written to ${OUT_CSV}`)
    }
    if (WRITE_MODEL) {
      const all = [...new Set(records.map((r) => r.year))].sort()
      const served = fitModel(records, tables, {
        outcomeYears: all,
        maxTableYear: Math.max(...snap.tables.map((t) => t.year)),
        newExamSince,
        dataVersion: snap.version.slice(0, 8),
        tableKeys,
      })
      const file = path.join(root, 'data', 'rules', 'wish-model.json')
      fs.writeFileSync(
        file,
        JSON.stringify({ ...served, generatedBy: 'npm run backtest -- --write-model', generatedAt: new Date().toISOString().slice(0, 10) }, null, 1) + '\n',
      )
      log(`served model (outcome years ${all.join(',')}) written to ${path.relative(root, file)}`)
    }
    log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  } finally {
    await app.close()
  }
}

/** rows of `year` whose lowest rank is printed in data/ (not computed by our seed), by row id */
async function printedRanks(db: Database, year: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ref_admissions')
    .select(['id', 'min_rank'])
    .where('year', '=', year)
    .where('source_class', '=', 'official-provincial')
    .where('is_special', '=', false)
    .where('min_rank', 'is not', null)
    .where('rank_table_id', 'is', null)
    .execute()
  return new Map(rows.map((r) => [r.id, r.min_rank as number]))
}

export function backtestPairs(
  records: AdmissionRecord[],
  printed: Map<number, number>,
  tables: TableSet,
  model: WishModel,
  newExamSince: (p: number) => number | null,
): Pair[] {
  const visible = tablesUpTo(tables, YEAR)
  const history = records.filter((r) => r.year < YEAR)
  const units = buildUnits(history, {
    targetYear: YEAR,
    newExamSince,
    ranks: { tables: visible, anchors: anchorIndex(history, visible), targetYear: YEAR },
    cohortYear: (p, t) => (visible.get(p, YEAR, t) ? YEAR : 0),
  })
  const outcomes: OutcomeRow[] = records
    .filter((r) => r.year === YEAR && printed.has(r.rowId))
    .map((r) => ({ record: r, provinceName: provinceName(r.provinceId), minRankEnd: printed.get(r.rowId)! }))
  return makePairs(outcomes, units, model, visible, YEAR, newExamSince)
}

// ---------------------------------------------------------------------------------------------------
// Report

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '—')
const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : '—')

const RULES: Array<[string, (p: Pair) => number | null]> = [
  ['ours', (p) => p.probability],
  ['(a) last-year rank', (p) => p.peerLastYear],
  ['(b) rank-ratio bands', (p) => p.peerRatio],
  ['(c) score-gap steps', (p) => p.peerScoreGap],
]

function render(pairs: Pair[], model: WishModel): { text: string; markdown: string } {
  const md: string[] = []
  const txt: string[] = []
  const both = (s: string) => {
    md.push(s)
    txt.push(s)
  }
  md.push(`# Backtest of the admission probability (${YEAR})`)
  md.push('')
  md.push(
    `Generated by \`npm run backtest\` on ${new Date().toISOString().slice(0, 10)}. Prediction of ${YEAR} from what was published before its filing: admission rows of years < ${YEAR} and the 一分一段 tables of years ≤ ${YEAR} — never a ${YEAR} admission line. ` +
      `Units: every ${YEAR} \`official-provincial\` row of data/ with a printed lowest rank whose unit (province, track, batch, level, school, group code or major name) has history. ` +
      `Students at ${'0.6, 0.7, 0.8, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2, 1.35, 1.5'} × the unit's latest history rank; admitted iff student rank ≤ the row's printed lowest rank.`,
  )
  md.push('')
  md.push(
    `Model: \`${model.version}\`, ν = ${model.nu}, weights ${JSON.stringify(model.weights)}, scales (1 year) ${JSON.stringify(model.scaleOneYear)}, (2+ years) ${JSON.stringify(model.scaleMultiYear)} by predicted rank ${JSON.stringify(model.bucketEdges)}, common share ${model.commonShare}; placement errors (bias/spread, log rank) by transition — unscaled: ${fmtErr(model.transitions.cohort)}; same-score: ${fmtErr(model.transitions.sameScore)}; pooled ${model.fallback.cohort.bias}/${model.fallback.cohort.spread} and ${model.fallback.sameScore.bias}/${model.fallback.sameScore.spread}; anchor curves ±${model.anchorSpread}. ${model.fittedOn.note}`,
  )
  md.push('')
  md.push('## The model in brief')
  md.push('')
  md.push(
    [
      "- A unit (院校专业组, 专业+院校 or 院校, per the province's fill mode) is matched across years by province, track, batch, level, school name and group code or major name (server/engine/wish/keys.ts).",
      "- Each history year's lowest rank is taken as printed, else placed from the lowest score by that year's 一分一段 table, else by a monotone curve through other rows of the same year that print both a score and a rank (anchors), else by the next year's table (等分法). Ranks are carried to the target year's cohort by the ratio of the two tables' cumulative counts.",
      "- The prediction is a recency-weighted geometric mean of the carried ranks; the error of ln(rank) is Student t with ν and a scale per rank level, fitted by maximum likelihood on year-to-year changes published before the target year; placements by 等分法 or without a table to scale them add the bias and spread such placements showed between consecutive published tables; a school's own site (单校口径) adds its measured extra scatter.",
      "- P(admitted) = P(this year's lowest rank ≥ the start of the student's score band). Bands: " +
        BANDS.map((b) => `${b.band} ${b.min}–${Math.min(100, b.max)}%`).join(', ') +
        ". A whole table's outcome uses a one-factor model so that its rows move together.",
    ].join('\n'),
  )
  md.push('')
  md.push('## Honest limits')
  md.push('')
  md.push(
    [
      `- Every number the model uses is fitted on data published before ${YEAR}'s filing. Its structure was not: while building it we looked at this backtest and changed the structure — anchor curves that contradict themselves are refused; the student is compared from the start of their score band; the unit scale's level is taken from pairs whose rows both come from provincial tables, the tail shape from all pairs; school-site history gets its own scatter. Each change has a reason independent of ${YEAR}, but choosing among them while seeing ${YEAR} may flatter the result a little. The next year's backtest is the real test.`,
      "- History is short: most units have one or two years, so a unit's own volatility is borrowed from comparable units (same rank level).",
      '- Units whose group code was reassigned between years, new groups and new majors either find no history (no probability) or are matched to the wrong history; the heavy tails absorb some of this.',
      '- 山东 and 浙江 admission rows are absent from our data; 西藏 publishes no 一分一段 table.',
    ].join('\n'),
  )
  md.push('')
  md.push(
    "Peer rules scored on the same pairs: (a) P = 1 if student rank ≤ the latest history rank else 0; (b) student rank / mean history rank: 冲 (0.9, 1.5] → 30 %, 稳 (0.83, 0.9] → 70 %, 保 [0.6, 0.83] → 95 % (beyond 1.5 scored as 10 %, below 0.6 as 95 %); (c) the student's " +
      `${YEAR} 等位分 minus the mean history lowest score: ≥ +25 → 99, ≥ +15 → 95, ≥ +10 → 90, ≥ +5 → 80, ≥ 0 → 65, ≥ −5 → 45, ≥ −10 → 30, ≥ −20 → 15, < −20 → 3 % (only where history scores and the ${YEAR} table exist).`,
  )
  md.push('')

  const overall = (sel: Pair[]) => RULES.map(([name, pick]) => [name, score(sel, pick)] as const)
  both(`\n## Overall\n`)
  both(scoreTable(overall(pairs)))

  both(`\n## By level\n`)
  for (const level of ['group', 'major', 'institution']) {
    const sel = pairs.filter((p) => p.level === level)
    if (!sel.length) continue
    both(`\n### ${LEVEL_NAME[level]}\n`)
    both(scoreTable(overall(sel)))
  }

  both(`\n## By province\n`)
  const provinces = [...new Set(pairs.map((p) => p.province))].sort()
  both(provinceTable(provinces.map((pv) => [pv, pairs.filter((p) => p.province === pv)] as const)))

  const losses = provinces
    .map((pv) => {
      const sel = pairs.filter((p) => p.province === pv)
      const s = RULES.map(([, pick]) => score(sel, pick))
      const beaten = RULES.slice(1)
        .filter((_, k) => s[k + 1].pairs && s[k + 1].brier < s[0].brier)
        .map(([name]) => name)
      return beaten.length ? `${pv} (${beaten.join(', ')})` : ''
    })
    .filter(Boolean)
  both(
    losses.length
      ? `\nWhere a peer rule scores better than ours: ${losses.join('; ')}. The model is not tuned per province; the app lists these provinces with the measured rates (Wish/BandConfig → Backtest).\n`
      : '\nNo peer rule scores better than ours in any province.\n',
  )

  both(`\n## By method of the latest history rank\n`)
  const methods = [...new Set(pairs.map((p) => p.method))]
  both(provinceTable(methods.map((m) => [m, pairs.filter((p) => p.method === m)] as const)))

  both(`\n## Reliability by band (ours)\n`)
  both(`Bands: ${BANDS.map((b) => `${b.band} ${b.min}–${Math.min(100, b.max)}%`).join(', ')}.\n`)
  both(reliabilityTable(reliabilityByBand(pairs)))
  both(`\n## Reliability by decile of P (ours)\n`)
  both(reliabilityTable(reliabilityByDecile(pairs)))
  both(`\n## Reliability by decile of P, peer (c)\n`)
  both(reliabilityTable(reliabilityByDecile(pairs, (p) => p.peerScoreGap)))
  const text = txt.join('\n') + '\n'
  return { text, markdown: md.join('\n') + '\n' }
}

const fmtErr = (m: WishModel['transitions']['cohort']) =>
  Object.entries(m)
    .map(([k, e]) => `${k} ${e.bias}/${e.spread} (n=${e.n})`)
    .join(', ')

const LEVEL_NAME: Record<string, string> = { group: '院校专业组 (group)', major: '专业 (major)', institution: '院校 (institution)' }

function scoreTable(rows: ReadonlyArray<readonly [string, Scores]>): string {
  const out = ['| rule | units | pairs | Brier | log loss | mean P | realised |', '|---|---:|---:|---:|---:|---:|---:|']
  for (const [name, s] of rows) out.push(`| ${name} | ${s.units} | ${s.pairs} | ${f4(s.brier)} | ${f4(s.logLoss)} | ${pct(s.meanP)} | ${pct(s.rate)} |`)
  return out.join('\n')
}

function provinceTable(groups: ReadonlyArray<readonly [string, Pair[]]>): string {
  const out = [
    '| group | units | pairs | Brier ours | (a) | (b) | (c) | log loss ours | mean P | realised |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const [name, sel] of groups) {
    const s = RULES.map(([, pick]) => score(sel, pick))
    out.push(
      `| ${name} | ${s[0].units} | ${s[0].pairs} | ${f4(s[0].brier)} | ${f4(s[1].brier)} | ${f4(s[2].brier)} | ${f4(s[3].brier)} | ${f4(s[0].logLoss)} | ${pct(s[0].meanP)} | ${pct(s[0].rate)} |`,
    )
  }
  return out.join('\n')
}

function reliabilityTable(rows: ReliabilityRow[]): string {
  const out = ['| band / decile | pairs | stated (mean P) | realised | gap |', '|---|---:|---:|---:|---:|']
  for (const r of rows)
    out.push(`| ${r.label} | ${r.pairs} | ${pct(r.meanP)} | ${pct(r.rate)} | ${r.pairs ? `${((r.rate - r.meanP) * 100).toFixed(1)} pp` : '—'} |`)
  return out.join('\n')
}

/**
 * The figures the app shows next to its probabilities (Wish/BandConfig → Backtest): per band the stated and the
 * realised admission rate, Brier against the peer rules, and the provinces where a peer rule did better.
 */
function writeSummary(pairs: Pair[], model: WishModel) {
  const overall = RULES.map(([name, pick]) => ({ Rule: RULE_NAME_ZH[name], Brier: round4(score(pairs, pick).brier) }))
  const provinces = [...new Set(pairs.map((p) => p.province))].sort()
  const weaker = provinces.filter((pv) => {
    const sel = pairs.filter((p) => p.province === pv)
    const s = RULES.map(([, pick]) => score(sel, pick))
    return RULES.slice(1).some((_, k) => s[k + 1].pairs > 0 && s[k + 1].brier < s[0].brier)
  })
  const summary = {
    Year: YEAR,
    GeneratedAt: new Date().toISOString().slice(0, 10),
    ModelVersion: model.version,
    Units: score(pairs, (p) => p.probability).units,
    Pairs: pairs.length,
    Provinces: provinces,
    Brier: overall,
    Bands: reliabilityByBand(pairs)
      .filter((r) => BANDS.some((b) => b.band === r.label))
      .map((r) => ({ Band: r.label, Pairs: r.pairs, Stated: Math.round(r.meanP * 1000) / 10, Realised: Math.round(r.rate * 1000) / 10 })),
    WeakerProvinces: weaker,
    Document: 'docs/backtest.md',
  }
  fs.writeFileSync(path.join(root, 'data', 'rules', 'wish-backtest.json'), JSON.stringify(summary, null, 1) + '\n')
}

const round4 = (x: number) => Math.round(x * 10000) / 10000

/** how the app names the rules it is compared with */
const RULE_NAME_ZH: Record<string, string> = {
  ours: '本产品的录取概率',
  '(a) last-year rank': '只看去年最低位次（能/不能）',
  '(b) rank-ratio bands': '按位次比例分冲稳保（30/70/95%）',
  '(c) score-gap steps': '按与往年最低分的分差估概率',
}

function writePairs(file: string, pairs: Pair[]) {
  const head =
    'province,subject_type,batch,level,school_code,school_name,major_group,major_code,major_name,student_rank,last_year,last_rank,predicted_rank,probability,band,method'
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

void residualsFor

main().catch((e) => {
  console.error(`回测失败：${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  process.exit(1)
})
