/**
 * SMS verification codes: 6 digits, valid 5 minutes, one send per mobile per 60 s, dead after 5 wrong
 * tries, at most 10 sends per mobile and 30 per client address per (Beijing) day, and at most 10 per address
 * in any 10 minutes. Everything lives in the shared KV store, so any server instance can verify a code another
 * one sent.
 *
 * Every limit counts first and evaluates after: one atomic increment-and-compare in the store (Redis, PostgreSQL
 * or the embedded database), so parallel requests — on one instance or many — can never get more attempts than
 * the limit. Codes are kept only as HMAC-SHA256 under the server's secret: a copy of the store does not give the
 * codes away (a plain hash of a 6-digit code is reversed by trying the million codes).
 */
import crypto from 'crypto'
import type { AppContext } from '../../context'
import { fail, rateLimited } from '../../http/errors'
import { countEvent } from '../../http/metrics'
import { clockOf, kvOf } from '../../kv'
import { hitDaily, hitWindow } from '../../kv/rate-limit'
import { ProviderError, providersOf } from '../../providers'
import { SMS_RULES } from './rules'

interface StoredCode {
  id: string
  hash: string
}

const codeKey = (type: number, mobile: string) => `sms:code:${type}:${mobile}`
const triesKey = (id: string) => `sms:tries:${id}`
const lockKey = (mobile: string) => `sms:lock:${mobile}`
const dayMobileKey = (mobile: string) => `sms:day:m:${mobile}`
const dayIpKey = (ip: string) => `sms:day:ip:${ip}`
const burstIpKey = (ip: string) => `sms:burst:ip:${ip}`
const wrongIpKey = (ip: string) => `sms:wrong:ip:${ip}`

const keys = new WeakMap<AppContext, Buffer>()
/** the HMAC key of code hashes, derived from SERVER_SECRET (one secret, a key per purpose) */
function codeKeyOf(ctx: AppContext): Buffer {
  let k = keys.get(ctx)
  if (!k) {
    k = crypto.createHmac('sha256', ctx.config.serverSecret).update('sms-code-hash/v1').digest()
    keys.set(ctx, k)
  }
  return k
}

export const hashCode = (key: Buffer, id: string, mobile: string, type: number, code: string) =>
  crypto.createHmac('sha256', key).update(`${id}|${mobile}|${type}|${code}`).digest('hex')

export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0')
}

/**
 * Sends a code. The answer is the same whether or not the mobile has an account (the owner of the mobile, who
 * receives the code, learns that from the call the code is used for), so it cannot be used to find accounts.
 */
export async function sendCode(ctx: AppContext, mobile: string, type: number, ip: string): Promise<{ ExpireSeconds: number; ResendSeconds: number }> {
  const kv = kvOf(ctx)
  const clock = clockOf(ctx)
  const now = clock.now()

  // per address first: a flood keeps counting (and keeps being refused) until its window ends
  if (!(await hitWindow(kv, burstIpKey(ip), SMS_RULES.burstPerIp, SMS_RULES.burstWindowSeconds * 1000)).allowed) {
    throw rateLimited('当前网络获取验证码过于频繁，请稍后再试')
  }
  if (!(await hitDaily(kv, clock, dayIpKey(ip), SMS_RULES.dailyPerIp)).allowed) {
    throw rateLimited('当前网络今日获取验证码次数过多，请明天再试')
  }
  // per mobile: the 60 s pause is one atomic set-if-absent; only a send that passed it counts toward the day
  if (!(await kv.setIfAbsent(lockKey(mobile), String(now), SMS_RULES.resendSeconds * 1000))) {
    const sentAt = Number(await kv.get(lockKey(mobile))) || now
    const wait = Math.max(1, Math.ceil((sentAt + SMS_RULES.resendSeconds * 1000 - now) / 1000))
    throw rateLimited(`验证码发送过于频繁，请 ${wait} 秒后再试`)
  }
  if (!(await hitDaily(kv, clock, dayMobileKey(mobile), SMS_RULES.dailyPerMobile)).allowed) {
    throw rateLimited(`该手机号今日获取验证码已达 ${SMS_RULES.dailyPerMobile} 次上限，请明天再试`)
  }

  const code = generateCode()
  const id = crypto.randomBytes(12).toString('hex')
  const stored: StoredCode = { id, hash: hashCode(codeKeyOf(ctx), id, mobile, type, code) }
  await kv.set(codeKey(type, mobile), JSON.stringify(stored), SMS_RULES.expireSeconds * 1000)
  try {
    await providersOf(ctx).sms.sendCode(mobile, code)
  } catch (e) {
    // nothing was delivered: drop the code and let the user retry at once
    await kv.deleteIfEquals(codeKey(type, mobile), JSON.stringify(stored))
    await kv.del(lockKey(mobile))
    if (e instanceof ProviderError) {
      ctx.log.warn({ provider: e.provider, providerCode: e.providerCode, err: e.message }, 'SMS send failed')
      const offline = e.providerCode === 'network' || e.providerCode === 'sandbox-offline'
      throw fail(offline ? '短信服务暂时无法连接，请稍后重试' : e.userMessage)
    }
    throw e
  }
  ctx.log.info({ mobile: maskMobile(mobile), type }, 'verification code sent')
  return { ExpireSeconds: SMS_RULES.expireSeconds, ResendSeconds: SMS_RULES.resendSeconds }
}

export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

const TOO_MANY = '验证码错误次数过多，请重新获取'

/**
 * Checks a code sent for one of `types` (the first type with a live code is used). With `consume` the
 * code is used up (single use, atomic across instances). Each check is counted before the code is compared —
 * at most 5 comparisons per code and 50 wrong ones per client address per hour, however many arrive at once; a
 * right code gives its count back, so checking a code (CheckVerificationCode) does not use up the tries.
 */
export async function verifyCode(ctx: AppContext, mobile: string, types: readonly number[], code: string, consume: boolean, ip: string): Promise<void> {
  const kv = kvOf(ctx)
  let raw: string | null = null
  let type = types[0]
  for (const t of types) {
    raw = await kv.get(codeKey(t, mobile))
    if (raw) {
      type = t
      break
    }
  }
  if (!raw) throw fail('验证码已过期或未获取，请重新获取')
  const stored = JSON.parse(raw) as StoredCode

  const byIp = await hitWindow(kv, wrongIpKey(ip), SMS_RULES.wrongTriesPerIp, SMS_RULES.wrongTriesIpWindowSeconds * 1000)
  if (!byIp.allowed) throw rateLimited('当前网络验证码错误次数过多，请稍后再试')
  const tries = await kv.incr(triesKey(stored.id), SMS_RULES.expireSeconds * 1000)
  if (tries > SMS_RULES.maxWrongTries) {
    await kv.decr(wrongIpKey(ip))
    await kv.deleteIfEquals(codeKey(type, mobile), raw)
    throw rateLimited(TOO_MANY)
  }

  countEvent(ctx, 'sms-code.evaluated')
  const given = Buffer.from(hashCode(codeKeyOf(ctx), stored.id, mobile, type, code))
  if (!crypto.timingSafeEqual(given, Buffer.from(stored.hash))) {
    if (tries >= SMS_RULES.maxWrongTries) {
      await kv.deleteIfEquals(codeKey(type, mobile), raw)
      throw rateLimited(TOO_MANY)
    }
    throw fail(`验证码错误，还可尝试 ${SMS_RULES.maxWrongTries - tries} 次`)
  }
  await kv.decr(triesKey(stored.id))
  await kv.decr(wrongIpKey(ip))
  if (consume && !(await kv.deleteIfEquals(codeKey(type, mobile), raw))) {
    // another request used the same code a moment ago
    throw fail('验证码已使用，请重新获取')
  }
}
