/**
 * Partner-signed tickets (HMAC-SHA256 with SSO_SECRET, at most 5 minutes old, single use):
 *
 *  - SSOSign (User/SSOLogin) and Ticket (OpenAuth/JSYAuth):
 *      ticket  = base64url(JSON payload) + "." + base64url(HMAC_SHA256(secret, kind + "." + base64url(JSON payload)))
 *      payload = { Mobile: "13800138000", Timestamp: <unix seconds>, Nonce: "<8–64 chars>", PartnerUserId?: "…" }
 *      kind    = "sso" for SSOSign, "jsy" for JSYAuth (a ticket for one cannot be used for the other)
 *    The signature covers the exact encoded payload, so no JSON canonicalisation is needed.
 *  - NewWishLogin {Mobile, Timestamp, Sign}:
 *      Sign = hex(HMAC_SHA256(secret, "wish-login\nMobile=" + Mobile + "&Timestamp=" + Timestamp))
 *
 * Used tickets are remembered in the shared KV store until they could no longer pass the age check.
 * When an SSO mobile has no account, the answer carries a RegisterTicket (30 minutes, single use) that
 * the step-register page sends instead of an SMS code.
 */
import crypto from 'crypto'
import { MOBILE_RE } from '../../../types/schema'
import type { AppContext } from '../../context'
import { fail, invalid } from '../../http/errors'
import { clockOf, kvOf } from '../../kv'
import { SSO_RULES } from './rules'

export type TicketKind = 'sso' | 'jsy'

export interface PartnerTicket {
  Mobile: string
  Timestamp: number
  Nonce: string
  PartnerUserId?: string
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url')
const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text, 'utf8').digest()

/** How a partner builds a ticket (used by tests and the sandbox's /dev/sso-ticket helper). */
export function signPartnerTicket(secret: string, kind: TicketKind, payload: PartnerTicket): string {
  const body = b64url(JSON.stringify(payload))
  return `${body}.${b64url(hmac(secret, `${kind}.${body}`))}`
}

export function signWishLogin(secret: string, mobile: string, timestamp: number): string {
  return hmac(secret, `wish-login\nMobile=${mobile}&Timestamp=${timestamp}`).toString('hex')
}

const label: Record<TicketKind | 'wish', string> = { sso: '单点登录票据', jsy: '认证票据', wish: '志愿系统登录签名' }

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

async function checkFreshAndUnused(ctx: AppContext, what: string, timestampSeconds: number, nonceKey: string): Promise<void> {
  const now = clockOf(ctx).now()
  const ts = timestampSeconds * 1000
  if (ts > now + SSO_RULES.clockSkewSeconds * 1000) throw fail(`${what}时间无效（Timestamp 晚于当前时间），请检查合作方服务器时间`)
  if (now - ts > SSO_RULES.ticketMaxAgeSeconds * 1000) throw fail(`${what}已过期，请从合作方重新进入`)
  const ttl = (SSO_RULES.ticketMaxAgeSeconds + SSO_RULES.clockSkewSeconds) * 1000 + 60_000
  if (!(await kvOf(ctx).setIfAbsent(nonceKey, '1', ttl))) throw fail(`${what}已使用，请从合作方重新进入`)
}

export async function verifyPartnerTicket(ctx: AppContext, kind: TicketKind, ticket: string): Promise<PartnerTicket> {
  const what = label[kind]
  const parts = ticket.trim().split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw fail(`${what}格式不正确`)
  const [body, sig] = parts
  if (!safeEqual(Buffer.from(sig, 'base64url'), hmac(ctx.config.ssoSecret, `${kind}.${body}`))) throw fail(`${what}签名无效`)
  let payload: PartnerTicket
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PartnerTicket
  } catch {
    throw fail(`${what}内容无法解析`)
  }
  if (!payload || typeof payload !== 'object') throw fail(`${what}内容无法解析`)
  if (typeof payload.Mobile !== 'string' || !MOBILE_RE.test(payload.Mobile)) throw fail(`${what}中的手机号（Mobile）无效`)
  if (!Number.isInteger(payload.Timestamp)) throw fail(`${what}缺少时间戳（Timestamp，Unix 秒）`)
  if (typeof payload.Nonce !== 'string' || payload.Nonce.length < 8 || payload.Nonce.length > 64) throw fail(`${what}缺少随机串（Nonce，8–64 个字符）`)
  await checkFreshAndUnused(ctx, what, payload.Timestamp, `sso:used:${kind}:${payload.Nonce}`)
  return payload
}

export async function verifyWishLogin(ctx: AppContext, mobile: string, timestamp: number, sign: string): Promise<void> {
  const what = label.wish
  if (timestamp > 1e11) throw invalid('时间戳（Timestamp）应为 Unix 秒，而不是毫秒')
  const expected = signWishLogin(ctx.config.ssoSecret, mobile, timestamp)
  if (!/^[0-9a-f]{64}$/i.test(sign) || !safeEqual(Buffer.from(sign.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'))) throw fail(`${what}（Sign）无效`)
  await checkFreshAndUnused(ctx, what, timestamp, `sso:used:wish:${expected}`)
}

// --- step-register tickets ---
interface RegisterTicketData {
  Mobile: string
  PartnerUserId?: string
}

export async function issueRegisterTicket(ctx: AppContext, data: RegisterTicketData): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url')
  await kvOf(ctx).set(`sso:reg:${ticket}`, JSON.stringify(data), SSO_RULES.registerTicketSeconds * 1000)
  return ticket
}

/** Uses up a register ticket for `mobile`; throws a clear message when invalid, expired, used or for another mobile. */
export async function consumeRegisterTicket(ctx: AppContext, ticket: string, mobile: string): Promise<RegisterTicketData> {
  const kv = kvOf(ctx)
  const key = `sso:reg:${ticket}`
  const raw = await kv.get(key)
  if (!raw) throw fail('注册票据（RegisterTicket）无效、已过期或已使用，请从合作方重新进入')
  const data = JSON.parse(raw) as RegisterTicketData
  if (data.Mobile !== mobile) throw fail('注册票据（RegisterTicket）与手机号（Mobile）不一致')
  if (!(await kv.deleteIfEquals(key, raw))) throw fail('注册票据（RegisterTicket）已使用，请从合作方重新进入')
  return data
}
