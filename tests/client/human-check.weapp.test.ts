/**
 * Code 30 in the mini program build: the local stand-in's question works as in H5 (its requests go to the API's
 * address), and Tencent's check, whose mini-program plugin is not wired yet, says so and leaves the call refused.
 */
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok, flush } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { call, resetRequestStateForTests } from '../../src/services/request'
import { getPlatform } from '../../src/platform'

const ASKED = '当前获取验证码的人数较多，请先完成人机验证'
let api: FakeApi
beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  rootStore.humanCheck.cancel()
  api = new FakeApi()
})

it('runs on the mini program’s adapter', () => {
  expect(getPlatform().kind).toBe('weapp')
})

it('the stand-in’s question, answered, sends the call again with the Ticket and Randstr', async () => {
  const base = getPlatform().defaultApiBase
  api.on(`${base}/dev/tcaptcha/challenge`, () => ({ statusCode: 200, data: { ChallengeId: 'ch1', Question: '2 + 2 = ?' } }))
  api.on(`${base}/dev/tcaptcha/answer`, () => ({ statusCode: 200, data: { Ticket: 't03-ch1', Randstr: '@r' } }))
  api.on('User/SendVerificationCode', (body: { CaptchaTicket?: string }) =>
    body.CaptchaTicket ? ok({ ExpireSeconds: 300, ResendSeconds: 60 }) : env(30, { CaptchaProvider: 'sandbox', CaptchaAppId: '190000000' }, ASKED),
  )
  const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
  await flush()
  expect(rootStore.humanCheck.question).toBe('2 + 2 = ?')
  rootStore.humanCheck.setAnswer('4')
  await rootStore.humanCheck.submit()
  await expect(p).resolves.toEqual({ ExpireSeconds: 300, ResendSeconds: 60 })
  expect(api.callsOf('User/SendVerificationCode')[1].body).toMatchObject({ CaptchaTicket: 't03-ch1', CaptchaRandstr: '@r' })
})

it('Tencent’s check is not available here yet: it says so, and the call stays refused with the server’s message', async () => {
  api.on('User/SendVerificationCode', env(30, { CaptchaProvider: 'tencent', CaptchaAppId: '1900012345' }, ASKED))
  await expect(call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })).rejects.toMatchObject({ code: 30, message: ASKED })
  // its reason is the one toast, not hidden behind the server's
  expect(taroMock.toasts()).toEqual(['小程序暂不支持人机验证，请稍后再试或在网页版中完成'])
  expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
})
