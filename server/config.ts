/**
 * Server settings, all from the environment. Two ways to run:
 *  - development / test (NODE_ENV=development or test, set by `npm start`, `npm run dev` and the tests):
 *    embedded database, local sandboxes for SMS / WeChat / Alipay, /dev helpers, built-in development secrets;
 *  - production (NODE_ENV=production, and any other or missing NODE_ENV, so a forgotten setting never opens the
 *    sandboxes): real providers only, no /dev routes, no docs UI unless API_DOCS=1, and start-up refuses while a
 *    secret is missing or still a development default (see `productionProblems`).
 * Read once at start; tests pass their own overrides.
 */
import path from 'path'
import { SANDBOX } from './providers/sandbox'

export type RunMode = 'development' | 'production' | 'test'

export interface ServerConfig {
  env: RunMode
  port: number
  /** interface to listen on: loopback unless HOST says otherwise */
  host: string
  /** PGlite directory when DATABASE_URL is not set; ':memory:' keeps it in memory (tests) */
  dataDir: string
  /** where the embedded database runs: its own worker thread (default) or 'main' (PGLITE_THREAD=main) */
  pgliteThread?: 'worker' | 'main'
  databaseUrl?: string
  redisUrl?: string
  logLevel: string
  /** built H5 site served at / */
  h5Dir: string
  /** public address of this server: OAuth pages and redirects are built from it, never from the Host header */
  publicBaseUrl: string
  /**
   * further origins the WeChat web authorisation may send the browser back to (H5_ORIGINS; outside production also
   * the H5 dev server), besides PUBLIC_BASE_URL's own: see allowedRedirectOrigins
   */
  redirectOrigins: string[]
  /** TRUST_PROXY: false (default) or a comma-separated list of proxy addresses/CIDRs; `true` is refused */
  trustProxy: false | string
  /** days a login token stays valid without use (sliding expiry) */
  tokenTtlDays: number
  /**
   * SESSION_CACHE: keep sessions read by calls in memory (modules/account/sessions.ts). `auto` (default): on the
   * embedded database only, which one server owns; `on` is for a PostgreSQL that no other server writes to
   */
  sessionCache: 'auto' | 'on' | 'off'
  /** secret shared with single-sign-on partners (HMAC of SSOSign / NewWishLogin / JSYAuth tickets) */
  ssoSecret: string
  /** key of the server's own keyed hashes (SMS codes, open-platform proofs) */
  serverSecret: string
  /** serve the OpenAPI page at /api/docs (always outside production; API_DOCS=1 in production) */
  apiDocs: boolean
  /** extra CSP connect-src sources for an H5 site that calls an API on another origin (CSP_CONNECT_SRC) */
  cspConnectSrc: string[]
  /** sandbox providers (SMS outbox, WeChat/Alipay emulators) unless real ones are configured */
  providers: {
    sms: 'sandbox' | 'aliyun'
    wechat: 'sandbox' | 'real'
    /** the human check: Tencent Cloud 验证码 when its four settings are present (CAPTCHA_SETTINGS), else the local stand-in */
    captcha?: 'sandbox' | 'tencent'
  }
  /**
   * SMS codes sent per hour by this deployment (all instances) before every further send needs a human check
   * (SMS_HOURLY_BUDGET; default SMS_RULES.hourlyBudget)
   */
  smsHourlyBudget?: number
  env_: NodeJS.ProcessEnv
}

/** A setting that makes starting impossible; the message names the setting and what to do. */
export class ConfigError extends Error {}

/** Development defaults: accepted only outside production (productionProblems refuses them). */
export const DEV_SSO_SECRET = 'dev-only-sso-secret-change-me'
export const DEV_SERVER_SECRET = 'dev-only-server-secret-change-me'
/** shortest accepted production secret (32 random characters ≈ 190 bits) */
export const MIN_SECRET_LENGTH = 32

export function runModeOf(nodeEnv: string | undefined): RunMode {
  return nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production'
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  // a caller that hands over its own environment (tests, embedding scripts) gets every setting from it
  const env = overrides.env_ ?? processEnv
  const root = path.resolve(__dirname, '..')
  const port = Number(env.PORT ?? 3000)
  const mode = overrides.env ?? runModeOf(env.NODE_ENV)
  const publicBaseUrl = (overrides.publicBaseUrl ?? env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  return {
    env: mode,
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ?? path.join(root, '.data'),
    pgliteThread: env.PGLITE_THREAD === 'main' ? 'main' : 'worker',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    h5Dir: env.H5_DIR ?? path.join(root, 'dist', 'h5'),
    publicBaseUrl,
    redirectOrigins: redirectOriginsOf(env, mode),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tokenTtlDays: Number(env.TOKEN_TTL_DAYS ?? 30),
    sessionCache: env.SESSION_CACHE === 'on' || env.SESSION_CACHE === 'off' ? env.SESSION_CACHE : 'auto',
    ssoSecret: env.SSO_SECRET || DEV_SSO_SECRET,
    serverSecret: env.SERVER_SECRET || DEV_SERVER_SECRET,
    apiDocs: mode !== 'production' || /^(1|true|yes)$/i.test(env.API_DOCS ?? ''),
    cspConnectSrc: listOf(env.CSP_CONNECT_SRC),
    providers: {
      sms: env.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'sandbox',
      wechat: env.WECHAT_APPID && env.WECHAT_SECRET ? 'real' : 'sandbox',
      captcha: CAPTCHA_SETTINGS.every((n) => env[n]) ? 'tencent' : 'sandbox',
    },
    smsHourlyBudget: positiveInt(env.SMS_HOURLY_BUDGET),
    env_: env,
    ...overrides,
  }
}

/** the settings of the real human check (Tencent Cloud 验证码); production needs all four */
export const CAPTCHA_SETTINGS = ['TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY', 'TCAPTCHA_APP_ID', 'TCAPTCHA_APP_SECRET_KEY'] as const

function positiveInt(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined
  const n = Number(v)
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000)
    throw new ConfigError(`SMS_HOURLY_BUDGET=${v} 不是 1 到 10000000 之间的整数 / SMS_HOURLY_BUDGET must be an integer from 1 to 10000000`)
  return n
}

const listOf = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** H5_ORIGINS, and outside production the H5 dev server (npm run dev, :10086). */
function redirectOriginsOf(env: NodeJS.ProcessEnv, mode: RunMode): string[] {
  const out = new Set<string>()
  for (const o of listOf(env.H5_ORIGINS)) {
    const origin = originOf(o)
    if (origin) out.add(origin)
  }
  if (mode !== 'production') for (const o of ['http://localhost:10086', 'http://127.0.0.1:10086']) out.add(o)
  return [...out]
}

/** Where the WeChat web authorisation may return the browser: this server's public origin and the listed ones. */
export function allowedRedirectOrigins(config: ServerConfig): string[] {
  const own = originOf(config.publicBaseUrl)
  return [...new Set([...(own ? [own] : []), ...config.redirectOrigins])]
}

/** widest accepted TRUST_PROXY ranges: a range wider than these would trust a good part of the Internet to name clients */
export const TRUST_PROXY_MIN_PREFIX = { v4: 8, v6: 32 } as const

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For / X-Forwarded-Proto are believed. `true` would let any
 * client name its own address and escape every per-address limit, so it is refused; so is a range wider than /8
 * (IPv4) or /32 (IPv6), and proxy-addr's `uniquelocal` (fc00::/7), for the same reason.
 */
export function parseTrustProxy(v: string | undefined): false | string {
  const s = (v ?? '').trim()
  if (!s || s === 'false' || s === '0') return false
  if (/^(true|1|yes|\*)$/i.test(s)) {
    throw new ConfigError(
      `TRUST_PROXY=${s} 不安全：任何客户端都能伪造 X-Forwarded-For 绕过按地址的限制。请填写反向代理的地址列表，如 TRUST_PROXY=127.0.0.1 或 10.0.0.0/8。\n` +
        `TRUST_PROXY=${s} is refused: any client could forge X-Forwarded-For. List your reverse proxies' addresses instead, e.g. TRUST_PROXY=127.0.0.1.`,
    )
  }
  const list = listOf(s)
  for (const entry of list) {
    const wide = trustRangeTooWide(entry)
    if (wide) {
      throw new ConfigError(
        `TRUST_PROXY 中的 ${entry} 范围过大（${wide}）：该范围内的任何客户端都能伪造 X-Forwarded-For 绕过按地址的限制。请只列出反向代理自己的地址。\n` +
          `TRUST_PROXY entry ${entry} is refused: wider than /${TRUST_PROXY_MIN_PREFIX.v4} (IPv4) or /${TRUST_PROXY_MIN_PREFIX.v6} (IPv6); list your proxies' own addresses.`,
      )
    }
  }
  return list.join(',')
}

function trustRangeTooWide(entry: string): string | null {
  if (entry.toLowerCase() === 'uniquelocal') return 'fc00::/7'
  const m = /^(.+)\/(\d+)$/.exec(entry)
  if (!m) return null
  const prefix = Number(m[2])
  const v6 = m[1].includes(':')
  const min = v6 ? TRUST_PROXY_MIN_PREFIX.v6 : TRUST_PROXY_MIN_PREFIX.v4
  return prefix < min ? `/${prefix}，最宽 /${min}` : null
}

/** whether HOST is a loopback interface (the only place a development / test server, with its sandboxes, listens) */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::ffff:127.0.0.1'
}

/**
 * Outside production the server runs sandboxes (an SMS outbox anyone can read at /dev/sms-outbox, WeChat and
 * Alipay emulators that log anyone in) and public development secrets: it listens on loopback only.
 */
export function sandboxHostRefusal(config: ServerConfig): ConfigError | null {
  if (config.env === 'production' || isLoopbackHost(config.host)) return null
  return new ConfigError(
    `开发/测试模式（NODE_ENV=${config.env}）不能监听 HOST=${config.host}：该模式使用本地模拟服务（/dev/sms-outbox 可读出任何人的验证码）和源代码中公开的开发密钥，只能监听本机（127.0.0.1）。需要对外提供服务请使用生产模式（见 README「Deploying」）。\n` +
      `Development/test mode refuses HOST=${config.host}: its sandboxes (/dev/sms-outbox shows anyone's codes) and public development secrets must stay on loopback. Use production mode to serve other machines.`,
  )
}

interface Requirement {
  /** the setting(s) to set */
  name: string
  problem: string | null
}

/**
 * Every value built into this source that a production secret must never be: the development defaults and the
 * sandbox credentials (anyone who reads the repository knows them). One list, checked against every secret.
 */
export const PUBLIC_SECRET_VALUES: ReadonlyArray<{ value: string; what: string }> = [
  { value: DEV_SSO_SECRET, what: '开发默认值（SSO_SECRET）' },
  { value: DEV_SERVER_SECRET, what: '开发默认值（SERVER_SECRET）' },
  { value: SANDBOX.aliyun.accessKeySecret, what: '本地模拟（sandbox）的值（阿里云短信密钥）' },
  { value: SANDBOX.aliyun.accessKeyId, what: '本地模拟（sandbox）的值（阿里云 AccessKeyId）' },
  { value: SANDBOX.wechatMini.secret, what: '本地模拟（sandbox）的值（微信小程序密钥）' },
  { value: SANDBOX.wechatH5.secret, what: '本地模拟（sandbox）的值（微信网页授权密钥）' },
  { value: SANDBOX.tencentCaptcha.secretKey, what: '本地模拟（sandbox）的值（腾讯云 SecretKey）' },
  { value: SANDBOX.tencentCaptcha.secretId, what: '本地模拟（sandbox）的值（腾讯云 SecretId）' },
  { value: SANDBOX.tencentCaptcha.appSecretKey, what: '本地模拟（sandbox）的值（验证码 AppSecretKey）' },
  { value: SANDBOX.tencentCaptcha.miniAppSecretKey, what: '本地模拟（sandbox）的值（小程序验证码 AppSecretKey）' },
  { value: SANDBOX.wechatPay.apiV3Key, what: '本地模拟（sandbox）的值（微信支付 APIv3 密钥）' },
  { value: SANDBOX.wechatPay.serialNo, what: '本地模拟（sandbox）的值（微信支付商户证书序列号）' },
]

/** the secrets a production server checks (and the logs redact, see http/redact.ts) */
export const SECRET_SETTINGS = [
  'SERVER_SECRET',
  'SSO_SECRET',
  'ALIYUN_ACCESS_KEY_SECRET',
  'WECHAT_SECRET',
  'WECHAT_H5_SECRET',
  'ALIPAY_PRIVATE_KEY',
  'TENCENTCLOUD_SECRET_KEY',
  'TCAPTCHA_APP_SECRET_KEY',
  'TCAPTCHA_MINI_APP_SECRET_KEY',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_SERIAL_NO',
] as const

/** bits of a secret estimated from its own characters (length × Shannon entropy per character) */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>()
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1)
  let h = 0
  for (const n of counts.values()) h -= (n / value.length) * Math.log2(n / value.length)
  return h * value.length
}

/** fewest estimated bits a generated secret of 32+ characters has (`openssl rand -hex 16` ≈ 120, `-base64 48` ≈ 360) */
export const MIN_SECRET_BITS = 100

function publicProblem(what: string): string {
  return `仍是${what}，源代码中公开，任何人都知道 / still a value published in the source`
}

/** a built-in public value found in `value` (exactly, or inside it, case aside) */
function publicValueIn(value: string): string | null {
  const v = value.toLowerCase()
  const hit = PUBLIC_SECRET_VALUES.find((p) => v.includes(p.value.toLowerCase()))
  return hit ? hit.what : null
}

function secretProblem(value: string | undefined): string | null {
  if (!value) return '未设置 / not set'
  if (!value.trim()) return '只有空白字符 / whitespace only'
  if (value !== value.trim()) return '首尾含空白字符（复制时多带了空格或换行？）/ leading or trailing whitespace'
  const pub = publicValueIn(value)
  if (pub) return publicProblem(pub)
  if (value.length < MIN_SECRET_LENGTH) return `过短，至少 ${MIN_SECRET_LENGTH} 个字符 / shorter than ${MIN_SECRET_LENGTH} characters`
  if (estimatedBits(value) < MIN_SECRET_BITS)
    return `过于简单（重复或可猜的字符），请用 openssl rand -base64 48 生成 / low entropy: generate it with openssl rand -base64 48`
  return null
}

/** A provider is either fully configured or not at all: half a configuration is an operator's mistake. */
function partialProblems(env: NodeJS.ProcessEnv, names: string[], what: string): Requirement[] {
  const set = names.filter((n) => env[n])
  const out: Requirement[] = []
  if (set.length && set.length < names.length) {
    for (const n of names.filter((x) => !env[x])) out.push({ name: n, problem: `${what}只配置了一部分，缺少此项 / ${what} is partly configured` })
  }
  return out
}

/**
 * What keeps a production server from starting, one line per setting, for the modules it runs (a server without
 * the account module, e.g. a read-only benchmark, needs no account secrets). Empty when it may start.
 */
export function productionProblems(config: ServerConfig, moduleNames: readonly string[]): string[] {
  const env = config.env_
  const reqs: Requirement[] = []
  if (moduleNames.includes('account')) {
    reqs.push({ name: 'SERVER_SECRET', problem: secretProblem(env.SERVER_SECRET) })
    reqs.push({ name: 'SSO_SECRET', problem: secretProblem(env.SSO_SECRET) })
  }
  // a provider secret that is a built-in public value; two secrets that are one (a leak of either is a leak of both)
  for (const n of SECRET_SETTINGS) {
    const v = env[n]
    if (!v || n === 'SERVER_SECRET' || n === 'SSO_SECRET') continue
    const pub = publicValueIn(v)
    if (pub) reqs.push({ name: n, problem: publicProblem(pub) })
  }
  const set = SECRET_SETTINGS.filter((n) => env[n]?.trim())
  for (let i = 0; i < set.length; i++)
    for (let j = i + 1; j < set.length; j++)
      if (env[set[i]]!.trim() === env[set[j]]!.trim())
        reqs.push({ name: `${set[i]}, ${set[j]}`, problem: '两个密钥相同，每个须各自随机生成 / two secrets are equal' })
  if (moduleNames.includes('providers')) {
    if (env.SMS_PROVIDER !== 'aliyun')
      reqs.push({ name: 'SMS_PROVIDER', problem: '应为 aliyun（生产模式不使用短信模拟）/ must be aliyun: no SMS sandbox in production' })
    for (const n of ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE']) {
      if (!env[n]) reqs.push({ name: n, problem: '未设置（阿里云短信）/ not set (Aliyun SMS)' })
    }
    // the human check is what lets people on past the SMS budget and the per-account guess thresholds: without the
    // real one those would be locks anyone can trigger, and the stand-in (a sum a bot works out) is no check at all
    for (const n of CAPTCHA_SETTINGS) {
      if (!env[n])
        reqs.push({ name: n, problem: '未设置（腾讯云验证码，人机验证；生产模式不使用本地替身）/ not set (Tencent Cloud captcha: no stand-in in production)' })
    }
    if (env.TCAPTCHA_APP_ID && !/^\d{1,20}$/.test(env.TCAPTCHA_APP_ID))
      reqs.push({ name: 'TCAPTCHA_APP_ID', problem: '应为验证码控制台中的数字 CaptchaAppId / must be the numeric CaptchaAppId' })
    reqs.push(...partialProblems(env, ['TCAPTCHA_MINI_APP_ID', 'TCAPTCHA_MINI_APP_SECRET_KEY'], '小程序人机验证（腾讯验证码小程序插件）'))
    if (env.TCAPTCHA_MINI_APP_ID && !/^\d{1,20}$/.test(env.TCAPTCHA_MINI_APP_ID))
      reqs.push({ name: 'TCAPTCHA_MINI_APP_ID', problem: '应为验证码控制台中小程序验证的数字 CaptchaAppId / must be the numeric CaptchaAppId' })
    reqs.push(...partialProblems(env, ['WECHAT_APPID', 'WECHAT_SECRET'], '微信小程序登录'))
    reqs.push(...partialProblems(env, ['WECHAT_H5_APPID', 'WECHAT_H5_SECRET'], '微信网页授权'))
    reqs.push(...partialProblems(env, ['ALIPAY_APPID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], '支付宝登录与支付'))
    // WeChat Pay: all or nothing (half a merchant configuration takes orders it cannot verify the payment of)
    reqs.push(
      ...partialProblems(
        env,
        ['WECHATPAY_MCHID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID'],
        '微信支付',
      ),
    )
    if (env.WECHATPAY_APIV3_KEY && Buffer.byteLength(env.WECHATPAY_APIV3_KEY, 'utf8') !== 32) {
      reqs.push({ name: 'WECHATPAY_APIV3_KEY', problem: '应为 32 个字符（商户平台设置的 APIv3 密钥）/ must be the 32-character APIv3 key' })
    }
    if ((env.WECHATPAY_MCHID || env.ALIPAY_APPID) && !env.PUBLIC_BASE_URL) {
      reqs.push({ name: 'PUBLIC_BASE_URL', problem: '支付通知需要站点的公开地址（https://…/pay/notify/…）/ needed for payment notifies' })
    }
    if (env.WECHAT_H5_APPID && !env.PUBLIC_BASE_URL) {
      reqs.push({ name: 'PUBLIC_BASE_URL', problem: '微信网页授权需要站点的公开地址（https://…）/ needed for WeChat web authorisation' })
    }
  }
  const lines = reqs.filter((r) => r.problem).map((r) => `${r.name}: ${r.problem}`)
  return [...new Set(lines)]
}

/** The start-up refusal: every problem at once, in Chinese and English, with the way to a local trial. */
export function productionRefusal(config: ServerConfig, problems: string[]): ConfigError {
  return new ConfigError(
    [
      `生产模式（NODE_ENV=${config.env_.NODE_ENV || '未设置'}）缺少以下设置或仍是开发默认值，服务器拒绝启动：`,
      `Production mode: these settings are missing or still development defaults, so the server will not start:`,
      ...problems.map((p) => `  - ${p}`),
      `设置方法见 README「配置」一节；只想在本机试用请运行 npm start（开发模式，使用本地模拟服务）。`,
      `See README "Configuration"; for a local trial run \`npm start\` (development mode with local sandboxes).`,
    ].join('\n'),
  )
}
