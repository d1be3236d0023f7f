/**
 * The calls of the account module. Accounts and every login method (SPEC §4, §6, §7): registration, password and SMS-code login,
 * partner single sign-on, open-platform (WeChat / Alipay) auth and binding, password change and
 * reset, logout, account deletion. Sessions for every 'user' call are resolved here.
 */
import { allowedRedirectOrigins } from '../../config'
import { fail, invalid, rateLimited } from '../../http/errors'
import { countEvent } from '../../http/metrics'
import { defineHandlers, type AuthUser, type HandlerInput } from '../../http/registry'
import { kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { providersOf } from '../../providers'
import { examModeFor, subjectsAfterExamChange, subjectTypeOfList, validateExam, validateSubjects } from '../exam'
import { bindOpenId, bindingOf, checkProof, issueProof, maskOpenId, platformName, spendProof, viaProvider } from './open-ids'
import { hashPassword, verifyPassword } from './passwords'
import { LOGIN_RULES, OPEN_TYPE, SMS_TYPE } from './rules'
import { endOtherSessions, endSession } from './sessions'
import { sendCode, verifyCode } from './sms-codes'
import { issueRegisterTicket, verifyPartnerTicket, verifyWishLogin } from './tickets'
import { createUser, findOrCreateByMobile, findUserByMobile, loginAs, nowDate } from './users'

import { callerOf } from './human-check'
import { countLoginAttempt, ensureNotRegistered, failKeyMobile, failKeyPair, loginSucceeded, openAuthResult, register } from './service'

// --- password change ----------------------------------------------------------------------------------
// Its own counter per account: wrong old passwords sent with a stolen token must not lock the owner out of login.
const changeFailKey = (userId: number) => `pwchange:fail:u:${userId}`

async function updatePassword({ body, user, ctx }: HandlerInput<'User/UpdatePassword'>): Promise<boolean> {
  const u = user as AuthUser
  const row = await ctx.db.selectFrom('users').select(['mobile', 'password_hash']).where('id', '=', u.userId).executeTakeFirstOrThrow()
  if (!row.password_hash) throw fail('您尚未设置密码，请通过「忘记密码」用短信验证码设置')
  const kv = kvOf(ctx)
  if (!(await hitWindow(kv, changeFailKey(u.userId), LOGIN_RULES.changeFailuresPerUser, LOGIN_RULES.changeWindowSeconds * 1000)).allowed) {
    throw rateLimited(`原密码错误次数过多，请 ${LOGIN_RULES.changeWindowSeconds / 60} 分钟后再试，或退出后用「忘记密码」重设`)
  }
  countEvent(ctx, 'password-change.evaluated')
  if (!(await verifyPassword(row.password_hash, body.OldPassword))) throw fail('原密码（OldPassword）错误')
  await kv.del(changeFailKey(u.userId))
  if (body.OldPassword === body.Password) throw fail('新密码（Password）不能与原密码相同')
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(body.Password), updated_at: nowDate(ctx) })
    .where('id', '=', u.userId)
    .execute()
  // a changed password signs out every other device
  await endOtherSessions(ctx, u.userId, u.sessionId)
  return true
}

export const accountHandlers = defineHandlers({
  // registration
  'User/AddStudentAndLogin': async ({ body, ctx, req }) => loginAs(ctx, await register(ctx, body, req.ip), 'register', req, true),

  'Student/AddStudent': async ({ body, ctx, req }) => ({ UserId: await register(ctx, body, req.ip) }),

  'Student/AddStudentFull': async ({ body, ctx, req }) => {
    const province = await validateExam(ctx, body)
    const subjects = body.SelectSubjectList ?? []
    if (subjects.length) {
      validateSubjects(province, body.ExamYear, subjects)
      if (examModeFor(province, body.ExamYear) === '3+1+2' && subjectTypeOfList(subjects) !== body.SubjectType) {
        throw invalid('首选科目与科类（SubjectType）不一致：物理对应 2（物理类），历史对应 1（历史类）')
      }
    }
    const userId = await register(ctx, body, req.ip, {
      exam_province_id: body.ExamProvinceId,
      exam_year: body.ExamYear,
      subject_type: body.SubjectType,
      select_subjects: JSON.stringify(subjectsAfterExamChange(province, body.ExamYear, body.SubjectType, subjects)),
      score: body.Score ?? null,
    })
    return loginAs(ctx, userId, 'register', req, true)
  },

  'User/OpenRegister': async ({ body, user, ctx, req }) => {
    // the platform proof must hold before the SMS code is spent; the mobile is proven before its account is told
    await checkProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user)
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.bind, SMS_TYPE.register], body.Code, true, callerOf(req.ip, body))
    await ensureNotRegistered(ctx, body.Mobile)
    const proven = await spendProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user)
    const password_hash = body.Password ? await hashPassword(body.Password) : null
    const userId = await createUser(ctx.db, { mobile: body.Mobile, password_hash })
    await bindOpenId(ctx, userId, proven)
    return loginAs(ctx, userId, 'open-register', req, true)
  },

  // SMS codes: the same answer for every mobile (see sendCode)
  'User/SendVerificationCode': async ({ body, ctx, req }) => sendCode(ctx, body.Mobile, body.Type, callerOf(req.ip, body)),

  'User/CheckVerificationCode': async ({ body, ctx, req }) => {
    await verifyCode(ctx, body.Mobile, [body.Type], body.Code, false, callerOf(req.ip, body))
    return true
  },

  // logins
  'User/UserLogin': async ({ body, ctx, req }) => {
    await countLoginAttempt(ctx, body.Mobile, callerOf(req.ip, body))
    countEvent(ctx, 'password.evaluated')
    const user = await findUserByMobile(ctx.db, body.Mobile)
    // one answer for an unknown mobile and a wrong password: no account enumeration
    if (!(await verifyPassword(user?.password_hash ?? null, body.Password)) || !user) throw fail('手机号或密码错误')
    await loginSucceeded(ctx, body.Mobile, req.ip)
    return loginAs(ctx, user.id, 'password', req)
  },

  'User/VerificationCodeLogin': async ({ body, ctx, req }) => {
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.login, SMS_TYPE.register], body.Code, true, callerOf(req.ip, body))
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile, { channel_code: body.ChannelCode?.trim() ?? '' })
    return loginAs(ctx, id, isNew ? 'register' : 'sms', req, isNew)
  },

  'User/SSOLogin': async ({ body, ctx, req }) => {
    const t = await verifyPartnerTicket(ctx, 'sso', body.SSOSign)
    const user = await findUserByMobile(ctx.db, t.Mobile)
    if (user) return loginAs(ctx, user.id, 'sso', req)
    return { Mobile: t.Mobile, RegisterTicket: await issueRegisterTicket(ctx, { Mobile: t.Mobile, PartnerUserId: t.PartnerUserId }) }
  },

  'User/NewWishLogin': async ({ body, ctx, req }) => {
    await verifyWishLogin(ctx, body.Mobile, body.Timestamp, body.Sign)
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile)
    return loginAs(ctx, id, 'wish-login', req, isNew)
  },

  'OpenAuth/JSYAuth': async ({ body, ctx, req }) => {
    const t = await verifyPartnerTicket(ctx, 'jsy', body.Ticket)
    const { id, isNew } = await findOrCreateByMobile(ctx, t.Mobile)
    const login = await loginAs(ctx, id, 'jsy', req, isNew)
    return { ...login, Mobile: t.Mobile }
  },

  'User/ResetPassword': async ({ body, ctx, req }) => {
    // the code first: only the mobile's owner learns whether it has an account
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.resetPassword], body.Code, true, callerOf(req.ip, body))
    const user = await findUserByMobile(ctx.db, body.Mobile)
    if (!user) throw fail('该手机号尚未注册')
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.Password), updated_at: nowDate(ctx) })
      .where('id', '=', user.id)
      .execute()
    await endOtherSessions(ctx, user.id, null)
    // a new password: the old one's wrong guesses no longer count (from this address and in all)
    await kvOf(ctx).del(failKeyMobile(body.Mobile))
    await kvOf(ctx).del(failKeyPair(body.Mobile, req.ip))
    return true
  },

  'User/UpdatePassword': updatePassword,
  'Student/UpdatePassword': (input) => updatePassword(input as unknown as HandlerInput<'User/UpdatePassword'>),

  'User/Loginout': async ({ user, ctx }) => {
    if (user) await endSession(ctx, user.sessionId)
    return true
  },

  'User/DeleteStudent': async ({ body, user, ctx, req }) => {
    const u = user as AuthUser
    const row = await ctx.db.selectFrom('users').select('mobile').where('id', '=', u.userId).executeTakeFirstOrThrow()
    await verifyCode(ctx, row.mobile, [SMS_TYPE.deleteAccount], body.Code, true, callerOf(req.ip, body))
    // sessions, bindings, intentions, wishes … go with the row (ON DELETE CASCADE)
    await ctx.db.deleteFrom('users').where('id', '=', u.userId).execute()
    ctx.log.info({ userId: u.userId }, 'account deleted at the user’s request')
    return true
  },

  // open platform
  'OpenAuth/WechchatMiniAppAuth': async ({ body, user, ctx, req }) => {
    const mini = providersOf(ctx).wechatMini
    const id = await viaProvider(ctx, () => mini.code2Session(body.Code))
    return openAuthResult(ctx, { type: OPEN_TYPE.wechat, openId: id.openid, appId: mini.appId, unionId: id.unionid }, user, req)
  },

  'OpenAuth/WechchatH5AuthUrl': ({ body, ctx }) => {
    let url: URL
    try {
      url = new URL(body.RedirectUrl)
    } catch {
      throw invalid('回跳地址（RedirectUrl）应为完整的 http(s) 地址')
    }
    if (!/^https?:$/.test(url.protocol)) throw invalid('回跳地址（RedirectUrl）应为完整的 http(s) 地址')
    // WeChat hands the code to this address: only the site's own origins (PUBLIC_BASE_URL, H5_ORIGINS)
    const allowed = allowedRedirectOrigins(ctx.config)
    if (!allowed.includes(url.origin)) throw invalid(`回跳地址（RedirectUrl）须为本站地址（${allowed.join('、')}），收到：${url.origin}`)
    const state = body.State ?? 'STATE'
    return providersOf(ctx).wechatH5.authorizeUrl(url.toString(), state)
  },

  'OpenAuth/WechchatH5Auth': async ({ body, user, ctx, req }) => {
    const h5 = providersOf(ctx).wechatH5
    const id = await viaProvider(ctx, () => h5.exchangeCode(body.Code))
    return openAuthResult(ctx, { type: OPEN_TYPE.wechat, openId: id.openid, appId: h5.appId, unionId: id.unionid }, user, req)
  },

  'OpenAuth/AlipayMPAuth': async ({ body, user, ctx, req }) => {
    const id = await viaProvider(ctx, () => providersOf(ctx).alipay.oauthToken(body.Code))
    return openAuthResult(ctx, { type: OPEN_TYPE.alipay, openId: id.openId, appId: 'alipay' }, user, req)
  },

  'Public/AliUserId': async ({ body, user, ctx }) => {
    const id = await viaProvider(ctx, () => providersOf(ctx).alipay.oauthToken(body.Code))
    return { OpenId: id.openId, OpenProof: await issueProof(ctx, OPEN_TYPE.alipay, id.openId, 'alipay', undefined, user) }
  },

  'OpenAuth/OpenIdBind': async ({ body, user, ctx }) => {
    const u = user as AuthUser
    await bindOpenId(ctx, u.userId, await spendProof(ctx, body.OpenProof, body.OpenType, body.OpenId, u))
    return true
  },

  'OpenAuth/OpenIdBindCancel': async ({ body, user, ctx }) => {
    let q = ctx.db.deleteFrom('user_open_ids').where('user_id', '=', user!.userId).where('open_type', '=', body.OpenType)
    if (body.OpenId) q = q.where('open_id', '=', body.OpenId)
    await q.execute()
    return true
  },

  'User/OpenIdLogin': async ({ body, user, ctx, req }) => {
    await spendProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user)
    const b = await bindingOf(ctx, body.OpenType, body.OpenId)
    if (!b) throw fail(`该${platformName(body.OpenType)}尚未绑定账号，请先登录或注册后绑定`)
    return loginAs(ctx, b.user_id, 'openid', req)
  },

  // Another user's id is never told to a caller who has not proven this OpenId: the owner's own session, or the
  // holder of a fresh proof for it, gets the id; anyone else gets null, bound or not.
  'User/OpenIdToUserId': async ({ body, user, ctx }) => {
    const b = await bindingOf(ctx, body.OpenType, body.OpenId)
    if (!b) return { UserId: null }
    if (user && user.userId === b.user_id) return { UserId: b.user_id }
    if (body.OpenProof) {
      const proven = await checkProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user).then(
        () => true,
        () => false,
      )
      if (proven) return { UserId: b.user_id }
    }
    return { UserId: null }
  },

  'User/OpenIdentity': async ({ user, ctx }) => {
    const rows = await ctx.db
      .selectFrom('user_open_ids')
      .select(['open_type', 'open_id', 'created_at'])
      .where('user_id', '=', user!.userId)
      .orderBy('created_at')
      .execute()
    return rows.map((r) => ({ OpenType: r.open_type, OpenIdMasked: maskOpenId(r.open_id), BoundAt: new Date(r.created_at).toISOString() }))
  },

  'User/OpenLogin': async ({ body, user, ctx, req }) => {
    // the platform proof must hold before the SMS code is spent
    await checkProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user)
    await verifyCode(ctx, body.Mobile, [SMS_TYPE.bind, SMS_TYPE.login], body.Code, true, callerOf(req.ip, body))
    const proven = await spendProof(ctx, body.OpenProof, body.OpenType, body.OpenId, user)
    const { id, isNew } = await findOrCreateByMobile(ctx, body.Mobile)
    await bindOpenId(ctx, id, proven)
    return loginAs(ctx, id, 'open-login', req, isNew)
  },
})
