/**
 * What the account calls share: registration (the mobile proven before anything about its account is said), the
 * password-login attempt limits, and the answer after an open platform proved an id.
 */
import type { AppContext } from '../../context'
import { clientNetworks } from '../../http/client-address'
import { fail, invalid, rateLimited } from '../../http/errors'
import type { AuthUser, HandlerInput } from '../../http/registry'
import { kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { callerOf, requireHumanCheck, type Caller, type HumanCheckFields } from './human-check'
import { bindingOf, issueProof } from './open-ids'
import { hashPassword } from './passwords'
import { LOGIN_RULES, SMS_TYPE } from './rules'
import { verifyCode } from './sms-codes'
import { consumeRegisterTicket } from './tickets'
import { createUser, findUserByMobile, loginAs, type NewUser } from './users'

// --- registration ----------------------------------------------------------------------------------
export interface RegisterBody extends HumanCheckFields {
  Mobile: string
  Password: string
  Code?: string
  RegisterTicket?: string
  NickName?: string
  ChannelCode?: string
  RecommendCode?: string
}

/** Proves the mobile (SMS code of type 1, or a step-register ticket from SSO) and uses the proof up. */
async function proveRegistration(ctx: AppContext, body: RegisterBody, ip: string): Promise<void> {
  if (body.RegisterTicket) {
    await consumeRegisterTicket(ctx, body.RegisterTicket, body.Mobile)
    return
  }
  if (!body.Code) throw invalid('请填写验证码（Code）')
  await verifyCode(ctx, body.Mobile, [SMS_TYPE.register], body.Code, true, callerOf(ip, body))
}

export async function ensureNotRegistered(ctx: AppContext, mobile: string): Promise<void> {
  if (await findUserByMobile(ctx.db, mobile)) throw fail('该手机号已注册，请直接登录')
}

function registerFields(body: RegisterBody): Omit<NewUser, 'password_hash'> {
  return {
    mobile: body.Mobile,
    ...(body.NickName?.trim() ? { nickname: body.NickName.trim() } : {}),
    channel_code: body.ChannelCode?.trim() ?? '',
    recommend_code: body.RecommendCode?.trim() ?? '',
  }
}

/**
 * The mobile is proven (code or ticket used up) before anything about its account is said, so registering
 * cannot be used to find out which mobiles have accounts.
 */
export async function register(ctx: AppContext, body: RegisterBody, ip: string, extra: Partial<NewUser> = {}): Promise<number> {
  await proveRegistration(ctx, body, ip)
  await ensureNotRegistered(ctx, body.Mobile)
  const password_hash = await hashPassword(body.Password)
  return createUser(ctx.db, { ...registerFields(body), password_hash, ...extra })
}

// --- password login limits ---------------------------------------------------------------------------
// Attempts are counted before the password is compared (one atomic increment-and-compare each), so parallel
// guesses — on one instance or several — get at most the limit compared. A right password gives its count back.
// Keyed so a stranger cannot lock the owner out: 5 wrong from one address pause that (mobile, address) pair only;
// past 20 for the mobile from all addresses every attempt needs a human check — asked, never a lock.
export const failKeyMobile = (m: string) => `login:fail:m:${m}`
export const failKeyPair = (m: string, ip: string) => `login:fail:mip:${m}:${clientNetworks(ip).address}`
export const failKeyIp = (ip: string) => `login:fail:ip:${clientNetworks(ip).address}`

export async function countLoginAttempt(ctx: AppContext, mobile: string, caller: Caller): Promise<void> {
  const kv = kvOf(ctx)
  const { ip } = caller
  if (!(await hitWindow(kv, failKeyIp(ip), LOGIN_RULES.failuresPerIp, LOGIN_RULES.ipWindowSeconds * 1000)).allowed) {
    throw rateLimited('登录失败次数过多，请稍后再试')
  }
  const windowMs = LOGIN_RULES.mobileWindowSeconds * 1000
  if (!(await hitWindow(kv, failKeyPair(mobile, ip), LOGIN_RULES.failuresPerMobileAddress, windowMs)).allowed) {
    // not compared: the address keeps its allowance for other mobiles
    await kv.decr(failKeyIp(ip))
    throw rateLimited(`密码错误次数过多，请 ${LOGIN_RULES.mobileWindowSeconds / 60} 分钟后再试，或使用验证码登录`)
  }
  if (!(await hitWindow(kv, failKeyMobile(mobile), LOGIN_RULES.failuresPerMobile, windowMs)).allowed) {
    try {
      await requireHumanCheck(ctx, caller, '该账号近期密码错误次数较多，请先完成人机验证')
    } catch (e) {
      // not compared: nothing of this attempt stays counted
      await kv.decr(failKeyMobile(mobile))
      await kv.decr(failKeyPair(mobile, ip))
      await kv.decr(failKeyIp(ip))
      throw e
    }
  }
}

/** A right password: the mobile's counters start again (the owner is back) and the address gets its count back. */
export async function loginSucceeded(ctx: AppContext, mobile: string, ip: string): Promise<void> {
  const kv = kvOf(ctx)
  await kv.del(failKeyMobile(mobile))
  await kv.del(failKeyPair(mobile, ip))
  await kv.decr(failKeyIp(ip))
}

// --- open platform ----------------------------------------------------------------------------------
interface OpenAuthData {
  OpenId: string
  UnionId?: string
  OpenProof: string
  UserId?: number
  Token?: string
}

/**
 * After a provider proved an id: a proof for this caller, and a login when the id is bound (the code exchange is
 * itself the fresh proof), else the id is handed back for binding.
 */
export async function openAuthResult(
  ctx: AppContext,
  proven: { type: number; openId: string; appId: string; unionId?: string },
  caller: AuthUser | null,
  req: HandlerInput<'User/UserLogin'>['req'],
): Promise<OpenAuthData> {
  const { type, openId, unionId } = proven
  const OpenProof = await issueProof(ctx, type, openId, proven.appId, unionId, caller)
  const base: OpenAuthData = unionId ? { OpenId: openId, UnionId: unionId, OpenProof } : { OpenId: openId, OpenProof }
  const b = await bindingOf(ctx, type, openId)
  if (!b) return base
  const login = await loginAs(ctx, b.user_id, 'openid', req)
  return { ...base, UserId: login.UserId, Token: login.Token }
}
