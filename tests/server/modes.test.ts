/**
 * Run modes. Production — NODE_ENV=production and any NODE_ENV that is not explicitly development or test — runs
 * real providers only: no SMS / WeChat / Alipay sandbox, no /dev route, no docs UI unless API_DOCS=1, and it does
 * not start while a secret is missing or still a development default. Everything listens on loopback unless HOST
 * says otherwise. TRUST_PROXY=true is refused in every mode.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { DEV_SERVER_SECRET, DEV_SSO_SECRET, loadConfig, runModeOf, type ServerConfig } from '../../server/config'
import { accountModule } from '../../server/modules/account'
import { MODULES } from '../../server/modules'
import { lookupModule } from '../../server/modules/lookup'
import { SANDBOX } from '../../server/providers/sandbox'
import { getService } from '../../server/context'
import { PROVIDERS } from '../../server/providers'
import { testConfig } from '../support/server-db'
import { ACCOUNT_MODULE_NAMES, sandboxEnv } from './helpers/account-harness'
import { PRODUCTION_SERVER_SECRET, productionEnv } from './helpers/production-env'

const accountModules = () => MODULES.filter((m) => ACCOUNT_MODULE_NAMES.includes(m.name))
const production = (env: NodeJS.ProcessEnv, extra: Partial<ServerConfig> = {}) =>
  buildApp({
    config: testConfig({ env: 'production', env_: env, providers: { sms: env.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'sandbox', wechat: 'sandbox' }, ...extra }),
    modules: accountModules(),
  })

describe('which mode', () => {
  it('only NODE_ENV=development or test is not production; unset is production', () => {
    expect(runModeOf(undefined)).toBe('production')
    expect(runModeOf('')).toBe('production')
    expect(runModeOf('staging')).toBe('production')
    expect(runModeOf('production')).toBe('production')
    expect(runModeOf('development')).toBe('development')
    expect(runModeOf('test')).toBe('test')
    expect(loadConfig({}).env).toBe('production')
  })

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('TRUST_PROXY=true is refused; an address list is kept', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true 不安全[\s\S]*TRUST_PROXY=127\.0\.0\.1/)
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2')
    expect(loadConfig({}).trustProxy).toBe(false)
  })
})

describe('production start-up', () => {
  it('refuses without its settings, naming each one', async () => {
    const err = await production(sandboxEnv({ NODE_ENV: 'production' })).then(
      (b) => b.close().then(() => null),
      (e: Error) => e,
    )
    expect(err).toBeInstanceOf(Error)
    const msg = (err as Error).message
    for (const name of [
      'SERVER_SECRET',
      'SSO_SECRET',
      'SMS_PROVIDER',
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      'SMS_TEMPLATE_CODE',
      'TENCENTCLOUD_SECRET_ID',
      'TENCENTCLOUD_SECRET_KEY',
      'TCAPTCHA_APP_ID',
      'TCAPTCHA_APP_SECRET_KEY',
    ])
      expect(msg).toContain(`${name}:`)
    expect(msg).toContain('服务器拒绝启动')
    expect(msg).toContain('npm start')
  })

  it('refuses development defaults, short secrets, sandbox credentials and half a provider', async () => {
    const env = productionEnv({
      SERVER_SECRET: DEV_SERVER_SECRET,
      SSO_SECRET: 'short',
      ALIYUN_ACCESS_KEY_SECRET: SANDBOX.aliyun.accessKeySecret,
      WECHAT_APPID: 'wx0123456789',
      WECHAT_H5_APPID: SANDBOX.wechatH5.appId,
      WECHAT_H5_SECRET: SANDBOX.wechatH5.secret,
      TENCENTCLOUD_SECRET_KEY: SANDBOX.tencentCaptcha.secretKey,
      TCAPTCHA_APP_SECRET_KEY: SANDBOX.tencentCaptcha.appSecretKey,
      TCAPTCHA_APP_ID: 'not-a-number',
      // the mini program's 验证 half configured, with the stand-in's key
      TCAPTCHA_MINI_APP_SECRET_KEY: SANDBOX.tencentCaptcha.miniAppSecretKey,
    })
    const msg = await production(env).then(
      () => '',
      (e: Error) => e.message,
    )
    expect(msg).toContain('SERVER_SECRET: 仍是开发默认值')
    expect(msg).toContain('SSO_SECRET: 过短')
    expect(msg).toContain('ALIYUN_ACCESS_KEY_SECRET: 仍是本地模拟（sandbox）的值')
    expect(msg).toContain('WECHAT_SECRET: 微信小程序登录只配置了一部分')
    expect(msg).toContain('WECHAT_H5_SECRET: 仍是本地模拟（sandbox）的值')
    expect(msg).toContain('PUBLIC_BASE_URL:')
    expect(msg).toContain('TENCENTCLOUD_SECRET_KEY: 仍是本地模拟（sandbox）的值')
    expect(msg).toContain('TCAPTCHA_APP_SECRET_KEY: 仍是本地模拟（sandbox）的值')
    expect(msg).toContain('TCAPTCHA_APP_ID: 应为验证码控制台中的数字 CaptchaAppId')
    expect(msg).toContain('TCAPTCHA_MINI_APP_SECRET_KEY: 仍是本地模拟（sandbox）的值')
    expect(msg).toContain('TCAPTCHA_MINI_APP_ID: 小程序人机验证（腾讯验证码小程序插件）只配置了一部分')
    expect(msg).not.toContain(DEV_SSO_SECRET)
  })

  it('a server without the account module (a read-only benchmark) needs no account secrets', async () => {
    const b = await buildApp({ config: testConfig({ env: 'production', env_: sandboxEnv({ NODE_ENV: 'production' }) }), modules: [lookupModule], seed: false })
    await b.close()
    await expect(buildApp({ config: testConfig({ env: 'production', env_: sandboxEnv() }), modules: [accountModule], seed: false })).rejects.toThrow(
      /SERVER_SECRET/,
    )
  })
})

describe('a production server', () => {
  let prod: BuiltApp
  beforeAll(async () => {
    prod = await production(productionEnv())
    await prod.app.listen({ port: 0, host: '127.0.0.1' })
  }, 120000)
  afterAll(async () => {
    await prod?.close()
  })

  it('serves no sandbox, /dev helper or docs UI', async () => {
    const providers = getService(prod.ctx, PROVIDERS)!
    expect(providers.sandbox).toEqual({ sms: false, wechatMini: false, wechatH5: false, alipay: false, captcha: false, wechatPay: false })
    expect(providers.captcha.name).toBe('tencent')
    const exposed: string[] = []
    for (const [method, url] of [
      ['GET', '/dev/sms-outbox'],
      ['GET', '/dev/sms-outbox?Mobile=13800138000'],
      ['GET', '/dev/wechat/mint-code?name=x'],
      ['GET', '/dev/wechat/sns/jscode2session?appid=x'],
      ['GET', '/dev/wechat/connect/oauth2/authorize'],
      ['GET', '/dev/alipay/mint-code?name=x'],
      ['POST', '/dev/alipay/gateway.do'],
      ['POST', '/dev/aliyun-sms/'],
      ['GET', '/dev/tcaptcha/challenge'],
      ['POST', '/dev/tcaptcha/answer'],
      ['POST', '/dev/tcaptcha/'],
      ['POST', '/dev/sessions/expire'],
      ['GET', '/dev/sso-ticket?Mobile=13800138000'],
      ['GET', '/dev/wish-sign?Mobile=13800138000'],
      ['GET', '/api/docs'],
      ['GET', '/api/docs/json'],
    ] as const) {
      const res = await prod.app.inject({ method, url })
      if (res.statusCode !== 404) exposed.push(`${method} ${url} → ${res.statusCode}`)
    }
    expect(exposed).toEqual([])
  })

  it('sandbox codes log no one in; unconfigured logins say so', async () => {
    for (const name of ['OpenAuth/WechchatMiniAppAuth', 'OpenAuth/WechchatH5Auth', 'OpenAuth/AlipayMPAuth', 'Public/AliUserId']) {
      const res = await prod.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        headers: { 'content-type': 'application/json' },
        payload: { Code: 'sandbox:alice' },
      })
      const env = res.json<{ code: number; message: string }>()
      expect([name, res.statusCode, env.code]).toEqual([name, 200, 1])
      expect(env.message).toMatch(/未开通/)
    }
  })

  it('WeChat web authorisation not configured: its URL call answers code 1 「未开通」, not HTTP 500 (issue 16)', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/OpenAuth/WechchatH5AuthUrl',
      headers: { 'content-type': 'application/json' },
      payload: { RedirectUrl: `${prod.ctx.config.publicBaseUrl}/#/pages/login/index` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 1, message: '微信网页授权未开通，请使用其他方式登录或联系客服', data: null })
  })

  it('uses the configured secrets', () => {
    expect(prod.ctx.config.serverSecret).toBe(PRODUCTION_SERVER_SECRET)
    expect(prod.ctx.config.apiDocs).toBe(false)
  })

  it('the docs can be switched on explicitly (API_DOCS=1)', async () => {
    const withDocs = await production(productionEnv({ API_DOCS: '1' }))
    try {
      expect((await withDocs.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
      expect((await withDocs.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404)
    } finally {
      await withDocs.close()
    }
  }, 120000)

  it('empties a sandbox outbox a development run left in the database', async () => {
    // a database of its own (embedded, on disk, opened by both runs): a production start empties the whole outbox, and
    // on CI's shared PostgreSQL database the outbox holds other test files' codes, sent in parallel
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-modes-'))
    const own: Partial<ServerConfig> = { dataDir: dir, databaseUrl: undefined }
    try {
      const dev = await buildApp({
        config: testConfig({ ...own, providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv() }),
        modules: accountModules(),
      })
      await dev.ctx.db
        .insertInto('sms_outbox')
        .values({ mobile: '13800138000', sign_name: 's', template_code: 't', template_param: '{"code":"123456"}', content: 'c', biz_id: 'b' })
        .execute()
      await dev.close()
      const again = await production(productionEnv(), own)
      try {
        expect(await again.ctx.db.selectFrom('sms_outbox').select('id').execute()).toEqual([])
      } finally {
        await again.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120000)
})

describe('development and test', () => {
  it('keep the sandboxes and the docs', async () => {
    const dev = await buildApp({
      config: testConfig({ providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv() }),
      modules: accountModules(),
      seed: false,
    })
    try {
      expect(getService(dev.ctx, PROVIDERS)!.sandbox).toEqual({
        sms: true,
        wechatMini: true,
        wechatH5: true,
        alipay: true,
        captcha: true,
        wechatPay: true,
      })
      expect((await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
    } finally {
      await dev.close()
    }
  }, 120000)
})

describe('what production refuses (issue 16, README「Deploying」)', () => {
  const refusal = (extra: Record<string, string>) =>
    production(productionEnv(extra)).then(
      (b) => b.close().then(() => ''),
      (e: Error) => e.message,
    )

  it('refuses a secret that is a built-in value of any other setting, whitespace, low entropy, or equal to another secret', async () => {
    // SSO_SECRET set to the *server* secret's development value: every built-in value is refused for every secret
    expect(await refusal({ SSO_SECRET: DEV_SERVER_SECRET })).toContain('SSO_SECRET: 仍是开发默认值（SERVER_SECRET）')
    expect(await refusal({ SSO_SECRET: ' '.repeat(32) })).toContain('SSO_SECRET: 只有空白字符')
    expect(await refusal({ SSO_SECRET: ` ${PRODUCTION_SERVER_SECRET}x ` })).toContain('SSO_SECRET: 首尾含空白字符')
    expect(await refusal({ SERVER_SECRET: 'ab'.repeat(20) })).toContain('SERVER_SECRET: 过于简单')
    expect(await refusal({ SERVER_SECRET: `${DEV_SSO_SECRET}-and-some-more-text-0123` })).toContain('SERVER_SECRET: 仍是开发默认值（SSO_SECRET）')
    expect(await refusal({ SSO_SECRET: PRODUCTION_SERVER_SECRET })).toContain('SERVER_SECRET, SSO_SECRET: 两个密钥相同')
    expect(await refusal({ WECHAT_APPID: 'wx0123456789', WECHAT_SECRET: SANDBOX.wechatMini.secret })).toContain('WECHAT_SECRET: 仍是本地模拟（sandbox）的值')
    // a generated secret passes (openssl rand -hex 16 is the shortest form we accept)
    expect(await refusal({ SSO_SECRET: '3f9a1c7e5b2d8046a9e1f3c5b7d90246' })).toBe('')
  }, 120000)

  it('refuses TRUST_PROXY wider than /8 (IPv4) or /32 (IPv6), in every mode', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.1/1' })).toThrow(/0\.0\.0\.0\/1 范围过大/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/7' })).toThrow(/10\.0\.0\.0\/7/)
    expect(() => loadConfig({ TRUST_PROXY: '2001:db8::/31' })).toThrow(/范围过大/)
    expect(() => loadConfig({ TRUST_PROXY: 'uniquelocal' })).toThrow(/fc00::\/7/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,2001:db8::/32,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,2001:db8::/32,127.0.0.1')
  })

  it('development and test refuse a HOST other than loopback, naming why', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
      const err = await buildApp({ config: testConfig({ env: 'development', host }), modules: [lookupModule], seed: false }).then(
        (b) => b.close().then(() => ''),
        (e: Error) => e.message,
      )
      expect(err).toContain(`不能监听 HOST=${host}`)
      expect(err).toContain('/dev/sms-outbox')
    }
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const b = await buildApp({ config: testConfig({ env: 'development', host }), modules: [lookupModule], seed: false })
      await b.close()
    }
  }, 120000)
})
