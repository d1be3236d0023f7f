/**
 * Security headers on every answer (CSP with the H5 page's inline script by hash, nosniff, frame policy, no
 * referrer, HSTS once TLS is known through a trusted proxy); auth addresses from the configured public address,
 * never the Host header; SMS codes kept as HMAC under the server secret.
 */
import { TCAPTCHA_ORIGIN } from '../../server/http/security-headers'
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { inlineScriptHashes } from '../../server/http/security-headers'
import { hashCode } from '../../server/modules/account/sms-codes'
import { freshMobile, startHarness, type Harness } from './helpers/account-harness'

const INLINE = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
let h: Harness
let h5Dir: string

beforeAll(async () => {
  // a stand-in for dist/h5: an index.html with an inline script like Taro's rem script
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-h5-'))
  fs.writeFileSync(
    path.join(h5Dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer src="./js/app.js"></script></head><body><div id="app"></div></body></html>`,
  )
  fs.mkdirSync(path.join(h5Dir, 'js'))
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.js'), 'console.log(1)')
  h = await startHarness({ h5Dir })
}, 120000)
afterAll(async () => {
  await h?.close()
  fs.rmSync(h5Dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => h.built.app.inject({ method: 'GET', url, headers })

describe('security headers', () => {
  it('the H5 page: CSP allows its own inline script by hash and no other, and scripts only from itself and the human check’s widget', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    const csp = String(res.headers['content-security-policy'])
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64')
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) as string
    expect(scriptSrc).toBe(`script-src 'self' ${TCAPTCHA_ORIGIN} 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('API answers: nosniff and a policy that allows nothing', async () => {
    const res = await h.built.app.inject({ method: 'POST', url: '/api/Public/AppVersion', headers: { 'content-type': 'application/json' }, payload: '{}' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    const missing = await h.built.app.inject({ method: 'POST', url: '/api/Nope/Nothing', headers: { 'content-type': 'application/json' }, payload: '{}' })
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
  })

  it('HSTS when a trusted proxy says the request came over https, not when any client says so', async () => {
    // the harness trusts 127.0.0.1 (inject's peer): its X-Forwarded-Proto counts
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000')
    const untrusting = await startHarness({ trustProxy: '10.255.255.1' })
    try {
      const res = await untrusting.built.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await untrusting.close()
    }
  }, 120000)

  it('the hashes of the real built page, when there is one, are what the policy names', () => {
    const built = path.resolve(__dirname, '../../dist/h5/index.html')
    if (!fs.existsSync(built)) return
    const html = fs.readFileSync(built, 'utf8')
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(inlineScriptHashes(html)).toEqual(inline.map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`))
  })
})

describe('auth addresses come from configuration', () => {
  it('WechchatH5AuthUrl ignores the Host header', async () => {
    const res = await h.built.app.inject({
      method: 'POST',
      url: '/api/OpenAuth/WechchatH5AuthUrl',
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: JSON.stringify({ RedirectUrl: `${h.baseUrl}/#/pages/auth/auth-index` }),
    })
    const env = res.json<{ code: number; data: string }>()
    expect(env.code).toBe(0)
    expect(env.data).not.toContain('evil.example')
    expect(new URL(env.data).origin).toBe(new URL(h.built.ctx.config.publicBaseUrl).origin)
  })

  it('and sends the browser back only to the site’s own origins', async () => {
    const r = await h.call('OpenAuth/WechchatH5AuthUrl', { RedirectUrl: 'https://evil.example/steal' })
    expect(r.code).toBe(2)
    expect(r.message).toContain('回跳地址（RedirectUrl）须为本站地址')
  })
})

describe('SMS codes at rest', () => {
  it('are HMAC-SHA256 under the server secret, not a plain hash one can reverse by trying a million codes', async () => {
    if (h.built.ctx.config.redisUrl) return // then they live in Redis, same format
    const mobile = freshMobile()
    const code = await h.sendCode(mobile, 2)
    const row = await h.built.ctx.db.selectFrom('kv_entries').selectAll().where('key', '=', `sms:code:2:${mobile}`).executeTakeFirstOrThrow()
    const stored = JSON.parse(row.value) as { id: string; hash: string }
    const plain = crypto.createHash('sha256').update(`${stored.id}|${mobile}|2|${code}`).digest('hex')
    expect(stored.hash).not.toBe(plain)
    const key = crypto.createHmac('sha256', h.built.ctx.config.serverSecret).update('sms-code-hash/v1').digest()
    expect(stored.hash).toBe(hashCode(key, stored.id, mobile, 2, code))
    // without the secret, trying every code does not find it
    const found = Array.from({ length: 1000 }, (_, i) => String(i).padStart(6, '0')).some(
      (c) => crypto.createHash('sha256').update(`${stored.id}|${mobile}|2|${c}`).digest('hex') === stored.hash,
    )
    expect(found).toBe(false)
  })
})
