/**
 * WeChat Pay API v3 signing rules, shared by the client and the local emulator (pay.weixin.qq.com/doc/v3):
 *  - a request carries `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`,
 *    the signature SHA256withRSA by the merchant's key over `METHOD\nURL path+query\ntimestamp\nnonce\nbody\n`;
 *  - an answer and a notify carry Wechatpay-Timestamp / -Nonce / -Signature / -Serial, the signature by the platform's
 *    key over `timestamp\nnonce\nbody\n`;
 *  - a notify's resource is AES-256-GCM with the APIv3 key (base64 of ciphertext followed by the 16-byte tag);
 *  - the mini program's paySign is by the merchant's key over `appId\ntimeStamp\nnonceStr\npackage\n`.
 */
import crypto from 'crypto'

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048'

export function rsaSign(message: string, privateKeyPem: string): string {
  return crypto.createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64')
}

export function rsaVerify(message: string, signature: string, publicKeyPem: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64')
  } catch {
    return false
  }
}

export const nonce = () => crypto.randomBytes(16).toString('hex')

export function requestMessage(method: string, urlPath: string, timestamp: string, nonceStr: string, body: string): string {
  return `${method}\n${urlPath}\n${timestamp}\n${nonceStr}\n${body}\n`
}

export function authorization(
  opts: { mchId: string; serialNo: string; privateKeyPem: string },
  method: string,
  urlPath: string,
  body: string,
  timestamp: string,
  nonceStr = nonce(),
): string {
  const signature = rsaSign(requestMessage(method, urlPath, timestamp, nonceStr, body), opts.privateKeyPem)
  return `${AUTH_SCHEME} mchid="${opts.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${opts.serialNo}"`
}

export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header || !header.startsWith(AUTH_SCHEME + ' ')) return null
  const out: Record<string, string> = {}
  for (const m of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) out[m[1]] = m[2]
  return out
}

/** the message of an answer or a notify */
export const responseMessage = (timestamp: string, nonceStr: string, body: string) => `${timestamp}\n${nonceStr}\n${body}\n`

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM'
  ciphertext: string
  associated_data: string
  nonce: string
  original_type?: string
}

export function decryptResource(r: { ciphertext: string; associated_data?: string; nonce: string }, apiV3Key: string): string {
  const data = Buffer.from(r.ciphertext, 'base64')
  if (data.length < 17) throw new Error('resource too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

export function encryptResource(plaintext: string, apiV3Key: string, associatedData = 'transaction'): EncryptedResource {
  // WeChat's nonce is 12 printable characters, used as the GCM IV's bytes
  const iv = crypto.randomBytes(6).toString('hex')
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const enc = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: enc.toString('base64'), associated_data: associatedData, nonce: iv, original_type: 'transaction' }
}

/** RFC 3339 in China time, as time_expire wants it */
export function chinaRfc3339(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00'
}
