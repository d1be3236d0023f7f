/// <reference lib="dom" />
/**
 * Lookup journeys (issue 4), in Chromium at 390×844 against the built H5 site and a server with the real data:
 * 1. 查大学: search a school by name → open its page → 录取线 shows its 2025 lines with their source (the
 *    numbers match the API, the 来源 mark names the source, tapping it shows title and publisher);
 * 2. 查位次: a score taken from an imported 一分一段 table gives that table's official cumulative rank and 本段人数;
 *    a score inside a merged top band says so; a score above the table's maximum is refused with a message.
 */
import type { Page } from '@playwright/test'
import { expect, test, type Stage } from '../fixtures'

/** the data of a call that must succeed */
async function call<T>(api: Stage['api'], name: string, body: object): Promise<T> {
  const env = await api<T>(name, body)
  expect(env.code, `${name} answered ${env.code} ${env.message}`).toBe(0)
  return env.data
}

const digits = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''))

interface Line {
  Year: number
  MinScore: number | null
  Source: { Label: string; Title: string; Publisher: string }
}

test('查大学: search 中山大学, open it, its 2025 lines match the API and name their source', async ({ page, api, shot }) => {
  await page.goto('/#/pages/home/searchSchool/searchSchool')
  const box = page.getByTestId('school-search')
  await box.locator('input').fill('中山大学')
  await box.locator('.at-search-bar__action').click()
  const card = page
    .getByTestId('school-card')
    .filter({ has: page.locator('.zy-school-card__name', { hasText: /^中山大学$/ }) })
    .first()
  await expect(card).toBeVisible()
  await shot('lookup-search-school')
  await card.click()
  await page.waitForFunction(() => window.location.hash.includes('schoolDetail') && window.location.hash.includes('SchoolId=10558'))
  await expect(page.getByTestId('school-head').getByText('中山大学', { exact: true })).toBeVisible()

  await page.getByTestId('school-tabs').getByText('录取线', { exact: true }).click()
  const table = page.getByTestId('school-line-table')
  await expect(table).toBeVisible()

  // which province the page shows, and what the API holds for it
  const provinceName = (await page.locator('[data-testid=school-province] .item-extra__info').innerText()).trim()
  const provinces = await call<{ ID: number; ProvinceName: string }[]>(api, 'Public/ProvinceList', {})
  const province = provinces.find((p) => p.ProvinceName === provinceName)
  expect(province, `the province shown (${provinceName}) is a province`).toBeTruthy()
  const lines = await call<{ List: Line[] }>(api, 'School/SchoolEnrollment', { SchoolId: 10558, ProvinceId: province!.ID })
  const lines2025 = lines.List.filter((l) => l.Year === 2025)
  expect(lines2025.length, `the API holds 2025 lines of 中山大学 in ${provinceName}`).toBeGreaterThan(0)

  const rows = table.getByTestId('school-line-table-row')
  const shown2025 = rows.filter({ has: page.locator('.zy-table__cell').first().getByText('2025', { exact: true }) })
  await expect(shown2025.first(), 'a 2025 row on the page').toBeVisible()
  const firstRow = shown2025.first()
  const score = digits(await firstRow.locator('.zy-table__cell').nth(2).innerText())
  expect(
    lines2025.map((l) => l.MinScore),
    `2025 最低分 ${score} is among the API's`,
  ).toContain(score)
  const tag = firstRow.getByTestId('source-tag')
  const label = (await tag.innerText()).trim()
  expect(
    lines2025.some((l) => label.includes(l.Source.Label)),
    `source mark "${label}" names one of ${lines2025.map((l) => l.Source.Label).join(', ')}`,
  ).toBe(true)
  await shot('lookup-school-lines-2025')

  // tap: the source sheet with title and publisher
  await tag.click()
  const sheet = page.getByTestId('source-sheet').filter({ visible: true })
  await expect(sheet).toBeVisible()
  const source = lines2025.find((l) => l.MinScore === score)!.Source
  await expect(sheet).toContainText(`标题：${source.Title}`)
  await expect(sheet).toContainText(`发布者：${source.Publisher}`)
  await shot('lookup-school-source-sheet')
  await sheet.getByText('关闭', { exact: true }).click()
  await expect(sheet).toHaveCount(0)
})

interface Segment {
  Score: number
  ScoreLow: number
  ScoreHigh: number
  Count: number
  RankFrom: number
  RankTo: number
  IsBand: boolean
}

async function lookUp(page: Page, score: number | string): Promise<void> {
  await page.locator('[data-testid=rank-score] input').fill(String(score))
  await page.getByTestId('rank-submit').click()
}

test('查位次: official cumulative rank and 本段人数 of imported rows, merged bands, too-high scores refused', async ({ page, api, shot }) => {
  await page.goto('/#/pages/home/searcharrangement')
  await expect(page.getByTestId('rank-years')).toBeVisible()

  // a first lookup tells which table the page uses
  await lookUp(page, 600)
  const result = page.getByTestId('rank-result')
  await expect(result).toBeVisible()
  const attr = async (n: string) => Number(await result.getAttribute(`data-${n}`))
  const table = { TableId: await attr('table-id'), ProvinceId: await attr('province-id'), Year: await attr('year'), SubjectType: await attr('subject-type') }
  expect(table.TableId, 'the result names its table').toBeGreaterThan(0)
  expect(table.ProvinceId).toBeGreaterThan(0)
  const segs = await call<{ List: Segment[] }>(api, 'Public/LineRankList', table)
  const single = segs.List.filter((s) => !s.IsBand && s.ScoreLow === s.ScoreHigh)
  expect(single.length, 'one-point rows in the table').toBeGreaterThan(10)

  // rows from the imported table: the page must show their official cumulative rank and 本段人数
  for (const row of [single[Math.floor(single.length / 3)], single[Math.floor(single.length / 2)]]) {
    await lookUp(page, row.Score)
    await expect(result).toHaveAttribute('data-score', String(row.Score))
    expect(digits(await page.getByTestId('rank-value').innerText()), `score ${row.Score}: the official cumulative rank`).toBe(row.RankTo)
    const stats = await result.locator('.zy-stat__value').allInnerTexts()
    expect(digits(stats[1]), `score ${row.Score}: 本段人数`).toBe(row.Count)
    await expect(result.getByTestId('source-tag'), 'the rank has its source mark').not.toHaveCount(0)
  }
  // the row is highlighted in the table under the chart, next to the chart itself
  await expect(page.locator('[data-testid=segment-chart] canvas').first()).toBeAttached()
  await shot('lookup-score-rank')

  // a score inside a merged band: only the band's range is known
  const band = segs.List.find((s) => s.IsBand && s.ScoreHigh > s.ScoreLow)
  if (band) {
    await lookUp(page, Math.floor((band.ScoreLow + band.ScoreHigh) / 2))
    await expect(page.getByTestId('band-note')).toContainText('合并分段')
  }

  // bad input is refused before any call, with a message naming the problem
  await lookUp(page, 999)
  await expect(page.getByText(/分数不能超过 \d+/)).toBeVisible()
})
