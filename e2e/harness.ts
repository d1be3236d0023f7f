/// <reference lib="dom" />
// (journeys pass callbacks to page.evaluate/waitForFunction that run in the browser and name window/document)
/**
 * The browser-journey harness: one API server (server/app.ts, fresh temporary PGlite, real data seeded, the
 * built H5 site at /) and one headless Chromium, shared by every journey of a run. Each journey gets a
 * `Harness` whose pages are isolated browser contexts (own localStorage), whose console and page errors are
 * collected, and which fails the journey on any error it did not declare as expected.
 */
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { buildApp, type BuiltApp } from '../server/app'
import type { AppContext } from '../server/context'

export const ROOT = path.resolve(__dirname, '..')
export const ARTIFACTS = path.join(__dirname, 'artifacts')
export const VIEWPORT = { width: 390, height: 844 }

/** the `{code, message, data}` answer of every API call */
export interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

export interface SmsOutboxEntry {
  Id: number
  Mobile: string
  Code: string
  Content: string
  CreatedAt: string
  [k: string]: unknown
}

/** what `withApp` hands its callback: a fresh page plus the calls a journey needs */
export interface AppSession {
  page: Page
  baseUrl: string
  api: Harness['api']
  smsOutbox: Harness['smsOutbox']
  screenshot: (name: string) => Promise<string>
  consoleErrors: () => string[]
  harness: Harness
  ctx: AppContext
}

export type ErrorPattern = string | RegExp

/** one console or page error seen in a journey */
export interface SeenError {
  kind: 'console' | 'pageerror'
  text: string
  /** where the message came from (the failing resource for a load error) */
  url: string
  /** the page's address at that moment */
  page: string
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/** The server and browser every journey of one run shares. */
export class Stage {
  private constructor(
    readonly built: BuiltApp,
    readonly browser: Browser,
    readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  static async start(opts: { log?: (s: string) => void } = {}): Promise<Stage> {
    const log = opts.log ?? (() => {})
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-data-'))
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const t0 = Date.now()
    // The journeys run the product as `npm start` does: embedded PGlite in a fresh directory (never a shared
    // DATABASE_URL), sandbox providers, the built H5 site. E2E_DATABASE_URL opts into PostgreSQL.
    const built = await buildApp({
      config: {
        dataDir,
        databaseUrl: process.env.E2E_DATABASE_URL || undefined,
        port,
        host: '127.0.0.1',
        publicBaseUrl: baseUrl,
        logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
        h5Dir: path.join(ROOT, 'dist', 'h5'),
      },
    })
    log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${built.ctx.dbHandle.where})`)
    await built.app.listen({ port, host: '127.0.0.1' })
    let browser: Browser
    try {
      browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
    } catch (e) {
      await built.close().catch(() => {})
      fs.rmSync(dataDir, { recursive: true, force: true })
      throw e
    }
    return new Stage(built, browser, baseUrl, dataDir)
  }

  async stop(): Promise<void> {
    await this.browser.close().catch(() => {})
    await this.built.close().catch(() => {})
    fs.rmSync(this.dataDir, { recursive: true, force: true })
  }
}

/** What a journey (`export default async function (h: Harness)`) works with. */
export class Harness {
  readonly baseUrl: string
  readonly ctx: AppContext
  private contexts: BrowserContext[] = []
  private errors = new Map<Page, SeenError[]>()
  private allErrors: SeenError[] = []
  private expected: ErrorPattern[] = []
  private shots: string[] = []

  constructor(
    private readonly stage: Stage,
    readonly journey: string,
    expected: ErrorPattern[] = [],
  ) {
    this.baseUrl = stage.baseUrl
    this.ctx = stage.built.ctx
    this.expected = [...expected]
  }

  /** A new page in its own browser context (fresh storage), 390×844, errors collected. */
  async newPage(): Promise<Page> {
    const context = await this.stage.browser.newContext({
      viewport: VIEWPORT,
      // a plain desktop context at phone size: the H5 pickers follow mouse drags, which touch emulation would break
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    })
    this.contexts.push(context)
    context.setDefaultTimeout(15000)
    const page = await context.newPage()
    const list: SeenError[] = []
    this.errors.set(page, list)
    const record = (e: SeenError) => {
      list.push(e)
      this.allErrors.push(e)
    }
    page.on('console', (m) => {
      if (m.type() !== 'error') return
      const loc = m.location()
      record({ kind: 'console', text: m.text(), url: loc?.url || page.url(), page: page.url() })
    })
    page.on('pageerror', (err) => record({ kind: 'pageerror', text: `${err.name}: ${err.message}\n${(err.stack ?? '').split('\n').slice(1, 4).join('\n')}`, url: page.url(), page: page.url() }))
    return page
  }

  /** Runs `fn` with a fresh page (own storage) and the journey calls; the page's context is closed after. */
  async withApp<T>(fn: (s: AppSession) => Promise<T>): Promise<T> {
    const page = await this.newPage()
    try {
      return await fn({
        page,
        baseUrl: this.baseUrl,
        api: this.api.bind(this),
        smsOutbox: this.smsOutbox.bind(this),
        screenshot: (name) => this.screenshot(page, name),
        consoleErrors: () => this.consoleErrors(page),
        harness: this,
        ctx: this.ctx,
      })
    } catch (e) {
      await this.failureShot(page)
      throw e
    } finally {
      await page.context().close().catch(() => {})
    }
  }

  /** POST /api/<name> with a JSON body (and the token header); answers the envelope. */
  async api<T = any>(name: string, body: object = {}, token?: string): Promise<Envelope<T>> {
    const res = await fetch(`${this.baseUrl}/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    try {
      return JSON.parse(text) as Envelope<T>
    } catch {
      throw new Error(`api ${name}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`)
    }
  }

  /** The sandbox SMS outbox of a mobile, newest first. */
  async smsOutbox(mobile: string): Promise<SmsOutboxEntry[]> {
    const res = await fetch(`${this.baseUrl}/dev/sms-outbox?Mobile=${encodeURIComponent(mobile)}`)
    if (!res.ok) throw new Error(`sms-outbox ${mobile}: HTTP ${res.status} ${await res.text()}`)
    return (await res.json()) as SmsOutboxEntry[]
  }

  /** Console errors and page errors a page showed so far (as text). */
  consoleErrors(page: Page): string[] {
    return (this.errors.get(page) ?? []).map((e) => `${e.kind === 'pageerror' ? '[pageerror] ' : ''}${e.text}`)
  }

  /** Declares errors this journey expects (they do not fail it). */
  expectErrors(...patterns: ErrorPattern[]): void {
    this.expected.push(...patterns)
  }

  /** Forgets the errors seen so far on a page (after a step that provokes expected ones and was checked). */
  clearErrors(page: Page): void {
    const list = this.errors.get(page)
    if (!list) return
    const drop = new Set(list)
    list.length = 0
    this.allErrors = this.allErrors.filter((e) => !drop.has(e))
  }

  /** Saves a full-viewport PNG under e2e/artifacts/<name>.png and answers its path. */
  async screenshot(page: Page, name: string): Promise<string> {
    fs.mkdirSync(ARTIFACTS, { recursive: true })
    const file = path.join(ARTIFACTS, `${name.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_')}.png`)
    await page.screenshot({ path: file })
    this.shots.push(file)
    return file
  }

  /** Errors that no declared pattern covers. */
  unexpectedErrors(): SeenError[] {
    return this.allErrors.filter(
      (e) => !this.expected.some((p) => (typeof p === 'string' ? e.text.includes(p) : p.test(e.text))),
    )
  }

  get screenshots(): string[] {
    return [...this.shots]
  }

  /** Screenshots of the pages still open when a journey failed (best effort). */
  async failureShots(): Promise<void> {
    for (const c of this.contexts) for (const p of c.pages()) await this.failureShot(p)
  }

  private async failureShot(page: Page): Promise<void> {
    if (page.isClosed()) return
    const n = this.shots.filter((s) => s.includes(`${this.journey}-failure`)).length
    await this.screenshot(page, `${this.journey}-failure-${n + 1}`).catch(() => {})
  }

  /** Closes every context the journey opened. */
  async dispose(): Promise<void> {
    for (const c of this.contexts) await c.close().catch(() => {})
    this.contexts = []
  }
}
