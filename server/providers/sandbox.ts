/**
 * Shared bits of the local emulators: their fixed sandbox credentials and how the server reaches its
 * own emulators (over loopback HTTP, on the port it actually listens on).
 */
import type { FastifyInstance } from 'fastify'
import { ProviderError } from './http'

/** Credentials the emulators accept. They are not secrets: the emulators exist only in sandbox mode. */
export const SANDBOX = {
  aliyun: { accessKeyId: 'SANDBOX_ACCESS_KEY_ID', accessKeySecret: 'sandbox-access-key-secret', signName: '志愿填报助手', templateCode: 'SMS_SANDBOX_0001' },
  wechatMini: { appId: 'wxsandbox00000mini', secret: 'sandbox-mini-secret' },
  wechatH5: { appId: 'wxsandbox000000h5', secret: 'sandbox-h5-secret' },
  alipay: { appId: '2021000000000000' },
  tencentCaptcha: {
    secretId: 'SANDBOX_TENCENTCLOUD_SECRET_ID',
    secretKey: 'sandbox-tencentcloud-secret-key',
    appId: '190000000',
    appSecretKey: 'sandbox-captcha-app-secret-key',
    miniAppId: '190000001',
    miniAppSecretKey: 'sandbox-captcha-mini-app-secret-key',
  },
  // the payment emulator's merchant and its APIv3 key (32 characters, as WeChat's); key pairs are generated at start
  wechatPay: {
    mchId: '1900000109',
    apiV3Key: 'SandboxApiV3Key-NotASecret-0001x',
    serialNo: 'SANDBOXMERCHANTSERIAL0001',
    platformSerial: 'PUB_KEY_ID_SANDBOX0001',
  },
} as const

/** Loopback base URL of the running server (no trailing slash), or a ProviderError when not listening. */
export function selfBaseUrl(app: FastifyInstance | null, provider: string): string {
  const addr = app?.server.address()
  if (!addr || typeof addr === 'string') {
    throw new ProviderError(provider, 'sandbox-offline', 'sandbox emulator unreachable: server is not listening', '本地模拟服务未启动，请稍后重试')
  }
  const host = addr.address === '0.0.0.0' || addr.address === '::' || addr.address === '' ? '127.0.0.1' : addr.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`
}

/** Form bodies (application/x-www-form-urlencoded) as a flat string map, for the emulators' scope only. */
export function addFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(String(body))) out[k] = v
    done(null, out)
  })
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}
