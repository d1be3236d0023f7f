/**
 * Calls of the served API through Fastify's inject, and a student made directly in the database (no SMS round
 * trip), for the server tests that drive the wish module as a logged-in student.
 */
import type { BuiltApp } from '../../../server/app'
import { createUser, type NewUser } from '../../../server/modules/account/users'
import { createSession } from '../../../server/modules/account/sessions'

export interface Envelope<T = any> {
  code: number
  message: string
  data: T
}

/** the envelope of one call; the HTTP status of a served call is always 200 */
export async function call<T = any>(built: BuiltApp, name: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
  })
  expect(res.statusCode).toBe(200)
  return res.json<Envelope<T>>()
}

/** the data of a call that must succeed */
export async function ok<T = any>(built: BuiltApp, name: string, body: unknown, token?: string): Promise<T> {
  const r = await call<T>(built, name, body, token)
  if (r.code !== 0) throw new Error(`${name}: ${r.code} ${r.message}`)
  return r.data
}

let seq = 0
/**
 * A logged-in student (湖南 2026, 物理类, 物化生, 560 unless `over` says otherwise); `prefix` keeps test files' mobiles
 * apart when they share a PostgreSQL database, the process id keeps parallel workers apart.
 */
export async function student(built: BuiltApp, prefix: string, over: Partial<NewUser> = {}): Promise<string> {
  seq++
  const id = await createUser(built.ctx.db, {
    mobile: `${prefix}${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`,
    exam_province_id: 43,
    exam_year: 2026,
    subject_type: 2,
    select_subjects: JSON.stringify(['物理', '化学', '生物']),
    score: 560,
    ...over,
  })
  return createSession(built.ctx, id, 'password', null)
}
