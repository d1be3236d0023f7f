/** @jest-environment node */
/**
 * The wish-table save flow in the mini-program build (issue 8 part 6), in WeChat's template compiler and
 * component engine (engine.ts) against a real in-process server: a logged-in 湖南 student on 新高考填报 taps
 * 「加入志愿表」 on a 冲, a 稳 and a 保 row (band tabs tapped in between), opens the table page, moves the 保 wish
 * up, taps 保存志愿表 and the name dialog's 保存 (WeChat's own modal answers the 滑档 confirmation); the table is
 * then on the server in that order, the app goes to 我的志愿表, and that page lists it with its 滑档 risk.
 *
 * Taps are dispatched as WeChat dispatches them: an exparser `tap` event on the node, which reaches Taro's
 * event handler and the page's React code. Skipped, with the reason printed, without dist/weapp.
 */
import type { BuiltApp } from '../../server/app'
import type { WeappEngine } from './engine'
import { all, closePage, engineFor, inside, journeys, one, openPage, startServer, tap, text, until } from './interact'
import { post, registerStudent } from './suite'

journeys("the wish-table save flow in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''
  let student: { token: string; userId: number }

  beforeAll(async () => {
    ;({ built, base } = await startServer('43'))
    student = await registerStudent(base, '135', '小程序保存')
    engine = engineFor(base, 'weapp-wish-save', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('adds a 冲, a 稳 and a 保 row, reorders, saves, and 我的志愿表 lists the table with its 滑档 risk', async () => {
    const rec = inside(engine).rec
    // the list: 全部, 冲, 稳, 保, 垫 tabs
    const list = await openPage(engine, 'pages/newExam/index', { BatchId: '2' })
    expect(text(list.dom)).toContain('湖南 · 2026 年 · 物理类')
    const added: string[] = []
    for (const [tab, band] of [
      [1, '冲'],
      [2, '稳'],
      [3, '保'],
    ] as const) {
      tap(all(list, '.at-tabs__item')[tab])
      // the band's own list has answered (its total names the band) and is drawn
      await until(
        () =>
          text(list.dom).includes(`条「${band}」`) &&
          all(list, '.zy-rec').length > 0 &&
          all(list, '.zy-rec').every((card) => text(one(card, '.zy-band-tag')) === band),
      )
      await engine.settle()
      const card = all(list, '.zy-rec').find((card) => text(one(card, '.zy-band-tag')) === band && !text(card).includes('已加入'))
      expect(card).toBeDefined()
      added.push(text(one(card, '.zy-rec__school')))
      tap(one(card, '.zy-rec__toggle'))
      await until(() => text(list.dom).includes(`本科批志愿表 ${added.length}/45`))
    }
    expect(text(list.dom)).toContain('本科批志愿表 3/45')
    expect(rec.toasts.filter((t) => t.startsWith('已加入志愿表'))).toHaveLength(3)
    await closePage(list)

    // the table: three rows in the order added, checked by the server
    const table = await openPage(engine, 'pages/newExam/adjust-wish/collegeToSpecialty')
    const names = () => all(table, '.zy-wtable__school').map(text)
    expect(names()).toEqual(added)
    expect(text(table.dom)).toMatch(/滑档风险\s*\d+%/)
    // the 保 wish up one place
    tap(one(all(table, '.zy-wtable__row')[2], '.zy-wtable__up .at-button'))
    // moved at once; checked again shortly after (the check waits for a quiet moment)
    await until(() => names()[1] === added[2] && !text(table.dom).includes('正在重新计算'))
    expect(names()).toEqual([added[0], added[2], added[1]])
    const order = (engine.stored('batchTypeTotalList') as { batchId: number; selectedSchool: { UnitId: string }[] }[])
      .find((e) => e.batchId === 2)!
      .selectedSchool.map((i) => i.UnitId)
    // save: the button, then the name dialog's 保存 (the name is filled in); WeChat's modal confirms a high risk
    tap(one(table.dom, '.zy-wtable__save .at-button'))
    await until(() => !!one(table.dom, '.at-modal--active .zy-wtable__modal-btn--ok'))
    tap(one(table.dom, '.zy-wtable__modal-btn--ok'))
    await until(() => rec.navigations.length > 0)
    expect(rec.calls.filter((c) => c.name === 'User/WishSave').map((c) => c.code)).toEqual([0])
    expect(rec.navigations.map((n) => `${n.api} ${n.url}`)).toContain('navigateTo /pages/personal/volunteerlist/volunteerlist')
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(table)

    // on the server, in the saved order
    const saved = await post<{ Total: number; List: { WishId: number; Name: string; ItemCount: number; SlipRisk: number | null }[] }>(
      base,
      'User/WishList',
      {},
      student.token,
    )
    expect(saved.Total).toBe(1)
    expect(saved.List[0]).toMatchObject({ Name: '湖南2026本科批志愿表', ItemCount: 3 })
    const detail = await post<{ Items: { UnitId: string; Position: number }[] }>(base, 'User/WishDetail', { WishId: saved.List[0].WishId }, student.token)
    expect([...detail.Items].sort((a, b) => a.Position - b.Position).map((i) => i.UnitId)).toEqual(order)

    // 我的志愿表 lists it with its risk
    const r = await engine.renderPage('pages/personal/volunteerlist/volunteerlist')
    expect(r.thrown).toEqual([])
    expect(r.text).toContain('湖南2026本科批志愿表')
    expect(r.text).toMatch(new RegExp(`滑档风险\\s*${saved.List[0].SlipRisk}%`))
  }, 120_000)
})
