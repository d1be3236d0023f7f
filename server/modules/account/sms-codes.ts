/**
 * SMS verification codes: 6 digits, valid 5 minutes, one send per mobile per 60 s; at most 10 sends per mobile and 30
 * per client address per (Beijing) day, at most 10 per address in any 10 minutes — an address being an IPv4 address
 * or an IPv6 /64, with a higher limit per IPv6 /48 (http/client-address.ts) — and, past the deployment's hourly budget,
 * each send needs a human check. Wrong tries are counted per (code, address): 5 from one address end that address's
 * tries, not the code, so a stranger cannot kill the owner's code; past 10 from all addresses each try needs a human
 * check, and past 20 the code is dead. Everything lives in the shared KV store, so any server instance can verify a
 * code another one sent.
 *
 * Every limit counts first and evaluates after: one atomic increment-and-compare in the store (Redis, PostgreSQL
 * or the embedded database), so parallel requests — on one instance or many — can never get more attempts than
 * the limit. Codes are kept only as HMAC-SHA256 under the server's secret: a copy of the store does not give the
 * codes away (a plain hash of a 6-digit code is reversed by trying the million codes).
 */
import crypto from 'crypto'
import type { AppContext } from '../../context'
import { clientNetworks } from '../../http/client-address'
import { fail, rateLimited } from '../../http/errors'
import { countEvent } from '../../http/metrics'
import { clockOf, kvOf } from '../../kv'
import { hitDaily, hitWindow } from '../../kv/rate-limit'
import { ProviderError, providersOf } from '../../providers'
import { requireHumanCheck, type Caller } from './human-check'
import { SMS_RULES } from './rules'

interface StoredCode {
  id: string
  hash: string
}

const codeKey = (type: number, mobile: string) => `sms:code:${type}:${mobile}`
const triesKey = (id: string) => `sms:tries:${id}`
const pairTriesKey = (id: string, address: string) => `sms:tries:${id}:${address}`
const lockKey = (mobile: string) => `sms:lock:${mobile}`
const dayMobileKey = (mobile: string) => `sms:day:m:${mobile}`
const dayIpKey = (ip: string) => `sms:day:ip:${ip}`
const burstIpKey = (ip: string) => `sms:burst:ip:${ip}`
const day48Key = (net: string) => `sms:day:48:${net}`
const burst48Key = (net: string) => `sms:burst:48:${net}`
const HOUR_MS = 60 * 60_000
const budgetKey = (now: number) => `sms:budget:${Math.floor(now / HOUR_MS)}`
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
export async function sendCode(ctx: AppContext, mobile: string, type: number, caller: Caller): Promise<{ ExpireSeconds: number; ResendSeconds: number }> {
  const kv = kvOf(ctx)
  const clock = clockOf(ctx)
  const now = clock.now()
  const { address, net48 } = clientNetworks(caller.ip)
  // counters this send took: given back when it is refused later for the budget, so asking for the check costs nothing
  const taken: string[] = []
  const hit = async (r: Promise<{ allowed: boolean; key?: string }>, key: string, message: string) => {
    const { allowed, key: dayKey } = await r
    taken.push(dayKey ?? key)
    if (!allowed) throw rateLimited(message)
  }

  // per address (and IPv6 /48) first: a flood keeps counting (and keeps being refused) until its window ends
  const burstMs = SMS_RULES.burstWindowSeconds * 1000
  await hit(hitWindow(kv, burstIpKey(address), SMS_RULES.burstPerIp, burstMs), burstIpKey(address), '当前网络获取验证码过于频繁，请稍后再试')
  if (net48) await hit(hitWindow(kv, burst48Key(net48), SMS_RULES.burstPer48, burstMs), burst48Key(net48), '当前网络获取验证码过于频繁，请稍后再试')
  await hit(hitDaily(kv, clock, dayIpKey(address), SMS_RULES.dailyPerIp), dayIpKey(address), '当前网络今日获取验证码次数过多，请明天再试')
  if (net48) await hit(hitDaily(kv, clock, day48Key(net48), SMS_RULES.dailyPer48), day48Key(net48), '当前网络今日获取验证码次数过多，请明天再试')
  // per mobile: the 60 s pause is one atomic set-if-absent; only a send that passed it counts toward the day
  if (!(await kv.setIfAbsent(lockKey(mobile), String(now), SMS_RULES.resendSeconds * 1000))) {
    const sentAt = Number(await kv.get(lockKey(mobile))) || now
    const wait = Math.max(1, Math.ceil((sentAt + SMS_RULES.resendSeconds * 1000 - now) / 1000))
    throw rateLimited(`验证码发送过于频繁，请 ${wait} 秒后再试`)
  }
  await hit(
    hitDaily(kv, clock, dayMobileKey(mobile), SMS_RULES.dailyPerMobile),
    dayMobileKey(mobile),
    `该手机号今日获取验证码已达 ${SMS_RULES.dailyPerMobile} 次上限，请明天再试`,
  )
  // the whole deployment's hourly budget: past it every send needs a human check (a botnet passes the rest)
  const budget = ctx.config.smsHourlyBudget ?? SMS_RULES.hourlyBudget
  if (!(await hitWindow(kv, budgetKey(now), budget, 2 * HOUR_MS)).allowed) {
    try {
      await requireHumanCheck(ctx, caller, '当前获取验证码的人数较多，请先完成人机验证')
    } catch (e) {
      // nothing was sent: the mobile may send again at once, with the check, and no count of this attempt stays
      await kv.decr(budgetKey(now))
      for (const k of taken) await kv.decr(k)
      await kv.del(lockKey(mobile))
      throw e
    }
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
 * at most 5 comparisons per code from one address, 10 per code from all addresses without a human check and 20 with,
 * and 50 wrong ones per client address per hour, however many arrive at once; a right code gives its counts back, so
 * checking a code (CheckVerificationCode) does not use up the tries.
 */
export async function verifyCode(ctx: AppContext, mobile: string, types: readonly number[], code: string, consume: boolean, caller: Caller): Promise<void> {
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
  const { address } = clientNetworks(caller.ip)
  const ttl = SMS_RULES.expireSeconds * 1000

  const byIp = await hitWindow(kv, wrongIpKey(address), SMS_RULES.wrongTriesPerIp, SMS_RULES.wrongTriesIpWindowSeconds * 1000)
  if (!byIp.allowed) throw rateLimited('当前网络验证码错误次数过多，请稍后再试')
  // this address's tries of this code: past them this address is done with it, the code lives on for its owner
  const mine = await kv.incr(pairTriesKey(stored.id, address), ttl)
  if (mine > SMS_RULES.maxWrongTries) {
    await kv.decr(wrongIpKey(address))
    throw rateLimited(TOO_MANY)
  }
  // everyone's tries of this code: past the first threshold a human check, past the second no more tries at all
  const tries = await kv.incr(triesKey(stored.id), ttl)
  const giveBack = async () => {
    await kv.decr(triesKey(stored.id))
    await kv.decr(pairTriesKey(stored.id, address))
    await kv.decr(wrongIpKey(address))
  }
  if (tries > SMS_RULES.wrongTriesBeforeCheck) {
    try {
      await requireHumanCheck(ctx, caller, '该验证码已被多次输错，请先完成人机验证')
    } catch (e) {
      await giveBack()
      throw e
    }
  }
  if (tries > SMS_RULES.wrongTriesPerCode) {
    // not compared; not deleted either: tries counted in parallel may still be given back, and the wrong try that
    // reaches the limit deletes the code below
    await giveBack()
    throw rateLimited(TOO_MANY)
  }

  countEvent(ctx, 'sms-code.evaluated')
  const given = Buffer.from(hashCode(codeKeyOf(ctx), stored.id, mobile, type, code))
  if (!crypto.timingSafeEqual(given, Buffer.from(stored.hash))) {
    if (tries >= SMS_RULES.wrongTriesPerCode) {
      await kv.deleteIfEquals(codeKey(type, mobile), raw)
      throw rateLimited(TOO_MANY)
    }
    if (mine >= SMS_RULES.maxWrongTries) throw rateLimited(TOO_MANY)
    throw fail(`验证码错误，还可尝试 ${SMS_RULES.maxWrongTries - mine} 次`)
  }
  await giveBack()
  if (consume && !(await kv.deleteIfEquals(codeKey(type, mobile), raw))) {
    // another request used the same code a moment ago
    throw fail('验证码已使用，请重新获取')
  }
}
