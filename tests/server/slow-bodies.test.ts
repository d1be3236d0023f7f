/**
 * Issue 16 items 9 and 10: a client trickling its headers or body is answered 408 and disconnected within the
 * timeouts; a body over 512 KB is read away (up to a few MB) and answered HTTP 413 with the envelope, which a client
 * sending 2 MB reads instead of a broken pipe.
 */
import net from 'net'
import { buildApp, HTTP_TIMEOUTS, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { testConfig } from '../support/server-db'

let built: BuiltApp
let port = 0
const saved = { ...HTTP_TIMEOUTS }

beforeAll(async () => {
  Object.assign(HTTP_TIMEOUTS, { headersMs: 1500, requestMs: 3000 })
  built = await buildApp({ config: testConfig(), modules: MODULES.filter((m) => ['system', 'config'].includes(m.name)) })
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  port = (built.app.server.address() as net.AddressInfo).port
}, 120000)
afterAll(async () => {
  Object.assign(HTTP_TIMEOUTS, saved)
  await built?.close()
})

/** opens a socket, runs `send`, and resolves with everything the server answered once it closes the connection */
function exchange(send: (s: net.Socket) => void, giveUpMs = 20000): Promise<{ text: string; ms: number; writeError: string | null }> {
  return new Promise((resolve) => {
    const t0 = Date.now()
    const s = net.connect(port, '127.0.0.1')
    let text = ''
    let writeError: string | null = null
    const done = () => resolve({ text, ms: Date.now() - t0, writeError })
    const timer = setTimeout(() => {
      s.destroy()
      done()
    }, giveUpMs)
    s.on('data', (d) => (text += d.toString()))
    s.on('error', (e) => (writeError = (e as NodeJS.ErrnoException).code ?? e.message))
    s.on('close', () => {
      clearTimeout(timer)
      done()
    })
    s.on('connect', () => send(s))
  })
}

const head = (length: number) => `POST /api/Public/Config HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

it('answers a 2 MB body with HTTP 413 and the envelope the client can read', async () => {
  const body = JSON.stringify({ ConfigName: 'x'.repeat(2 * 1024 * 1024) })
  const r = await exchange((s) => {
    s.write(head(Buffer.byteLength(body)))
    // sent in pieces, as a phone would: the client is still writing when the server has decided
    const buf = Buffer.from(body)
    let at = 0
    const next = () => {
      if (at >= buf.length) return
      const piece = buf.subarray(at, (at += 64 * 1024))
      s.write(piece, () => setImmediate(next))
    }
    next()
  })
  expect(r.writeError).toBeNull()
  expect(r.text).toMatch(/^HTTP\/1\.1 413/)
  const json = JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4))
  expect(json).toEqual({ code: 2, message: '请求体过大（最多 512 KB）', data: null })
}, 60000)

it('disconnects a client trickling its body with 408 once the request timeout passes', async () => {
  const r = await exchange((s) => {
    s.write(head(1000))
    const timer = setInterval(() => (s.writable ? s.write('{') : clearInterval(timer)), 500)
    s.on('close', () => clearInterval(timer))
  })
  expect(r.text).toMatch(/^HTTP\/1\.1 408/)
  expect(r.ms).toBeLessThan(HTTP_TIMEOUTS.requestMs + 2500)
}, 60000)

it('disconnects a client trickling its headers with 408 once the header timeout passes', async () => {
  const r = await exchange((s) => {
    s.write('POST /api/Public/Config HTTP/1.1\r\n')
    const timer = setInterval(() => (s.writable ? s.write('X-Slow: 1\r\n') : clearInterval(timer)), 300)
    s.on('close', () => clearInterval(timer))
  })
  expect(r.text).toMatch(/^HTTP\/1\.1 408/)
  expect(r.ms).toBeLessThan(HTTP_TIMEOUTS.headersMs + 2500)
}, 60000)
