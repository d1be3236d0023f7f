/**
 * Server settings, all from the environment, with defaults that let `npm start` work on a fresh machine
 * (embedded database, sandbox providers). Read once at start; tests pass their own overrides.
 */
import path from 'path'

export interface ServerConfig {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** PGlite directory when DATABASE_URL is not set; ':memory:' keeps it in memory (tests) */
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  logLevel: string
  /** built H5 site served at / */
  h5Dir: string
  /** public address of this server, for OAuth redirects and the separate auth base */
  publicBaseUrl: string
  /** TRUST_PROXY: false (default), true, or a comma-separated list of proxy addresses/CIDRs */
  trustProxy: boolean | string
  /** days a login token stays valid without use (sliding expiry) */
  tokenTtlDays: number
  /** secret shared with single-sign-on partners (HMAC of SSOSign / NewWishLogin / JSYAuth tickets) */
  ssoSecret: string
  /** sandbox providers (SMS outbox, WeChat/Alipay emulators) unless real ones are configured */
  providers: {
    sms: 'sandbox' | 'aliyun'
    wechat: 'sandbox' | 'real'
  }
  env_: NodeJS.ProcessEnv
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const root = path.resolve(__dirname, '..')
  const port = Number(env.PORT ?? 3000)
  const nodeEnv = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as ServerConfig['env']
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(root, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    h5Dir: env.H5_DIR ?? path.join(root, 'dist', 'h5'),
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tokenTtlDays: Number(env.TOKEN_TTL_DAYS ?? 30),
    ssoSecret: env.SSO_SECRET ?? 'dev-only-sso-secret-change-me',
    providers: {
      sms: env.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'sandbox',
      wechat: env.WECHAT_APPID && env.WECHAT_SECRET ? 'real' : 'sandbox',
    },
    env_: env,
    ...overrides,
  }
}

function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false' || v === '0') return false
  if (v === 'true') return true
  return v
}
