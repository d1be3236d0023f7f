/**
 * The lists' in-memory index (server/modules/lookup/list-index.ts, issue 20) answers exactly what the database
 * queries answer — the same rows in the same order and the same totals, for every filter a list takes — is dropped
 * when an import brings a new data version, and stays within its bounds. Runs on in-memory PGlite, or PostgreSQL
 * with DATABASE_URL.
 */
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { importFile } from '../../server/data/importer'
import { removeImports } from './helpers/imports'
import { lookupModule, referenceStore, type ReferenceSnapshot } from '../../server/modules/lookup'
import {
  LIST_INDEX_LIMITS,
  admissionPageIndexed,
  indexableKeyword,
  listIndex,
  listIndexStats,
  matching,
  planPageIndexed,
} from '../../server/modules/lookup/list-index'
import { admissionCount, admissionPage, planCount, planPage, type AdmissionFilter, type PlanFilter } from '../../server/modules/lookup/queries'
import { testConfig } from '../support/server-db'

jest.setTimeout(300000)
let built: BuiltApp
/** sources this file imported */
const imported: number[] = []

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule] })
}, 300000)

afterAll(async () => {
  if (!built) return
  await removeImports(built.ctx.db, imported)
  await built.close()
})

const ALL = { limit: 1000000, offset: 0 }
const KEYWORDS = [undefined, '学', '医', '医学', '师范', '计算机', '工程', '汉语言文学', '中外合作', '%', '_', '（', 'ab']

async function newestYear(table: 'ref_admissions' | 'ref_plans', provinceId: number, level?: string): Promise<number> {
  let q = built.ctx.db
    .selectFrom(table as 'ref_admissions')
    .select((eb) => eb.fn.max('year').as('y'))
    .where('province_id', '=', provinceId)
  if (level) q = q.where('level', '=', level)
  return (await q.executeTakeFirstOrThrow()).y
}

/**
 * Runs a comparison of the index with the database on the snapshot now current; when it fails because another test
 * file on the shared PostgreSQL database imported (or removed) rows meanwhile — the database's data version is then no
 * longer the snapshot's — it runs again on the new version (a few times at most). Any other failure is reported.
 */
async function onStableVersion(compare: (snap: ReferenceSnapshot) => Promise<void>): Promise<void> {
  const store = referenceStore(built.ctx)
  for (let attempt = 1; ; attempt++) {
    const snap = await store.get()
    try {
      await compare(snap)
      return
    } catch (e) {
      const now = await built.ctx.db.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst()
      if (attempt >= 5 || now?.value === snap.version) throw e
      store.invalidate()
    }
  }
}

describe('the list index', () => {
  it('answers admission lines as the database does: rows, order and totals, for every filter', async () => {
    const db = built.ctx.db
    const snap = await referenceStore(built.ctx).get()
    for (const [provinceId, level] of [
      [21, 'major'],
      [44, 'group'],
      [41, 'institution'],
    ] as const) {
      const year = await newestYear('ref_admissions', provinceId, level)
      const some = await db
        .selectFrom('ref_admissions')
        .select(['subject_type', 'school_id', 'batch'])
        .where('province_id', '=', provinceId)
        .where('year', '=', year)
        .where('level', '=', level)
        .where('school_id', 'is not', null)
        .executeTakeFirstOrThrow()
      const filters: Array<Partial<AdmissionFilter>> = [
        {},
        { includeSpecial: true },
        { subjectType: some.subject_type ?? undefined },
        { schoolId: some.school_id as number },
        { batches: [some.batch] },
        { officialOnly: true },
        { batches: ['没有这个批次'] },
      ]
      for (const extra of filters) {
        // every keyword with the plain filter; a 1-, 2- and no keyword with the others (the embedded database is slow)
        for (const keyword of Object.keys(extra).length ? [undefined, '学', '工程'] : KEYWORDS) {
          const f: AdmissionFilter = { provinceId, year, level, includeSpecial: false, officialOnly: false, keyword, ...extra }
          const want = (await admissionPage(db, f, ALL)).map((r) => r.id)
          const got = await admissionPageIndexed(built.ctx, snap, f, ALL)
          expect({ provinceId, extra, keyword, ids: got.rows.map((r) => r.id) }).toEqual({ provinceId, extra, keyword, ids: want })
          expect({ provinceId, extra, keyword, total: got.total }).toEqual({ provinceId, extra, keyword, total: await admissionCount(db, f) })
        }
      }
      // a page in the middle: the same rows as the database's page
      const f: AdmissionFilter = { provinceId, year, level, includeSpecial: false, officialOnly: false, keyword: '学' }
      const page = { limit: 20, offset: 40 }
      expect((await admissionPageIndexed(built.ctx, snap, f, page)).rows).toEqual(await admissionPage(db, f, page))
    }
  })

  it('answers plans as the database does, only rows with places, in the list order', async () => {
    const db = built.ctx.db
    // 吉林 is where data.test imports its plan fixture (in parallel, on CI's shared database)
    await onStableVersion(async (snap) => {
      const year = await newestYear('ref_plans', 22)
      for (const includeSpecial of [false, true]) {
        for (const keyword of KEYWORDS) {
          const f: PlanFilter = { provinceId: 22, year, includeSpecial, keyword }
          const want = (await planPage(db, f, ALL)).map((r) => r.id)
          const got = await planPageIndexed(built.ctx, snap, f, ALL)
          expect({ keyword, ids: got.rows.map((r) => r.id) }).toEqual({ keyword, ids: want })
          expect(got.total).toBe(await planCount(db, f))
        }
      }
      const f: PlanFilter = { provinceId: 22, year, includeSpecial: false, keyword: '学' }
      expect((await planPageIndexed(built.ctx, snap, f, { limit: 20, offset: 100 })).rows).toEqual(await planPage(db, f, { limit: 20, offset: 100 }))
    })
  })

  it('leaves to the database the keywords it could answer differently', () => {
    expect(indexableKeyword(undefined)).toBe(true)
    expect(indexableKeyword('医学')).toBe(true)
    expect(indexableKeyword('学\u001f医')).toBe(false)
    expect(indexableKeyword('学\u0000')).toBe(false)
    expect(indexableKeyword('学\ud800')).toBe(false)
  })

  it('is dropped when an import brings a new data version', async () => {
    const store = referenceStore(built.ctx)
    const before = await store.get()
    const year = 2025
    const w = { kind: 'admission' as const, provinceId: 32, year, level: 'group' }
    const old = await listIndex(built.ctx, before, w)
    expect(listIndexStats(built.ctx).version).toBe(before.version)
    const file = path.resolve(__dirname, '../../data/fixtures/admission-good.csv')
    const r = await importFile(built.ctx.db, { file, kind: 'admission', province: '江苏', year, level: 'group', sourceTitle: '列表索引测试导入' })
    if (r.sourceId) imported.push(r.sourceId)
    expect(r.ok).toBe(true)
    store.invalidate()
    const after = await store.get()
    expect(after.version).not.toBe(before.version)
    const fresh = await listIndex(built.ctx, after, w)
    expect(fresh).not.toBe(old)
    expect(listIndexStats(built.ctx).version).toBe(after.version)
    const f: AdmissionFilter = { provinceId: 32, year, level: 'group', includeSpecial: true, officialOnly: false }
    const got = await admissionPageIndexed(built.ctx, after, f, ALL)
    expect(got.total).toBe(await admissionCount(built.ctx.db, f))
    expect(got.total).toBeGreaterThan(old.rows)
    expect(got.rows.map((x) => x.id)).toEqual((await admissionPage(built.ctx.db, f, ALL)).map((x) => x.id))
  })

  it('keeps within its bounds: entries and bytes (least recently used go first), and filter results per index', async () => {
    const snap = await referenceStore(built.ctx).get()
    const saved = { ...LIST_INDEX_LIMITS }
    try {
      LIST_INDEX_LIMITS.entries = 2
      const lists = [
        { kind: 'admission' as const, provinceId: 21, year: await newestYear('ref_admissions', 21, 'major'), level: 'major' },
        { kind: 'admission' as const, provinceId: 44, year: await newestYear('ref_admissions', 44, 'group'), level: 'group' },
        { kind: 'plan' as const, provinceId: 22, year: await newestYear('ref_plans', 22) },
      ]
      for (const w of lists) await listIndex(built.ctx, snap, w)
      await new Promise((r) => setImmediate(r))
      const stats = listIndexStats(built.ctx)
      expect(stats.entries).toBeLessThanOrEqual(2)
      expect(stats.keys).toContain('p|22|' + lists[2].year)
      LIST_INDEX_LIMITS.entries = 100
      LIST_INDEX_LIMITS.bytes = 1
      await listIndex(built.ctx, snap, lists[0])
      await new Promise((r) => setImmediate(r))
      // over the byte bound only the newest stays... and then not even it: every settled entry is evictable
      expect(listIndexStats(built.ctx).entries).toBeLessThanOrEqual(1)
      Object.assign(LIST_INDEX_LIMITS, saved)
      const index = await listIndex(built.ctx, snap, lists[0])
      for (let i = 0; i < LIST_INDEX_LIMITS.resultsPerIndex + 10; i++) matching(index, { includeSpecial: false, keyword: String.fromCharCode(0x4e00 + i) })
      expect(index.results.size).toBeLessThanOrEqual(LIST_INDEX_LIMITS.resultsPerIndex)
      expect(index.resultBytes).toBeLessThanOrEqual(index.rows * 4 * 4)
    } finally {
      Object.assign(LIST_INDEX_LIMITS, saved)
    }
  })
})
