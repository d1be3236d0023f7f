/**
 * Open-platform identities (OpenType 2 WeChat, 3 Alipay) and the proofs that stand for them.
 *
 * An OpenId is not a secret (it travels in URLs, logs and other apps), so it never proves anything by itself.
 * The only proof is a one-time code the platform gave the user's own app, which this server redeems with the
 * platform. Each redemption hands the caller an OpenProof: 32 random bytes, good for 10 minutes and one use,
 * for exactly that OpenType + OpenId. It is given only to the client that redeemed the code, and when that client
 * was logged in, only the same session can spend it. Logging in by OpenId, binding an OpenId to an account
 * (with that account's token), and OpenLogin / OpenRegister all spend a proof. The store keeps only a keyed hash
 * of each proof, so a copy of the store cannot be replayed.
 */
import crypto from 'crypto'
import type { AppContext } from '../../context'
import { fail } from '../../http/errors'
import type { AuthUser } from '../../http/registry'
import { clockOf, kvOf } from '../../kv'
import { ProviderError } from '../../providers'
import { OPEN_PROOF_SECONDS } from './rules'

interface ProofRecord {
  type: number
  openId: string
  appId: string
  unionId: string
  /** the session that redeemed the code, when it came with a valid token */
  sessionId: string | null
}

export const platformName = (type: number) => (type === 2 ? '微信' : type === 3 ? '支付宝' : '第三方账号')

const proofKeyOf = (ctx: AppContext, proof: string) =>
  `open:proof:${crypto.createHmac('sha256', ctx.config.serverSecret).update(`open-proof/v1|${proof}`).digest('hex')}`

/**
 * Records a provider's answer to a code exchange: refreshes an existing binding's proof time and answers a new
 * OpenProof for the caller.
 */
export async function issueProof(
  ctx: AppContext,
  type: number,
  openId: string,
  appId: string,
  unionId: string | undefined,
  caller: AuthUser | null,
): Promise<string> {
  const proof = crypto.randomBytes(32).toString('base64url')
  const record: ProofRecord = { type, openId, appId, unionId: unionId ?? '', sessionId: caller?.sessionId ?? null }
  await kvOf(ctx).set(proofKeyOf(ctx, proof), JSON.stringify(record), OPEN_PROOF_SECONDS * 1000)
  await ctx.db
    .updateTable('user_open_ids')
    .set({ verified_at: new Date(clockOf(ctx).now()), ...(unionId ? { union_id: unionId } : {}) })
    .where('open_type', '=', type)
    .where('open_id', '=', openId)
    .execute()
  return proof
}

const expired = (type: number) => fail(`${platformName(type)}授权已失效或已使用，请重新授权`)

async function readProof(ctx: AppContext, proof: string, type: number, openId: string, caller: AuthUser | null): Promise<{ raw: string; record: ProofRecord }> {
  const raw = await kvOf(ctx).get(proofKeyOf(ctx, proof))
  if (!raw) throw expired(type)
  const record = JSON.parse(raw) as ProofRecord
  if (record.type !== type || record.openId !== openId) throw fail('授权凭证（OpenProof）与 OpenType / OpenId 不一致，请重新授权')
  // a proof obtained by a logged-in session is that session's alone
  if (record.sessionId && record.sessionId !== caller?.sessionId) throw expired(type)
  return { raw, record }
}

/** Checks a proof without using it (OpenLogin / OpenRegister check it before spending the SMS code). */
export async function checkProof(ctx: AppContext, proof: string, type: number, openId: string, caller: AuthUser | null): Promise<void> {
  await readProof(ctx, proof, type, openId, caller)
}

/** Uses a proof up (atomic across instances: of two requests with one proof, one wins). */
export async function spendProof(ctx: AppContext, proof: string, type: number, openId: string, caller: AuthUser | null): Promise<ProofRecord> {
  const { raw, record } = await readProof(ctx, proof, type, openId, caller)
  if (!(await kvOf(ctx).deleteIfEquals(proofKeyOf(ctx, proof), raw))) throw expired(type)
  return record
}

export async function bindingOf(ctx: AppContext, type: number, openId: string) {
  return ctx.db.selectFrom('user_open_ids').selectAll().where('open_type', '=', type).where('open_id', '=', openId).executeTakeFirst()
}

/** Binds a proven id (a spent proof) to the user; an id bound to another account moves (the user proved it). */
export async function bindOpenId(ctx: AppContext, userId: number, proven: ProofRecord): Promise<void> {
  const now = new Date(clockOf(ctx).now())
  const { type, openId, appId, unionId } = proven
  await ctx.db
    .insertInto('user_open_ids')
    .values({ open_type: type, open_id: openId, user_id: userId, app_id: appId, union_id: unionId, verified_at: now })
    .onConflict((oc) => oc.columns(['open_type', 'open_id']).doUpdateSet({ user_id: userId, app_id: appId, union_id: unionId, verified_at: now }))
    .execute()
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
