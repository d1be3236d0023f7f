/**
 * Lookup pages opened directly by their address on the real Taro H5 runtime (issue 10):
 * - 查位次 for a student with a score: the score is in the box from the first render, and nothing is logged
 *   (it once logged `TypeError … watchValue` from Taro's <Input> when the value arrived after an await);
 * - 院校对比 with the ids as the mini program hands them over, still URL-encoded (`10459%2C10288`).
 */
import RankPage from '../../src/pages/home/searcharrangement'
import ComparePage from '../../src/pages/home/schoolDetail/compareCollege'
import { restoreSession } from '../../src/stores/flows/startup'
import { rootStore } from '../../src/stores'
import { RANK_SEGMENTS, RANK_TABLE, rankOf, student } from './fixtures'
import { type FakeServer, freshStart, mountPage, router, shownText, testUtils } from './harness'

let server: FakeServer

beforeEach(() => {
  server = freshStart()
    .on('Public/LineRankYears', { data: [RANK_TABLE] })
    .on('Public/LineRankList', { data: { Table: RANK_TABLE, List: RANK_SEGMENTS, Source: RANK_TABLE.Source } })
    .on('Public/LineRank', (body) => ({ data: rankOf(body.Score) }))
    .on('Lookup/EquivalentScore', { data: { Rank: null, Source: RANK_TABLE.Source, List: [] } })
})
afterEach(() => testUtils.unmout())

async function signInStudent(): Promise<void> {
  rootStore.session.setLogin(7, 'tok-7')
  server.on('User/MemberInfo', {
    data: student({
      ExamProvinceId: 43,
      ExamProvinceName: '湖南',
      ExamYear: 2026,
      SubjectType: 2,
      SelectSubjectList: ['物理', '化学', '生物'],
      IsNewExam: true,
      Score: 697,
    }),
  })
  expect(await restoreSession()).toBe('restored')
}

it('查位次 opened directly by a student: the score is there and nothing is logged', async () => {
  await signInStudent()
  await mountPage(RankPage, 'pages/home/searcharrangement', {}, server)
  // a few more turns for the input's web component to render (the error came from its first render)
  await testUtils.act(async () => {
    await new Promise((r) => setTimeout(r, 50))
  })
  const input = document.querySelector<HTMLInputElement>('[data-testid="rank-score"] input')
  expect(input?.value ?? document.querySelector('[data-testid="rank-score"]')?.getAttribute('value')).toBe('697')
  expect(shownText()).toContain('分数查位次')
  expect(server.unexpected()).toEqual([])
})

it('院校对比 reads ids the mini program hands over still encoded', async () => {
  server.on('School/CompareCollege', { data: { Schools: [], ProvinceId: 43, SubjectType: 2 } })
  await mountPage(ComparePage, 'pages/home/schoolDetail/compareCollege', { ids: '10459%2C10288' }, server)
  expect(server.callsOf('School/CompareCollege').map((c) => c.body.SchoolIds)).toEqual([[10459, 10288]])
  expect(shownText()).not.toContain('请至少选择')
})

it('院校对比 with fewer than two schools says so and offers to pick them', async () => {
  await mountPage(ComparePage, 'pages/home/schoolDetail/compareCollege', {}, server)
  expect(shownText()).toContain('请至少选择 2 所院校')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('[data-testid="error-retry"] .at-button')!)
  })
  expect(router.opened).toEqual([{ api: 'navigateTo', url: '/pages/home/searchSchool/contrast-prepare' }])
  expect(server.callsOf('School/CompareCollege')).toEqual([])
})
