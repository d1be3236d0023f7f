/**
 * Start-up (SPEC §4) with the mini program's platform adapter, as the weapp build resolves it (jest project
 * client-weapp: `./adapter` is adapter.weapp.ts). startup.test.ts covers the H5 build.
 */
import { taroMock } from '../support/taro-mock'
import { FakeApi, flush, ok, userInfo } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { getPlatform } from '../../src/platform'
import { launchContext, resetStartupForTests, runStartup } from '../../src/stores/flows/startup'
import { resetRequestStateForTests } from '../../src/services/request'
import { resetSessionExpiryForTests } from '../../src/stores/flows/session-expiry'

let api: FakeApi

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  resetStartupForTests()
  rootStore.hydrate()
  rootStore.resetSession()
  api = new FakeApi()
  api.on('Public/StartUp', ok({ Etag: 'e1', NotModified: false, Configs: {}, Provinces: [{ ID: 44, ProvinceName: '广东', IsNewExam: true }] }))
})

it('runs with the mini program adapter', () => {
  expect(getPlatform().kind).toBe('weapp')
})

it('reads the launch options, keeps the capsule rect and fetches an openID through wx.login', async () => {
  taroMock.setLoginCode('wx-login-1')
  api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-mini' }))
  expect(await runStartup({ path: 'pages/home/index', query: { ChannelCode: 'mp-1' } })).toBe('anonymous')
  await flush()
  expect(taroMock.storage()).toMatchObject({ ChannelCode: 'mp-1', openID: 'o-mini' })
  expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')[0].body).toMatchObject({ Code: 'wx-login-1' })
  expect(rootStore.session.rect).toMatchObject({ height: 32 })
  expect(rootStore.session.isMicromessenger).toBe(false)
})

it('a bound openID logs the user in', async () => {
  api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-mini', UserId: 5, Token: 'mini-tok' }))
  api.on('User/MemberInfo', ok(userInfo({ UserId: 5 })))
  await runStartup({ path: 'pages/home/index', query: {} })
  await flush()
  expect(rootStore.session.token).toBe('mini-tok')
  expect(rootStore.session.userInfo?.UserId).toBe(5)
})

it('a stored openID: no wx.login at start-up', async () => {
  taroMock.api.setStorageSync('openID', 'o-mini')
  expect(await runStartup({ path: 'pages/home/index', query: {} })).toBe('anonymous')
  await flush()
  expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')).toHaveLength(0)
})

it('a `code` launch parameter is not WeChat web authorisation here: nothing is exchanged', async () => {
  taroMock.api.setStorageSync('openID', 'o-mini')
  expect(await runStartup({ path: 'pages/query/index', query: { code: 'c-1' } })).toBe('anonymous')
  expect(api.callsOf('OpenAuth/WechchatH5Auth')).toHaveLength(0)
})

it('launchContext takes the route and query from the launch options only (there is no browser address)', () => {
  // jsdom has a location; the mini program adapter must not read it
  window.history.replaceState(null, '', '/?Token=from-url#/pages/personal/index?x=1')
  try {
    expect(launchContext({ path: 'pages/query/index', query: { a: 1 } })).toEqual({ route: 'pages/query/index', params: { a: '1' } })
  } finally {
    window.history.replaceState(null, '', '/')
  }
})
