/** @jest-environment node */
/**
 * Issue 15's table journeys in the mini-program build, as WeChat's template compiler and component engine render
 * them (the H5 journeys are e2e/journeys/filling.spec.ts), for one logged-in 湖南 student against a real server:
 *
 * 1. 保存 vs 另存为 (issue 15 item 1): a table saved once comes back as a draft that names it at the top, with
 *    「保存修改」 and 「另存为」; 另存为 asks for a new name and makes a second table (the first stays), the draft
 *    then edits the new one, and 保存修改 updates that one in place (its dialog names it).
 * 2. Logout with an unsaved draft: the setting page's sheet counts the draft and offers to save it first, keep it
 *    or delete it; 保留草稿并退出 ends the session and leaves the draft on the device for this account.
 *
 * One launch of the app for the file (engine.ts), so the journeys run in this order and the second starts from
 * the draft the first left.
 */
import type { BuiltApp } from '../../server/app'
import type { WeappEngine } from './engine'
import { all, button, closePage, engineFor, inside, journeys, one, openPage, startServer, tap, text, type SimPage, type, until } from './interact'
import { post, registerStudent } from './suite'

const TABLE = 'pages/newExam/adjust-wish/collegeToSpecialty'
const DEFAULT_NAME = '湖南2026本科批志愿表'
const COPY_NAME = '湖南另存一份'

interface SavedList {
  Total: number
  List: { WishId: number; Name: string; ItemCount: number }[]
}

/** on 新高考填报: taps the band's tab and adds its first row not yet in the draft; answers the school added */
async function addFromBand(engine: WeappEngine, list: SimPage, tab: number, band: string, countAfter: number): Promise<string> {
  tap(all(list, '.at-tabs__item')[tab])
  await until(
    () =>
      text(list.dom).includes(`条「${band}」`) &&
      all(list, '.zy-rec').length > 0 &&
      all(list, '.zy-rec').every((card) => text(one(card, '.zy-band-tag')) === band),
  )
  await engine.settle()
  const card = all(list, '.zy-rec').find((x) => text(one(x, '.zy-band-tag')) === band && !text(x).includes('已加入'))
  expect(card).toBeDefined()
  tap(one(card, '.zy-rec__toggle .at-button'))
  await until(() => text(list.dom).includes(`本科批志愿表 ${countAfter}/45`))
  return text(one(card, '.zy-rec__school'))
}

/** the table page once the server has checked the current order */
async function openTable(engine: WeappEngine): Promise<SimPage> {
  const table = await openPage(engine, TABLE)
  await until(
    () => all(table, '.zy-wtable__row').length > 0 && /^\d+%$/.test(text(one(table.dom, '.zy-check__value'))) && !text(table.dom).includes('正在重新计算'),
  )
  return table
}

/** the open name dialog (taro-ui's modal, active) */
const dialog = (table: SimPage) => one(table.dom, '.at-modal--active')

/** 保存 in the name dialog, then waits for the save's navigation to 我的志愿表 (WeChat's modal confirms a high 滑档) */
async function confirmSave(engine: WeappEngine, table: SimPage): Promise<void> {
  const rec = inside(engine).rec
  const saves = rec.calls.filter((x) => x.name === 'User/WishSave').length
  const navs = rec.navigations.length
  tap(one(dialog(table), '.zy-wtable__modal-btn--ok'))
  await until(() => rec.navigations.length > navs)
  expect(rec.calls.filter((x) => x.name === 'User/WishSave').length).toBe(saves + 1)
  expect(rec.calls.filter((x) => x.name === 'User/WishSave').at(-1)?.code).toBe(0)
  expect(rec.navigations.at(-1)).toMatchObject({ api: 'navigateTo', url: '/pages/personal/volunteerlist/volunteerlist' })
}

journeys("issue 15's table journeys in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''
  let student: { token: string; userId: number }

  beforeAll(async () => {
    ;({ built, base } = await startServer('43'))
    student = await registerStudent(base, '133', '另存为湖南')
    engine = engineFor(base, 'weapp-wish-journeys', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('保存 updates the table being edited, 另存为 makes a new one; the draft names the table it edits', async () => {
    const rec = inside(engine).rec
    const list = await openPage(engine, 'pages/newExam/index', { BatchId: '2' })
    await addFromBand(engine, list, 1, '冲', 1)
    await addFromBand(engine, list, 3, '保', 2)
    await closePage(list)

    // a first save: a new draft edits no table yet
    let table = await openTable(engine)
    expect(one(table.dom, '.zy-wtable__editing-box')).toBeNull()
    expect(button(table, '另存为')).toBeNull()
    tap(button(table, '保存志愿表'))
    await until(() => !!dialog(table))
    expect(text(one(dialog(table), '.at-modal__header'))).toBe('保存志愿表')
    await confirmSave(engine, table)
    expect(rec.toasts).toContain(`已另存为「${DEFAULT_NAME}」`)
    await closePage(table)
    const first = await post<SavedList>(base, 'User/WishList', {}, student.token)
    expect(first.List.map((t) => t.Name)).toEqual([DEFAULT_NAME])

    // back on the table: the draft names the saved table at the top and offers both ways
    table = await openTable(engine)
    expect(text(one(table.dom, '.zy-wtable__editing-box'))).toContain(`这份草稿来自已保存的志愿表「${DEFAULT_NAME}」`)
    expect(button(table, '保存修改')).not.toBeNull()
    expect(button(table, '保存志愿表')).toBeNull()
    // 另存为: a dialog for a new table, named by the parent
    tap(button(table, '另存为'))
    await until(() => !!dialog(table))
    expect(text(one(dialog(table), '.at-modal__header'))).toBe('另存为新的志愿表')
    expect(one(dialog(table), '.zy-wtable__modal-note')).toBeNull()
    type(one(dialog(table), 'wx-input'), COPY_NAME)
    await engine.settle()
    await confirmSave(engine, table)
    expect(rec.toasts).toContain(`已另存为「${COPY_NAME}」`)
    await closePage(table)
    const two = await post<SavedList>(base, 'User/WishList', {}, student.token)
    expect(two.Total).toBe(2)
    expect(two.List.map((t) => t.Name).sort()).toEqual([DEFAULT_NAME, COPY_NAME].sort())

    // the draft now edits the copy: 保存修改 updates it in place, and its dialog says so
    table = await openTable(engine)
    expect(text(one(table.dom, '.zy-wtable__editing-box'))).toContain(`「${COPY_NAME}」`)
    tap(button(table, '保存修改'))
    await until(() => !!dialog(table))
    expect(text(one(dialog(table), '.at-modal__header'))).toBe(`保存修改到「${COPY_NAME}」`)
    expect(text(one(dialog(table), '.zy-wtable__modal-note'))).toBe(`会用这份草稿更新已保存的「${COPY_NAME}」。`)
    await confirmSave(engine, table)
    expect(rec.toasts).toContain(`已更新「${COPY_NAME}」`)
    await closePage(table)
    const after = await post<SavedList>(base, 'User/WishList', {}, student.token)
    expect(after.Total).toBe(2)
    expect(after.List.find((t) => t.Name === DEFAULT_NAME)?.WishId).toBe(first.List[0].WishId)
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
  }, 180_000)

  it('logout with an unsaved draft offers to save or keep it; keeping it ends the session and leaves it on the device', async () => {
    const rec = inside(engine).rec
    // a wish added after the last save: the draft holds something no saved table has
    const list = await openPage(engine, 'pages/newExam/index', { BatchId: '2' })
    const school = await addFromBand(engine, list, 2, '稳', 3)
    await closePage(list)
    const units = () => (engine.stored('batchTypeTotalList') as { owner?: number; selectedSchool: { UnitId: string; row: { SchoolName: string } }[] }[]) ?? []
    expect(units().flatMap((e) => e.selectedSchool.map((s) => s.row.SchoolName))).toContain(school)

    const setting = await openPage(engine, 'pages/personal/setting/index')
    tap(button(setting, '退出登录'))
    const sheet = () => one(setting.dom, '.at-action-sheet--active')
    await until(() => !!sheet())
    expect(text(one(sheet(), '.at-action-sheet__header'))).toContain('这台设备上有你的 1 份志愿表草稿（共 3 个志愿）')
    const items = all(sheet()!, '.at-action-sheet__item').map(text)
    expect(items).toEqual(['先去保存志愿表', '保留草稿并退出', '删除草稿并退出'])
    // nothing was ended by opening the sheet
    expect(engine.stored('token')).toBe(student.token)

    tap(all(sheet()!, '.at-action-sheet__item').find((x) => text(x) === '保留草稿并退出'))
    await until(() => engine.stored('token') === undefined)
    await engine.settle()
    expect(rec.calls.filter((x) => x.name === 'User/Loginout').map((x) => x.code)).toEqual([0])
    // the draft stays on this device, marked as this account's
    const kept = units()
    expect(kept.flatMap((e) => e.selectedSchool.map((s) => s.row.SchoolName))).toContain(school)
    expect(kept.flatMap((e) => e.selectedSchool)).toHaveLength(3)
    expect(kept.every((e) => e.owner === student.userId)).toBe(true)
    await until(() => rec.navigations.some((n) => n.api === 'switchTab'), 5000)
    expect(rec.navigations.filter((n) => n.api === 'switchTab').at(-1)).toMatchObject({ url: '/pages/personal/index' })
    expect(rec.navigations.filter((n) => n.refused)).toEqual([])
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(setting)
  }, 120_000)
})
