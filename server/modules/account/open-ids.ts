/**
 * Open-platform identities (OpenType 2 WeChat, 3 Alipay). An OpenId counts as proven only when this
 * server got it from the provider by redeeming a code: such ids are remembered for 30 minutes (in the
 * shared KV store) so the app can bind them, and a binding records when it was last proven. OpenIdLogin
 * accepts only bindings proven within the token lifetime, so an OpenId alone, copied from somewhere,
 * is not a lasting password.
 */
import type { AppContext } from '../../context'
import { fail } from '../../http/errors'
import { clockOf, kvOf } from '../../kv'
import { ProviderError } from '../../providers'

const PROVEN_TTL_MS = 30 * 60_000
const provenKey = (type: number, openId: string) => `open:proven:${type}:${openId}`

interface Proven {
  appId: string
  unionId: string
}

export async function rememberProven(ctx: AppContext, type: number, openId: string, appId: string, unionId = ''): Promise<void> {
  await kvOf(ctx).set(provenKey(type, openId), JSON.stringify({ appId, unionId } satisfies Proven), PROVEN_TTL_MS)
  await ctx.db
    .updateTable('user_open_ids')
    .set({ verified_at: new Date(clockOf(ctx).now()), ...(unionId ? { union_id: unionId } : {}) })
    .where('open_type', '=', type)
    .where('open_id', '=', openId)
    .execute()
}

async function requireProven(ctx: AppContext, type: number, openId: string): Promise<Proven> {
  const raw = await kvOf(ctx).get(provenKey(type, openId))
  if (!raw) throw fail(`${platformName(type)}授权已失效，请重新授权后再绑定`)
  return JSON.parse(raw) as Proven
}

export const platformName = (type: number) => (type === 2 ? '微信' : type === 3 ? '支付宝' : '第三方账号')

export async function bindingOf(ctx: AppContext, type: number, openId: string) {
  return ctx.db.selectFrom('user_open_ids').selectAll().where('open_type', '=', type).where('open_id', '=', openId).executeTakeFirst()
}

/** Binds a proven id to the user; an id bound to another account moves (the user proved both). */
export async function bindOpenId(ctx: AppContext, userId: number, type: number, openId: string): Promise<void> {
  const proven = await requireProven(ctx, type, openId)
  const now = new Date(clockOf(ctx).now())
  await ctx.db
    .insertInto('user_open_ids')
    .values({ open_type: type, open_id: openId, user_id: userId, app_id: proven.appId, union_id: proven.unionId, verified_at: now })
    .onConflict((oc) => oc.columns(['open_type', 'open_id']).doUpdateSet({ user_id: userId, app_id: proven.appId, union_id: proven.unionId, verified_at: now }))
    .execute()
}

/** The user of a bound id whose proof is recent enough for a login, else a clear message. */
export async function userForOpenIdLogin(ctx: AppContext, type: number, openId: string): Promise<number> {
  const b = await bindingOf(ctx, type, openId)
  if (!b) throw fail(`该${platformName(type)}尚未绑定账号，请先登录或注册后绑定`)
  const maxAge = ctx.config.tokenTtlDays * 86_400_000
  if (clockOf(ctx).now() - new Date(b.verified_at).getTime() > maxAge) throw fail(`${platformName(type)}授权已过期，请重新授权`)
  return b.user_id
}

export function maskOpenId(openId: string): string {
  return openId.length <= 8 ? '****' : `${openId.slice(0, 4)}****${openId.slice(-4)}`
}

/** Runs a provider call; its failure becomes a code-1 answer with the provider's Chinese message. */
export async function viaProvider<T>(ctx: AppContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (e) {
    if (e instanceof ProviderError) {
      ctx.log.warn({ provider: e.provider, providerCode: e.providerCode, err: e.message }, 'provider call failed')
      throw fail(e.userMessage)
    }
    throw e
  }
}
