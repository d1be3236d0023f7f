/**
 * The request layer and the error catalogue of SPEC §8, branch by branch, for both wrappers; the wire
 * format of SPEC §7; and the single re-login under concurrent 112 answers (SPEC §4 session expiry).
 */
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok, deferred, flush, setUserAgent, PLAIN_UA, WECHAT_UA } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { request, requestSilent, call, ApiError, NetworkError, SILENT_CALLS, isSilentCall, resetRequestStateForTests } from '../../src/services/request'
import { resetSessionExpiryForTests, currentRelogin, sessionGeneration } from '../../src/stores/flows/session-expiry'
import { apiBase, authBase, setBases, TIMEOUT_MS, urlOf } from '../../src/services/transport'
import { browser } from '../../src/platform/browser'
import { dropOpenProof, keepOpenProof } from '../../src/platform/common'

let api: FakeApi
let reload: jest.SpyInstance
let assign: jest.SpyInstance

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  setBases({ api: '', auth: '/auth' })
  delete (globalThis as any).__ZY_API_BASE__
  delete (globalThis as any).__ZY_AUTH_BASE__
  setUserAgent(PLAIN_UA)
  rootStore.hydrate()
  rootStore.resetSession()
  rootStore.config.setFromServer({ loginUrl: '', memberUrl: '' })
  rootStore.config.loginUrl = ''
  rootStore.config.memberUrl = ''
  dropOpenProof()
  api = new FakeApi()
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {})
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {})
})

afterEach(() => {
  reload.mockRestore()
  assign.mockRestore()
})

/** resolves to 'pending' when the promise has not settled after the queue drains */
async function state(p: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let s: 'pending' | 'resolved' | 'rejected' = 'pending'
  p.then(
    () => (s = 'resolved'),
    () => (s = 'rejected'),
  )
  await flush()
  return s
}

describe('wire format (SPEC §7)', () => {
  it('POSTs JSON under /api with JSON headers, the token header, Platform 0 and a 60000 ms timeout', async () => {
    rootStore.session.setLogin(7, 'tok-1')
    api.on('User/StudentInfo', ok({ UserId: 7 }))
    await request('User/StudentInfo')
    const [sent] = api.calls
    expect(sent.url).toBe('/api/User/StudentInfo')
    expect(sent.body).toEqual({ Platform: 0 })
    expect(sent.header['Content-Type']).toBe('application/json')
    expect(sent.header.Accept).toBe('application/json')
    expect(sent.token).toBe('tok-1')
    expect(sent.timeout).toBe(60000)
    expect(TIMEOUT_MS).toBe(60000)
    expect((Taro.request as jest.Mock).mock.calls[0][0].method).toBe('POST')
  })

  it('keeps the caller body and lets it override Platform', async () => {
    api.on('User/UserLogin', ok({ UserId: 1, Token: 't' })).on('Public/Config', ok('1'))
    await request('User/UserLogin', { Mobile: '13800138000', Password: 'abc12345' })
    expect(api.calls[0].body).toEqual({ Platform: 0, Mobile: '13800138000', Password: 'abc12345' })
    await call('Public/Config', { ConfigName: 'X', Platform: 3 } as any)
    expect(api.calls[1].body.Platform).toBe(3)
  })

  it('sends no token header when logged out', async () => {
    api.on('Public/ProvinceList', ok([]))
    await request('Public/ProvinceList')
    expect(api.calls[0].header).not.toHaveProperty('token')
  })

  it('sends Student/UpdatePassword as URL parameters', async () => {
    rootStore.session.setLogin(7, 'tok')
    api.on('Student/UpdatePassword', ok(true))
    await call('Student/UpdatePassword', { OldPassword: 'old12345', Password: 'new12345' })
    expect(api.calls[0].query).toBe('Platform=0&OldPassword=old12345&Password=new12345')
    expect(api.calls[0].body).toEqual({ Platform: 0 })
  })

  it('takes the base address from a page global, else the config, else the same origin (H5)', () => {
    expect(apiBase()).toBe('')
    expect(urlOf('User/UserLogin')).toBe('/api/User/UserLogin')
    process.env.TARO_APP_API_BASE = 'https://api.example.cn/'
    expect(apiBase()).toBe('https://api.example.cn')
    setBases({ api: 'https://page.example.cn' })
    expect(apiBase()).toBe('https://page.example.cn')
    delete (globalThis as any).__ZY_API_BASE__
    delete process.env.TARO_APP_API_BASE
    expect(apiBase()).toBe('')
  })

  it('sends OpenAuth/JSYAuth to the separate auth base', () => {
    expect(authBase()).toBe('/auth')
    expect(urlOf('OpenAuth/JSYAuth')).toBe('/auth/api/OpenAuth/JSYAuth')
    process.env.TARO_APP_AUTH_BASE = 'https://auth.example.cn'
    expect(urlOf('OpenAuth/JSYAuth')).toBe('https://auth.example.cn/api/OpenAuth/JSYAuth')
    delete process.env.TARO_APP_AUTH_BASE
    setBases({ api: 'https://api.example.cn' })
    expect(urlOf('OpenAuth/JSYAuth')).toBe('https://api.example.cn/auth/api/OpenAuth/JSYAuth')
    expect(urlOf('OpenAuth/OpenIdBind')).toBe('https://api.example.cn/api/OpenAuth/OpenIdBind')
  })
})

describe('the two wrappers (SPEC §7)', () => {
  it('the loading wrapper shows one blocking 加载中 for concurrent calls and hides it after the last', async () => {
    const a = deferred<any>()
    const b = deferred<any>()
    api.on('Public/ProvinceList', () => a.promise).on('Public/Area', () => b.promise)
    const p1 = request('Public/ProvinceList')
    const p2 = request('Public/Area')
    await flush()
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    expect((Taro.showLoading as jest.Mock).mock.calls[0][0]).toMatchObject({ title: '加载中', mask: true })
    a.resolve(ok([]))
    await p1
    expect(Taro.hideLoading).not.toHaveBeenCalled()
    b.resolve(ok([]))
    await p2
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
    expect(taroMock.loadingVisible).toBe(false)
  })

  it('the silent wrapper shows no indicator', async () => {
    api.on('User/MemberInfo', ok({}))
    await requestSilent('User/MemberInfo')
    expect(Taro.showLoading).not.toHaveBeenCalled()
  })

  it('call() uses the silent wrapper for exactly the SPEC §7 list', async () => {
    for (const n of [
      'Portal/AdInfoList',
      'User/MemberInfo',
      'User/StudentInfo',
      'Public/ProvinceIsFinalScore',
      'Public/ProvinceIsNewExam',
      'User/WishList',
      'Wish/WishProvinceAll',
      'Wish/WishYear',
    ])
      expect(isSilentCall(n)).toBe(true)
    expect(isSilentCall('User/UserLogin')).toBe(false)
    expect(isSilentCall('Public/Config')).toBe(false)
    expect(SILENT_CALLS.length).toBe(10)
    api
      .on('User/StudentInfo', ok({}))
      .on('Public/ProvinceIsNewExam', ok(true))
      .on('User/UserLogin', ok({ UserId: 1, Token: 't' }))
    await call('User/StudentInfo')
    await call('Public/ProvinceIsNewExam', { ProvinceId: 44, Year: 2025 })
    expect(Taro.showLoading).not.toHaveBeenCalled()
    await call('User/UserLogin', { Mobile: '13800138000', Password: 'x' })
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
  })

  it('hides the indicator before a failure toast (they share one layer in the mini program)', async () => {
    api.on('User/UserLogin', env(1, null, '手机号或密码错误'))
    await expect(request('User/UserLogin', { Mobile: '13800138000', Password: 'x' })).rejects.toBeInstanceOf(ApiError)
    const hideOrder = (Taro.hideLoading as jest.Mock).mock.invocationCallOrder[0]
    const toastOrder = (Taro.showToast as jest.Mock).mock.invocationCallOrder[0]
    expect(hideOrder).toBeLessThan(toastOrder)
  })
})

describe('error catalogue (SPEC §8)', () => {
  it('code 0 → data', async () => {
    api.on('Public/ProvinceList', ok([{ ID: 44, ProvinceName: '广东', IsNewExam: true }]))
    await expect(request('Public/ProvinceList')).resolves.toEqual([{ ID: 44, ProvinceName: '广东', IsNewExam: true }])
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it.each([
    ['loading', request],
    ['silent', requestSilent],
  ] as const)('other codes → the server message as a 2 s toast and a rejection (%s wrapper)', async (_n, wrapper) => {
    api.on('User/UserLogin', env(1, null, '手机号或密码错误'))
    const err = await wrapper('User/UserLogin', { Mobile: '13800138000', Password: 'x' }).catch((e) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ code: 1, message: '手机号或密码错误', shown: true })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '手机号或密码错误', icon: 'none', duration: 2000 })
  })

  it('code 113 → the message, then the member page; rejects', async () => {
    rootStore.session.setLogin(7, 't')
    api.on('User/SysDWFConfig', env(113, null, '开通会员后可查看'))
    const err = await request('User/SysDWFConfig').catch((e) => e)
    expect(err).toMatchObject({ code: 113, shown: true })
    expect(taroMock.toasts()).toEqual(['开通会员后可查看'])
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/openmamber/openmamber' })
  })

  it('code 113 with a configured member URL → that URL', async () => {
    rootStore.session.setLogin(7, 't')
    rootStore.config.memberUrl = 'https://pay.example.cn/member'
    api.on('User/SysDWFConfig', env(113, null, '开通会员后可查看'))
    await request('User/SysDWFConfig').catch(() => undefined)
    expect(assign).toHaveBeenCalledWith('https://pay.example.cn/member')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it.each([
    ['loading', request],
    ['silent', requestSilent],
  ] as const)('code 116 → rejected silently, no toast (%s wrapper)', async (_n, wrapper) => {
    api.on('Public/Config', env(116, null, '不显示'))
    const err = await wrapper('Public/Config', { ConfigName: 'X' }).catch((e) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ code: 116, shown: false })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('code 117 in the loading wrapper → silent: no toast, neither success nor error callback', async () => {
    api.on('Public/Config', env(117, null, '不显示'))
    const p = request('Public/Config', { ConfigName: 'X' })
    expect(await state(p)).toBe('pending')
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(taroMock.loadingVisible).toBe(false)
  })

  it('code 117 in the silent wrapper is an ordinary failure (toast + reject)', async () => {
    api.on('Public/Config', env(117, null, '稍后再试'))
    await expect(requestSilent('Public/Config', { ConfigName: 'X' })).rejects.toMatchObject({ code: 117 })
    expect(taroMock.toasts()).toEqual(['稍后再试'])
  })

  it('network failure with status 401 → 登录已过期', async () => {
    taroMock.onRequest(() => ({ statusCode: 401, data: 'Unauthorized' }))
    const err = await request('Public/ProvinceList').catch((e) => e)
    expect(err).toBeInstanceOf(NetworkError)
    expect(err.status).toBe(401)
    expect(taroMock.toasts()).toEqual(['登录已过期'])
    expect(taroMock.loadingVisible).toBe(false)
  })

  it("a body too large (HTTP 413 with the envelope) shows the server's message, not 请稍后重试", async () => {
    taroMock.onRequest(() => ({ statusCode: 413, data: { code: 2, message: '请求体过大（最多 256 KB）', data: null } }))
    const err = await request('Public/ProvinceList').catch((e) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err.code).toBe(2)
    expect(taroMock.toasts()).toEqual(['请求体过大（最多 256 KB）'])
    expect(taroMock.loadingVisible).toBe(false)
  })

  it.each([
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- WeChat's request fails with a plain { errMsg } object
    ['no connection', () => Promise.reject({ errMsg: 'request:fail timeout' })],
    ['HTTP 502', () => ({ statusCode: 502, data: '<html>bad gateway</html>' })],
    ['an answer that is not an envelope', () => ({ statusCode: 200, data: '<html>' })],
  ])('other network failure (%s) → 请稍后重试', async (_n, handler) => {
    taroMock.onRequest(handler)
    const err = await requestSilent('Public/ProvinceList').catch((e) => e)
    expect(err).toBeInstanceOf(NetworkError)
    expect(taroMock.toasts()).toEqual(['请稍后重试'])
  })

  it('parses an envelope that arrives as a JSON string', async () => {
    taroMock.onRequest(() => ({ statusCode: 200, data: JSON.stringify({ code: 0, message: 'ok', data: 5 }) }))
    await expect(request('Public/ProvinceList')).resolves.toBe(5)
  })
})

describe('code 112: one re-login, then reload (SPEC §4 session expiry)', () => {
  function expireAll() {
    api.on('User/StudentInfo', env(112, null, '登录已过期，请重新登录'))
    api.on('User/SysDWFConfig', env(112, null, '登录已过期，请重新登录'))
    api.on('User/IntentionDetail', env(112, null, '登录已过期，请重新登录'))
  }

  it('H5 outside WeChat: message once, one UserLogin with the saved pair, new token stored, page reloaded', async () => {
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    expireAll()
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'new' }))
    const p = request('User/StudentInfo')
    expect(await state(p)).toBe('pending')
    await currentRelogin()
    expect(api.callsOf('User/UserLogin')).toHaveLength(1)
    expect(api.callsOf('User/UserLogin')[0].body).toMatchObject({ Mobile: '13800138000', Password: 'abc12345' })
    expect(rootStore.session.token).toBe('new')
    expect(taroMock.storage().token).toBe('new')
    expect(taroMock.toasts()).toEqual(['登录已过期，请重新登录'])
    expect(reload).toHaveBeenCalledTimes(1)
    expect(await state(p)).toBe('pending')
  })

  it('concurrent calls that all get 112 trigger one re-login, one message and one reload', async () => {
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    expireAll()
    const login = deferred<any>()
    api.on('User/UserLogin', () => login.promise)
    const calls = [request('User/StudentInfo'), requestSilent('User/SysDWFConfig'), request('User/IntentionDetail'), requestSilent('User/StudentInfo')]
    await flush()
    // a late 112 while the re-login runs joins it
    const late = request('User/SysDWFConfig')
    await flush()
    login.resolve(ok({ UserId: 7, Token: 'new' }))
    await currentRelogin()
    await flush()
    expect(api.callsOf('User/UserLogin')).toHaveLength(1)
    expect(taroMock.toasts()).toEqual(['登录已过期，请重新登录'])
    expect(reload).toHaveBeenCalledTimes(1)
    for (const c of [...calls, late]) expect(await state(c)).toBe('pending')
  })

  it('a 112 answered after the re-login finished, for a call sent before it, is ignored', async () => {
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    const slow = deferred<any>()
    api.on('User/StudentInfo', env(112, null, '登录已过期'))
    api.on('User/IntentionDetail', () => slow.promise)
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'new' }))
    const stale = request('User/IntentionDetail')
    await flush()
    const g0 = sessionGeneration()
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    expect(sessionGeneration()).toBe(g0 + 1)
    slow.resolve(env(112, null, '登录已过期'))
    expect(await state(stale)).toBe('pending')
    expect(api.callsOf('User/UserLogin')).toHaveLength(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('failure: session reset, storage cleared, login page with the way back', async () => {
    taroMock.setPage('/pages/personal/editInfo/editInfo', { from: 'me' })
    rootStore.session.setLogin(7, 'old')
    rootStore.profile.setProvince(44)
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'changed1')
    taroMock.api.setStorageSync('ChannelCode', 'c1')
    expireAll()
    api.on('User/UserLogin', env(1, null, '手机号或密码错误'))
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    await flush()
    expect(rootStore.session.token).toBe('')
    expect(rootStore.session.userId).toBeNull()
    expect(taroMock.storage()).toEqual({})
    expect(reload).not.toHaveBeenCalled()
    // the login takes the broken page's place, keeping the way back to it
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/personal/login/index?redirect=%2Fpages%2Fpersonal%2FeditInfo%2FeditInfo%3Ffrom%3Dme' })
    // the failed re-login shows nothing of its own: only the expiry message
    expect(taroMock.toasts()).toEqual(['登录已过期，请重新登录'])
  })

  it('no saved pair → failure path without any login call', async () => {
    rootStore.session.setLogin(7, 'old')
    expireAll()
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    expect(api.callsOf('User/UserLogin')).toHaveLength(0)
    expect(rootStore.session.token).toBe('')
    expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^\/pages\/personal\/login\/index/) }))
  })

  it('a second expiry right after a successful re-login goes to login instead of looping', async () => {
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    expireAll()
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'new' }))
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    expect(reload).toHaveBeenCalledTimes(1)
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    await flush()
    expect(api.callsOf('User/UserLogin')).toHaveLength(1)
    expect(rootStore.session.token).toBe('')
  })

  it('WeChat in-app browser: re-login by the stored openID with the proof of this page’s WeChat authorisation', async () => {
    setUserAgent(WECHAT_UA)
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('openID', 'o-abc')
    keepOpenProof('o-abc', 'Q'.repeat(43))
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    expireAll()
    api.on('User/OpenIdLogin', ok({ UserId: 7, Token: 'new' }))
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    expect(api.callsOf('User/OpenIdLogin')[0].body).toMatchObject({ OpenType: 2, OpenId: 'o-abc', OpenProof: 'Q'.repeat(43) })
    expect(api.callsOf('User/UserLogin')).toHaveLength(0)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('WeChat in-app browser without a fresh proof: no OpenIdLogin (an openID alone logs no one in), the login page', async () => {
    setUserAgent(WECHAT_UA)
    rootStore.session.setLogin(7, 'old')
    taroMock.api.setStorageSync('openID', 'o-abc')
    expireAll()
    void request('User/StudentInfo')
    await flush()
    await currentRelogin()
    expect(api.callsOf('User/OpenIdLogin')).toHaveLength(0)
    expect(reload).not.toHaveBeenCalled()
    expect(rootStore.session.token).toBe('')
  })

  it('noRelogin callers get the 112 as a rejection and nothing else happens', async () => {
    rootStore.session.setLogin(7, 'old')
    expireAll()
    await expect(requestSilent('User/StudentInfo', undefined, { noRelogin: true })).rejects.toMatchObject({ code: 112, shown: false })
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(currentRelogin()).toBeNull()
  })
})
