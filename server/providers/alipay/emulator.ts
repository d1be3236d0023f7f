/**
 * Local emulator of the Alipay open-API gateway for `alipay.system.oauth.token`, mounted at
 * POST /dev/alipay/gateway.do while the sandbox is in use. It holds a key pair generated at start
 * (standing in for Alipay's) and the sandbox app's public key, verifies the request signature and
 * signs its answers, as the real gateway does. Codes: `sandbox:<name>` (reusable, deterministic) or
 * single-use codes from GET /dev/alipay/mint-code?name= (what my.getAuthCode would give).
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { clockOf, kvOf } from '../../kv'
import { SANDBOX, addFormParser } from '../sandbox'
import { alipaySignContent, rsa2Sign, rsa2Verify } from './sign'

export interface SandboxAlipayKeys {
  appPrivateKeyPem: string
  appPublicKeyPem: string
  alipayPrivateKeyPem: string
  alipayPublicKeyPem: string
}

let keys: SandboxAlipayKeys | null = null

/** Generated once per process: the sandbox needs real RSA keys, never committed ones. */
export function sandboxAlipayKeys(): SandboxAlipayKeys {
  if (!keys) {
    const gen = () =>
      crypto.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      })
    const app = gen()
    const ali = gen()
    keys = { appPrivateKeyPem: app.privateKey, appPublicKeyPem: app.publicKey, alipayPrivateKeyPem: ali.privateKey, alipayPublicKeyPem: ali.publicKey }
  }
  return keys
}

export function sandboxAlipayUserId(name: string): string {
  const n = BigInt('0x' + crypto.createHash('sha256').update(`alipay|${name}`).digest('hex').slice(0, 15)) % 10n ** 12n
  return '2088' + n.toString().padStart(12, '0')
}

export function sandboxAlipayOpenId(name: string): string {
  return (
    '0' +
    crypto
      .createHash('sha256')
      .update(`alipay-open|${name}`)
      .digest('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 46)
  )
}

function signed(nodeName: string, node: Record<string, unknown>): string {
  const raw = JSON.stringify(node)
  const sign = rsa2Sign(raw, sandboxAlipayKeys().alipayPrivateKeyPem)
  return `{"${nodeName}":${raw},"sign":"${sign}"}`
}

const error = (code: string, msg: string, sub_code: string, sub_msg: string) => signed('error_response', { code, msg, sub_code, sub_msg })

export async function mountAlipayEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    addFormParser(scope)
    scope.post('/dev/alipay/gateway.do', { schema: { hide: true } }, async (req, reply) => {
      const p = (req.body ?? {}) as Record<string, string>
      reply.type('application/json; charset=utf-8')
      if (p.app_id !== SANDBOX.alipay.appId) return error('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数')
      if (p.method !== 'alipay.system.oauth.token') return error('40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名')
      if (p.sign_type !== 'RSA2' || !p.sign || !rsa2Verify(alipaySignContent(p), p.sign, sandboxAlipayKeys().appPublicKeyPem)) {
        return error('40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错')
      }
      const ts = Date.parse((p.timestamp ?? '').replace(' ', 'T') + '+08:00')
      if (Number.isNaN(ts) || Math.abs(clockOf(ctx).now() - ts) > 15 * 60_000) {
        return error('40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数')
      }
      if (p.grant_type !== 'authorization_code') return error('40002', 'Invalid Arguments', 'isv.grant-type-invalid', 'grant_type参数不正确')
      const code = p.code ?? ''
      let name: string | null = null
      if (code.startsWith('sandbox:') && code.length > 8) name = code.slice(8)
      else if (code) {
        const kv = kvOf(ctx)
        const issued = await kv.get(`dev:alipay:code:${code}`)
        if (issued !== null && (await kv.deleteIfEquals(`dev:alipay:code:${code}`, issued))) name = issued
      }
      if (!name) return error('40002', 'Invalid Arguments', 'isv.code-invalid', '授权码code无效')
      return signed('alipay_system_oauth_token_response', {
        access_token: 'authusrB' + crypto.randomBytes(16).toString('hex'),
        alipay_user_id: sandboxAlipayUserId(name),
        expires_in: 1296000,
        re_expires_in: 2592000,
        refresh_token: 'authusrB' + crypto.randomBytes(16).toString('hex'),
        user_id: sandboxAlipayUserId(name),
        open_id: sandboxAlipayOpenId(name),
        auth_start: new Date(clockOf(ctx).now()).toISOString(),
      })
    })
  })
  app.get('/dev/alipay/mint-code', { schema: { hide: true } }, async (req) => {
    const name = String((req.query as Record<string, string | undefined>).name ?? '').trim() || 'dev-user'
    const code = crypto.randomBytes(16).toString('hex')
    await kvOf(ctx).set(`dev:alipay:code:${code}`, name, 5 * 60_000)
    return { code }
  })
}
