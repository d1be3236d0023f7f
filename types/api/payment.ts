/**
 * Membership purchase, the paid expert audit, and membership cards (issue 18; SPEC §7 Payment and User/Card*). The
 * spec names the calls only; the bodies and answers here are this product's. Amounts are integers in 分 (fen).
 */
import { Type, endpoint, Empty } from '../schema'

/** a product of data/rules/products.json */
export const ProductIdField = () => Type.String({ title: '商品', pattern: '^[A-Z][A-Z0-9_]{0,31}$', description: '商品编号，见 Payment/PaymentPrice' })

/** our order number (also the providers' out_trade_no): 'P' + 8 date digits + 16 hex digits */
export const OrderIdField = () => Type.String({ title: '订单号', pattern: '^P[0-9]{8}[0-9a-f]{16}$' })

/** a card number as typed: letters and digits, spaces or dashes between groups allowed; the server normalises it */
export const CardNoField = () => Type.String({ title: '卡号', pattern: '^[A-Za-z0-9 -]{1,40}$', description: '16 位卡号，可含空格或短横线' })

export const Product = Type.Object({
  ProductId: Type.String(),
  Name: Type.String(),
  /** price in 分 */
  Price: Type.Integer({ minimum: 1 }),
  Kind: Type.Union([Type.Literal('member'), Type.Literal('audit')]),
  MemberType: Type.Optional(Type.Integer()),
  Days: Type.Optional(Type.Integer()),
  Description: Type.String(),
})

export const OrderStatus = Type.Union([Type.Literal('created'), Type.Literal('paid'), Type.Literal('fulfilled'), Type.Literal('closed')], {
  description: 'created 待支付，paid 已支付（正在开通），fulfilled 已开通，closed 已关闭（超时未支付）',
})

/** what every order-creating call answers besides its platform's parameters */
const OrderBase = {
  OrderId: Type.String(),
  /** 分 */
  Amount: Type.Integer(),
  ExpireAt: Type.String(),
  /** development and tests only: the local cashier page where a tester confirms the payment */
  SandboxCashierUrl: Type.Optional(Type.String()),
}

const PayBody = Type.Object({ ProductId: ProductIdField() })

/** parameters of wx.requestPayment / WeixinJSBridge getBrandWCPayRequest (JSAPI, API v3) */
const JsapiParams = Type.Object({
  ...OrderBase,
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String({ description: "'prepay_id=…'" }),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
})

export const MemberState = Type.Object({
  MemberType: Type.Integer({ description: '-1 非会员' }),
  MemberTypeName: Type.String(),
  MemberExpireAt: Type.Union([Type.String(), Type.Null()]),
})

export const paymentEndpoints = {
  'Payment/PaymentPrice': endpoint({ summary: '商品与价格（会员、专家审核）', auth: 'optional', body: Empty, data: Type.Array(Product) }),
  'Payment/WechatMiniAppPay': endpoint({
    summary: '微信小程序支付下单（JSAPI）',
    auth: 'user',
    body: Type.Object({
      ProductId: ProductIdField(),
      Code: Type.Optional(Type.String({ title: '微信登录凭证', minLength: 1, maxLength: 128, description: 'wx.login 的 code，用于确定付款人 openid' })),
    }),
    data: JsapiParams,
  }),
  'Payment/WechatPayWechatH5': endpoint({ summary: '微信内网页支付下单（JSAPI，公众号）', auth: 'user', body: PayBody, data: JsapiParams }),
  'Payment/WechatH5Pay': endpoint({
    summary: '手机浏览器微信支付下单（H5）',
    auth: 'user',
    body: PayBody,
    data: Type.Object({ ...OrderBase, h5_url: Type.String(), mweb_url: Type.String() }),
  }),
  'Payment/WechatAPPPay': endpoint({
    summary: 'App 微信支付下单',
    auth: 'user',
    body: PayBody,
    data: Type.Object({
      ...OrderBase,
      appid: Type.String(),
      partnerid: Type.String(),
      prepayid: Type.String(),
      package: Type.Literal('Sign=WXPay'),
      noncestr: Type.String(),
      timestamp: Type.String(),
      sign: Type.String(),
    }),
  }),
  'Payment/AlipayMPPay': endpoint({
    summary: '支付宝支付下单',
    auth: 'user',
    body: PayBody,
    data: Type.Object({
      ...OrderBase,
      trade_no: Type.String({ description: 'my.tradePay 的 tradeNO' }),
      OrderStr: Type.String({ description: '签名后的订单串（App / 网页支付）' }),
    }),
  }),
  'Payment/PaymentStatus': endpoint({
    summary: '订单状态',
    auth: 'user',
    body: Type.Object({ OrderId: OrderIdField() }),
    data: Type.Object({
      OrderId: Type.String(),
      Status: OrderStatus,
      ProductId: Type.String(),
      Name: Type.String(),
      Kind: Type.Union([Type.Literal('member'), Type.Literal('audit')]),
      Amount: Type.Integer(),
      CreatedAt: Type.String(),
      ExpireAt: Type.String(),
      PaidAt: Type.Union([Type.String(), Type.Null()]),
      ...MemberState.properties,
    }),
  }),
  'User/CardCheck': endpoint({
    summary: '查询会员卡',
    auth: 'user',
    body: Type.Object({ CardNo: CardNoField() }),
    data: Type.Object({ CardNo: Type.String({ description: '脱敏卡号' }), MemberType: Type.Integer(), MemberTypeName: Type.String(), Days: Type.Integer() }),
  }),
  'User/CardActivation': endpoint({
    summary: '激活会员卡',
    auth: 'user',
    body: Type.Object({ CardNo: CardNoField() }),
    data: Type.Object({ ...MemberState.properties, Days: Type.Integer() }),
  }),
  'User/ReceiveCard': endpoint({
    summary: '我激活过的会员卡',
    auth: 'user',
    body: Empty,
    data: Type.Object({
      List: Type.Array(
        Type.Object({ CardNo: Type.String(), MemberType: Type.Integer(), MemberTypeName: Type.String(), Days: Type.Integer(), ActivatedAt: Type.String() }),
      ),
    }),
  }),
}
