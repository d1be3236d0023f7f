/**
 * The H5 tab bar (SPEC §2): at #/pages/home/index it shows with real icons, 在线学习 only when the config
 * OnlineLearningEnable says so; clicking each visible tab switches the page and highlights that tab.
 * Then the tab pages of a logged-in student with exam information: the home score card shows the official
 * rank of the score (the same as Public/LineRank answers for the table it names), 志愿填报 and 我的 show the
 * student's facts.
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

/** a mobile no earlier run used */
function freshMobile(): string {
  const n = (Date.now() % 1e7) * 100 + Math.floor(Math.random() * 100)
  return `137${String(n).padStart(9, '0').slice(-8)}`
}

async function loggedInTabs(h: Harness): Promise<void> {
  const mobile = freshMobile()
  await h.api('User/SendVerificationCode', { Mobile: mobile, Type: 1 })
  const code = (await h.smsOutbox(mobile))[0]?.Code
  const reg = await h.api('User/AddStudentAndLogin', { Mobile: mobile, Password: 'Tabbar2026x', Code: code, NickName: '标签页测试' })
  check(reg.code === 0, `registered (${reg.message})`)
  const token = reg.data.Token as string
  // 广东 2026 物理类 600 分
  const exam = await h.api('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 600 }, token)
  check(exam.code === 0, `exam information saved (${exam.message})`)

  const page = await h.newPage()
  await page.goto(`${h.baseUrl}/#/pages/home/index`)
  // Taro's H5 storage keeps {"data": value}
  await page.evaluate(
    ([t, uid]) => {
      window.localStorage.setItem('token', JSON.stringify({ data: t }))
      window.localStorage.setItem('UserId', JSON.stringify({ data: uid }))
    },
    [token, reg.data.UserId] as [string, number],
  )
  await page.reload()
  const card = page.locator('[data-testid="score-card"][data-state="complete"]').filter({ visible: true })
  await card.waitFor({ state: 'visible', timeout: 15000 })
  check((await card.innerText()).includes('广东 · 2026 年 · 物理类'), `score card: ${await card.innerText()}`)
  const rank = page.locator('[data-testid="rank-value"]').filter({ visible: true })
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="rank-value"]')?.textContent ?? ''), undefined, { timeout: 15000 })
  const shown = Number((await rank.innerText()).replace(/[^\d]/g, ''))
  const tables = await h.api('Public/LineRankYears', { ProvinceId: 44 })
  const t = (tables.data as { Year: number; SubjectType: number; IsDefault: boolean; TableId: number }[])
    .filter((x) => x.SubjectType === 2 && x.IsDefault && x.Year <= 2026)
    .sort((a, b) => b.Year - a.Year)[0]
  const official = await h.api('Public/LineRank', { ProvinceId: 44, Year: t.Year, SubjectType: 2, Score: 600, TableId: t.TableId })
  check(official.code === 0 && official.data.Rank === shown, `home shows rank ${shown}, the ${t.Year} table says ${official.data.Rank}`)
  check((await card.locator('[data-testid="source-tag"]').count()) > 0, 'the rank carries its source mark')
  await h.screenshot(page, 'tab-home-logged-in')

  await bar(page).locator('[data-path="pages/query/index"]').click()
  const q = page.locator('[data-testid="query-score"][data-state="complete"]').filter({ visible: true })
  await q.waitFor({ state: 'visible', timeout: 10000 })
  check((await q.innerText()).includes('600 分'), `志愿填报 shows the score: ${await q.innerText()}`)
  await h.screenshot(page, 'tab-query-logged-in')

  await bar(page).locator('[data-path="pages/personal/index"]').click()
  const me = page.locator('[data-testid="me-head"][data-state="logged-in"]').filter({ visible: true })
  await me.waitFor({ state: 'visible', timeout: 10000 })
  check((await me.innerText()).includes('标签页测试'), `我的 shows the nickname: ${await me.innerText()}`)
  await h.screenshot(page, 'tab-personal-logged-in')

  // from the menu: 报考意向 is saved to the server
  await page.locator('[data-testid="menu-item"][data-route="pages/personal/audit/index"]').filter({ visible: true }).click()
  await page.locator('[data-testid="level-985"]').filter({ visible: true }).waitFor({ state: 'visible', timeout: 15000 })
  await page.locator('[data-testid="level-985"]').filter({ visible: true }).click()
  await page.locator('[data-testid="level-双一流"]').filter({ visible: true }).click()
  await page.locator('[data-testid="intent-save"]').filter({ visible: true }).click()
  await page.waitForFunction(() => document.querySelector('[data-testid="intent-save"]')?.textContent === '已保存', undefined, { timeout: 10000 })
  const saved = await h.api('User/IntentionDetail', {}, token)
  check(JSON.stringify(saved.data?.SchoolLevels) === JSON.stringify(['985', '双一流']), `intention saved: ${JSON.stringify(saved.data)}`)
  await h.screenshot(page, 'page-intention')

  // 专业优先 starts from the official catalogue as a tree
  await page.goto(`${h.baseUrl}/#/pages/query/speciality/index`)
  const tree = page.locator('[data-testid="tree"]').filter({ visible: true })
  await tree.waitFor({ state: 'visible', timeout: 15000 })
  await tree.locator('[data-testid="tree-row"]').first().click()
  await page.waitForTimeout(300)
  await h.screenshot(page, 'page-speciality-tree')
  await page.close()
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

  await loggedInTabs(h)
}
