/**
 * The largest setData payload of three heavy pages of the mini program, rendered in the headless WeChat engine the
 * weapp tests use (tests/weapp/engine.ts: WeChat's own template compiler and component engine, Taro's runtime and
 * our code unchanged; the engine records the JSON bytes of every setData a page sends to its template). A logged-in
 * 湖南 student (560 分, 物理类) against a server on a fresh in-memory database:
 *
 * - the recommendation list (志愿填报's 新高考填报 list, pages/newExam/index) as it first shows;
 * - the wish table (pages/newExam/adjust-wish/collegeToSpecialty) holding a whole table made by 一键生成 (45 wishes,
 *   of which it draws the first 20);
 * - a school's detail (pages/home/schoolDetail/schoolDetail, 中山大学).
 *
 * Run by bench/weapp-figures.ts in a process of its own (the engine installs WeChat's globals, once per process);
 * prints one JSON line `{ list, table, school, tableRows, tableWishes }` (bytes; rows drawn, wishes in the table). Needs dist/weapp (WEAPP_DIST to use another).
 */
import { all, closePage, engineFor, inside, openPage, startServer, tap, text, until } from '../tests/weapp/interact'
import { registerStudent } from '../tests/weapp/suite'

const LIST = 'pages/newExam/index'
const TABLE = 'pages/newExam/adjust-wish/collegeToSpecialty'
const SCHOOL = 'pages/home/schoolDetail/schoolDetail'

async function main(): Promise<void> {
  const { built, base } = await startServer('43')
  const student = await registerStudent(base)
  const engine = engineFor(base, 'bench-setdata', student)
  const rec = inside(engine).rec as unknown as { setData: number[] }
  const largest = () => Math.max(0, ...rec.setData)
  const g = globalThis as unknown as { wx: Record<string, unknown> }
  // 一键生成 asks before it replaces the draft: the parent says 使用
  g.wx.showModal = (o: { success?: (r: object) => void; complete?: (r: object) => void }) => {
    const r = { confirm: true, cancel: false, errMsg: 'showModal:ok' }
    setTimeout(() => (o.success?.(r), o.complete?.(r)), 0)
    return Promise.resolve(r)
  }

  rec.setData.length = 0
  const list = await openPage(engine, LIST)
  await until(() => all(list, '.zy-rec').length > 0, 60_000)
  await engine.settle()
  const listBytes = largest()
  tap(all(list, '.zy-suggest .at-button')[0])
  await until(() => inside(engine).rec.navigations.some((n) => n.url?.startsWith(`/${TABLE}`)), 60_000)
  await closePage(list)

  rec.setData.length = 0
  const table = await openPage(engine, TABLE)
  await until(() => all(table, '.zy-wtable__row').length > 0 && !text(table.dom).includes('正在重新计算'), 60_000)
  await engine.settle()
  const tableBytes = largest()
  const tableRows = all(table, '.zy-wtable__row').length
  // the table draws its first rows and offers the rest (「再显示 … （共 45 个）」)
  const tableWishes = Number(/共 (\d+) 个/.exec(text(table.dom))?.[1] ?? tableRows)
  await closePage(table)

  rec.setData.length = 0
  const school = await engine.renderPage(SCHOOL, { SchoolId: '10558' }, (t) => t.includes('录取线'))
  const schoolBytes = Math.max(0, ...school.setData)

  process.stdout.write(`${JSON.stringify({ list: listBytes, table: tableBytes, school: schoolBytes, tableRows, tableWishes })}\n`)
  await built.app.close()
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
    process.exit(1)
  },
)
