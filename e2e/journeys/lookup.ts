/// <reference lib="dom" />
/**
 * Lookup journeys (issue 4), in Chromium at 390×844 against the built H5 site and a server with the real data:
 * 1. 查大学: search a school by name → open its page → 录取线 shows its 2025 lines with their source (the
 *    numbers match the API, the 来源 mark names the source, tapping it shows title and publisher);
 * 2. 查位次: a score taken from an imported 一分一段 table gives that table's official cumulative rank and 本段人数;
 *    a score inside a merged top band says so; a score above the table's maximum is refused with a message.
 */
import type { Page } from 'playwright-core'
import type { Harness } from '../harness'

type Envelope<T> = { code: number; message: string; data: T }

function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(`lookup journey: ${what}`)
}

/** The data of a call, whether the harness answers the envelope or the data. */
async function call<T>(h: Harness, name: string, body: object): Promise<T> {
  const r = (await h.api(name, body)) as unknown
  if (r && typeof r === 'object' && 'code' in r && 'data' in r) {
    const env = r as Envelope<T>
    check(env.code === 0, `${name} answered ${env.code} ${env.message}`)
    return env.data
  }
  return r as T
}

async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}/#/${route}`)
  await page.waitForLoadState('domcontentloaded')
}

const digits = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''))

interface Line {
  Year: number
  MinScore: number | null
  Source: { Label: string; Title: string; Publisher: string }
}

async function schoolJourney(h: Harness): Promise<void> {
  const page = await h.newPage()
  await open(page, h.baseUrl, 'pages/home/searchSchool/searchSchool')
  const box = page.locator('[data-testid=school-search]')
  await box.locator('input').fill('中山大学')
  await box.locator('.zy-lk-search__btn').click()
  const card = page.locator('[data-testid=school-card]').filter({ has: page.locator('.zy-school-card__name', { hasText: /^中山大学$/ }) }).first()
  await card.waitFor({ state: 'visible', timeout: 15000 })
  await h.screenshot(page, 'lookup-search-school')
  await card.click()
  await page.waitForFunction(() => window.location.hash.includes('schoolDetail') && window.location.hash.includes('SchoolId=10558'), undefined, { timeout: 15000 })
  await page.locator('[data-testid=school-head]').getByText('中山大学', { exact: true }).waitFor()

  await page.locator('[data-testid=school-tabs]').getByText('录取线', { exact: true }).click()
  const table = page.locator('[data-testid=school-line-table]')
  await table.waitFor({ state: 'visible', timeout: 15000 })

  // which province the page shows, and what the API holds for it
  const provinceName = (await page.locator('[data-testid=school-province] .zy-lk-select__value').innerText()).trim()
  const provinces = await call<{ ID: number; ProvinceName: string }[]>(h, 'Public/ProvinceList', {})
  const province = provinces.find((p) => p.ProvinceName === provinceName)
  check(province, `unknown province shown: ${provinceName}`)
  const api = await call<{ List: Line[] }>(h, 'School/SchoolEnrollment', { SchoolId: 10558, ProvinceId: province.ID })
  const lines2025 = api.List.filter((l) => l.Year === 2025)
  check(lines2025.length > 0, `the API holds no 2025 line of 中山大学 in ${provinceName}`)

  const rows = table.locator('[data-testid=school-line-table-row]')
  const shown2025 = rows.filter({ has: page.locator('.zy-lk-table__cell').first().getByText('2025', { exact: true }) })
  await shown2025.first().waitFor()
  const count = await shown2025.count()
  check(count > 0, 'no 2025 row on the page')
  const firstRow = shown2025.first()
  const cells = firstRow.locator('.zy-lk-table__cell')
  const score = digits(await cells.nth(2).innerText())
  check(
    lines2025.some((l) => l.MinScore === score),
    `2025 最低分 ${score} is not among the API's ${lines2025.map((l) => l.MinScore).join(', ')}`,
  )
  const tag = firstRow.locator('[data-testid=source-tag]')
  const label = (await tag.innerText()).trim()
  check(lines2025.some((l) => label.includes(l.Source.Label)), `source mark "${label}" names none of ${lines2025.map((l) => l.Source.Label).join(', ')}`)
  await h.screenshot(page, 'lookup-school-lines-2025')

  // tap: the source sheet with title and publisher
  await tag.click()
  const modal = page.locator('[data-testid=source-sheet]').filter({ visible: true })
  await modal.waitFor({ state: 'visible', timeout: 5000 })
  const text = await modal.innerText()
  const source = lines2025.find((l) => l.MinScore === score)!.Source
  check(text.includes(`标题：${source.Title}`) && text.includes(`发布者：${source.Publisher}`), `source sheet lacks title/publisher: ${text}`)
  await h.screenshot(page, 'lookup-school-source-sheet')
  await modal.getByText('关闭', { exact: true }).click()
  await modal.waitFor({ state: 'detached', timeout: 5000 })
  await page.close()
}

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
  const input = page.locator('[data-testid=rank-score] input')
  await input.fill(String(score))
  await page.locator('[data-testid=rank-submit]').click()
}

async function rankJourney(h: Harness): Promise<void> {
  const page = await h.newPage()
  await open(page, h.baseUrl, 'pages/home/searcharrangement')
  await page.locator('[data-testid=rank-years]').waitFor({ state: 'visible', timeout: 15000 })

  // a first lookup tells which table the page uses
  await lookUp(page, 600)
  const result = page.locator('[data-testid=rank-result]')
  await result.waitFor({ state: 'visible', timeout: 15000 })
  const attr = async (n: string) => Number(await result.getAttribute(`data-${n}`))
  const table = { TableId: await attr('table-id'), ProvinceId: await attr('province-id'), Year: await attr('year'), SubjectType: await attr('subject-type') }
  check(table.TableId > 0 && table.ProvinceId > 0, 'the result names no table')
  const segs = await call<{ List: Segment[] }>(h, 'Public/LineRankList', table)
  const single = segs.List.filter((s) => !s.IsBand && s.ScoreLow === s.ScoreHigh)
  check(single.length > 10, 'the table has too few one-point rows')

  // rows from the imported table: the page must show their official cumulative rank and 本段人数
  for (const row of [single[Math.floor(single.length / 3)], single[Math.floor(single.length / 2)]]) {
    await lookUp(page, row.Score)
    await page.waitForFunction((s) => document.querySelector('[data-testid=rank-result]')?.getAttribute('data-score') === String(s), row.Score, { timeout: 10000 })
    const rank = digits(await page.locator('[data-testid=rank-value]').innerText())
    check(rank === row.RankTo, `score ${row.Score}: page rank ${rank}, official cumulative rank ${row.RankTo}`)
    const stats = await result.locator('.zy-lk-stat__value').allInnerTexts()
    check(digits(stats[1]) === row.Count, `score ${row.Score}: 本段人数 ${stats[1]} ≠ ${row.Count}`)
    check((await result.locator('[data-testid=source-tag]').count()) > 0, 'the rank has no source mark')
  }
  // the row is highlighted in the table under the chart, next to the chart itself
  await page.locator('[data-testid=segment-chart] canvas').first().waitFor({ state: 'attached' })
  await h.screenshot(page, 'lookup-score-rank')

  // a score inside a merged band: only the band's range is known
  const band = segs.List.find((s) => s.IsBand && s.ScoreHigh > s.ScoreLow)
  if (band) {
    const inside = Math.floor((band.ScoreLow + band.ScoreHigh) / 2)
    await lookUp(page, inside)
    await page.locator('[data-testid=band-note]').waitFor({ state: 'visible', timeout: 10000 })
    const note = await page.locator('[data-testid=band-note]').innerText()
    check(note.includes('合并分段'), `band note: ${note}`)
  }

  // bad input is refused before any call, with a message naming the problem
  await lookUp(page, 999)
  await page.getByText(/分数不能超过 \d+/).waitFor({ state: 'visible', timeout: 5000 })
  await page.close()
}

export default async function lookupJourneys(h: Harness): Promise<void> {
  await schoolJourney(h)
  await rankJourney(h)
}
