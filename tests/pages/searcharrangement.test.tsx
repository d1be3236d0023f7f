/**
 * 查位次 on the real Taro H5 runtime: the page opens on the visitor's province with that province's tables,
 * looks a score up in the table it shows, and refuses a score the table cannot hold before any call.
 */
import RankPage from '../../src/pages/home/searcharrangement'
import { RANK_SEGMENTS, RANK_TABLE, rankOf } from './fixtures'
import { type FakeServer, freshStart, mountPage, settle, shownText, testUtils } from './harness'

let server: FakeServer

beforeEach(() => {
  server = freshStart()
    .on('Public/LineRankYears', { data: [RANK_TABLE] })
    .on('Public/LineRankList', { data: { Table: RANK_TABLE, List: RANK_SEGMENTS, Source: RANK_TABLE.Source } })
    .on('Public/LineRank', (body) => ({ data: rankOf(body.Score) }))
    .on('Lookup/EquivalentScore', { data: { Rank: null, Source: RANK_TABLE.Source, List: [] } })
})
afterEach(() => testUtils.unmout())

async function lookUp(score: string): Promise<void> {
  const input = document.querySelector('[data-testid="rank-score"] input') as HTMLInputElement
  await testUtils.act(async () => {
    input.value = score
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('[data-testid="rank-submit"]')!)
  })
  await settle(server)
}

it("opens on the first province with its newest table's years, tracks and distribution", async () => {
  await mountPage(RankPage, 'pages/home/searcharrangement', {}, server)
  expect(server.callsOf('Public/LineRankYears').map((c) => c.body.ProvinceId)).toEqual([43])
  expect(server.callsOf('Public/LineRankList').map((c) => c.body)).toEqual([{ Platform: 0, ProvinceId: 43, Year: 2025, SubjectType: 2, TableId: 501 }])
  const text = shownText()
  for (const t of ['分数查位次', '湖南', '2025', '物理类', '全表 131人', '700–750（合并段）', '省考试院']) expect(text).toContain(t)
  expect(server.unexpected()).toEqual([])
})

it('looks a score up in the table shown: its cumulative rank, 本段人数 and source', async () => {
  await mountPage(RankPage, 'pages/home/searcharrangement', {}, server)
  await lookUp('697')
  expect(server.callsOf('Public/LineRank').map((c) => c.body)).toEqual([{ Platform: 0, ProvinceId: 43, Year: 2025, SubjectType: 2, Score: 697, TableId: 501 }])
  const result = document.querySelector('[data-testid="rank-result"]')!
  expect(result.getAttribute('data-score')).toBe('697')
  expect(document.querySelector('[data-testid="rank-value"]')?.textContent).toBe('91')
  expect(result.textContent).toContain('本段人数')
  expect(result.querySelector('[data-testid="source-tag"]')).not.toBeNull()
})

it('says a score in the merged top band has only a range', async () => {
  await mountPage(RankPage, 'pages/home/searcharrangement', {}, server)
  await lookUp('720')
  expect(document.querySelector('[data-testid="band-note"]')?.textContent).toContain('合并分段 700–750')
})

it('refuses a score above the total before asking the server', async () => {
  await mountPage(RankPage, 'pages/home/searcharrangement', {}, server)
  await lookUp('999')
  expect(shownText()).toMatch(/分数不能超过 750/)
  expect(server.callsOf('Public/LineRank')).toEqual([])
})
