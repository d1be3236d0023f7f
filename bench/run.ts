/**
 * npm run bench — one table of figures (figure, database, value, budget, pass), issue 20's budgets and the earlier
 * ones, printed at the end and written to bench/out/figures.json. Nothing here is asserted in a test: the figures
 * depend on the machine (and on what else it runs), so people read them.
 *
 * Sections (BENCH_ONLY=seed,load,wish,journey,cold,lists,schoolinfo,coldstart,h5,weapp,engine runs some of them):
 *  seed        first-start seed of the full reference data into a fresh embedded database (PGlite on disk)
 *  load        LineRank at 5,000 req/s and SchoolList at 2,000 req/s, open-loop: p99
 *  wish        full-province recommendation lists at 200 req/s open-loop (p99), the engine's whole-province pass and
 *              a 96-wish table check (timed in the server process)
 *  journey     a score-release-night mix of calls at 1,000 req/s for 60 s, open-loop: errors, p99, the server's RSS
 *  cold        one account asks for ~450 province × year × track combinations (cold index builds) 8 at a time:
 *              /healthz p99 and the server's RSS
 *  lists, schoolinfo, coldstart, h5, weapp   rows measured by bench/heavy-lists.ts, bench/school-info.ts,
 *              bench/cold-start.ts, bench/h5-figures.ts, bench/weapp-figures.ts when those files are present
 *  engine      engine micro-benchmarks (一分一段 lookup, 等位分, …): printed, no budgets
 *
 * The server sections run on the embedded database and, when DATABASE_URL is set, on PostgreSQL too (with REDIS_URL
 * set, that server keeps its shared state in Redis); BENCH_DB=embedded or BENCH_DB=postgres runs one of them.
 * The measured server runs in a process of its own (bench/server-child.ts) and every load generator in a worker
 * thread of the bench's process, so neither takes the other's event-loop turns and the RSS is the server's alone.
 *
 * BENCH_SECONDS (default 10) sets each fixed-rate run; BENCH_JOURNEY_SECONDS (default 60) the mixed journey's;
 * BENCH_SKIP_SEED=1 reuses bench/out/pglite if present.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { fork, type ChildProcess } from 'child_process'
import { Worker } from 'worker_threads'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { readCsvAll } from '../server/data/csv'
import { dataPath } from '../server/data/files'
import { seedReference } from '../server/data/seed-reference'
import { buildRankTable, equivalentScore, lookupRank, validateRankRows } from '../server/engine/rank'
import { parseElective } from '../server/engine/elective'
import { rankBySelectivity } from '../server/engine/selectivity'
import { passes, type Figure } from './figures'
import type { ChildCommand, ChildMessage, EngineTimes } from './server-child'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.cjs'

type Db = 'embedded' | 'postgres'

const OUT = path.join(__dirname, 'out')
const DATA_DIR = path.join(OUT, 'pglite')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const JOURNEY_SECONDS = Number(process.env.BENCH_JOURNEY_SECONDS ?? 60)
/** BENCH_ONLY=seed,load,… runs some parts (the seeded database is reused when present) */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'seed,load,wish,journey,cold,lists,schoolinfo,coldstart,h5,weapp,engine').split(','))
const figures: Figure[] = []
/** the mixed journey's calls timed one at a time (ms), per database: written to figures.json for docs/deploy.md */
const journeyCost: Record<string, { meanMs: number; byCall: Record<string, number> }> = {}

function line(label: string, value: string): void {
  process.stdout.write(`${label.padEnd(44)} ${value}\n`)
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

// ---------------------------------------------------------------------------------------------------------------
// the measured server

interface Server {
  db: Db
  address: string
  pid: number
  startMs: number
  /** RSS once started (reference data loaded) */
  startRss: number
  ask<T extends ChildMessage>(req: ChildCommand): Promise<T>
  /** the server process's resident set size now (bytes), from /proc */
  rss(): number
  close(): Promise<void>
}

/**
 * Waits (at most 60 s) until the server answers /healthz promptly: a server pushed past its capacity is still working
 * through the calls the generator gave up on, which would otherwise be charged to the next run (or be cut off by
 * closing its database under them).
 */
async function settle(address: string): Promise<void> {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const t0 = performance.now()
    const ok = await fetch(`${address}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok && performance.now() - t0 < 100) return
    await new Promise((r) => setTimeout(r, 500))
  }
}

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) * 1024 : NaN
  } catch {
    return NaN
  }
}

function startServer(db: Db): Promise<Server> {
  const child: ChildProcess = fork(path.join(__dirname, 'server-child.ts'), [], {
    // BENCH_SERVER_NODE_OPTIONS adds Node flags to the measured server (e.g. --cpu-prof --cpu-prof-dir=bench/out/prof)
    execArgv: ['--import', 'tsx', ...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [])],
    env: {
      ...process.env,
      BENCH_DB: db,
      DATA_DIR,
      // this run's Redis keys apart from earlier runs' (limits and counters start afresh)
      REDIS_PREFIX: process.env.REDIS_PREFIX ?? `zy-bench:${Date.now()}:`,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let nextId = 1
  const waiting = new Map<number, { resolve: (m: ChildMessage) => void; reject: (e: Error) => void }>()
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const e = new Error(`the bench server (${db}) exited with code ${code}`)
      reject(e)
      for (const w of waiting.values()) w.reject(e)
    })
    child.on('message', (m: ChildMessage) => {
      if ('ready' in m) {
        resolve({
          db,
          address: m.address,
          pid: child.pid!,
          startMs: m.startMs,
          startRss: rssOf(child.pid!),
          ask<T extends ChildMessage>(req: ChildCommand) {
            const id = nextId++
            return new Promise<T>((res, rej) => {
              waiting.set(id, { resolve: res as (m: ChildMessage) => void, reject: rej })
              child.send({ ...req, id })
            })
          },
          rss: () => rssOf(child.pid!),
          async close() {
            if (child.exitCode !== null) return
            await settle(m.address)
            const exited = new Promise((r) => child.once('exit', r))
            child.send({ id: 0, cmd: 'close' })
            await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))])
            if (child.exitCode === null) child.kill('SIGKILL')
          },
        })
        return
      }
      const w = waiting.get(m.id)
      if (!w) return
      waiting.delete(m.id)
      if ('error' in m) w.reject(new Error(m.error))
      else w.resolve(m)
    })
  })
}

async function students(s: Server, province: number, count: number, scoreFrom = 520, scoreSpan = 81) {
  const m = await s.ask<Extract<ChildMessage, { students: unknown }>>({ cmd: 'students', province, count, scoreFrom, scoreSpan })
  return m.students
}

/** a sampler of the server's RSS (every 250 ms) while a run lasts */
function rssSampler(s: Server) {
  let max = s.rss()
  const timer = setInterval(() => {
    const r = s.rss()
    if (r > max) max = r
  }, 250)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(max, s.rss())
    },
  }
}

async function post<T = unknown>(s: Server, call: string, body: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const r = await fetch(`${s.address}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return (await r.json()) as { code: number; message: string; data: T }
}

// ---------------------------------------------------------------------------------------------------------------
// load generators

interface OpenLoopResult {
  p50: number
  p90: number
  p99: number
  max: number
  rps: number
  sent: number
  failed: number
  /** p99 of how late the generator itself sent requests (ms): large means the machine could not generate the load */
  generatorLateP99: number
  /** of the failed: not answered within 10 s of being due (given up) */
  timedOut: number
  failures: Record<string, number>
  /** per call (path): p50 / p99 and how many */
  byPath: Record<string, { n: number; p50: number; p99: number }>
}

type WorkerAnswer = {
  latencies: number[]
  lateP99: number
  byPath: Record<string, number[]>
  sent: number
  ok: number
  failed: number
  timedOut: number
  failures: Record<string, number>
  seconds: number
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

interface LoadRequest {
  headers: Record<string, string>
  body: string
  /** a mixed journey's call (else the url's path) */
  path?: string
}

/**
 * `rate` requests per second on average as independent (Poisson) arrivals for `seconds`, each answered or not —
 * latency from when a request was due (bench/open-loop.cjs says why this and not autocannon's overallRate).
 * Above 1,500 req/s the arrivals are split over two generator threads (one thread's HTTP client cannot send
 * 5,000 req/s on time on this machine); their latencies are merged.
 */
async function openLoop({
  url,
  requests,
  rate,
  seconds = SECONDS,
  seed = 1,
}: {
  url: string
  requests: readonly LoadRequest[]
  rate: number
  seconds?: number
  seed?: number
}): Promise<OpenLoopResult> {
  const threads = rate > 1500 ? 2 : 1
  const parts = await Promise.all(
    Array.from(
      { length: threads },
      (_, t) =>
        new Promise<WorkerAnswer>((resolve, reject) => {
          const w = new Worker(path.join(__dirname, 'open-loop.cjs'), {
            // each thread starts at its own place in the list, so two threads do not send the same body in step
            workerData: { url, requests: rotate(requests, Math.floor((t * requests.length) / threads)), rate: rate / threads, seconds, seed: seed + t * 7919 },
          })
          w.once('error', reject)
          w.once('message', (m: WorkerAnswer) => {
            resolve(m)
            void w.terminate()
          })
        }),
    ),
  )
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b)
  const at = (q: number) => Math.round(quantile(latencies, q))
  const failures: Record<string, number> = {}
  for (const p of parts) for (const [k, n] of Object.entries(p.failures)) failures[k] = (failures[k] ?? 0) + n
  const byPath: OpenLoopResult['byPath'] = {}
  for (const k of new Set(parts.flatMap((p) => Object.keys(p.byPath)))) {
    const l = parts.flatMap((p) => p.byPath[k] ?? []).sort((a, b) => a - b)
    byPath[k] = { n: l.length, p50: Math.round(quantile(l, 0.5)), p99: Math.round(quantile(l, 0.99)) }
  }
  return {
    p50: at(0.5),
    p90: at(0.9),
    // one decimal: the LineRank and SchoolList budgets are 2 and 5 ms
    p99: Math.round(quantile(latencies, 0.99) * 10) / 10,
    max: Math.round(latencies[latencies.length - 1] ?? NaN),
    rps: parts.reduce((a, p) => a + p.ok, 0) / Math.max(...parts.map((p) => p.seconds)),
    sent: parts.reduce((a, p) => a + p.sent, 0),
    failed: parts.reduce((a, p) => a + p.failed, 0),
    timedOut: parts.reduce((a, p) => a + p.timedOut, 0),
    generatorLateP99: Math.round(Math.max(...parts.map((p) => p.lateP99))),
    failures,
    byPath,
  }
}

const rotate = <T>(a: readonly T[], k: number): T[] => [...a.slice(k), ...a.slice(0, k)]

function described(r: OpenLoopResult, rate: number): string {
  return `p50 ${r.p50} ms · p90 ${r.p90} ms · p99 ${r.p99} ms · max ${r.max} ms · ${Math.round(r.rps)} of ${rate} req/s answered${r.failed ? ` · ${r.failed} failed` : ''}${r.timedOut ? ` (${r.timedOut} given up after 10 s)` : ''} · generator late p99 ${r.generatorLateP99} ms`
}

function printFailures(r: OpenLoopResult): void {
  for (const [what, n] of Object.entries(r.failures).slice(0, 8)) line(`  failed ×${n}`, what)
}

/** bodies as load requests, each from a student's own address (the server trusts the bench as its proxy) */
function asRequests(bodies: readonly unknown[], tokens: readonly string[] = [], pathOf?: string): LoadRequest[] {
  const who = tokens.length ? tokens : ['']
  return bodies.flatMap((body, i) =>
    who.map((token, k) => ({
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(k * 131 + i), ...(token ? { token } : {}) },
      body: JSON.stringify(body),
      ...(pathOf ? { path: pathOf } : {}),
    })),
  )
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`

// ---------------------------------------------------------------------------------------------------------------
// seed (embedded database, once)

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
}

// ---------------------------------------------------------------------------------------------------------------
// load: LineRank and SchoolList at fixed rates

const LINE_RANK_BODIES = Array.from({ length: 200 }, (_, i) => {
  const p = [
    [44, 2026, 2],
    [34, 2026, 1],
    [11, 2025, 3],
    [41, 2025, 2],
    [32, 2026, 2],
  ][i % 5]
  return { ProvinceId: p[0], Year: p[1], SubjectType: p[2], Score: 420 + ((i * 37) % 280) }
})

const SCHOOL_LIST_BODIES = [
  { PageIndex: 1, PageSize: 20 },
  { ProvinceId: 44, Level: '本科', PageIndex: 1, PageSize: 20 },
  { Is211: true, PageIndex: 2, PageSize: 20 },
  { Keyword: '师范', PageIndex: 1, PageSize: 20 },
  { ProvinceIds: [11, 31, 32], IsPrivate: false, PageIndex: 3, PageSize: 20 },
]

const ADMISSION_LINE_BODIES = [
  { ProvinceId: 44, Year: 2025, Level: 'group', SubjectType: 2, PageIndex: 1, PageSize: 20 },
  { ProvinceId: 13, Year: 2025, Level: 'major', PageIndex: 3, PageSize: 20 },
  { ProvinceId: 52, Level: 'major', Keyword: '计算机', PageIndex: 1, PageSize: 20 },
  { ProvinceId: 43, Year: 2025, Level: 'group', SubjectType: 2, PageIndex: 2, PageSize: 20 },
]

async function loadBench(s: Server): Promise<Figure[]> {
  process.stdout.write(`\n== API at fixed rates, open-loop, ${SECONDS} s each (${s.db} database) ==\n`)
  const out: Figure[] = []
  for (const [name, call, bodies, rate, budget] of [
    ['LineRank p99 at 5,000 req/s', 'Public/LineRank', LINE_RANK_BODIES, 5000, 2],
    ['SchoolList p99 at 2,000 req/s', 'School/SchoolList', SCHOOL_LIST_BODIES, 2000, 5],
  ] as const) {
    const requests = asRequests(bodies)
    // steady state: every body's code path compiled and cached before the measured run
    await openLoop({ url: `${s.address}/api/${call}`, requests, rate: rate / 2, seconds: 3, seed: 5 })
    const r = await openLoop({ url: `${s.address}/api/${call}`, requests, rate })
    await settle(s.address)
    line(call, described(r, rate))
    printFailures(r)
    out.push({
      name,
      db: s.db,
      value: r.p99,
      unit: 'ms',
      budget: { op: '<=', limit: budget },
      note: `open-loop; ${Math.round(r.rps)} req/s answered${r.failed ? `, ${r.failed} failed` : ''}; generator late p99 ${r.generatorLateP99} ms`,
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// wish lists at 200 req/s and the engine in the server's process

const WISH_CALLS = [
  { province: 43, name: '湖南 物理 院校专业组', call: 'Wish/NewExamScoreLine' },
  { province: 21, name: '辽宁 物理 专业+院校', call: 'Wish/SchoolFirstList' },
] as const

const WISH_BODIES = [
  {},
  { Band: '冲' },
  { Band: '稳', PageIndex: 2 },
  { Band: '保' },
  { Region: 'home' },
  { Is211: true },
  { Keyword: '大学' },
  { Sort: 'rank', PageIndex: 3 },
]

async function wishBench(s: Server): Promise<Figure[]> {
  const RATE = Number(process.env.BENCH_WISH_RATE ?? 200)
  const STUDENTS = 40
  const FRESH_STUDENTS = 10
  process.stdout.write(`\n== wish filling: full-province recommendation lists at ${RATE} req/s for ${SECONDS} s (${s.db} database) ==\n`)
  const out: Figure[] = []
  for (const { province, name, call } of WISH_CALLS) {
    const first = await students(s, province, 1, 560, 1)
    const t0 = Date.now()
    const firstBody = await post<{ Counts: Record<string, number> }>(s, call, {}, first[0].token)
    if (firstBody.code !== 0) throw new Error(`${call}: ${firstBody.code} ${firstBody.message}`)
    const units = Object.values(firstBody.data.Counts).reduce((a, b) => a + b, 0)
    line(`${name}: first call (builds the province index)`, `${Date.now() - t0} ms · ${units} units`)
    // many students (scores 520–600, so each list is a different pass), each asking for each of the bodies in turn
    const tokens = [first[0].token, ...(await students(s, province, STUDENTS - 1)).map((x) => x.token)]
    // steady state: each body's code path is compiled by the JIT (and each student has called once) before the measured run
    await openLoop({ url: `${s.address}/api/${call}`, requests: asRequests(WISH_BODIES, tokens), rate: RATE, seconds: 3, seed: 7 })
    // and students who have not called yet join during the measured run (their first call reads the session)
    tokens.push(...(await students(s, province, FRESH_STUDENTS, 530, 61)).map((x) => x.token))
    const r = await openLoop({ url: `${s.address}/api/${call}`, requests: asRequests(WISH_BODIES, tokens), rate: RATE })
    await settle(s.address)
    line(`${call} (${name}, ${tokens.length} students, page 20)`, described(r, RATE))
    printFailures(r)
    out.push({
      name: `wish list p99 at ${RATE} req/s (${call}, ${name})`,
      db: s.db,
      value: r.p99,
      unit: 'ms',
      budget: { op: '<=', limit: 50 },
      note: `open-loop; ${Math.round(r.rps)} req/s answered${r.failed ? `, ${r.failed} failed` : ''}; generator late p99 ${r.generatorLateP99} ms`,
    })
    const { engine } = await s.ask<Extract<ChildMessage, { engine: EngineTimes }>>({ cmd: 'engine', province })
    line(`whole-province pass (${engine.batchUnits} units)`, `${engine.passMs.toFixed(3)} ms`)
    line(`${engine.tableRows}-wish table check`, `${engine.checkMs.toFixed(3)} ms`)
    out.push(
      {
        name: `wish engine whole-province pass (${name}, ${engine.batchUnits} units)`,
        db: s.db,
        value: round3(engine.passMs),
        unit: 'ms',
        budget: { op: '<=', limit: 2 },
        note: 'in the server process, unloaded',
      },
      {
        name: `wish table check (${engine.tableRows} wishes, ${name})`,
        db: s.db,
        value: round3(engine.checkMs),
        unit: 'ms',
        budget: { op: '<=', limit: 1 },
        note: 'in the server process, unloaded',
      },
    )
  }
  return out
}

const round3 = (n: number) => Math.round(n * 1000) / 1000

// ---------------------------------------------------------------------------------------------------------------
// the mixed journey of score-release night

/**
 * What a student does the evening scores come out, as shares of all calls (weights out of 100):
 *  25  Public/LineRank            score → rank, asked again for other years and tracks
 *  12  School/SchoolList          browsing by filters (province, level, 211, public/private), pages 1–3
 *   8  School/SchoolList          keyword search (「师范」, 「大学」, 「理工」 …)
 *  15  School/SchoolInfo          a school's page
 *  12  Lookup/AdmissionLineList   a province's admission lines by group or major, shallow pages, a keyword
 *  20  Wish recommendation list   冲/稳/保 bands, filters, pages (湖南: 院校专业组; 辽宁: 专业+院校)
 *   4  User/WishSave              saving their own wish table (30 wishes, replacing the saved one)
 *   4  User/WishDetail            reading it back
 * Every call carries a logged-in student's token and address, as the app sends them.
 */
const JOURNEY_WEIGHTS: Array<[string, number]> = [
  ['rank', 25],
  ['schoolList', 12],
  ['schoolSearch', 8],
  ['schoolInfo', 15],
  ['lines', 12],
  ['wishList', 20],
  ['wishSave', 4],
  ['wishDetail', 4],
]

async function journeyBench(s: Server): Promise<Figure[]> {
  const RATE = Number(process.env.BENCH_JOURNEY_RATE ?? 1000)
  const PER_PROVINCE = 200
  process.stdout.write(`\n== mixed journey at ${RATE} req/s for ${JOURNEY_SECONDS} s, open-loop (${s.db} database) ==\n`)
  const tSetup = Date.now()
  // students of two provinces, each with a saved table (≤ 30 saves a minute per account: 400 accounts leave room)
  const people: Array<{ token: string; province: number; call: string; wishId: number; items: Array<{ UnitId: string }> }> = []
  for (const { province, call } of WISH_CALLS) {
    const list = await students(s, province, PER_PROVINCE, 500, 121)
    const top = await post<{ List: Array<{ UnitId: string }> }>(s, call, { PageSize: 30 }, list[0].token)
    if (top.code !== 0) throw new Error(`${call}: ${top.code} ${top.message}`)
    const items = top.data.List.map((r) => ({ UnitId: r.UnitId }))
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < list.length) {
          const st = list[next++]
          const saved = await post<{ WishId: number }>(s, 'User/WishSave', { BatchId: 2, Name: '我的志愿表', Items: items }, st.token)
          if (saved.code !== 0) throw new Error(`User/WishSave: ${saved.code} ${saved.message}`)
          people.push({ token: st.token, province, call, wishId: saved.data.WishId, items })
        }
      }),
    )
  }
  const schools = await post<{ List: Array<{ SchoolId: number }> }>(s, 'School/SchoolList', { PageIndex: 1, PageSize: 100 })
  const schoolIds = schools.data.List.map((x) => x.SchoolId)
  line('setup', `${people.length} students with a saved table, ${schoolIds.length} schools, ${((Date.now() - tSetup) / 1000).toFixed(1)} s`)

  const bag: string[] = JOURNEY_WEIGHTS.flatMap(([k, w]) => Array<string>(w).fill(k))
  const SEARCH = ['师范', '大学', '理工', '医科', '财经', '交通']
  let x = 12345
  const rnd = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    return (x >>> 8) % n
  }
  const requests: LoadRequest[] = []
  // saves go to the students in turn: at 1,000 req/s the 6,000 requests repeat every 6 s, so a randomly drawn student
  // with three saves in the list would save 30 times a minute — the product's per-account limit (code 29) refuses
  // that, as it should, and no student filling a table does it
  let saver = 0
  for (let i = 0; i < 6000; i++) {
    const kind = bag[rnd(bag.length)]
    const p = kind === 'wishSave' ? people[saver++ % people.length] : people[rnd(people.length)]
    let call: string
    let body: unknown
    switch (kind) {
      case 'rank':
        call = 'Public/LineRank'
        body = LINE_RANK_BODIES[rnd(LINE_RANK_BODIES.length)]
        break
      case 'schoolList':
        call = 'School/SchoolList'
        body = SCHOOL_LIST_BODIES.filter((b) => !('Keyword' in b))[rnd(4)]
        break
      case 'schoolSearch':
        call = 'School/SchoolList'
        body = { Keyword: SEARCH[rnd(SEARCH.length)], PageIndex: 1, PageSize: 20 }
        break
      case 'schoolInfo':
        call = 'School/SchoolInfo'
        body = { SchoolId: schoolIds[rnd(schoolIds.length)] }
        break
      case 'lines':
        call = 'Lookup/AdmissionLineList'
        body = ADMISSION_LINE_BODIES[rnd(ADMISSION_LINE_BODIES.length)]
        break
      case 'wishList':
        call = p.call
        body = WISH_BODIES[rnd(WISH_BODIES.length)]
        break
      case 'wishSave':
        call = 'User/WishSave'
        body = { WishId: p.wishId, BatchId: 2, Name: '我的志愿表', Items: rotate(p.items, rnd(3)) }
        break
      default:
        call = 'User/WishDetail'
        body = { WishId: p.wishId }
    }
    requests.push({
      path: `/api/${call}`,
      headers: { 'content-type': 'application/json', token: p.token, 'x-forwarded-for': addressOf(people.indexOf(p) + 7) },
      body: JSON.stringify(body),
    })
  }
  // warm-up at a third of the rate (JIT, the provinces' indexes, sessions read once)
  await openLoop({ url: s.address, requests, rate: RATE / 3, seconds: 5, seed: 3 })
  // what each kind of call costs the server alone: one at a time, no queue (the capacity estimate of docs/deploy.md
  // divides a core's second by the weighted mean of these)
  const service = new Map<string, number[]>()
  const answerBytes = new Map<string, number>()
  for (const q of requests.slice(0, 600)) {
    const t0 = performance.now()
    const bytes = await fetch(`${s.address}${q.path}`, { method: 'POST', headers: q.headers, body: q.body })
      .then((r) => r.arrayBuffer())
      .then((b) => b.byteLength)
    const k = q.path!.replace('/api/', '')
    service.set(k, [...(service.get(k) ?? []), performance.now() - t0])
    answerBytes.set(k, (answerBytes.get(k) ?? 0) + bytes)
  }
  let meanMs = 0
  for (const [k, l] of [...service].sort()) {
    l.sort((a, b) => a - b)
    const mean = l.reduce((a, b) => a + b, 0) / l.length
    meanMs += (mean * l.length) / 600
    const kb = (answerBytes.get(k) ?? 0) / l.length / 1024
    line(`  one at a time: ${k}`, `mean ${mean.toFixed(1)} ms · median ${quantile(l, 0.5).toFixed(1)} ms · ${l.length} calls · answer ${kb.toFixed(1)} KB`)
  }
  line('  one at a time: the mix', `mean ${meanMs.toFixed(1)} ms → at most ~${Math.round(1000 / meanMs)} req/s from one server process`)
  journeyCost[s.db] = { meanMs, byCall: Object.fromEntries([...service].map(([k, l]) => [k, l.reduce((a, b) => a + b, 0) / l.length])) }
  // the measured run
  const idle = s.rss()
  const sampler = rssSampler(s)
  const r = await openLoop({ url: s.address, requests: rotate(requests, 3000), rate: RATE, seconds: JOURNEY_SECONDS, seed: 11 })
  const rss = sampler.stop()
  await settle(s.address)
  line('mixed journey', described(r, RATE))
  for (const [call, x] of Object.entries(r.byPath).sort((p, q) => q[1].p99 - p[1].p99)) line(`  ${call}`, `p50 ${x.p50} ms · p99 ${x.p99} ms · ${x.n} calls`)
  printFailures(r)
  const { memory } = await s.ask<Extract<ChildMessage, { memory: unknown }>>({ cmd: 'memory' })
  line(
    'server memory after the run',
    `RSS ${mb(memory.rss)} MB: main-thread JS heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB (array buffers ${mb(memory.arrayBuffers)} MB); the rest is code, ${s.db === 'embedded' ? "worker threads (the embedded database's WASM heap)" : 'worker threads'} and allocator slack`,
  )
  line('server RSS', `before ${mb(idle)} MB · max during the run ${mb(rss)} MB`)
  const slowest = Object.entries(r.byPath).sort((p, q) => q[1].p99 - p[1].p99)[0]
  const note = `open-loop ${JOURNEY_SECONDS} s; ${Math.round(r.rps)} of ${RATE} req/s answered; ${r.sent} sent${r.timedOut ? `, ${r.timedOut} unanswered after 10 s` : ''}; slowest call ${slowest?.[0].replace('/api/', '')} p99 ${slowest?.[1].p99} ms; generator late p99 ${r.generatorLateP99} ms`
  return [
    { name: `mixed journey errors at ${RATE} req/s`, db: s.db, value: r.failed, unit: 'errors', budget: { op: '<=', limit: 0 }, note },
    { name: `mixed journey p99 at ${RATE} req/s`, db: s.db, value: r.p99, unit: 'ms', budget: { op: '<=', limit: 200 }, note },
    {
      name: 'server RSS under the mixed journey',
      db: s.db,
      value: mb(rss),
      unit: 'MB',
      budget: { op: '<=', limit: 400 },
      note: `max of samples every 250 ms; ${mb(idle)} MB after the warm-up, ${mb(s.startRss)} MB at start; JS heap ${mb(memory.heapUsed)} MB`,
    },
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// cold index builds

/**
 * Issue 16: one account floods the wish calls with (province, exam year, track) combinations whose index is not built
 * yet, 8 at a time, while /healthz is asked every 20 ms. Budgets: RSS ≤ 800 MB, /healthz p99 ≤ 100 ms. Past the
 * per-account limit the calls are refused (code 29) at once; combinations our data does not hold get code 2.
 * On a server of its own, started for it: the indexes the other sections built would not be cold.
 */
async function coldFloodBench(s: Server): Promise<Figure[]> {
  process.stdout.write(`\n== cold index builds: one account asks for many province × year × track combinations (${s.db} database) ==\n`)
  const [{ token }] = await students(s, 43, 1, 560, 1)
  const combos: Array<{ ProvinceId: number; Year: number; SubjectType: number }> = []
  for (const year of [2027, 2026, 2025, 2024]) for (let p = 11; p <= 65; p++) for (const t of [1, 2]) combos.push({ ProvinceId: p, Year: year, SubjectType: t })
  const health: number[] = []
  const sampler = rssSampler(s)
  let polling = true
  const poller = (async () => {
    while (polling) {
      const t0 = performance.now()
      await fetch(`${s.address}/healthz`)
      health.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const codes = new Map<number, number>()
  let next = 0
  const t0 = Date.now()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < combos.length) {
        const { code } = await post(s, 'Wish/BatchList', combos[next++], token)
        codes.set(code, (codes.get(code) ?? 0) + 1)
      }
    }),
  )
  const seconds = (Date.now() - t0) / 1000
  polling = false
  await poller
  const rss = sampler.stop()
  health.sort((a, b) => a - b)
  const q = (f: number) => Math.round(health[Math.min(health.length - 1, Math.floor(f * health.length))])
  line('combinations asked', `${combos.length} in ${seconds.toFixed(1)} s · answers by code ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}`)
  line('/healthz during the flood', `p50 ${q(0.5)} ms · p99 ${q(0.99)} ms · max ${q(1)} ms (${health.length} asks)`)
  line('server RSS during the flood', `max ${mb(rss)} MB`)
  const note = `${combos.length} combinations in ${seconds.toFixed(0)} s`
  return [
    { name: '/healthz p99 during the cold-index flood', db: s.db, value: q(0.99), unit: 'ms', budget: { op: '<=', limit: 100 }, note },
    { name: 'server RSS during the cold-index flood', db: s.db, value: mb(rss), unit: 'MB', budget: { op: '<=', limit: 800 }, note },
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// rows measured by other parts of the bench, when present

type Placeholder = Omit<Figure, 'value' | 'note'>

/**
 * Loads bench/<file> if it exists and calls its measure function; otherwise (or if it fails) the rows it would
 * have answered are printed with no value and the reason in the note.
 */
async function external<F extends (...args: never[]) => Promise<Figure[]>>(
  file: string,
  fn: string,
  call: (f: F) => Promise<Figure[]>,
  rows: Placeholder[],
): Promise<Figure[]> {
  const full = path.join(__dirname, file)
  let why = `not measured in this run (bench/${file} is not present)`
  if (fs.existsSync(full)) {
    try {
      const mod = (await import(full)) as Record<string, F | undefined>
      const f = mod[fn]
      if (typeof f !== 'function') throw new Error(`bench/${file} exports no ${fn}()`)
      return await call(f)
    } catch (e) {
      why = `not measured: ${(e as Error).message.split('\n')[0]}`
      process.stdout.write(`bench/${file}: ${(e as Error).stack ?? String(e)}\n`)
    }
  }
  return rows.map((r) => ({ ...r, value: null, note: why }))
}

type ServerMeasure = (baseUrl: string, db: Db) => Promise<Figure[]>
type PlainMeasure = () => Promise<Figure[]>

const heavyLists = (s: Server) =>
  external<ServerMeasure>('heavy-lists.ts', 'measureHeavyLists', (f) => f(s.address, s.db), [
    { name: '/healthz p99 while heavy lists run', db: s.db, unit: 'ms', budget: { op: '<=', limit: 50 } },
    { name: 'list p99 with four in flight', db: s.db, unit: 'ms', budget: { op: '<=', limit: 300 } },
  ])

const schoolInfo = (s: Server) =>
  external<ServerMeasure>('school-info.ts', 'measureSchoolInfo', (f) => f(s.address, s.db), [
    { name: 'SchoolInfo throughput', db: s.db, unit: 'req/s', budget: { op: '>=', limit: 2000 } },
  ])

const coldStart = () =>
  external<PlainMeasure>('cold-start.ts', 'measureColdStart', (f) => f(), [
    { name: 'cold start on a fresh data directory', db: 'embedded', unit: 's', budget: { op: '<=', limit: 20 } },
    { name: 'warm restart', db: 'embedded', unit: 's', budget: { op: '<=', limit: 2 } },
  ])

const h5 = () =>
  external<PlainMeasure>('h5-figures.ts', 'measureH5', (f) => f(), [
    { name: 'H5 home route compressed JS+CSS', db: '', unit: 'KB', budget: { op: '<=', limit: 150 } },
    { name: 'H5 repeat visit static-asset requests', db: '', unit: 'requests', budget: { op: '<=', limit: 0 } },
    { name: 'H5 LCP (4× CPU, 9 Mbps / 60 ms, median of 5)', db: '', unit: 'ms', budget: { op: '<=', limit: 1200 } },
    { name: 'H5 CLS', db: '', unit: '', budget: { op: '<=', limit: 0.1 } },
  ])

const weapp = () =>
  external<PlainMeasure>('weapp-figures.ts', 'measureWeapp', (f) => f(), [
    { name: 'mini program main package', db: '', unit: 'KB', budget: { op: '<=', limit: 700 } },
    { name: 'largest setData payload: recommendation list', db: '', unit: 'KB', budget: { op: '<=', limit: 128 } },
    { name: 'largest setData payload: wish table', db: '', unit: 'KB', budget: { op: '<=', limit: 128 } },
    { name: "largest setData payload: a school's detail", db: '', unit: 'KB', budget: { op: '<=', limit: 128 } },
  ])

// ---------------------------------------------------------------------------------------------------------------
// engine micro-benchmarks (printed; no budgets)

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

// ---------------------------------------------------------------------------------------------------------------
// the table

/** columns padded by display width (a CJK character takes two) */
const width = (s: string) =>
  [...s].reduce((a, c) => a + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1), 0)
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)))

function printTable(rows: Figure[]): void {
  const cells = rows.map((f) => {
    const p = passes(f)
    return [
      f.name,
      f.db || '—',
      f.value === null ? '—' : `${f.value.toLocaleString('en')} ${f.unit}`.trim(),
      `${f.budget.op === '<=' ? '≤' : '≥'} ${f.budget.limit.toLocaleString('en')} ${f.unit}`.trim(),
      p === null ? 'not measured' : p ? 'pass' : 'FAIL',
      f.note ?? '',
    ]
  })
  const head = ['figure', 'database', 'value', 'budget', 'pass', 'note']
  const w = head.map((h, i) => Math.max(width(h), ...cells.map((c) => width(c[i]))))
  const fmt = (c: string[]) => c.map((x, i) => (i === c.length - 1 ? x : pad(x, w[i]))).join('  ')
  process.stdout.write(
    `\n== figures (${os.cpus().length} cores, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}) ==\n`,
  )
  process.stdout.write(`${fmt(head)}\n${w.map((n, i) => (i === w.length - 1 ? '----' : '-'.repeat(n))).join('  ')}\n`)
  for (const c of cells) process.stdout.write(`${fmt(c)}\n`)
  const failed = rows.filter((f) => passes(f) === false).length
  const missing = rows.filter((f) => passes(f) === null).length
  process.stdout.write(`\n${rows.length} figures: ${rows.length - failed - missing} pass, ${failed} fail, ${missing} not measured\n`)
}

// ---------------------------------------------------------------------------------------------------------------

async function serverSections(db: Db): Promise<void> {
  process.stdout.write(`\n######## ${db === 'embedded' ? 'embedded database (PGlite)' : `PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}`} ########\n`)
  const wanted = ['load', 'wish', 'journey', 'lists', 'schoolinfo'].filter((k) => ONLY.has(k))
  if (wanted.length) {
    const s = await startServer(db)
    line(
      'server start',
      `${(s.startMs / 1000).toFixed(1)} s${db === 'postgres' ? ' (seeds the reference data on a first run)' : ''} · RSS ${mb(s.startRss)} MB`,
    )
    try {
      if (ONLY.has('load')) figures.push(...(await loadBench(s)))
      if (ONLY.has('wish')) figures.push(...(await wishBench(s)))
      if (ONLY.has('journey')) figures.push(...(await journeyBench(s)))
      if (ONLY.has('lists')) figures.push(...(await heavyLists(s)))
      if (ONLY.has('schoolinfo')) figures.push(...(await schoolInfo(s)))
    } finally {
      await s.close()
    }
  }
  if (ONLY.has('cold')) {
    const s = await startServer(db)
    try {
      figures.push(...(await coldFloodBench(s)))
    } finally {
      await s.close()
    }
  }
}

async function main(): Promise<void> {
  const t0 = Date.now()
  if (ONLY.has('seed') || !fs.existsSync(DATA_DIR)) await seedBench()
  const dbs: Db[] = process.env.BENCH_DB === 'embedded' || process.env.BENCH_DB === 'postgres' ? [process.env.BENCH_DB] : ['embedded', 'postgres']
  for (const db of dbs) {
    if (db === 'postgres' && !process.env.DATABASE_URL) {
      process.stdout.write('\n(PostgreSQL: set DATABASE_URL to run the server sections on it too)\n')
      continue
    }
    await serverSections(db)
  }
  if (ONLY.has('coldstart')) figures.push(...(await coldStart()))
  if (ONLY.has('h5')) figures.push(...(await h5()))
  if (ONLY.has('weapp')) figures.push(...(await weapp()))
  if (ONLY.has('engine')) await engineBench()
  printTable(figures)
  fs.mkdirSync(OUT, { recursive: true })
  const file = path.join(OUT, 'figures.json')
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds: Math.round((Date.now() - t0) / 1000),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryMb: mb(os.totalmem()), loadAverage: os.loadavg(), node: process.version },
        figures: figures.map((f) => ({ ...f, pass: passes(f) })),
        journeyCost,
      },
      null,
      2,
    ),
  )
  process.stdout.write(`figures written to ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - t0) / 60000)} min)\n`)
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`)
  process.exit(1)
})
