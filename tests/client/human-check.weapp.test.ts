/**
 * Code 30 in the mini program build: the local stand-in's question works as in H5 (its requests go to the API's
 * address); Tencent's check opens the plugin's page (builds that name the plugin) and sends the call again with the
 * plugin's ticket, marked as the mini program's; without the plugin or the server's mini-program 验证 it says why.
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

const TENCENT = { CaptchaProvider: 'tencent', CaptchaAppId: '1900012345', CaptchaMiniAppId: '1900067890' }

describe('Tencent’s check', () => {
  afterEach(() => {
    delete process.env.TARO_APP_TCAPTCHA_PLUGIN
  })

  it('a server without the mini program’s 验证: it says so, and the call stays refused with the server’s message', async () => {
    process.env.TARO_APP_TCAPTCHA_PLUGIN = '2.1.0'
    api.on('User/SendVerificationCode', env(30, { ...TENCENT, CaptchaMiniAppId: null }, ASKED))
    await expect(call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })).rejects.toMatchObject({ code: 30, message: ASKED })
    // its reason is the one toast, not hidden behind the server's
    expect(taroMock.toasts()).toEqual(['小程序的人机验证未开通，请在网页版中完成'])
    expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
  })

  it('a build without the plugin: it says so', async () => {
    api.on('User/SendVerificationCode', env(30, TENCENT, ASKED))
    await expect(call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })).rejects.toMatchObject({ code: 30 })
    expect(taroMock.toasts()).toEqual(['当前版本的小程序未接入人机验证，请更新后重试或在网页版中完成'])
  })

  it('opens the plugin’s page with the mini program’s app id; its ticket goes back marked mini, with no Randstr', async () => {
    process.env.TARO_APP_TCAPTCHA_PLUGIN = '2.1.0'
    api.on('User/SendVerificationCode', (body: { CaptchaTicket?: string }) =>
      body.CaptchaTicket ? ok({ ExpireSeconds: 300, ResendSeconds: 60 }) : env(30, TENCENT, ASKED),
    )
    const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
    await flush()
    const opened = taroMock.api.navigateTo.mock.calls.at(-1)![0] as unknown as { url: string; events: { result: (r: unknown) => void } }
    expect(opened.url).toBe('/pages/tcaptcha/index?appId=1900067890')
    opened.events.result({ ret: 0, ticket: 'mini-ticket' })
    await expect(p).resolves.toEqual({ ExpireSeconds: 300, ResendSeconds: 60 })
    const again = api.callsOf('User/SendVerificationCode')[1].body
    expect(again).toMatchObject({ CaptchaTicket: 'mini-ticket', CaptchaFrom: 'mini' })
    expect(again).not.toHaveProperty('CaptchaRandstr')
  })

  it('closing the plugin’s check leaves the call refused', async () => {
    process.env.TARO_APP_TCAPTCHA_PLUGIN = '2.1.0'
    api.on('User/SendVerificationCode', env(30, TENCENT, ASKED))
    const p = call('User/SendVerificationCode', { Mobile: '13800138000', Type: 2 })
    await flush()
    const opened = taroMock.api.navigateTo.mock.calls.at(-1)![0] as unknown as { events: { result: (r: unknown) => void } }
    opened.events.result({ ended: 'closed' })
    await expect(p).rejects.toMatchObject({ code: 30 })
    expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
  })
})
