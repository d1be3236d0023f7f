/**
 * The calls of the payment module: the price list, one order call per payment platform (each answers the OrderId
 * and that platform's parameters), and the order's status. An order is written before the provider is asked, so
 * every prepay the provider knows of has its row here; an order the provider refused is closed at once.
 */
import type { Static } from '@sinclair/typebox'
import type { paymentEndpoints } from '../../../types/api/payment'
import type { AppContext } from '../../context'
import { fail } from '../../http/errors'
import { defineHandlers, type AuthUser } from '../../http/registry'
import { providersOf } from '../../providers'
import { abandonOrder, createOrder, orderStatus, requireProduct, type OrderRow } from './orders'
import { productById, products } from './products'

type Data<K extends keyof typeof paymentEndpoints> = Static<(typeof paymentEndpoints)[K]['data']>

const uid = (user: AuthUser | null) => (user as AuthUser).userId

/** the payer's openid under one WeChat app, from the account's binding */
async function boundOpenId(ctx: AppContext, userId: number, openType: number, appId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('user_open_ids')
    .select('open_id')
    .where('user_id', '=', userId)
    .where('open_type', '=', openType)
    .where('app_id', '=', appId)
    .orderBy('verified_at', 'desc')
    .executeTakeFirst()
  return row?.open_id ?? null
}

/** the order row, then the provider; a provider failure closes the order and answers the provider's message */
async function withOrder<T>(ctx: AppContext, order: OrderRow, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (e) {
    await abandonOrder(ctx, order.id)
    throw e
  }
}

function base(order: OrderRow) {
  return { OrderId: order.id, Amount: order.amount, ExpireAt: new Date(order.expire_at).toISOString() }
}

const cashier = (ctx: AppContext, path: string) => `${ctx.config.publicBaseUrl.replace(/\/$/, '')}${path}`

async function wechatJsapi(
  ctx: AppContext,
  userId: number,
  productId: string,
  method: string,
  appId: string,
  openId: string | null,
): Promise<Data<'Payment/WechatMiniAppPay'>> {
  const p = requireProduct(productById(productId))
  if (!appId) throw fail('微信支付未开通，请使用其他支付方式')
  if (!openId) throw fail(method === 'Payment/WechatMiniAppPay' ? '请先在小程序中使用微信登录后再支付' : '请先在微信中授权登录后再支付')
  const pay = providersOf(ctx)
  const order = await createOrder(ctx, userId, p, 'wechat', method)
  const { prepay_id } = await withOrder(ctx, order, () =>
    pay.wechatPay.prepay('jsapi', {
      appId,
      description: p.Name,
      outTradeNo: order.id,
      amount: order.amount,
      expireAt: new Date(order.expire_at).getTime(),
      payerOpenId: openId,
    }),
  )
  return {
    ...base(order),
    ...pay.wechatPay.jsapiParams(appId, prepay_id as string),
    ...(pay.sandbox.wechatPay ? { SandboxCashierUrl: cashier(ctx, `/dev/wechatpay/cashier?prepay_id=${prepay_id}`) } : {}),
  }
}

export const paymentHandlers = defineHandlers({
  'Payment/PaymentPrice': () => products().map((p) => ({ ...p })),

  'Payment/WechatMiniAppPay': async ({ body, user, ctx }) => {
    const pay = providersOf(ctx)
    const userId = uid(user)
    // the payer: the openid of a fresh wx.login code when the app sends one, else the account's binding to this app;
    // a code WeChat refuses (expired, used twice) falls back to the binding before the refusal is answered
    const bound = () => boundOpenId(ctx, userId, 2, pay.wechatPayAppIds.mini)
    let openId: string | null
    if (body.Code) {
      try {
        openId = (await pay.wechatMini.code2Session(body.Code)).openid
      } catch (e) {
        openId = await bound()
        if (!openId) throw e
      }
    } else openId = await bound()
    return wechatJsapi(ctx, userId, body.ProductId, 'Payment/WechatMiniAppPay', pay.wechatPayAppIds.mini, openId)
  },

  'Payment/WechatPayWechatH5': async ({ body, user, ctx }) => {
    const pay = providersOf(ctx)
    const openId = await boundOpenId(ctx, uid(user), 2, pay.wechatPayAppIds.h5)
    return wechatJsapi(ctx, uid(user), body.ProductId, 'Payment/WechatPayWechatH5', pay.wechatPayAppIds.h5, openId)
  },

  'Payment/WechatH5Pay': async ({ body, user, ctx, req }) => {
    const p = requireProduct(productById(body.ProductId))
    const pay = providersOf(ctx)
    if (!pay.wechatPayAppIds.h5) throw fail('微信支付未开通，请使用其他支付方式')
    const order = await createOrder(ctx, uid(user), p, 'wechat', 'Payment/WechatH5Pay')
    const { h5_url } = await withOrder(ctx, order, () =>
      pay.wechatPay.prepay('h5', {
        appId: pay.wechatPayAppIds.h5,
        description: p.Name,
        outTradeNo: order.id,
        amount: order.amount,
        expireAt: new Date(order.expire_at).getTime(),
        clientIp: req.ip,
      }),
    )
    const url = h5_url as string
    return { ...base(order), h5_url: url, mweb_url: url, ...(pay.sandbox.wechatPay ? { SandboxCashierUrl: url } : {}) }
  },

  'Payment/WechatAPPPay': async ({ body, user, ctx }) => {
    const p = requireProduct(productById(body.ProductId))
    const pay = providersOf(ctx)
    const appId = pay.wechatPayAppIds.app
    if (!appId) throw fail('App 微信支付未开通，请使用其他支付方式')
    const order = await createOrder(ctx, uid(user), p, 'wechat', 'Payment/WechatAPPPay')
    const { prepay_id } = await withOrder(ctx, order, () =>
      pay.wechatPay.prepay('app', { appId, description: p.Name, outTradeNo: order.id, amount: order.amount, expireAt: new Date(order.expire_at).getTime() }),
    )
    return {
      ...base(order),
      ...pay.wechatPay.appParams(appId, prepay_id as string),
      ...(pay.sandbox.wechatPay ? { SandboxCashierUrl: cashier(ctx, `/dev/wechatpay/cashier?prepay_id=${prepay_id}`) } : {}),
    }
  },

  'Payment/AlipayMPPay': async ({ body, user, ctx }) => {
    const p = requireProduct(productById(body.ProductId))
    const pay = providersOf(ctx)
    const userId = uid(user)
    const order = await createOrder(ctx, userId, p, 'alipay', 'Payment/AlipayMPPay')
    const buyer = await ctx.db.selectFrom('user_open_ids').select('open_id').where('user_id', '=', userId).where('open_type', '=', 3).executeTakeFirst()
    const trade = {
      outTradeNo: order.id,
      amount: order.amount,
      subject: p.Name,
      expireAt: new Date(order.expire_at).getTime(),
      notifyUrl: pay.notifyUrl('alipay'),
      buyerOpenId: buyer?.open_id,
    }
    const { tradeNo } = await withOrder(ctx, order, () => pay.alipay.tradeCreate(trade))
    return {
      ...base(order),
      trade_no: tradeNo,
      OrderStr: pay.alipay.orderString(trade),
      ...(pay.sandbox.alipay ? { SandboxCashierUrl: cashier(ctx, `/dev/alipay/cashier?trade_no=${tradeNo}`) } : {}),
    }
  },

  'Payment/PaymentStatus': ({ body, user, ctx }) => orderStatus(ctx, uid(user), body.OrderId),
})
