/**
 * 各科成绩排序 on the real Taro H5 runtime: the province comes from the 选择省份 step, else the student's own exam
 * province; a visitor without either is sent to choose one.
 */
import SortScorePage from '../../src/pages/assess/new-exam-choose/sort-score'
import { restoreSession } from '../../src/stores/flows/startup'
import { rootStore } from '../../src/stores'
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
