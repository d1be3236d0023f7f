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
  }
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
    },
    env_: env,
    ...overrides,
  }
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

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For / X-Forwarded-Proto are believed. `true` would let any
 * client name its own address and escape every per-address limit, so it is refused.
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
  return listOf(s).join(',')
}

interface Requirement {
  /** the setting(s) to set */
  name: string
  problem: string | null
}

function secretProblem(value: string | undefined, devDefault: string): string | null {
  if (!value) return '未设置 / not set'
  if (value === devDefault) return '仍是开发默认值 / still the development default'
  if (value.length < MIN_SECRET_LENGTH) return `过短，至少 ${MIN_SECRET_LENGTH} 个字符 / shorter than ${MIN_SECRET_LENGTH} characters`
  return null
}

/** A provider is either fully configured or not at all: half a configuration is an operator's mistake. */
function partialProblems(env: NodeJS.ProcessEnv, names: string[], what: string, sandboxValues: Record<string, string> = {}): Requirement[] {
  const set = names.filter((n) => env[n])
  const out: Requirement[] = []
  if (set.length && set.length < names.length) {
    for (const n of names.filter((x) => !env[x])) out.push({ name: n, problem: `${what}只配置了一部分，缺少此项 / ${what} is partly configured` })
  }
  for (const [n, v] of Object.entries(sandboxValues)) {
    if (env[n] === v) out.push({ name: n, problem: '仍是本地模拟（sandbox）的值 / still the sandbox value' })
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
    reqs.push({ name: 'SERVER_SECRET', problem: secretProblem(env.SERVER_SECRET, DEV_SERVER_SECRET) })
    reqs.push({ name: 'SSO_SECRET', problem: secretProblem(env.SSO_SECRET, DEV_SSO_SECRET) })
  }
  if (moduleNames.includes('providers')) {
    if (env.SMS_PROVIDER !== 'aliyun')
      reqs.push({ name: 'SMS_PROVIDER', problem: '应为 aliyun（生产模式不使用短信模拟）/ must be aliyun: no SMS sandbox in production' })
    for (const n of ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE']) {
      if (!env[n]) reqs.push({ name: n, problem: '未设置（阿里云短信）/ not set (Aliyun SMS)' })
    }
    if (env.ALIYUN_ACCESS_KEY_SECRET === SANDBOX.aliyun.accessKeySecret) {
      reqs.push({ name: 'ALIYUN_ACCESS_KEY_SECRET', problem: '仍是本地模拟（sandbox）的值 / still the sandbox value' })
    }
    reqs.push(...partialProblems(env, ['WECHAT_APPID', 'WECHAT_SECRET'], '微信小程序登录', { WECHAT_SECRET: SANDBOX.wechatMini.secret }))
    reqs.push(...partialProblems(env, ['WECHAT_H5_APPID', 'WECHAT_H5_SECRET'], '微信网页授权', { WECHAT_H5_SECRET: SANDBOX.wechatH5.secret }))
    reqs.push(...partialProblems(env, ['ALIPAY_APPID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], '支付宝登录'))
    if (env.WECHAT_H5_APPID && !env.PUBLIC_BASE_URL) {
      reqs.push({ name: 'PUBLIC_BASE_URL', problem: '微信网页授权需要站点的公开地址（https://…）/ needed for WeChat web authorisation' })
    }
  }
  return reqs.filter((r) => r.problem).map((r) => `${r.name}: ${r.problem}`)
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
