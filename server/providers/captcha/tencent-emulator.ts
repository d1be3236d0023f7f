/**
 * Local stand-in for Tencent Cloud 验证码, development and tests only (mounted by providers/index.ts outside production,
 * while no real captcha is configured). Two halves, as with the real service:
 *  - the widget's half, which a person talks to: GET /dev/tcaptcha/challenge gives a small sum to work out, and POST
 *    /dev/tcaptcha/answer with the right result gives a Ticket and a Randstr (single use, 5 minutes) — what the real
 *    TCaptcha.js / mini-program plugin hands the app after a slider;
 *  - the server's half: POST /dev/tcaptcha/ is `DescribeCaptchaResult` (web widget) or `DescribeCaptchaMiniResult`
 *    (mini-program plugin: its own app id and key, no Randstr) checked as the real API documents it (action,
 *    version, TC3-HMAC-SHA256 signature over the exact body, timestamp window, CaptchaType 9, CaptchaAppId and
 *    AppSecretKey), answering CaptchaCode 1 for an earned ticket, 7 for another Randstr, 9 for a reused ticket and
 *    15 for a ticket it never issued.
 * A bot can work out the sums, so this is never a defence: production refuses it (config.ts productionProblems).
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { clockOf, kvOf } from '../../kv'
import { SANDBOX } from '../sandbox'
import { CONTENT_TYPE, TC3, TC3_MINI_ACTION, tc3Signature } from './tencent'

const TICKET_MS = 5 * 60_000
const challengeKey = (id: string) => `dev:tcaptcha:challenge:${id}`
const ticketKey = (ticket: string) => `dev:tcaptcha:ticket:${ticket}`
const usedKey = (ticket: string) => `dev:tcaptcha:used:${ticket}`

interface Answer {
  status: number
  body: Record<string, unknown>
}
const requestId = () => crypto.randomUUID()
const apiError = (Code: string, Message: string): Answer => ({ status: 200, body: { Response: { Error: { Code, Message }, RequestId: requestId() } } })
const result = (CaptchaCode: number, CaptchaMsg: string): Answer => ({
  status: 200,
  body: { Response: { CaptchaCode, CaptchaMsg, EvilLevel: 0, GetCaptchaTime: 0, RequestId: requestId() } },
})

/** `DescribeCaptchaResult` / `DescribeCaptchaMiniResult` as the real API checks them; `rawBody` is the body exactly as signed. */
export async function handleDescribeCaptchaResult(ctx: AppContext, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<Answer> {
  const cfg = SANDBOX.tencentCaptcha
  const h = (n: string) => {
    const v = headers[n]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
  const mini = h('x-tc-action') === TC3_MINI_ACTION
  if (h('x-tc-action') !== TC3.action && !mini) return apiError('InvalidAction', `The action \`${h('x-tc-action')}\` is not found.`)
  if (h('x-tc-version') !== TC3.version) return apiError('NoSuchVersion', 'The requested version does not exist.')
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
      h('authorization'),
    )
  if (!auth) return apiError('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.')
  if (auth[1] !== cfg.secretId) return apiError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.')
  const timestamp = Number(h('x-tc-timestamp'))
  if (!Number.isInteger(timestamp) || Math.abs(clockOf(ctx).now() / 1000 - timestamp) > 300)
    return apiError('AuthFailure.SignatureExpire', 'Signature expired. Timestamp is not within five minutes of the server time.')
  const expected = tc3Signature({ secretKey: cfg.secretKey, host: h('host'), timestamp, body: rawBody, contentType: h('content-type'), service: TC3.service })
  if (auth[4] !== expected || auth[3] !== TC3.service || h('content-type') !== CONTENT_TYPE)
    return apiError('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.')

  let p: Record<string, unknown>
  try {
    p = JSON.parse(rawBody) as Record<string, unknown>
  } catch {
    return apiError('InvalidParameter', 'The request body is not valid JSON.')
  }
  if (p.CaptchaType !== 9) return result(100, 'param err')
  const [appId, appKey] = mini ? [cfg.miniAppId, cfg.miniAppSecretKey] : [cfg.appId, cfg.appSecretKey]
  if (String(p.CaptchaAppId) !== appId || p.AppSecretKey !== appKey) return result(100, 'appid-secretkey-ticket mismatch')
  const ticket = typeof p.Ticket === 'string' ? p.Ticket : ''
  const kv = kvOf(ctx)
  const raw = ticket ? await kv.get(ticketKey(ticket)) : null
  if (!raw) return (await kv.get(usedKey(ticket))) ? result(9, 'ticket reused') : result(15, 'decrypt fail')
  const issued = JSON.parse(raw) as { randstr: string }
  // the plugin's answer carries no Randstr (DescribeCaptchaMiniResult takes none)
  if (!mini && p.Randstr !== issued.randstr) return result(7, 'captcha no match')
  // single use, across instances: the first check spends it
  if (!(await kv.deleteIfEquals(ticketKey(ticket), raw))) return result(9, 'ticket reused')
  await kv.set(usedKey(ticket), '1', TICKET_MS)
  return result(1, 'OK')
}

/** The widget's half: a sum to work out. */
export async function issueChallenge(ctx: AppContext): Promise<{ ChallengeId: string; Question: string }> {
  const a = crypto.randomInt(2, 10)
  const b = crypto.randomInt(2, 10)
  const id = crypto.randomBytes(12).toString('hex')
  await kvOf(ctx).set(challengeKey(id), String(a + b), TICKET_MS)
  return { ChallengeId: id, Question: `${a} + ${b} = ?` }
}

/** A right result earns a Ticket + Randstr; any answer spends the challenge (one try per sum). */
export async function answerChallenge(
  ctx: AppContext,
  challengeId: string,
  answer: string,
): Promise<{ Ticket: string; Randstr: string } | { Message: string }> {
  const kv = kvOf(ctx)
  const expected = challengeId ? await kv.get(challengeKey(challengeId)) : null
  if (!expected || !(await kv.deleteIfEquals(challengeKey(challengeId), expected))) return { Message: '验证题已过期，请换一题' }
  if (answer.trim() !== expected) return { Message: '答案不正确，请换一题再试' }
  const Ticket = `t03${crypto.randomBytes(24).toString('base64url')}`
  const Randstr = `@${crypto.randomBytes(6).toString('base64url')}`
  await kv.set(ticketKey(Ticket), JSON.stringify({ randstr: Randstr }), TICKET_MS)
  return { Ticket, Randstr }
}

export async function mountTencentCaptchaEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // the signature covers the body byte for byte: keep it as text (in this scope only)
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    scope.post('/dev/tcaptcha/', { schema: { hide: true } }, async (req, reply) => {
      const ans = await handleDescribeCaptchaResult(ctx, req.headers, typeof req.body === 'string' ? req.body : '')
      return reply.code(ans.status).send(ans.body)
    })
    scope.get('/dev/tcaptcha/challenge', { schema: { hide: true } }, async () => issueChallenge(ctx))
    scope.post('/dev/tcaptcha/answer', { schema: { hide: true } }, async (req, reply) => {
      let b: Record<string, unknown> = {}
      try {
        b = JSON.parse(typeof req.body === 'string' ? req.body : '{}') as Record<string, unknown>
      } catch {
        /* answered below */
      }
      const id = typeof b.ChallengeId === 'string' ? b.ChallengeId.slice(0, 64) : ''
      const answer = typeof b.Answer === 'string' ? b.Answer.slice(0, 16) : ''
      const out = await answerChallenge(ctx, id, answer)
      return reply.code('Ticket' in out ? 200 : 400).send(out)
    })
  })
}
