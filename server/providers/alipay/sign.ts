/** Alipay open-API (RSA2) signing rules, shared by the client and the emulator. */
import crypto from 'crypto'

/** keys sorted, `sign` and empty values left out, raw `k=v` joined by '&' */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export function rsa2Sign(content: string, privateKeyPem: string): string {
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64')
}

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64')
  } catch {
    return false
  }
}

/** 'yyyy-MM-dd HH:mm:ss' in China time, as the gateway expects */
export function alipayTimestamp(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The exact text of the JSON value under `key` in a response body: Alipay signs those bytes, so the
 * client must verify them as sent, not a re-serialisation.
 */
export function rawJsonMember(text: string, key: string): string | null {
  const start = text.indexOf(`"${key}"`)
  if (start < 0) return null
  let i = text.indexOf(':', start + key.length + 2)
  if (i < 0) return null
  i++
  while (/\s/.test(text[i] ?? '')) i++
  if (text[i] !== '{') return null
  let depth = 0
  let inString = false
  for (let j = i; j < text.length; j++) {
    const c = text[j]
    if (inString) {
      if (c === '\\') j++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}') {
      depth--
      if (depth === 0) return text.slice(i, j + 1)
    }
  }
  return null
}

/** Wraps a bare base64 key into PEM when an env var holds only the base64 body (as Alipay's console shows it). */
export function toPem(key: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const k = key.trim()
  if (k.startsWith('-----BEGIN')) return k
  const body = k.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')
  return `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----\n`
}
