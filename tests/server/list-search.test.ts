/**
 * Keyword search of the admission-line and plan lists (issue 20): served through a search text with a trigram index
 * (3+ characters) or a containment test (1–2), it must find exactly the rows whose school or major name (or 专业组, for
 * plans) holds the keyword — checked against every real row of the test seed's provinces, with 1-, 2- and 3+-character
 * keywords and with % _ \ taken literally. And School/SchoolInfo, answered from memory after its first ask, answers
 * anew after an import. Runs on in-memory PGlite, or PostgreSQL with DATABASE_URL.
 */
import path from 'path'
import { sql } from 'kysely'
import { buildApp, type BuiltApp } from '../../server/app'
import { importFile } from '../../server/data/importer'
import { readCsvAll } from '../../server/data/csv'
import { removeImports } from './helpers/imports'
import { lookupModule, referenceStore } from '../../server/modules/lookup'
import {
  admissionCount,
  admissionPage,
  planCount,
  planPage,
  TRIGRAM_MIN_CHARS,
  type AdmissionFilter,
  type PlanFilter,
} from '../../server/modules/lookup/queries'
import { schoolModule } from '../../server/modules/school'
import { testConfig } from '../support/server-db'

jest.setTimeout(60000)
let built: BuiltApp
/** sources this file imported */
const imported: number[] = []

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule, schoolModule] })
}, 300000)

afterAll(async () => {
  if (!built) return
  await removeImports(built.ctx.db, imported)
  await built.close()
})

async function call(name: string, body: unknown) {
  const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object })
  expect(res.statusCode).toBe(200)
  return res.json()
}

const KEYWORDS = ['学', '医', '医学', '师范', '计算机', '工程', '师范大学', '汉语言文学', '中外合作', '%', '_', '\\', '学%', '100%', "'", '（', 'ab']

describe('list keyword search', () => {
  it('finds exactly the admission rows whose school or major name holds the keyword', async () => {
    const db = built.ctx.db
    for (const [provinceId, level] of [
      [21, 'major'],
      [44, 'group'],
      [41, 'institution'],
    ] as const) {
      const year = (
        await db
          .selectFrom('ref_admissions')
          .select((eb) => eb.fn.max('year').as('y'))
          .where('province_id', '=', provinceId)
          .where('level', '=', level)
          .executeTakeFirstOrThrow()
      ).y
      const all = await db
        .selectFrom('ref_admissions')
        .select(['id', 'school_name', 'major_name'])
        .where('province_id', '=', provinceId)
        .where('year', '=', year)
        .where('level', '=', level)
        .where('is_special', '=', false)
        .execute()
      expect(all.length).toBeGreaterThan(100)
      for (const keyword of KEYWORDS) {
        const f: AdmissionFilter = { provinceId, year, level, includeSpecial: false, officialOnly: false, keyword }
        const want = all.filter((r) => r.school_name.includes(keyword) || r.major_name.includes(keyword)).map((r) => r.id)
        const got = (await admissionPage(db, f, { limit: 100000, offset: 0 })).map((r) => r.id)
        expect({ keyword, ids: [...got].sort((a, b) => a - b) }).toEqual({ keyword, ids: want.sort((a, b) => a - b) })
        expect(await admissionCount(db, f)).toBe(want.length)
      }
    }
  })

  it('finds exactly the plan rows whose school, major or 专业组 name holds the keyword', async () => {
    const db = built.ctx.db
    const year = (
      await db
        .selectFrom('ref_plans')
        .select((eb) => eb.fn.max('year').as('y'))
        .where('province_id', '=', 22)
        .executeTakeFirstOrThrow()
    ).y
    const all = await db
      .selectFrom('ref_plans')
      .select(['id', 'school_name', 'major_name', 'major_group', 'plan_count'])
      .where('province_id', '=', 22)
      .where('year', '=', year)
      .where('is_special', '=', false)
      .execute()
    const f0: PlanFilter = { provinceId: 22, year, includeSpecial: false }
    const withPlaces = new Set((await planPage(db, f0, { limit: 1000000, offset: 0 })).map((r) => r.id))
    expect(withPlaces.size).toBeGreaterThan(100)
    for (const keyword of KEYWORDS) {
      const want = all
        .filter((r) => withPlaces.has(r.id) && (r.school_name.includes(keyword) || r.major_name.includes(keyword) || r.major_group.includes(keyword)))
        .map((r) => r.id)
      const got = (await planPage(db, { ...f0, keyword }, { limit: 1000000, offset: 0 })).map((r) => r.id)
      expect({ keyword, ids: [...got].sort((a, b) => a - b) }).toEqual({ keyword, ids: want.sort((a, b) => a - b) })
      expect(await planCount(db, { ...f0, keyword })).toBe(want.length)
    }
  })

  it('does not match across the names it joins, and answers keywords of every length through the API', async () => {
    const db = built.ctx.db
    const row = await db
      .selectFrom('ref_admissions')
      .select(['school_name', 'major_name'])
      .where('province_id', '=', 21)
      .where('level', '=', 'major')
      .where('major_name', '<>', '')
      .executeTakeFirstOrThrow()
    // the end of the school's name and the start of the major's: a keyword no single name holds
    const across = `${row.school_name.slice(-1)}${row.major_name.slice(0, 2)}`
    const f: AdmissionFilter = { provinceId: 21, year: 0, level: 'major', includeSpecial: true, officialOnly: false }
    for (const keyword of [across, `${row.school_name.slice(-1)}\u001f${row.major_name.slice(0, 1)}`]) {
      const n = Number(
        (
          await db
            .selectFrom('ref_admissions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('province_id', '=', 21)
            .where('level', '=', 'major')
            .where((eb) => eb.or([eb(eb.fn('strpos', ['school_name', eb.val(keyword)]), '>', 0), eb(eb.fn('strpos', ['major_name', eb.val(keyword)]), '>', 0)]))
            .executeTakeFirstOrThrow()
        ).n,
      )
      const years = await db.selectFrom('ref_admissions').select('year').distinct().where('province_id', '=', 21).where('level', '=', 'major').execute()
      let total = 0
      for (const { year } of years) total += await admissionCount(db, { ...f, year, keyword })
      expect({ keyword, total }).toEqual({ keyword, total: n })
    }
    expect(TRIGRAM_MIN_CHARS).toBe(3)
    for (const Keyword of ['学', '工程', '计算机', '100%']) {
      const r = await call('Lookup/AdmissionLineList', { ProvinceId: 21, Level: 'major', Keyword, PageIndex: 2, PageSize: 20 })
      expect(r.code).toBe(0)
      for (const l of r.data.List) expect(`${l.SchoolName}|${l.MajorName}`).toContain(Keyword)
    }
  })

  it('has the trigram indexes the search uses', async () => {
    const names = (
      await sql<{ indexname: string }>`select indexname from pg_indexes where indexname in ('ref_adm_search', 'ref_plans_search')`.execute(built.ctx.db)
    ).rows.map((r) => r.indexname)
    expect(names.sort()).toEqual(['ref_adm_search', 'ref_plans_search'])
  })
})

describe('School/SchoolInfo from memory', () => {
  it('answers anew after an import brings a new data version', async () => {
    const file = path.resolve(__dirname, '../../data/fixtures/admission-good.csv')
    const names = new Set((await readCsvAll(file)).map((r) => r['院校名称']))
    const snap = await referenceStore(built.ctx).get()
    const schools = snap.schools.filter((s) => names.has(s.name))
    expect(schools.length).toBeGreaterThan(5)
    const info = async (id: number) => (await call('School/SchoolInfo', { SchoolId: id })).data
    const before = new Map<number, { DataCoverage: { AdmissionRows: number } }>()
    for (const s of schools) before.set(s.id, await info(s.id))
    // asked again: the same answer (from memory)
    expect(await info(schools[0].id)).toEqual(before.get(schools[0].id))
    const r = await importFile(built.ctx.db, { file, kind: 'admission', province: '江苏', year: 2025, level: 'group', sourceTitle: 'SchoolInfo 缓存测试导入' })
    if (r.sourceId) imported.push(r.sourceId)
    expect(r.ok).toBe(true)
    const added = await built.ctx.db
      .selectFrom('ref_admissions')
      .select(['school_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('sid', '=', r.sourceId as number)
      .where('is_special', '=', false)
      .where('school_id', 'is not', null)
      .groupBy('school_id')
      .execute()
    expect(added.length).toBeGreaterThan(5)
    referenceStore(built.ctx).invalidate()
    for (const a of added) {
      const was = before.get(a.school_id as number)
      if (!was) continue
      expect((await info(a.school_id as number)).DataCoverage.AdmissionRows).toBe(was.DataCoverage.AdmissionRows + Number(a.n))
    }
  })
})
