/**
 * The home tab on the real Taro H5 runtime: a visitor sees the entries and the prompt to log in; a student sees
 * the score card with the official rank of the score, from the table it names.
 */
import HomePage from '../../src/pages/home/index'
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
    // the banners (demo content, issue 19 item 5)
    .on('Public/AdInfoList', { data: [] })
})
afterEach(() => testUtils.unmout())

it('a visitor: the entries, the prompt to log in, and an entry opens its page', async () => {
  await mountPage(HomePage, 'pages/home/index', {}, server)
  expect(document.querySelector('[data-testid="score-card"]')?.getAttribute('data-state')).toBe('anonymous')
  expect(shownText()).toContain('登录并填写高考成绩')
  const entries = Array.from(document.querySelectorAll('[data-testid="home-entries"] .at-grid-item'))
  expect(entries.map((e) => e.textContent)).toEqual(['查大学', '查专业', '查位次', '批次线', '招生计划', '录取数据', '志愿填报', '测评', '资讯', '课程'])
  // a visitor's home asks the server only for its banners (start-up has loaded the configs and provinces)
  expect(server.calls.map((c) => c.name)).toEqual(['Public/AdInfoList'])
  await testUtils.act(async () => {
    testUtils.fireEvent.click(entries[2])
  })
  expect(router.opened).toEqual([{ api: 'navigateTo', url: '/pages/home/searcharrangement' }])
})

it('a student: the score card with the score and its official rank from the table it names', async () => {
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
  // what start-up does with a stored token (src/services/startup.ts)
  expect(await restoreSession()).toBe('restored')
  await mountPage(HomePage, 'pages/home/index', {}, server)
  const card = document.querySelector('[data-testid="score-card"]')!
  expect(card.getAttribute('data-state')).toBe('complete')
  expect(card.textContent).toContain('湖南 · 2026 年 · 物理类')
  expect(document.querySelector('[data-testid="score-value"]')?.textContent).toBe('697')
  // no 2026 table yet: the newest (2025) table gives the rank, and the card says so
  expect(server.callsOf('Public/LineRank').map((c) => c.body)).toEqual([{ Platform: 0, ProvinceId: 43, Year: 2025, SubjectType: 2, Score: 697, TableId: 501 }])
  expect(document.querySelector('[data-testid="rank-value"]')?.textContent).toBe('91')
  expect(card.textContent).toContain('2025 年表')
  expect(card.querySelector('[data-testid="source-tag"]')).not.toBeNull()
  expect(server.unexpected()).toEqual([])
})
