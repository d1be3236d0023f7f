/**
 * Paying in a browser. In WeChat's browser: the JSAPI order (Payment/WechatPayWechatH5, the payer's openID is the
 * account's binding) and WeixinJSBridge's getBrandWCPayRequest. In any other browser: WeChat Pay H5
 * (Payment/WechatH5Pay) — the browser goes to h5_url with a redirect_url back to the order page. In development
 * both go to the sandbox cashier page, where a tester presses 「确认支付」 and comes back.
 */
import { browser, h5AbsoluteUrl } from './browser'
import type { PayOrder, PayOutcome, PaymentSupport } from './types'

interface Bridge {
  invoke(name: string, params: Record<string, string>, done: (res: { err_msg?: string }) => void): void
}

function bridge(): Bridge | null {
  return typeof window !== 'undefined' ? ((window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge ?? null) : null
}

function jsapiPay(order: PayOrder): Promise<PayOutcome> {
  const b = bridge()
  if (!b) return Promise.resolve({ kind: 'failed', message: '请在微信中打开后再支付' })
  return new Promise((resolve) =>
    b.invoke(
      'getBrandWCPayRequest',
      {
        appId: order.appId ?? '',
        timeStamp: order.timeStamp ?? '',
        nonceStr: order.nonceStr ?? '',
        package: order.package ?? '',
        signType: 'RSA',
        paySign: order.paySign ?? '',
      },
      (res) => {
        const m = res.err_msg ?? ''
        resolve(
          m.endsWith(':ok') ? { kind: 'done' } : m.endsWith(':cancel') ? { kind: 'cancelled' } : { kind: 'failed', message: '微信支付未完成，请稍后重试' },
        )
      },
    ),
  )
}

export function h5Payment(inWechat: boolean): PaymentSupport {
  return {
    orderCall: inWechat ? 'Payment/WechatPayWechatH5' : 'Payment/WechatH5Pay',
    payerCode: async () => undefined,
    async pay(order, returnUrl) {
      // WeChat (and the sandbox cashier, like it) sends the browser back here after paying (or not): the order page
      // then asks the server
      const withReturn = (url: string) => `${url}${url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(h5AbsoluteUrl(returnUrl))}`
      if (order.SandboxCashierUrl) {
        browser.assign(withReturn(order.SandboxCashierUrl))
        return { kind: 'left' }
      }
      if (inWechat) return jsapiPay(order)
      if (!order.h5_url) return { kind: 'failed', message: '支付地址缺失，请重试' }
      browser.assign(withReturn(order.h5_url))
      return { kind: 'left' }
    },
  }
}
