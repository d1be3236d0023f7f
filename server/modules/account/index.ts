/**
 * Accounts and every login method (SPEC §4, §6, §7): registration, password and SMS-code login,
 * partner single sign-on, open-platform (WeChat / Alipay) auth and binding, password change and
 * reset, logout, account deletion. Sessions for every 'user' call are resolved here.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { fail, invalid, rateLimited } from '../../http/errors'
import { defineHandlers, type HandlerInput } from '../../http/registry'
import { clockOf, closeKv, initKv, kvOf } from '../../kv'
import { providersOf } from '../../providers'
import { browserOrigin } from '../../providers/sandbox'
import { subjectsAfterExamChange, validateExam, validateSubjects } from '../profile/exam'
import { examModeFor, subjectTypeOfList } from '../region/exam-mode'
import type { ServerModule } from '../types'
import { bindOpenId, bindingOf, maskOpenId, platformName, rememberProven, userForOpenIdLogin, viaProvider } from './open-ids'
import { hashPassword, verifyPassword } from './passwords'
import { LOGIN_RULES, OPEN_TYPE, SMS_TYPE } from './rules'
import { endOtherSessions, endSession, hashToken, resolveSession, sweepExpiredSessions } from './sessions'
import { sendCode, verifyCode } from './sms-codes'
import { consumeRegisterTicket, issueRegisterTicket, signPartnerTicket, signWishLogin, verifyPartnerTicket, verifyWishLogin } from './tickets'
import { createUser, findOrCreateByMobile, findUserByMobile, loginAs, nowDate, type NewUser } from './users'

// --- registration ----------------------------------------------------------------------------------
interface RegisterBody {
  Mobile: string
  Password: string
  Code?: string
  RegisterTicket?: string
  NickName?: string
  ChannelCode?: string
  RecommendCode?: string
}

/** Proves the mobile (SMS code of type 1, or a step-register ticket from SSO) and uses the proof up. */
async function proveRegistration(ctx: AppContext, body: RegisterBody): Promise<void> {
  if (body.RegisterTicket) {
    await consumeRegisterTicket(ctx, body.RegisterTicket, body.Mobile)
    return
  }
  if (!body.Code) throw invalid('请填写验证码（Code）')
  await verifyCode(ctx, body.Mobile, [SMS_TYPE.register], body.Code, true)
}

async function ensureNotRegistered(ctx: AppContext, mobile: string): Promise<void> {
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

async function register(ctx: AppContext, body: RegisterBody, extra: Partial<NewUser> = {}): Promise<number> {
  await ensureNotRegistered(ctx, body.Mobile)
  const password_hash = await hashPassword(body.Password)
  await proveRegistration(ctx, body)
  return createUser(ctx.db, { ...registerFields(body), password_hash, ...extra })
}

// --- password login limits ---------------------------------------------------------------------------
const failKeyMobile = (m: string) => `login:fail:m:${m}`
const failKeyIp = (ip: string) => `login:fail:ip:${ip}`

async function checkLoginAllowed(ctx: AppContext, mobile: string, ip: string): Promise<void> {
  const kv = kvOf(ctx)
  if ((await kv.count(failKeyMobile(mobile))) >= LOGIN_RULES.failuresPerMobile) {
    throw rateLimited(`密码错误次数过多，请 ${LOGIN_RULES.mobileWindowSeconds / 60} 分钟后再试，或使用验证码登录`)
  }
  if ((await kv.count(failKeyIp(ip))) >= LOGIN_RULES.failuresPerIp) throw rateLimited('登录失败次数过多，请稍后再试')
}

async function recordLoginFailure(ctx: AppContext, mobile: string, ip: string): Promise<void> {
  const kv = kvOf(ctx)
  await kv.incr(failKeyMobile(mobile), LOGIN_RULES.mobileWindowSeconds * 1000)
  await kv.incr(failKeyIp(ip), LOGIN_RULES.ipWindowSeconds * 1000)
}

// --- password change ----------------------------------------------------------------------------------
async function updatePassword({ body, user, ctx }: HandlerInput<'User/UpdatePassword'>): Promise<boolean> {
  const u = user!
  const row = await ctx.db.selectFrom('users').select(['mobile', 'password_hash']).where('id', '=', u.userId).executeTakeFirstOrThrow()
  if (!row.password_hash) throw fail('您尚未设置密码，请通过「忘记密码」用短信验证码设置')
  const kv = kvOf(ctx)
  if ((await kv.count(failKeyMobile(row.mobile))) >= LOGIN_RULES.failuresPerMobile) {
    throw rateLimited(`密码错误次数过多，请 ${LOGIN_RULES.mobileWindowSeconds / 60} 分钟后再试`)
  }
  if (!(await verifyPassword(row.password_hash, body.OldPassword))) {
    await kv.incr(failKeyMobile(row.mobile), LOGIN_RULES.mobileWindowSeconds * 1000)
    throw fail('原密码（OldPassword）错误')
  }
  if (body.OldPassword === body.Password) throw fail('新密码（Password）不能与原密码相同')
  await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.Password), updated_at: nowDate(ctx) }).where('id', '=', u.userId).execute()
  // a changed password signs out every other device
  await endOtherSessions(ctx, u.userId, u.sessionId)
  return true
}

// --- open platform ----------------------------------------------------------------------------------
interface OpenAuthData {
  OpenId: string
  UnionId?: string
  UserId?: number
  Token?: string
}

/** After a provider proved an id: log the user in when it is bound, else hand the id back for binding. */
async function openAuthResult(ctx: AppContext, type: number, openId: string, unionId: string | undefined, req: HandlerInput<'User/UserLogin'>['req']): Promise<OpenAuthData> {
  const base: OpenAuthData = unionId ? { OpenId: openId, UnionId: unionId } : { OpenId: openId }
  const b = await bindingOf(ctx, type, openId)
  if (!b) return base
  const login = await loginAs(ctx, b.user_id, 'openid', req)
  return { ...base, UserId: login.UserId, Token: login.Token }
}

function ssoConfigured(ctx: AppContext): void {
  // a production server must not accept tickets signed with the development secret
  if (ctx.config.env === 'production' && !ctx.config.env_.SSO_SECRET) throw fail('单点登录未配置（缺少 SSO_SECRET），请联系客服')
}

const handlers = defineHandlers({
  // registration
  'User/AddStudentAndLogin': async ({ body, ctx, req }) => loginAs(ctx, await register(ctx, body), 'register', req, true),

  'Student/AddStudent': async ({ body, ctx }) => ({ UserId: await register(ctx, body) }),

  'Student/AddStudentFull': async ({ body, ctx, req }) => {
    const province = await validateExam(ctx, body)
    const subjects = body.SelectSubjectList ?? []
    if (subjects.length) {
      validateSubjects(province, body.ExamYear, subjects)
      if (examModeFor(province, body.ExamYear) === '3+1+2' && subjectTypeOfList(subjects) !== body.SubjectType) {
        throw invalid('首选科目与科类（SubjectType）不一致：物理对应 2（物理类），历史对应 1（历史类）')
      }
    }
    const userId = await register(ctx, body, {
      exam_province_id: body.ExamProvinceId,
      exam_year: body.ExamYear,
      subject_type: body.SubjectType,
      select_subjects: JSON.stringify(subjectsAfterExamChange(province, body.ExamYear, body.SubjectType, subjects)),
      score: body.Score ?? null,
    })
    return loginAs(ctx, userId, 'register', req, true)
  },

  'User/OpenRegister': async ({ body, ctx, req }) => {
    await ensureNotRegistered(ctx, body.Mobile)
    const password_hash = body.Password ? await hashPassword(body.Password) : null
    // the open id must have been proven before the SMS code is spent
    if (!(await kvOf(ctx).get(`open:proven:${body.OpenType}:${body.OpenId}`))) throw fail(`${platformName(body.OpenType)}授权已失效，请重新授权后再注册`)
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.bind, SMS_TYPE.register], body.Code, true)
    const userId = await createUser(ctx.db, { mobile: body.Mobile, password_hash })
    await bindOpenId(ctx, userId, body.OpenType, body.OpenId)
    return loginAs(ctx, userId, 'open-register', req, true)
  },

  // SMS codes
  'User/SendVerificationCode': async ({ body, ctx, req }) => {
    const exists = !!(await findUserByMobile(ctx.db, body.Mobile))
    if (body.Type === SMS_TYPE.register && exists) throw fail('该手机号已注册，请直接登录')
    if ((body.Type === SMS_TYPE.resetPassword || body.Type === SMS_TYPE.deleteAccount) && !exists) throw fail('该手机号尚未注册')
    return sendCode(ctx, body.Mobile, body.Type, req.ip)
  },

  'User/CheckVerificationCode': async ({ body, ctx }) => {
    await verifyCode(ctx, body.Mobile, [body.Type], body.Code, false)
    return true
  },

  // logins
  'User/UserLogin': async ({ body, ctx, req }) => {
    await checkLoginAllowed(ctx, body.Mobile, req.ip)
    const user = await findUserByMobile(ctx.db, body.Mobile)
    // one answer for an unknown mobile and a wrong password: no account enumeration
    if (!(await verifyPassword(user?.password_hash ?? null, body.Password)) || !user) {
      await recordLoginFailure(ctx, body.Mobile, req.ip)
      throw fail('手机号或密码错误')
    }
    await kvOf(ctx).del(failKeyMobile(body.Mobile))
    return loginAs(ctx, user.id, 'password', req)
  },

  'User/VerificationCodeLogin': async ({ body, ctx, req }) => {
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.login, SMS_TYPE.register], body.Code, true)
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile, { channel_code: body.ChannelCode?.trim() ?? '' })
    return loginAs(ctx, id, isNew ? 'register' : 'sms', req, isNew)
  },

  'User/SSOLogin': async ({ body, ctx, req }) => {
    ssoConfigured(ctx)
    const t = await verifyPartnerTicket(ctx, 'sso', body.SSOSign)
    const user = await findUserByMobile(ctx.db, t.Mobile)
    if (user) return loginAs(ctx, user.id, 'sso', req)
    return { Mobile: t.Mobile, RegisterTicket: await issueRegisterTicket(ctx, { Mobile: t.Mobile, PartnerUserId: t.PartnerUserId }) }
  },

  'User/NewWishLogin': async ({ body, ctx, req }) => {
    ssoConfigured(ctx)
    await verifyWishLogin(ctx, body.Mobile, body.Timestamp, body.Sign)
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile)
    return loginAs(ctx, id, 'wish-login', req, isNew)
  },

  'OpenAuth/JSYAuth': async ({ body, ctx, req }) => {
    ssoConfigured(ctx)
    const t = await verifyPartnerTicket(ctx, 'jsy', body.Ticket)
    const { id, isNew } = await findOrCreateByMobile(ctx, t.Mobile)
    const login = await loginAs(ctx, id, 'jsy', req, isNew)
    return { ...login, Mobile: t.Mobile }
  },

  'User/ResetPassword': async ({ body, ctx }) => {
    const user = await findUserByMobile(ctx.db, body.Mobile)
    if (!user) throw fail('该手机号尚未注册')
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.resetPassword], body.Code, true)
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.Password), updated_at: nowDate(ctx) }).where('id', '=', user.id).execute()
    await endOtherSessions(ctx, user.id, null)
    await kvOf(ctx).del(failKeyMobile(body.Mobile))
    return true
  },

  'User/UpdatePassword': updatePassword,
  'Student/UpdatePassword': (input) => updatePassword(input as unknown as HandlerInput<'User/UpdatePassword'>),

  'User/Loginout': async ({ user, ctx }) => {
    if (user) await endSession(ctx, user.sessionId)
    return true
  },

  'User/DeleteStudent': async ({ body, user, ctx }) => {
    const u = user!
    const row = await ctx.db.selectFrom('users').select('mobile').where('id', '=', u.userId).executeTakeFirstOrThrow()
    await verifyCode(ctx, row.mobile, [SMS_TYPE.deleteAccount], body.Code, true)
    // sessions, bindings, intentions, wishes … go with the row (ON DELETE CASCADE)
    await ctx.db.deleteFrom('users').where('id', '=', u.userId).execute()
    ctx.log.info({ userId: u.userId }, 'account deleted at the user’s request')
    return true
  },

  // open platform
  'OpenAuth/WechchatMiniAppAuth': async ({ body, ctx, req }) => {
    const mini = providersOf(ctx).wechatMini
    const id = await viaProvider(ctx, () => mini.code2Session(body.Code))
    await rememberProven(ctx, OPEN_TYPE.wechat, id.openid, mini.appId, id.unionid)
    return openAuthResult(ctx, OPEN_TYPE.wechat, id.openid, id.unionid, req)
  },

  'OpenAuth/WechchatH5AuthUrl': ({ body, ctx, req }) => {
    let url: URL
    try {
      url = new URL(body.RedirectUrl)
    } catch {
      throw invalid('回跳地址（RedirectUrl）应为完整的 http(s) 地址')
    }
    if (!/^https?:$/.test(url.protocol)) throw invalid('回跳地址（RedirectUrl）应为完整的 http(s) 地址')
    const state = body.State ?? 'STATE'
    return providersOf(ctx).wechatH5.authorizeUrl(browserOrigin(req), url.toString(), state)
  },

  'OpenAuth/WechchatH5Auth': async ({ body, ctx, req }) => {
    const h5 = providersOf(ctx).wechatH5
    const id = await viaProvider(ctx, () => h5.exchangeCode(body.Code))
    await rememberProven(ctx, OPEN_TYPE.wechat, id.openid, h5.appId, id.unionid)
    return openAuthResult(ctx, OPEN_TYPE.wechat, id.openid, id.unionid, req)
  },

  'OpenAuth/AlipayMPAuth': async ({ body, ctx, req }) => {
    const id = await viaProvider(ctx, () => providersOf(ctx).alipay.oauthToken(body.Code))
    await rememberProven(ctx, OPEN_TYPE.alipay, id.openId, 'alipay')
    return openAuthResult(ctx, OPEN_TYPE.alipay, id.openId, undefined, req)
  },

  'Public/AliUserId': async ({ body, ctx }) => {
    const id = await viaProvider(ctx, () => providersOf(ctx).alipay.oauthToken(body.Code))
    await rememberProven(ctx, OPEN_TYPE.alipay, id.openId, 'alipay')
    return { OpenId: id.openId }
  },

  'OpenAuth/OpenIdBind': async ({ body, user, ctx }) => {
    await bindOpenId(ctx, user!.userId, body.OpenType, body.OpenId)
    return true
  },

  'OpenAuth/OpenIdBindCancel': async ({ body, user, ctx }) => {
    let q = ctx.db.deleteFrom('user_open_ids').where('user_id', '=', user!.userId).where('open_type', '=', body.OpenType)
    if (body.OpenId) q = q.where('open_id', '=', body.OpenId)
    await q.execute()
    return true
  },

  'User/OpenIdLogin': async ({ body, ctx, req }) => loginAs(ctx, await userForOpenIdLogin(ctx, body.OpenType, body.OpenId), 'openid', req),

  'User/OpenIdToUserId': async ({ body, ctx }) => ({ UserId: (await bindingOf(ctx, body.OpenType, body.OpenId))?.user_id ?? null }),

  'User/OpenIdentity': async ({ user, ctx }) => {
    const rows = await ctx.db
      .selectFrom('user_open_ids')
      .select(['open_type', 'open_id', 'created_at'])
      .where('user_id', '=', user!.userId)
      .orderBy('created_at')
      .execute()
    return rows.map((r) => ({ OpenType: r.open_type, OpenIdMasked: maskOpenId(r.open_id), BoundAt: new Date(r.created_at).toISOString() }))
  },

  'User/OpenLogin': async ({ body, ctx, req }) => {
    if (!(await kvOf(ctx).get(`open:proven:${body.OpenType}:${body.OpenId}`))) throw fail(`${platformName(body.OpenType)}授权已失效，请重新授权后再登录`)
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.bind, SMS_TYPE.login], body.Code, true)
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile)
    await bindOpenId(ctx, id, body.OpenType, body.OpenId)
    return loginAs(ctx, id, 'open-login', req, isNew)
  },
})

// --- development helper: end a session as if it had expired (browser tests of the 112 re-login) ---------
function mountSessionDevHelper(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/sessions/expire', { schema: { hide: true } }, async (req, reply) => {
    const raw = req.headers.token
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (!token) return reply.code(400).send({ message: '请在请求头 token 中提供要过期的登录凭证' })
    const res = await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(clockOf(ctx).now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    return { Expired: Number(res.numUpdatedRows) === 1 }
  })
}

// --- development helpers for partner tickets (only with the built-in development secret) ----------------
function mountSsoDevHelpers(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/sso-ticket', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>
    const mobile = q.Mobile ?? ''
    if (!/^1[3-9]\d{9}$/.test(mobile)) return reply.code(400).send({ message: '手机号（Mobile）格式不正确：11 位中国大陆手机号' })
    const kind = q.Kind === 'jsy' ? 'jsy' : 'sso'
    const payload = { Mobile: mobile, Timestamp: Math.floor(clockOf(ctx).now() / 1000), Nonce: crypto.randomUUID(), ...(q.PartnerUserId ? { PartnerUserId: q.PartnerUserId } : {}) }
    return { Kind: kind, Ticket: signPartnerTicket(ctx.config.ssoSecret, kind, payload), Payload: payload }
  })
  app.get('/dev/wish-sign', { schema: { hide: true } }, async (req, reply) => {
    const mobile = (req.query as Record<string, string | undefined>).Mobile ?? ''
    if (!/^1[3-9]\d{9}$/.test(mobile)) return reply.code(400).send({ message: '手机号（Mobile）格式不正确：11 位中国大陆手机号' })
    const Timestamp = Math.floor(clockOf(ctx).now() / 1000)
    return { Mobile: mobile, Timestamp, Sign: signWishLogin(ctx.config.ssoSecret, mobile, Timestamp) }
  })
}

const SWEEPER = 'account:session-sweeper'

export const accountModule: ServerModule = {
  name: 'account',
  handlers,
  async init(ctx) {
    await initKv(ctx)
    ctx.sessions = { resolve: (token) => resolveSession(ctx, token) }
    const sweeper = setInterval(() => void sweepExpiredSessions(ctx).catch(() => {}), 60 * 60_000)
    sweeper.unref()
    ctx.services[SWEEPER] = sweeper
    if (!ctx.config.env_.SSO_SECRET) {
      const msg = 'SSO_SECRET is not set: partner tickets use the built-in development secret'
      if (ctx.config.env === 'production') ctx.log.warn(msg + '; single sign-on is refused until it is set')
      else ctx.log.info(msg)
    }
  },
  routes(app, ctx) {
    if (ctx.config.env === 'production') return
    mountSessionDevHelper(app, ctx)
    if (!ctx.config.env_.SSO_SECRET) mountSsoDevHelpers(app, ctx)
  },
  async close(ctx) {
    const sweeper = ctx.services[SWEEPER] as NodeJS.Timeout | undefined
    if (sweeper) clearInterval(sweeper)
    delete ctx.services[SWEEPER]
    await closeKv(ctx)
  },
}
