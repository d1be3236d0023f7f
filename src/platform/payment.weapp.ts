/**
 * Paying in the mini program: the JSAPI order (Payment/WechatMiniAppPay, with a fresh wx.login code naming the
 * payer) and wx.requestPayment with the signed parameters. In development the server's sandbox cannot be paid
 * through WeChat's sheet: its cashier address is copied for the tester to open in a browser.
 */
import Taro from '@tarojs/taro'
import type { PaymentSupport } from './types'

export const weappPayment: PaymentSupport = {
  orderCall: 'Payment/WechatMiniAppPay',
  async payerCode() {
    try {
      return (await Taro.login()).code || undefined
    } catch {
      return undefined
    }
  },
  async pay(order) {
    if (order.SandboxCashierUrl) {
      await Taro.setClipboardData({ data: order.SandboxCashierUrl }).catch(() => undefined)
      return { kind: 'sandbox', url: order.SandboxCashierUrl }
    }
    try {
      await Taro.requestPayment({
        timeStamp: order.timeStamp ?? '',
        nonceStr: order.nonceStr ?? '',
        package: order.package ?? '',
        signType: 'RSA',
        paySign: order.paySign ?? '',
      })
      return { kind: 'done' }
    } catch (e) {
      const msg = (e as { errMsg?: string })?.errMsg ?? ''
      if (/cancel/i.test(msg)) return { kind: 'cancelled' }
      return { kind: 'failed', message: '微信支付未完成，请稍后重试' }
    }
  },
}
