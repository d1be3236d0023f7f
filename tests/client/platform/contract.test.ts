/**
 * The platform interface (src/platform/types.ts), one contract run against both implementations: the mini
 * program's (adapter.weapp.ts) and the browser's (adapter.h5.ts) in WeChat's in-app browser and in any other.
 * The two files are imported directly — the builds never hold both, but the contract is the same — and each
 * must give what the app relies on whatever the platform. Behaviour only one platform has follows the contract.
 */
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { FakeApi, env, flush, ok, setUserAgent, PLAIN_UA, WECHAT_UA } from '../helpers/fake-api'
import { rootStore } from '../../../src/stores'
import * as weappModule from '../../../src/platform/adapter.weapp'
import * as h5Module from '../../../src/platform/adapter.h5'
import type * as AdapterModule from '../../../src/platform/adapter'
import { browser } from '../../../src/platform/browser'
import { dropOpenProof, keepOpenProof, openProofFor } from '../../../src/platform/common'
import type { PlatformAdapter, PlatformKind } from '../../../src/platform/types'
import { setBases } from '../../../src/services/transport'

// Both files export what `./adapter` declares (src/platform/adapter.d.ts): checked by the type checker here.
const modules: Record<'weapp' | 'h5', typeof AdapterModule> = { weapp: weappModule, h5: h5Module }

const PROOF = 'C'.repeat(43)
let api: FakeApi
let reload: jest.SpyInstance
let assign: jest.SpyInstance

beforeEach(() => {
  taroMock.reset()
  setBases({ api: '' })
  rootStore.hydrate()
  rootStore.resetSession()
  dropOpenProof()
  setUserAgent(PLAIN_UA)
  api = new FakeApi()
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {})
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {})
})

afterEach(() => {
  reload.mockRestore()
  assign.mockRestore()
  setUserAgent(PLAIN_UA)
})

interface Case {
  name: string
  kind: PlatformKind
  /** the adapter, as the running build would give it now */
  adapter: () => PlatformAdapter
  /** puts in place what this platform's silent re-login succeeds with, answered by the server */
  arrangeRelogin: () => void
}

const cases: Case[] = [
  {
    name: 'mini program (adapter.weapp.ts)',
    kind: 'weapp',
    adapter: () => modules.weapp.getPlatform(),
    arrangeRelogin: () => {
      taroMock.api.setStorageSync('openID', 'o-1')
      taroMock.setLoginCode('wx-1')
      api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-1', OpenProof: PROOF, UserId: 7, Token: 'new' }))
    },
  },
  {
    name: 'WeChat in-app browser (adapter.h5.ts)',
    kind: 'wechat-h5',
    adapter: () => {
      setUserAgent(WECHAT_UA)
      return modules.h5.getPlatform()
    },
    arrangeRelogin: () => {
      taroMock.api.setStorageSync('openID', 'o-1')
      keepOpenProof('o-1', PROOF)
      api.on('User/OpenIdLogin', ok({ UserId: 7, Token: 'new' }))
    },
  },
  {
    name: 'other browsers (adapter.h5.ts)',
    kind: 'h5',
    adapter: () => modules.h5.getPlatform(),
    arrangeRelogin: () => {
      taroMock.api.setStorageSync('Mobile', '13800138000')
      taroMock.api.setStorageSync('Password', 'abc12345')
      api.on('User/UserLogin', ok({ UserId: 7, Token: 'new' }))
    },
  },
]

describe.each(cases)('platform contract: $name', ({ kind, adapter, arrangeRelogin }) => {
  it('says which platform it is, consistently', () => {
    const p = adapter()
    expect(p.kind).toBe(kind)
    expect(p.isMicromessenger).toBe(kind === 'wechat-h5')
    expect(p.usesOpenId).toBe(kind !== 'h5')
    // same origin, or an absolute address the mini program can call
    expect(p.defaultApiBase === '' || /^https?:\/\/[^/]+$/.test(p.defaultApiBase)).toBe(true)
  })

  it('re-login: stores the new session and answers true', async () => {
    arrangeRelogin()
    expect(await adapter().relogin(rootStore.session)).toBe(true)
    expect(rootStore.session.token).toBe('new')
    expect(taroMock.storage().token).toBe('new')
  })

  it('re-login with nothing to log in with: false, nothing stored, nothing thrown', async () => {
    taroMock.setLoginCode('')
    expect(await adapter().relogin(rootStore.session)).toBe(false)
    expect(rootStore.session.token).toBe('')
  })

  it('re-login refused by the server: false', async () => {
    arrangeRelogin()
    for (const name of ['OpenAuth/WechchatMiniAppAuth', 'User/OpenIdLogin', 'User/UserLogin']) api.on(name, env(1, null, '登录失败'))
    expect(await adapter().relogin(rootStore.session)).toBe(false)
    expect(rootStore.session.token).toBe('')
  })

  it('re-login without a network: false, not an exception', async () => {
    arrangeRelogin()
    for (const name of ['OpenAuth/WechchatMiniAppAuth', 'User/OpenIdLogin', 'User/UserLogin']) api.on(name, { network: 'fail' } as never)
    await expect(adapter().relogin(rootStore.session)).resolves.toBe(false)
  })

  it('a fresh proof of the stored openID is enough to bind with: no call', async () => {
    taroMock.api.setStorageSync('openID', 'o-1')
    keepOpenProof('o-1', PROOF)
    expect(await adapter().ensureOpenProof(rootStore.session)).toBe(true)
    expect(api.calls).toHaveLength(0)
    expect(openProofFor('o-1')).toBe(PROOF)
  })

  it('start-up with an openID stored and no code: nothing to authorise', () => {
    taroMock.api.setStorageSync('openID', 'o-1')
    expect(adapter().launchAuthorisation({}, rootStore.session).kind).toBe('none')
  })

  it('launch address: none, or a route and parameters; forgetting parameters never throws', () => {
    const p = adapter()
    const address = p.launchAddress()
    if (address) expect(typeof address.params).toBe('object')
    expect(() => p.forgetLaunchParams(['code'])).not.toThrow()
  })

  it('reloads the current page exactly one way', () => {
    adapter().reloadPage('/pages/query/index?a=1')
    expect(reload.mock.calls.length + (Taro.reLaunch as jest.Mock).mock.calls.length).toBe(1)
  })

  it('an outside page can return only where the app can leave for it', () => {
    const p = adapter()
    const back = p.returnAddress('/pages/query/index')
    const left = p.leaveFor('https://sso.example.cn/login')
    if (back !== null) expect(left).toBe(true)
    expect(assign.mock.calls.length).toBe(left ? 1 : 0)
  })

  it('a capsule button where it says there is one', () => {
    const p = adapter()
    if (p.hasMenuButton) expect(p.menuButtonRect()).toMatchObject({ height: 32, width: 87 })
    else expect(p.menuButtonRect()).toBeNull()
  })

  it('finds a canvas (or says it is not there yet) through one callback', () => {
    const found = jest.fn()
    adapter().canvas.find('no-such-canvas', found)
    expect(found).toHaveBeenCalledTimes(1)
    expect(found.mock.calls[0][0]).toBeNull()
  })
})

describe('mini program only', () => {
  it('re-login: the exchange of a fresh wx.login code logs the bound openID in, without OpenIdLogin', async () => {
    taroMock.api.setStorageSync('openID', 'o-1')
    taroMock.setLoginCode('wx-2')
    api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-1', OpenProof: PROOF, UserId: 7, Token: 'new' }))
    expect(await modules.weapp.getPlatform().relogin(rootStore.session)).toBe(true)
    expect(api.callsOf('OpenAuth/WechchatMiniAppAuth')[0].body).toMatchObject({ Code: 'wx-2' })
    expect(api.callsOf('User/OpenIdLogin')).toHaveLength(0)
  })

  it('without an openID start-up gets one through wx.login in the background', async () => {
    taroMock.setLoginCode('wx-3')
    api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-new', OpenProof: PROOF }))
    const auth = modules.weapp.getPlatform().launchAuthorisation({}, rootStore.session)
    expect(auth.kind).toBe('obtain-in-background')
    if (auth.kind === 'obtain-in-background') expect(await auth.run()).toMatchObject({ ok: true })
    expect(taroMock.storage().openID).toBe('o-new')
    expect(openProofFor('o-new')).toBe(PROOF)
  })

  it('a spent proof: binding first gets a new one through wx.login', async () => {
    taroMock.api.setStorageSync('openID', 'o-1')
    taroMock.setLoginCode('wx-4')
    api.on('OpenAuth/WechchatMiniAppAuth', ok({ OpenId: 'o-1', OpenProof: PROOF }))
    expect(await modules.weapp.getPlatform().ensureOpenProof(rootStore.session)).toBe(true)
    expect(openProofFor('o-1')).toBe(PROOF)
  })

  it('reloads by relaunching the page; outside pages cannot be left for; no browser is touched', () => {
    const p = modules.weapp.getPlatform()
    p.reloadPage('/pages/query/index?a=1')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/query/index?a=1' })
    expect(p.leaveFor('https://x.cn')).toBe(false)
    expect(p.returnAddress('/pages/home/index')).toBeNull()
    expect(p.launchAddress()).toBeNull()
    expect(reload).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('has no WeChat web authorisation', async () => {
    expect(await modules.weapp.getPlatform().startWechatAuthorisation('/pages/home/index')).toMatchObject({ ok: false })
    expect(api.calls).toHaveLength(0)
  })
})

describe('browser only', () => {
  it('WeChat browser: a code WeChat came back with is exchanged for the openID and its proof', async () => {
    setUserAgent(WECHAT_UA)
    api.on('OpenAuth/WechchatH5Auth', ok({ OpenId: 'o-h5', OpenProof: PROOF }))
    const auth = modules.h5.getPlatform().launchAuthorisation({ code: 'wx-c' }, rootStore.session)
    expect(auth.kind).toBe('exchange-code')
    if (auth.kind === 'exchange-code') expect(await auth.run()).toMatchObject({ ok: true })
    expect(api.callsOf('OpenAuth/WechchatH5Auth')[0].body).toMatchObject({ Code: 'wx-c' })
    expect(openProofFor('o-h5')).toBe(PROOF)
  })

  it('WeChat browser without an openID: start-up sends the user to authorise', () => {
    setUserAgent(WECHAT_UA)
    expect(modules.h5.getPlatform().launchAuthorisation({}, rootStore.session).kind).toBe('authorise')
  })

  it('WeChat browser without a fresh proof: binding authorises again (the browser leaves) and answers false', async () => {
    setUserAgent(WECHAT_UA)
    taroMock.api.setStorageSync('openID', 'o-1')
    api.on('OpenAuth/WechchatH5AuthUrl', ok('https://open.weixin.qq.com/connect/oauth2/authorize?x=1'))
    expect(await modules.h5.getPlatform().ensureOpenProof(rootStore.session)).toBe(false)
    expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x=1')
  })

  it('other browsers: a code parameter means nothing and there is nothing to authorise', () => {
    expect(modules.h5.getPlatform().launchAuthorisation({ code: 'x' }, rootStore.session).kind).toBe('none')
  })

  it('reads the launch route and parameters from both parts of the address and forgets consumed ones', () => {
    window.history.replaceState(null, '', '/?Token=t1&keep=1#/pages/query/index?tab=2')
    const p = modules.h5.getPlatform()
    expect(p.launchAddress()).toEqual({ route: 'pages/query/index', params: { Token: 't1', keep: '1', tab: '2' } })
    p.forgetLaunchParams(['Token'])
    expect(window.location.search).toBe('?keep=1')
    window.history.replaceState(null, '', '/')
  })

  it('an outside login returns to the absolute hash-route address; reload reloads the document', async () => {
    const p = modules.h5.getPlatform()
    expect(p.returnAddress('/pages/query/index?a=1')).toBe('http://localhost/#/pages/query/index?a=1')
    p.reloadPage('/pages/query/index')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await flush()
  })
})
