/** Partner-signed single sign-on: SSOLogin (+ step-register), JSYAuth (also under the auth base), NewWishLogin. */
import { signPartnerTicket, signWishLogin, type PartnerTicket } from '../../server/modules/account/tickets'
import { DEV_SSO_SECRET } from '../../server/config'
import { freshMobile, startHarness, type Harness } from './helpers/account-harness'
import { PRODUCTION_SSO_SECRET, productionEnv } from './helpers/production-env'

let h: Harness
let secret: string

beforeAll(async () => {
  h = await startHarness()
  secret = h.built.ctx.config.ssoSecret
}, 120000)
afterAll(async () => {
  await h?.close()
})

let nonce = 0
const ticket = (mobile: string, over: Partial<PartnerTicket> = {}, kind: 'sso' | 'jsy' = 'sso', key = secret) =>
  signPartnerTicket(key, kind, { Mobile: mobile, Timestamp: Math.floor(h.clock.now() / 1000), Nonce: `n-${Date.now()}-${++nonce}`, ...over })

describe('SSOLogin', () => {
  it('logs in an existing account', async () => {
    const u = await h.register()
    const r = await h.call('User/SSOLogin', { SSOSign: ticket(u.mobile) })
    expect(r.code).toBe(0)
    expect(r.data).toEqual({ UserId: u.UserId, Token: expect.any(String) })
    expect((await h.call('User/StudentInfo', {}, { token: r.data.Token })).data.UserId).toBe(u.UserId)
  })

  it('without an account answers Mobile + RegisterTicket, which step-register uses instead of an SMS code', async () => {
    const mobile = freshMobile()
    const r = await h.call('User/SSOLogin', { SSOSign: ticket(mobile, { PartnerUserId: 'p-1' }) })
    expect(r.code).toBe(0)
    expect(r.data).toEqual({ Mobile: mobile, RegisterTicket: expect.any(String) })
    expect(r.data.UserId).toBeUndefined()

    const other = await h.call('User/AddStudentAndLogin', { Mobile: freshMobile(), Password: 'abc12345', RegisterTicket: r.data.RegisterTicket })
    expect(other).toMatchObject({ code: 1, message: '注册票据（RegisterTicket）与手机号（Mobile）不一致' })
    const reg = await h.call('User/AddStudentAndLogin', { Mobile: mobile, Password: 'abc12345', RegisterTicket: r.data.RegisterTicket })
    expect(reg.code).toBe(0)
    expect(reg.data.IsNewUser).toBe(true)
    const again = await h.call('User/AddStudentAndLogin', { Mobile: freshMobile(), Password: 'abc12345', RegisterTicket: r.data.RegisterTicket })
    expect(again.code).toBe(1)
    expect(again.message).toContain('注册票据（RegisterTicket）')
  })

  it('AddStudentFull also accepts a RegisterTicket', async () => {
    const mobile = freshMobile()
    const { RegisterTicket } = (await h.call('User/SSOLogin', { SSOSign: ticket(mobile) })).data
    const r = await h.call('Student/AddStudentFull', {
      Mobile: mobile,
      Password: 'abc12345',
      RegisterTicket,
      ExamProvinceId: 11,
      ExamYear: 2026,
      SubjectType: 3,
    })
    expect(r.code).toBe(0)
  })

  it('the register ticket lives 30 minutes', async () => {
    const mobile = freshMobile()
    const { RegisterTicket } = (await h.call('User/SSOLogin', { SSOSign: ticket(mobile) })).data
    h.clock.advance(30 * 60_000 + 1000)
    const r = await h.call('User/AddStudentAndLogin', { Mobile: mobile, Password: 'abc12345', RegisterTicket })
    expect(r).toMatchObject({ code: 1, message: '注册票据（RegisterTicket）无效、已过期或已使用，请从合作方重新进入' })
  })

  it('refuses bad signatures, old, future, reused and malformed tickets with clear messages', async () => {
    const u = await h.register()
    const now = Math.floor(h.clock.now() / 1000)
    const cases: Array<[string, string]> = [
      [ticket(u.mobile, {}, 'sso', 'another-secret'), '单点登录票据签名无效'],
      [ticket(u.mobile, { Timestamp: now - 301 }), '单点登录票据已过期，请从合作方重新进入'],
      [ticket(u.mobile, { Timestamp: now + 3600 }), '单点登录票据时间无效（Timestamp 晚于当前时间），请检查合作方服务器时间'],
      [ticket(u.mobile, {}, 'jsy'), '单点登录票据签名无效'],
      ['not-a-ticket', '单点登录票据格式不正确'],
      [ticket('12345'), '单点登录票据中的手机号（Mobile）无效'],
      [ticket(u.mobile, { Nonce: 'short' }), '单点登录票据缺少随机串（Nonce，8–64 个字符）'],
    ]
    for (const [SSOSign, message] of cases) expect(await h.call('User/SSOLogin', { SSOSign })).toMatchObject({ status: 200, code: 1, message })
    const once = ticket(u.mobile)
    expect((await h.call('User/SSOLogin', { SSOSign: once })).code).toBe(0)
    expect(await h.call('User/SSOLogin', { SSOSign: once })).toMatchObject({ code: 1, message: '单点登录票据已使用，请从合作方重新进入' })
    expect(await h.call('User/SSOLogin', {})).toMatchObject({ code: 2, message: '缺少必填参数：单点登录票据（SSOSign）' })
  })

  it('the development helper signs tickets while no SSO_SECRET is set', async () => {
    const mobile = freshMobile()
    const res = await fetch(`${h.baseUrl}/dev/sso-ticket?Mobile=${mobile}`)
    const { Ticket } = (await res.json()) as { Ticket: string }
    expect((await h.call('User/SSOLogin', { SSOSign: Ticket })).data.Mobile).toBe(mobile)
  })
})

describe('JSYAuth', () => {
  it('logs in (registering the partner’s mobile), on /api and on the separate auth base alike', async () => {
    const mobile = freshMobile()
    const first = await h.call('OpenAuth/JSYAuth', { Ticket: ticket(mobile, {}, 'jsy') })
    expect(first.code).toBe(0)
    expect(first.data).toEqual({ UserId: expect.any(Number), Token: expect.any(String), IsNewUser: true, Mobile: mobile })
    const alias = await h.call('/auth/api/OpenAuth/JSYAuth', { Ticket: ticket(mobile, {}, 'jsy') })
    expect(alias.code).toBe(0)
    expect(alias.data).toEqual({ UserId: first.data.UserId, Token: expect.any(String), Mobile: mobile })
    const bad = await h.call('/auth/api/OpenAuth/JSYAuth', {})
    expect(bad).toMatchObject({ status: 200, code: 2, message: '缺少必填参数：认证票据（Ticket）' })
    const sso = await h.call('/auth/api/OpenAuth/JSYAuth', { Ticket: ticket(mobile) })
    expect(sso).toMatchObject({ code: 1, message: '认证票据签名无效' })
  })
})

describe('NewWishLogin', () => {
  it('logs in with a fresh partner signature, once', async () => {
    const u = await h.register()
    const Timestamp = Math.floor(h.clock.now() / 1000)
    const Sign = signWishLogin(secret, u.mobile, Timestamp)
    const r = await h.call('User/NewWishLogin', { Mobile: u.mobile, Timestamp, Sign })
    expect(r.data).toEqual({ UserId: u.UserId, Token: expect.any(String) })
    expect(await h.call('User/NewWishLogin', { Mobile: u.mobile, Timestamp, Sign })).toMatchObject({
      code: 1,
      message: '志愿系统登录签名已使用，请从合作方重新进入',
    })
    expect(await h.call('User/NewWishLogin', { Mobile: u.mobile, Timestamp, Sign: signWishLogin('x', u.mobile, Timestamp) })).toMatchObject({
      code: 1,
      message: '志愿系统登录签名（Sign）无效',
    })
    const old = Timestamp - 600
    expect((await h.call('User/NewWishLogin', { Mobile: u.mobile, Timestamp: old, Sign: signWishLogin(secret, u.mobile, old) })).message).toBe(
      '志愿系统登录签名已过期，请从合作方重新进入',
    )
    const ms = Timestamp * 1000
    expect(await h.call('User/NewWishLogin', { Mobile: u.mobile, Timestamp: ms, Sign: signWishLogin(secret, u.mobile, ms) })).toMatchObject({
      code: 2,
      message: '时间戳（Timestamp）应为 Unix 秒，而不是毫秒',
    })
  })

  it('registers a new mobile', async () => {
    const mobile = freshMobile()
    const Timestamp = Math.floor(h.clock.now() / 1000)
    const r = await h.call('User/NewWishLogin', { Mobile: mobile, Timestamp, Sign: signWishLogin(secret, mobile, Timestamp) })
    expect(r.data.IsNewUser).toBe(true)
  })
})

describe('production', () => {
  it('does not start without SSO_SECRET (tickets signed with the development secret would pass)', async () => {
    await expect(startHarness({ env: 'production', env_: productionEnv({ SSO_SECRET: undefined }) })).rejects.toThrow(/SSO_SECRET: 未设置/)
  }, 120000)

  it('accepts tickets signed with the configured SSO_SECRET and mounts no signing helper', async () => {
    const p = await startHarness({ env: 'production', env_: productionEnv() })
    try {
      const mobile = freshMobile()
      const dev = signPartnerTicket(DEV_SSO_SECRET, 'sso', { Mobile: mobile, Timestamp: Math.floor(Date.now() / 1000), Nonce: `prod-1-${Date.now()}` })
      expect(await p.call('User/SSOLogin', { SSOSign: dev })).toMatchObject({ code: 1, message: '单点登录票据签名无效' })
      const SSOSign = signPartnerTicket(PRODUCTION_SSO_SECRET, 'sso', {
        Mobile: mobile,
        Timestamp: Math.floor(Date.now() / 1000),
        Nonce: `prod-2-${Date.now()}`,
      })
      expect((await p.call('User/SSOLogin', { SSOSign })).data.RegisterTicket).toEqual(expect.any(String))
      expect((await fetch(`${p.baseUrl}/dev/sso-ticket?Mobile=${mobile}`)).status).toBe(404)
    } finally {
      await p.close()
    }
  }, 120000)
})
