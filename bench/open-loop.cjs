/**
 * Open-loop load at a fixed average rate, for "p99 at N req/s" budgets. Runs as a worker thread (bench/run.ts
 * `openLoop`), so the load generator does not take the server's event-loop turns.
 *
 * Why not autocannon's overallRate: it gives each connection rate/connections requests per second, sent back
 * to back at the start of every second (then idle), and weights latencies by their own length (coordinated-omission
 * correction with a 1 ms expected interval) — a 1-second-periodic saturating burst rather than a steady 200 req/s.
 *
 * Here arrivals are a Poisson process (independent students; bursts happen as they do in life) from a fixed
 * seed, each request is sent when it is due whether or not earlier ones have answered (keep-alive connections,
 * up to `maxSockets`), and its latency runs from when it was due, not when it was sent: a server (or generator)
 * that falls behind is charged for every request that waited.
 *
 * A request not answered `timeoutMs` (default 10 s) after it was due is given up and counted as failed: a server
 * that cannot keep up would otherwise leave a backlog that takes many times the run's length to drain.
 *
 * workerData: { url, requests: [{ headers, body, path? }], rate, seconds, maxSockets, seed, timeoutMs } — a
 * request's `path` (a mixed journey's calls) replaces the url's path
 * posts: { latencies: number[] (ms, sorted), byPath: { path: latencies[] }, lateP99 (ms the generator itself sent late), sent, ok, failed, timedOut, seconds,
 *          failures: { 'path status start-of-body': count } }
 */
const { parentPort, workerData } = require('worker_threads')
const http = require('http')

const { url, requests, rate, seconds, maxSockets = 64, seed = 1, timeoutMs = 10000 } = workerData
const target = new URL(url)
const agent = new http.Agent({ keepAlive: true, maxSockets })

// mulberry32: a small deterministic generator, so two runs see the same arrival pattern
let s = seed >>> 0
function random() {
  s = (s + 0x6d2b79f5) >>> 0
  let t = s
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const latencies = []
const byPath = {}
// how late this generator itself sent each request (its timer and event loop, before any socket): when this is large
// the machine, not the server, is what the latencies measure
const late = []
let timedOut = 0
let sent = 0
let ok = 0
let failed = 0
const failures = {}
function fail(what) {
  failed++
  const n = Object.keys(failures).length
  if (failures[what] !== undefined || n < 20) failures[what] = (failures[what] || 0) + 1
}
let pending = 0
let next = 0
const start = performance.now()
const end = start + seconds * 1000
let due = start

function send(dueAt) {
  const r = requests[next++ % requests.length]
  const where = r.path || target.pathname
  late.push(performance.now() - dueAt)
  sent++
  pending++
  let settled = false
  const settle = (failure) => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    const ms = performance.now() - dueAt
    latencies.push(ms)
    ;(byPath[where] = byPath[where] || []).push(ms)
    if (failure) fail(failure)
    else ok++
    done()
  }
  const req = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: where,
      method: 'POST',
      agent,
      headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) },
    },
    (res) => {
      let first = null
      res.on('data', (chunk) => {
        if (first === null) first = chunk.subarray(0, 120).toString()
      })
      res.on('end', () => {
        // the envelope's code must be 0 (a 200 with an error code is a failure too)
        if (res.statusCode === 200 && first !== null && first.startsWith('{"code":0')) settle(null)
        else settle(`${where} ${res.statusCode} ${String(first).slice(0, 90)}`)
      })
    },
  )
  const timer = setTimeout(
    () => {
      timedOut++
      settle(`${where} no answer within ${timeoutMs} ms`)
      req.destroy()
    },
    Math.max(0, dueAt + timeoutMs - performance.now()),
  )
  req.on('error', (e) => settle(`${where} ${e.code || e.message}`))
  req.end(r.body)
}

function done() {
  pending--
  if (pending === 0 && due >= end) finish()
}

function finish() {
  agent.destroy()
  latencies.sort((a, b) => a - b)
  for (const k of Object.keys(byPath)) byPath[k].sort((a, b) => a - b)
  late.sort((a, b) => a - b)
  const lateP99 = late.length ? late[Math.min(late.length - 1, Math.floor(0.99 * late.length))] : 0
  parentPort.postMessage({ latencies, byPath, lateP99, sent, ok, failed, timedOut, failures, seconds: (performance.now() - start) / 1000 })
}

// a 1 ms tick sends every arrival that is due (timer lateness counts against the measured latency)
const tick = setInterval(() => {
  const now = performance.now()
  while (due <= now && due < end) {
    send(due)
    due += (-Math.log(1 - random()) / rate) * 1000
  }
  if (due >= end) {
    clearInterval(tick)
    if (pending === 0) finish()
  }
}, 1)
