/** @jest-environment node */
/**
 * Issue 19's assessment pages in the mini-program build, as WeChat's template compiler and component engine render
 * them with real data (the H5 journey is e2e/journeys/assess.spec.ts): a student's Holland, MBTI and personality
 * tests handed in through the API, and a half-done Holland test; the three reports show the code or type, the
 * bars and (Holland) the hexagon; 答题 resumes at the first unanswered question; 交卷 counts what is answered.
 */
import type { BuiltApp } from '../../server/app'
import { bankOf } from '../../server/modules/assess/banks'
import type { WeappEngine } from './engine'
import { all, closePage, engineFor, journeys, openPage, startServer, tap, text, until } from './interact'
import { post, registerStudent } from './suite'

journeys("issue 19's assessment pages in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''
  let student: { token: string; userId: number }
  const ids = { holland: 0, mbti: 0, personality: 0 }

  beforeAll(async () => {
    ;({ built, base } = await startServer('43'))
    student = await registerStudent(base, '161', '小程序测评')
    const holland = bankOf('holland')
    const want: Record<string, number> = { I: 2, A: 2, S: 1, R: 0, E: 0, C: 0 }
    const hollandAnswers = holland.items.map((i) => ({ QuestionId: i.id, Value: i.key.reverse ? 2 - want[i.key.type] : want[i.key.type] }))
    ids.holland = (await post<{ ResultId: number }>(base, 'Career/HollandTest', { Answers: hollandAnswers, Finish: true }, student.token)).ResultId
    const mbti = bankOf('mbti')
    const mbtiAnswers = mbti.items.map((i) => ({ QuestionId: i.id, Value: 'INTJ'.includes(i.key.pole) ? 1 : 0 }))
    ids.mbti = (await post<{ ResultId: number }>(base, 'Career/MBTITest', { Answers: mbtiAnswers, Finish: true }, student.token)).ResultId
    const personality = bankOf('personality')
    const pAnswers = personality.items.map((i) => ({ QuestionId: i.id, Value: i.key.reverse ? 2 : 4 }))
    ids.personality = (await post<{ ResultId: number }>(base, 'Career/PersonalityTest', { Answers: pAnswers, Finish: true }, student.token)).ResultId
    // a new Holland test, five answers in
    await post(base, 'Career/HollandTest', { Answers: hollandAnswers.slice(0, 5) }, student.token)
    engine = engineFor(base, 'weapp-assess-pages', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('霍兰德报告: the code, six bars, the hexagon, 专业类 and occupations', async () => {
    const page = await openPage(engine, 'pages/personal/mbtidetail2', { id: String(ids.holland) })
    await until(() => text(page.dom).includes('适合的职业'))
    const shown = text(page.dom)
    expect(shown).toContain('IAS')
    expect(shown).toContain('研究型 · 艺术型 · 社会型')
    expect(shown).toContain('数学类')
    expect(all(page, '.zy-report__dim')).toHaveLength(6)
    expect(all(page, '.zy-radar__shape')).toHaveLength(1)
    expect(all(page, '.zy-radar__label').map(text)).toEqual(['R 现实型', 'I 研究型', 'A 艺术型', 'S 社会型', 'E 企业型', 'C 常规型'])
    expect(shown).toContain('查看 IAS 型的职业')
    await closePage(page)
  })

  it('MBTI 报告: the type and its four dichotomies', async () => {
    const page = await openPage(engine, 'pages/personal/mbtidetail', { id: String(ids.mbti) })
    await until(() => text(page.dom).includes('INTJ'))
    expect(text(page.dom)).toContain('远见规划型')
    expect(text(page.dom)).toContain('I 内向 100%')
    expect(all(page, '.zy-report__dim')).toHaveLength(4)
    await closePage(page)
  })

  it('性格报告: five dimensions with their levels', async () => {
    const page = await openPage(engine, 'pages/personal/mbtidetail3', { id: String(ids.personality) })
    await until(() => text(page.dom).includes('给你的建议'))
    expect(all(page, '.zy-report__dim')).toHaveLength(5)
    expect(text(page.dom)).toContain('较高')
    await closePage(page)
  })

  it('答题 resumes at the sixth question and moves on when an option is chosen; 交卷 counts the answers', async () => {
    const page = await openPage(engine, 'pages/assess/custom-pages/test-content', { type: 'holland' })
    await until(() => text(page.dom).includes('第 6 / 60 题'))
    expect(text(page.dom)).toContain(bankOf('holland').items[5].text)
    expect(text(page.dom)).toContain('喜欢 / 符合')
    tap(all(page, '.at-radio__option')[0])
    await until(() => text(page.dom).includes('第 7 / 60 题'))
    await closePage(page)
    const submit = await openPage(engine, 'pages/assess/custom-pages/test-submit', { type: 'holland' })
    await until(() => text(submit.dom).includes('/ 60 题'))
    expect(text(submit.dom)).toMatch(/已答 [56] \/ 60 题/)
    await closePage(submit)
  })
})
