/**
 * Payments (issue 18 items 5 and 7) against the local WeChat Pay and Alipay emulators, which sign requests, answers
 * and notifies as the real providers do: a paid order is fulfilled once however often or in whatever order notifies
 * come; a forged signature or a wrong amount changes nothing; an order closed on timeout refuses a later payment
 * (acknowledged, kept for a refund, never fulfilled); another user's order number answers nothing; and an order left
 * paid-but-unfulfilled by a crash is fulfilled exactly once by the next start.
 */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../../server/app'
import { loadConfig, productionProblems } from '../../server/config'
import { MODULES } from '../../server/modules'
import { createSession } from '../../server/modules/account/sessions'
import { createUser } from '../../server/modules/account/users'
import { ORDER_TTL_MS } from '../../server/modules/payment'
import { buildAlipayNotify } from '../../server/providers/alipay/emulator'
import { SANDBOX } from '../../server/providers/sandbox'
import { buildWechatNotify, sandboxWechatPayKeys } from '../../server/providers/wechatpay/emulator'
import { testConfig } from '../support/server-db'
import { freshIp, freshMobile, sandboxEnv, startHarness, type Harness } from './helpers/account-harness'
import { productionEnv } from './helpers/production-env'

const PAY_MODULES = ['system', 'account', 'providers', 'config', 'profile', 'membership', 'audit', 'payment']
let h: Harness

beforeAll(async () => {
  h = await startHarness({}, { modules: MODULES.filter((m) => PAY_MODULES.includes(m.name)) })
}, 120000)
afterAll(async () => {
  await h?.close()
})

async function user(): Promise<{ id: number; token: string }> {
  const id = await createUser(h.built.ctx.db, { mobile: freshMobile() })
  return { id, token: await createSession(h.built.ctx, id, 'password', null) }
}

const member = (id: number) => h.built.ctx.db.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', id).executeTakeFirstOrThrow()
const order = (id: string) => h.built.ctx.db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const status = async (token: string, OrderId: string) => (await h.call('Payment/PaymentStatus', { OrderId }, { token })).data?.Status

async function h5Order(token: string, ProductId = 'VIP_YEAR') {
  const r = await h.call('Payment/WechatH5Pay', { ProductId }, { token, ip: freshIp() })
  if (r.code !== 0) throw new Error(`${r.code} ${r.message}`)
  return r.data as { OrderId: string; Amount: number; h5_url: string }
}

const wxNotify = (n: { headers: Record<string, string>; body: string }) =>
  h.built.app.inject({ method: 'POST', url: '/pay/notify/wechat', headers: n.headers, payload: n.body })
const aliNotify = (fields: Record<string, string>) =>
  h.built.app.inject({
    method: 'POST',
    url: '/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

describe('products and orders', () => {
  it('lists the price list with integer 分 amounts', async () => {
    const r = await h.call('Payment/PaymentPrice', {})
    expect(r.code).toBe(0)
    expect(r.data).toEqual(expect.arrayContaining([expect.objectContaining({ ProductId: 'VIP_YEAR', Kind: 'member', MemberType: 2, Days: 365, Price: 39800 })]))
    for (const p of r.data) expect(Number.isInteger(p.Price)).toBe(true)
  })

  it('gives the mini program signed JSAPI parameters for wx.requestPayment', async () => {
    const u = await user()
    const r = await h.call('Payment/WechatMiniAppPay', { ProductId: 'AUDIT_ONCE', Code: 'sandbox:payer' }, { token: u.token })
    expect(r.code).toBe(0)
    const d = r.data
    expect(d).toMatchObject({
      OrderId: expect.stringMatching(/^P\d{8}[0-9a-f]{16}$/),
      Amount: 29900,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx/),
    })
    const ok = crypto
      .createVerify('RSA-SHA256')
      .update(`${d.appId}\n${d.timeStamp}\n${d.nonceStr}\n${d.package}\n`)
      .verify(sandboxWechatPayKeys().merchantPublicKeyPem, d.paySign, 'base64')
    expect(ok).toBe(true)
    // without a code and without a binding there is no payer
    expect((await h.call('Payment/WechatMiniAppPay', { ProductId: 'AUDIT_ONCE' }, { token: u.token })).code).toBe(1)
    const refused = await h.call('Payment/WechatMiniAppPay', { ProductId: 'AUDIT_ONCE', Code: 'not-a-code' }, { token: u.token })
    expect(refused).toMatchObject({ code: 1, message: '微信授权码无效或已过期，请重新授权' })
    // bound to the mini program: a refused code falls back to the binding
    await h.built.ctx.db
      .insertInto('user_open_ids')
      .values({ open_type: 2, open_id: 'oBoundPayer', user_id: u.id, app_id: SANDBOX.wechatMini.appId, verified_at: new Date() })
      .execute()
    expect((await h.call('Payment/WechatMiniAppPay', { ProductId: 'AUDIT_ONCE', Code: 'not-a-code' }, { token: u.token })).code).toBe(0)
    expect((await h.call('Payment/WechatMiniAppPay', { ProductId: 'AUDIT_ONCE' }, { token: u.token })).code).toBe(0)
  })

  it('pays through the sandbox cashier: 确认支付 sends the signed notify and the membership is granted', async () => {
    const u = await user()
    const o = await h5Order(u.token)
    expect(await status(u.token, o.OrderId)).toBe('created')
    const cashier = await fetch(o.h5_url.replace(/^https?:\/\/[^/]+/, h.baseUrl))
    const html = await cashier.text()
    expect(html).toContain('确认支付')
    const prepay = /name="prepay_id" value="([^"]+)"/.exec(html)?.[1] as string
    const done = await fetch(`${h.baseUrl}/dev/wechatpay/cashier/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `prepay_id=${prepay}`,
    })
    expect(await done.text()).toContain('已支付 ¥398.00')
    const s = await h.call('Payment/PaymentStatus', { OrderId: o.OrderId }, { token: u.token })
    expect(s.data).toMatchObject({ Status: 'fulfilled', MemberType: 2, MemberTypeName: 'VIP 年卡' })
    expect(new Date(s.data.MemberExpireAt).getTime()).toBeCloseTo(h.clock.now() + 365 * 86_400_000, -5)
    // and the student's messages say so, once
    const msgs = await h.call('User/MessageList', {}, { token: u.token })
    expect(msgs.data.List).toEqual([expect.objectContaining({ Title: 'VIP 年卡已开通', Link: 'pages/personal/membership', Read: false })])
  })

  it('the sandbox cashier comes back to the app page that started the payment, never to another site', async () => {
    const u = await user()
    const o = await h5Order(u.token)
    const host = new URL(h.baseUrl).host
    const back = `http://${host}/#/pages/personal/openmamber/orderpay?productId=VIP_YEAR`
    const page = await (await fetch(`${o.h5_url.replace(/^https?:\/\/[^/]+/, h.baseUrl)}&redirect_url=${encodeURIComponent(back)}`)).text()
    const prepay = /name="prepay_id" value="([^"]+)"/.exec(page)?.[1] as string
    expect(page).toContain('name="redirect_url"')
    const done = await fetch(`${h.baseUrl}/dev/wechatpay/cashier/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `prepay_id=${prepay}&redirect_url=${encodeURIComponent(back)}`,
      redirect: 'manual',
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(back)
    expect(await status(u.token, o.OrderId)).toBe('fulfilled')
    // another site in redirect_url: not offered, and the confirm answers its own page
    const o2 = await h5Order(u.token)
    const other = await (await fetch(`${o2.h5_url.replace(/^https?:\/\/[^/]+/, h.baseUrl)}&redirect_url=${encodeURIComponent('https://evil.example/')}`)).text()
    expect(other).not.toContain('name="redirect_url"')
  })

  it('pays through Alipay: trade.create, then the async notify', async () => {
    const u = await user()
    const r = await h.call('Payment/AlipayMPPay', { ProductId: 'ZNK_YEAR' }, { token: u.token })
    expect(r.code).toBe(0)
    expect(r.data.trade_no).toMatch(/^\d+$/)
    expect(r.data.OrderStr).toContain('sign=')
    const res = await aliNotify(buildAlipayNotify({ out_trade_no: r.data.OrderId, trade_no: r.data.trade_no, total_amount: '49.00' }, h.clock.now()))
    expect(res.body).toBe('success')
    expect(await status(u.token, r.data.OrderId)).toBe('fulfilled')
    expect((await member(u.id)).member_type).toBe(1)
  })
})

describe('notifies', () => {
  it('is idempotent: a replayed notify, and a resend under a new id, change nothing twice', async () => {
    const u = await user()
    const o = await h5Order(u.token, 'VIP_SEASON')
    const n = buildWechatNotify({ out_trade_no: o.OrderId, total: o.Amount, appid: SANDBOX.wechatH5.appId }, h.clock.now())
    expect((await wxNotify(n)).statusCode).toBe(204)
    const first = await member(u.id)
    expect(first.member_type).toBe(3)
    expect((await wxNotify(n)).statusCode).toBe(204)
    expect((await wxNotify(buildWechatNotify({ out_trade_no: o.OrderId, total: o.Amount, appid: SANDBOX.wechatH5.appId }, h.clock.now()))).statusCode).toBe(204)
    expect(await member(u.id)).toEqual(first)
    const notes = await h.built.ctx.db.selectFrom('payment_notifies').select('outcome').where('order_id', '=', o.OrderId).execute()
    expect(notes.map((x) => x.outcome).sort()).toEqual(['duplicate', 'paid'])
  })

  it('refuses a forged signature and a notify replayed after five minutes', async () => {
    const u = await user()
    const o = await h5Order(u.token)
    const n = buildWechatNotify({ out_trade_no: o.OrderId, total: o.Amount, appid: SANDBOX.wechatH5.appId }, h.clock.now())
    // the body changed after signing (say, a bigger amount claimed elsewhere in it)
    const forged = { headers: n.headers, body: n.body.replace('"支付成功"', '"支付成功 "') }
    expect((await wxNotify(forged)).statusCode).toBe(400)
    // signed by someone else's key
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const h2 = {
      ...n.headers,
      'wechatpay-signature': crypto
        .createSign('RSA-SHA256')
        .update(`${n.headers['wechatpay-timestamp']}\n${n.headers['wechatpay-nonce']}\n${n.body}\n`)
        .sign(other.privateKey, 'base64'),
    }
    expect((await wxNotify({ headers: h2, body: n.body })).statusCode).toBe(400)
    // Alipay: a field changed after signing
    const ali = buildAlipayNotify({ out_trade_no: o.OrderId, trade_no: '2026', total_amount: '398.00' }, h.clock.now())
    expect((await aliNotify({ ...ali, buyer_id: 'x' })).body).toBe('fail')
    // a genuine notify captured and sent again later
    h.clock.advance(6 * 60_000)
    expect((await wxNotify(n)).statusCode).toBe(400)
    expect(await status(u.token, o.OrderId)).toBe('created')
    expect((await member(u.id)).member_type).toBe(-1)
  })

  it('refuses a notify whose amount is not the order’s to the 分', async () => {
    const u = await user()
    const o = await h5Order(u.token)
    const n = buildWechatNotify({ out_trade_no: o.OrderId, total: o.Amount - 1, appid: SANDBOX.wechatH5.appId }, h.clock.now())
    const r = await wxNotify(n)
    expect(r.statusCode).toBe(400)
    expect(r.json()).toEqual({ code: 'FAIL', message: '金额不符' })
    const r2 = await h.call('Payment/AlipayMPPay', { ProductId: 'ZNK_YEAR' }, { token: u.token })
    expect((await aliNotify(buildAlipayNotify({ out_trade_no: r2.data.OrderId, trade_no: r2.data.trade_no, total_amount: '48.99' }, h.clock.now()))).body).toBe(
      'fail',
    )
    expect(await status(u.token, o.OrderId)).toBe('created')
    expect(await status(u.token, r2.data.OrderId)).toBe('created')
  })

  it('takes notifies out of order: a waiting notify after the payment moves nothing back, a finished one grants nothing twice', async () => {
    const u = await user()
    const r = await h.call('Payment/AlipayMPPay', { ProductId: 'AUDIT_ONCE' }, { token: u.token })
    const t = { out_trade_no: r.data.OrderId, trade_no: r.data.trade_no, total_amount: '299.00' }
    expect((await aliNotify(buildAlipayNotify({ ...t, trade_status: 'WAIT_BUYER_PAY' }, h.clock.now()))).body).toBe('success')
    expect(await status(u.token, r.data.OrderId)).toBe('created')
    expect((await aliNotify(buildAlipayNotify(t, h.clock.now()))).body).toBe('success')
    expect((await aliNotify(buildAlipayNotify({ ...t, trade_status: 'WAIT_BUYER_PAY' }, h.clock.now()))).body).toBe('success')
    expect((await aliNotify(buildAlipayNotify({ ...t, trade_status: 'TRADE_FINISHED' }, h.clock.now()))).body).toBe('success')
    expect(await status(u.token, r.data.OrderId)).toBe('fulfilled')
    // one audit credit, not two
    const credits = await h.built.ctx.db.selectFrom('audit_credits').select('credits').where('user_id', '=', u.id).executeTakeFirst()
    expect(credits?.credits).toBe(1)
  })

  it('closes an order unpaid for 30 minutes; a payment reported later is acknowledged, kept for a refund, not fulfilled', async () => {
    const u = await user()
    const o = await h5Order(u.token)
    h.clock.advance(ORDER_TTL_MS + 1000)
    expect(await status(u.token, o.OrderId)).toBe('closed')
    const n = buildWechatNotify({ out_trade_no: o.OrderId, total: o.Amount, appid: SANDBOX.wechatH5.appId, transaction_id: '4200000000001' }, h.clock.now())
    expect((await wxNotify(n)).statusCode).toBe(204)
    expect(await status(u.token, o.OrderId)).toBe('closed')
    expect((await member(u.id)).member_type).toBe(-1)
    expect((await order(o.OrderId)).late_payment).toContain('4200000000001')
  })

  it("answers another user's order number with a refusal and no data", async () => {
    const a = await user()
    const b = await user()
    const o = await h5Order(a.token)
    const r = await h.call('Payment/PaymentStatus', { OrderId: o.OrderId }, { token: b.token })
    expect(r).toMatchObject({ code: 4, data: null })
    expect(JSON.stringify(r)).not.toContain('398')
  })
})

describe('a crash between payment and fulfilment', () => {
  it('leaves the order fulfilled exactly once after restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-pay-'))
    const start = () =>
      buildApp({
        config: testConfig({ dataDir: dir, providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv() }),
        modules: MODULES.filter((m) => PAY_MODULES.includes(m.name)),
        seed: false,
      })
    let app = await start()
    try {
      const db = app.ctx.db
      const id = await createUser(db, { mobile: freshMobile() })
      const oid = 'P20260101' + crypto.randomBytes(8).toString('hex')
      const now = new Date()
      // what a crash right after the status change (by an older build, or a fault in the grant) would leave
      await db
        .insertInto('payment_orders')
        .values({
          id: oid,
          user_id: id,
          product_id: 'VIP_YEAR',
          product_name: 'VIP 年卡',
          kind: 'member',
          member_type: 2,
          days: 365,
          amount: 39800,
          channel: 'wechat',
          method: 'Payment/WechatH5Pay',
          status: 'paid',
          created_at: now,
          expire_at: new Date(now.getTime() + ORDER_TTL_MS),
          paid_at: now,
        })
        .execute()
      await app.close()
      app = await start()
      const row = await app.ctx.db.selectFrom('payment_orders').select('status').where('id', '=', oid).executeTakeFirstOrThrow()
      expect(row.status).toBe('fulfilled')
      const after = await app.ctx.db.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', id).executeTakeFirstOrThrow()
      expect(after.member_type).toBe(2)
      await app.close()
      app = await start()
      const again = await app.ctx.db.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', id).executeTakeFirstOrThrow()
      expect(again).toEqual(after)
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120000)
})

describe('production', () => {
  const problems = (extra: Record<string, string>) =>
    productionProblems(loadConfig(productionEnv(extra), { env: 'production' }), ['system', 'account', 'providers', 'membership', 'payment'])

  it('refuses an incomplete WeChat Pay configuration, the sandbox APIv3 key, and payments without a public address', () => {
    const half = problems({ WECHATPAY_MCHID: '1600000001', WECHATPAY_APIV3_KEY: 'k'.repeat(32) })
    for (const n of ['WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'PUBLIC_BASE_URL']) {
      expect(half.some((l) => l.startsWith(`${n}:`))).toBe(true)
    }
    expect(problems({ WECHATPAY_APIV3_KEY: SANDBOX.wechatPay.apiV3Key }).some((l) => l.startsWith('WECHATPAY_APIV3_KEY:'))).toBe(true)
    expect(problems({}).filter((l) => /WECHATPAY|PUBLIC_BASE_URL/.test(l))).toEqual([])
  })

  it('serves the notify addresses but no payment emulator or cashier', async () => {
    const built = await buildApp({
      config: testConfig({ env: 'production', env_: productionEnv() }),
      modules: MODULES.filter((m) => PAY_MODULES.includes(m.name)),
      seed: false,
    })
    try {
      const cashier = await built.app.inject({ method: 'GET', url: '/dev/wechatpay/cashier?prepay_id=wx' + '0'.repeat(32) })
      expect(cashier.statusCode).toBe(404)
      expect((await built.app.inject({ method: 'GET', url: '/dev/alipay/cashier?trade_no=1234567890' })).statusCode).toBe(404)
      // a notify reaches the route and is refused: no WeChat Pay configured, nothing believed
      const n = await built.app.inject({ method: 'POST', url: '/pay/notify/wechat', headers: { 'content-type': 'application/json' }, payload: '{}' })
      expect(n.statusCode).toBe(400)
      const order = await built.app.inject({ method: 'POST', url: '/api/Payment/PaymentPrice', headers: { 'content-type': 'application/json' }, payload: '{}' })
      expect(order.json().code).toBe(0)
    } finally {
      await built.close()
    }
  }, 60000)
})
