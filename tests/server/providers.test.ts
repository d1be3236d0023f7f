/**
 * Provider adapters against their local emulators, over real HTTP: Aliyun SMS (signature v1.0), WeChat
 * code-to-session and web OAuth2, Alipay oauth.token (RSA2); and every open-platform login call.
 */
import { sandboxAlipayKeys } from '../../server/providers/alipay/emulator'
import { popSignature } from '../../server/providers/sms/aliyun'
import { SANDBOX } from '../../server/providers/sandbox'
import { getService } from '../../server/context'
import { PROVIDERS } from '../../server/providers'
import { freshMobile, sandboxEnv, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

describe('Aliyun SMS signature and emulator', () => {
  it('signs as Aliyun documents (POP signature v1.0 example)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    }
    expect(popSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('the emulator checks signature, nonce and template like the real service', async () => {
    const base: Record<string, string> = {
      AccessKeyId: SANDBOX.aliyun.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: freshMobile(),
      RegionId: 'cn-hangzhou',
      SignName: SANDBOX.aliyun.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: `nonce-${Date.now()}`,
      SignatureVersion: '1.0',
      TemplateCode: SANDBOX.aliyun.templateCode,
      TemplateParam: '{"code":"123456"}',
      Timestamp: new Date(h.clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    const post = (p: Record<string, string>) =>
      fetch(`${h.baseUrl}/dev/aliyun-sms/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(p).toString(),
      })
    const bad = await post({ ...base, Signature: popSignature('POST', base, 'wrong-secret') })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { Code: string }).Code).toBe('SignatureDoesNotMatch')
    const good = await post({ ...base, Signature: popSignature('POST', base, SANDBOX.aliyun.accessKeySecret) })
    expect(good.status).toBe(200)
    expect((await good.json()) as object).toMatchObject({ Code: 'OK', Message: 'OK', BizId: expect.any(String) })
    const replay = await post({ ...base, Signature: popSignature('POST', base, SANDBOX.aliyun.accessKeySecret) })
    expect(((await replay.json()) as { Code: string }).Code).toBe('SignatureNonceUsed')
    const tpl = { ...base, SignatureNonce: `n2-${Date.now()}`, TemplateCode: 'SMS_OTHER' }
    const wrongTpl = await post({ ...tpl, Signature: popSignature('POST', tpl, SANDBOX.aliyun.accessKeySecret) })
    expect(((await wrongTpl.json()) as { Code: string }).Code).toBe('isv.SMS_TEMPLATE_ILLEGAL')
    // via GET too, as the RPC style allows
    const g = { ...base, SignatureNonce: `n3-${Date.now()}` }
    const viaGet = await fetch(
      `${h.baseUrl}/dev/aliyun-sms/?${new URLSearchParams({ ...g, Signature: popSignature('GET', g, SANDBOX.aliyun.accessKeySecret) })}`,
    )
    expect(((await viaGet.json()) as { Code: string }).Code).toBe('OK')
  })
})

describe('real adapters configured by environment variables (pointed at the emulators)', () => {
  let real: Harness
  const keys = sandboxAlipayKeys()
  beforeAll(async () => {
    real = await startHarness({
      providers: { sms: 'aliyun', wechat: 'real' },
      env_: sandboxEnv({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: SANDBOX.aliyun.accessKeyId,
        ALIYUN_ACCESS_KEY_SECRET: SANDBOX.aliyun.accessKeySecret,
        SMS_SIGN_NAME: SANDBOX.aliyun.signName,
        SMS_TEMPLATE_CODE: SANDBOX.aliyun.templateCode,
        ALIYUN_SMS_ENDPOINT: `${h.baseUrl}/dev/aliyun-sms/`,
        WECHAT_APPID: SANDBOX.wechatMini.appId,
        WECHAT_SECRET: SANDBOX.wechatMini.secret,
        WECHAT_API_BASE: `${h.baseUrl}/dev/wechat`,
        ALIPAY_APPID: SANDBOX.alipay.appId,
        // a bare base64 body, as Alipay's console shows keys
        ALIPAY_PRIVATE_KEY: keys.appPrivateKeyPem.replace(/-----[A-Z ]+-----|\n/g, ''),
        ALIPAY_PUBLIC_KEY: keys.alipayPublicKeyPem,
        ALIPAY_GATEWAY: `${h.baseUrl}/dev/alipay/gateway.do`,
      }),
    })
  }, 120000)
  afterAll(async () => {
    await real?.close()
  })

  it('uses the real providers and mounts no emulator or outbox', async () => {
    expect(getService(real.built.ctx, PROVIDERS)).toMatchObject({ sandbox: { sms: false, wechatMini: false, wechatH5: true, alipay: false } })
    expect((await fetch(`${real.baseUrl}/dev/sms-outbox`)).status).toBe(404)
    expect((await fetch(`${real.baseUrl}/dev/aliyun-sms/`)).status).toBe(404)
  })

  it('sends SMS through the Aliyun adapter (the message lands in the emulator’s outbox)', async () => {
    const mobile = freshMobile()
    expect((await real.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 })).code).toBe(0)
    expect(await h.outbox(mobile)).toHaveLength(1)
  })

  it('WeChat and Alipay adapters with configured credentials', async () => {
    const wx = await real.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:real-dave' })
    expect(wx.data.OpenId).toHaveLength(28)
    const ali = await real.call('Public/AliUserId', { Code: 'sandbox:real-erin' })
    expect(ali.data.OpenId).toMatch(/^0/)
  })

  it('a provider refusal becomes a clear Chinese message and the send can be retried at once', async () => {
    const broken = await startHarness({
      providers: { sms: 'aliyun', wechat: 'sandbox' },
      env_: sandboxEnv({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: SANDBOX.aliyun.accessKeyId,
        ALIYUN_ACCESS_KEY_SECRET: 'not-the-secret',
        SMS_SIGN_NAME: SANDBOX.aliyun.signName,
        SMS_TEMPLATE_CODE: SANDBOX.aliyun.templateCode,
        ALIYUN_SMS_ENDPOINT: `${h.baseUrl}/dev/aliyun-sms/`,
      }),
    })
    try {
      const mobile = freshMobile()
      const r = await broken.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 })
      expect(r).toMatchObject({ status: 200, code: 1, message: '短信发送失败，请稍后重试' })
      // no 60 s pause after a failed send
      expect((await broken.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 })).message).toBe('短信发送失败，请稍后重试')
    } finally {
      await broken.close()
    }
  }, 120000)

  it('refuses to start with SMS_PROVIDER=aliyun but no credentials', async () => {
    await expect(startHarness({ providers: { sms: 'aliyun', wechat: 'sandbox' }, env_: sandboxEnv({ SMS_PROVIDER: 'aliyun' }) })).rejects.toThrow(
      /ALIYUN_ACCESS_KEY_ID/,
    )
  }, 120000)
})

describe('WeChat mini program login', () => {
  it('code → OpenId; unbound answers no token; sandbox:<name> is deterministic', async () => {
    const a = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:alice' })
    expect(a.code).toBe(0)
    expect(a.data).toEqual({ OpenId: expect.stringMatching(/^o[\w-]{27}$/), UnionId: expect.any(String), OpenProof: expect.stringMatching(/^[\w-]{43}$/) })
    const b = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:alice' })
    expect(b.data.OpenId).toBe(a.data.OpenId)
    const c = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:bob' })
    expect(c.data.OpenId).not.toBe(a.data.OpenId)
  })

  it('issued codes are single use; unknown codes get errcode 40029 in Chinese', async () => {
    const { code } = (await (await fetch(`${h.baseUrl}/dev/wechat/mint-code?name=minted`)).json()) as { code: string }
    expect((await h.call('OpenAuth/WechchatMiniAppAuth', { Code: code })).code).toBe(0)
    expect(await h.call('OpenAuth/WechchatMiniAppAuth', { Code: code })).toMatchObject({ code: 1, message: '微信授权码无效或已过期，请重新授权' })
    expect(await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'made-up' })).toMatchObject({ code: 1, message: '微信授权码无效或已过期，请重新授权' })
  })

  it('bind → auth logs in; OpenIdLogin, OpenIdToUserId, OpenIdentity; cancel unbinds', async () => {
    const u = await h.register()
    const name = `wx-${u.mobile}`
    const first = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:${name}` })).data
    const { OpenId } = first
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId, OpenProof: first.OpenProof })).data).toEqual({ UserId: null })
    expect(await h.call('User/OpenIdLogin', { OpenType: 2, OpenId, OpenProof: first.OpenProof })).toMatchObject({
      code: 1,
      message: '该微信尚未绑定账号，请先登录或注册后绑定',
    })
    // that attempt spent the proof: binding takes a fresh one
    const second = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:${name}` })).data
    expect(await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId, OpenProof: second.OpenProof }, { token: u.Token })).toMatchObject({ code: 0, data: true })
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId }, { token: u.Token })).data).toEqual({ UserId: u.UserId })

    const again = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:${name}` })
    expect(again.data).toMatchObject({ OpenId, UserId: u.UserId, Token: expect.any(String) })
    const login = await h.call('User/OpenIdLogin', { OpenType: 2, OpenId, OpenProof: again.data.OpenProof })
    expect(login.data).toEqual({ UserId: u.UserId, Token: expect.any(String) })

    const ids = await h.call('User/OpenIdentity', {}, { token: u.Token })
    expect(ids.data).toEqual([{ OpenType: 2, OpenIdMasked: `${OpenId.slice(0, 4)}****${OpenId.slice(-4)}`, BoundAt: expect.any(String) }])
    expect(JSON.stringify(ids.data)).not.toContain(OpenId)

    expect(await h.call('OpenAuth/OpenIdBindCancel', { OpenType: 2 }, { token: u.Token })).toMatchObject({ code: 0, data: true })
    const after = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:${name}` })).data
    expect(after.Token).toBeUndefined()
    expect((await h.call('User/OpenIdLogin', { OpenType: 2, OpenId, OpenProof: after.OpenProof })).code).toBe(1)
    expect((await h.call('OpenAuth/OpenIdBindCancel', { OpenType: 2 })).code).toBe(112)
  })

  it('binding needs a proof this server issued for that OpenId', async () => {
    const u = await h.register()
    expect(
      await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: 'oMadeUpOpenId0000000000000000', OpenProof: 'Z'.repeat(43) }, { token: u.Token }),
    ).toMatchObject({
      code: 1,
      message: '微信授权已失效或已使用，请重新授权',
    })
    const a = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:made-${u.mobile}` })).data
    expect(
      await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: 'oMadeUpOpenId0000000000000000', OpenProof: a.OpenProof }, { token: u.Token }),
    ).toMatchObject({
      code: 1,
      message: '授权凭证（OpenProof）与 OpenType / OpenId 不一致，请重新授权',
    })
    expect(await h.call('OpenAuth/OpenIdBind', { OpenType: 3, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })).toMatchObject({ code: 1 })
    expect((await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })).code).toBe(0)
  })

  it('OpenLogin (SMS code + bind) and OpenRegister (new account + bind)', async () => {
    const mobile = freshMobile()
    const a = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:open-${mobile}` })).data
    const Code = await h.sendCode(mobile, 4)
    const r = await h.call('User/OpenLogin', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof, Mobile: mobile, Code })
    expect(r.data).toEqual({ UserId: expect.any(Number), Token: expect.any(String), IsNewUser: true })
    expect((await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:open-${mobile}` })).data.UserId).toBe(r.data.UserId)

    const m2 = freshMobile()
    const b = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:reg-${m2}` })).data
    const c2 = await h.sendCode(m2, 1)
    const reg = await h.call('User/OpenRegister', { OpenType: 2, OpenId: b.OpenId, OpenProof: b.OpenProof, Mobile: m2, Code: c2, Password: 'abc12345' })
    expect(reg.data).toMatchObject({ IsNewUser: true })
    expect((await h.call('User/UserLogin', { Mobile: m2, Password: 'abc12345' })).data.UserId).toBe(reg.data.UserId)
    const b2 = (await h.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:reg-${m2}` })).data
    expect(b2.UserId).toBe(reg.data.UserId)
    // a registered mobile is told so once its code is proven
    const c3 = await h.sendCode(m2, 1)
    expect(await h.call('User/OpenRegister', { OpenType: 2, OpenId: b2.OpenId, OpenProof: b2.OpenProof, Mobile: m2, Code: c3 })).toMatchObject({
      code: 1,
      message: '该手机号已注册，请直接登录',
    })
    expect((await h.call('User/OpenLogin', { OpenType: 2, OpenId: 'oNotProven', OpenProof: 'Y'.repeat(43), Mobile: m2, Code: '123456' })).message).toBe(
      '微信授权已失效或已使用，请重新授权',
    )
  })
})

describe('WeChat web (H5) OAuth2', () => {
  it('AuthUrl → consent page → redirect with code → WechchatH5Auth', async () => {
    const RedirectUrl = 'http://localhost:10086/#/pages/login/index'
    const urlRes = await h.call('OpenAuth/WechchatH5AuthUrl', { RedirectUrl, State: 'st1' })
    expect(urlRes.code).toBe(0)
    const url = new URL(urlRes.data)
    expect(url.pathname).toBe('/dev/wechat/connect/oauth2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: SANDBOX.wechatH5.appId,
      redirect_uri: RedirectUrl,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'st1',
    })
    expect(url.hash).toBe('#wechat_redirect')

    const local = `${h.baseUrl}${url.pathname}${url.search}`
    const page = await fetch(local)
    const html = await page.text()
    expect(html).toContain('微信授权（本地模拟）')
    expect(html).toContain('允许')

    // pressing 允许 submits the form (confirm=1 & name)
    const consent = await fetch(`${local}&confirm=1&name=h5-zoe`, { redirect: 'manual' })
    expect(consent.status).toBe(302)
    const back = new URL(consent.headers.get('location') as string)
    expect(back.origin + back.pathname + back.hash).toBe('http://localhost:10086/#/pages/login/index')
    expect(back.searchParams.get('state')).toBe('st1')
    const code = back.searchParams.get('code') as string

    const auth = await h.call('OpenAuth/WechchatH5Auth', { Code: code })
    expect(auth.data).toEqual({ OpenId: expect.stringMatching(/^o/), UnionId: expect.any(String), OpenProof: expect.any(String) })
    // the same person in the mini program: other OpenId (other app), same UnionId
    const mini = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:h5-zoe' })
    expect(mini.data.OpenId).not.toBe(auth.data.OpenId)
    expect(mini.data.UnionId).toBe(auth.data.UnionId)
    expect(await h.call('OpenAuth/WechchatH5Auth', { Code: code })).toMatchObject({ code: 1, message: '微信授权码无效或已过期，请重新授权' })
  })

  it('auto=<name> skips the page; bad input is explained', async () => {
    const r = await fetch(
      `${h.baseUrl}/dev/wechat/connect/oauth2/authorize?appid=${SANDBOX.wechatH5.appId}&redirect_uri=${encodeURIComponent('http://x.test/cb')}&response_type=code&scope=snsapi_base&state=s&auto=h5-yan`,
      { redirect: 'manual' },
    )
    expect(r.status).toBe(302)
    expect(r.headers.get('location')).toMatch(/^http:\/\/x\.test\/cb\?code=[\w-]+&state=s$/)
    const wrongApp = await fetch(`${h.baseUrl}/dev/wechat/connect/oauth2/authorize?appid=wxnope&redirect_uri=x`)
    expect(await wrongApp.text()).toContain('appid 无效')
    expect(await h.call('OpenAuth/WechchatH5AuthUrl', { RedirectUrl: 'javascript:alert(1)' })).toMatchObject({
      code: 2,
      message: '回跳地址（RedirectUrl）应为完整的 http(s) 地址',
    })
  })
})

describe('Alipay', () => {
  it('AlipayMPAuth and Public/AliUserId exchange a code; bound users are logged in', async () => {
    const name = `ali-${Date.now()}`
    const a = await h.call('OpenAuth/AlipayMPAuth', { Code: `sandbox:${name}` })
    expect(a.data).toEqual({ OpenId: expect.stringMatching(/^0\w+/), OpenProof: expect.any(String) })
    const viaPublic = (await h.call('Public/AliUserId', { Code: `sandbox:${name}` })).data
    expect(viaPublic).toEqual({ OpenId: a.data.OpenId, OpenProof: expect.any(String) })
    const u = await h.register()
    expect((await h.call('OpenAuth/OpenIdBind', { OpenType: 3, OpenId: a.data.OpenId, OpenProof: viaPublic.OpenProof }, { token: u.Token })).code).toBe(0)
    const again = await h.call('OpenAuth/AlipayMPAuth', { Code: `sandbox:${name}` })
    expect(again.data).toMatchObject({ UserId: u.UserId, Token: expect.any(String) })
  })

  it('minted codes are single use; bad codes are explained', async () => {
    const { code } = (await (await fetch(`${h.baseUrl}/dev/alipay/mint-code?name=ali-mint`)).json()) as { code: string }
    expect((await h.call('Public/AliUserId', { Code: code })).code).toBe(0)
    expect(await h.call('Public/AliUserId', { Code: code })).toMatchObject({ code: 1, message: '支付宝授权码无效或已过期，请重新授权' })
  })
})
