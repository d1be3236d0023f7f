/**
 * OpenID logins need a fresh platform proof. An OpenId is no secret: logging in by it, binding it, OpenLogin and
 * OpenRegister all spend an OpenProof — what a code exchange with the platform answers to the client that made it
 * (single use, 10 minutes, and only for the same session when that client was logged in). OpenIdToUserId tells a
 * user id only to its owner or to the holder of a proof.
 */
import { freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

let seq = 0
/** a WeChat mini-program user of its own, through the sandbox's single-use minted codes */
async function wechatCode(name = `proof-${Date.now()}-${++seq}`): Promise<string> {
  const res = await fetch(`${h.baseUrl}/dev/wechat/mint-code?name=${encodeURIComponent(name)}`)
  return ((await res.json()) as { code: string }).code
}

async function wechatAuth(name?: string, token?: string): Promise<{ OpenId: string; OpenProof: string; UserId?: number; Token?: string }> {
  const r = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: await wechatCode(name) }, token ? { token } : {})
  expect(r.code).toBe(0)
  return r.data
}

describe('a bare OpenId proves nothing', () => {
  it('OpenIdLogin without a proof is refused (it used to hand out a 30-day token)', async () => {
    const u = await h.register()
    const a = await wechatAuth(undefined)
    expect((await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })).code).toBe(0)
    const bare = await h.call('User/OpenIdLogin', { OpenType: 2, OpenId: a.OpenId })
    expect(bare).toMatchObject({ code: 2, message: '缺少必填参数：授权凭证（OpenProof）', data: null })
    const made = await h.call('User/OpenIdLogin', { OpenType: 2, OpenId: a.OpenId, OpenProof: 'A'.repeat(43) })
    expect(made).toMatchObject({ code: 1, message: '微信授权已失效或已使用，请重新授权', data: null })
  })

  it('OpenIdToUserId does not tell an anonymous caller whose the OpenId is', async () => {
    const u = await h.register()
    const a = await wechatAuth()
    await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: a.OpenId })).data).toEqual({ UserId: null })
    const other = await h.register()
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: a.OpenId }, { token: other.Token })).data).toEqual({ UserId: null })
    // its owner, and whoever holds a fresh proof for it, are told
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: a.OpenId }, { token: u.Token })).data).toEqual({ UserId: u.UserId })
    const again = await wechatAuth(undefined)
    const proofHolder = await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: again.OpenId, OpenProof: again.OpenProof })
    expect(proofHolder.data).toEqual({ UserId: null }) // another sandbox user: unbound
  })
})

describe('a proof belongs to whoever obtained it', () => {
  it('user B cannot bind the OpenId user A just proved', async () => {
    const a = await h.register()
    const b = await h.register()
    const name = `shared-${a.mobile}`
    const proven = await wechatAuth(name, a.Token)
    // B knows the OpenId but not A's proof; B's own proof is for B's own WeChat identity
    const bOwn = await wechatAuth(`other-${b.mobile}`)
    const steal = await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: proven.OpenId, OpenProof: bOwn.OpenProof }, { token: b.Token })
    expect(steal).toMatchObject({ code: 1, message: '授权凭证（OpenProof）与 OpenType / OpenId 不一致，请重新授权' })
    // and A's proof, obtained with A's session, is A's alone even if B got hold of it
    const stolen = await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: proven.OpenId, OpenProof: proven.OpenProof }, { token: b.Token })
    expect(stolen).toMatchObject({ code: 1, message: '微信授权已失效或已使用，请重新授权' })
    expect(await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: proven.OpenId, OpenProof: proven.OpenProof }, { token: a.Token })).toMatchObject({
      code: 0,
      data: true,
    })
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: proven.OpenId }, { token: a.Token })).data.UserId).toBe(a.UserId)
  })

  it('a stranger cannot take an OpenId through OpenLogin or OpenRegister with their own mobile', async () => {
    const victim = await wechatAuth()
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 4)
    const viaLogin = await h.call('User/OpenLogin', { OpenType: 2, OpenId: victim.OpenId, Mobile: mobile, Code })
    expect(viaLogin).toMatchObject({ code: 2, message: '缺少必填参数：授权凭证（OpenProof）' })
    const forged = await h.call('User/OpenLogin', { OpenType: 2, OpenId: victim.OpenId, OpenProof: 'B'.repeat(43), Mobile: mobile, Code })
    expect(forged).toMatchObject({ code: 1, message: '微信授权已失效或已使用，请重新授权' })
    const m2 = freshMobile()
    const c2 = await h.sendCode(m2, 1)
    const viaRegister = await h.call('User/OpenRegister', {
      OpenType: 2,
      OpenId: victim.OpenId,
      OpenProof: 'C'.repeat(43),
      Mobile: m2,
      Code: c2,
      Password: 'abc12345',
    })
    expect(viaRegister).toMatchObject({ code: 1, message: '微信授权已失效或已使用，请重新授权' })
    // the SMS codes were not spent on the refused attempts
    expect((await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 4, Code })).code).toBe(0)
    expect((await h.call('User/CheckVerificationCode', { Mobile: m2, Type: 1, Code: c2 })).code).toBe(0)
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: victim.OpenId, OpenProof: victim.OpenProof })).data).toEqual({ UserId: null })
  })

  it('the Alipay paths hand out proofs the same way', async () => {
    const mint = async (name: string) => ((await (await fetch(`${h.baseUrl}/dev/alipay/mint-code?name=${name}`)).json()) as { code: string }).code
    const name = `ali-proof-${Date.now()}`
    const viaPublic = await h.call('Public/AliUserId', { Code: await mint(name) })
    expect(viaPublic.data).toEqual({ OpenId: expect.any(String), OpenProof: expect.stringMatching(/^[\w-]{43}$/) })
    const stranger = await h.register()
    expect((await h.call('OpenAuth/OpenIdBind', { OpenType: 3, OpenId: viaPublic.data.OpenId }, { token: stranger.Token })).code).toBe(2)
    const owner = await h.register()
    expect(
      (await h.call('OpenAuth/OpenIdBind', { OpenType: 3, OpenId: viaPublic.data.OpenId, OpenProof: viaPublic.data.OpenProof }, { token: owner.Token })).code,
    ).toBe(0)
    const mp = await h.call('OpenAuth/AlipayMPAuth', { Code: await mint(name) })
    expect(mp.data).toMatchObject({ OpenId: viaPublic.data.OpenId, UserId: owner.UserId, Token: expect.any(String), OpenProof: expect.any(String) })
  })
})

describe('a proof is single use and short-lived', () => {
  it('spent once', async () => {
    const u = await h.register()
    const a = await wechatAuth()
    expect((await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })).code).toBe(0)
    expect(await h.call('User/OpenIdLogin', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof })).toMatchObject({
      code: 1,
      message: '微信授权已失效或已使用，请重新授权',
    })
  })

  it('parallel spends of one proof: exactly one wins', async () => {
    const u = await h.register()
    const fresh = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:parallel-proof-user' })
    await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: fresh.data.OpenId, OpenProof: fresh.data.OpenProof }, { token: u.Token })
    const next = await h.call('OpenAuth/WechchatMiniAppAuth', { Code: 'sandbox:parallel-proof-user' })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => h.call('User/OpenIdLogin', { OpenType: 2, OpenId: next.data.OpenId, OpenProof: next.data.OpenProof })),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
  })

  it('good for 10 minutes', async () => {
    const u = await h.register()
    const a = await wechatAuth()
    h.clock.advance(10 * 60_000 + 1000)
    try {
      expect(await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })).toMatchObject({
        code: 1,
        message: '微信授权已失效或已使用，请重新授权',
      })
    } finally {
      h.clock.advance(-(10 * 60_000 + 1000))
    }
  })
})

describe('the ways in that remain', () => {
  it('OpenIdLogin with a fresh proof logs the bound user in', async () => {
    const u = await h.register()
    const name = `login-${u.mobile}`
    const a = await wechatAuth(name)
    await h.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof }, { token: u.Token })
    const b = await wechatAuth(name)
    expect(b).toMatchObject({ UserId: u.UserId, Token: expect.any(String) })
    expect((await h.call('User/OpenIdLogin', { OpenType: 2, OpenId: b.OpenId, OpenProof: b.OpenProof })).data).toEqual({
      UserId: u.UserId,
      Token: expect.any(String),
    })
  })

  it('OpenLogin and OpenRegister with the proof', async () => {
    const a = await wechatAuth()
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 4)
    const r = await h.call('User/OpenLogin', { OpenType: 2, OpenId: a.OpenId, OpenProof: a.OpenProof, Mobile: mobile, Code })
    expect(r.data).toEqual({ UserId: expect.any(Number), Token: expect.any(String), IsNewUser: true })
    expect((await h.call('User/OpenIdToUserId', { OpenType: 2, OpenId: a.OpenId }, { token: r.data.Token })).data.UserId).toBe(r.data.UserId)

    const b = await wechatAuth()
    const m2 = freshMobile()
    const c2 = await h.sendCode(m2, 1)
    const reg = await h.call('User/OpenRegister', { OpenType: 2, OpenId: b.OpenId, OpenProof: b.OpenProof, Mobile: m2, Code: c2, Password: 'abc12345' })
    expect(reg.data).toMatchObject({ IsNewUser: true })
  })
})
