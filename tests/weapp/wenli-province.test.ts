/** @jest-environment node */
/**
 * A 文理 student's pages in the mini-program build (issue 15 item 6; the H5 journey is
 * e2e/journeys/filling.spec.ts): 新疆 still examines by 文科/理科 in 2026 (its 3+1+2 starts later, though the
 * province list answers for the following year), so a 2026 新疆 student of SubjectType 2 reads 理科, never 物理类;
 * 院校优先 is labelled as suiting the province and comes first, 新高考填报 is not; and neither the list nor the
 * table says anything about 选科 (a 文理 year has none to show or check).
 */
import type { BuiltApp } from '../../server/app'
import type { WeappEngine } from './engine'
import { all, button, closePage, engineFor, inside, journeys, one, openPage, startServer, tap, text, until } from './interact'
import { post, registerStudent } from './suite'

const LINE = '新疆 · 2026 年 · 理科'

journeys("a 文理 province's student in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let batchId = 0

  beforeAll(async () => {
    let base = ''
    ;({ built, base } = await startServer('65'))
    // no 选科: the 文理 exam has none
    const student = await registerStudent(base, '132', '新疆理科', { exam: { ExamProvinceId: 65, ExamYear: 2026, SubjectType: 2, Score: 500 } })
    const batches = await post<{ BatchId: number; Name: string; Recommendable: boolean }[]>(base, 'Wish/BatchList', {}, student.token)
    batchId = batches.find((b) => b.Recommendable)?.BatchId ?? 0
    expect(batchId).toBeGreaterThan(0)
    engine = engineFor(base, 'weapp-wenli', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('志愿 tab: 理科 not 物理类, no 选科 on the score card, 院校优先 first and labelled as suiting the province', async () => {
    const rec = inside(engine).rec
    const page = await openPage(engine, 'pages/query/index')
    await until(() => text(one(page.dom, '.zy-score-card__line')) !== '' && all(page, '.zy-menu__item').length > 0)
    const card = one(page.dom, '.zy-score-card')
    expect(text(one(card, '.zy-score-card__line'))).toBe(LINE)
    expect(text(card)).not.toContain('物理类')
    expect(text(card)).not.toContain('选科')
    const modes = all(page, '.zy-menu__item').map(text)
    const mode = (title: string) => modes.find((m) => m.includes(title)) ?? ''
    expect(mode('院校优先')).toContain('适合你的省份')
    expect(mode('新高考填报')).not.toContain('适合你的省份')
    // the mode that suits the province comes first
    expect(modes.findIndex((m) => m.includes('院校优先'))).toBeLessThan(modes.findIndex((m) => m.includes('新高考填报')))
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(page)
  }, 60_000)

  it('院校优先 and its table: 理科 throughout, no 选科 requirement on a row and no 选科 warning in the check', async () => {
    const rec = inside(engine).rec
    const list = await openPage(engine, 'pages/query/college/index', { BatchId: String(batchId) })
    await until(() => all(list, '.zy-rec').length > 0 && !!button(list, '加入志愿表'))
    await engine.settle()
    expect(text(list.dom)).toContain(LINE)
    expect(text(list.dom)).not.toContain('物理类')
    expect(all(list, '.zy-rec__elective')).toHaveLength(0)
    // one 冲/稳/保 row into the table, as a parent would
    const card = all(list, '.zy-rec').find((x) => !!one(x, '.zy-rec__toggle') && text(one(x, '.zy-rec__toggle .at-button')) === '加入志愿表')
    expect(card).toBeDefined()
    const school = text(one(card, '.zy-rec__school'))
    tap(one(card, '.zy-rec__toggle .at-button'))
    await until(() => rec.toasts.some((t) => t.startsWith('已加入志愿表')))
    await closePage(list)

    const table = await openPage(engine, 'pages/query/adjust-wish')
    await until(
      () => all(table, '.zy-wtable__row').length === 1 && /^\d+%$/.test(text(one(table.dom, '.zy-check__value'))) && !text(table.dom).includes('正在重新计算'),
    )
    expect(text(one(table.dom, '.zy-wtable__school'))).toBe(school)
    expect(text(table.dom)).toContain(LINE)
    expect(text(table.dom)).not.toContain('物理类')
    // the check answered, and nothing in it or on the rows is about 选科
    expect(rec.calls.filter((x) => x.name === 'Wish/WishCheck').map((x) => x.code)).toContain(0)
    const issues = all(table, '.zy-check__issue').map(text)
    expect(issues.filter((i) => i.includes('选科'))).toEqual([])
    expect(text(table.dom)).not.toContain('选科')
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(table)
  }, 120_000)
})
