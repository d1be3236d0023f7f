/** Login, register, logout (SPEC §4) in each environment; the login action; the membership check. */
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok, flush, setUserAgent, userInfo, PLAIN_UA, WECHAT_UA } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { row } from './wish/fixtures'
import {
  changePassword,
  deleteAccount,
  loginAndBindOpenId,
  loginByPassword,
  loginBySmsCode,
  logout,
  register,
  requireLogin,
  routeAfterLogin,
  sendSmsCode,
  resetPassword,
  SmsPurpose,
} from '../../src/stores/flows/account'
import { checkMember, resolveDefaultProvince } from '../../src/stores/flows/profile'
import { goLogin, goMember, leaveLogin } from '../../src/navigation'
import { resetRequestStateForTests } from '../../src/services/request'
import { resetSessionExpiryForTests } from '../../src/stores/flows/session-expiry'
import { browser } from '../../src/platform/browser'
import { dropOpenProof, keepOpenProof } from '../../src/platform/common'

/** what a WeChat authorisation answers besides the openID: the proof binding and OpenID logins spend */
const PROOF = 'P'.repeat(43)

let api: FakeApi
let assign: jest.SpyInstance

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  setUserAgent(PLAIN_UA)
  rootStore.hydrate()
  rootStore.resetSession()
  rootStore.config.loginUrl = ''
  rootStore.config.memberUrl = ''
  rootStore.config.defaultProvince = null
  rootStore.province.list = []
  rootStore.province.loaded = false
  dropOpenProof()
  api = new FakeApi()
  api.on('User/MemberInfo', ok(userInfo()))
  api.on('User/StudentComplate', ok({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false }))
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {})
})

afterEach(() => assign.mockRestore())

describe('password login', () => {
  it('stores the session, saves the pair for the H5 re-login, loads user info and the info status', async () => {
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'tok' }))
    const status = await loginByPassword('13800138000', 'abc12345')
    expect(status).toEqual({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false })
    expect(taroMock.storage()).toMatchObject({ token: 'tok', UserId: 7, Mobile: '13800138000', Password: 'abc12345' })
    expect(rootStore.session.userInfo?.NickName).toBe('小明')
    expect(api.callsOf('User/MemberInfo')[0].token).toBe('tok')
  })

  it('in WeChat: binds the stored openID with the proof of its authorisation and does not keep the password', async () => {
    setUserAgent(WECHAT_UA)
    taroMock.api.setStorageSync('openID', 'o-1')
    keepOpenProof('o-1', PROOF)
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'tok' })).on('OpenAuth/OpenIdBind', ok(true))
    await loginByPassword('13800138000', 'abc12345')
    expect(api.callsOf('OpenAuth/OpenIdBind')[0].body).toMatchObject({ OpenType: 2, OpenId: 'o-1', OpenProof: PROOF })
    expect(api.callsOf('OpenAuth/OpenIdBind')[0].token).toBe('tok')
    expect(taroMock.storage().Password).toBeUndefined()
  })

  it('in WeChat without a fresh proof: no bind call (it would be refused); WeChat authorises again', async () => {
    setUserAgent(WECHAT_UA)
    taroMock.api.setStorageSync('openID', 'o-1')
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'tok' })).on('OpenAuth/WechchatH5AuthUrl', ok('https://open.weixin.qq.com/connect/oauth2/authorize?x=1'))
    await loginByPassword('13800138000', 'abc12345')
    expect(api.callsOf('OpenAuth/OpenIdBind')).toHaveLength(0)
    expect(rootStore.session.token).toBe('tok')
    expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x=1')
  })

  it('a wrong password shows the server message and stores nothing', async () => {
    api.on('User/UserLogin', env(1, null, '手机号或密码错误'))
    await expect(loginByPassword('13800138000', 'wrong')).rejects.toMatchObject({ message: '手机号或密码错误' })
    expect(taroMock.toasts()).toEqual(['手机号或密码错误'])
    expect(taroMock.storage()).toEqual({})
  })
})

describe('SMS code login and register', () => {
  it('sends a code and answers the resend wait', async () => {
    api.on('User/SendVerificationCode', ok({ ExpireSeconds: 300, ResendSeconds: 60 }))
    expect(await sendSmsCode('13800138000', SmsPurpose.LOGIN)).toEqual({ resendSeconds: 60, expireSeconds: 300 })
    expect(api.calls[0].body).toMatchObject({ Mobile: '13800138000', Type: 2 })
  })

  it('logs in by code with the stored ChannelCode', async () => {
    taroMock.api.setStorageSync('ChannelCode', 'ch-1')
    api.on('User/VerificationCodeLogin', ok({ UserId: 8, Token: 'sms-tok', IsNewUser: true }))
    await loginBySmsCode('13800138000', '123456')
    expect(api.calls[0].body).toMatchObject({ Mobile: '13800138000', Code: '123456', ChannelCode: 'ch-1' })
    expect(rootStore.session.token).toBe('sms-tok')
    expect(taroMock.storage().Password).toBeUndefined()
  })

  it('registers with AddStudentAndLogin and keeps the pair', async () => {
    api.on('User/AddStudentAndLogin', ok({ UserId: 9, Token: 'reg-tok' }))
    await register({ Mobile: '13900139000', Password: 'abc12345', Code: '654321', NickName: '小红' })
    expect(api.calls[0].body).toEqual({ Platform: 0, Mobile: '13900139000', Password: 'abc12345', Code: '654321', NickName: '小红' })
    expect(taroMock.storage()).toMatchObject({ token: 'reg-tok', Mobile: '13900139000', Password: 'abc12345' })
  })

  it('reset and change password update a saved pair', async () => {
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'old12345')
    rootStore.session.setLogin(7, 'tok')
    api.on('User/ResetPassword', ok(true)).on('User/UpdatePassword', ok(true))
    await resetPassword('13800138000', '111111', 'new12345')
    expect(taroMock.storage().Password).toBe('new12345')
    await changePassword('new12345', 'newer123')
    expect(taroMock.storage().Password).toBe('newer123')
  })
})

describe('binding and deletion', () => {
  it('binds the stored openID by SMS code (OpenLogin, with the proof) without a second bind call', async () => {
    setUserAgent(WECHAT_UA)
    taroMock.api.setStorageSync('openID', 'o-9')
    keepOpenProof('o-9', PROOF)
    api.on('User/OpenLogin', ok({ UserId: 4, Token: 'bound' }))
    await loginAndBindOpenId('13800138000', '123456')
    expect(api.callsOf('User/OpenLogin')[0].body).toMatchObject({ OpenType: 2, OpenId: 'o-9', OpenProof: PROOF, Mobile: '13800138000', Code: '123456' })
    expect(api.callsOf('OpenAuth/OpenIdBind')).toHaveLength(0)
    expect(rootStore.session.token).toBe('bound')
  })

  it('a wrong SMS code keeps the proof for the next try; without a proof WeChat authorises again', async () => {
    setUserAgent(WECHAT_UA)
    taroMock.api.setStorageSync('openID', 'o-9')
    keepOpenProof('o-9', PROOF)
    api.on('User/OpenLogin', env(1, null, '验证码错误，还可尝试 4 次'))
    await expect(loginAndBindOpenId('13800138000', '000000')).rejects.toMatchObject({ message: '验证码错误，还可尝试 4 次' })
    api.on('User/OpenLogin', ok({ UserId: 4, Token: 'bound' }))
    await loginAndBindOpenId('13800138000', '123456')
    expect(api.callsOf('User/OpenLogin').map((c) => (c.body as { OpenProof: string }).OpenProof)).toEqual([PROOF, PROOF])
    // spent: the next bind needs a new authorisation
    api.on('OpenAuth/WechchatH5AuthUrl', ok('https://open.weixin.qq.com/connect/oauth2/authorize?y=2'))
    await expect(loginAndBindOpenId('13800138000', '123456')).rejects.toThrow('微信授权已过期')
    expect(api.callsOf('User/OpenLogin')).toHaveLength(2)
    expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?y=2')
  })

  it('deleting the account clears everything local', async () => {
    rootStore.session.setLogin(7, 'tok')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    taroMock.api.setStorageSync('batchTypeTotalList', [{ batchId: 1, selectedSchool: [1] }])
    api.on('User/DeleteStudent', ok(true))
    await deleteAccount('654321')
    expect(api.callsOf('User/DeleteStudent')[0].body).toMatchObject({ Code: '654321' })
    expect(taroMock.storage()).toEqual({})
    expect(rootStore.session.token).toBe('')
  })

  it('a refused deletion keeps the session', async () => {
    rootStore.session.setLogin(7, 'tok')
    api.on('User/DeleteStudent', env(1, null, '验证码错误'))
    await expect(deleteAccount('000000')).rejects.toMatchObject({ code: 1 })
    expect(rootStore.session.token).toBe('tok')
  })
})

describe('after login', () => {
  it('exam information missing → complete-information with the redirect', async () => {
    await routeAfterLogin({ IsNeedCompleteExam: true, IsNeedCompleteSelectSubject: true, IsNeedCompleteFinalScore: false }, '/pages/query/index')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/complete-information/index?redirect=%2Fpages%2Fquery%2Findex' })
  })

  it('subjects missing → select-subject', async () => {
    await routeAfterLogin({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: true, IsNeedCompleteFinalScore: false }, null)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/complete-information/select-subject' })
  })

  it('complete → the requested page (a tab page by switchTab)', async () => {
    await routeAfterLogin({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false }, '/pages/query/index')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/query/index' })
    await leaveLogin('/pages/home/schoolDetail/schoolDetail?id=3')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/schoolDetail/schoolDetail?id=3' })
  })

  it('without a redirect: back past the login pages, else home', async () => {
    taroMock.setPage('/pages/personal/setting/index')
    await Taro.navigateTo({ url: '/pages/personal/login/index' })
    await Taro.navigateTo({ url: '/pages/personal/login/login' })
    await leaveLogin(null)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    taroMock.setPage('/pages/personal/login/index')
    await leaveLogin(undefined)
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })
})

describe('logout (SPEC §4)', () => {
  it('ordinary browser: server session ended, state reset, storage cleared, 退出成功', async () => {
    rootStore.session.setLogin(7, 'tok')
    taroMock.api.setStorageSync('Mobile', '13800138000')
    taroMock.api.setStorageSync('Password', 'abc12345')
    taroMock.api.setStorageSync('ChannelCode', 'c')
    api.on('User/Loginout', ok(true))
    expect(await logout()).toBe(true)
    expect(api.callsOf('User/Loginout')[0].token).toBe('tok')
    expect(taroMock.storage()).toEqual({})
    expect(rootStore.session.token).toBe('')
    expect(taroMock.toasts()).toEqual(['退出成功'])
  })

  it('a draft kept through the logout comes back for that account only (issue 15)', async () => {
    rootStore.session.setLogin(7, 'tok')
    rootStore.wish.setBatch(2)
    expect(rootStore.wish.add(row('稳'), 2)).toBe('added')
    expect(rootStore.wish.drafts()).toEqual([expect.objectContaining({ batchId: 2, count: 1, forecast: false })])
    api.on('User/Loginout', ok(true))
    expect(await logout({ keepDrafts: true })).toBe(true)
    expect(Object.keys(taroMock.storage())).toEqual(['batchTypeTotalList'])
    rootStore.session.setLogin(8, 'other')
    rootStore.wish.setBatch(2)
    expect(rootStore.wish.items(2)).toHaveLength(0)
    expect(rootStore.wish.drafts()).toEqual([])
    rootStore.resetSession({ keepDrafts: true })
    rootStore.session.setLogin(7, 'tok2')
    expect(rootStore.wish.items(2)).toHaveLength(1)
    expect(await logout()).toBe(true)
    expect(taroMock.storage()).toEqual({})
  })

  it('ordinary browser: the local logout happens even when the server is unreachable', async () => {
    rootStore.session.setLogin(7, 'tok')
    api.on('User/Loginout', { network: 'fail' } as any)
    expect(await logout()).toBe(true)
    expect(rootStore.session.token).toBe('')
    expect(taroMock.toasts()).toContain('退出成功')
  })

  it('WeChat browser: cancels the openID binding instead and keeps the openID', async () => {
    setUserAgent(WECHAT_UA)
    rootStore.session.setLogin(7, 'tok')
    taroMock.api.setStorageSync('openID', 'o-1')
    api.on('OpenAuth/OpenIdBindCancel', ok(true)).on('User/Loginout', ok(true))
    expect(await logout()).toBe(true)
    expect(api.callsOf('OpenAuth/OpenIdBindCancel')[0].body).toMatchObject({ OpenType: 2 })
    expect(taroMock.storage()).toEqual({ openID: 'o-1' })
    expect(rootStore.session.token).toBe('')
    expect(taroMock.toasts()).toEqual(['退出成功'])
  })

  it('WeChat browser without a stored openID: openID获取失败 and nothing changes', async () => {
    setUserAgent(WECHAT_UA)
    rootStore.session.setLogin(7, 'tok')
    expect(await logout()).toBe(false)
    expect(taroMock.toasts()).toEqual(['openID获取失败'])
    expect(api.calls).toHaveLength(0)
    expect(rootStore.session.token).toBe('tok')
  })

  it('WeChat browser: a refused unbinding stops the logout', async () => {
    setUserAgent(WECHAT_UA)
    rootStore.session.setLogin(7, 'tok')
    taroMock.api.setStorageSync('openID', 'o-1')
    api.on('OpenAuth/OpenIdBindCancel', env(1, null, '解绑失败'))
    expect(await logout()).toBe(false)
    expect(rootStore.session.token).toBe('tok')
    expect(taroMock.toasts()).toEqual(['解绑失败'])
  })
})

describe('login action and member purchase (SPEC §4)', () => {
  it('logged out: the login page with the current page as redirect', async () => {
    taroMock.setPage('/pages/query/college/index', { b: '1' })
    expect(requireLogin()).toBe(false)
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/login/index?redirect=%2Fpages%2Fquery%2Fcollege%2Findex%3Fb%3D1' })
  })

  it('logged in: nothing to do', () => {
    rootStore.session.setLogin(1, 't')
    expect(requireLogin()).toBe(true)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('a configured login URL gets a redirect parameter with the absolute way back', async () => {
    rootStore.config.loginUrl = 'https://sso.example.cn/login'
    await goLogin('/pages/query/index')
    expect(assign).toHaveBeenCalledWith(`https://sso.example.cn/login?redirect=${encodeURIComponent('http://localhost/#/pages/query/index')}`)
  })

  it('no second login page over the login page', async () => {
    taroMock.setPage('/pages/personal/login/login')
    await goLogin()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('member purchase: configured URL, else the open-member page', async () => {
    await goMember()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/openmamber/openmamber' })
    rootStore.config.memberUrl = 'https://pay.example.cn'
    await goMember()
    expect(assign).toHaveBeenCalledWith('https://pay.example.cn')
  })
})

describe('membership check (SPEC §6)', () => {
  it('reloads the user info first, then applies the group', async () => {
    rootStore.session.setLogin(7, 't')
    api.on('User/MemberInfo', ok(userInfo({ MemberType: 1 })))
    expect(await checkMember('ZNK')).toBe(true)
    expect(await checkMember('GZBB')).toBe(false)
    api.on('User/MemberInfo', ok(userInfo({ MemberType: 3 })))
    expect(await checkMember('VIP')).toBe(true)
    expect(await checkMember('OTHER')).toBe(false)
    expect(api.callsOf('User/MemberInfo')).toHaveLength(4)
    expect(rootStore.session.userInfo?.MemberType).toBe(3)
  })
})

describe('default province through the service', () => {
  const list = [
    { ID: 11, ProvinceName: '北京', IsNewExam: true },
    { ID: 44, ProvinceName: '广东', IsNewExam: true },
  ]
  it('uses the stored one, else the config, else the first; and stores the result', async () => {
    api.on('Public/ProvinceList', ok(list))
    expect((await resolveDefaultProvince())?.ID).toBe(11)
    expect(taroMock.storage().provinceID).toBe(11)
    rootStore.profile.setProvince(99)
    rootStore.config.defaultProvince = 44
    expect((await resolveDefaultProvince())?.ID).toBe(44)
    rootStore.profile.setProvince(11)
    expect((await resolveDefaultProvince())?.ID).toBe(11)
    expect(api.callsOf('Public/ProvinceList')).toHaveLength(1)
  })
})
