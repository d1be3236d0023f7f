/**
 * Building blocks of the contract. Schemas are TypeBox (plain JSON Schema at run time): the server
 * validates every body with them, the app imports only their static types (`import type`).
 * `title` is the Chinese name of a field; the server's validation messages use it, e.g.
 * 「手机号（Mobile）格式不正确」.
 */
import { Type, type TSchema, type Static } from '@sinclair/typebox'
import { FIELD } from './patterns'

export { Type }
export type { TSchema, Static }

/** who may call: anyone; only with a valid token (else code 112); anyone, token used when present */
export type AuthLevel = 'public' | 'user' | 'optional'

export interface EndpointDef<B extends TSchema = TSchema, D extends TSchema = TSchema> {
  /** one line of Chinese for the OpenAPI page */
  summary: string
  auth: AuthLevel
  body: B
  data: D
  /** also accept the fields as URL query parameters (SPEC §7: Student/UpdatePassword is "sent as params") */
  params?: boolean
  /** further absolute paths served exactly like /api/<Group>/<Name> (e.g. the separate auth base of JSYAuth) */
  aliases?: string[]
}

export function endpoint<B extends TSchema, D extends TSchema>(def: EndpointDef<B, D>): EndpointDef<B, D> {
  return def
}

/** a call without fields (the transport's own Platform field is accepted by the server for every call) */
export const Empty = Type.Object({})
export const Bool = Type.Boolean()

export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ List: Type.Array(item), Total: Type.Integer({ minimum: 0 }) })
}

/** an 11-digit mainland China mobile number: the one pattern the contract, the server and the app check mobiles with */
export const MOBILE_PATTERN = FIELD.mobilePattern
export const MOBILE_RE = new RegExp(MOBILE_PATTERN)

/** Common fields, each with its Chinese name and the constraint it must meet. */
export const F = {
  mobile: () => Type.String({ title: '手机号', pattern: MOBILE_PATTERN, description: '11 位中国大陆手机号' }),
  password: () =>
    Type.String({
      title: '密码',
      minLength: FIELD.password.min,
      maxLength: FIELD.password.max,
      // at least one letter and one digit; no spaces
      pattern: FIELD.password.pattern,
      description: '8–32 位，须同时包含字母和数字，不含空格',
    }),
  /** a password being checked at login: only length limits, so an old password still gets its real answer */
  anyPassword: () => Type.String({ title: '密码', minLength: 1, maxLength: FIELD.loginPasswordMax }),
  smsCode: () => Type.String({ title: '验证码', pattern: FIELD.smsCodePattern, description: '6 位数字' }),
  provinceId: () => Type.Integer({ title: '省份', minimum: 11, maximum: 82, description: 'GB/T 2260 两位省级代码，如 44 广东' }),
  year: () => Type.Integer({ title: '年份', minimum: 2000, maximum: 2100 }),
  subjectType: () =>
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
      title: '科类',
      description: '1 文科/历史类，2 理科/物理类，3 不分文理（综合）',
    }),
  score: () => Type.Number({ title: '分数', minimum: 0, maximum: 900 }),
  /** a 位次 (rank in a province's 一分一段): no province has more than a few million candidates */
  rank: () => Type.Integer({ title: '位次', minimum: 1, maximum: 10_000_000 }),
  /** largest database id (PostgreSQL integer) */
  MAX_ID: 2_147_483_647,
  pageIndex: () => Type.Integer({ title: '页码', minimum: 1, maximum: 100000 }),
  pageSize: () => Type.Integer({ title: '每页条数', minimum: 1, maximum: 100 }),
  openType: () => Type.Integer({ title: '开放平台类型', minimum: 1, maximum: 9, description: '2 微信，3 支付宝' }),
  openId: () => Type.String({ title: 'OpenId', minLength: 1, maxLength: 128 }),
  /** what a code exchange (WechchatMiniAppAuth, WechchatH5Auth, AlipayMPAuth, Public/AliUserId) answers as OpenProof */
  openProof: () =>
    Type.String({
      title: '授权凭证',
      pattern: '^[A-Za-z0-9_-]{43}$',
      description: '授权接口返回的 OpenProof：10 分钟内有效，仅可使用一次；授权时已登录则只能由同一登录会话使用',
    }),
  text: (title: string, maxLength = 200) => Type.String({ title, maxLength }),
  /** what the human check (captcha) handed the app: sent again with the call that asked for it (code 30) */
  captchaTicket: () => Type.String({ title: '人机验证票据', minLength: 1, maxLength: 2048, description: '人机验证（验证码）通过后得到的 Ticket' }),
  captchaRandstr: () => Type.String({ title: '人机验证随机串', minLength: 1, maxLength: 128, description: '人机验证（验证码）通过后得到的 Randstr' }),
}

/** the optional fields of every call that may answer code 30 (人机验证): a passed check's Ticket and Randstr */
export const HumanCheckFields = {
  CaptchaTicket: Type.Optional(F.captchaTicket()),
  CaptchaRandstr: Type.Optional(F.captchaRandstr()),
  CaptchaFrom: Type.Optional(Type.Literal('mini', { title: '人机验证来源', description: 'mini：小程序验证码插件得到的票据' })),
}

export const PageQuerySchema = Type.Object({ PageIndex: F.pageIndex(), PageSize: F.pageSize() })
