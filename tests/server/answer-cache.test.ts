/**
 * Kept answers of the reference calls (server/http/answer-cache.ts, issue 20): the cache's own bounds and versions,
 * and through the served API that a kept answer is exactly the answer, that it is the same whoever asks (no session is
 * read for it), that an import's new data version is answered at once, and that an error is never kept. Runs on
 * in-memory PGlite, or PostgreSQL with DATABASE_URL.
 */
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { importFile } from '../../server/data/importer'
import { AnswerCache, answerKey } from '../../server/http/answer-cache'
import { referenceStore } from '../../server/modules/lookup'
import { call, ok, student } from './helpers/inject'
import { removeImports } from './helpers/imports'
import { testConfig } from '../support/server-db'

jest.setTimeout(300000)

describe('the cache', () => {
  const limits = { maxBytes: 1000, maxEntries: 3, maxAnswerBytes: 400 }

  it('keeps answers under the version now current and drops them all when another version is seen', () => {
    const c = new AnswerCache(limits)
    expect(c.get('v1', 'a')).toBeUndefined()
    c.set('v1', 'a', '{"x":1}')
    expect(c.get('v1', 'a')).toBe('{"x":1}')
    // a newer version drops what the old one kept
    expect(c.get('v2', 'a')).toBeUndefined()
    expect(c.stats()).toMatchObject({ entries: 0, bytes: 0, version: 'v2' })
    // an answer computed under the old version (it started before the import) is not kept
    c.set('v1', 'a', '{"x":1}')
    expect(c.get('v2', 'a')).toBeUndefined()
    expect(c.stats()).toMatchObject({ hits: 1, misses: 3 })
  })

  it('stays within its entries and bytes, least recently used dropped first; an oversized answer is not kept', () => {
    const c = new AnswerCache(limits)
    c.get('v', 'x')
    for (const k of ['a', 'b', 'c']) c.set('v', k, k.repeat(10))
    c.get('v', 'a') // a is now the most recently used
    c.set('v', 'd', 'd'.repeat(10))
    expect(c.get('v', 'b')).toBeUndefined()
    expect(c.get('v', 'a')).toBe('a'.repeat(10))
    expect(c.stats().entries).toBe(3)
    // bytes: two per character of key and answer
    c.set('v', 'e', 'e'.repeat(190))
    expect(c.stats().bytes).toBeLessThanOrEqual(1000)
    c.set('v', 'big', 'z'.repeat(300))
    expect(c.get('v', 'big')).toBeUndefined()
    expect(c.stats().bytes).toBeLessThanOrEqual(1000)
  })

  it('keys a call by its name and its checked body', () => {
    expect(answerKey('School/SchoolList', { PageIndex: 1 })).not.toBe(answerKey('School/SchoolList', { PageIndex: 2 }))
    expect(answerKey('School/SchoolList', { PageIndex: 1 })).not.toBe(answerKey('School/SchoolInfo', { PageIndex: 1 }))
  })
})

describe('served answers', () => {
  let built: BuiltApp
  const imported: number[] = []

  beforeAll(async () => {
    built = await buildApp({ config: testConfig() })
  }, 300000)

  afterAll(async () => {
    if (!built) return
    await removeImports(built.ctx.db, imported)
    await built.close()
  })

  const stats = async () => (await built.app.inject({ method: 'GET', url: '/healthz' })).json().caches.answers

  it('sends a kept answer byte for byte as the first one, to anyone, without reading a session', async () => {
    const body = { ProvinceId: 43, Year: 2025, Level: 'group', SubjectType: 2, PageIndex: 1, PageSize: 20 }
    const raw = () =>
      built.app.inject({ method: 'POST', url: '/api/Lookup/AdmissionLineList', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
    const first = await raw()
    const before = await stats()
    const again = await raw()
    expect((await stats()).hits).toBe(before.hits + 1)
    expect(again.body).toBe(first.body)
    expect(again.headers['content-type']).toBe(first.headers['content-type'])
    expect(first.json().code).toBe(0)

    const token = await student(built, '1340')
    let resolved = 0
    const resolve = built.ctx.sessions.resolve
    built.ctx.sessions.resolve = (t) => {
      resolved++
      return resolve(t)
    }
    try {
      const asStudent = await built.app.inject({
        method: 'POST',
        url: '/api/Lookup/AdmissionLineList',
        headers: { 'content-type': 'application/json', token },
        payload: JSON.stringify({ ...body, Platform: 1 }),
      })
      expect(asStudent.body).toBe(first.body)
      // a logged-out token is no different: the answer does not depend on who asks
      expect((await call(built, 'School/SchoolList', { Keyword: '师范', PageIndex: 1, PageSize: 5 }, 'no-such-token')).code).toBe(0)
      expect(resolved).toBe(0)
      // a call that needs the student still reads the session
      await ok(built, 'User/StudentInfo', {}, token)
      expect(resolved).toBe(1)
    } finally {
      built.ctx.sessions.resolve = resolve
    }
  })

  it('never keeps an error', async () => {
    const missing = await call(built, 'School/SchoolInfo', { SchoolId: 99999999 })
    expect(missing.code).not.toBe(0)
    const { entries } = await stats()
    expect((await call(built, 'School/SchoolInfo', { SchoolId: 99999999 })).code).toBe(missing.code)
    expect((await stats()).entries).toBe(entries)
  })

  it('answers an import at once: the new data version drops every kept answer', async () => {
    const title = `答案缓存测试导入 ${process.pid}`
    const body = { ProvinceId: 32, Year: 2025, Level: 'group', Keyword: '陆军工程大学', IncludeSpecial: true, PageIndex: 1, PageSize: 100 }
    const titles = (d: { List: Array<{ Source: { Title: string } }> }) => d.List.map((r) => r.Source.Title)
    const before = await ok(built, 'Lookup/AdmissionLineList', body)
    expect(titles(before)).not.toContain(title)
    expect(titles(await ok(built, 'Lookup/AdmissionLineList', body))).not.toContain(title)
    const kept = await stats()

    const file = path.resolve(__dirname, '../../data/fixtures/admission-good.csv')
    const r = await importFile(built.ctx.db, { file, kind: 'admission', province: '江苏', year: 2025, level: 'group', sourceTitle: title })
    if (r.sourceId) imported.push(r.sourceId)
    expect(r.ok).toBe(true)
    // this process imported: the store looks at the version now (another instance sees it within its poll)
    referenceStore(built.ctx).invalidate()

    const after = await ok(built, 'Lookup/AdmissionLineList', body)
    expect(titles(after)).toContain(title)
    const now = await stats()
    expect(now.version).not.toBe(kept.version)
    expect(now.entries).toBe(1)
  })
})
