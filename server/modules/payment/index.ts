/**
 * Payments (issue 18 item 5): the price list (data/rules/products.json), orders through WeChat Pay and Alipay
 * (server/providers: real adapters, or local emulators outside production), the providers' notifies, and what a
 * paid order grants — membership (through the membership module) or one expert-audit credit. At start it checks the
 * price list, fulfils orders an earlier run left paid, and closes orders unpaid past their time (then every minute).
 */
import { getService, serviceKey, setService } from '../../context'
import { clockOf } from '../../kv'
import type { ServerModule } from '../types'
import { mountNotifyRoutes } from './notify'
import { closeExpiredOrders, fulfilPaidOrders } from './orders'
import { products } from './products'
import { paymentHandlers } from './routes'

export { ORDER_TTL_MS, fulfilPaidOrders, closeExpiredOrders } from './orders'
export { products, parseProducts, type ProductDef } from './products'

const CLOSER = serviceKey<NodeJS.Timeout>('payment:order-closer')

export const paymentModule: ServerModule = {
  name: 'payment',
  handlers: paymentHandlers,
  async init(ctx) {
    products()
    await fulfilPaidOrders(ctx)
    await closeExpiredOrders(ctx.db, new Date(clockOf(ctx).now()))
    const t = setInterval(
      () => void closeExpiredOrders(ctx.db, new Date(clockOf(ctx).now())).catch((e) => ctx.log.error({ err: e }, 'closing expired orders failed')),
      60_000,
    )
    t.unref()
    setService(ctx, CLOSER, t)
  },
  routes: (app, ctx) => mountNotifyRoutes(app, ctx),
  close(ctx) {
    const t = getService(ctx, CLOSER)
    if (t) clearInterval(t)
  },
}
