/**
 * Accounts, re-login and navigation with the mini program's platform adapter, as the weapp build resolves it
 * (jest project client-weapp). account.test.ts and request.test.ts cover the H5 build.
 */
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, flush, ok, userInfo } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { loginByPassword, logout } from '../../src/stores/flows/account'
import { goLogin, goMember } from '../../src/navigation'
import { request, resetRequestStateForTests } from '../../src/services/request'
import { currentRelogin, resetSessionExpiryForTests } from '../../src/stores/flows/session-expiry'
import { apiBase, setBases } from '../../src/services/transport'
import { dropOpenProof } from '../../src/platform/common'

const PROOF = 'P'.repeat(43)
let api: FakeApi

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  rootStore.hydrate()
  rootStore.resetSession()
  rootStore.config.loginUrl = ''
  rootStore.config.memberUrl = ''
  dropOpenProof()
  api = new FakeApi()
  api.on('User/MemberInfo', ok(userInfo()))
  api.on('User/StudentComplate', ok({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false }))
})

it('calls the local development server when no address is configured', () => {
  delete (globalThis as { __ZY_API_BASE__?: string }).__ZY_API_BASE__
  expect(apiBase()).toBe('http://127.0.0.1:3000')
  setBases({ api: '' })
})

it('password login: a fresh wx.login proves the openID before binding it; the password is not kept', async () => {
  taroMock.api.setStorageSync('openID', 'o-mini')
  taroMock.setLoginCode('wx-code-9')
  api
    .on('User/UserLogin', ok({ UserId: 7, Token: 'tok' }))
    .on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-mini', OpenProof: PROOF }))
    .on('OpenAuth/OpenIdBind', ok(true))
  await loginByPassword('13800138000', 'abc12345')
  expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')[0].body).toMatchObject({ Code: 'wx-code-9' })
  expect(api.callsOf('OpenAuth/OpenIdBind')[0].body).toMatchObject({ OpenType: 2, OpenId: 'o-mini', OpenProof: PROOF })
  expect(taroMock.storage().Password).toBeUndefined()
})

it('logout: cancels the openID binding and keeps the openID, as in the WeChat browser', async () => {
  rootStore.session.setLogin(7, 'tok')
  taroMock.api.setStorageSync('openID', 'o-mini')
  api.on('OpenAuth/OpenIdBindCancel', ok(true)).on('User/Loginout', ok(true))
  expect(await logout()).toBe(true)
  expect(taroMock.storage()).toEqual({ openID: 'o-mini' })
})

it('a configured member URL opens in the web-view page', async () => {
  rootStore.config.memberUrl = 'https://pay.example.cn'
  await goMember()
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/conmonWebview?url=https%3A%2F%2Fpay.example.cn' })
})

it('a configured login URL is not used: a web page cannot hand a session back, so the login page opens', async () => {
  rootStore.config.loginUrl = 'https://sso.example.cn/login'
  taroMock.setPage('/pages/query/index')
  await goLogin('/pages/query/index')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/login/index?redirect=%2Fpages%2Fquery%2Findex' })
})

it('code 112: re-login by a fresh wx.login, whose exchange logs the bound openID in; reload = reLaunch of the same page', async () => {
  taroMock.setPage('/pages/personal/editInfo/editInfo', { a: '1' })
  rootStore.session.setLogin(7, 'old')
  taroMock.api.setStorageSync('openID', 'o-mini')
  taroMock.setLoginCode('wx-code-1')
  api.on('User/StudentInfo', env(112, null, '登录已过期，请重新登录'))
  api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-mini', OpenProof: 'R'.repeat(43), UserId: 7, Token: 'new' }))
  void request('User/StudentInfo')
  await flush()
  await currentRelogin()
  expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')[0].body).toMatchObject({ Code: 'wx-code-1' })
  expect(api.callsOf('User/OpenIdLogin')).toHaveLength(0)
  expect(rootStore.session.token).toBe('new')
  expect(taroMock.storage().openID).toBe('o-mini')
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/personal/editInfo/editInfo?a=1' })
})

it('code 112 without a bound openID: no saved-password login (that is the H5 re-login), the login page', async () => {
  taroMock.setPage('/pages/personal/editInfo/editInfo')
  rootStore.session.setLogin(7, 'old')
  taroMock.api.setStorageSync('Mobile', '13800138000')
  taroMock.api.setStorageSync('Password', 'abc12345')
  api.on('User/StudentInfo', env(112, null, '登录已过期，请重新登录'))
  api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-mini', OpenProof: 'R'.repeat(43) }))
  api.on('User/OpenIdLogin', env(1, null, '未绑定'))
  void request('User/StudentInfo')
  await flush()
  await currentRelogin()
  expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')).toHaveLength(1)
  expect(api.callsOf('User/UserLogin')).toHaveLength(0)
  expect(rootStore.session.token).toBe('')
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/personal\/login\/index/) })
})
