/**
 * Bounded input, for every served call at once (the checks live in the shared validation layer, so every module —
 * present and future — gets them without code of its own):
 *  - a token is checked before the body: a call that needs login answers 112 to any body, even invalid JSON;
 *  - text a database cannot store (NUL and other control characters, lone surrogates) is refused with code 2;
 *  - fields the call does not declare are refused with a message naming them (a register body's ExamProvinceId
 *    used to be dropped silently), except the transport's Platform;
 *  - numbers outside their range (Rank 2^31, 1e308) are refused with code 2;
 *  - bodies are limited in size and nesting before they are parsed.
 * Never HTTP 5xx.
 */
import type { TSchema } from '@sinclair/typebox'
import { buildApp, type BuiltApp } from '../../server/app'
import { runSeeds } from '../../server/db/seed'
import { createSession } from '../../server/modules/account/sessions'
import { MODULES } from '../../server/modules'
import { ENDPOINTS, type ApiName } from '../../types/endpoints'
import { sampleOf, textFields, withValue } from '../support/schema-samples'
import { testConfig } from '../support/server-db'
import { ACCOUNT_MODULE_NAMES, freshMobile, sandboxEnv } from './helpers/account-harness'

let built: BuiltApp
let userId: number

beforeAll(async () => {
  built = await buildApp({ config: testConfig({ providers: { sms: 'sandbox', wechat: 'sandbox' }, env_: sandboxEnv() }), seed: false })
  await runSeeds(
    built.ctx,
    MODULES.filter((m) => ACCOUNT_MODULE_NAMES.includes(m.name)).flatMap((m) => m.seeds ?? []),
  )
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const row = await built.ctx.db
    .insertInto('users')
    .values({ mobile: freshMobile(), exam_province_id: 44, exam_year: 2026, subject_type: 2, select_subjects: '["物理","化学","生物"]', score: 600 })
    .returning('id')
    .executeTakeFirstOrThrow()
  userId = row.id
}, 120000)
afterAll(async () => {
  await built?.close()
})

let ipSeq = 0
async function call(name: string, payload: string | object, token?: string) {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(ipSeq >> 8) % 250}.${++ipSeq % 250}`, ...(token ? { token } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
  return { status: res.statusCode, ...res.json<{ code: number; message: string; data: unknown }>() }
}

const served = () => built.served
const isUserCall = (name: ApiName) => ENDPOINTS[name].auth === 'user'
const schemaOf = (name: ApiName) => ENDPOINTS[name].body as TSchema
const newToken = () => createSession(built.ctx, userId, 'password', null)

describe('authentication before validation', () => {
  it('every call that needs login answers 112 without a token, whatever the body', async () => {
    const wrong: string[] = []
    const bodies: Array<string | object> = [{ Zzz: 1 }, '{"a":', '[1,2]', { Name: 'a\u0000b' }, '['.repeat(50) + ']'.repeat(50), 'x'.repeat(10)]
    for (const name of served().filter(isUserCall)) {
      for (const body of bodies) {
        const r = await call(name, body)
        if (r.status !== 200 || r.code !== 112) wrong.push(`${name} ${JSON.stringify(body).slice(0, 30)} → ${r.status} ${r.code} ${r.message}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('an oversized body on a login-only call without a token is 112 too', async () => {
    const r = await call('User/UpdateStudent', JSON.stringify({ NickName: 'x'.repeat(700 * 1024) }))
    expect(r).toMatchObject({ status: 200, code: 112 })
  })
})

describe('unknown fields', () => {
  it('are refused with code 2 naming them, on every call', async () => {
    const token = await newToken()
    const wrong: string[] = []
    for (const name of served()) {
      const body = { ...(sampleOf(schemaOf(name)) as object), Zzz: 1 }
      const r = await call(name, body, token)
      if (r.status !== 200 || r.code !== 2 || !r.message.includes('不支持的参数：Zzz')) wrong.push(`${name} → ${r.status} ${r.code} ${r.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('a register body’s ExamProvinceId is refused, not dropped', async () => {
    const r = await call('User/AddStudentAndLogin', { Mobile: freshMobile(), Password: 'abc12345', Code: '123456', ExamProvinceId: 44 })
    expect(r).toMatchObject({ status: 200, code: 2 })
    expect(r.message).toMatch(
      /^不支持的参数：ExamProvinceId（可用参数：Mobile、Password、Code、RegisterTicket、NickName、ChannelCode、RecommendCode、CaptchaTicket、CaptchaRandstr、CaptchaFrom）$/,
    )
  })

  it('nested unknown fields are named with where they are', async () => {
    const token = await newToken()
    const r = await call('User/AddUpdateIntention', { ProvinceIds: [44], SchoolLevels: [], MajorCategories: [], Remark: '', Extra: { a: 1 } }, token)
    expect(r.message).toContain('不支持的参数：Extra')
  })

  it('the transport’s Platform field is taken by every call (as the app sends it)', async () => {
    const token = await newToken()
    expect((await call('User/StudentInfo', { Platform: 0 }, token)).code).toBe(0)
    expect(await call('User/StudentInfo', { Platform: 'web' }, token)).toMatchObject({ code: 2, message: '平台（Platform）应为 0–99 的整数' })
  })
})

describe('text a database cannot store', () => {
  it('NUL and other control characters in any text field of any call: code 2 naming the field, never 5xx', async () => {
    const token = await newToken()
    const wrong: string[] = []
    let tried = 0
    for (const name of served()) {
      const schema = schemaOf(name)
      const base = sampleOf(schema) as Record<string, unknown>
      for (const path of textFields(schema)) {
        for (const bad of ['a\u0000b', '\u0007', 'x\uD800']) {
          tried++
          const r = await call(name, withValue(base, path, bad), token)
          if (r.status !== 200 || r.code !== 2) wrong.push(`${name} ${path.join('.')}=${JSON.stringify(bad)} → ${r.status} ${r.code} ${r.message}`)
        }
      }
    }
    expect(tried).toBeGreaterThan(50)
    expect(wrong).toEqual([])
  })

  it('the message names the field; tab, newline and ordinary Chinese text are fine', async () => {
    const token = await newToken()
    const r = await call('User/UpdateStudent', { NickName: '小\u0000明' }, token)
    expect(r).toMatchObject({ code: 2, message: '昵称（NickName）含有无法保存的控制字符（如 \\u0000）或残缺的字符，请删除后重试' })
    expect((await call('User/UpdateStudent', { NickName: '小明' }, token)).code).toBe(0)
    const intention = { ProvinceIds: [44], SchoolLevels: ['本科'], MajorCategories: ['工学'], Remark: '第一行\n第二行\t缩进' }
    expect((await call('User/AddUpdateIntention', intention, token)).code).toBe(0)
  })
})

describe('numbers in range', () => {
  it('Rank of 2^31 or 1e308 is code 2, not HTTP 500', async () => {
    const token = await newToken()
    for (const Rank of [2 ** 31, 1e308, 2 ** 53]) {
      const r = await call('User/UpdateStudentFinalScore', { FinalScore: 600, Rank }, token)
      expect(r).toMatchObject({ status: 200, code: 2, message: '位次（Rank）不能大于 10000000' })
    }
    const big = await call('User/UpdateStudentFinalScore', JSON.stringify({ FinalScore: 600 }).replace('}', ',"Rank":1e400}'), token)
    expect(big).toMatchObject({ status: 200, code: 2 })
  })
})

describe('size and nesting, before parsing', () => {
  it('deep nesting is refused without parsing it', async () => {
    const deep = await call('Public/Config', '{"ConfigName":' + '['.repeat(200000) + ']'.repeat(200000) + '}')
    expect(deep).toMatchObject({ status: 200, code: 2, message: '请求体嵌套过深（最多 16 层）' })
    const ok = await call('Public/Config', { ConfigName: 'OnlineLearningEnable' })
    expect(ok.code).toBe(0)
  })

  it('a body over 512 KB is refused', async () => {
    const r = await call('Public/Config', JSON.stringify({ ConfigName: 'x'.repeat(600 * 1024) }))
    expect(r).toMatchObject({ status: 413, code: 2, message: '请求体过大（最多 512 KB）' })
  })
})
