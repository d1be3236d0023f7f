/**
 * Issue 16 item 4: a production run's log holds no password, code, token, one-time proof or secret. Secrets are
 * planted where they used to leak (Student/UpdatePassword takes both passwords as URL parameters, which the request
 * log wrote whole) and where a module might log them (an object's fields, a message's text), then the log is grepped.
 */
import { Writable } from 'stream'
import { createUser } from '../../server/modules/account/users'
import { createSession } from '../../server/modules/account/sessions'
import { hashPassword } from '../../server/modules/account/passwords'
import { startHarness, type Harness } from './helpers/account-harness'
import { PRODUCTION_SERVER_SECRET, PRODUCTION_SSO_SECRET, productionEnv } from './helpers/production-env'

let h: Harness
let log = ''
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    log += chunk.toString()
    done()
  },
})

beforeAll(async () => {
  h = await startHarness(
    { env: 'production', env_: productionEnv(), logLevel: 'info', providers: { sms: 'aliyun', wechat: 'sandbox' } },
    { logStream: sink, seed: true },
  )
}, 120000)
afterAll(async () => {
  await h?.close()
})

const PLANTED = {
  oldPassword: 'Planted-Old-Pass-7731',
  newPassword: 'Planted-New-Pass-8842',
  loginPassword: 'Planted-Login-Pass-9953',
  smsCode: '864209',
  proof: 'Planted-OpenProof-1164',
}

it('a production run logs request paths without query strings and no planted secret', async () => {
  const mobile = `136${String(process.pid % 100000).padStart(5, '0')}123`.slice(0, 11)
  const id = await createUser(h.built.ctx.db, { mobile, password_hash: await hashPassword(PLANTED.oldPassword) })
  const token = await createSession(h.built.ctx, id, 'password', null)
  const q = `OldPassword=${PLANTED.oldPassword}&Password=${PLANTED.newPassword}`
  expect((await h.call('Student/UpdatePassword', {}, { token, query: q })).code).toBe(0)
  await h.call('User/UserLogin', { Mobile: mobile, Password: PLANTED.loginPassword })
  await h.call(`/api/User/VerificationCodeLogin`, {}, { query: `Mobile=${mobile}&Code=${PLANTED.smsCode}&token=${token}` })
  // what a module might log by mistake: fields, nested fields, and text carrying a configured secret
  h.built.ctx.log.info(
    { body: { Password: PLANTED.loginPassword, Code: PLANTED.smsCode, inner: { OpenProof: PLANTED.proof, token } } },
    `signing with ${PRODUCTION_SSO_SECRET} and ${PRODUCTION_SERVER_SECRET}`,
  )
  h.built.ctx.log.warn({ err: `partner ticket ${PRODUCTION_SSO_SECRET} refused` }, 'provider call failed')
  await new Promise((r) => setTimeout(r, 200))
  expect(log).toContain('/api/Student/UpdatePassword')
  expect(log).toContain('[REDACTED]')
  const found = [...Object.values(PLANTED), token, PRODUCTION_SSO_SECRET, PRODUCTION_SERVER_SECRET].filter((s) => log.includes(s))
  expect(found).toEqual([])
  expect(log).not.toMatch(/UpdatePassword\?/)
}, 60000)
