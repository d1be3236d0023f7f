/** SMS verification codes: 60 s between sends, 5-minute life, 5 wrong tries per address, daily limits, hashed storage. */
import { msUntilChinaMidnight } from '../../server/kv'
import { freshIp, freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

const send = (mobile: string, type = 2, ip?: string) => h.call('User/SendVerificationCode', { Mobile: mobile, Type: type }, ip ? { ip } : {})

describe('SMS verification codes', () => {
  it('sends a 6-digit code through the sandbox gateway and answers the timings', async () => {
    const mobile = freshMobile()
    const r = await send(mobile)
    expect(r).toMatchObject({ status: 200, code: 0, data: { ExpireSeconds: 300, ResendSeconds: 60 } })
    const [msg] = await h.outbox(mobile)
    expect(msg.Code).toMatch(/^\d{6}$/)
    expect(msg.Content).toBe(`【志愿填报助手】您的验证码为 ${msg.Code}，5 分钟内有效。如非本人操作，请忽略本短信。`)
  })

  it('keeps only a salted hash of the code', async () => {
    const mobile = freshMobile()
    const code = await h.sendCode(mobile, 2)
    const rows = await h.built.ctx.db.selectFrom('kv_entries').selectAll().where('key', 'like', `sms:code:%:${mobile}`).execute()
    if (h.built.ctx.config.redisUrl) return // the code lives in Redis then (covered in kv.test.ts)
    expect(rows).toHaveLength(1)
    expect(rows[0].value).not.toContain(code)
    expect(JSON.parse(rows[0].value)).toEqual({ id: expect.any(String), hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('allows one send per mobile per 60 s', async () => {
    const mobile = freshMobile()
    expect((await send(mobile)).code).toBe(0)
    h.clock.advance(20_000)
    const again = await send(mobile, 4)
    expect(again).toMatchObject({ code: 29, message: '验证码发送过于频繁，请 40 秒后再试' })
    h.clock.advance(40_000)
    expect((await send(mobile)).code).toBe(0)
  })

  it('expires a code after 5 minutes', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    h.clock.advance(4 * 60_000 + 59_000)
    expect(await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code })).toMatchObject({ code: 0, data: true })
    h.clock.advance(2000)
    expect(await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code })).toMatchObject({ code: 1, message: '验证码已过期或未获取，请重新获取' })
  })

  it('CheckVerificationCode does not use the code up; a newer code replaces the older one', async () => {
    const mobile = freshMobile()
    const first = await h.sendCode(mobile, 2)
    expect((await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: first })).data).toBe(true)
    const second = await h.sendCode(mobile, 2)
    if (second !== first) expect((await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: first })).code).toBe(1)
    expect((await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code: second })).code).toBe(0)
  })

  it('ends an address’s tries of a code after 5 wrong ones, even for the right code then (other addresses: human-check.test.ts)', async () => {
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const wrong = Code === '999999' ? '888888' : '999999'
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push((await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong })).message)
    expect(answers).toEqual([
      '验证码错误，还可尝试 4 次',
      '验证码错误，还可尝试 3 次',
      '验证码错误，还可尝试 2 次',
      '验证码错误，还可尝试 1 次',
      '验证码错误次数过多，请重新获取',
    ])
    const right = await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code })
    expect(right.code).not.toBe(0)
    // a fresh code works again
    const next = await h.sendCode(mobile, 2)
    expect((await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code: next })).code).toBe(0)
  })

  it('limits a mobile to 10 codes per Beijing day', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 10; i++) {
      const r = await send(mobile, 2, freshIp())
      expect([i, r.code, r.message]).toEqual([i, 0, 'success'])
      h.clock.advance(61_000)
    }
    const over = await send(mobile, 2, freshIp())
    expect(over).toMatchObject({ code: 29, message: '该手机号今日获取验证码已达 10 次上限，请明天再试' })
    h.clock.advance(msUntilChinaMidnight(h.clock.now()) + 1000)
    expect((await send(mobile, 2, freshIp())).code).toBe(0)
  }, 60000)

  it('limits one client address to 30 codes per day', async () => {
    const ip = freshIp()
    // the sends below take 30 minutes of (test) time: start after a Beijing midnight so the day does not turn
    if (msUntilChinaMidnight(h.clock.now()) < 40 * 60_000) h.clock.advance(msUntilChinaMidnight(h.clock.now()) + 1000)
    for (let i = 0; i < 30; i++) {
      expect([i, (await send(freshMobile(), 2, ip)).code]).toEqual([i, 0])
      // slower than the burst limit (10 per 10 minutes)
      h.clock.advance(61_000)
    }
    const over = await send(freshMobile(), 2, ip)
    expect(over).toMatchObject({ code: 29, message: '当前网络今日获取验证码次数过多，请明天再试' })
    expect((await send(freshMobile(), 2, freshIp())).code).toBe(0)
  }, 60000)

  it('answers every type for an unknown mobile as for a known one (no account enumeration)', async () => {
    const known = await h.register()
    h.clock.advance(61_000)
    for (const type of [1, 3, 5]) {
      const a = await send(freshMobile(), type, freshIp())
      const b = await send(known.mobile, type, freshIp())
      expect([type, a]).toEqual([type, b])
      h.clock.advance(61_000)
    }
  })
})

describe('sandbox outbox', () => {
  it('lists a mobile’s messages newest first as JSON', async () => {
    const mobile = freshMobile()
    const a = await h.sendCode(mobile, 2)
    const b = await h.sendCode(mobile, 2)
    const list = await h.outbox(mobile)
    expect(list.map((m) => m.Code)).toEqual([b, a])
    expect(list[0]).toMatchObject({ Mobile: mobile, SignName: '志愿填报助手', TemplateCode: 'SMS_SANDBOX_0001' })
    const bad = await fetch(`${h.baseUrl}/dev/sms-outbox?Mobile=123`)
    expect(bad.status).toBe(400)
  })
})
