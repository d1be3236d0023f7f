/**
 * Two server instances on one PostgreSQL database behave as one: codes, limits, sessions and
 * single-use tickets are shared. (Embedded PGlite is one process per directory, so this runs only when
 * DATABASE_URL is set.)
 */
import { signPartnerTicket } from '../../server/modules/account/tickets'
import { freshIp, freshMobile, startHarness, type Harness } from './helpers/account-harness'

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip

withPostgres('two instances on one database', () => {
  let a: Harness
  let b: Harness

  beforeAll(async () => {
    // started together: migrations and seeds must cope with a second instance doing the same
    ;[a, b] = await Promise.all([startHarness(), startHarness()])
  }, 120000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('a code sent through A verifies on B, once', async () => {
    const mobile = freshMobile()
    const Code = await a.sendCode(mobile, 2)
    const login = await b.call('User/VerificationCodeLogin', { Mobile: mobile, Code })
    expect(login.code).toBe(0)
    expect((await a.call('User/VerificationCodeLogin', { Mobile: mobile, Code })).code).toBe(1)
  })

  it('the 60 s pause and wrong-try count are shared', async () => {
    const mobile = freshMobile()
    const Code = await a.sendCode(mobile, 2)
    expect((await b.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 })).code).toBe(29)
    const wrong = Code === '000000' ? '111111' : '000000'
    // one client address, its tries split across the instances: the fifth ends that address's tries of the code
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip })
    expect((await a.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip })).message).toBe('验证码错误次数过多，请重新获取')
    expect((await b.call('User/VerificationCodeLogin', { Mobile: mobile, Code }, { ip })).code).not.toBe(0)
  })

  it('a session from A works on B; logging out on B ends it on A', async () => {
    const u = await a.register()
    expect((await b.call('User/StudentInfo', {}, { token: u.Token })).data.UserId).toBe(u.UserId)
    await b.call('User/Loginout', {}, { token: u.Token })
    expect((await a.call('User/StudentInfo', {}, { token: u.Token })).code).toBe(112)
  })

  it('a partner ticket used on A is refused on B', async () => {
    const u = await a.register()
    const SSOSign = signPartnerTicket(a.built.ctx.config.ssoSecret, 'sso', {
      Mobile: u.mobile,
      Timestamp: Math.floor(Date.now() / 1000),
      Nonce: `multi-${Date.now()}`,
    })
    expect((await a.call('User/SSOLogin', { SSOSign })).code).toBe(0)
    expect((await b.call('User/SSOLogin', { SSOSign })).message).toBe('单点登录票据已使用，请从合作方重新进入')
  })

  it('an OpenId proven on A can be bound on B with its proof, once', async () => {
    const u = await b.register()
    const { OpenId, OpenProof } = (await a.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:multi-${u.mobile}` })).data
    expect((await b.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId, OpenProof }, { token: u.Token })).code).toBe(0)
    expect((await a.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId, OpenProof }, { token: u.Token })).code).toBe(1)
    const again = (await b.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:multi-${u.mobile}` })).data
    expect((await a.call('User/OpenIdLogin', { OpenType: 2, OpenId, OpenProof: again.OpenProof })).data.UserId).toBe(u.UserId)
  })
})

if (!process.env.DATABASE_URL) {
  it('two-instance tests need DATABASE_URL (skipped on embedded PGlite)', () => {
    expect(process.env.DATABASE_URL).toBeUndefined()
  })
}
