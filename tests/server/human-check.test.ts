/**
 * Issue 16 items 6 and 11: SMS sends counted per IPv6 /64 and /48 as well as per address and mobile, an hourly budget
 * for the whole deployment past which every send needs a human check, and wrong passwords / codes counted per
 * (account, address) — a stranger's guesses from one address pause that address, never the owner elsewhere — and per
 * account with a higher threshold that asks for the human check instead of locking. The check is the local stand-in
 * of Tencent Cloud 验证码 here, spoken to over the same DescribeCaptchaResult protocol as the real one.
 */
import crypto from 'crypto'
import { clientNetworks } from '../../server/http/client-address'
import { LOGIN_RULES, SMS_RULES } from '../../server/modules/account/rules'
import { ProviderError } from '../../server/providers'
import { TencentCaptcha } from '../../server/providers/captcha/tencent'
import { SANDBOX } from '../../server/providers/sandbox'
import { freshIp, freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

/** a /48 no other test (nor an earlier run on a shared database) uses */
const fresh48 = () => `2001:${crypto.randomInt(0x1000, 0x10000).toString(16)}:${crypto.randomInt(0, 0x10000).toString(16)}`
const send = (mobile: string, ip: string, extra: object = {}) => h.call('User/SendVerificationCode', { Mobile: mobile, Type: 2, ...extra }, { ip })
const HUMAN_CHECK = 30

describe('client networks', () => {
  it('an IPv4 address is itself; an IPv6 address counts as its /64, within its /48', () => {
    expect(clientNetworks('203.0.113.7')).toEqual({ address: '203.0.113.7', net48: null })
    expect(clientNetworks('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', net48: null })
    expect(clientNetworks('2001:db8:1:2:a:b:c:d')).toEqual({ address: '2001:db8:1:2::/64', net48: '2001:db8:1::/48' })
    expect(clientNetworks('2001:DB8:1:2::1')).toEqual(clientNetworks('2001:db8:1:2:ffff::9'))
    expect(clientNetworks('2001:db8::1').address).toBe('2001:db8:0:0::/64')
    expect(clientNetworks('fe80::1%eth0').address).toBe('fe80:0:0:0::/64')
  })
})

describe('SMS sends per IPv6 network', () => {
  it('40 addresses of one /64 sending to 40 mobiles: at most the /64 limit go out', async () => {
    const net = `${fresh48()}:1`
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await send(freshMobile(), `${net}::${(i + 1).toString(16)}`))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(SMS_RULES.burstPerIp)
    expect(answers[SMS_RULES.burstPerIp]).toMatchObject({ code: 29, message: '当前网络获取验证码过于频繁，请稍后再试' })
  })

  it('40 /64s of one /48: at most the /48 limit go out', async () => {
    const site = fresh48()
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await send(freshMobile(), `${site}:${(i + 1).toString(16)}::1`))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(SMS_RULES.burstPer48)
    // another /48 is not affected
    expect((await send(freshMobile(), `${fresh48()}:1::1`)).code).toBe(0)
  })
})

describe('the hourly SMS budget', () => {
  const config = () => h.built.ctx.config
  afterEach(() => {
    config().smsHourlyBudget = undefined
  })

  it('past it a send asks for the human check; a passed check lets it through, once', async () => {
    // an hour of the budget nobody else counts in: test files running beside this one on a shared database send too
    h.clock.advance(crypto.randomInt(1_000, 1_000_000) * 60 * 60_000)
    config().smsHourlyBudget = 3
    for (let i = 0; i < 3; i++) expect((await send(freshMobile(), freshIp())).code).toBe(0)
    const mobile = freshMobile()
    const asked = await send(mobile, freshIp())
    expect(asked).toMatchObject({ code: HUMAN_CHECK, message: '当前获取验证码的人数较多，请先完成人机验证' })
    expect(asked.data).toEqual({ CaptchaProvider: 'sandbox', CaptchaAppId: SANDBOX.tencentCaptcha.appId, CaptchaMiniAppId: SANDBOX.tencentCaptcha.miniAppId })
    expect(await h.outbox(mobile)).toHaveLength(0)

    // asking cost the mobile nothing: no 60 s pause, and the check's ticket sends the code
    const check = await h.passCheck()
    const ip = freshIp()
    expect((await send(mobile, ip, check)).code).toBe(0)
    expect(await h.outbox(mobile)).toHaveLength(1)
    // a ticket is good once
    expect(await send(freshMobile(), ip, check)).toMatchObject({ code: HUMAN_CHECK, message: '人机验证已使用过，请重新验证' })
    // a Randstr the stand-in did not issue with the ticket
    const other = await h.passCheck()
    expect(await send(freshMobile(), freshIp(), { ...other, CaptchaRandstr: '@forged' })).toMatchObject({
      code: HUMAN_CHECK,
      message: '人机验证未通过，请重新验证',
    })
    // the next hour starts a new budget
    h.clock.advance(60 * 60_000)
    expect((await send(freshMobile(), freshIp())).code).toBe(0)
  })

  it('SMS_HOURLY_BUDGET must be a positive whole number', async () => {
    const { loadConfig } = await import('../../server/config')
    expect(loadConfig({ SMS_HOURLY_BUDGET: '500' }).smsHourlyBudget).toBe(500)
    expect(loadConfig({}).smsHourlyBudget).toBeUndefined()
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: '0' })).toThrow(/SMS_HOURLY_BUDGET/)
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: 'lots' })).toThrow(/SMS_HOURLY_BUDGET/)
  })
})

describe("a stranger's wrong passwords", () => {
  const login = (mobile: string, Password: string, ip: string, extra: object = {}) => h.call('User/UserLogin', { Mobile: mobile, Password, ...extra }, { ip })

  it('pause the stranger’s address only: the owner logs in from another', async () => {
    const u = await h.register()
    const stranger = freshIp()
    for (let i = 0; i < LOGIN_RULES.failuresPerMobileAddress; i++) expect((await login(u.mobile, `wrong${i}abc`, stranger)).code).toBe(1)
    expect((await login(u.mobile, 'wrong9abc', stranger)).code).toBe(29)
    expect((await login(u.mobile, u.password, stranger)).code).toBe(29) // that pair stays paused
    expect((await login(u.mobile, u.password, freshIp())).code).toBe(0)
  })

  it('an IPv6 stranger cannot get fresh tries by moving within its /64', async () => {
    const u = await h.register()
    const net = `${fresh48()}:1`
    const answers = []
    for (let i = 0; i < 8; i++) answers.push(await login(u.mobile, `wrong${i}abc`, `${net}::${i + 1}`))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(LOGIN_RULES.failuresPerMobileAddress)
    expect((await login(u.mobile, u.password, `${fresh48()}:1::1`)).code).toBe(0)
  })

  it('from many addresses: past the per-account threshold every attempt asks for the human check, never a lock', async () => {
    const u = await h.register()
    for (let i = 0; i < LOGIN_RULES.failuresPerMobile; i++) expect((await login(u.mobile, `wrong${i}abc`, freshIp())).code).toBe(1)
    const stranger = await login(u.mobile, 'wrong99abc', freshIp())
    expect(stranger).toMatchObject({ code: HUMAN_CHECK, message: '该账号近期密码错误次数较多，请先完成人机验证' })
    // the owner too is asked — and gets in by passing it
    const owner = freshIp()
    expect((await login(u.mobile, u.password, owner)).code).toBe(HUMAN_CHECK)
    expect((await login(u.mobile, u.password, owner, await h.passCheck())).code).toBe(0)
    // the owner's login starts the account's count again
    expect((await login(u.mobile, u.password, freshIp())).code).toBe(0)
  })

  it('with a passed check a wrong password is compared (and counted) like any other', async () => {
    const u = await h.register()
    for (let i = 0; i < LOGIN_RULES.failuresPerMobile; i++) await login(u.mobile, `wrong${i}abc`, freshIp())
    expect(await login(u.mobile, 'stillwrong1', freshIp(), await h.passCheck())).toMatchObject({ code: 1, message: '手机号或密码错误' })
  })
})

describe("a stranger's wrong SMS codes", () => {
  const check = (mobile: string, Code: string, ip: string, extra: object = {}) =>
    h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code, ...extra }, { ip })
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

  it('do not kill the owner’s live code when sent from another address', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const stranger = freshIp()
    for (let i = 1; i < SMS_RULES.maxWrongTries; i++)
      expect((await check(mobile, wrongOf(Code), stranger)).message).toBe(`验证码错误，还可尝试 ${SMS_RULES.maxWrongTries - i} 次`)
    // the 5th wrong try ends this address's tries of the code, and only those
    expect(await check(mobile, wrongOf(Code), stranger)).toMatchObject({ code: 29, message: '验证码错误次数过多，请重新获取' })
    expect((await check(mobile, Code, stranger)).code).toBe(29)
    expect((await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code }, { ip: freshIp() })).code).toBe(0)
  })

  it('from many addresses: past the per-code threshold each try asks for the human check; past the hard limit the code is dead', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const wrong = wrongOf(Code)
    for (let i = 0; i < SMS_RULES.wrongTriesBeforeCheck; i++) expect((await check(mobile, wrong, freshIp())).code).toBe(1)
    expect(await check(mobile, wrong, freshIp())).toMatchObject({ code: HUMAN_CHECK, message: '该验证码已被多次输错，请先完成人机验证' })
    // the owner, asked too, gets in with a passed check
    const owner = freshIp()
    expect((await check(mobile, Code, owner)).code).toBe(HUMAN_CHECK)
    expect((await check(mobile, Code, owner, await h.passCheck())).code).toBe(0)
    // strangers who pass checks get wrong tries up to the hard limit, then the code is dead
    const answers = []
    for (let i = SMS_RULES.wrongTriesBeforeCheck; i < SMS_RULES.wrongTriesPerCode; i++) answers.push(await check(mobile, wrong, freshIp(), await h.passCheck()))
    expect(answers.slice(0, -1).every((a) => a.code === 1)).toBe(true)
    expect(answers[answers.length - 1]).toMatchObject({ code: 29, message: '验证码错误次数过多，请重新获取' })
    expect((await check(mobile, Code, freshIp(), await h.passCheck())).message).toBe('验证码已过期或未获取，请重新获取')
  })
})

describe('the Tencent Cloud captcha adapter against the stand-in', () => {
  const adapter = (secretKey: string, mini?: { captchaAppId: string; appSecretKey: string }) =>
    new TencentCaptcha(
      {
        endpoint: () => `${h.baseUrl}/dev/tcaptcha/`,
        secretId: SANDBOX.tencentCaptcha.secretId,
        secretKey,
        captchaAppId: SANDBOX.tencentCaptcha.appId,
        appSecretKey: SANDBOX.tencentCaptcha.appSecretKey,
        mini,
      },
      () => h.clock.now(),
    )
  /** the adapter with a mini-program 验证 of this app id and key */
  const withMini = (captchaAppId: string, appSecretKey: string) => adapter(SANDBOX.tencentCaptcha.secretKey, { captchaAppId, appSecretKey })

  it('an earned ticket passes once (1), then is reused (9); a forged one does not decrypt (15)', async () => {
    const c = adapter(SANDBOX.tencentCaptcha.secretKey)
    const t = await h.passCheck()
    const answer = { ticket: t.CaptchaTicket, randstr: t.CaptchaRandstr }
    expect(await c.verify(answer, '203.0.113.9')).toEqual({ passed: true, code: 1, message: 'OK' })
    expect(await c.verify(answer, '203.0.113.9')).toMatchObject({ passed: false, code: 9 })
    expect(await c.verify({ ticket: 't03forged', randstr: '@x' }, '203.0.113.9')).toMatchObject({ passed: false, code: 15 })
  })

  it('the mini-program plugin’s ticket (no Randstr) is checked by DescribeCaptchaMiniResult with the mini program’s own app id', async () => {
    const c = withMini(SANDBOX.tencentCaptcha.miniAppId, SANDBOX.tencentCaptcha.miniAppSecretKey)
    expect(c.miniAppId).toBe(SANDBOX.tencentCaptcha.miniAppId)
    const t = await h.passCheck()
    expect(await c.verify({ ticket: t.CaptchaTicket, randstr: '', from: 'mini' }, '203.0.113.9')).toEqual({ passed: true, code: 1, message: 'OK' })
    expect(await c.verify({ ticket: t.CaptchaTicket, randstr: '', from: 'mini' }, '203.0.113.9')).toMatchObject({ passed: false, code: 9 })
    // the web 验证's key does not open the mini program's
    const crossed = withMini(SANDBOX.tencentCaptcha.appId, SANDBOX.tencentCaptcha.appSecretKey)
    expect(await crossed.verify({ ticket: (await h.passCheck()).CaptchaTicket, randstr: '', from: 'mini' }, '203.0.113.9')).toMatchObject({
      passed: false,
      code: 100,
    })
    // a server without the mini program's 验证 says so instead of passing or failing the user
    await expect(adapter(SANDBOX.tencentCaptcha.secretKey).verify({ ticket: 't03x', randstr: '', from: 'mini' }, '203.0.113.9')).rejects.toMatchObject({
      providerCode: 'not-configured',
      userMessage: '小程序的人机验证未开通，请在网页版中完成',
    })
  })

  it('through a call: the mini program sends its ticket with CaptchaFrom mini and no Randstr', async () => {
    h.clock.advance(crypto.randomInt(1_000, 1_000_000) * 60 * 60_000)
    h.built.ctx.config.smsHourlyBudget = 1
    try {
      expect((await send(freshMobile(), freshIp())).code).toBe(0)
      const mobile = freshMobile()
      expect((await send(mobile, freshIp())).code).toBe(HUMAN_CHECK)
      const t = await h.passCheck()
      // a web answer without its Randstr is no answer
      expect((await send(mobile, freshIp(), { CaptchaTicket: t.CaptchaTicket })).code).toBe(HUMAN_CHECK)
      const t2 = await h.passCheck()
      expect((await send(mobile, freshIp(), { CaptchaTicket: t2.CaptchaTicket, CaptchaFrom: 'mini' })).code).toBe(0)
    } finally {
      h.built.ctx.config.smsHourlyBudget = undefined
    }
  })

  it('a wrong API key is the operator’s problem: a ProviderError, never a pass', async () => {
    const t = await h.passCheck()
    await expect(adapter('not-the-key').verify({ ticket: t.CaptchaTicket, randstr: t.CaptchaRandstr }, '203.0.113.9')).rejects.toBeInstanceOf(ProviderError)
  })

  it('the stand-in’s sum is answered once: a wrong answer spends it', async () => {
    const ch = (await (await fetch(`${h.baseUrl}/dev/tcaptcha/challenge`)).json()) as { ChallengeId: string }
    const post = (Answer: string) =>
      fetch(`${h.baseUrl}/dev/tcaptcha/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ChallengeId: ch.ChallengeId, Answer }),
      })
    const wrong = await post('-1')
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { Message: string }).Message).toBe('答案不正确，请换一题再试')
    expect(((await (await post('-1')).json()) as { Message: string }).Message).toBe('验证题已过期，请换一题')
  })
})
