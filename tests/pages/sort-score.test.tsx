/**
 * 各科成绩排序 on the real Taro H5 runtime: the province comes from the 选择省份 step, else the student's own exam
 * province; a visitor without either is sent to choose one.
 */
import SortScorePage from '../../src/pages/assess/new-exam-choose/sort-score'
import { restoreSession } from '../../src/stores/flows/startup'
import { rootStore } from '../../src/stores'
import type { ApiData } from '../../types/endpoints'
import { student } from './fixtures'
import { type FakeServer, freshStart, mountPage, shownText, testUtils } from './harness'

const HUNAN_SUBJECTS = { ExamMode: '3+1+2', FirstSubjects: ['物理', '历史'], SecondSubjects: ['化学', '生物', '政治', '地理'], SecondCount: 2 }

let server: FakeServer
beforeEach(() => {
  server = freshStart().on('Public/NewExamSubject', { data: HUNAN_SUBJECTS })
})
afterEach(() => testUtils.unmout())

it('opened without a province, a student gets their own exam province’s subjects', async () => {
  rootStore.session.setLogin(7, 'tok-7')
  server.on('User/MemberInfo', { data: student({ ExamProvinceId: 43, ExamProvinceName: '湖南', ExamYear: 2026, SubjectType: 2, IsNewExam: true }) })
  expect(await restoreSession()).toBe('restored')
  await mountPage(SortScorePage, 'pages/assess/new-exam-choose/sort-score', {}, server)
  expect(server.callsOf('Public/NewExamSubject').map((c) => c.body)).toEqual([{ Platform: 0, ProvinceId: 43 }])
  expect(shownText()).toContain('化学')
  expect(shownText()).not.toContain('没有指定省份')
})

it('a visitor without a province is asked to choose one', async () => {
  await mountPage(SortScorePage, 'pages/assess/new-exam-choose/sort-score', {}, server)
  expect(shownText()).toContain('没有指定省份')
  expect(server.callsOf('Public/NewExamSubject')).toEqual([])
})

it('a student’s newest finished Holland result fills the interest code, said as such; a code in the address wins', async () => {
  rootStore.session.setLogin(7, 'tok-7')
  server.on('User/MemberInfo', { data: student({ ExamProvinceId: 43, ExamProvinceName: '湖南', ExamYear: 2026, SubjectType: 2, IsNewExam: true }) })
  type Summary = ApiData<'User/TestList'>['List'][number]
  const summary = (over: Partial<Summary>): Summary => ({
    TestId: 1,
    Type: 'holland',
    Name: '霍兰德职业兴趣测评',
    Status: 'finished',
    StatusText: '已完成',
    Code: 'IRC',
    Title: '',
    Answered: 60,
    Total: 60,
    StartedAt: '',
    UpdatedAt: '',
    FinishedAt: '',
    ...over,
  })
  server.on('User/TestList', { data: { List: [summary({ TestId: 2, Status: 'in_progress', Code: '' }), summary({})], Total: 2 } })
  expect(await restoreSession()).toBe('restored')
  await mountPage(SortScorePage, 'pages/assess/new-exam-choose/sort-score', {}, server)
  expect(server.callsOf('User/TestList').map((c) => c.body.Type)).toEqual(['holland'])
  expect(shownText()).toContain('已填入你最近一次霍兰德测评的结果 IRC')
  testUtils.unmout()
  await mountPage(SortScorePage, 'pages/assess/new-exam-choose/sort-score', { Holland: 'SEA' }, server)
  expect(shownText()).not.toContain('已填入你最近一次霍兰德测评的结果')
})
