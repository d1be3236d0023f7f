/**
 * The server `npm run bench` measures, in a process of its own (bench/run.ts forks it): its RSS is then the server's
 * alone, not the load generator's, and its event loop is not shared with the bench. Every module is served, as
 * `npm run serve` serves them; development mode, so that accounts come from the sandboxes instead of real SMS.
 *
 * env: BENCH_DB = 'embedded' (DATA_DIR, seeded by the bench) | 'postgres' (DATABASE_URL, REDIS_URL if set);
 * BENCH_LOG_LEVEL (default warn; production's default is info: one access line per request, written to this
 * process's stdout, i.e. the bench's).
 * Messages from the bench (IPC): { cmd: 'students', ... } makes logged-in students directly in the database (an SMS
 * round trip per account would only measure the sandbox); { cmd: 'engine', ... } times the wish engine in this
 * process on a student's real index; { cmd: 'close' }.
 */
import { buildApp } from '../server/app'
import { MODULES } from '../server/modules'
import { createUser } from '../server/modules/account/users'
import { createSession } from '../server/modules/account/sessions'
import { resolveStudent } from '../server/modules/wish/student'
import { listUnits } from '../server/modules/wish/recommend'
import { checkDraft } from '../server/modules/wish/tables'
import { checkTable, tableOutcome, type TableRow } from '../server/engine/wish/table'
import type { AppContext } from '../server/context'

export type ChildCommand =
  | { cmd: 'students'; province: number; count: number; scoreFrom: number; scoreSpan: number }
  | { cmd: 'engine'; province: number }
  | { cmd: 'memory' }
  | { cmd: 'close' }
export type ChildRequest = ChildCommand & { id: number }

export interface EngineTimes {
  batchUnits: number
  passMs: number
  tableRows: number
  checkMs: number
}

export type ChildMessage =
  | { ready: true; address: string; startMs: number }
  | { id: number; students: Array<{ token: string; userId: number }> }
  | { id: number; engine: EngineTimes }
  | { id: number; memory: NodeJS.MemoryUsage }
  | { id: number; closed: true }
  | { id: number; error: string }

// run by hand (not forked): say where it listens
const send = (m: ChildMessage) => (process.send ? process.send(m) : process.stdout.write(`${JSON.stringify(m)}\n`))

function timeMs(fn: () => void, minMs: number): number {
  for (let i = 0; i < 50; i++) fn()
  let n = 0
  const t0 = performance.now()
  let elapsed = 0
  while (elapsed < minMs) {
    fn()
    n++
    elapsed = performance.now() - t0
  }
  return elapsed / n
}

let seq = 0
async function students(ctx: AppContext, r: Extract<ChildCommand, { cmd: 'students' }>) {
  const out: Array<{ token: string; userId: number }> = []
  for (let k = 0; k < r.count; k++) {
    seq++
    // distinct per run and per process, so that reruns on one PostgreSQL database never collide
    const mobile = `1${String(r.province).padStart(2, '0')}${String(process.pid % 1000).padStart(3, '0')}${String((Date.now() + seq) % 1e5).padStart(5, '0')}`
    const userId = await createUser(ctx.db, {
      mobile,
      exam_province_id: r.province,
      exam_year: 2026,
      subject_type: 2,
      select_subjects: JSON.stringify(['物理', '化学', '生物']),
      score: r.scoreFrom + ((k * 37) % r.scoreSpan),
    })
    out.push({ token: await createSession(ctx, userId, 'password', null), userId })
  }
  return out
}

/** the engine's pass over every unit of the 本科批 for one student, and a full table's check (in this process) */
async function engine(ctx: AppContext, province: number): Promise<EngineTimes> {
  const [{ userId }] = await students(ctx, { cmd: 'students', province, count: 1, scoreFrom: 560, scoreSpan: 1 })
  const st = await resolveStudent(ctx, userId, {}, false)
  const batchUnits = st.index.byBatch.get(2)?.length ?? 0
  const passMs = timeMs(() => listUnits(st, { PageSize: 20 }, 'primary'), 600)
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
  const checkMs = timeMs(() => checkTable(rows, rules, tableOutcome(rows)), 600)
  return { batchUnits, passMs, tableRows: rows.length, checkMs }
}

async function main(): Promise<void> {
  const postgres = process.env.BENCH_DB === 'postgres'
  const t0 = Date.now()
  const built = await buildApp({
    config: {
      env: 'development',
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
      dataDir: process.env.DATA_DIR,
      databaseUrl: postgres ? process.env.DATABASE_URL : undefined,
      redisUrl: postgres ? process.env.REDIS_URL || undefined : undefined,
      h5Dir: '/nonexistent',
      // the bench stands in for nginx on loopback: X-Forwarded-For names each simulated student's address
      trustProxy: '127.0.0.1',
      env_: { ...process.env, REF_SEED_PROVINCES: 'all' },
    },
    modules: MODULES,
  })
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' })
  send({ ready: true, address, startMs: Date.now() - t0 })
  process.on('message', (m: ChildRequest) => {
    void (async () => {
      try {
        if (m.cmd === 'students') send({ id: m.id, students: await students(built.ctx, m) })
        else if (m.cmd === 'engine') send({ id: m.id, engine: await engine(built.ctx, m.province) })
        else if (m.cmd === 'memory') {
          // with --expose-gc (BENCH_SERVER_NODE_OPTIONS), what stays alive after a full collection
          const before = process.memoryUsage()
          const gc = (globalThis as { gc?: () => void }).gc
          if (gc) {
            gc()
            const after = process.memoryUsage()
            process.stdout.write(
              `server heap after a full GC: ${Math.round(after.heapUsed / 1048576)} MB used of ${Math.round(after.heapTotal / 1048576)} MB, RSS ${Math.round(after.rss / 1048576)} MB\n`,
            )
          }
          send({ id: m.id, memory: before })
        } else if (m.cmd === 'close') {
          await built.close()
          send({ id: m.id, closed: true })
          process.exit(0)
        }
      } catch (e) {
        send({ id: m.id, error: (e as Error).stack ?? String(e) })
      }
    })()
  })
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`)
  process.exit(1)
})
