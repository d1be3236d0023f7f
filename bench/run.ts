/**
 * npm run bench — prints figures, checks nothing (budgets are read by people, not asserted in tests):
 *  1. first-start seed of the full reference data into a fresh embedded database (PGlite on disk)
 *  2. LineRank and SchoolList under load (autocannon, 10 connections): p50 / p99 latency and requests/s,
 *     against that embedded database
 *  3. wish filling (issue 8): one full-province recommendation list per call at a fixed 200 req/s (budget p99 ≤ 50 ms),
 *     the engine's whole-province pass (budget ≤ 2 ms) and a 96-wish table check (budget ≤ 1 ms) in process
 *  4. cold index builds (issue 16): one account asks for ~450 province × year × track combinations 8 at a time;
 *     /healthz p99 (budget ≤ 100 ms) and the process RSS (budget ≤ 800 MB) while it does
 *  5. engine micro-benchmarks (一分一段 lookup, 等位分, table validation, selectivity ranking, 选科 parsing)
 *
 * BENCH_SECONDS (default 10) sets the load duration; BENCH_SKIP_SEED=1 reuses bench/out/pglite if present.
 */
import fs from 'fs'
import path from 'path'
import { Worker } from 'worker_threads'
import autocannon from 'autocannon'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { readCsvAll } from '../server/data/csv'
import { dataPath } from '../server/data/files'
import { seedReference } from '../server/data/seed-reference'
import { buildRankTable, equivalentScore, lookupRank, validateRankRows } from '../server/engine/rank'
import { parseElective } from '../server/engine/elective'
import { rankBySelectivity } from '../server/engine/selectivity'
import { lookupModule } from '../server/modules/lookup'
import { schoolModule } from '../server/modules/school'
import { specialtyModule } from '../server/modules/specialty'
import { MODULES } from '../server/modules'
import { createUser } from '../server/modules/account/users'
import { createSession } from '../server/modules/account/sessions'
import { resolveStudent } from '../server/modules/wish/student'
import { listUnits } from '../server/modules/wish/recommend'
import { checkDraft } from '../server/modules/wish/tables'
import { checkTable, tableOutcome, type TableRow } from '../server/engine/wish/table'
import type { AppContext } from '../server/context'

const OUT = path.join(__dirname, 'out')
const DATA_DIR = path.join(OUT, 'pglite')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const results: Record<string, unknown> = {}

function line(label: string, value: string): void {
  process.stdout.write(`${label.padEnd(44)} ${value}\n`)
}

async function seedBench(): Promise<void> {
  process.stdout.write('\n== first start: seed of the full reference data (embedded PGlite on disk) ==\n')
  if (process.env.BENCH_SKIP_SEED && fs.existsSync(DATA_DIR)) {
    line('seed', 'skipped (BENCH_SKIP_SEED, reusing bench/out/pglite)')
    return
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  fs.mkdirSync(OUT, { recursive: true })
  const t0 = Date.now()
  const h = await openDatabase({ dataDir: DATA_DIR })
  await migrateToLatest(h.db)
  const tMigrated = Date.now()
  const r = await seedReference(h.db)
  const tSeeded = Date.now()
  await h.close()
  const rows = Object.values(r.counts).reduce((a, b) => a + b, 0)
  line('open + migrate', `${((tMigrated - t0) / 1000).toFixed(1)} s`)
  line('seed (one transaction, indexes after load)', `${((tSeeded - tMigrated) / 1000).toFixed(1)} s for ${rows.toLocaleString('en')} rows`)
  for (const [k, v] of Object.entries(r.counts)) line(`  ${k}`, v.toLocaleString('en'))
  line('rejected while seeding', `${r.rejected.reduce((a, x) => a + x.count, 0)} rows (see data/SOURCES.md)`)
  results.seed = { ms: tSeeded - tMigrated, migrateMs: tMigrated - t0, counts: r.counts }
}

async function loadBench(): Promise<void> {
  process.stdout.write(`\n== API under load: ${SECONDS} s each, 10 connections, embedded database ==\n`)
  const t0 = Date.now()
  const built = await buildApp({
    config: {
      dataDir: DATA_DIR,
      databaseUrl: undefined,
      logLevel: 'warn',
      env: 'production',
      h5Dir: '/nonexistent',
      env_: { ...process.env, REF_SEED_PROVINCES: 'all' },
    },
    modules: [lookupModule, schoolModule, specialtyModule],
  })
  line('server start on a seeded database', `${((Date.now() - t0) / 1000).toFixed(1)} s`)
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' })
  // warm the in-memory store
  await fetch(`${address}/api/Public/LineRank`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ProvinceId: 44, Year: 2026, SubjectType: 2, Score: 600 }),
  })

  const scenarios: Array<{ name: string; url: string; bodies: unknown[] }> = [
    {
      name: 'Public/LineRank',
      url: '/api/Public/LineRank',
      bodies: Array.from({ length: 200 }, (_, i) => {
        const p = [
          [44, 2026, 2],
          [34, 2026, 1],
          [11, 2025, 3],
          [41, 2025, 2],
          [32, 2026, 2],
        ][i % 5]
        return { ProvinceId: p[0], Year: p[1], SubjectType: p[2], Score: 420 + ((i * 37) % 280) }
      }),
    },
    {
      name: 'School/SchoolList (filters + paging)',
      url: '/api/School/SchoolList',
      bodies: [
        { PageIndex: 1, PageSize: 20 },
        { ProvinceId: 44, Level: '本科', PageIndex: 1, PageSize: 20 },
        { Is211: true, PageIndex: 2, PageSize: 20 },
        { Keyword: '师范', PageIndex: 1, PageSize: 20 },
        { ProvinceIds: [11, 31, 32], IsPrivate: false, PageIndex: 3, PageSize: 20 },
      ],
    },
    {
      name: 'Lookup/AdmissionLineList (database query)',
      url: '/api/Lookup/AdmissionLineList',
      bodies: [
        { ProvinceId: 44, Year: 2025, Level: 'group', SubjectType: 2, PageIndex: 1, PageSize: 20 },
        { ProvinceId: 13, Year: 2025, Level: 'major', PageIndex: 3, PageSize: 20 },
        { ProvinceId: 52, Level: 'major', Keyword: '计算机', PageIndex: 1, PageSize: 20 },
      ],
    },
  ]
  const load: Record<string, unknown> = {}
  for (const s of scenarios) {
    const res = await fire({ url: `${address}${s.url}`, bodies: s.bodies })
    const bad = res.non2xx + res.errors + res.timeouts
    line(
      s.name,
      `p50 ${res.latency.p50} ms · p90 ${res.latency.p90} ms · p99 ${res.latency.p99} ms · max ${res.latency.max} ms · ${Math.round(res.requests.average)} req/s${bad ? ` · ${bad} failed` : ''}`,
    )
    load[s.name] = { p50: res.latency.p50, p99: res.latency.p99, rps: res.requests.average, failed: bad }
  }
  results.load = load
  await built.close()
}

function micro(name: string, fn: () => void, minMs = 400): void {
  for (let i = 0; i < 1000; i++) fn()
  let n = 0
  const t0 = process.hrtime.bigint()
  let elapsed = 0
  while (elapsed < minMs) {
    for (let i = 0; i < 1000; i++) fn()
    n += 1000
    elapsed = Number(process.hrtime.bigint() - t0) / 1e6
  }
  const ns = (elapsed * 1e6) / n
  line(name, `${ns < 1000 ? `${ns.toFixed(0)} ns` : `${(ns / 1000).toFixed(1)} µs`}/op · ${Math.round(1e9 / ns).toLocaleString('en')} ops/s`)
  results.engine = { ...(results.engine as Record<string, number> | undefined), [name]: ns }
}

async function engineBench(): Promise<void> {
  process.stdout.write('\n== engine micro-benchmarks ==\n')
  const raw = await readCsvAll(dataPath('rankTables'))
  const rows = raw
    .filter((r) => r.province === '河南' && r.year === '2025' && r.subject_type === '物理类' && !r.rank_category)
    .map((r) => ({
      scoreLow: Number(r.score_range_low || r.score),
      scoreHigh: Number(r.score_range_high || r.score),
      count: Number(r.count_at_score),
      rankStart: Number(r.rank_start),
      rankEnd: Number(r.rank_end_cumulative),
    }))
  const table = buildRankTable(rows)
  let s = 0
  micro(`lookupRank (河南 2025 物理类, ${rows.length} rows)`, () => {
    s = (s + 7) % 600
    lookupRank(table, 150 + s)
  })
  let rk = 0
  micro('equivalentScore (位次 → 等位分)', () => {
    rk = (rk + 997) % 600000
    equivalentScore(table, rk + 1)
  })
  const inputs = rows.map((r, i) => ({ line: i + 2, ...r }))
  micro(`validateRankRows (${rows.length} rows)`, () => validateRankRows(inputs), 300)
  micro('buildRankTable', () => buildRankTable(rows), 300)
  const sel = Array.from({ length: 10000 }, (_, i) => ({
    key: i % 800,
    minRank: 1000 + ((i * 7919) % 200000),
    isDerived: i % 3 === 0,
    sourceClass: i % 5 ? 'official-provincial' : 'third-party',
  }))
  micro('rankBySelectivity (10k rows, 800 schools)', () => rankBySelectivity(sel), 300)
  const texts = ['首选物理，再选化学', '化学和生物', '不限', '物理或化学', '化学、物理（均须选考）']
  let t = 0
  micro('parseElective', () => parseElective(texts[t++ % texts.length]))
}

/**
 * Closed-loop throughput: 10 connections POST to a URL for SECONDS as fast as the server answers, cycling through
 * the bodies. The load generator runs in its own worker thread: in the server's thread it would take its event
 * loop turns and inflate the very latencies it measures. (Fixed-rate budgets use openLoop.)
 */
function fire({ url, bodies, seconds = SECONDS }: { url: string; bodies: readonly unknown[]; seconds?: number }): Promise<autocannon.Result> {
  return autocannon({
    url,
    workers: 1,
    connections: 10,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: bodies.map((b) => ({ method: 'POST' as const, body: JSON.stringify(b) })),
  })
}

interface OpenLoopResult {
  p50: number
  p90: number
  p99: number
  max: number
  rps: number
  failed: number
}

/**
 * `rate` requests per second on average as independent (Poisson) arrivals for `seconds`, each answered or not —
 * latency from when a request was due (bench/open-loop.cjs says why this and not autocannon's overallRate).
 * Every student asks for every body in turn; students' calls interleave as independent users' would.
 */
function openLoop({
  url,
  bodies,
  tokens,
  rate,
  seconds = SECONDS,
  seed = 1,
}: {
  url: string
  bodies: readonly unknown[]
  tokens: readonly string[]
  rate: number
  seconds?: number
  seed?: number
}): Promise<OpenLoopResult> {
  const requests = bodies.flatMap((body) => tokens.map((token) => ({ headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) })))
  return new Promise((resolve, reject) => {
    const w = new Worker(path.join(__dirname, 'open-loop.cjs'), { workerData: { url, requests, rate, seconds, seed } })
    w.once('error', reject)
    w.once('message', (m: { latencies: number[]; sent: number; ok: number; failed: number; seconds: number }) => {
      const at = (q: number) => Math.round(m.latencies[Math.min(m.latencies.length - 1, Math.floor(q * m.latencies.length))] ?? NaN)
      resolve({
        p50: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: Math.round(m.latencies[m.latencies.length - 1] ?? NaN),
        rps: m.ok / m.seconds,
        failed: m.failed,
      })
      void w.terminate()
    })
  })
}

let benchStudents = 0
/** a logged-in student with an exam profile, for the wish calls */
async function benchStudent(ctx: AppContext, province: number, score = 560): Promise<{ token: string; userId: number }> {
  const userId = await createUser(ctx.db, {
    mobile: `1${String(province).padStart(2, '0')}${String(++benchStudents).padStart(3, '0')}${String(Date.now() % 1e5).padStart(5, '0')}`,
    exam_province_id: province,
    exam_year: 2026,
    subject_type: 2,
    select_subjects: JSON.stringify(['物理', '化学', '生物']),
    score,
  })
  return { token: await createSession(ctx, userId, 'password', null), userId }
}

/** a listening server with the wish calls and accounts on the seeded embedded database */
async function wishServer() {
  const built = await buildApp({
    // development mode: the account module's sandboxes stand in for SMS (production would require real providers)
    config: {
      dataDir: DATA_DIR,
      databaseUrl: undefined,
      logLevel: 'warn',
      env: 'development',
      h5Dir: '/nonexistent',
      env_: { ...process.env, REF_SEED_PROVINCES: 'all' },
    },
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
  return { built, address: await built.app.listen({ port: 0, host: '127.0.0.1' }) }
}

async function wishBench(): Promise<void> {
  const RATE = Number(process.env.BENCH_WISH_RATE ?? 200)
  const STUDENTS = 40
  const FRESH_STUDENTS = 10
  process.stdout.write(`\n== wish filling: full-province recommendation lists at ${RATE} req/s for ${SECONDS} s, embedded database ==\n`)
  const { built, address } = await wishServer()
  const ctx = built.ctx
  const wish: Record<string, unknown> = {}
  for (const [province, name, call] of [
    [43, '湖南 物理 院校专业组', 'Wish/NewExamScoreLine'],
    [21, '辽宁 物理 专业+院校', 'Wish/SchoolFirstList'],
  ] as const) {
    const { token, userId } = await benchStudent(ctx, province)
    const t0 = Date.now()
    const first = await fetch(`${address}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: '{}' })
    const firstBody = (await first.json()) as { code: number; data: { Counts: Record<string, number> } }
    const units = Object.values(firstBody.data.Counts).reduce((a, b) => a + b, 0)
    line(`${name}: first call (builds the province index)`, `${Date.now() - t0} ms · ${units} units`)
    const bodies = [
      {},
      { Band: '冲' },
      { Band: '稳', PageIndex: 2 },
      { Band: '保' },
      { Region: 'home' },
      { Is211: true },
      { Keyword: '大学' },
      { Sort: 'rank', PageIndex: 3 },
    ]
    // many students (scores 520–600, so each list is a different pass), each asking for each of the bodies in turn
    const tokens = [token]
    for (let k = 1; k < STUDENTS; k++) tokens.push((await benchStudent(ctx, province, 520 + ((k * 37) % 81))).token)
    // steady state: each body's code path is compiled by the JIT (and each student has called once) before the measured run
    await openLoop({ url: `${address}/api/${call}`, bodies, tokens, rate: RATE, seconds: 3, seed: 7 })
    // and students who have not called yet join during the measured run (their first call reads the session)
    for (let k = 0; k < FRESH_STUDENTS; k++) tokens.push((await benchStudent(ctx, province, 530 + ((k * 13) % 61))).token)
    const res = await openLoop({ url: `${address}/api/${call}`, bodies, tokens, rate: RATE })
    line(
      `${call} (${name}, ${STUDENTS + FRESH_STUDENTS} students, page 20 of every unit)`,
      `p50 ${res.p50} ms · p90 ${res.p90} ms · p99 ${res.p99} ms · max ${res.max} ms · ${Math.round(res.rps)} req/s${res.failed ? ` · ${res.failed} failed` : ''} (budget p99 ≤ 50 ms at ${RATE} req/s)`,
    )
    wish[call] = { province, ...res }

    // in process: the engine's pass over every unit of the batch for one student, and a full table's check
    const st = await resolveStudent(ctx, userId, {}, false)
    const batchUnits = st.index.byBatch.get(2)?.length ?? 0
    micro(`whole-province pass (${name}, ${batchUnits} units: P, band, filter, sort)`, () => listUnits(st, { PageSize: 20 }, 'primary'), 600)
    const ids = listUnits(st, { PageSize: 96, IncludeUnrated: false }, 'primary').rows.map((r) => ({ UnitId: r.iu.unit.id }))
    const draft = checkDraft(st, 2, ids)
    const rows: TableRow[] = draft.Items.map((it) => ({
      unitId: it.UnitId,
      probability: it.Probability === null ? null : it.Probability / 100,
      commonShare: 0.3,
      label: it.SchoolName,
      elective: { track: null, mode: 'unknown', subjects: [] },
      meets: it.Elective.Meets,
      majors: [],
      groupMajors: [],
      adjust: true,
      known: true,
    }))
    const rules = {
      fillMode: st.index.rule.fillMode,
      wishCount: 120,
      majorsPerGroup: st.index.rule.majorsPerGroup,
      adjustmentExists: st.index.rule.adjustment.exists,
      batchName: '本科批',
    }
    micro(`${rows.length}-wish table check (outcome + rules, ${name})`, () => checkTable(rows, rules, tableOutcome(rows)), 600)
  }
  results.wish = wish
  await built.close()
}

/**
 * Issue 16: one account floods the wish calls with (province, exam year, track) combinations whose index is not built
 * yet, 8 at a time, while /healthz is asked every 20 ms. Budgets: RSS ≤ 800 MB, /healthz p99 ≤ 100 ms. Past the
 * per-account limit the calls are refused (code 29) at once; combinations our data does not hold get code 2.
 */
async function coldFloodBench(): Promise<void> {
  process.stdout.write('\n== cold index builds: one account asks for many province × year × track combinations (embedded database) ==\n')
  const { built, address } = await wishServer()
  const { token } = await benchStudent(built.ctx, 43)
  const combos: Array<{ ProvinceId: number; Year: number; SubjectType: number }> = []
  for (const year of [2027, 2026, 2025, 2024]) for (let p = 11; p <= 65; p++) for (const t of [1, 2]) combos.push({ ProvinceId: p, Year: year, SubjectType: t })
  const health: number[] = []
  let rssMax = process.memoryUsage().rss
  let polling = true
  const poller = (async () => {
    while (polling) {
      const t0 = performance.now()
      await fetch(`${address}/healthz`)
      health.push(performance.now() - t0)
      rssMax = Math.max(rssMax, process.memoryUsage().rss)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const codes = new Map<number, number>()
  let next = 0
  const t0 = Date.now()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < combos.length) {
        const body = combos[next++]
        const r = await fetch(`${address}/api/Wish/BatchList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify(body),
        })
        const code = ((await r.json()) as { code: number }).code
        codes.set(code, (codes.get(code) ?? 0) + 1)
      }
    }),
  )
  const seconds = (Date.now() - t0) / 1000
  polling = false
  await poller
  health.sort((a, b) => a - b)
  const q = (f: number) => Math.round(health[Math.min(health.length - 1, Math.floor(f * health.length))])
  const mb = (n: number) => Math.round(n / 1024 / 1024)
  line('combinations asked', `${combos.length} in ${seconds.toFixed(1)} s · answers by code ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}`)
  line(
    '/healthz during the flood',
    `p50 ${q(0.5)} ms · p99 ${q(0.99)} ms · max ${q(1)} ms (${health.length} asks; budget p99 ≤ 100 ms) ${q(0.99) <= 100 ? 'pass' : 'FAIL'}`,
  )
  line('RSS during the flood', `max ${mb(rssMax)} MB (budget ≤ 800 MB) ${mb(rssMax) <= 800 ? 'pass' : 'FAIL'}`)
  results.coldFlood = { combos: combos.length, seconds, codes: Object.fromEntries(codes), healthzP99: q(0.99), healthzMax: q(1), rssMaxMb: mb(rssMax) }
  await built.close()
}

/** BENCH_ONLY=seed,load,wish,cold,engine runs some parts (the seeded database is reused when present) */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'seed,load,wish,cold,engine').split(','))

async function main(): Promise<void> {
  if (ONLY.has('seed') || !fs.existsSync(DATA_DIR)) await seedBench()
  if (ONLY.has('load')) await loadBench()
  if (ONLY.has('wish')) await wishBench()
  if (ONLY.has('cold')) await coldFloodBench()
  if (ONLY.has('engine')) await engineBench()
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2))
  process.stdout.write(`\nresults written to ${path.relative(process.cwd(), path.join(OUT, 'results.json'))}\n`)
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`)
  process.exit(1)
})
