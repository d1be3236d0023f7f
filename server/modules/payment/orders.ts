/**
 * Orders and their one way through: created → paid → fulfilled, or created → closed (unpaid after ORDER_TTL_MS).
 *
 * Settling a notify happens in one transaction with the order row locked: the notify is recorded once (a replay of
 * the same notify id changes nothing), its amount must be the order's to the 分, and `paid` and `fulfilled` are
 * written together with the grant — so a crash leaves the order unpaid (the provider sends the notify again) or
 * fulfilled, never paid without its membership. A `paid` order found at start (written by anything else) is
 * fulfilled by the sweep, once, under the same lock.
 *
 * A payment reported for an order already closed is not fulfilled (the user saw it closed and may have bought again):
 * it is acknowledged, so the provider stops resending, and kept in `late_payment` for staff to refund.
 */
import crypto from 'crypto'
import type { Selectable, Transaction } from 'kysely'
import type { AppContext } from '../../context'
import type { Database } from '../../db/database'
import type { DB } from '../../db/tables'
import { fail, notFound, rateLimited } from '../../http/errors'
import { clockOf, kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { grantMembership, memberStateOf } from '../membership'
import { addMessage, grantAuditCredits } from '../audit'
import type { ProductDef } from './products'

export type OrderRow = Selectable<DB['payment_orders']>

/** how long an order may wait for its payment */
export const ORDER_TTL_MS = 30 * 60_000
/** new orders per user per hour (each one asks the provider for a prepay) */
export const ORDERS_PER_HOUR = 20

const now = (ctx: AppContext) => new Date(clockOf(ctx).now())

/** 'P' + the China date + 16 hex digits: unguessable, and within WeChat's and Alipay's out_trade_no rules */
export function newOrderId(ms: number): string {
  return 'P' + new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '') + crypto.randomBytes(8).toString('hex')
}

export async function createOrder(ctx: AppContext, userId: number, p: ProductDef, channel: 'wechat' | 'alipay', method: string): Promise<OrderRow> {
  if (!(await hitWindow(kvOf(ctx), `pay:orders:u:${userId}`, ORDERS_PER_HOUR, 3600_000)).allowed) throw rateLimited('下单过于频繁，请稍后再试')
  const at = now(ctx)
  return ctx.db
    .insertInto('payment_orders')
    .values({
      id: newOrderId(at.getTime()),
      user_id: userId,
      product_id: p.ProductId,
      product_name: p.Name,
      kind: p.Kind,
      member_type: p.MemberType ?? null,
      days: p.Days ?? null,
      amount: p.Price,
      channel,
      method,
      created_at: at,
      expire_at: new Date(at.getTime() + ORDER_TTL_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** an order whose provider refused it: closed at once, nothing can be paid on it */
export async function abandonOrder(ctx: AppContext, id: string): Promise<void> {
  await ctx.db
    .updateTable('payment_orders')
    .set({ status: 'closed', closed_at: now(ctx) })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .execute()
}

async function fulfil(trx: Transaction<DB>, order: OrderRow, at: Date): Promise<void> {
  if (order.kind === 'member') await grantMembership(trx, order.user_id, order.member_type as number, order.days as number, at)
  else await grantAuditCredits(trx, order.user_id, 1)
  await trx.updateTable('payment_orders').set({ status: 'fulfilled', fulfilled_at: at }).where('id', '=', order.id).where('status', '=', 'paid').execute()
  // in the same transaction: the student's messages (and tab 2's badge) say what the payment gave, exactly once
  const yuan = (order.amount / 100).toFixed(2)
  await addMessage(trx, {
    userId: order.user_id,
    kind: 'message',
    title: order.kind === 'member' ? `${order.product_name}已开通` : '已获得一次专家审核',
    body:
      order.kind === 'member' ? `已支付 ¥${yuan}，${order.product_name}立即生效。` : `已支付 ¥${yuan}。在「我的志愿表」里打开一张志愿表，点「专家审核」提交。`,
    link: order.kind === 'member' ? 'pages/personal/membership' : 'pages/personal/volunteerlist/volunteerlist',
  })
}

export interface ProviderPayment {
  channel: 'wechat' | 'alipay'
  notifyId: string
  outTradeNo: string
  tradeNo: string
  /** the provider says the money is taken (WeChat SUCCESS, Alipay TRADE_SUCCESS / TRADE_FINISHED) */
  success: boolean
  /** 分 */
  total: number
}

export type SettleOutcome = 'paid' | 'duplicate' | 'late' | 'ignored' | 'unknown-order'

export class AmountMismatch extends Error {}

/** What a verified notify does to its order; throws AmountMismatch (nothing written) when the amount is not the order's. */
export async function settle(ctx: AppContext, n: ProviderPayment): Promise<SettleOutcome> {
  const at = now(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('payment_orders').selectAll().where('id', '=', n.outTradeNo).forUpdate().executeTakeFirst()
    if (!order || order.channel !== n.channel) return 'unknown-order'
    if (n.success && n.total !== order.amount) throw new AmountMismatch(`order ${order.id}: notified ${n.total} 分, order is ${order.amount} 分`)
    // a notify id is handled once: a replay (or the provider's resend of one already handled) finds it recorded
    const fresh = await trx
      .insertInto('payment_notifies')
      .values({ channel: n.channel, notify_id: n.notifyId || `${n.outTradeNo}:${n.tradeNo}:${n.success}`, order_id: order.id, outcome: 'received' })
      .onConflict((oc) => oc.columns(['channel', 'notify_id']).doNothing())
      .returning('notify_id')
      .executeTakeFirst()
    if (!fresh) return 'duplicate'
    const record = (outcome: SettleOutcome) =>
      trx
        .updateTable('payment_notifies')
        .set({ outcome })
        .where('channel', '=', n.channel)
        .where('notify_id', '=', fresh.notify_id)
        .execute()
        .then(() => outcome)
    // not (yet) a payment, or one arriving after a later state: a notify never moves an order back
    if (!n.success) return record('ignored')
    if (order.status === 'paid' || order.status === 'fulfilled') return record('duplicate')
    if (order.status === 'closed' || new Date(order.expire_at).getTime() <= at.getTime()) {
      await trx
        .updateTable('payment_orders')
        .set({ status: 'closed', closed_at: order.closed_at ?? at, late_payment: `${n.tradeNo} ${at.toISOString()}` })
        .where('id', '=', order.id)
        .execute()
      ctx.log.warn({ order: order.id, tradeNo: n.tradeNo }, 'payment reported for a closed order: not fulfilled, kept for a refund')
      return record('late')
    }
    await trx.updateTable('payment_orders').set({ status: 'paid', paid_at: at, provider_trade_no: n.tradeNo }).where('id', '=', order.id).execute()
    await fulfil(trx, { ...order, status: 'paid' }, at)
    return record('paid')
  })
}

/** Fulfils every order left `paid` (start-up sweep): each under its row lock, so twice never happens. */
export async function fulfilPaidOrders(ctx: AppContext): Promise<number> {
  const ids = await ctx.db.selectFrom('payment_orders').select('id').where('status', '=', 'paid').execute()
  let n = 0
  for (const { id } of ids) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('payment_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
      if (order?.status !== 'paid') return false
      await fulfil(trx, order, now(ctx))
      return true
    })
    if (done) n++
  }
  if (n) ctx.log.warn({ orders: n }, 'fulfilled paid orders left unfulfilled by an earlier run')
  return n
}

/** Closes orders unpaid past their time (the providers were given the same time_expire, so they refuse to take it). */
export async function closeExpiredOrders(db: Database, at: Date): Promise<number> {
  const r = await db
    .updateTable('payment_orders')
    .set({ status: 'closed', closed_at: at })
    .where('status', '=', 'created')
    .where('expire_at', '<=', at)
    .executeTakeFirst()
  return Number(r.numUpdatedRows ?? 0)
}

/** The caller's own order; another user's order number is answered exactly like one that does not exist. */
export async function orderStatus(ctx: AppContext, userId: number, orderId: string) {
  const at = now(ctx)
  let order = await ctx.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst()
  if (!order) throw notFound('订单不存在')
  if (order.status === 'created' && new Date(order.expire_at).getTime() <= at.getTime()) {
    await closeExpiredOrders(ctx.db, at)
    order = { ...order, status: 'closed' }
  }
  const user = await ctx.db.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', userId).executeTakeFirstOrThrow()
  return {
    OrderId: order.id,
    Status: order.status as 'created' | 'paid' | 'fulfilled' | 'closed',
    ProductId: order.product_id,
    Name: order.product_name,
    Kind: order.kind as 'member' | 'audit',
    Amount: order.amount,
    CreatedAt: new Date(order.created_at).toISOString(),
    ExpireAt: new Date(order.expire_at).toISOString(),
    PaidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    ...memberStateOf(user, at),
  }
}

export function requireProduct(p: ProductDef | undefined): ProductDef {
  if (!p) throw fail('该商品不存在或已下架，请刷新后重试')
  return p
}
