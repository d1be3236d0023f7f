/** The 获取验证码 button state: mobile check, send, 60 s countdown (or the server's), no send meanwhile. */
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok } from './helpers/fake-api'
import { SmsSender } from '../../src/stores/sms-sender'
import { SmsPurpose } from '../../src/stores/flows/account'
import { resetRequestStateForTests } from '../../src/services/request'

let api: FakeApi
beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  api = new FakeApi()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it('refuses a malformed mobile without sending', async () => {
  const s = new SmsSender(SmsPurpose.REGISTER)
  expect(await s.send('12345')).toBe('手机号应为 11 位数字')
  expect(await s.send('')).toBe('请输入手机号')
  expect(api.calls).toHaveLength(0)
  expect(s.label).toBe('获取验证码')
})

it('counts down from the resend interval, one second at a time, then offers 重新发送', async () => {
  api.on('User/SendVerificationCode', ok({ ExpireSeconds: 300, ResendSeconds: 60 }))
  const s = new SmsSender(SmsPurpose.REGISTER)
  const p = s.send('13800138000')
  expect(s.label).toBe('发送中…')
  expect(await p).toBeNull()
  expect(api.calls[0].body).toMatchObject({ Mobile: '13800138000', Type: 1 })
  expect(s.label).toBe('60 秒后重发')
  expect(s.canSend).toBe(false)
  expect(await s.send('13800138000')).toBe('')
  expect(api.calls).toHaveLength(1)
  jest.advanceTimersByTime(1000)
  expect(s.label).toBe('59 秒后重发')
  jest.advanceTimersByTime(59000)
  expect(s.seconds).toBe(0)
  expect(s.label).toBe('重新发送')
  expect(s.canSend).toBe(true)
})

it('uses the server’s interval when it says so, and 60 s when it does not', async () => {
  api.on('User/SendVerificationCode', ok({ ExpireSeconds: 300, ResendSeconds: 90 }))
  const s = new SmsSender(SmsPurpose.LOGIN)
  await s.send('13800138000')
  expect(s.seconds).toBe(90)
  s.dispose()
  api.on('User/SendVerificationCode', ok({ ExpireSeconds: 300, ResendSeconds: 0 }))
  const t = new SmsSender(SmsPurpose.LOGIN)
  await t.send('13800138000')
  expect(t.seconds).toBe(60)
  t.dispose()
})

it('a refused send leaves the button ready (the message is the request layer’s toast)', async () => {
  api.on('User/SendVerificationCode', env(29, null, '今日发送次数已达上限'))
  const s = new SmsSender(SmsPurpose.LOGIN)
  expect(await s.send('13800138000')).toBe('')
  expect(s.canSend).toBe(true)
  expect(taroMock.toasts()).toEqual(['今日发送次数已达上限'])
})

it('a stricter check can be given (delete-account: the account’s own mobile)', async () => {
  const s = new SmsSender(SmsPurpose.DELETE_ACCOUNT)
  expect(await s.send('13800138000', () => '请输入本账号绑定的手机号（139****9000）')).toBe('请输入本账号绑定的手机号（139****9000）')
  expect(api.calls).toHaveLength(0)
})
