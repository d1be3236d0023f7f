/**
 * Buying membership and activating a card on the real Taro H5 runtime (issue 18): the plans with prices in ¥, the
 * order page paying through WeChat Pay H5 (the browser leaves for the cashier) and, back in the app, the server's
 * order status shown; a card activated, and a used card's message shown as the server words it.
 */
import Taro from '@tarojs/taro'
import OpenMemberPage from '../../src/pages/personal/openmamber/openmamber'
import OrderPayPage from '../../src/pages/personal/openmamber/orderpay'
import ActivationPage from '../../src/pages/personal/memberactivation'
import { browser } from '../../src/platform/browser'
import { rootStore } from '../../src/stores'
import { PaymentStore } from '../../src/stores/payment'
import { getItem } from '../../src/utils/storage'
import { student } from './fixtures'
import { FakeServer, mountPage, router, settle, shownText, testUtils } from './harness'

const PRODUCTS = [
  { ProductId: 'VIP_YEAR', Name: 'VIP 年卡', Kind: 'member' as const, MemberType: 2, Days: 365, Price: 39800, Description: '一年内：全部功能' },
  { ProductId: 'VIP_SEASON', Name: 'VIP 季卡', Kind: 'member' as const, MemberType: 3, Days: 90, Price: 19800, Description: '90 天' },
  { ProductId: 'AUDIT_ONCE', Name: '专家审核（一次）', Kind: 'audit' as const, Price: 29900, Description: '一次' },
]
const ORDER = 'P20260101aaaaaaaaaaaaaaaa'

let server: FakeServer
let assign: jest.SpyInstance

beforeEach(() => {
  Taro.clearStorageSync()
  rootStore.resetSession()
  rootStore.session.setLogin(7, 'tok-7')
  server = new FakeServer()
    .on('Payment/PaymentPrice', { data: PRODUCTS })
    .on('User/MemberInfo', { data: student({ MemberType: 2, MemberExpireAt: '2027-06-01T00:00:00.000Z' }) })
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {})
})
afterEach(() => {
  testUtils.unmout()
  assign.mockRestore()
})

async function tap(selector: string): Promise<void> {
  const el = document.querySelector(selector)
  expect(el).not.toBeNull()
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
  })
}

it('开通会员 lists the plans in ¥ and opens 确认支付 with the chosen one', async () => {
  await mountPage(OpenMemberPage, 'pages/personal/openmamber/openmamber', {}, server)
  expect(shownText()).toContain('VIP 年卡')
  expect(shownText()).toContain('¥398.00')
  expect(shownText()).toContain('¥198.00')
  expect(shownText()).not.toContain('专家审核')
  await tap('[data-testid="plan-VIP_SEASON"]')
  await tap('[data-testid="member-buy"]')
  expect(router.opened).toEqual([{ api: 'navigateTo', url: '/pages/personal/openmamber/orderpay?productId=VIP_SEASON' }])
})

it('确认支付 sends the browser to the cashier, and back in the app shows what the server says', async () => {
  server.on('Payment/WechatH5Pay', {
    data: { OrderId: ORDER, Amount: 39800, ExpireAt: '', h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1', mweb_url: '' },
  })
  await mountPage(OrderPayPage, 'pages/personal/openmamber/orderpay', { productId: 'VIP_YEAR' }, server)
  expect(document.querySelector('[data-testid="order-amount"]')?.textContent).toBe('¥398.00')
  await tap('[data-testid="pay-submit"]')
  await settle(server)
  expect(server.callsOf('Payment/WechatH5Pay')[0].body).toMatchObject({ ProductId: 'VIP_YEAR' })
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wx\.tenpay\.com\/.*prepay_id=wx1&redirect_url=http/))
  expect(getItem('pendingOrder')).toMatchObject({ OrderId: ORDER, owner: 7 })
  // the browser comes back: a fresh page reads the stored order and asks the server
  testUtils.unmout()
  rootStore.part(PaymentStore).reset()
  server.on('Payment/PaymentStatus', {
    data: {
      OrderId: ORDER,
      Status: 'fulfilled',
      ProductId: 'VIP_YEAR',
      Name: 'VIP 年卡',
      Kind: 'member',
      Amount: 39800,
      CreatedAt: '',
      ExpireAt: '',
      PaidAt: '',
      MemberType: 2,
      MemberTypeName: 'VIP 年卡',
      MemberExpireAt: '2027-06-01T00:00:00.000Z',
    },
  })
  await mountPage(OrderPayPage, 'pages/personal/openmamber/orderpay', { productId: 'VIP_YEAR' }, server)
  // what the page's useDidShow does when it shows (the harness mounts without Taro's show event)
  await testUtils.act(async () => {
    await rootStore.part(PaymentStore).resume()
  })
  await settle(server)
  expect(shownText()).toContain('支付成功，VIP 年卡已开通')
  expect(document.querySelector('[data-testid="pay-done"]')).not.toBeNull()
  expect(getItem('pendingOrder')).toBeUndefined()
})

it('激活会员卡 activates a card and shows the new expiry; a used card gets the server’s words', async () => {
  server
    .on('User/ReceiveCard', { data: { List: [] } })
    .on('User/CardActivation', (body) =>
      body.CardNo.startsWith('USED')
        ? { code: 1, message: '该卡已被使用，不能重复激活', data: null }
        : { data: { MemberType: 3, MemberTypeName: 'VIP 季卡', MemberExpireAt: '2026-12-01T00:00:00.000Z', Days: 90 } },
    )
  await mountPage(ActivationPage, 'pages/personal/memberactivation', {}, server)
  const type = async (v: string) => {
    const input = document.querySelector('[data-field="cardNo"] input') as HTMLInputElement
    await testUtils.act(async () => {
      input.value = v
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  await type('abcd')
  await tap('[data-testid="card-submit"]')
  expect(shownText()).toContain('卡号应为 16 位字母和数字')
  expect(server.callsOf('User/CardActivation')).toHaveLength(0)
  await type('ABCD-EFGH-JKLM-NPQR')
  await tap('[data-testid="card-submit"]')
  await settle(server)
  expect(server.callsOf('User/CardActivation')[0].body).toMatchObject({ CardNo: 'ABCD-EFGH-JKLM-NPQR' })
  expect(document.querySelector('[data-testid="card-done"]')?.textContent).toContain('激活成功：VIP 季卡，有效期至 2026-12-01')
  await type('USED-EFGH-JKLM-NPQR')
  await tap('[data-testid="card-submit"]')
  await settle(server)
  expect(shownText()).toContain('该卡已被使用，不能重复激活')
})

it('a visitor: the member pages ask nothing that needs a login (a refused call would start a re-login)', async () => {
  rootStore.resetSession()
  await mountPage(ActivationPage, 'pages/personal/memberactivation', {}, server)
  await mountPage(OrderPayPage, 'pages/personal/openmamber/orderpay', { productId: 'VIP_YEAR' }, server)
  await mountPage(OpenMemberPage, 'pages/personal/openmamber/openmamber', {}, server)
  expect(server.calls.map((c) => c.name).filter((n) => n !== 'Payment/PaymentPrice')).toEqual([])
})
