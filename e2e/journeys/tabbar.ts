/**
 * The H5 tab bar (SPEC §2): at #/pages/home/index it shows with real icons, 在线学习 only when the config
 * OnlineLearningEnable says so; clicking each visible tab switches the page and highlights that tab.
 */
import type { Locator, Page } from 'playwright-core'
import type { Harness } from '../harness'
import { TAB_PAGES } from '../../src/routes'

function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(`tabbar journey: ${what}`)
}

/** the tab bar of the page on screen (H5 keeps hidden tab pages, each with its own bar, in the DOM) */
function bar(page: Page): Locator {
  return page.locator('[data-testid="tab-bar"]').filter({ visible: true })
}

async function tabsShown(page: Page): Promise<{ title: string; path: string; active: boolean; iconOk: boolean }[]> {
  await bar(page).waitFor({ state: 'visible', timeout: 15000 })
  // icons are images that must have loaded (a missing file shows an empty box)
  await page.waitForFunction(() => {
    const imgs = Array.from(document.querySelectorAll('[data-testid="tab-bar"] img')) as HTMLImageElement[]
    return imgs.length > 0 && imgs.every((i) => i.complete)
  })
  return bar(page)
    .locator('[data-testid="tab-item"]')
    .evaluateAll((items) =>
      items.map((el) => {
        const img = el.querySelector('img') as HTMLImageElement | null
        return {
          title: (el.textContent ?? '').trim(),
          path: el.getAttribute('data-path') ?? '',
          active: el.getAttribute('data-active') === 'true',
          iconOk: !!img && img.complete && img.naturalWidth > 0,
        }
      }),
    )
}

async function setOnlineLearning(h: Harness, on: boolean): Promise<void> {
  await h.ctx.db
    .updateTable('app_configs')
    .set({ value: JSON.stringify({ Enable: on }) })
    .where('name', '=', 'OnlineLearningEnable')
    .execute()
}

async function clickThrough(h: Harness, page: Page, expectTitles: string[], shotPrefix: string): Promise<void> {
  const tabs = await tabsShown(page)
  check(JSON.stringify(tabs.map((t) => t.title)) === JSON.stringify(expectTitles), `tabs ${tabs.map((t) => t.title).join('、')}, expected ${expectTitles.join('、')}`)
  check(tabs.every((t) => t.iconOk), `icons missing: ${tabs.filter((t) => !t.iconOk).map((t) => t.title).join('、')}`)
  check(tabs.find((t) => t.active)?.path === 'pages/home/index', 'home is highlighted at #/pages/home/index')
  // every tab in turn, then back home
  for (const t of [...tabs.slice(1), tabs[0]]) {
    await bar(page).locator(`[data-path="${t.path}"]`).click()
    await page.waitForFunction((p) => window.location.hash.replace(/^#\/?/, '').split('?')[0] === p, t.path, { timeout: 10000 })
    await page.waitForFunction((title) => document.title === title, t.title, { timeout: 10000 })
    const now = await tabsShown(page)
    const active = now.filter((x) => x.active)
    check(active.length === 1 && active[0].path === t.path, `after clicking ${t.title}, highlighted: ${active.map((x) => x.title).join('、') || 'none'}`)
    check(await bar(page).locator(`[data-path="${t.path}"] img`).evaluate((i) => (i as HTMLImageElement).src.length > 0), `${t.title} has its selected icon`)
    await h.screenshot(page, `${shotPrefix}-${t.path.split('/')[1]}`)
  }
}

export default async function tabbarJourney(h: Harness): Promise<void> {
  const all = TAB_PAGES.map((t) => t.title)
  const withoutStudy = all.filter((t) => t !== '在线学习')

  // default: OnlineLearningEnable is off
  const page = await h.newPage()
  await page.goto(`${h.baseUrl}/#/pages/home/index`)
  await clickThrough(h, page, withoutStudy, 'tab')
  await page.close()

  // the config turns 在线学习 on: five tabs, and it switches like the others
  await setOnlineLearning(h, true)
  try {
    const p2 = await h.newPage()
    await p2.goto(`${h.baseUrl}/#/pages/home/index`)
    await clickThrough(h, p2, all, 'tab5')
    await p2.close()
  } finally {
    await setOnlineLearning(h, false)
  }

  // not on a page outside the tab bar
  const p3 = await h.newPage()
  await p3.goto(`${h.baseUrl}/#/pages/home/searchbatch`)
  await p3.waitForFunction(() => document.title === '批次线', undefined, { timeout: 15000 })
  check((await bar(p3).count()) === 0, 'no tab bar on 批次线')
  await p3.close()
}
