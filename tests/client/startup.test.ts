/** Start-up (SPEC §4), branch by branch, in the H5 build and the mini program. */
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { openProofFor } from '../../src/platform/common'
import { FakeApi, env, ok, flush, setUserAgent, userInfo, PLAIN_UA, WECHAT_UA } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { runStartup, launchContext, resetStartupForTests, wechatCodeResult } from '../../src/stores/flows/startup'
import { resetRequestStateForTests } from '../../src/services/request'
import { resetSessionExpiryForTests } from '../../src/stores/flows/session-expiry'
import { browser } from '../../src/platform/browser'

let api: FakeApi
let assign: jest.SpyInstance

function setUrl(url: string) {
  window.history.replaceState(null, '', url)
}

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  resetStartupForTests()
  setUserAgent(PLAIN_UA)
  setUrl('/#/pages/home/index')
  rootStore.hydrate()
  rootStore.resetSession()
  rootStore.ui.setOnlineLearningEnabled(false)
  rootStore.province.list = []
  rootStore.province.loaded = false
  api = new FakeApi()
  startUpAnswers({ OnlineLearningEnable: 'true' })
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {})
})

afterEach(() => assign.mockRestore())

const PROVINCES = [{ ID: 44, ProvinceName: '广东', IsNewExam: true, NewExamSince: 2021 }]
/** the start-up call answers these configs (others '') and the provinces, version `etag` */
function startUpAnswers(configs: Record<string, string>, etag = 'e1') {
  api.on('Public/StartUp', (b: { Etag?: string }) =>
    ok(b.Etag === etag ? { Etag: etag, NotModified: true } : { Etag: etag, NotModified: false, Configs: configs, Provinces: PROVINCES }),
  )
}

describe('1. online-learning tab and config', () => {
  it('hides the tab first, then shows it when OnlineLearningEnable says so', async () => {
    rootStore.ui.setOnlineLearningEnabled(true)
    const p = runStartup({})
    expect(rootStore.ui.onlineLearningEnabled).toBe(false)
    await p
    await flush()
    // one call for every config and the provinces
    expect(api.callsOf('Public/StartUp')).toHaveLength(1)
    expect(api.callsOf('Public/Config')).toHaveLength(0)
    expect(api.callsOf('Public/ProvinceList')).toHaveLength(0)
    expect(rootStore.ui.onlineLearningEnabled).toBe(true)
    expect(rootStore.province.list.map((p) => p.ID)).toEqual([44])
  })

  it('the next start sends the kept version; unchanged, the kept answer is used and nothing is downloaded again', async () => {
    await runStartup({})
    await flush()
    rootStore.ui.setOnlineLearningEnabled(false)
    rootStore.province.list = []
    rootStore.province.loaded = false
    await runStartup({})
    await flush()
    expect(api.callsOf('Public/StartUp').map((c) => c.body.Etag)).toEqual([undefined, 'e1'])
    expect(rootStore.ui.onlineLearningEnabled).toBe(true)
    expect(rootStore.province.list.map((p) => p.ID)).toEqual([44])
    // a changed answer (new version) replaces the kept one
    startUpAnswers({ OnlineLearningEnable: 'false' }, 'e2')
    await runStartup({})
    await flush()
    expect(rootStore.ui.onlineLearningEnabled).toBe(false)
  })

  it.each([
    ['false', false],
    ['{"Enable":true}', true],
    ['{"Enable":false}', false],
    ['1', true],
  ])('config data %s → tab %s', async (raw, shown) => {
    startUpAnswers({ OnlineLearningEnable: raw })
    await runStartup({})
    await flush()
    expect(rootStore.ui.onlineLearningEnabled).toBe(shown)
  })

  it('a failing config keeps the tab hidden', async () => {
    api.on('Public/StartUp', { network: 'fail' } as any)
    await runStartup({})
    await flush()
    expect(rootStore.ui.onlineLearningEnabled).toBe(false)
  })

  it('reads the login URL, member URL and default province configs', async () => {
    startUpAnswers({ LoginUrl: '"https://sso.example.cn/login"', MemberUrl: '{"Url":"https://pay.example.cn"}', DefaultProvince: '51' })
    await runStartup({})
    await flush()
    expect(rootStore.config.loginUrl).toBe('https://sso.example.cn/login')
    expect(rootStore.config.memberUrl).toBe('https://pay.example.cn')
    expect(rootStore.config.defaultProvince).toBe(51)
    rootStore.config.loginUrl = ''
    rootStore.config.memberUrl = ''
    rootStore.config.defaultProvince = null
  })
})

describe('2. single sign-on', () => {
  it('with a UserId: stores UserId and token, shows a message, goes home', async () => {
    setUrl('/?SSOSign=sig-1#/pages/query/index')
    api.on('User/SSOLogin', ok({ UserId: 9, Token: 'sso-tok' }))
    api.on('User/MemberInfo', ok(userInfo({ UserId: 9 })))
    expect(await runStartup({})).toBe('sso-login')
    expect(api.callsOf('User/SSOLogin')[0].body).toMatchObject({ SSOSign: 'sig-1' })
    expect(taroMock.storage()).toMatchObject({ token: 'sso-tok', UserId: 9 })
    expect(taroMock.toasts()).toContain('登录成功')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' })
    // the ticket is single use: it is taken out of the address so a reload does not replay it
    expect(window.location.search).toBe('')
  })

  it('without a UserId: asks to complete the profile on step register', async () => {
    taroMock.setLaunchOptions({ query: {} })
    api.on('User/SSOLogin', ok({ Mobile: '13800138000', RegisterTicket: 'rt-1' }))
    expect(await runStartup({ path: 'pages/home/index', query: { SSOSign: 'sig-2' } })).toBe('sso-register')
    expect(taroMock.toasts()).toContain('请完善个人资料')
    // the mobile and the ticket wait in the store: never in the address (issue 10)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/personal/register/stepRegister' })
    expect(rootStore.accountFlow).toMatchObject({ mobile: '13800138000', ticket: 'rt-1' })
    expect(rootStore.session.token).toBe('')
  })

  it('on failure: the message, then login', async () => {
    api.on('User/SSOLogin', env(1, null, '单点登录票据已失效'))
    expect(await runStartup({ query: { SSOSign: 'sig-3' } })).toBe('sso-failed')
    expect(taroMock.toasts()).toContain('单点登录票据已失效')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/login/index?redirect=%2Fpages%2Fhome%2Findex' })
  })
})

describe('3. channel code', () => {
  it('stores ChannelCode from the URL', async () => {
    setUrl('/#/pages/home/index?ChannelCode=school-42')
    await runStartup({})
    expect(taroMock.storage().ChannelCode).toBe('school-42')
  })
})

describe('4. Token parameter', () => {
  it('stores the token and opens gkt-transfer with the requested page', async () => {
    setUrl('/?Token=tk-1#/pages/home/schoolDetail/schoolDetail?id=5')
    expect(await runStartup({})).toBe('token-transfer')
    expect(taroMock.storage().token).toBe('tk-1')
    expect(Taro.redirectTo).toHaveBeenCalledWith({
      url: '/pages/home/gkt-transfer/index?redirect=%2Fpages%2Fhome%2FschoolDetail%2FschoolDetail%3Fid%3D5',
    })
  })
})

describe('5. WeChat in-app browser authorisation', () => {
  beforeEach(() => setUserAgent(WECHAT_UA))

  it('no openID and no code → the authorisation page with the way back', async () => {
    setUrl('/#/pages/query/index?tab=2')
    expect(await runStartup({})).toBe('auth-redirect')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/auth/auth-index?backUrl=%2Fpages%2Fquery%2Findex%3Ftab%3D2' })
    expect(rootStore.session.isMicromessenger).toBe(true)
  })

  it('not on the content page', async () => {
    setUrl('/#/pages/home/content/index?key=n1')
    expect(await runStartup({})).toBe('anonymous')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('not where the route flag noAuthRedirect is set (the authorisation page itself)', async () => {
    setUrl('/#/pages/auth/auth-index?backUrl=%2Fpages%2Fhome%2Findex')
    expect(await runStartup({})).toBe('anonymous')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('not when an openID is stored', async () => {
    taroMock.api.setStorageSync('openID', 'o-1')
    setUrl('/#/pages/query/index')
    expect(await runStartup({})).toBe('anonymous')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('with a code: exchanges it for the openID (and the session when bound) instead', async () => {
    setUrl('/?code=wx-c1&state=zy#/pages/query/index')
    api.on('OpenAuth/WechchatH5Auth', ok({ OpenId: 'o-h5', UserId: 3, Token: 'bound-tok' }))
    api.on('User/MemberInfo', ok(userInfo({ UserId: 3 })))
    expect(await runStartup({})).toBe('restored')
    expect(api.callsOf('OpenAuth/WechchatH5Auth')[0].body).toMatchObject({ Code: 'wx-c1' })
    expect(taroMock.storage()).toMatchObject({ openID: 'o-h5', token: 'bound-tok', UserId: 3 })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(window.location.search).toBe('')
  })

  it('with a code and an openID already stored: exchanged too, for a fresh proof to bind with', async () => {
    taroMock.api.setStorageSync('openID', 'o-h5')
    setUrl('/?code=wx-c3&state=zy#/pages/personal/login/bindPlatform')
    api.on('OpenAuth/WechchatH5Auth', ok({ OpenId: 'o-h5', OpenProof: 'S'.repeat(43) }))
    expect(await runStartup({})).toBe('anonymous')
    expect(api.callsOf('OpenAuth/WechchatH5Auth')[0].body).toMatchObject({ Code: 'wx-c3' })
    expect(openProofFor('o-h5')).toBe('S'.repeat(43))
    expect(window.location.search).toBe('')
  })

  it('WeChat returning to the authorisation page: start-up exchanges the code and tells the page how it went', async () => {
    setUrl('/?code=wx-c2&state=zy#/pages/auth/auth-index?backUrl=%2Fpages%2Fquery%2Findex&stamp=AA')
    api.on('OpenAuth/WechchatH5Auth', env(1, null, '微信授权已失效，请重试'))
    expect(await runStartup({})).toBe('anonymous')
    expect(wechatCodeResult()).toEqual({ ok: false, message: '微信授权已失效，请重试' })
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it("Taro's stamp marker is not a page parameter", () => {
    setUrl('/#/pages/query/index?tab=1&stamp=AA')
    expect(launchContext({})).toEqual({ route: 'pages/query/index', params: { tab: '1' } })
  })

  it('never in an ordinary browser', async () => {
    setUserAgent(PLAIN_UA)
    expect(await runStartup({})).toBe('anonymous')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })
})

describe('6. stored token', () => {
  it('loads the user info (silently) and sets the score form', async () => {
    rootStore.session.setLogin(7, 'tok')
    api.on('User/MemberInfo', ok(userInfo({ Score: 555 })))
    expect(await runStartup({})).toBe('restored')
    expect(api.callsOf('User/MemberInfo')[0].token).toBe('tok')
    expect(Taro.showLoading).not.toHaveBeenCalled()
    expect(rootStore.session.userInfo?.UserId).toBe(7)
    expect(rootStore.profile.data).toMatchObject({ SProvince: { ID: 44, ProvinceName: '广东' }, Score: 555, SubjectType: 2, Year: 2025 })
  })

  it('removes the token when the server refuses it, without a re-login', async () => {
    rootStore.session.setLogin(7, 'dead')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    api.on('User/MemberInfo', env(112, null, '登录已过期'))
    expect(await runStartup({})).toBe('restore-failed')
    expect(rootStore.session.token).toBe('')
    expect(taroMock.storage().token).toBeUndefined()
    expect(api.callsOf('User/UserLogin')).toHaveLength(0)
    expect(taroMock.toasts()).not.toContain('登录已过期')
  })

  it('keeps the token when only the network failed', async () => {
    rootStore.session.setLogin(7, 'tok')
    api.on('User/MemberInfo', { network: 'fail' } as any)
    await runStartup({})
    expect(rootStore.session.token).toBe('tok')
  })

  it('anonymous without a token', async () => {
    expect(await runStartup({})).toBe('anonymous')
    expect(api.callsOf('User/MemberInfo')).toHaveLength(0)
  })
})
