/**
 * Code 30 (人机验证, issue 16 items 6 and 11): the request layer opens the check the answer names — the local stand-in's
 * question in development and tests, Tencent's widget through the platform in production — and sends the same call
 * again with CaptchaTicket and CaptchaRandstr; a check not passed leaves the call refused with the server's message.
 */
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok, flush } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { SmsPurpose } from '../../src/stores/flows/account'
import { ApiError, call, CODE, resetRequestStateForTests } from '../../src/services/request'
import { setBases } from '../../src/services/transport'

const STAND_IN = { CaptchaProvider: 'sandbox', CaptchaAppId: '190000000' }
const ASKED = '当前获取验证码的人数较多，请先完成人机验证'

let api: FakeApi
let questions = 0
beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  setBases({ api: '', auth: '/auth' })
  rootStore.humanCheck.cancel()
  api = new FakeApi()
  questions = 0
  api.on('/dev/tcaptcha/challenge', () => ({ statusCode: 200, data: { ChallengeId: `ch${++questions}`, Question: '3 + 4 = ?' } }))
  api.on('/dev/tcaptcha/answer', (body: { ChallengeId: string; Answer: string }) =>
    body.Answer === '7'
      ? { statusCode: 200, data: { Ticket: `t03-${body.ChallengeId}`, Randstr: '@r1' } }
      : { statusCode: 400, data: { Message: '答案不正确，请换一题再试' } },
  )
})

/** the SMS send answers 30 until a call carries a ticket */
function budgetSpent() {
  api.on('User/SendVerificationCode', (body: { CaptchaTicket?: string }) =>
    body.CaptchaTicket ? ok({ ExpireSeconds: 300, ResendSeconds: 60 }) : env(30, STAND_IN, ASKED),
  )
}

it('CODE names the human check', () => {
  expect(CODE.HUMAN_CHECK_REQUIRED).toBe(30)
})

it('a code 30 opens the stand-in’s question; the right answer sends the same call again with its Ticket and Randstr', async () => {
  budgetSpent()
  const sender = rootStore.smsSender(SmsPurpose.LOGIN)
  const sent = sender.send('13800138000')
  await flush()
  expect(rootStore.humanCheck.visible).toBe(true)
  expect(rootStore.humanCheck.message).toBe(ASKED)
  expect(rootStore.humanCheck.question).toBe('3 + 4 = ?')
  rootStore.humanCheck.setAnswer('7')
  await rootStore.humanCheck.submit()
  expect(await sent).toBeNull()
  expect(rootStore.humanCheck.visible).toBe(false)
  const sends = api.callsOf('User/SendVerificationCode')
  expect(sends).toHaveLength(2)
  expect(sends[1].body).toMatchObject({ Mobile: '13800138000', Type: 2, CaptchaTicket: 't03-ch1', CaptchaRandstr: '@r1' })
  expect(sender.label).toBe('60 秒后重发')
  sender.dispose()
})

it('a wrong answer says so and asks a new question; the call waits', async () => {
  budgetSpent()
  const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
  await flush()
  rootStore.humanCheck.setAnswer('8')
  await rootStore.humanCheck.submit()
  expect(rootStore.humanCheck.message).toBe('答案不正确，请换一题再试')
  expect(rootStore.humanCheck.visible).toBe(true)
  expect(questions).toBe(2)
  expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
  rootStore.humanCheck.setAnswer('7')
  await rootStore.humanCheck.submit()
  await expect(p).resolves.toEqual({ ExpireSeconds: 300, ResendSeconds: 60 })
  expect(api.callsOf('User/SendVerificationCode')[1].body.CaptchaTicket).toBe('t03-ch2')
})

it('closing the check leaves the call refused with the server’s message (shown once), and sends nothing more', async () => {
  budgetSpent()
  const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
  await flush()
  rootStore.humanCheck.cancel()
  const err = await p.catch((e: unknown) => e)
  expect(err).toBeInstanceOf(ApiError)
  expect(err).toMatchObject({ code: 30, message: ASKED, shown: true })
  expect(taroMock.toasts()).toEqual([ASKED])
  expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
})

it('a password login asked for the check goes on with it (item 11: a check, never a lock)', async () => {
  const asked = '该账号近期密码错误次数较多，请先完成人机验证'
  api.on('User/UserLogin', (body: { CaptchaTicket?: string }) => (body.CaptchaTicket ? ok({ UserId: 7, Token: 'tok' }) : env(30, STAND_IN, asked)))
  const p = call('User/UserLogin', { Mobile: '13800138000', Password: 'abc12345' })
  await flush()
  expect(rootStore.humanCheck.message).toBe(asked)
  rootStore.humanCheck.setAnswer('7')
  await rootStore.humanCheck.submit()
  await expect(p).resolves.toEqual({ UserId: 7, Token: 'tok' })
})

it('a server that keeps answering 30 is asked at most 3 times', async () => {
  api.on('User/SendVerificationCode', env(30, STAND_IN, '人机验证未通过，请重新验证'))
  const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
  for (let i = 0; i < 3; i++) {
    await flush()
    rootStore.humanCheck.setAnswer('7')
    await rootStore.humanCheck.submit()
  }
  await expect(p).rejects.toMatchObject({ code: 30 })
  expect(api.callsOf('User/SendVerificationCode')).toHaveLength(4)
})

it('production’s Tencent check goes through the platform’s widget', async () => {
  const shown: string[] = []
  ;(window as unknown as { TencentCaptcha: unknown }).TencentCaptcha = class {
    constructor(
      private appId: string,
      private cb: (r: { ret: number; ticket?: string; randstr?: string }) => void,
    ) {}
    show() {
      shown.push(this.appId)
      this.cb({ ret: 0, ticket: 'tencent-ticket', randstr: 'tencent-rand' })
    }
  }
  try {
    api.on('User/SendVerificationCode', (body: { CaptchaTicket?: string }) =>
      body.CaptchaTicket ? ok({ ExpireSeconds: 300, ResendSeconds: 60 }) : env(30, { CaptchaProvider: 'tencent', CaptchaAppId: '1900012345' }, ASKED),
    )
    await call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
    expect(shown).toEqual(['1900012345'])
    expect(api.callsOf('User/SendVerificationCode')[1].body).toMatchObject({ CaptchaTicket: 'tencent-ticket', CaptchaRandstr: 'tencent-rand' })
    expect(rootStore.humanCheck.visible).toBe(false)
  } finally {
    delete (window as unknown as { TencentCaptcha?: unknown }).TencentCaptcha
  }
})
