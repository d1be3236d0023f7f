/** @jest-environment node */
/**
 * Issue 19's careers pages in the mini-program build, as WeChat's template compiler and component engine render them
 * with real data (the H5 journey is e2e/journeys/career.spec.ts): an occupation's details with our labelled Holland
 * code and its 专业类; 吉林's 12 subject combinations with their shares and basis, and their ranking by the
 * student's scores; the education-path questionnaire answered through to its result.
 */
import type { BuiltApp } from '../../server/app'
import type { WeappEngine } from './engine'
import { all, button, closePage, engineFor, journeys, openPage, startServer, tap, text, type, until } from './interact'
import { post, registerStudent } from './suite'

journeys("issue 19's careers pages in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''

  beforeAll(async () => {
    ;({ built, base } = await startServer('22'))
    const student = await registerStudent(base, '162', '小程序生涯')
    engine = engineFor(base, 'weapp-career-pages', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('职业详情 shows the 大典 facts, our labelled Holland code and the majors it leads from', async () => {
    const page = await openPage(engine, 'pages/home/occupation/occupationDetails', { ProfessionCode: '2-02-10-03' })
    await until(() => text(page.dom).includes('计算机软件工程技术人员'))
    const shown = text(page.dom)
    expect(shown).toContain('IRC')
    expect(shown).toContain('研究型、现实型、常规型')
    expect(shown).toContain('计算机类')
    expect(shown).toContain('计算机科学与技术')
    expect(shown).toContain('本产品整理')
    expect(shown).toContain('按这些专业筛选志愿推荐')
    await closePage(page)
  })

  it('选科筛选 lists 吉林’s 12 combinations with their shares and the year and rows they come from', async () => {
    const list = await post<{ Basis: { Year: number; Rows: number } }>(base, 'Career/SelectExamList', { ProvinceId: 22 })
    const page = await openPage(engine, 'pages/home/chooseSubject/chooseSubjectScreen', { ProvinceId: '22' })
    await until(() => text(page.dom).includes('可报专业'))
    expect(all(page, '.zy-combo')).toHaveLength(12)
    expect(text(page.dom)).toContain(`吉林 ${list.Basis.Year} 年招生计划中印有选科要求的 ${list.Basis.Rows} 行`)
    await closePage(page)
  })

  it('各科成绩排序 ranks the combinations by the scores typed in', async () => {
    const page = await openPage(engine, 'pages/assess/new-exam-choose/sort-score', { ProvinceId: '22' })
    await until(() => all(page, '.zy-sort__input').length >= 6)
    const inputs = all(page, '.zy-sort__input')
    ;[60, 95, 62, 64, 92, 90].forEach((s, i) => type(inputs[i], String(s)))
    await engine.settle()
    tap(button(page, '排序并比较选科组合'))
    await engine.settle()
    await until(() => text(page.dom).includes('适合度'))
    expect(all(page, '.zy-combo')).toHaveLength(12)
    expect(text(page.dom)).toContain('本产品整理')
    await closePage(page)
  })

  it('升学路径测评 answers every question and shows the paths with reasons and sources', async () => {
    const page = await openPage(engine, 'pages/assess/enter-path/enter-content')
    await until(() => all(page, '.zy-ep__option').length > 20)
    for (const o of all(page, '.zy-ep__option')) tap(o)
    await engine.settle()
    tap(button(page, '查看结果'))
    await until(() => text(page.dom).includes('匹配 100%'))
    expect(text(page.dom)).toContain('推荐理由')
    expect(text(page.dom)).toContain('依据：')
    await closePage(page)
  })
})
