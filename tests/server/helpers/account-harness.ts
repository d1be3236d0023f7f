/**
 * A running server for account/profile tests: real HTTP listener on a free port (the sandbox
 * providers call their emulators over it), calls through Fastify's inject, SMS codes read from the
 * sandbox outbox over HTTP like a developer would, and the server clock under test control.
 */
import crypto from 'crypto'
import { buildApp, type BuiltApp, type BuildOptions } from '../../../server/app'
import type { ServerConfig } from '../../../server/config'
import { clockOf, type AdjustableClock } from '../../../server/kv'
import { MODULES } from '../../../server/modules'
import { testConfig } from '../../support/server-db'

/** the modules these tests are about (other modules' seeds are not needed here) */
export const ACCOUNT_MODULE_NAMES = ['system', 'account', 'providers', 'region', 'config', 'profile']

export interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

export interface Harness {
  built: BuiltApp
  baseUrl: string
  clock: AdjustableClock
  /** the client address this harness's calls come from (X-Forwarded-For from the trusted loopback proxy) */
  ip: string
  /** `name`: a served call (an ApiName) or any other path, to probe what is not served */
  call<T = any>(name: string, body?: unknown, opts?: { token?: string; ip?: string; raw?: string; query?: string }): Promise<Envelope<T> & { status: number }>
  outbox(mobile: string): Promise<Array<{ Mobile: string; Code: string; Content: string; CreatedAt: string }>>
  /** sends a code and reads it from the sandbox outbox (moves the clock past the 60 s pause if needed) */
  sendCode(mobile: string, type: number): Promise<string>
  register(mobile?: string, password?: string): Promise<{ mobile: string; password: string; UserId: number; Token: string }>
  /** passes the local human-check stand-in as a person would (works out its sum): the fields to send with the call */
  passCheck(): Promise<{ CaptchaTicket: string; CaptchaRandstr: string }>
  close(): Promise<void>
}

let seq = 0
/** a mobile no other test (or parallel test file on a shared database) uses */
export function freshMobile(): string {
  seq++
  const n = crypto.randomInt(0, 10 ** 6)
  return `1${3 + (seq % 7)}${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`.slice(0, 11)
}

export const freshIp = () => `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`

/** the process environment without real-provider settings: tests always run against the sandboxes */
export function sandboxEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(SMS_|ALIYUN_|WECHAT_|WECHATPAY_|ALIPAY_|TENCENTCLOUD_|TCAPTCHA_|SSO_SECRET$|PUBLIC_BASE_URL$)/.test(k)) continue
    env[k] = v
  }
  return { ...env, ...extra }
}

export async function startHarness(config: Partial<ServerConfig> = {}, opts: Omit<BuildOptions, 'config'> = {}): Promise<Harness> {
  const built = await buildApp({
    config: testConfig({ providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv(), ...config }),
    modules: MODULES.filter((m) => ACCOUNT_MODULE_NAMES.includes(m.name)),
    ...opts,
  })
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const addr = built.app.server.address()
  const baseUrl = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : ''
  built.ctx.config.publicBaseUrl = baseUrl
  const ip = freshIp()
  const h: Harness = {
    built,
    baseUrl,
    clock: clockOf(built.ctx),
    ip,
    async call(name, body = {}, o = {}) {
      const res = await built.app.inject({
        method: 'POST',
        url: (name.startsWith('/') ? name : `/api/${name}`) + (o.query ? `?${o.query}` : ''),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': o.ip ?? ip, ...(o.token ? { token: o.token } : {}) },
        payload: o.raw ?? JSON.stringify(body),
      })
      return { status: res.statusCode, ...res.json<Envelope>() }
    },
    async outbox(mobile) {
      const res = await fetch(`${baseUrl}/dev/sms-outbox?Mobile=${mobile}`)
      if (res.status !== 200) throw new Error(`outbox answered ${res.status}`)
      return (await res.json()) as Array<{ Mobile: string; Code: string; Content: string; CreatedAt: string }>
    },
    async sendCode(mobile, type) {
      // each send from an address of its own: the per-address burst limit is tested on its own (sms.test.ts)
      let r = await h.call('User/SendVerificationCode', { Mobile: mobile, Type: type }, { ip: freshIp() })
      if (r.code === 29 && r.message.includes('秒后再试')) {
        // a second code for the same mobile: let the 60 s resend pause pass
        h.clock.advance(61_000)
        r = await h.call('User/SendVerificationCode', { Mobile: mobile, Type: type }, { ip: freshIp() })
      }
      if (r.code !== 0) throw new Error(`SendVerificationCode ${mobile}/${type}: ${r.code} ${r.message}`)
      const [latest] = await h.outbox(mobile)
      return latest.Code
    },
    async register(mobile = freshMobile(), password = 'abc12345') {
      const Code = await h.sendCode(mobile, 1)
      const r = await h.call('User/AddStudentAndLogin', { Mobile: mobile, Password: password, Code })
      if (r.code !== 0) throw new Error(`register ${mobile}: ${r.code} ${r.message}`)
      return { mobile, password, ...r.data }
    },
    async passCheck() {
      const ch = (await (await fetch(`${baseUrl}/dev/tcaptcha/challenge`)).json()) as { ChallengeId: string; Question: string }
      const [a, b] = (/(\d+) \+ (\d+)/.exec(ch.Question) ?? []).slice(1).map(Number)
      const res = await fetch(`${baseUrl}/dev/tcaptcha/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ChallengeId: ch.ChallengeId, Answer: String(a + b) }),
      })
      const out = (await res.json()) as { Ticket: string; Randstr: string }
      if (res.status !== 200) throw new Error(`stand-in refused the answer: ${JSON.stringify(out)}`)
      return { CaptchaTicket: out.Ticket, CaptchaRandstr: out.Randstr }
    },
    close: () => built.close(),
  }
  return h
}
