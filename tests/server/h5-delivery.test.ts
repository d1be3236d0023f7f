/**
 * H5 delivery (issue 20 item 1): precompressed assets sent to browsers that accept them, with Vary; hashed assets
 * cached for a year as immutable, index.html always revalidated.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildApp, h5CacheControl, type BuiltApp } from '../../server/app'
import { compressDir } from '../../scripts/compress-h5'
import { testConfig } from '../support/server-db'

let built: BuiltApp
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-h5-'))
const APP_JS = `console.log(${JSON.stringify('志愿'.repeat(2000))})\n`

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>志愿</title></head><body>${'<div></div>'.repeat(200)}</body></html>`)
  fs.writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js'), APP_JS)
  fs.writeFileSync(path.join(dir, 'favicon.ico'), 'x')
  const s = compressDir(dir)
  expect(s.files).toBe(2) // index.html and the script; the 1-byte icon is left as it is
  built = await buildApp({ config: testConfig({ h5Dir: dir }), modules: [] })
}, 120000)
afterAll(async () => built?.close())

const get = (url: string, encoding?: string) => built.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('H5 delivery', () => {
  it('sends the brotli file to a browser that takes br, gzip to one that takes only gzip, plain otherwise', async () => {
    const br = await get('/js/app.1a2b3c4d.js', 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS)
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS) / 10)
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)

    const gz = await get('/js/app.1a2b3c4d.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS)

    const plain = await get('/js/app.1a2b3c4d.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
  })

  it('caches hashed assets for a year as immutable and revalidates index.html', async () => {
    expect((await get('/js/app.1a2b3c4d.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const index = await get('/', 'br')
    expect(index.statusCode).toBe(200)
    expect(index.headers['cache-control']).toBe('no-cache')
    expect(zlib.brotliDecompressSync(index.rawPayload).toString()).toContain('<title>志愿</title>')
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('public, max-age=3600')
  })

  it('names the policy by file', () => {
    expect(h5CacheControl('/x/js/1002.d54a3b74.js')).toBe('public, max-age=31536000, immutable')
    expect(h5CacheControl('/x/css/app.0123abcd.css.br')).toBe('public, max-age=31536000, immutable')
    expect(h5CacheControl('/x/index.html.gz')).toBe('no-cache')
    expect(h5CacheControl('/x/static/images/home.0a1b2c3d.png')).toBe('public, max-age=31536000, immutable')
    expect(h5CacheControl('/x/static/fonts/at-icon.0a1b2c3d.woff')).toBe('public, max-age=31536000, immutable')
    expect(h5CacheControl('/x/static/images/logo.png')).toBe('public, max-age=3600')
  })
})
