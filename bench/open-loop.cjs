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
 * workerData: { url, requests: [{ headers, body }], rate, seconds, maxSockets, seed }
 * posts: { latencies: number[] (ms, sorted), sent, ok, failed, seconds }
 */
const { parentPort, workerData } = require('worker_threads')
const http = require('http')

const { url, requests, rate, seconds, maxSockets = 64, seed = 1 } = workerData
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
let sent = 0
let ok = 0
let failed = 0
let pending = 0
let next = 0
const start = performance.now()
const end = start + seconds * 1000
let due = start

function send(dueAt) {
  const r = requests[next++ % requests.length]
  sent++
  pending++
  const req = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      agent,
      headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) },
    },
    (res) => {
      let first = null
      res.on('data', (chunk) => {
        if (first === null) first = chunk.subarray(0, 12).toString()
      })
      res.on('end', () => {
        latencies.push(performance.now() - dueAt)
        // the envelope's code must be 0 (a 200 with an error code is a failure too)
        if (res.statusCode === 200 && first !== null && first.startsWith('{"code":0')) ok++
        else failed++
        done()
      })
    },
  )
  req.on('error', () => {
    failed++
    latencies.push(performance.now() - dueAt)
    done()
  })
  req.end(r.body)
}

function done() {
  pending--
  if (pending === 0 && due >= end) finish()
}

function finish() {
  agent.destroy()
  latencies.sort((a, b) => a - b)
  parentPort.postMessage({ latencies, sent, ok, failed, seconds: (performance.now() - start) / 1000 })
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
