/**
 * Career assessments (issue 19), on the real Taro H5 runtime: a test resumes where the server's sheet stopped,
 * answers are saved as the student goes (together, a moment after the last choice), the review lists what is
 * missing and hands in, and the reports show the type or code, the dimension bars, the hexagon and the links.
 */
import TestContentPage from '../../src/pages/assess/custom-pages/test-content'
import TestSubmitPage from '../../src/pages/assess/custom-pages/test-submit'
import MbtiDetailPage from '../../src/pages/personal/mbtidetail'
import HollandDetailPage from '../../src/pages/personal/mbtidetail2'
import PersonalityDetailPage from '../../src/pages/personal/mbtidetail3'
import AppraisalListPage from '../../src/pages/personal/appraisal/list'
import { rootStore } from '../../src/stores'
import { AssessStore, TEST_KINDS } from '../../src/stores/assess'
import { SAVE_DELAY_MS, answeringSheet, forgetSheet } from '../../src/stores/assess-sheet'
import { type FakeServer, freshStart, mountPage, router, settle, shownText, testUtils } from './harness'

let server: FakeServer
beforeEach(() => {
  server = freshStart()
  for (const k of TEST_KINDS) forgetSheet(rootStore.part(AssessStore), k)
  rootStore.session.setLogin(7, 'tok-7')
})
afterEach(() => testUtils.unmout())

const SOURCE = '本产品自编题库（原创），非 MBTI®/SDS 官方量表'
const bank = (answers: { QuestionId: string; Value: number }[] | null) => ({
  Type: 'holland' as const,
  Name: '霍兰德职业兴趣测评',
  Source: SOURCE,
  Measures: '六种职业兴趣',
  Minutes: 10,
  Instructions: ['按喜欢程度选择。'],
  Options: [
    { Value: 2, Text: '喜欢 / 符合' },
    { Value: 1, Text: '说不准' },
    { Value: 0, Text: '不喜欢 / 不符合' },
  ],
  Questions: [
    { Id: 'H01', No: 1, Text: '动手修理自行车。' },
    { Id: 'H02', No: 2, Text: '钻研一道难题。' },
    { Id: 'H03', No: 3, Text: '画画或设计海报。' },
  ],
  Total: 3,
  InProgress: answers ? { TestId: 21, Answers: answers, Answered: answers.length, UpdatedAt: '2026-07-01T02:00:00.000Z' } : null,
})
const wait = (ms: number) => testUtils.act(() => new Promise<void>((r) => setTimeout(r, ms)))
const click = async (el: Element | null) => {
  expect(el).not.toBeNull()
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
  })
}
/** the option with this text in the radio list */
const option = (text: string) =>
  [...document.querySelectorAll('[data-testid="test-options"] .at-radio__option')].find((o) => o.textContent?.includes(text)) ?? null

it('答题: resumes the server’s sheet at the first unanswered question and saves new answers together', async () => {
  server
    .on('Career/HollandQuestionList', { data: bank([{ QuestionId: 'H01', Value: 2 }]) })
    .on('Career/HollandTest', (body) => ({ data: { TestId: 21, Status: 'in_progress', Answered: body.Answers.length, Total: 3, ResultId: null } }))
  await mountPage(TestContentPage, 'pages/assess/custom-pages/test-content', { type: 'holland' }, server)
  expect(shownText()).toContain('第 2 / 3 题')
  expect(shownText()).toContain('钻研一道难题。')
  await click(option('喜欢 / 符合'))
  // moved on to the third; nothing sent yet
  expect(shownText()).toContain('画画或设计海报。')
  await click(option('说不准'))
  expect(server.callsOf('Career/HollandTest')).toHaveLength(0)
  await wait(SAVE_DELAY_MS + 100)
  await settle(server)
  expect(server.callsOf('Career/HollandTest').map((c) => c.body)).toEqual([
    {
      Platform: 0,
      TestId: 21,
      Finish: false,
      Answers: [
        { QuestionId: 'H01', Value: 2 },
        { QuestionId: 'H02', Value: 2 },
        { QuestionId: 'H03', Value: 1 },
      ],
    },
  ])
  expect(shownText()).toContain('进度已保存')
  // back a question shows the answer chosen
  await click(document.querySelector('[data-testid="test-prev"]'))
  expect(shownText()).toContain('钻研一道难题。')
  // all answered: on to hand in
  await click(document.querySelector('[data-testid="test-to-submit"]'))
  expect(router.opened).toContainEqual({ api: 'navigateTo', url: '/pages/assess/custom-pages/test-submit?type=holland' })
  expect(server.unexpected()).toEqual([])
})

it('交卷: lists the unanswered questions, then hands in and opens the report', async () => {
  server.on('Career/HollandQuestionList', {
    data: bank([
      { QuestionId: 'H01', Value: 2 },
      { QuestionId: 'H03', Value: 0 },
    ]),
  })
  await mountPage(TestSubmitPage, 'pages/assess/custom-pages/test-submit', { type: 'holland' }, server)
  expect(shownText()).toContain('已答 2 / 3 题')
  expect(shownText()).toContain('还有 1 题没有作答')
  expect(shownText()).toContain('第 2 题')
  // answered elsewhere (the answering page shares the sheet), then handed in
  const sheet = answeringSheet(rootStore.part(AssessStore), 'holland')
  await testUtils.act(async () => sheet.choose('H02', 1))
  expect(shownText()).toContain('全部题目都已作答')
  server.on('Career/HollandTest', { data: { TestId: 21, Status: 'finished', Answered: 3, Total: 3, ResultId: 21 } })
  await click(document.querySelector('[data-testid="submit-go"]'))
  await settle(server)
  const sent = server.callsOf('Career/HollandTest').map((c) => c.body)
  expect(sent[sent.length - 1]).toMatchObject({ TestId: 21, Finish: true })
  expect(sent[sent.length - 1].Answers).toHaveLength(3)
  expect(router.opened).toContainEqual({ api: 'redirectTo', url: '/pages/personal/mbtidetail2?id=21' })
})

const dims = (keys: string[], scores: number[]) =>
  keys.map((Key, i) => ({ Key, Name: `${Key} 型`, Score: scores[i], Level: scores[i] >= 67 ? '较强' : '中等', Text: `${Key} 的含义`, Left: '', Right: '' }))
const report = {
  TestId: 21,
  Type: 'holland' as const,
  Name: '霍兰德职业兴趣测评',
  FinishedAt: '2026-07-01T02:00:00.000Z',
  Code: 'IRC',
  Title: '研究型 · 现实型 · 常规型',
  Summary: '你的霍兰德代码是 IRC。',
  Dimensions: dims(['R', 'I', 'A', 'S', 'E', 'C'], [95, 100, 0, 0, 0, 50]),
  Sections: [{ Title: '第一兴趣：I 研究型', Lines: ['喜欢观察、分析和推理。'] }],
  Majors: [
    { Code: '0701', Name: '数学类' },
    { Code: '0809', Name: '计算机类' },
  ],
  MajorsNote: '兴趣类型与专业类的对应为本产品整理。',
  MajorsSource: '本产品整理',
  Occupations: ['科研人员', '软件工程师'],
  OccupationCode: 'IRC',
  Source: SOURCE,
}

it('霍兰德报告: the code, six bars and the hexagon, 专业类 and the occupations of the code', async () => {
  server.on('User/TestHollandInfo', { data: report })
  await mountPage(HollandDetailPage, 'pages/personal/mbtidetail2', { id: '21' }, server)
  expect(server.callsOf('User/TestHollandInfo').map((c) => c.body.TestId)).toEqual([21])
  expect(document.querySelector('[data-testid="report-code"]')!.textContent).toBe('IRC')
  const bars = [...document.querySelectorAll('[data-testid="report-bar"]')]
  expect(bars.map((b) => [b.getAttribute('data-key'), b.getAttribute('data-score')])).toEqual([
    ['R', '95'],
    ['I', '100'],
    ['A', '0'],
    ['S', '0'],
    ['E', '0'],
    ['C', '50'],
  ])
  expect(document.querySelector('[data-testid="radar"] .zy-radar__shape')).not.toBeNull()
  expect(shownText()).toContain('科研人员、软件工程师')
  expect(shownText()).toContain(SOURCE)
  await click(document.querySelectorAll('[data-testid="report-major"]')[1])
  expect(router.opened).toContainEqual({ api: 'navigateTo', url: `/pages/home/searchspecialty?keyword=${encodeURIComponent('计算机')}` })
  await click(document.querySelector('[data-testid="report-occupation-link"]'))
  expect(router.opened).toContainEqual({ api: 'navigateTo', url: '/pages/home/occupation/occupationtypesearch?HollandCode=IRC' })
})

it('MBTI 报告: the type and one bar per dichotomy between its poles', async () => {
  server.on('User/TestMBTIInfo', {
    data: {
      ...report,
      Type: 'mbti',
      Name: 'MBTI 性格倾向测评',
      Code: 'ENFP',
      Title: '灵感激发型',
      Dimensions: [
        { Key: 'EI', Name: '精力来源', Score: 75, Level: 'E 外向 75%', Text: '从与人交往中获得能量。', Left: 'E 外向', Right: 'I 内向' },
        { Key: 'SN', Name: '获取信息', Score: 25, Level: 'N 直觉 75%', Text: '关注可能性。', Left: 'S 实感', Right: 'N 直觉' },
        { Key: 'TF', Name: '做决定', Score: 50, Level: 'F 情感 50%', Text: '看人的感受。', Left: 'T 思考', Right: 'F 情感' },
        { Key: 'JP', Name: '生活方式', Score: 0, Level: 'P 知觉 100%', Text: '灵活随性。', Left: 'J 判断', Right: 'P 知觉' },
      ],
      Occupations: [],
      OccupationCode: '',
    },
  })
  await mountPage(MbtiDetailPage, 'pages/personal/mbtidetail', { id: '21' }, server)
  expect(document.querySelector('[data-testid="report-code"]')!.textContent).toBe('ENFP')
  expect(shownText()).toContain('灵感激发型')
  expect(shownText()).toContain('E 外向 75%')
  expect(document.querySelectorAll('[data-testid="report-bar"]')).toHaveLength(4)
  expect(document.querySelector('[data-testid="radar"]')).toBeNull()
  expect(document.querySelector('[data-testid="report-occupations"]')).toBeNull()
})

it('性格报告: bars per dimension; another student’s report says it was not found', async () => {
  server.on('User/TestPersonalityInfo', { code: 4, message: '没有找到这次测评（可能已删除，或不属于当前账号）', data: null })
  await mountPage(PersonalityDetailPage, 'pages/personal/mbtidetail3', { id: '99' }, server)
  expect(shownText()).toContain('没有找到这次测评')
  testUtils.unmout()
  server.on('User/TestPersonalityInfo', {
    data: {
      ...report,
      Type: 'personality',
      Name: '中学生性格测评',
      Code: '开放好奇较高',
      Dimensions: dims(['EX', 'CO', 'ES', 'OP', 'AG'], [40, 55, 62, 80, 70]),
      Occupations: [],
      OccupationCode: '',
    },
  })
  await mountPage(PersonalityDetailPage, 'pages/personal/mbtidetail3', { id: '22' }, server)
  expect(document.querySelectorAll('[data-testid="report-bar"]')).toHaveLength(5)
  expect(shownText()).toContain('开放好奇较高')
})

it('我的测评: an unfinished test continues, a finished one opens its report', async () => {
  server.on('User/TestList', {
    data: {
      Total: 2,
      List: [
        {
          TestId: 30,
          Type: 'mbti',
          Name: 'MBTI 性格倾向测评',
          Status: 'in_progress',
          StatusText: '未完成',
          Code: '',
          Title: '',
          Answered: 12,
          Total: 48,
          StartedAt: '2026-07-02T02:00:00.000Z',
          UpdatedAt: '2026-07-02T02:00:00.000Z',
          FinishedAt: null,
        },
        {
          TestId: 21,
          Type: 'holland',
          Name: '霍兰德职业兴趣测评',
          Status: 'finished',
          StatusText: '已完成',
          Code: 'IRC',
          Title: '研究型 · 现实型 · 常规型',
          Answered: 60,
          Total: 60,
          StartedAt: '2026-07-01T02:00:00.000Z',
          UpdatedAt: '2026-07-01T02:00:00.000Z',
          FinishedAt: '2026-07-01T02:00:00.000Z',
        },
      ],
    },
  })
  await mountPage(AppraisalListPage, 'pages/personal/appraisal/list', {}, server)
  expect(shownText()).toContain('继续作答')
  expect(shownText()).toContain('已答 12/48 题')
  const rows = document.querySelectorAll('[data-testid="test-row"]')
  await click(rows[0])
  await click(rows[1])
  expect(router.opened).toEqual([
    { api: 'navigateTo', url: '/pages/assess/custom-pages/test-content?type=mbti' },
    { api: 'navigateTo', url: '/pages/personal/mbtidetail2?id=21' },
  ])
})
