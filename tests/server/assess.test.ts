/**
 * Issue 19 item 1–3: the assessments as served — the bank, saving progress and resuming it, handing in, the list
 * and the reports (with 专业类 of the 2026 catalogue), the owner check, invalid sheets refused, and the bounds
 * (one in-progress test per type, finished tests trimmed to the limit).
 */
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { call as callOf, ok as okOf, student as studentOf } from './helpers/inject'
import { bankOf } from '../../server/modules/assess/banks'
import { ASSESS_LIMITS } from '../../server/modules/assess/service'
import { testConfig } from '../support/server-db'

let built: BuiltApp
const call = (name: string, body: unknown, token?: string) => callOf(built, name, body, token)
const ok = (name: string, body: unknown, token?: string) => okOf(built, name, body, token)
jest.setTimeout(300000)

const holland = bankOf('holland')
const mbti = bankOf('mbti')
const personality = bankOf('personality')

/** a Holland sheet with I strongest, then R, then C (keyed values), as the wire takes it */
function hollandAnswers() {
  const want: Record<string, number> = { I: 2, R: 2, C: 1, A: 0, S: 0, E: 0 }
  return holland.items.map((i, n) => {
    let v = want[i.key.type]
    // R a little below I: its first item answered 1
    if (i.key.type === 'R' && n < 6) v = 1
    return { QuestionId: i.id, Value: i.key.reverse ? 2 - v : v }
  })
}
const mbtiAnswers = (type: string) => mbti.items.map((i) => ({ QuestionId: i.id, Value: type.includes(i.key.pole) ? 1 : 0 }))

beforeAll(async () => {
  built = await buildApp({
    config: testConfig(),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'assess'].includes(m.name)),
  })
}, 300000)
afterAll(async () => {
  await built?.close()
})

describe('the banks', () => {
  it('are served to anyone, without the scoring keys, labelled as our own', async () => {
    const b = await ok('Career/HollandQuestionList', {})
    expect(b).toMatchObject({ Type: 'holland', Total: 60, InProgress: null, Source: '本产品自编题库（原创），非 MBTI®/SDS 官方量表' })
    expect(b.Questions[0]).toEqual({ Id: 'H01', No: 1, Text: holland.items[0].text })
    expect(b.Options.map((o: any) => o.Value)).toEqual([2, 1, 0])
    expect(JSON.stringify(b)).not.toContain('reverse')
    expect((await ok('Career/MBTIQuestionList', {})).Total).toBe(48)
    expect((await ok('Career/PersonalityQuestionList', {})).Total).toBe(40)
  })
})

describe('taking a test', () => {
  it('saves progress, resumes it on another build, hands it in and reports it', async () => {
    const token = await studentOf(built, '160')
    const answers = hollandAnswers()
    // the first 20 answers, saved as the student goes
    const s1 = await ok('Career/HollandTest', { Answers: answers.slice(0, 20) }, token)
    expect(s1).toMatchObject({ Status: 'in_progress', Answered: 20, Total: 60, ResultId: null })
    const s2 = await ok('Career/HollandTest', { Answers: answers.slice(0, 30) }, token)
    expect(s2.TestId).toBe(s1.TestId)
    // the other build asks for the bank: the sheet so far comes with it
    const bank = await ok('Career/HollandQuestionList', {}, token)
    expect(bank.InProgress).toMatchObject({ TestId: s1.TestId, Answered: 30 })
    expect(bank.InProgress.Answers).toEqual(answers.slice(0, 30))
    const listed = await ok('User/TestList', {}, token)
    expect(listed.List[0]).toMatchObject({ TestId: s1.TestId, Status: 'in_progress', StatusText: '未完成', Answered: 30, Code: '', FinishedAt: null })

    // handing in an incomplete sheet is refused and names what is missing
    const early = await call('Career/HollandTest', { TestId: s1.TestId, Answers: answers.slice(0, 58), Finish: true }, token)
    expect([early.code, early.message]).toEqual([2, '还有 2 题没有作答（第 59、60 题），请答完再提交'])

    const done = await ok('Career/HollandTest', { TestId: s1.TestId, Answers: answers, Finish: true }, token)
    expect(done).toMatchObject({ TestId: s1.TestId, Status: 'finished', Answered: 60, ResultId: s1.TestId })
    // finished: no longer offered to resume, and not editable
    expect((await ok('Career/HollandQuestionList', {}, token)).InProgress).toBeNull()
    const again = await call('Career/HollandTest', { TestId: s1.TestId, Answers: answers.slice(0, 3) }, token)
    expect([again.code, again.message]).toEqual([1, '这次测评已经交卷，不能再修改；可以重新开始一次测评'])

    const r = await ok('User/TestHollandInfo', { TestId: done.ResultId }, token)
    expect(r).toMatchObject({ Type: 'holland', Code: 'IRC', OccupationCode: 'IRC', Title: '研究型 · 现实型 · 常规型', MajorsSource: '本产品整理' })
    expect(r.Dimensions.map((d: any) => [d.Key, d.Score])).toEqual([
      ['R', 95],
      ['I', 100],
      ['A', 0],
      ['S', 0],
      ['E', 0],
      ['C', 50],
    ])
    expect(r.Majors[0]).toEqual({ Code: '0701', Name: '数学类' })
    expect(r.Majors.map((m: any) => m.Code)).toEqual(['0701', '0702', '0703', '0710', '0809', '1002', '0802', '0806', '0810'])
    expect(r.Occupations.length).toBeGreaterThan(0)
    expect(r.Sections.map((s: any) => s.Title)).toContain('第一兴趣：I 研究型')

    const list = await ok('User/TestList', { Type: 'holland' }, token)
    expect(list.Total).toBe(1)
    expect(list.List[0]).toMatchObject({ TestId: s1.TestId, Status: 'finished', Code: 'IRC', Name: '霍兰德职业兴趣测评' })
    expect(list.List[0].FinishedAt).toEqual(expect.any(String))
  })

  it('reports an MBTI type with its four dichotomies and a personality profile', async () => {
    const token = await studentOf(built, '160')
    const m = await ok('Career/MBTITest', { Answers: mbtiAnswers('ENFP'), Finish: true }, token)
    const r = await ok('User/TestMBTIInfo', { TestId: m.ResultId }, token)
    expect(r).toMatchObject({ Code: 'ENFP', Title: mbti.types.ENFP.name, Summary: mbti.types.ENFP.summary })
    expect(r.Dimensions.map((d: any) => [d.Key, d.Score, d.Level, d.Left, d.Right])).toEqual([
      ['EI', 100, 'E 外向 100%', 'E 外向', 'I 内向'],
      ['SN', 0, 'N 直觉 100%', 'S 实感', 'N 直觉'],
      ['TF', 0, 'F 情感 100%', 'T 思考', 'F 情感'],
      ['JP', 0, 'P 知觉 100%', 'J 判断', 'P 知觉'],
    ])
    expect(r.Sections[0]).toEqual({ Title: '你的优势', Lines: mbti.types.ENFP.strengths })

    const p = await ok('Career/PersonalityTest', { Answers: personality.items.map((i) => ({ QuestionId: i.id, Value: 3 })), Finish: true }, token)
    const pr = await ok('User/TestPersonalityInfo', { TestId: p.ResultId }, token)
    expect(pr.Dimensions.map((d: any) => [d.Name, d.Score, d.Level])).toEqual(personality.dimensions.map((d) => [d.name, 50, '中等']))
    // asked through another test's report call
    const wrong = await call('User/TestMBTIInfo', { TestId: p.ResultId }, token)
    expect([wrong.code, wrong.message]).toEqual([2, '这次测评是「中学生性格测评」，请在它自己的报告中查看'])
    // newest first
    const list = await ok('User/TestList', {}, token)
    expect(list.List.map((t: any) => t.Type)).toEqual(['personality', 'mbti'])
  })
})

describe('owner check and bad input', () => {
  it('answers another student’s test as not found, and refuses invalid sheets in Chinese', async () => {
    const owner = await studentOf(built, '161')
    const other = await studentOf(built, '161')
    const t = await ok('Career/MBTITest', { Answers: mbtiAnswers('ISTJ'), Finish: true }, owner)
    const open = await ok('Career/PersonalityTest', { Answers: [{ QuestionId: 'P01', Value: 4 }] }, owner)
    for (const [name, body] of [
      ['User/TestMBTIInfo', { TestId: t.TestId }],
      ['Career/PersonalityTest', { TestId: open.TestId, Answers: [] }],
    ] as const) {
      const r = await call(name, body, other)
      expect([r.code, r.message]).toEqual([4, '没有找到这次测评（可能已删除，或不属于当前账号）'])
    }
    expect((await ok('User/TestList', {}, other)).Total).toBe(0)
    expect((await ok('Career/PersonalityQuestionList', {}, other)).InProgress).toBeNull()

    const bad = [
      [{ QuestionId: 'X99', Value: 1 }],
      '题目 X99 不属于「MBTI 性格倾向测评」',
      [{ QuestionId: 'M01', Value: 2 }],
      '第 1 题的答案无效：只能选 1（符合）、0（不符合）',
      [
        { QuestionId: 'M01', Value: 1 },
        { QuestionId: 'M01', Value: 0 },
      ],
      '第 1 题重复作答',
    ] as const
    for (let i = 0; i < bad.length; i += 2) {
      const r = await call('Career/MBTITest', { Answers: bad[i] }, owner)
      expect([r.code, r.message]).toEqual([2, bad[i + 1]])
    }
    // the schema's bounds: too many answers, a value out of range
    const many = await call('Career/MBTITest', { Answers: Array.from({ length: 81 }, (_, i) => ({ QuestionId: `M${i}`, Value: 1 })) }, owner)
    expect(many.code).toBe(2)
    // saving needs login; the bank does not
    expect((await call('Career/MBTITest', { Answers: [] })).code).toBe(112)
  })
})

describe('bounds', () => {
  it('keeps one in-progress test per type, and trims finished tests to the limit', async () => {
    const token = await studentOf(built, '161')
    const a = await ok('Career/HollandTest', { Answers: [] }, token)
    const b = await ok('Career/HollandTest', { Answers: [{ QuestionId: 'H02', Value: 1 }] }, token)
    expect(b.TestId).toBe(a.TestId)
    const m = await ok('Career/MBTITest', { Answers: [] }, token)
    expect(m.TestId).not.toBe(a.TestId)

    const limit = ASSESS_LIMITS.finishedPerStudent
    ASSESS_LIMITS.finishedPerStudent = 3
    try {
      const ids: number[] = []
      for (let i = 0; i < 4; i++) ids.push((await ok('Career/MBTITest', { Answers: mbtiAnswers('INTP'), Finish: true }, token)).TestId)
      const list = await ok('User/TestList', { Type: 'mbti' }, token)
      expect(list.List.map((t: any) => t.TestId)).toEqual([ids[3], ids[2], ids[1]])
      expect((await call('User/TestMBTIInfo', { TestId: ids[0] }, token)).code).toBe(4)
      // the in-progress Holland test is untouched by the trim, and listed first
      const all = await ok('User/TestList', { PageSize: 2 }, token)
      expect(all.Total).toBe(4)
      expect(all.List[0]).toMatchObject({ TestId: a.TestId, Status: 'in_progress', Answered: 1 })
    } finally {
      ASSESS_LIMITS.finishedPerStudent = limit
    }
  })
})
