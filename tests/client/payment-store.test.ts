/**
 * The payment store (issue 18): an order through the platform's order call, the platform's payment, then the server's
 * PaymentStatus decides; the order being paid survives a restart for its own account only; amounts shown in ¥ from 分.
 */
import { taroMock } from '../support/taro-mock'
import { FakeApi, env, ok } from './helpers/fake-api'
import { resetRequestStateForTests } from '../../src/services/request'
import { PaymentStore, POLL, type Product } from '../../src/stores/payment'
import type { PayOutcome, PaymentSupport } from '../../src/platform'
import { getItem, setItem } from '../../src/utils/storage'
import { formatFen } from '../../src/utils/number'
import { checkCardNo } from '../../src/utils/validate'

const VIP: Product = { ProductId: 'VIP_YEAR', Name: 'VIP 年卡', Kind: 'member', MemberType: 2, Days: 365, Price: 39800, Description: '' }

function status(Status: string, over: Record<string, unknown> = {}) {
  return ok({
    OrderId: 'P20260101aaaaaaaaaaaaaaaa',
    Status,
    ProductId: 'VIP_YEAR',
    Name: 'VIP 年卡',
    Kind: 'member',
    Amount: 39800,
    CreatedAt: '',
    ExpireAt: '',
    PaidAt: null,
    MemberType: Status === 'fulfilled' ? 2 : -1,
    MemberTypeName: Status === 'fulfilled' ? 'VIP 年卡' : '非会员',
    MemberExpireAt: null,
    ...over,
  })
}

let api: FakeApi
let userId: number | null
let outcome: PayOutcome
let refreshed: number
let paidWith: unknown[]

function platform(orderCall: PaymentSupport['orderCall'] = 'Payment/WechatH5Pay'): PaymentSupport {
  return {
    orderCall,
    payerCode: async () => (orderCall === 'Payment/WechatMiniAppPay' ? 'wx-code' : undefined),
    pay: async (order) => {
      paidWith.push(order)
      return outcome
    },
  }
}

function store(p = platform()) {
  return new PaymentStore({ userId: () => userId, platform: () => p, refreshUser: async () => void refreshed++, sleep: async () => undefined })
}

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  api = new FakeApi()
  userId = 7
  outcome = { kind: 'done' }
  refreshed = 0
  paidWith = []
  api.on('Payment/WechatH5Pay', ok({ OrderId: 'P20260101aaaaaaaaaaaaaaaa', Amount: 39800, ExpireAt: '', h5_url: 'https://pay/x', mweb_url: 'https://pay/x' }))
  api.on(
    'Payment/WechatMiniAppPay',
    ok({
      OrderId: 'P20260101aaaaaaaaaaaaaaaa',
      Amount: 39800,
      ExpireAt: '',
      appId: 'wx',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 's',
    }),
  )
})

it('orders, pays, then polls PaymentStatus until the order is fulfilled, and reloads the user info', async () => {
  let n = 0
  api.on('Payment/PaymentStatus', () => (++n < 3 ? status('paid') : status('fulfilled')))
  const s = store()
  expect(await s.buy(VIP, '/pages/personal/openmamber/orderpay')).toBe('fulfilled')
  expect(api.callsOf('Payment/WechatH5Pay')[0].body).toMatchObject({ ProductId: 'VIP_YEAR' })
  expect(api.callsOf('Payment/PaymentStatus')).toHaveLength(3)
  expect(s.message).toBe('支付成功，VIP 年卡已开通')
  expect(refreshed).toBe(1)
  expect(getItem('pendingOrder')).toBeUndefined()
})

it('sends the mini program order with a fresh wx.login code for the payer', async () => {
  api.on('Payment/PaymentStatus', status('fulfilled'))
  await store(platform('Payment/WechatMiniAppPay')).buy(VIP, '/x')
  expect(api.callsOf('Payment/WechatMiniAppPay')[0].body).toMatchObject({ ProductId: 'VIP_YEAR', Code: 'wx-code' })
  expect(paidWith[0]).toMatchObject({ package: 'prepay_id=wx1', signType: 'RSA' })
})

it('keeps the order when the browser leaves for the cashier, and resumes it after a restart for the same account only', async () => {
  outcome = { kind: 'left' }
  const s = store()
  expect(await s.buy(VIP, '/x')).toBe('paying')
  expect(getItem('pendingOrder')).toMatchObject({ OrderId: 'P20260101aaaaaaaaaaaaaaaa', owner: 7, Amount: 39800 })
  api.on('Payment/PaymentStatus', status('fulfilled'))
  // another account on the device: nothing is asked, the order stays for its owner
  userId = 8
  const other = store()
  expect(await other.resume()).toBe('idle')
  expect(api.callsOf('Payment/PaymentStatus')).toHaveLength(0)
  expect(getItem('pendingOrder')).toBeDefined()
  // the owner, in a fresh app (a new store reads storage)
  userId = 7
  const again = store()
  expect(await again.resume()).toBe('fulfilled')
  expect(getItem('pendingOrder')).toBeUndefined()
})

it('says so when the order was closed, and stops asking', async () => {
  setItem('pendingOrder', {
    OrderId: 'P20260101aaaaaaaaaaaaaaaa',
    owner: 7,
    ProductId: 'VIP_YEAR',
    Name: 'VIP 年卡',
    Amount: 39800,
    Kind: 'member',
    at: Date.now(),
  })
  api.on('Payment/PaymentStatus', status('closed'))
  const s = store()
  expect(await s.resume()).toBe('closed')
  expect(s.message).toContain('订单已关闭')
  expect(api.callsOf('Payment/PaymentStatus')).toHaveLength(1)
})

it('waits with 刷新 when no result comes within the polls', async () => {
  api.on('Payment/PaymentStatus', status('created'))
  const s = store()
  expect(await s.buy(VIP, '/x')).toBe('waiting')
  expect(api.callsOf('Payment/PaymentStatus')).toHaveLength(POLL.tries)
  expect(getItem('pendingOrder')).toBeDefined()
  api.on('Payment/PaymentStatus', status('fulfilled'))
  expect(await s.check()).toBe('fulfilled')
})

it('asks once after a cancelled payment (it may have gone through), keeping the order open', async () => {
  outcome = { kind: 'cancelled' }
  api.on('Payment/PaymentStatus', status('created'))
  const s = store()
  expect(await s.buy(VIP, '/x')).toBe('cancelled')
  expect(s.message).toBe('已取消支付')
  expect(api.callsOf('Payment/PaymentStatus')).toHaveLength(1)
})

it('shows the server message when the order is refused, and needs a login', async () => {
  api.on('Payment/WechatH5Pay', env(1, null, '微信支付下单失败，请稍后重试'))
  const s = store()
  expect(await s.buy(VIP, '/x')).toBe('failed')
  expect(s.message).toBe('微信支付下单失败，请稍后重试')
  userId = null
  expect(await store().buy(VIP, '/x')).toBe('failed')
})

it('writes amounts in 分 as ¥ with two decimals, and checks card numbers', () => {
  expect(formatFen(39800)).toBe('¥398.00')
  expect(formatFen(4900)).toBe('¥49.00')
  expect(formatFen(123456)).toBe('¥1,234.56')
  expect(formatFen(5)).toBe('¥0.05')
  expect(checkCardNo('')).toBe('请输入卡号')
  expect(checkCardNo('abcd-efgh')).toBe('卡号应为 16 位字母和数字')
  expect(checkCardNo('ABCD-EFGH-JKLM-NPQ0')).toContain('没有 0')
  expect(checkCardNo('abcd efgh jkmn pqrs')).toBeNull()
})
