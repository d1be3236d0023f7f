/**
 * The human check (captcha) that lets people on where a limit would otherwise lock: past the hourly SMS budget, and
 * past the per-account thresholds of wrong passwords and wrong codes. The client opens the check named by the
 * answer's data (Tencent Cloud 验证码 in production, the local stand-in in development and tests), then sends the same
 * call again with CaptchaTicket + CaptchaRandstr; the provider says whether a person earned them, for this address.
 */
import crypto from 'crypto'
import type { AppContext } from '../../context'
import { fail, humanCheckRequired } from '../../http/errors'
import { kvOf } from '../../kv'
import { ProviderError, providersOf } from '../../providers'

/** the optional fields every call that may ask for the check accepts (types/schema.ts F.captchaTicket / F.captchaRandstr) */
export interface HumanCheckFields {
  CaptchaTicket?: string
  CaptchaRandstr?: string
  CaptchaFrom?: 'mini'
}

/** Who is calling: the client address (request.ip behind TRUST_PROXY) and the check they may have passed. */
export interface Caller {
  ip: string
  check: HumanCheckFields
}

export const callerOf = (ip: string, body: HumanCheckFields): Caller => ({
  ip,
  check: { CaptchaTicket: body.CaptchaTicket, CaptchaRandstr: body.CaptchaRandstr, CaptchaFrom: body.CaptchaFrom },
})

// a ticket is good for one call on our side too, whatever the provider says (the real one also refuses reuse, 9)
const spentKey = (ticket: string) => `captcha:spent:${crypto.createHash('sha256').update(ticket).digest('hex')}`
const TICKET_MS = 10 * 60_000

export function askHumanCheck(ctx: AppContext, message: string): Error {
  const p = providersOf(ctx).captcha
  return humanCheckRequired(message, { CaptchaProvider: p.name, CaptchaAppId: p.appId, CaptchaMiniAppId: p.miniAppId })
}

/**
 * Asks the provider, once per ticket, whether the caller's ticket was earned. No ticket: the check is asked for
 * (`why`); a ticket the provider refuses: asked for again, so the client opens a fresh one. The provider out of
 * reach is a plain failure (code 1), never a pass.
 */
export async function requireHumanCheck(ctx: AppContext, caller: Caller, why: string): Promise<void> {
  const ticket = caller.check.CaptchaTicket
  const from = caller.check.CaptchaFrom
  // the mini-program plugin gives a ticket only; the web widget a ticket and a Randstr
  const randstr = caller.check.CaptchaRandstr ?? ''
  if (!ticket || (!randstr && from !== 'mini')) throw askHumanCheck(ctx, why)
  if (!(await kvOf(ctx).setIfAbsent(spentKey(ticket), '1', TICKET_MS))) throw askHumanCheck(ctx, '人机验证已使用过，请重新验证')
  let verdict
  try {
    verdict = await providersOf(ctx).captcha.verify({ ticket, randstr, from }, caller.ip)
  } catch (e) {
    if (e instanceof ProviderError) {
      ctx.log.warn({ provider: e.provider, providerCode: e.providerCode, err: e.message }, 'captcha verification failed')
      throw fail(e.providerCode === 'not-configured' ? e.userMessage : '人机验证服务暂时无法连接，请稍后重试')
    }
    throw e
  }
  if (!verdict.passed) {
    ctx.log.info({ captchaCode: verdict.code, captchaMsg: verdict.message }, 'captcha ticket refused')
    throw askHumanCheck(ctx, '人机验证未通过，请重新验证')
  }
}
