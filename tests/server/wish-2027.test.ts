/**
 * The students filing next (issue 14 §8): exam year 2027, 560 points, 物理 + 化学 + 生物, in 广东 and 江苏 (whose 2026
 * lines are in our data), 河北, 湖南 and 辽宁 (latest year 2025: predicted across the gap), and 山东 and 浙江 (3+3,
 * 专业+院校, whose first admission rows are their 2026 official tables). Over the seeded real data of these seven
 * provinces on an in-memory PGlite of its own, always: four of them are not in the test profile every other file
 * seeds (TEST_PROVINCES), and seeding them into a shared PostgreSQL database would change the data under the other
 * files. wish.test.ts runs the same calls on PostgreSQL.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { importFile } from '../../server/data/importer'
import { bumpVersion } from '../../server/data/seed-reference'
import { MODULES } from '../../server/modules'
import { referenceStore } from '../../server/modules/lookup'
import { createUser } from '../../server/modules/account/users'
import { createSession } from '../../server/modules/account/sessions'
import { BATCH_IDS } from '../../types/api/wish'
import { testConfig } from '../support/server-db'

let built: BuiltApp
// the first call of a province builds its index
jest.setTimeout(120000)

interface Env<T> {
  code: number
  message: string
  data: T
}

async function ok<T = any>(name: string, body: unknown, token: string): Promise<T> {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', token },
    payload: JSON.stringify(body),
  })
  const r = res.json<Env<T>>()
  if (r.code !== 0) throw new Error(`${name}: ${r.code} ${r.message}`)
  return r.data
}

let seq = 0
async function student(province: number, track: number): Promise<string> {
  seq++
  const id = await createUser(built.ctx.db, {
    mobile: `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`,
    exam_province_id: province,
    exam_year: 2027,
    subject_type: track,
    select_subjects: JSON.stringify(['物理', '化学', '生物']),
    score: 560,
    rank: null,
  })
  return createSession(built.ctx, id, 'password', null)
}

beforeAll(async () => {
  built = await buildApp({
    config: testConfig({
      sessionCache: 'on',
      databaseUrl: undefined,
      dataDir: ':memory:',
      env_: { ...process.env, DATABASE_URL: '', REDIS_URL: '', REF_SEED_PROVINCES: '44,43,21,13,32,37,33' },
    }),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
}, 600000)
afterAll(async () => {
  await built?.close()
})

const BANDS = ['冲', '稳', '保'] as const

/** every row of one band (pages of 100) */
async function allRows(token: string, call: string, band: string): Promise<any[]> {
  const rows: any[] = []
  for (let page = 1; ; page++) {
    const p = await ok<any>(call, { Band: band, PageSize: 100, PageIndex: page }, token)
    rows.push(...p.List)
    if (rows.length >= p.Total || !p.List.length) return rows
  }
}

describe.each([
  ['广东', 44, 2026],
  ['江苏', 32, 2026],
  ['河北', 13, 2025],
  ['湖南', 43, 2025],
  ['辽宁', 21, 2025],
])('%s, exam year 2027, 560 points, 物理 + 化学 + 生物', (_name, province, latest) => {
  let token: string
  let seen: any
  beforeAll(async () => {
    token = await student(province, 2)
  })

  it('the batch says which admission years our data holds, and the gap when last summer’s lines are not in it yet', async () => {
    const batches = await ok<any[]>('Wish/NewExamBatchList', {}, token)
    const b = batches.find((x) => x.BatchId === BATCH_IDS.UNDERGRAD)
    expect(b.Recommendable).toBe(true)
    expect(b.YearsHeld[0]).toBe(latest)
    expect(b.YearsGap).toBe(2027 - latest)
    if (latest === 2025) expect(b.YearsNote).toContain('2026 年录取数据尚未收录，按 2025 年推算，间隔两年')
    else expect(b.YearsNote).toContain(`最新 ${latest} 年`)
  })

  it('gives at least three rows in each of 冲, 稳 and 保 in the first ordinary 本科 batch', async () => {
    for (const band of BANDS) {
      const page = await ok<any>('Wish/NewExamScoreLine', { BatchId: BATCH_IDS.UNDERGRAD, Band: band, PageSize: 5 }, token)
      expect(page.Total).toBeGreaterThanOrEqual(3)
      seen = page.Student
      for (const row of page.List) {
        expect(row.Band).toBe(band)
        expect(row.History[0].Year).toBeLessThanOrEqual(latest)
        // a prediction across the gap says so in its explanation
        if (2027 - row.History[0].Year >= 2) expect(row.Explanation.Steps.join('')).toContain('录取数据尚未收录')
      }
    }
    expect(seen).toMatchObject({ ProvinceId: province, Year: 2027 })
  })

  it('leaves at most 10 % of the units without a probability, each with the real reason', async () => {
    const page = await ok<any>('Wish/NewExamScoreLine', { BatchId: BATCH_IDS.UNDERGRAD, PageSize: 100 }, token)
    const c = page.Counts
    const total = c.冲 + c.稳 + c.保 + c.垫 + c.不推荐 + c.无概率
    expect(c.无概率 / total).toBeLessThanOrEqual(0.1)
    // unrated rows come last: the last page holds some when there are any
    if (c.无概率 > 0) {
      const q = { BatchId: BATCH_IDS.UNDERGRAD, PageSize: 100, IncludeUnrated: true }
      const withUnrated = await ok<any>('Wish/NewExamScoreLine', q, token)
      const last = await ok<any>('Wish/NewExamScoreLine', { ...q, PageIndex: Math.ceil(withUnrated.Total / 100) }, token)
      const unrated = last.List.filter((r: any) => r.Probability === null)
      expect(unrated.length).toBeGreaterThan(0)
      for (const r of unrated) expect(r.Reason).toMatch(/已收录|不足|选科/)
    }
  })

  it('among 保 rows, at most 1 % that the unit’s latest year alone would reject', async () => {
    const rows = await allRows(token, 'Wish/NewExamScoreLine', '保')
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const contradicted = rows.filter((r) => r.StudentRank > r.History[0].EquivalentRank)
    expect(contradicted.length / rows.length).toBeLessThanOrEqual(0.01)
  })
})

describe.each([
  ['山东', 37],
  ['浙江', 33],
])('%s (3+3, 专业+院校), exam year 2027, from the 2026 official lines', (_name, province) => {
  let token: string
  beforeAll(async () => {
    token = await student(province, 3)
  })
  it('gives at least three rows in each of 冲, 稳 and 保, predicted from 2026', async () => {
    const batches = await ok<any[]>('Wish/NewExamBatchList', {}, token)
    const b = batches.find((x) => x.Recommendable)
    expect(b.Rule.FillMode).toBe('专业(类)+院校')
    expect(b.YearsHeld[0]).toBe(2026)
    for (const band of BANDS) {
      const page = await ok<any>('Wish/NewExamScoreLine', { BatchId: b.BatchId, Band: band, PageSize: 5 }, token)
      expect(page.Total).toBeGreaterThanOrEqual(3)
      for (const row of page.List) {
        expect(row.Level).toBe('major')
        expect(row.History[0].Year).toBe(2026)
        expect(row.History[0].Source.SourceClass).toBe('official-provincial')
      }
    }
  })
})

describe('an official 2026 table imported with npm run data:import is used on the next call', () => {
  const imported: number[] = []
  afterAll(async () => {
    // remove only what these tests imported (other test files may share a PostgreSQL database)
    for (const sid of imported) {
      await built.ctx.db.deleteFrom('ref_admissions').where('sid', '=', sid).execute()
      await built.ctx.db.deleteFrom('ref_sources').where('id', '=', sid).execute()
    }
    await bumpVersion(built.ctx.db)
  })

  it('广东 本科批 院校专业组: the authority’s XLSX layout, title row above the header', async () => {
    const token = await student(44, 2)
    const row = (await ok<any>('Wish/NewExamScoreLine', { BatchId: BATCH_IDS.UNDERGRAD, Band: '保', PageSize: 1 }, token)).List[0]
    const h = row.History[0]
    expect(h.Year).toBe(2026)
    expect(h.Source.SourceClass).toBe('third-party')
    const ExcelJS = (await import('exceljs')).default
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('物理')
    ws.addRow(['广东省2026年本科普通类（物理）投档情况'])
    ws.addRow(['院校代码', '院校名称', '专业组代码', '计划数', '投档人数', '投档最低分', '投档最低排位'])
    ws.addRow([row.SchoolCode, row.SchoolName, row.GroupCode.replace(/\D/g, ''), h.PlanCount ?? 1, h.PlanCount ?? 1, h.MinScore, h.MinRank])
    const file = path.join(os.tmpdir(), `zy-gd-2026-${process.pid}.xlsx`)
    await wb.xlsx.writeFile(file)
    const r = await importFile(built.ctx.db, {
      file,
      kind: 'admission',
      province: '广东',
      year: 2026,
      subjectType: '物理类',
      level: 'group',
      sourceTitle: '广东省2026年本科普通类（物理）投档情况（测试导入）',
      sourceUrl: 'https://eea.gd.gov.cn/ptgk/content/post_4926622.html',
    })
    fs.rmSync(file, { force: true })
    expect(r.rejected).toEqual([])
    expect(r.written).toBe(1)
    imported.push(r.sourceId!)
    // the server re-reads the data version at most every 5 s; an import from another process is seen by then
    referenceStore(built.ctx).invalidate()
    const again = await ok<any>('Wish/UnitDetail', { UnitId: row.UnitId }, token)
    expect(again.History[0]).toMatchObject({ Year: 2026, MinRank: h.MinRank })
    expect(again.History[0].Source).toMatchObject({ SourceClass: 'official-provincial', Title: '广东省2026年本科普通类（物理）投档情况（测试导入）' })
  })

  it('山东 常规批 专业(类)+院校: a CSV that prints ranks only, no score', async () => {
    const token = await student(37, 3)
    const row = (await ok<any>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 1 }, token)).List[0]
    const h = row.History[0]
    const file = path.join(os.tmpdir(), `zy-sd-2026-${process.pid}.csv`)
    // the official table of 2026 as the authority would print a correction of this row: a harder lowest rank
    const corrected = Math.max(1, Math.round(h.MinRank * 0.97))
    fs.writeFileSync(
      file,
      `院校代号,院校名称,专业代号,专业名称,选考科目要求,最低位次\n${row.SchoolCode},${row.SchoolName},${row.MajorCode},"${row.MajorName}","${row.Elective.Text}",${corrected}\n`,
    )
    const r = await importFile(built.ctx.db, {
      file,
      kind: 'admission',
      province: '山东',
      year: 2026,
      subjectType: '综合',
      level: 'major',
      sourceTitle: '山东省2026年普通类常规批第1次志愿投档情况（测试导入）',
    })
    fs.rmSync(file, { force: true })
    expect(r.rejected).toEqual([])
    imported.push(r.sourceId!)
    // the server re-reads the data version at most every 5 s; an import from another process is seen by then
    referenceStore(built.ctx).invalidate()
    const again = await ok<any>('Wish/UnitDetail', { UnitId: row.UnitId }, token)
    expect(again.History[0]).toMatchObject({ Year: 2026, MinRank: corrected, MinScore: null })
    expect(again.PredictedRank).toBeLessThan(row.PredictedRank)
  })
})
