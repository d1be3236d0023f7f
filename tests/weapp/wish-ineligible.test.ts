/** @jest-environment node */
/**
 * A wish whose 选科 the student does not meet, in the mini-program build (issue 15 item 2; the H5 journey is
 * e2e/journeys/filling.spec.ts): a 辽宁 student with 物理, 政治 and 地理 searches 自主填报 for a school with a
 * 化学-required unit — its row has no band colour (选科不符 in the grey tag), no percent (不能填报), the reason,
 * and a disabled add button that adds nothing; the table page, holding such a unit in the draft (as after a change
 * of 选科), shows it with no percent, 在此录取 0 %, the reason, and a 滑档 risk of 100 %.
 *
 * The app is launched once per file (engine.ts), with the draft already on the device: the unit in the table is
 * another unmet one than the row searched for, so that the list shows its add button as a parent meets it.
 */
import type { BuiltApp } from '../../server/app'
import { unitTitle } from '../../src/model/wish'
import type { WeappEngine } from './engine'
import { all, button, c, closePage, disabled, engineFor, inside, journeys, one, openPage, startServer, tap, text, type, until } from './interact'
import { post, registerStudent } from './suite'

interface Row {
  UnitId: string
  SchoolName: string
  GroupName: string
  MajorName: string
  Level: 'institution' | 'group' | 'major'
  BatchId: number
  Elective: { Meets: boolean | null }
  Explanation?: unknown
}

journeys("an unmet-选科 wish in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let token = ''
  let base = ''
  // B: searched for in the list; A: in the draft, checked in the table
  let listed: Row
  let drafted: Row

  beforeAll(async () => {
    ;({ built, base } = await startServer('21'))
    const student = await registerStudent(base, '134', '选科不符辽宁', {
      exam: { ExamProvinceId: 21, ExamYear: 2026, SubjectType: 2, Score: 560 },
      subjects: ['物理', '政治', '地理'],
    })
    token = student.token
    // the unmet units of the student's list (they come last: no probability)
    const first = await post<{ Total: number; Counts: { 选科不符: number } }>(base, 'Wish/MySelf', { PageSize: 100, IncludeIneligible: true }, token)
    expect(first.Counts.选科不符).toBeGreaterThan(1)
    const unmet: Row[] = []
    for (let p = Math.ceil(first.Total / 100); p >= 1 && unmet.length < 2; p--) {
      const l = await post<{ List: Row[] }>(base, 'Wish/MySelf', { PageSize: 100, PageIndex: p, IncludeIneligible: true }, token)
      for (const r of l.List) if (r.Elective.Meets === false && !unmet.some((u) => u.SchoolName === r.SchoolName)) unmet.push(r)
    }
    expect(unmet.length).toBeGreaterThanOrEqual(2)
    ;[listed, drafted] = unmet
    // the draft's snapshot is the row as the search answers it (what adding it had stored)
    const found = await post<{ List: Row[] }>(base, 'Wish/MySelfSearch', { PageSize: 100, Keyword: drafted.SchoolName, IncludeIneligible: true }, token)
    const snap: Row = { ...found.List.find((r) => r.UnitId === drafted.UnitId)! }
    delete snap.Explanation
    engine = engineFor(base, 'weapp-ineligible', student, {
      batchTypeTotalList: [{ batchId: drafted.BatchId, selectedSchool: [{ UnitId: drafted.UnitId, Majors: [], Adjust: true, row: snap }] }],
      TBInfo: { BatchId: drafted.BatchId },
    })
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('the list: searched by school, the unmet row has no band colour, no percent and an add button that is off', async () => {
    const rec = inside(engine).rec
    const list = await openPage(engine, 'pages/query/self/index', { BatchId: String(listed.BatchId) })
    await until(() => all(list, '.zy-rec').length > 0)
    const input = one(list.dom, '.at-search-bar__input')
    expect(input).not.toBeNull()
    type(input, listed.SchoolName, true)
    const title = unitTitle(listed)
    const card = () =>
      all(list, '.zy-rec').find((r) => text(one(r, '.zy-rec__school')) === title.school && (!title.unit || text(one(r, '.zy-rec__unit')) === title.unit))
    // rows without a probability come last: more pages until it is there
    await until(() => rec.calls.some((x) => x.name === 'Wish/MySelfSearch' && x.code === 0))
    for (let i = 0; i < 20 && !card(); i++) {
      await engine.settle()
      const more = button(list, '加载更多')
      if (!more) break
      tap(more)
      await engine.settle()
    }
    const row = card()
    expect(row).toBeDefined()
    // no band colour: the grey tag says why
    const tag = one(row, '.zy-band-tag__tag')
    expect(text(tag)).toBe('选科不符')
    expect(tag!.className).toContain(c('.zy-band-tag--none').slice(1))
    expect(all(row!, '.zy-band-tag__tag').some((t) => /reach|match|safe|floor/.test(t.className))).toBe(false)
    // no percent
    expect(text(one(row, '.zy-rec__prob'))).toBe('不能填报')
    expect(text(one(row, '.zy-rec__odds'))).not.toMatch(/\d+%/)
    expect(text(one(row, '.zy-rec__reason'))).toContain('不能填报')
    // the add button is off, and tapping it adds nothing
    const add = one(row, '.zy-rec__toggle .at-button')
    expect(text(add)).toBe('选科不符，不能填报')
    expect(disabled(add)).toBe(true)
    tap(add)
    await engine.settle()
    const draft = engine.stored('batchTypeTotalList') as { selectedSchool: { UnitId: string }[] }[]
    expect(draft.flatMap((e) => e.selectedSchool.map((s) => s.UnitId))).toEqual([drafted.UnitId])
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(list)
  }, 120_000)

  it('the table: the unmet wish has no percent, counts 在此录取 0 % and leaves 滑档 at 100 %', async () => {
    const rec = inside(engine).rec
    const table = await openPage(engine, 'pages/newExam/adjust-wish/specialtyToCollege')
    // checked by the server for this order
    await until(() => /^\d+%$/.test(text(one(table.dom, '.zy-check__value'))) && !text(table.dom).includes('正在重新计算'))
    const rows = all(table, '.zy-wtable__row')
    expect(rows).toHaveLength(1)
    const row = rows[0]
    expect(text(one(row, '.zy-wtable__school'))).toBe(drafted.SchoolName)
    expect(text(one(row, '.zy-band-tag__tag'))).toBe('选科不符')
    expect(text(one(row, '.zy-wtable__prob'))).toBe('不能填报')
    expect(text(one(row, '.zy-wtable__here'))).toBe('在此录取 0%')
    expect(text(one(row, '.zy-wtable__reason'))).toContain('选科')
    expect(text(one(table.dom, '.zy-check__value'))).toBe('100%')
    expect(text(table.dom)).toContain('填了也不会被投档')
    expect(rec.calls.filter((x) => x.name === 'Wish/WishCheck').map((x) => x.code)).toContain(0)
    expect({ thrown: rec.thrown, consoleErrors: rec.consoleErrors }).toEqual({ thrown: [], consoleErrors: [] })
    await closePage(table)
  }, 120_000)
})
