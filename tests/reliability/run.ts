/**
 * `npm run test:reliability`: the server tried as an attacker and an operator would, with counts.
 *
 *  1. Bodies: for every served call, property-based bodies (fast-check, from the call's own schema) — valid ones
 *     with edge values, wrong types, missing and extra fields, NUL and control characters, huge strings and arrays,
 *     out-of-range numbers, injection strings — and raw payloads (broken JSON, deep nesting, other content types),
 *     with and without a token: no answer may be HTTP 5xx and the server must still answer afterwards.
 *  2. Crashes: a real server process on an embedded database directory takes writes from parallel clients and is
 *     killed with SIGKILL in the middle, twice; restarted on the same directory, every acknowledged write is there.
 *     A second server started on the directory while the first runs is refused, naming the directory and the pid.
 *  3. Parallel brute force on passwords and SMS codes (two instances when DATABASE_URL is set): at most the limit
 *     is compared.
 *  4. Production mode: started without its settings it refuses, naming them; started with them, no sandbox or
 *     /dev route and no docs UI answers, and sandbox codes log no one in.
 *  5. Abuse (issue 16, tests/reliability/abuse.ts): a cold-combination flood against the index cache, wish-table
 *     quotas, the group-majors save racing a table save, weak production settings, planted secrets grepped from a
 *     production log, slow and oversized bodies.
 * Exits non-zero when any count is wrong. RELIABILITY_RUNS sets the bodies per call (default 80).
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import fc from 'fast-check'
import type { TSchema } from '@sinclair/typebox'
import { buildApp, type BuiltApp } from '../../server/app'
import { eventCount, type EventName } from '../../server/http/metrics'
import { LOGIN_RULES, SMS_RULES } from '../../server/modules/account/rules'
import { createSession } from '../../server/modules/account/sessions'
import { ENDPOINTS } from '../../types/endpoints'
import { testConfig } from '../support/server-db'
import { freshIp, freshMobile, sandboxEnv, startHarness, type Harness } from '../server/helpers/account-harness'
import { abuseProbes } from './abuse'
import { bodyOf, rawPayloads } from './arbitraries'
import { freePort } from '../support/free-port'
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.cjs'

const ROOT = path.resolve(__dirname, '../..')
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 80)
const SEED = Number(process.env.RELIABILITY_SEED ?? 20260609)
const problems: string[] = []
const t0 = Date.now()
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`
const say = (line: string) => process.stdout.write(`${line}\n`)

// --- 1. bodies ------------------------------------------------------------------------------------------------
interface FuzzCounts {
  tried: number
  fiveXX: number
  calls: number
  alive: boolean
  /** 5xx answers by call */
  byCall: Map<string, number>
  examples: string[]
}

async function fuzzBodies(): Promise<FuzzCounts> {
  const built: BuiltApp = await buildApp({
    config: testConfig({ providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv(), logLevel: process.env.LOG_LEVEL ?? 'silent' }),
  })
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const counts: FuzzCounts = { tried: 0, fiveXX: 0, calls: built.served.length, alive: false, byCall: new Map(), examples: [] }
  try {
    const user = await built.ctx.db
      .insertInto('users')
      .values({ mobile: freshMobile(), exam_province_id: 44, exam_year: 2026, subject_type: 2, select_subjects: '["物理","化学","生物"]', score: 600 })
      .returning('id')
      .executeTakeFirstOrThrow()
    // a session per request: Loginout, a changed password or a deleted account must not end the run's token
    const token = () => createSession(built.ctx, user.id, 'password', null)
    const send = async (name: string, payload: string, headers: Record<string, string>): Promise<number> => {
      counts.tried++
      const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'x-forwarded-for': freshIp(), ...headers }, payload })
      return res.statusCode
    }
    const record = (name: string, status: number, payload: string, headers: Record<string, string>) => {
      counts.fiveXX++
      counts.byCall.set(name, (counts.byCall.get(name) ?? 0) + 1)
      // the first failing body of each call, and a few more
      if (counts.byCall.get(name) === 1 || counts.examples.length < 5)
        counts.examples.push(`${name} → HTTP ${status}: ${JSON.stringify(headers)} ${payload.slice(0, 300)}`)
    }

    for (const [i, name] of built.served.entries()) {
      const schema = ENDPOINTS[name].body as TSchema
      const payloadArb = fc.oneof({ weight: 8, arbitrary: bodyOf(schema).map((b) => JSON.stringify(b) ?? 'null') }, { weight: 2, arbitrary: rawPayloads })
      const who = fc.constantFrom<'token' | 'none' | 'garbage'>('token', 'token', 'none', 'garbage')
      try {
        await fc.assert(
          fc.asyncProperty(payloadArb, who, async (payload, w) => {
            const headers: Record<string, string> = { 'content-type': 'application/json' }
            if (w === 'token') headers.token = await token()
            if (w === 'garbage') headers.token = 'x'.repeat(500)
            const status = await send(name, payload, headers)
            if (status >= 500) record(name, status, payload, headers)
            return status < 500
          }),
          { numRuns: RUNS, seed: SEED + i, endOnFailure: counts.fiveXX > 20 },
        )
      } catch {
        // recorded above (fast-check shrank to the smallest body that failed, also recorded)
      }
      // what a client gets wrong outside the body: content types, methods, no body at all
      for (const [headers, payload] of [
        [{ 'content-type': 'text/plain' }, 'hello'],
        [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2'],
        [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--'],
        [{ 'content-type': 'application/json; charset=latin1' }, '{}'],
        [{}, ''],
        [{ 'content-type': 'application/json', token: await token() }, ''],
      ] as Array<[Record<string, string>, string]>) {
        const status = await send(name, payload, headers)
        if (status >= 500) record(name, status, payload, headers)
      }
      counts.tried++
      const get = await built.app.inject({ method: 'GET', url: `/api/${name}?Zzz=%00` })
      if (get.statusCode >= 500) record(name, get.statusCode, 'GET', {})
    }

    const health = await fetch(`http://127.0.0.1:${(built.app.server.address() as net.AddressInfo).port}/healthz`)
    const alive = health.status === 200
    const login = await built.app.inject({ method: 'POST', url: '/api/Public/AppVersion', headers: { 'content-type': 'application/json' }, payload: '{}' })
    counts.alive = alive && login.statusCode === 200 && login.json<{ code: number }>().code === 0
  } finally {
    await built.close()
  }
  return counts
}

// --- process helpers ------------------------------------------------------------------------------------------

/** the environment of a spawned server: this one without databases, providers or secrets, plus `extra` */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) {
    if (
      /^(DATABASE_URL|REDIS_URL|REDIS_PREFIX|SMS_|ALIYUN_|WECHAT_|ALIPAY_|TENCENTCLOUD_|TCAPTCHA_|SSO_SECRET|SERVER_SECRET|PUBLIC_BASE_URL|API_DOCS|NODE_ENV|TRUST_PROXY|HOST|PORT|DATA_DIR|REF_SEED)/.test(
        k,
      )
    )
      continue
    env[k] = v
  }
  // no reference data: these servers are about accounts, crashes and modes
  return { ...env, LOG_LEVEL: 'warn', REF_SEED: 'none', H5_DIR: path.join(os.tmpdir(), 'zy-no-h5'), HOST: '127.0.0.1', ...extra }
}

interface Proc {
  child: ChildProcess
  out: () => string
  exited: Promise<number | null>
}

function startServer(env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', ...SERVER_NODE_FLAGS, path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, out: () => out, exited }
}

async function waitHealthy(base: string, proc: Proc, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited (${proc.child.exitCode}):\n${proc.out().slice(-2000)}`)
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not become healthy:\n${proc.out().slice(-2000)}`)
}

async function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode === null) proc.child.kill(signal)
  await proc.exited
}

async function api<T = unknown>(base: string, name: string, body: object, token?: string): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { code: number; message: string; data: T }
}

async function jsyLogin(base: string, mobile: string): Promise<{ UserId: number; Token: string; IsNewUser?: boolean }> {
  const t = (await (await fetch(`${base}/dev/sso-ticket?Mobile=${mobile}&Kind=jsy`)).json()) as { Ticket: string }
  const r = await api<{ UserId: number; Token: string; IsNewUser?: boolean }>(base, 'OpenAuth/JSYAuth', { Ticket: t.Ticket })
  if (r.code !== 0) throw new Error(`JSYAuth ${r.code} ${r.message}`)
  return r.data
}

// --- 2. crashes and a second server ---------------------------------------------------------------------------
interface Acked {
  mobile: string
  userId: number
  nickName?: string
}

interface CrashCounts {
  acked: number
  lost: number
  kills: number
  secondRefused: boolean
  secondMessage: string
}

/** parallel clients writing until the server dies: accounts (JSYAuth creates one) and a nickname on each */
async function writeUntilKilled(base: string, proc: Proc, acked: Acked[], round: number, killAfter: number): Promise<void> {
  let seq = 0
  let stopped = false
  const writer = async (w: number) => {
    while (!stopped) {
      const mobile = freshMobile()
      try {
        const login = await jsyLogin(base, mobile)
        const entry: Acked = { mobile, userId: login.UserId }
        acked.push(entry)
        const nickName = `r${round}w${w}n${++seq}`
        const upd = await api(base, 'User/UpdateStudent', { NickName: nickName }, login.Token)
        if (upd.code === 0) entry.nickName = nickName
      } catch {
        // the server is gone: whatever was not answered was not acknowledged
        return
      }
    }
  }
  const writers = Array.from({ length: 8 }, (_, w) => writer(w))
  const killer = (async () => {
    const deadline = Date.now() + 20_000
    while (acked.length < killAfter && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    // in the middle of writes: the writers are all waiting for answers
    proc.child.kill('SIGKILL')
    await proc.exited
    stopped = true
  })()
  await Promise.all([...writers, killer])
}

async function crashes(): Promise<CrashCounts> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-reliability-data-'))
  const acked: Acked[] = []
  const counts: CrashCounts = { acked: 0, lost: 0, kills: 0, secondRefused: false, secondMessage: '' }
  try {
    for (let round = 1; round <= 2; round++) {
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const proc = startServer(serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: '127.0.0.1' }))
      await waitHealthy(base, proc)
      if (round === 1) {
        // a second server on the same directory while the first runs
        const port2 = await freePort()
        const second = startServer(serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port2) }))
        const code = await Promise.race([second.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000))])
        if (code === 'running') await stop(second, 'SIGKILL')
        const msg = second.out()
        counts.secondMessage = (msg.split('\n').find((l) => l.includes('数据目录')) ?? msg).trim()
        counts.secondRefused = code !== 'running' && code !== 0 && msg.includes(dataDir) && msg.includes(`pid ${proc.child.pid}`)
      }
      await writeUntilKilled(base, proc, acked, round, round * 150)
      counts.kills++
    }
    // restart on the same directory (the killed server's lock is stale) and look for every acknowledged write
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const proc = startServer(serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: '127.0.0.1' }))
    await waitHealthy(base, proc)
    try {
      for (const a of acked) {
        counts.acked += a.nickName ? 2 : 1
        const again = await jsyLogin(base, a.mobile)
        if (again.UserId !== a.userId || again.IsNewUser) {
          counts.lost += a.nickName ? 2 : 1
          continue
        }
        if (a.nickName) {
          const info = await api<{ NickName: string }>(base, 'User/StudentInfo', {}, again.Token)
          if (info.data?.NickName !== a.nickName) counts.lost++
        }
      }
    } finally {
      await stop(proc)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return counts
}

// --- 3. parallel brute force ----------------------------------------------------------------------------------
interface GuessCounts {
  instances: number
  password: { sent: number; compared: number; limit: number }
  perAddress: { sent: number; compared: number; limit: number }
  smsCode: { sent: number; compared: number; limit: number }
  passwordChange: { sent: number; compared: number; limit: number }
}

async function bruteForce(): Promise<GuessCounts> {
  // two instances share one PostgreSQL (and Redis) database; the embedded database serves one process
  const hs: Harness[] = [await startHarness()]
  if (process.env.DATABASE_URL) hs.push(await startHarness())
  const total = (name: EventName) => hs.reduce((n, h) => n + eventCount(h.built.ctx, name), 0)
  const at = (i: number) => hs[i % hs.length]
  try {
    const measure = async (name: EventName, run: () => Promise<unknown>) => {
      const before = total(name)
      await run()
      return total(name) - before
    }
    const u = await hs[0].register()
    const pw = await measure('password.evaluated', () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          at(i).call('User/UserLogin', { Mobile: u.mobile, Password: i === 39 ? u.password : `guess${i}x1` }, { ip: freshIp() }),
        ),
      ),
    )
    const ip = freshIp()
    const byIp = await measure('password.evaluated', () =>
      Promise.all(Array.from({ length: 80 }, (_, i) => at(i).call('User/UserLogin', { Mobile: freshMobile(), Password: 'guess1234' }, { ip }))),
    )
    const mobile = freshMobile()
    const Code = await hs[0].sendCode(mobile, 2)
    const sms = await measure('sms-code.evaluated', () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          at(i).call(
            'User/VerificationCodeLogin',
            { Mobile: mobile, Code: i === 39 ? Code : String((Number(Code) + 1 + i) % 1e6).padStart(6, '0') },
            { ip: freshIp() },
          ),
        ),
      ),
    )
    const v = await hs[0].register()
    const change = await measure('password-change.evaluated', () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) => at(i).call('User/UpdatePassword', { OldPassword: `guess${i}x1`, Password: 'next12345' }, { token: v.Token })),
      ),
    )
    return {
      instances: hs.length,
      password: { sent: 40, compared: pw, limit: LOGIN_RULES.failuresPerMobile },
      perAddress: { sent: 80, compared: byIp, limit: LOGIN_RULES.failuresPerIp },
      // past these per-account thresholds the rest are asked for a human check, not compared
      smsCode: { sent: 40, compared: sms, limit: SMS_RULES.wrongTriesBeforeCheck },
      passwordChange: { sent: 40, compared: change, limit: LOGIN_RULES.changeFailuresPerUser },
    }
  } finally {
    for (const h of hs) await h.close()
  }
}

// --- 4. production mode ---------------------------------------------------------------------------------------
interface ProductionCounts {
  refusedWithoutSettings: boolean
  refusalNames: string[]
  probed: number
  exposed: string[]
}

const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'reliability-server-secret-0123456789abcdef',
  SSO_SECRET: 'reliability-sso-secret-0123456789abcdef012',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-reliability',
  ALIYUN_ACCESS_KEY_SECRET: 'reliability-aliyun-secret-0123456789',
  SMS_SIGN_NAME: '志愿填报助手',
  SMS_TEMPLATE_CODE: 'SMS_000000001',
  ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
  TENCENTCLOUD_SECRET_ID: 'AKID-reliability',
  TENCENTCLOUD_SECRET_KEY: 'reliability-tencentcloud-key-7Hq2Zp5Wm9',
  TCAPTCHA_APP_ID: '190000001',
  TCAPTCHA_APP_SECRET_KEY: 'reliability-captcha-app-key-3Nd8Vc1Lx6',
  TCAPTCHA_ENDPOINT: 'http://127.0.0.1:9/',
}

async function production(): Promise<ProductionCounts> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-reliability-prod-'))
  const counts: ProductionCounts = { refusedWithoutSettings: false, refusalNames: [], probed: 0, exposed: [] }
  try {
    // without its settings (NODE_ENV unset counts as production)
    const bare = startServer(serverEnv({ DATA_DIR: dataDir, PORT: String(await freePort()) }))
    const code = await bare.exited
    const names = ['SERVER_SECRET', 'SSO_SECRET', 'SMS_PROVIDER', 'ALIYUN_ACCESS_KEY_ID', 'TCAPTCHA_APP_ID']
    counts.refusalNames = names.filter((n) => bare.out().includes(`${n}:`))
    counts.refusedWithoutSettings = code === 1 && counts.refusalNames.length === names.length && bare.out().includes('服务器拒绝启动')

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const proc = startServer(serverEnv({ ...PRODUCTION_SETTINGS, DATA_DIR: dataDir, PORT: String(port) }))
    await waitHealthy(base, proc)
    try {
      const routes: Array<[string, string]> = [
        ['GET', '/dev/sms-outbox'],
        ['GET', '/dev/sms-outbox?Mobile=13800138000'],
        ['POST', '/dev/aliyun-sms/'],
        ['GET', '/dev/aliyun-sms/'],
        ['GET', '/dev/wechat/mint-code?name=x'],
        ['GET', '/dev/wechat/sns/jscode2session?appid=wxsandbox00000mini&secret=sandbox-mini-secret&js_code=sandbox:x&grant_type=authorization_code'],
        ['GET', '/dev/wechat/sns/oauth2/access_token'],
        ['GET', '/dev/wechat/connect/oauth2/authorize?appid=wxsandbox000000h5'],
        ['GET', '/dev/alipay/mint-code?name=x'],
        ['POST', '/dev/alipay/gateway.do'],
        ['POST', '/dev/sessions/expire'],
        ['GET', '/dev/sso-ticket?Mobile=13800138000'],
        ['GET', '/dev/wish-sign?Mobile=13800138000'],
        ['GET', '/api/docs'],
        ['GET', '/api/docs/json'],
        ['GET', '/api/docs/static/index.html'],
      ]
      for (const [method, url] of routes) {
        counts.probed++
        const res = await fetch(`${base}${url}`, { method, redirect: 'manual' })
        if (res.status !== 404) counts.exposed.push(`${method} ${url} → HTTP ${res.status}`)
      }
      for (const name of ['OpenAuth/WechchatMiniAppAuth', 'OpenAuth/WechchatH5Auth', 'OpenAuth/AlipayMPAuth', 'Public/AliUserId']) {
        counts.probed++
        const r = await api(base, name, { Code: 'sandbox:alice' })
        if (r.code === 0) counts.exposed.push(`${name} accepted a sandbox code`)
      }
    } finally {
      await stop(proc)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return counts
}

// --- run ------------------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  say(
    `reliability: ${RUNS} bodies per call (RELIABILITY_RUNS), seed ${SEED}${process.env.DATABASE_URL ? ', PostgreSQL' : ', embedded database'}${process.env.REDIS_URL ? ' + Redis' : ''}`,
  )

  const f = await fuzzBodies()
  say(`bodies tried: ${f.tried} across ${f.calls} calls; 5xx seen: ${f.fiveXX}; server alive afterwards: ${f.alive ? 'yes' : 'NO'}  (${elapsed()})`)
  if (f.fiveXX) say(`  5xx by call: ${[...f.byCall].map(([n, k]) => `${n} ×${k}`).join(', ')}`)
  for (const e of f.examples) say(`  5xx: ${e}`)
  if (f.fiveXX) problems.push(`${f.fiveXX} answers were HTTP 5xx`)
  if (!f.alive) problems.push('the server did not answer after the bodies')

  const c = await crashes()
  say(`acknowledged writes: ${c.acked}; lost after ${c.kills} × kill -9 and restart: ${c.lost}  (${elapsed()})`)
  say(`second server on the same data directory: ${c.secondRefused ? 'refused' : 'NOT refused'} — ${c.secondMessage.slice(0, 160)}`)
  if (c.lost) problems.push(`${c.lost} acknowledged writes lost`)
  if (c.acked < 100) problems.push(`only ${c.acked} writes acknowledged before the kills`)
  if (!c.secondRefused) problems.push('a second server on the same data directory was not refused with the directory and the pid')

  const g = await bruteForce()
  const line = (what: string, x: { sent: number; compared: number; limit: number }) => `${what} ${x.compared} of ${x.sent} (limit ${x.limit})`
  say(
    `parallel guesses evaluated vs limit (${g.instances} instance${g.instances > 1 ? 's' : ''}): ${line('password/mobile', g.password)}; ${line('password/address', g.perAddress)}; ` +
      `${line('SMS code', g.smsCode)}; ${line('old password', g.passwordChange)}  (${elapsed()})`,
  )
  for (const [what, x] of Object.entries({ password: g.password, perAddress: g.perAddress, smsCode: g.smsCode, passwordChange: g.passwordChange })) {
    if (x.compared > x.limit) problems.push(`${what}: ${x.compared} compared, limit ${x.limit}`)
    if (x.compared === 0) problems.push(`${what}: nothing compared (the measurement is broken)`)
  }

  const p = await production()
  say(
    `production routes exposed: ${p.exposed.length} of ${p.probed} probed; start without settings refused: ${p.refusedWithoutSettings ? `yes (names ${p.refusalNames.join(', ')})` : 'NO'}  (${elapsed()})`,
  )
  for (const e of p.exposed) say(`  exposed: ${e}`)
  if (p.exposed.length) problems.push(`${p.exposed.length} sandbox/dev routes answer in production`)
  if (!p.refusedWithoutSettings) problems.push('production started (or did not name its missing settings) without its settings')

  // 5. issue 16: bounded caches and stored data, production settings, logs, slow and oversized bodies, lost updates
  await abuseProbes(say, problems, elapsed)

  if (problems.length) {
    say(`reliability: FAILED — ${problems.join('; ')}`)
    process.exit(1)
  }
  say(`reliability: passed in ${elapsed()}`)
  process.exit(0)
}

main().catch((e) => {
  say(`reliability: crashed — ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  process.exit(1)
})
