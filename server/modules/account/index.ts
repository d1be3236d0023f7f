/**
 * Accounts and every login method (SPEC §4, §6, §7): registration, password and SMS-code login,
 * partner single sign-on, open-platform (WeChat / Alipay) auth and binding, password change and
 * reset, logout, account deletion. Sessions for every 'user' call are resolved here.
 */
import { deleteService, getService, serviceKey, setService } from '../../context'
import { closeKv, initKv } from '../../kv'
import type { ServerModule } from '../types'
import { mountSessionDevHelper, mountSsoDevHelpers } from './dev-routes'
import { accountHandlers } from './routes'
import { installSessionCache, resolveSession, sweepExpiredSessions } from './sessions'

export { LOGIN_RULES, SMS_RULES } from './rules'
export { maskMobile } from './sms-codes'
export { nowDate } from './users'
// the audit module makes expert accounts (npm run admin -- create-expert)
export { hashPassword } from './passwords'
export { findUserByMobile, createUser } from './users'

const SWEEPER = serviceKey<NodeJS.Timeout>('account:session-sweeper')

export const accountModule: ServerModule = {
  name: 'account',
  handlers: accountHandlers,
  async init(ctx) {
    await initKv(ctx)
    installSessionCache(ctx)
    ctx.sessions = { resolve: (token) => resolveSession(ctx, token) }
    const sweeper = setInterval(() => void sweepExpiredSessions(ctx).catch(() => {}), 60 * 60_000)
    sweeper.unref()
    setService(ctx, SWEEPER, sweeper)
    // (production refuses to start without SSO_SECRET / SERVER_SECRET: see productionProblems in config.ts)
    if (!ctx.config.env_.SSO_SECRET) ctx.log.info('SSO_SECRET is not set: partner tickets use the built-in development secret')
  },
  routes(app, ctx) {
    // helpers that end sessions and sign partner tickets for anyone: never in production
    if (ctx.config.env === 'production') return
    mountSessionDevHelper(app, ctx)
    if (!ctx.config.env_.SSO_SECRET) mountSsoDevHelpers(app, ctx)
  },
  async close(ctx) {
    const sweeper = getService(ctx, SWEEPER)
    if (sweeper) clearInterval(sweeper)
    deleteService(ctx, SWEEPER)
    await closeKv(ctx)
  },
}
