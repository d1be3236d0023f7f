/**
 * The server the journeys run against: the real API (server/app.ts) with the built H5 site at /, in the
 * Playwright worker's own process, on embedded PGlite — the product as `npm start` runs it.
 *
 * Seeding the real data takes ~30 s, so global-setup.ts seeds one database directory once per run
 * (`seedTemplate`) and each worker starts its server on a copy of it (`startStage`, ~3 s): a worker that
 * Playwright replaces after a failure gets a clean server without seeding again. With E2E_DATABASE_URL the
 * server uses that PostgreSQL database instead (seeded on first use; no copies).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp, type BuiltApp } from '../server/app'
import type { AppContext } from '../server/context'
import { clockOf, type AdjustableClock } from '../server/kv'
import { freePort } from '../tests/support/free-port'

export const ROOT = path.resolve(__dirname, '..')
export const H5_DIR = path.join(ROOT, 'dist', 'h5')
/** where global-setup leaves the seeded database directory for the workers */
export const TEMPLATE_ENV = 'ZY_E2E_TEMPLATE_DIR'

/** the `{code, message, data}` answer of every API call */
export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
}

/** one message of the sandbox SMS provider (GET /dev/sms-outbox) */
export interface SmsOutboxEntry {
  Id: number
  Mobile: string
  Code: string
  Content: string
  CreatedAt: string
}

export interface Stage {
  /** http://127.0.0.1:<port> — the H5 site at /, the API at /api */
  baseUrl: string
  /** the server's context: its database (`ctx.db`), config and services */
  ctx: AppContext
  /** the server's clock: `clock.advance(ms)` moves SMS intervals, code and session expiry forward */
  clock: AdjustableClock
  /**
   * POST /api/<name> with a JSON body (and the token header); answers the envelope. `clientIp` is sent as
   * X-Forwarded-For, which the stage believes from loopback only (TRUST_PROXY=127.0.0.1, as behind a reverse proxy):
   * fixtures register each student from their own address, so the per-address SMS limits that hold for everyone
   * else are not spent by the suite itself.
   */
  api<T = unknown>(name: string, body?: object, token?: string, clientIp?: string): Promise<Envelope<T>>
  /** the sandbox SMS outbox of a mobile, newest first */
  smsOutbox(mobile: string): Promise<SmsOutboxEntry[]>
  stop(): Promise<void>
}

const logLevel = () => process.env.E2E_LOG_LEVEL ?? 'warn'

/** Migrates and seeds a fresh PGlite directory, closes it, and answers the directory. */
export async function seedTemplate(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-seed-'))
  const built = await buildApp({ config: { env: 'development', dataDir, databaseUrl: undefined, logLevel: logLevel(), h5Dir: H5_DIR } })
  await built.close()
  return dataDir
}

export async function startStage(): Promise<Stage> {
  const databaseUrl = process.env.E2E_DATABASE_URL || undefined
  const template = process.env[TEMPLATE_ENV]
  let dataDir: string | undefined
  if (!databaseUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-data-'))
    // without a template (a worker started outside global-setup) the server seeds its own directory
    if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true })
  }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let built: BuiltApp
  try {
    built = await buildApp({
      config: {
        // as `npm start` runs it: development mode, with the SMS / WeChat sandboxes and the /dev helpers
        env: 'development',
        dataDir: dataDir ?? ':memory:',
        databaseUrl,
        port,
        host: '127.0.0.1',
        publicBaseUrl: baseUrl,
        trustProxy: '127.0.0.1',
        logLevel: logLevel(),
        h5Dir: H5_DIR,
      },
    })
    await built.app.listen({ port, host: '127.0.0.1' })
  } catch (e) {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    throw e
  }

  const api = async <T>(name: string, body: object = {}, token?: string, clientIp?: string): Promise<Envelope<T>> => {
    const res = await fetch(`${baseUrl}/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}), ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}) },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    try {
      return JSON.parse(text) as Envelope<T>
    } catch {
      throw new Error(`api ${name}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`)
    }
  }

  const smsOutbox = async (mobile: string): Promise<SmsOutboxEntry[]> => {
    const res = await fetch(`${baseUrl}/dev/sms-outbox?Mobile=${encodeURIComponent(mobile)}`)
    if (!res.ok) throw new Error(`sms-outbox ${mobile}: HTTP ${res.status} ${await res.text()}`)
    return (await res.json()) as SmsOutboxEntry[]
  }

  return {
    baseUrl,
    ctx: built.ctx,
    clock: clockOf(built.ctx),
    api,
    smsOutbox,
    async stop() {
      await built.close().catch(() => {})
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
