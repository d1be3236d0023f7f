/**
 * Issue 20, "no query stalls the server": four clients at once each read deep pages of the heaviest lists a user can
 * ask for — 河北's 专业录取线 (49,585 rows in 2025) with the one-character keyword 「学」 that matches nearly all of
 * them, down to the 2,000-row depth cap, and the same with other keywords, years and the plan list — while /healthz is
 * asked every 20 ms. Budgets: a list's p99 ≤ 300 ms with four in flight; /healthz p99 ≤ 50 ms meanwhile.
 *
 * The clients run in a worker thread: in the thread of a server under test they would take its event-loop turns and
 * add to the very latencies they measure. Each keyword's first ask also counts its rows (a count is kept per data
 * version after that), so the figure includes those first, dearer answers.
 */
import { Worker } from 'worker_threads'
import type { Figure } from './figures'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

/** the lists asked, in turn, by every client: deep pages (rows 1,001–2,000 at 100 a page) of big provinces' lines */
export function heavyListBodies(): Array<{ name: string; body: Record<string, unknown> }> {
  const out: Array<{ name: string; body: Record<string, unknown> }> = []
  const deep = [11, 14, 17, 20]
  for (const PageIndex of deep) {
    out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 13, Year: 2025, Level: 'major', Keyword: '学', PageIndex, PageSize: 100 } })
    out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 13, Level: 'major', Keyword: '学', PageIndex, PageSize: 100 } })
  }
  for (const Keyword of ['工程', '医学', '计算机', '师范大学', '汉语言文学', '电子信息', '管理']) {
    out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 13, Year: 2025, Level: 'major', Keyword, PageIndex: 5, PageSize: 100 } })
  }
  out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 13, Year: 2025, Level: 'major', PageIndex: 20, PageSize: 100 } })
  out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 13, Year: 2025, Level: 'institution', Keyword: '学', PageIndex: 20, PageSize: 100 } })
  out.push({ name: 'Lookup/AdmissionLineList', body: { ProvinceId: 44, Year: 2025, Level: 'group', Keyword: '大学', PageIndex: 20, PageSize: 100 } })
  out.push({ name: 'Public/EnrollmentPlan', body: { ProvinceId: 22, Keyword: '学', PageIndex: 20, PageSize: 100 } })
  out.push({ name: 'Public/EnrollmentPlan', body: { ProvinceId: 22, Keyword: '工程', PageIndex: 10, PageSize: 100 } })
  return out
}

const WORKER = `
const { parentPort, workerData } = require('worker_threads')
const { base, bodies, seconds, clients } = workerData
const post = async (name, body) => {
  const t0 = performance.now()
  const r = await fetch(base + '/api/' + name, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const j = await r.json()
  return { ms: performance.now() - t0, ok: r.status === 200 && j.code === 0, code: j.code }
}
;(async () => {
  const until = Date.now() + seconds * 1000
  const lists = [], health = [], codes = {}
  let stop = false
  const poller = (async () => {
    while (!stop) {
      const t0 = performance.now()
      await fetch(base + '/healthz').then((r) => r.arrayBuffer())
      health.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  let next = 0
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < until) {
      const b = bodies[next++ % bodies.length]
      const r = await post(b.name, b.body)
      lists.push(r.ms)
      if (!r.ok) codes[r.code] = (codes[r.code] || 0) + 1
    }
  }))
  stop = true
  await poller
  parentPort.postMessage({ lists, health, codes })
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }))
`

const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(0.99 * s.length))]) : null
}

/** four clients on the heavy lists for BENCH_SECONDS (default 10) while /healthz is polled; p99 of each */
export async function measureHeavyLists(baseUrl: string, db: 'embedded' | 'postgres', seconds = SECONDS): Promise<Figure[]> {
  const bodies = heavyListBodies()
  type Result = { lists: number[]; health: number[]; codes: Record<string, number>; error?: string }
  const res = await new Promise<Result>((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: { base: baseUrl.replace(/\/$/, ''), bodies, seconds, clients: 4 } })
    w.once('error', reject)
    w.once('message', (m: Result) => {
      resolve(m)
      void w.terminate()
    })
  })
  if (res.error) throw new Error(res.error)
  const failed = Object.entries(res.codes)
  const note = `${res.lists.length} lists in ${seconds} s (${bodies.length} kinds, pages to row 2,000)${failed.length ? `; answers not ok: ${failed.map(([c, n]) => `code ${c} × ${n}`).join(', ')}` : ''}`
  return [
    { name: 'heavy list p99, four in flight', db, value: p99(res.lists), unit: 'ms', budget: { op: '<=', limit: 300 }, note },
    {
      name: '/healthz p99 while heavy lists run',
      db,
      value: p99(res.health),
      unit: 'ms',
      budget: { op: '<=', limit: 50 },
      note: `${res.health.length} asks, every 20 ms`,
    },
  ]
}
