/**
 * The importer: bad rows rejected with reasons and nothing written, good tables written and served,
 * all-or-nothing when the database fails mid-write, XLSX input, and the CLI's exit codes. Runs on in-memory
 * PGlite, or PostgreSQL when DATABASE_URL is set (imports are removed again after the tests).
 */
import { execFile } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { promisify } from 'util'
import { sql } from 'kysely'
import { buildApp, type BuiltApp } from '../../server/app'
import { readCsvAll } from '../../server/data/csv'
import { importFile, type ImportOptions } from '../../server/data/importer'
import { removeImports } from './helpers/imports'
import { lookupModule, referenceStore } from '../../server/modules/lookup'
import { schoolModule } from '../../server/modules/school'
import { testConfig } from '../support/server-db'

const run = promisify(execFile)
// an import rebuilds the school–major offers over every admission row of the test profile: seconds on a busy machine
jest.setTimeout(60000)
const ROOT = path.resolve(__dirname, '..', '..')
const fixture = (f: string) => path.join(ROOT, 'data', 'fixtures', f)

let built: BuiltApp
let defaultsBefore: number[] = []

async function call(name: string, body: unknown) {
  const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object })
  return res.json()
}

async function counts() {
  const db = built.ctx.db
  const one = async (t: 'ref_rank_tables' | 'ref_rank_rows' | 'ref_admissions' | 'ref_plans' | 'ref_batch_lines' | 'ref_sources') =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    tables: await one('ref_rank_tables'),
    rows: await one('ref_rank_rows'),
    admissions: await one('ref_admissions'),
    plans: await one('ref_plans'),
    lines: await one('ref_batch_lines'),
    sources: await one('ref_sources'),
  }
}

/** sources this file imported (other files import in parallel on a shared database: only these are removed after) */
const imported = new Set<number>()

async function imp(o: Partial<ImportOptions> & Pick<ImportOptions, 'file' | 'kind' | 'province' | 'year'>) {
  const r = await importFile(built.ctx.db, o)
  if (r.sourceId) imported.add(r.sourceId)
  return r
}

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule, schoolModule] })
  defaultsBefore = (await built.ctx.db.selectFrom('ref_rank_tables').select('id').where('is_default', '=', true).execute()).map((r) => r.id)
}, 300000)

afterAll(async () => {
  if (!built) return
  // leave a shared PostgreSQL database as the seed made it: this file's imports, and the default tables it moved
  await removeImports(built.ctx.db, [...imported], ['ref_rank_tables', 'ref_admissions', 'ref_plans', 'ref_batch_lines'], async (trx) => {
    if (defaultsBefore.length) await trx.updateTable('ref_rank_tables').set({ is_default: true }).where('id', 'in', defaultsBefore).execute()
  })
  await built.close()
})

describe('score-rank import', () => {
  it('rejects a table with inconsistent rows, says why, and writes nothing', async () => {
    const before = await counts()
    const r = await imp({ file: fixture('score-rank-bad.csv'), kind: 'score-rank', province: '安徽', year: 2026, subjectType: '历史类' })
    expect(r.ok).toBe(false)
    const byLine = new Map(r.rejected.map((x) => [x.line, x.reason]))
    expect(byLine.get(7)).toMatch('起始位次')
    expect(byLine.get(12)).toMatch('分数未严格递减')
    expect(byLine.get(16)).toMatch('不是整数')
    expect(byLine.get(19)).toMatch('无法识别')
    expect(await counts()).toEqual(before)
  })

  it('writes a good table, makes it the default and serves its exact ranks', async () => {
    const r = await imp({
      file: fixture('score-rank-good.csv'),
      kind: 'score-rank',
      province: '安徽省',
      year: 2026,
      subjectType: '历史类',
      sourceTitle: '安徽省2026年普通高等学校招生统一考试考生成绩分档表（测试导入）',
      sourceUrl: 'https://www.ahzsks.cn/',
    })
    expect(r.rejected).toEqual([])
    expect(r.ok).toBe(true)
    expect(r.written).toBe(60)
    referenceStore(built.ctx).invalidate()
    const rows = await readCsvAll(fixture('score-rank-good.csv'))
    for (const row of rows) {
      const score = parseInt(row['分数'], 10)
      const d = (await call('Public/LineRank', { ProvinceId: 34, Year: 2026, SubjectType: 1, Score: score })).data
      expect([score, d.Rank, d.Count]).toEqual([score, Number(row['累计人数']), Number(row['本段人数'])])
      expect(d.Source.Title).toMatch('测试导入')
    }
    const band = (await call('Public/LineRank', { ProvinceId: 34, Year: 2026, SubjectType: 1, Score: 700 })).data
    expect(band).toMatchObject({ Rank: 10, IsBand: true, BandLow: 671, BandHigh: 750 })
    const below = (await call('Public/LineRank', { ProvinceId: 34, Year: 2026, SubjectType: 1, Score: 500 })).data
    expect(below.IsBelowFloor).toBe(true)
  })

  it('reads the same table from an .xlsx file and replaces the earlier import', async () => {
    const ExcelJS = (await import('exceljs')).default
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('一分一段')
    const rows = await readCsvAll(fixture('score-rank-good.csv'))
    ws.addRow(['分数', '本段人数', '累计人数'])
    for (const r of rows) ws.addRow([/^\d+$/.test(r['分数']) ? Number(r['分数']) : r['分数'], Number(r['本段人数']), Number(r['累计人数'])])
    const file = path.join(os.tmpdir(), `zy-rank-${process.pid}.xlsx`)
    await wb.xlsx.writeFile(file)
    const before = await counts()
    const r = await imp({ file, kind: 'score-rank', province: '34', year: 2026, subjectType: '历史类' })
    fs.rmSync(file, { force: true })
    expect(r.rejected).toEqual([])
    expect(r.written).toBe(60)
    const after = await counts()
    expect(after.tables).toBe(before.tables)
    expect(after.rows).toBe(before.rows)
  })

  it('refuses files without the columns a rank table needs', async () => {
    const file = path.join(os.tmpdir(), `zy-norank-${process.pid}.csv`)
    fs.writeFileSync(file, '分数,本段人数\n700,3\n')
    const r = await imp({ file, kind: 'score-rank', province: '广东', year: 2026, subjectType: '物理类' })
    fs.rmSync(file, { force: true })
    expect(r.error).toMatch('累计人数')
    const p = await imp({ file: fixture('score-rank-good.csv'), kind: 'score-rank', province: '火星', year: 2026 })
    expect(p.error).toMatch('省份')
  })
})

describe('admission, plan and batch-line import', () => {
  it('rejects bad admission rows with reasons and writes nothing', async () => {
    const before = await counts()
    const r = await imp({ file: fixture('admission-bad.csv'), kind: 'admission', province: '江苏', year: 2025, level: 'group' })
    expect(r.rejected.map((x) => x.line)).toEqual([4, 6, 8, 10])
    expect(r.rejected[0].reason).toMatch('院校名称为空')
    expect(r.rejected[1].reason).toMatch('不是数字')
    expect(r.rejected[2].reason).toMatch('超出')
    expect(await counts()).toEqual(before)
  })

  it('imports good admission rows, matches schools and derives ranks from the province table', async () => {
    // 江苏 2025 is also in the seed (test profile): what the import adds is counted against what was there
    const list = async (extra: object = {}) =>
      (await call('Lookup/AdmissionLineList', { ProvinceId: 32, Year: 2025, Level: 'group', OfficialOnly: true, PageIndex: 1, PageSize: 50, ...extra })).data
    referenceStore(built.ctx).invalidate()
    const allBefore = (await list({ IncludeSpecial: true })).Total
    const ordinaryBefore = (await list()).Total
    const r = await imp({
      file: fixture('admission-good.csv'),
      kind: 'admission',
      province: '江苏',
      year: 2025,
      level: 'group',
      sourceTitle: '江苏省2025年普通类本科批次院校专业组投档线（测试导入）',
    })
    expect(r.ok).toBe(true)
    expect(r.written).toBe(40)
    const rows = await built.ctx.db
      .selectFrom('ref_admissions')
      .selectAll()
      .where('sid', '=', r.sourceId as number)
      .execute()
    expect(rows).toHaveLength(40)
    expect(rows.filter((x) => x.school_id !== null).length).toBeGreaterThan(30)
    // ranks are derived for ordinary rows (a special path such as 陆军工程大学's 军警院校 rows keeps its printed values only)
    const ordinaryRows = rows.filter((x) => !x.is_special).sort((a, b) => a.id - b.id)
    expect(ordinaryRows.length).toBeGreaterThan(30)
    for (const x of ordinaryRows.slice(0, 10)) {
      expect(x.is_derived).toBe(true)
      const lr = (await call('Public/LineRank', { ProvinceId: 32, Year: 2025, SubjectType: 2, Score: Number(x.min_score) })).data
      expect(x.min_rank).toBe(lr.Rank)
    }
    referenceStore(built.ctx).invalidate()
    expect((await list({ IncludeSpecial: true })).Total - allBefore).toBe(40)
    // 中外合作办学 groups are special-path rows: out of the ordinary answer
    expect((await list()).Total - ordinaryBefore).toBe(ordinaryRows.length)
    expect(rows.filter((x) => x.is_special).every((x) => /中外合作/.test(x.major_group))).toBe(true)
    const mine = (await list({ Keyword: ordinaryRows[0].school_name })).List.filter((l: any) => /测试导入/.test(l.Source.Title))
    expect(mine.length).toBeGreaterThan(0)
    expect(mine[0].IsDerived).toBe(true)
    expect(mine[0].RankSource.SourceClass).toBe('score-derived')
    // importing the same source again replaces its rows
    const again = await imp({
      file: fixture('admission-good.csv'),
      kind: 'admission',
      province: '江苏',
      year: 2025,
      level: 'group',
      sourceTitle: '江苏省2025年普通类本科批次院校专业组投档线（测试导入）',
    })
    expect(again.sourceId).toBe(r.sourceId)
    const n = await built.ctx.db
      .selectFrom('ref_admissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sid', '=', r.sourceId as number)
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(40)
  })

  it('imports plans and batch lines and rejects their bad rows', async () => {
    const before = await counts()
    const bad = await imp({ file: fixture('plan-bad.csv'), kind: 'plan', province: '吉林', year: 2026 })
    expect(bad.rejected.map((x) => x.line)).toEqual([3, 5, 7])
    const badLines = await imp({ file: fixture('batch-line-bad.csv'), kind: 'batch-line', province: '广东', year: 2026 })
    expect(badLines.rejected.map((x) => x.line)).toEqual([3, 5, 6])
    expect(await counts()).toEqual(before)
    const plans = await imp({ file: fixture('plan-good.csv'), kind: 'plan', province: '吉林', year: 2026 })
    expect(plans.written).toBe(30)
    const lines = await imp({ file: fixture('batch-line-good.csv'), kind: 'batch-line', province: '广东', year: 2026 })
    expect(lines.written).toBe(12)
    const after = await counts()
    expect(after.plans - before.plans).toBe(30)
    expect(after.lines - before.lines).toBe(12)
  })

  it('rejects rows that contradict --province / --year', async () => {
    const file = path.join(os.tmpdir(), `zy-prov-${process.pid}.csv`)
    fs.writeFileSync(file, '省份,年份,科类,批次,分数线\n广东,2026,物理类,本科,425\n江苏,2026,物理类,本科,460\n广东,2025,物理类,本科,440\n')
    const r = await imp({ file, kind: 'batch-line', province: '广东', year: 2026 })
    fs.rmSync(file, { force: true })
    expect(r.rejected.map((x) => x.line)).toEqual([3, 4])
    expect(r.rejected[0].reason).toMatch('省份')
    expect(r.rejected[1].reason).toMatch('年份')
  })

  it('writes nothing when the database fails in the middle of the write', async () => {
    const db = built.ctx.db
    const rows = await readCsvAll(fixture('plan-good.csv'))
    const header = Object.keys(rows[0])
    const lines = [header.join(',')]
    // 12,000 rows: more than two write batches; the database refuses one row of the third batch
    for (let i = 0; i < 12000; i++) {
      const r = { ...rows[i % rows.length] }
      if (i === 11000) r['专业名称'] = '触发写入失败'
      lines.push(header.map((h) => r[h]).join(','))
    }
    const file = path.join(os.tmpdir(), `zy-big-${process.pid}.csv`)
    fs.writeFileSync(file, lines.join('\n'))
    await sql`create or replace function zy_test_refuse() returns trigger language plpgsql as $$
      begin if new.major_name = '触发写入失败' then raise exception 'refused by test trigger'; end if; return new; end $$`.execute(db)
    await sql`create trigger zy_test_refuse before insert on ref_plans for each row execute function zy_test_refuse()`.execute(db)
    const before = await counts()
    try {
      await expect(imp({ file, kind: 'plan', province: '吉林', year: 2026, sourceTitle: '写入失败测试' })).rejects.toThrow('refused by test trigger')
    } finally {
      await sql`drop trigger if exists zy_test_refuse on ref_plans`.execute(db)
      await sql`drop function if exists zy_test_refuse()`.execute(db)
      fs.rmSync(file, { force: true })
    }
    expect(await counts()).toEqual(before)
  }, 120000)
})

describe('npm run data:import (CLI)', () => {
  const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' }
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'data', 'import-cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir },
    })

  it('exits 1 with the rejected rows listed, 0 after a good import, 2 on usage errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-cli-'))
    try {
      const bad = await cli([fixture('batch-line-bad.csv'), '--kind', 'batch-line', '--province', '广东', '--year', '2026'], dir).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      )
      expect(bad.code).toBe(1)
      expect(bad.stdout).toMatch('第 3 行')
      expect(bad.stdout).toMatch('未写入任何数据')
      expect(bad.stderr).toMatch('校验')
      const good = await cli(
        [fixture('batch-line-good.csv'), '--kind', 'batch-line', '--province', '广东', '--year', '2026', '--source-url', 'https://eea.gd.gov.cn/'],
        dir,
      )
      expect(good.stdout).toMatch('已导入 12 行')
      const usage = await cli(['--kind', 'nope'], dir).catch((e: { code: number; stderr: string }) => e)
      expect((usage as { code: number }).code).toBe(2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 180000)
})
