/**
 * The outside services the server talks to, chosen by environment variables. In development and tests anything
 * not configured runs against a local emulator of the same HTTP protocol, mounted under /dev on this server (and
 * only then), so the real adapter code runs there as well. In production nothing is emulated: SMS must be
 * configured (start-up refuses otherwise, config.ts productionProblems) and an unconfigured login provider is
 * switched off — its calls answer 「…未开通」.
 *
 * Real providers:
 *   SMS (Aliyun Dysms): SMS_PROVIDER=aliyun, ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, SMS_SIGN_NAME,
 *     SMS_TEMPLATE_CODE, optional SMS_TEMPLATE_PARAM (default "code"), ALIYUN_SMS_ENDPOINT, ALIYUN_SMS_REGION
 *   WeChat mini program: WECHAT_APPID, WECHAT_SECRET; WeChat web (official account): WECHAT_H5_APPID,
 *     WECHAT_H5_SECRET; optional WECHAT_API_BASE, WECHAT_OPEN_BASE
 *   Alipay: ALIPAY_APPID, ALIPAY_PRIVATE_KEY (app private key, PEM or base64), ALIPAY_PUBLIC_KEY (Alipay's
 *     public key), optional ALIPAY_GATEWAY — login and payments (alipay.trade.create, async notifies)
 *   WeChat Pay (API v3, merchant direct): WECHATPAY_MCHID, WECHATPAY_SERIAL_NO (merchant API certificate serial),
 *     WECHATPAY_PRIVATE_KEY (merchant API key, PEM or base64), WECHATPAY_APIV3_KEY (32 characters),
 *     WECHATPAY_PUBLIC_KEY (微信支付公钥 / platform certificate key, PEM or base64), WECHATPAY_PUBLIC_KEY_ID (its id,
 *     PUB_KEY_ID_… or the certificate serial); optional WECHATPAY_APP_APPID (App payments), WECHATPAY_API_BASE.
 *     Orders use WECHAT_APPID (mini program) and WECHAT_H5_APPID (WeChat's browser, H5). Notifies come to
 *     PUBLIC_BASE_URL/pay/notify/wechat and /pay/notify/alipay.
 *   Human check (Tencent Cloud 验证码): TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY (API key), TCAPTCHA_APP_ID,
 *     TCAPTCHA_APP_SECRET_KEY (from the captcha console), optional TCAPTCHA_ENDPOINT; for the mini program's plugin its
 *     own 验证: TCAPTCHA_MINI_APP_ID and TCAPTCHA_MINI_APP_SECRET_KEY (both or neither). Production refuses to start
 *     without them: past the SMS budget and the per-account guess thresholds the human check is the only way on, and
 *     a switched-off check would turn those thresholds back into locks a stranger can trigger.
 */
import type { FastifyInstance } from 'fastify'
import { CAPTCHA_SETTINGS } from '../config'
import { getService, serviceKey, setService, type AppContext } from '../context'
import { clockOf } from '../kv'
import type { ServerModule } from '../modules/types'
import { AlipayClient } from './alipay/client'
import { mountAlipayCashier, mountAlipayEmulator, sandboxAlipayKeys } from './alipay/emulator'
import { toPem } from './alipay/sign'
import { ProviderError } from './http'
import { SANDBOX, selfBaseUrl } from './sandbox'
import { keepSandboxKeysIn } from './sandbox-keys'
import { TencentCaptcha } from './captcha/tencent'
import { mountTencentCaptchaEmulator } from './captcha/tencent-emulator'
import type { CaptchaProvider } from './captcha/types'
import { AliyunSms } from './sms/aliyun'
import { mountAliyunSmsEmulator } from './sms/aliyun-emulator'
import type { SmsProvider } from './sms/types'
import { WechatMiniClient, WechatOAuthClient } from './wechat/client'
import { mountWechatEmulator } from './wechat/emulator'
import { WechatPayClient } from './wechatpay/client'
import { mountWechatPayEmulator, sandboxWechatPayKeys } from './wechatpay/emulator'

export { ProviderError } from './http'
export type { SmsProvider } from './sms/types'
export type { CaptchaAnswer, CaptchaProvider } from './captcha/types'
export type { PaidTransaction, PrepayKind } from './wechatpay/client'
export type { AlipayNotify } from './alipay/client'

export interface Providers {
  sms: SmsProvider
  wechatMini: WechatMiniClient
  wechatH5: WechatOAuthClient
  alipay: AlipayClient
  captcha: CaptchaProvider
  wechatPay: WechatPayClient
  /** the app ids WeChat Pay orders are placed for ('' where that kind of app is not configured) */
  wechatPayAppIds: { mini: string; h5: string; app: string }
  /** where the providers send payment notifies (this server's public address; loopback for the emulators) */
  notifyUrl(channel: 'wechat' | 'alipay'): string
  /** which providers run against the local emulators (never in production) */
  sandbox: { sms: boolean; wechatMini: boolean; wechatH5: boolean; alipay: boolean; captcha: boolean; wechatPay: boolean }
  /** which providers are switched off (production without their settings): their calls answer a clear message */
  unconfigured: { sms: boolean; wechatMini: boolean; wechatH5: boolean; alipay: boolean; captcha: boolean; wechatPay: boolean }
  /** set once the server is built: the emulators are reached through it */
  bindServer(app: FastifyInstance): void
}

export const PROVIDERS = serviceKey<Providers>('providers')

function required(env: NodeJS.ProcessEnv, names: string[], what: string): void {
  const missing = names.filter((n) => !env[n])
  if (missing.length) throw new Error(`${what} 配置不完整，缺少环境变量：${missing.join(', ')}`)
}

/** A provider that is not configured in production: its calls answer a clear message instead of a sandbox. */
function notConfigured(provider: string, what: string): never {
  throw new ProviderError(provider, 'not-configured', `${provider} is not configured on this server`, `${what}未开通，请使用其他方式登录或联系客服`)
}

class UnconfiguredSms extends AliyunSms {
  override async sendCode(): Promise<never> {
    return notConfigured('sms', '短信验证码')
  }
}
class UnconfiguredWechatMini extends WechatMiniClient {
  override async code2Session(): Promise<never> {
    return notConfigured('wechat', '微信小程序登录')
  }
}
class UnconfiguredWechatOAuth extends WechatOAuthClient {
  override authorizeUrl(): string {
    return notConfigured('wechat', '微信网页授权')
  }
  override async exchangeCode(): Promise<never> {
    return notConfigured('wechat', '微信网页授权')
  }
}
class UnconfiguredCaptcha extends TencentCaptcha {
  override async verify(): Promise<never> {
    return notConfigured('captcha', '人机验证')
  }
}
class UnconfiguredAlipay extends AlipayClient {
  override async oauthToken(): Promise<never> {
    return notConfigured('alipay', '支付宝登录')
  }
  override async tradeCreate(): Promise<never> {
    return payNotConfigured('alipay', '支付宝支付')
  }
  override parseNotify(): never {
    return payNotConfigured('alipay', '支付宝支付')
  }
}
class UnconfiguredWechatPay extends WechatPayClient {
  override async prepay(): Promise<never> {
    return payNotConfigured('wechatpay', '微信支付')
  }
  override parseNotify(): never {
    return payNotConfigured('wechatpay', '微信支付')
  }
}

function payNotConfigured(provider: string, what: string): never {
  throw new ProviderError(provider, 'not-configured', `${provider} payments are not configured on this server`, `${what}未开通，请使用其他支付方式或联系客服`)
}

export function createProviders(ctx: AppContext): Providers {
  const env = ctx.config.env_
  const clock = clockOf(ctx)
  // Outside development and test nothing runs against an emulator: what is not configured is switched off.
  const sandboxAllowed = ctx.config.env !== 'production'
  let server: FastifyInstance | null = null
  const self = (provider: string) => () => selfBaseUrl(server, provider)
  const unused = () => 'http://unconfigured.invalid'

  // --- SMS ---
  const smsReal = ctx.config.providers.sms === 'aliyun' || env.SMS_PROVIDER === 'aliyun'
  if (smsReal) required(env, ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'], '阿里云短信（SMS_PROVIDER=aliyun）')
  const sms = smsReal
    ? new AliyunSms(
        {
          endpoint: () => env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com/',
          accessKeyId: env.ALIYUN_ACCESS_KEY_ID as string,
          accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET as string,
          signName: env.SMS_SIGN_NAME as string,
          templateCode: env.SMS_TEMPLATE_CODE as string,
          templateParamName: env.SMS_TEMPLATE_PARAM || 'code',
          regionId: env.ALIYUN_SMS_REGION || 'cn-hangzhou',
        },
        () => clock.now(),
      )
    : new (sandboxAllowed ? AliyunSms : UnconfiguredSms)(
        {
          endpoint: sandboxAllowed ? () => `${self('sms')()}/dev/aliyun-sms/` : unused,
          ...SANDBOX.aliyun,
          templateParamName: 'code',
          name: 'sandbox',
        },
        () => clock.now(),
      )

  // --- WeChat ---
  const wxApiBase = env.WECHAT_API_BASE || 'https://api.weixin.qq.com'
  const wxOpenBase = env.WECHAT_OPEN_BASE || 'https://open.weixin.qq.com'
  const miniReal = !!(env.WECHAT_APPID && env.WECHAT_SECRET)
  const wechatMini = miniReal
    ? new WechatMiniClient({ appId: env.WECHAT_APPID as string, secret: env.WECHAT_SECRET as string, apiBase: () => wxApiBase })
    : sandboxAllowed
      ? new WechatMiniClient({ ...SANDBOX.wechatMini, apiBase: () => `${self('wechat')()}/dev/wechat` })
      : new UnconfiguredWechatMini({ appId: '', secret: '', apiBase: unused })
  const h5Real = !!(env.WECHAT_H5_APPID && env.WECHAT_H5_SECRET)
  const wechatH5 = h5Real
    ? new WechatOAuthClient({
        appId: env.WECHAT_H5_APPID as string,
        secret: env.WECHAT_H5_SECRET as string,
        apiBase: () => wxApiBase,
        openBase: () => wxOpenBase,
      })
    : sandboxAllowed
      ? new WechatOAuthClient({
          ...SANDBOX.wechatH5,
          apiBase: () => `${self('wechat')()}/dev/wechat`,
          // the browser must reach the consent page: at the configured public address, never the request's Host
          openBase: () => `${ctx.config.publicBaseUrl.replace(/\/$/, '')}/dev/wechat`,
        })
      : new UnconfiguredWechatOAuth({ appId: '', secret: '', apiBase: unused, openBase: unused })

  // --- Alipay ---
  const alipayReal = !!(env.ALIPAY_APPID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY)
  const alipay = alipayReal
    ? new AlipayClient(
        {
          appId: env.ALIPAY_APPID as string,
          appPrivateKeyPem: toPem(env.ALIPAY_PRIVATE_KEY as string, 'PRIVATE KEY'),
          alipayPublicKeyPem: toPem(env.ALIPAY_PUBLIC_KEY as string, 'PUBLIC KEY'),
          gateway: () => env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
        },
        () => clock.now(),
      )
    : sandboxAllowed
      ? (() => {
          const k = sandboxAlipayKeys()
          return new AlipayClient(
            {
              appId: SANDBOX.alipay.appId,
              appPrivateKeyPem: k.appPrivateKeyPem,
              alipayPublicKeyPem: k.alipayPublicKeyPem,
              gateway: () => `${self('alipay')()}/dev/alipay/gateway.do`,
            },
            () => clock.now(),
          )
        })()
      : new UnconfiguredAlipay({ appId: '', appPrivateKeyPem: '', alipayPublicKeyPem: '', gateway: unused })

  // --- human check (Tencent Cloud 验证码) ---
  const captchaReal = ctx.config.providers.captcha === 'tencent' || CAPTCHA_SETTINGS.every((n) => env[n])
  const captcha = captchaReal
    ? new TencentCaptcha(
        {
          endpoint: () => env.TCAPTCHA_ENDPOINT || 'https://captcha.tencentcloudapi.com/',
          secretId: env.TENCENTCLOUD_SECRET_ID as string,
          secretKey: env.TENCENTCLOUD_SECRET_KEY as string,
          captchaAppId: env.TCAPTCHA_APP_ID as string,
          appSecretKey: env.TCAPTCHA_APP_SECRET_KEY as string,
          mini:
            env.TCAPTCHA_MINI_APP_ID && env.TCAPTCHA_MINI_APP_SECRET_KEY
              ? { captchaAppId: env.TCAPTCHA_MINI_APP_ID, appSecretKey: env.TCAPTCHA_MINI_APP_SECRET_KEY }
              : undefined,
        },
        () => clock.now(),
      )
    : new (sandboxAllowed ? TencentCaptcha : UnconfiguredCaptcha)(
        {
          endpoint: sandboxAllowed ? () => `${self('captcha')()}/dev/tcaptcha/` : unused,
          secretId: SANDBOX.tencentCaptcha.secretId,
          secretKey: SANDBOX.tencentCaptcha.secretKey,
          captchaAppId: SANDBOX.tencentCaptcha.appId,
          appSecretKey: SANDBOX.tencentCaptcha.appSecretKey,
          mini: { captchaAppId: SANDBOX.tencentCaptcha.miniAppId, appSecretKey: SANDBOX.tencentCaptcha.miniAppSecretKey },
          name: 'sandbox',
        },
        () => clock.now(),
      )

  // --- WeChat Pay ---
  const payReal = !!(
    env.WECHATPAY_MCHID &&
    env.WECHATPAY_SERIAL_NO &&
    env.WECHATPAY_PRIVATE_KEY &&
    env.WECHATPAY_APIV3_KEY &&
    env.WECHATPAY_PUBLIC_KEY &&
    env.WECHATPAY_PUBLIC_KEY_ID
  )
  const publicBase = () => ctx.config.publicBaseUrl.replace(/\/$/, '')
  // the emulators run in this process and post their notifies over loopback; real providers reach the public address
  const notifyBase = (channel: 'wechat' | 'alipay') =>
    (channel === 'wechat' ? payReal : alipayReal) ? publicBase() : self(channel === 'wechat' ? 'wechatpay' : 'alipay')()
  const wechatPay = payReal
    ? new WechatPayClient(
        {
          mchId: env.WECHATPAY_MCHID as string,
          serialNo: env.WECHATPAY_SERIAL_NO as string,
          privateKeyPem: toPem(env.WECHATPAY_PRIVATE_KEY as string, 'PRIVATE KEY'),
          apiV3Key: env.WECHATPAY_APIV3_KEY as string,
          platformPublicKeyPem: toPem(env.WECHATPAY_PUBLIC_KEY as string, 'PUBLIC KEY'),
          platformSerial: env.WECHATPAY_PUBLIC_KEY_ID as string,
          apiBase: () => env.WECHATPAY_API_BASE || 'https://api.mch.weixin.qq.com',
          notifyUrl: () => `${notifyBase('wechat')}/pay/notify/wechat`,
        },
        () => clock.now(),
      )
    : new (sandboxAllowed ? WechatPayClient : UnconfiguredWechatPay)(
        sandboxAllowed
          ? {
              mchId: SANDBOX.wechatPay.mchId,
              serialNo: SANDBOX.wechatPay.serialNo,
              privateKeyPem: sandboxWechatPayKeys().merchantPrivateKeyPem,
              apiV3Key: SANDBOX.wechatPay.apiV3Key,
              platformPublicKeyPem: sandboxWechatPayKeys().platformPublicKeyPem,
              platformSerial: SANDBOX.wechatPay.platformSerial,
              apiBase: () => `${self('wechatpay')()}/dev/wechatpay`,
              notifyUrl: () => `${notifyBase('wechat')}/pay/notify/wechat`,
            }
          : { mchId: '', serialNo: '', privateKeyPem: '', apiV3Key: '', platformPublicKeyPem: '', platformSerial: '', apiBase: unused, notifyUrl: unused },
        () => clock.now(),
      )
  const wechatPayAppIds = {
    mini: miniReal ? (env.WECHAT_APPID as string) : sandboxAllowed ? SANDBOX.wechatMini.appId : '',
    h5: h5Real ? (env.WECHAT_H5_APPID as string) : sandboxAllowed ? SANDBOX.wechatH5.appId : '',
    app: env.WECHATPAY_APP_APPID || (sandboxAllowed && !payReal ? 'wxsandbox0000000app' : ''),
  }

  const sandbox = {
    captcha: !captchaReal && sandboxAllowed,
    wechatPay: !payReal && sandboxAllowed,
    sms: !smsReal && sandboxAllowed,
    wechatMini: !miniReal && sandboxAllowed,
    wechatH5: !h5Real && sandboxAllowed,
    alipay: !alipayReal && sandboxAllowed,
  }
  const off = {
    captcha: !captchaReal && !sandboxAllowed,
    wechatPay: !payReal && !sandboxAllowed,
    sms: !smsReal && !sandboxAllowed,
    wechatMini: !miniReal && !sandboxAllowed,
    wechatH5: !h5Real && !sandboxAllowed,
    alipay: !alipayReal && !sandboxAllowed,
  }
  return {
    sms,
    wechatMini,
    wechatH5,
    alipay,
    captcha,
    wechatPay,
    wechatPayAppIds,
    notifyUrl: (channel) => `${notifyBase(channel)}/pay/notify/${channel}`,
    sandbox,
    unconfigured: off,
    bindServer(app) {
      server = app
    },
  }
}

export function providersOf(ctx: AppContext): Providers {
  const p = getService(ctx, PROVIDERS)
  if (!p) throw new Error('providers not initialised')
  return p
}

/** Creates the providers at start and mounts the emulators of those running in sandbox mode. */
export const providersModule: ServerModule = {
  name: 'providers',
  handlers: {},
  async init(ctx) {
    // a development server on an embedded data directory reads the sandboxes' keys back from it instead of making
    // four RSA pairs on every start (sandbox-keys.ts); production never makes or reads them
    const embeddedDir = !ctx.config.databaseUrl && ctx.config.dataDir !== ':memory:'
    if (ctx.config.env !== 'production' && embeddedDir) keepSandboxKeysIn(ctx.config.dataDir)
    const p = createProviders(ctx)
    setService(ctx, PROVIDERS, p)
    // The sandbox outbox holds delivered codes in plain text: it exists for development only, and a production
    // server on a database a development run used starts by emptying it.
    if (ctx.config.env === 'production') {
      const res = await ctx.db.deleteFrom('sms_outbox').executeTakeFirst()
      if (Number(res.numDeletedRows ?? 0)) ctx.log.warn({ rows: Number(res.numDeletedRows) }, 'removed sandbox SMS outbox rows left by a development run')
    }
    const sandboxed = Object.entries(p.sandbox)
      .filter(([, v]) => v)
      .map(([k]) => k)
    if (sandboxed.length) ctx.log.info(`sandbox providers in use (local emulators under /dev, ${ctx.config.env} mode): ${sandboxed.join(', ')}`)
    const off = Object.entries(p.unconfigured)
      .filter(([, v]) => v)
      .map(([k]) => k)
    if (off.length) ctx.log.warn(`providers not configured, their logins and payments are switched off: ${off.join(', ')}`)
  },
  async routes(app, ctx) {
    const p = providersOf(ctx)
    p.bindServer(app)
    // the emulators hand out codes and identities to anyone: only ever outside production
    if (ctx.config.env === 'production') return
    if (p.sandbox.sms) await mountAliyunSmsEmulator(app, ctx)
    if (p.sandbox.wechatMini || p.sandbox.wechatH5) await mountWechatEmulator(app, ctx)
    if (p.sandbox.captcha) await mountTencentCaptchaEmulator(app, ctx)
    if (p.sandbox.alipay) {
      await mountAlipayEmulator(app, ctx)
      await mountAlipayCashier(app, ctx)
    }
    if (p.sandbox.wechatPay) await mountWechatPayEmulator(app, ctx)
  },
}
