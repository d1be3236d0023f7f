/**
 * Lockouts and limits that hold under parallel guesses: every attempt is counted (one atomic increment-and-compare
 * in the store) before the password or code is compared, so however many arrive at once, at most the limit are
 * compared — per mobile, per client address, per SMS code, and (with DATABASE_URL) across two instances. Past the
 * per-mobile / per-code threshold the rest are asked for a human check (code 30), not compared. A changed password has
 * its own counter. Answers about SMS codes do not reveal whether a mobile is registered.
 */
import { eventCount } from '../../server/http/metrics'
import { LOGIN_RULES, SMS_RULES } from '../../server/modules/account/rules'
import { freshIp, freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

const evaluated = (name: Parameters<typeof eventCount>[1], hh: Harness = h) => eventCount(hh.built.ctx, name)

describe('password guesses in parallel', () => {
  it('40 at once for one mobile from 40 addresses: at most 20 compared, the rest asked for the human check', async () => {
    const u = await h.register()
    const before = evaluated('password.evaluated')
    const guesses = Array.from({ length: 39 }, (_, i) => `wrong${1000 + i}`)
    guesses.push(u.password) // sent last: counted after 39 others
    const answers = await Promise.all(guesses.map((Password) => h.call('User/UserLogin', { Mobile: u.mobile, Password }, { ip: freshIp() })))
    const compared = evaluated('password.evaluated') - before
    expect(compared).toBeLessThanOrEqual(LOGIN_RULES.failuresPerMobile)
    expect(answers.filter((a) => a.code === 1 || a.code === 0).length).toBe(compared)
    expect(answers.filter((a) => a.code === 30).length).toBe(40 - compared)
    // refused attempts were never compared: their answer is the check, not 「手机号或密码错误」
    expect(answers.filter((a) => a.code === 30).every((a) => a.message === '该账号近期密码错误次数较多，请先完成人机验证')).toBe(true)
    // and the right password, sent last, got no token without the check
    expect(answers[answers.length - 1].code).not.toBe(0)
  })

  it('80 at once from one address across mobiles: at most 30 compared', async () => {
    const ip = freshIp()
    const before = evaluated('password.evaluated')
    const answers = await Promise.all(Array.from({ length: 80 }, () => h.call('User/UserLogin', { Mobile: freshMobile(), Password: 'wrong1234' }, { ip })))
    const compared = evaluated('password.evaluated') - before
    expect(compared).toBeLessThanOrEqual(LOGIN_RULES.failuresPerIp)
    expect(answers.filter((a) => a.code === 1).length).toBe(compared)
    expect(answers.filter((a) => a.code === 29).every((a) => a.message === '登录失败次数过多，请稍后再试')).toBe(true)
  }, 60000)

  it('a right password gives its count back: 10 good logins in a row from one address are all fine', async () => {
    const u = await h.register()
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await h.call('User/UserLogin', { Mobile: u.mobile, Password: u.password }, { ip })).code).toBe(0)
  })
})

describe('SMS code guesses in parallel', () => {
  it('40 wrong codes at once from 40 addresses: at most 10 compared, and the code lives on behind the human check', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const wrong = Code === '000000' ? '111111' : '000000'
    const before = evaluated('sms-code.evaluated')
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip: freshIp() })),
    )
    const compared = evaluated('sms-code.evaluated') - before
    expect(compared).toBeGreaterThan(0)
    expect(compared).toBeLessThanOrEqual(SMS_RULES.wrongTriesBeforeCheck)
    expect(answers.every((a) => a.code === 1 || a.code === 30)).toBe(true)
    expect((await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code })).code).toBe(30)
    expect((await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code, ...(await h.passCheck()) })).code).toBe(0)
  })

  it('the right code sent last among 40 guesses is not compared', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const guesses = Array.from({ length: 39 }, (_, i) => String((Number(Code) + 1 + i) % 1_000_000).padStart(6, '0'))
    guesses.push(Code)
    const before = evaluated('sms-code.evaluated')
    const answers = await Promise.all(guesses.map((c) => h.call('User/VerificationCodeLogin', { Mobile: mobile, Code: c }, { ip: freshIp() })))
    expect(evaluated('sms-code.evaluated') - before).toBeLessThanOrEqual(SMS_RULES.wrongTriesBeforeCheck)
    expect(answers[answers.length - 1].code).not.toBe(0)
  })

  it('one address gets at most 50 wrong codes an hour across mobiles', async () => {
    const ip = freshIp()
    const mobiles = Array.from({ length: 12 }, () => freshMobile())
    for (const m of mobiles) await h.sendCode(m, 2)
    const before = evaluated('sms-code.evaluated')
    const tries = mobiles.flatMap((m) => Array.from({ length: 5 }, () => m))
    const answers = await Promise.all(tries.map((m) => h.call('User/CheckVerificationCode', { Mobile: m, Type: 2, Code: '000000' }, { ip })))
    expect(evaluated('sms-code.evaluated') - before).toBeLessThanOrEqual(SMS_RULES.wrongTriesPerIp)
    expect(answers.some((a) => a.message === '当前网络验证码错误次数过多，请稍后再试')).toBe(true)
  })
})

describe('a changed password has its own counter', () => {
  it('five wrong old passwords with a stolen token do not lock the owner out of login', async () => {
    const u = await h.register()
    for (let i = 0; i < 5; i++) {
      expect((await h.call('User/UpdatePassword', { OldPassword: `nope${i}2345`, Password: 'next12345' }, { token: u.Token })).message).toBe(
        '原密码（OldPassword）错误',
      )
    }
    const sixth = await h.call('User/UpdatePassword', { OldPassword: u.password, Password: 'next12345' }, { token: u.Token })
    expect(sixth).toMatchObject({ code: 29 })
    expect(sixth.message).toContain('原密码错误次数过多')
    expect((await h.call('User/UserLogin', { Mobile: u.mobile, Password: u.password }, { ip: freshIp() })).code).toBe(0)
  })

  it('and holds under parallel guesses', async () => {
    const u = await h.register()
    const before = evaluated('password-change.evaluated')
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.call('User/UpdatePassword', { OldPassword: `nope${i}2345`, Password: 'next12345' }, { token: u.Token })),
    )
    expect(evaluated('password-change.evaluated') - before).toBeLessThanOrEqual(LOGIN_RULES.changeFailuresPerUser)
  })
})

describe('SMS sending', () => {
  it('answers the same whether or not the mobile has an account', async () => {
    const registered = await h.register()
    const unknown = freshMobile()
    h.clock.advance(61_000)
    for (const type of [1, 2, 3, 4, 5]) {
      const a = await h.call('User/SendVerificationCode', { Mobile: registered.mobile, Type: type }, { ip: freshIp() })
      const b = await h.call('User/SendVerificationCode', { Mobile: unknown, Type: type }, { ip: freshIp() })
      expect([type, a.code, a.message, a.data]).toEqual([type, b.code, b.message, b.data])
      h.clock.advance(61_000)
    }
  })

  it('limits bursts from one address: 10 in 10 minutes', async () => {
    const ip = freshIp()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await h.call('User/SendVerificationCode', { Mobile: freshMobile(), Type: 2 }, { ip }))
    expect(answers.slice(0, 10).every((a) => a.code === 0)).toBe(true)
    expect(answers[10]).toMatchObject({ code: 29, message: '当前网络获取验证码过于频繁，请稍后再试' })
    h.clock.advance(10 * 60_000 + 1000)
    expect((await h.call('User/SendVerificationCode', { Mobile: freshMobile(), Type: 2 }, { ip })).code).toBe(0)
  })

  it('parallel sends for one mobile: one goes out', async () => {
    const mobile = freshMobile()
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 }, { ip: freshIp() })))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect(await h.outbox(mobile)).toHaveLength(1)
  })
})

describe('trusted proxies', () => {
  it('X-Forwarded-For from a peer that is not a listed proxy is ignored', async () => {
    const direct = await startHarness({ trustProxy: '10.255.255.1' })
    try {
      // every forged address counts against the one real peer: 30 failures from "different" addresses lock it
      for (let i = 0; i < LOGIN_RULES.failuresPerIp; i++)
        await direct.call('User/UserLogin', { Mobile: freshMobile(), Password: 'wrong1234' }, { ip: freshIp() })
      const next = await direct.call('User/UserLogin', { Mobile: freshMobile(), Password: 'wrong1234' }, { ip: freshIp() })
      expect(next).toMatchObject({ code: 29, message: '登录失败次数过多，请稍后再试' })
    } finally {
      await direct.close()
    }
  }, 120000)
})

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip

withPostgres('two instances on one database', () => {
  let b: Harness
  beforeAll(async () => {
    b = await startHarness()
  }, 120000)
  beforeEach(() => {
    // instances share time: tests above moved h's clock, and expiry is judged by each instance's own clock
    h.clock.reset()
    b.clock.reset()
  })
  afterAll(async () => {
    await b?.close()
  })

  it('parallel password guesses split across both: at most 20 compared in all', async () => {
    const u = await h.register()
    const before = evaluated('password.evaluated') + evaluated('password.evaluated', b)
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? h : b).call('User/UserLogin', { Mobile: u.mobile, Password: `wrong${i}abc` }, { ip: freshIp() })),
    )
    const compared = evaluated('password.evaluated') + evaluated('password.evaluated', b) - before
    expect(compared).toBeLessThanOrEqual(LOGIN_RULES.failuresPerMobile)
  })

  it('parallel code guesses split across both: at most 10 compared in all', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const wrong = Code === '000000' ? '111111' : '000000'
    const before = evaluated('sms-code.evaluated') + evaluated('sms-code.evaluated', b)
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? h : b).call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip: freshIp() })),
    )
    expect(evaluated('sms-code.evaluated') + evaluated('sms-code.evaluated', b) - before).toBeLessThanOrEqual(SMS_RULES.wrongTriesBeforeCheck)
  })
})
