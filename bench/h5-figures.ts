/**
 * Issue 20's H5 figures, measured in Debian's Chromium (never a downloaded browser) against the real server sending
 * the built site (dist/h5) with its precompressed files:
 *  - the JS+CSS a first visit to `#/pages/home/index` downloads, as the bytes on the wire (compressed), per file
 *  - how many static files a repeat visit in the same browser asks the network for (hashed files are `immutable`;
 *    the document, index.html, is `no-cache` by design and not counted)
 *  - LCP and CLS of a cold load at a 390×844 viewport with the CPU slowed 4× and a 9 Mbps / 60 ms network
 *    (DevTools protocol emulation), the median of 5 loads, each in a fresh browser context (empty cache)
 *
 * `measureH5(baseUrl?)`: without a base URL it starts the server itself on dist/h5 with a fresh embedded database
 * (seeded with the real data, as `npm start` does: ~30–60 s). `npx tsx bench/h5-figures.ts [baseUrl]` prints the rows.
 * Timings depend on what else the machine runs: the row notes say the load average while they were taken.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { buildApp } from '../server/app'
import type { Figure } from './figures'
import { freePort } from '../tests/support/free-port'

const ROOT = path.resolve(__dirname, '..')
const H5_DIR = path.join(ROOT, 'dist', 'h5')
const HOME = '/#/pages/home/index'
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking']
const VIEWPORT = { width: 390, height: 844 }
/** 9 Mbps in bytes per second, 60 ms round trip (Network.emulateNetworkConditions) */
const NETWORK = { offline: false, latency: 60, downloadThroughput: (9 * 1000 * 1000) / 8, uploadThroughput: (9 * 1000 * 1000) / 8 }
const CPU_SLOWDOWN = 4
const LOADS = Number(process.env.H5_LOADS ?? 5)

const BUDGET = { homeKb: 150, repeatRequests: 0, lcpMs: 1200, cls: 0.1 }

export interface AssetLoad {
  url: string
  /** bytes of the body on the wire (compressed as sent) */
  bytes: number
  encoding: string
}

/** the real server on dist/h5 and a fresh embedded database of its own; answers its address and how to stop it */
async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-h5-bench-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // development mode as `npm start` runs it (production mode refuses to start without its secrets); the static
  // handler, its precompressed files and cache headers are the same in both modes
  const built = await buildApp({
    config: { env: 'development', dataDir, databaseUrl: undefined, port, host: '127.0.0.1', publicBaseUrl: baseUrl, logLevel: 'warn', h5Dir: H5_DIR },
  })
  await built.app.listen({ port, host: '127.0.0.1' })
  return {
    baseUrl,
    async stop() {
      await built.close().catch(() => {})
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const isStatic = (url: string, base: string) => url.startsWith(base) && !new URL(url).pathname.startsWith('/api/') && !new URL(url).pathname.startsWith('/dev/')

/** Waits until the network has been quiet for a while after load (the home route's chunk and its start-up call). */
async function settle(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(quietMs)
}

/** Every JS and CSS file a first visit to the home route downloads, with its bytes on the wire. */
async function firstVisit(context: BrowserContext, base: string): Promise<AssetLoad[]> {
  const page = await context.newPage()
  const assets: AssetLoad[] = []
  const pending: Promise<void>[] = []
  page.on('requestfinished', (req) => {
    const url = req.url()
    if (!isStatic(url, base) || !/\.(js|css)(\?|$)/.test(new URL(url).pathname)) return
    pending.push(
      (async () => {
        const [sizes, res] = await Promise.all([req.sizes(), req.response()])
        const encoding = (res && (await res.headerValue('content-encoding'))) || 'identity'
        assets.push({ url: new URL(url).pathname, bytes: sizes.responseBodySize, encoding })
      })(),
    )
  })
  await page.goto(base + HOME)
  await settle(page)
  await Promise.all(pending)
  await page.close()
  return assets.sort((a, b) => b.bytes - a.bytes)
}

/** Static files (not the document, not API calls) a second visit in the same context fetches over the network. */
async function repeatVisit(context: BrowserContext, base: string): Promise<string[]> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const fetched: string[] = []
  cdp.on('Network.responseReceived', (e) => {
    const r = e.response
    if (e.type === 'Document' || !isStatic(r.url, base)) return
    if (r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache || r.fromEarlyHints) return
    fetched.push(`${new URL(r.url).pathname} ${r.status}`)
  })
  await page.goto(base + HOME)
  await settle(page)
  await cdp.detach()
  await page.close()
  return fetched
}

interface Vitals {
  lcp: number | null
  cls: number
  lcpElement: string
}

/** One cold load (fresh context, empty cache) under the CPU and network emulation: its LCP and CLS. */
async function coldLoad(browser: Browser, base: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __zyVitals: { lcp: number | null; cls: number; lcpElement: string } }
      w.__zyVitals = { lcp: null, cls: 0, lcpElement: '' }
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
          w.__zyVitals.lcp = e.startTime
          const el = e.element
          w.__zyVitals.lcpElement = el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}${e.url ? ` ${e.url}` : ''}` : ''
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) w.__zyVitals.cls += e.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    const cdp: CDPSession = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(base + HOME)
    await settle(page, 1500)
    return await page.evaluate(() => (window as unknown as { __zyVitals: Vitals }).__zyVitals)
  } finally {
    await context.close()
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const load = () => os.loadavg()[0].toFixed(1)

export async function measureH5(baseUrl?: string): Promise<Figure[]> {
  const server = baseUrl ? null : await startServer()
  const base = (baseUrl ?? server!.baseUrl).replace(/\/$/, '')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
    const assets = await firstVisit(context, base)
    const repeat = await repeatVisit(context, base)
    await context.close()
    const kb = assets.reduce((a, x) => a + x.bytes, 0) / 1024
    const perFile = assets.map((a) => `${path.basename(a.url)} ${(a.bytes / 1024).toFixed(1)} KB ${a.encoding}`).join(', ')

    const loadBefore = load()
    const runs: Vitals[] = []
    for (let i = 0; i < LOADS; i++) runs.push(await coldLoad(browser, base))
    const loadAfter = load()
    const lcps = runs.map((r) => r.lcp).filter((x): x is number => x !== null)
    const lcp = lcps.length === runs.length ? median(lcps) : null
    const cls = median(runs.map((r) => r.cls))
    const machine = `load average ${loadBefore}→${loadAfter} on ${os.cpus().length} cores`
    return [
      {
        name: 'H5 home route JS+CSS, compressed',
        db: '',
        value: Math.round(kb * 10) / 10,
        unit: 'KB',
        budget: { op: '<=', limit: BUDGET.homeKb },
        note: `${assets.length} files: ${perFile}`,
      },
      {
        name: 'H5 repeat visit static requests',
        db: '',
        value: repeat.length,
        unit: 'requests',
        budget: { op: '<=', limit: BUDGET.repeatRequests },
        note: repeat.length ? repeat.join(', ') : 'index.html revalidated (no-cache by design); every other file from cache',
      },
      {
        name: `H5 LCP (4x CPU, 9 Mbps / 60 ms, median of ${LOADS})`,
        db: '',
        value: lcp === null ? null : Math.round(lcp),
        unit: 'ms',
        budget: { op: '<=', limit: BUDGET.lcpMs },
        note: `loads ${runs.map((r) => (r.lcp === null ? '—' : Math.round(r.lcp))).join(' / ')} ms; element ${runs[0]?.lcpElement || '?'}; ${machine}`,
      },
      {
        name: 'H5 CLS',
        db: '',
        value: Math.round(cls * 1000) / 1000,
        unit: '',
        budget: { op: '<=', limit: BUDGET.cls },
        note: `loads ${runs.map((r) => r.cls.toFixed(3)).join(' / ')}`,
      },
    ]
  } finally {
    await browser.close()
    await server?.stop()
  }
}

if (require.main === module) {
  measureH5(process.argv[2])
    .then((rows) => {
      for (const r of rows) {
        const ok = r.value === null ? 'n/a' : (r.budget.op === '<=' ? r.value <= r.budget.limit : r.value >= r.budget.limit) ? 'pass' : 'FAIL'
        process.stdout.write(`${r.name.padEnd(48)} ${String(r.value).padStart(8)} ${r.unit.padEnd(9)} ${r.budget.op} ${r.budget.limit}  ${ok}\n`)
        if (r.note) process.stdout.write(`    ${r.note}\n`)
      }
      process.exit(0)
    })
    .catch((e) => {
      console.error(e)
      process.exit(1)
    })
}
