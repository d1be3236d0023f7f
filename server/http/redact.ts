/**
 * What the log never holds (issue 16 item 4): request URLs are logged without their query string (some calls take
 * passwords as URL parameters, SPEC's shape), fields named in REDACTED_KEYS are censored wherever pino's paths reach
 * (top level and three levels down), and the values of the configured secrets are replaced in every logged text.
 */
import type { FastifyRequest } from 'fastify'
import { SECRET_SETTINGS } from '../config'

/** field names whose values are never logged: passwords, codes, tokens, one-time proofs, secrets and keys */
export const REDACTED_KEYS = [
  'password',
  'Password',
  'OldPassword',
  'NewPassword',
  'ConfirmPassword',
  'code',
  'Code',
  'SmsCode',
  'token',
  'Token',
  'authorization',
  'cookie',
  'OpenProof',
  'SSOSign',
  'Ticket',
  'secret',
  'Secret',
  'ssoSecret',
  'serverSecret',
  'accessKeySecret',
  'privateKey',
  'env_',
] as const

/** pino redact paths: each key at the top of a logged object and up to three levels inside it */
export function redactPaths(): string[] {
  const out: string[] = ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie']
  for (const k of REDACTED_KEYS) out.push(k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`)
  return out
}

/** the request as logged: method and path, no query string */
export function requestForLog(req: FastifyRequest): Record<string, unknown> {
  return { method: req.method, url: req.url.split('?')[0], hostId: req.hostname, remoteAddress: req.ip }
}

/** the configured secret values worth scrubbing from logged text (8 characters or more, so no common word) */
export function secretValues(env: NodeJS.ProcessEnv): string[] {
  return SECRET_SETTINGS.map((n) => env[n]?.trim() ?? '').filter((v) => v.length >= 8)
}

/** replaces every secret value in a text */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('[REDACTED]')
  return out
}

/** a log call's argument with secret values replaced: its text, or the text fields of an object (one level) */
export function scrubArg(arg: unknown, secrets: readonly string[]): unknown {
  if (!secrets.length) return arg
  if (typeof arg === 'string') return scrub(arg, secrets)
  if (arg && typeof arg === 'object' && !(arg instanceof Error) && !Array.isArray(arg)) {
    let copy: Record<string, unknown> | null = null
    for (const [k, v] of Object.entries(arg)) {
      if (typeof v !== 'string') continue
      const clean = scrub(v, secrets)
      if (clean !== v) (copy ??= { ...(arg as Record<string, unknown>) })[k] = clean
    }
    return copy ?? arg
  }
  return arg
}
