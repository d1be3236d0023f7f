/// <reference lib="dom" />
/**
 * The H5 tab bar (SPEC §2): at #/pages/home/index it shows with real icons, 在线学习 only when the config
 * OnlineLearningEnable says so; clicking each visible tab switches the page and highlights that tab.
 * Then the tab pages of a logged-in student with exam information: the home score card shows the official
 * rank of the score (the same as Public/LineRank answers for the table it names), 志愿填报 and 我的 show the
 * student's facts, 报考意向 is saved, and 专业优先 opens on the official catalogue.
 */
import type { Locator, Page } from '@playwright/test'
import { TAB_PAGES } from '../../src/routes'
import { expect, test, type Stage } from '../fixtures'

/** the tab bar of the page on screen (H5 keeps hidden tab pages, each with its own bar, in the DOM) */
function bar(page: Page): Locator {
  return page.getByTestId('tab-bar').filter({ visible: true })
}

interface TabShown {
  title: string
  path: string
  active: boolean
  iconOk: boolean
}

async function tabsShown(page: Page): Promise<TabShown[]> {
  await expect(bar(page)).toBeVisible()
  // icons are images that must have loaded (a missing file shows an empty box)
  await page.waitForFunction(() => {
    const imgs = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="tab-bar"] img'))
    return imgs.length > 0 && imgs.every((i) => i.complete)
  })
  return bar(page)
    .getByTestId('tab-item')
    .evaluateAll((items) =>
      items.map((el) => {
        const img = el.querySelector('img')
        return {
          title: (el.textContent ?? '').trim(),
          path: el.getAttribute('data-path') ?? '',
          active: el.getAttribute('data-active') === 'true',
          iconOk: !!img && img.complete && img.naturalWidth > 0,
        }
      }),
    )
}

async function setOnlineLearning(server: Stage, on: boolean): Promise<void> {
  await server.ctx.db
    .updateTable('app_configs')
    .set({ value: JSON.stringify({ Enable: on }) })
    .where('name', '=', 'OnlineLearningEnable')
    .execute()
}

async function clickThrough(page: Page, shot: (name: string) => Promise<string>, expectTitles: string[], shotPrefix: string): Promise<void> {
  const tabs = await tabsShown(page)
  expect(tabs.map((t) => t.title)).toEqual(expectTitles)
  expect(
    tabs.filter((t) => !t.iconOk).map((t) => t.title),
    'tabs whose icon is missing',
  ).toEqual([])
  expect(tabs.find((t) => t.active)?.path, 'home is highlighted at #/pages/home/index').toBe('pages/home/index')
  // every tab in turn, then back home
  for (const t of [...tabs.slice(1), tabs[0]]) {
    await bar(page).locator(`[data-path="${t.path}"]`).click()
    await page.waitForFunction((p) => window.location.hash.replace(/^#\/?/, '').split('?')[0] === p, t.path)
    await expect(page).toHaveTitle(t.title)
    const now = await tabsShown(page)
    expect(
      now.filter((x) => x.active).map((x) => x.path),
      `highlighted after clicking ${t.title}`,
    ).toEqual([t.path])
    expect(
      await bar(page)
        .locator(`[data-path="${t.path}"] img`)
        .evaluate((i) => (i as HTMLImageElement).src.length > 0),
      `${t.title} has its selected icon`,
    ).toBe(true)
    await shot(`${shotPrefix}-${t.path.split('/')[1]}`)
  }
}

const ALL = TAB_PAGES.map((t) => t.title)

test('by default (OnlineLearningEnable off) four tabs with icons; each switches the page and is highlighted', async ({ page, shot }) => {
  await page.goto('/#/pages/home/index')
  await clickThrough(
    page,
    shot,
    ALL.filter((t) => t !== '在线学习'),
    'tab',
  )
})

test('OnlineLearningEnable on: five tabs, 在线学习 switches like the others', async ({ page, server, shot }) => {
  await setOnlineLearning(server, true)
  try {
    await page.goto('/#/pages/home/index')
    await clickThrough(page, shot, ALL, 'tab5')
  } finally {
    await setOnlineLearning(server, false)
  }
})

test('no tab bar on a page outside it (批次线)', async ({ page }) => {
  await page.goto('/#/pages/home/searchbatch')
  await expect(page).toHaveTitle('批次线')
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
})

test("a logged-in student's tab pages: official rank on home, score on 志愿填报, nickname on 我的; 报考意向 saved; 专业优先 catalogue", async ({
  page,
  api,
  students,
  signIn,
  shot,
}) => {
  // 广东 2026 物理类 600 分
  const student = await students.create({ nickName: '标签页测试', exam: { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 600 } })
  await signIn(page, student)
  await page.goto('/#/pages/home/index')

  const card = page.locator('[data-testid="score-card"][data-state="complete"]').filter({ visible: true })
  await expect(card).toContainText('广东 · 2026 年 · 物理类')
  const rank = page.getByTestId('rank-value').filter({ visible: true })
  await expect(rank).toHaveText(/\d/)
  const shown = Number((await rank.innerText()).replace(/[^\d]/g, ''))
  const tables = await api<{ Year: number; SubjectType: number; IsDefault: boolean; TableId: number }[]>('Public/LineRankYears', { ProvinceId: 44 })
  const t = tables.data.filter((x) => x.SubjectType === 2 && x.IsDefault && x.Year <= 2026).sort((a, b) => b.Year - a.Year)[0]
  const official = await api<{ Rank: number }>('Public/LineRank', { ProvinceId: 44, Year: t.Year, SubjectType: 2, Score: 600, TableId: t.TableId })
  expect(official.code).toBe(0)
  expect(shown, `home shows the rank the ${t.Year} table gives`).toBe(official.data.Rank)
  await expect(card.getByTestId('source-tag'), 'the rank carries its source mark').not.toHaveCount(0)
  await shot('tab-home-logged-in')

  await bar(page).locator('[data-path="pages/query/index"]').click()
  await expect(page.locator('[data-testid="query-score"][data-state="complete"]').filter({ visible: true })).toContainText('600 分')
  await shot('tab-query-logged-in')

  await bar(page).locator('[data-path="pages/personal/index"]').click()
  await expect(page.locator('[data-testid="me-head"][data-state="logged-in"]').filter({ visible: true })).toContainText('标签页测试')
  await shot('tab-personal-logged-in')

  // from the menu: 报考意向 is saved to the server
  await page.locator('[data-testid="menu-item"][data-route="pages/personal/audit/index"]').filter({ visible: true }).click()
  await page.getByTestId('level-985').filter({ visible: true }).click()
  await page.getByTestId('level-双一流').filter({ visible: true }).click()
  await page.getByTestId('intent-save').filter({ visible: true }).click()
  await expect(page.getByTestId('intent-save').filter({ visible: true })).toHaveText('已保存')
  const saved = await api<{ SchoolLevels: string[] }>('User/IntentionDetail', {}, student.token)
  expect(saved.data?.SchoolLevels).toEqual(['985', '双一流'])
  await shot('page-intention')

  // 专业优先 starts from the official catalogue: its 门类, and opening one lists its 专业类
  await page.goto('/#/pages/query/speciality/index')
  const catalogue = page.getByTestId('major-tree').filter({ visible: true })
  await expect(catalogue.getByTestId('discipline').first()).toHaveText('哲学')
  await catalogue.getByTestId('discipline').filter({ hasText: '工学' }).locator('.at-tag').click()
  await expect(catalogue.getByTestId('major-classes')).toContainText('计算机类')
  await shot('page-speciality-tree')
})
