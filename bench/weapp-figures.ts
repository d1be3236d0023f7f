/**
 * The mini program's figures for `npm run bench` (issue 20 item 3): the main package's size (budget 700 KB; WeChat's
 * own limit is 1,024 KB) and the largest setData payload of the recommendation list, the wish table and a school's
 * detail (budget 128 KB each: WeChat warns above 256 KB and every byte crosses from the logic layer to the view).
 *
 * Sizes are read from dist/weapp as `npm run build:weapp` writes it (built here first when absent); the setData
 * payloads from the headless WeChat engine of the weapp tests, run in a process of its own (bench/weapp-setdata.ts).
 */
import { execFile, execFileSync } from 'child_process'
import { promisify } from 'util'
import fs from 'fs'
import path from 'path'
import { weappSizes } from '../scripts/report-weapp-size'
import type { Figure } from './figures'

const ROOT = path.join(__dirname, '..')
const DIST = path.join(ROOT, 'dist', 'weapp')
const KB = 1024
const SET_DATA_BUDGET = 128

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10

function ensureBuilt(): string | null {
  if (fs.existsSync(path.join(DIST, 'app.json'))) return null
  try {
    execFileSync('npx', ['taro', 'build', '--type', 'weapp'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
    return null
  } catch (e) {
    return `dist/weapp is absent and the build failed: ${(e as Error).message}`
  }
}

interface SetDataSizes {
  list: number
  table: number
  school: number
  tableRows: number
  tableWishes: number
}

/** the render is a real server and WeChat's engine in a process of its own (the engine's globals are once per process) */
async function measureSetData(): Promise<SetDataSizes | string> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'weapp-setdata.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, WEAPP_DIST: DIST },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    return JSON.parse(stdout.trim().split('\n').pop() ?? '') as SetDataSizes
  } catch (e) {
    const err = e as { stderr?: string; message: string }
    return `the headless render failed: ${(err.stderr || err.message).trim().split('\n').slice(0, 3).join(' ')}`
  }
}

export async function measureWeapp(): Promise<Figure[]> {
  const buildProblem = ensureBuilt()
  const mainFigure: Figure = { name: 'weapp main package', db: '', value: null, unit: 'KB', budget: { op: '<=', limit: 700 } }
  const setDataFigure = (what: string): Figure => ({
    name: `weapp largest setData: ${what}`,
    db: '',
    value: null,
    unit: 'KB',
    budget: { op: '<=', limit: SET_DATA_BUDGET },
  })
  const list = setDataFigure('recommendation list')
  const table = setDataFigure('wish table')
  const school = setDataFigure('school detail')
  if (buildProblem) {
    for (const f of [mainFigure, list, table, school]) f.note = buildProblem
    return [mainFigure, list, table, school]
  }

  const sizes = weappSizes(DIST)
  const subs = Object.values(sizes.subPackages)
  mainFigure.value = kb(sizes.main)
  mainFigure.note = `${subs.length} subpackages, ${kb(subs.reduce((a, b) => a + b, 0))} KB, largest ${kb(Math.max(0, ...subs))} KB`

  const measured = await measureSetData()
  if (typeof measured === 'string') {
    for (const f of [list, table, school]) f.note = measured
  } else {
    list.value = kb(measured.list)
    list.note = 'pages/newExam/index, first page of 冲/稳/保/垫 rows'
    table.value = kb(measured.table)
    table.note = `pages/newExam/adjust-wish/collegeToSpecialty, a 一键生成 table of ${measured.tableWishes} wishes (${measured.tableRows} rows drawn)`
    school.value = kb(measured.school)
    school.note = 'pages/home/schoolDetail/schoolDetail, 中山大学'
  }
  return [mainFigure, list, table, school]
}

if (require.main === module) {
  void measureWeapp().then((figures) => {
    for (const f of figures)
      process.stdout.write(`${f.name.padEnd(46)} ${f.value ?? '—'} ${f.unit} (${f.budget.op} ${f.budget.limit})${f.note ? `  ${f.note}` : ''}\n`)
  })
}
