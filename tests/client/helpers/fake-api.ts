/**
 * A scripted server for the client tests: answers Taro.request by call name (the path after /api/) with
 * envelopes, records what was sent, and can hold answers back to test concurrency.
 */
import { taroMock, type MockRequest, type MockResponse } from '../../support/taro-mock'

export interface SentCall {
  name: string
  body: any
  token: string | undefined
  url: string
  header: Record<string, string>
  timeout?: number
  query: string
}

export type Answer = MockResponse | { network: 'fail' } | Promise<MockResponse | { network: 'fail' }>
export type Route = (body: any, call: SentCall) => Answer

export function env(code: number, data: unknown = null, message = code === 0 ? 'success' : '出错了'): MockResponse {
  return { statusCode: 200, data: { code, message, data } }
}

export function ok(data: unknown = null): MockResponse {
  return env(0, data)
}

export class FakeApi {
  readonly calls: SentCall[] = []
  private routes = new Map<string, Route>()

  constructor() {
    taroMock.onRequest((req) => this.handle(req))
  }

  on(name: string, route: Route | MockResponse): this {
    this.routes.set(name, typeof route === 'function' ? route : () => route)
    return this
  }

  callsOf(name: string): SentCall[] {
    return this.calls.filter((c) => c.name === name)
  }

  names(): string[] {
    return this.calls.map((c) => c.name)
  }

  private async handle(req: MockRequest): Promise<MockResponse> {
    const m = /\/api\/(.+?)(\?(.*))?$/.exec(req.url)
    const name = m ? m[1] : req.url
    const call: SentCall = { name, body: req.data, token: req.header.token, url: req.url, header: req.header, timeout: req.timeout, query: m?.[3] ?? '' }
    this.calls.push(call)
    const route = this.routes.get(name)
    if (!route) return { statusCode: 404, data: { code: 4, message: `接口不存在：${name}`, data: null } }
    const answer = await route(req.data, call)
    if ('network' in answer) throw { errMsg: 'request:fail timeout' }
    return answer
  }
}

/** A promise with its resolve handle, to hold an answer until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0))
}

/** A full user info object (types/api/profile.ts UserInfo) with overrides. */
export function userInfo(over: Record<string, unknown> = {}) {
  return {
    UserId: 7,
    Mobile: '138****8000',
    NickName: '小明',
    Avatar: '',
    Gender: 0,
    ExamProvinceId: 44,
    ExamProvinceName: '广东',
    ExamYear: 2025,
    SubjectType: 2,
    SelectSubjectList: ['化学', '生物'],
    IsNewExam: true,
    Score: 580,
    Rank: 30000,
    FinalScore: null,
    MemberType: -1,
    MemberExpireAt: null,
    SchoolName: '',
    ClassName: '',
    ProvinceCode: '440000',
    CityCode: '440100',
    DistrictCode: '440106',
    RecommendCode: '',
    HasPassword: true,
    CreatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  }
}

/** Sets the H5 user agent (jsdom's navigator.userAgent is read-only otherwise). */
export function setUserAgent(ua: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

export const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI'
export const PLAIN_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
