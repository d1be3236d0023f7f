/**
 * Every route of src/routes.ts opens at `#/<path>` in the built H5 site (390×844) without a console error or a
 * page error, and shows its Chinese title (document title, and the navigation bar or our own custom bar).
 * Pages that send an anonymous visitor elsewhere (login-only pages, transfer pages) must land on a page that
 * itself shows its title. Then the H5 chunk-load handling (SPEC §8, §9): a slow page chunk shows 加载中，请稍候
 * after 200 ms; a failed one shows the error view with a reload button, and reloading recovers.
 */
import type { Page } from 'playwright-core'
import type { Harness } from '../harness'
import { ROUTES, routeOf, type RouteDef } from '../../src/routes'

function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(`routes journey: ${what}`)
}

interface Seen {
  route: string
  landed: string
  title: string
  errors: string[]
  problem?: string
}

/** the route the hash names now ('pages/x/y', no query) */
async function currentRoute(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#\/?/, '').split('?')[0])
}

/** What the page shows as its title: our custom bar, else Taro's H5 navigation bar. */
async function shownTitle(page: Page): Promise<string> {
  // (no named functions inside: tsx's keepNames would reference a helper the page does not have)
  return page.evaluate(() => {
    const custom = Array.from(document.querySelectorAll('[data-testid="nav-bar"]')).find((el) => (el as HTMLElement).offsetParent !== null)
    if (custom) return (custom.textContent ?? '').trim()
    const bar = document.querySelector('.taro-navigation-bar-title')
    return (bar?.textContent ?? '').trim()
  })
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  // start-up calls, redirects of login-only pages and the first data calls
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined)
  await page.waitForTimeout(300)
}

async function visit(h: Harness, page: Page, r: RouteDef): Promise<Seen> {
  const before = h.consoleErrors(page).length
  // a fresh document per route: a page must open on its own, not only after others
  await page.goto('about:blank')
  await page.goto(`${h.baseUrl}/#/${r.path}`)
  await settle(page)
  // an in-app redirect may still be under way
  let landed = await currentRoute(page)
  for (let i = 0; i < 10 && !page.url().startsWith(h.baseUrl); i++) await page.waitForTimeout(300)
  landed = page.url().startsWith(h.baseUrl) ? await currentRoute(page) : page.url()
  const target = routeOf(landed)
  const seen: Seen = { route: r.path, landed, title: '', errors: h.consoleErrors(page).slice(before) }
  if (!target) {
    seen.problem = `ended outside the app at ${landed}`
    return seen
  }
  const title = await page.title()
  const shown = await shownTitle(page)
  seen.title = shown || title
  if (title !== target.title) seen.problem = `document title 「${title}」, expected 「${target.title}」`
  else if (target.customNav ? !shown : shown !== target.title) seen.problem = `shows 「${shown}」 as its title, expected 「${target.title}」`
  return seen
}

async function chunkFailure(h: Harness): Promise<void> {
  const page = await h.newPage()
  await page.goto(`${h.baseUrl}/#/pages/home/index`)
  await settle(page)
  const target = 'pages/home/information/information'

  // a slow chunk: nothing during the first 200 ms, then the loading view, then the page
  let hold = 0
  await page.route('**/js/*.js', async (route) => {
    hold += 1
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  const t0 = Date.now()
  await page.evaluate((p) => {
    window.location.hash = `#/${p}`
  }, target)
  await page.locator('[data-testid="chunk-loading"]').waitFor({ state: 'attached', timeout: 3000 })
  const shownAfter = Date.now() - t0
  check(hold > 0, 'the page chunk was not fetched lazily (nothing to hold)')
  check(shownAfter >= 150, `the loading view came after ${shownAfter} ms (expected after the 200 ms delay)`)
  check((await page.locator('[data-testid="chunk-loading"]').innerText()).includes('加载中，请稍候'), 'loading text')
  await h.screenshot(page, 'routes-chunk-loading')
  await page.locator('[data-testid="chunk-loading"]').waitFor({ state: 'detached', timeout: 10000 })
  check((await page.title()) === routeOf(target)!.title, 'the slow page opened')
  await page.unroute('**/js/*.js')

  // a failing chunk: the error view with a reload button; reloading recovers
  await page.goto(`${h.baseUrl}/#/pages/home/index`)
  await settle(page)
  await page.route('**/js/*.js', (route) => route.abort('failed'))
  const failing = 'pages/home/upgrade-news/upgradeNewsList'
  await page.evaluate((p) => {
    window.location.hash = `#/${p}`
  }, failing)
  const view = page.locator('[data-testid="chunk-load-failed"]').filter({ visible: true })
  await view.waitFor({ state: 'visible', timeout: 10000 })
  check((await view.innerText()).includes('页面加载失败'), 'failure view text')
  await h.screenshot(page, 'routes-chunk-failed')
  const errors = h.consoleErrors(page)
  check(errors.some((e) => e.includes('[chunk-load-failure]') && e.includes(failing)), `the failure is reported (${errors.join(' | ')})`)
  // the aborted request and the report are the errors this step provokes; nothing else may appear
  const other = errors.filter((e) => !e.includes('[chunk-load-failure]') && !/net::ERR_FAILED|Failed to load resource/.test(e))
  check(other.length === 0, `unexpected errors while a chunk failed: ${other.join(' | ')}`)
  h.clearErrors(page)
  await page.unroute('**/js/*.js')
  await view.getByText('重新加载', { exact: true }).click()
  await page.waitForLoadState('load')
  await page.waitForFunction((t) => document.title === t, routeOf(failing)!.title, { timeout: 15000 })
  await page.locator('[data-testid="chunk-load-failed"]').filter({ visible: true }).waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined)
  check((await page.locator('[data-testid="chunk-load-failed"]').filter({ visible: true }).count()) === 0, 'reload recovered the page')
  await page.close()
}

export default async function routesJourney(h: Harness): Promise<void> {
  const only = process.env.E2E_ROUTES ? new Set(process.env.E2E_ROUTES.split(',')) : null
  const page = await h.newPage()
  const results: Seen[] = []
  const sample = new Set(['pages/newExam/index', 'pages/query/contrast', 'pages/personal/membership', 'pages/assess/enter-path/index', 'pages/home/occupation/occupation', 'pages/personal/audit/index'])
  for (const r of ROUTES) {
    if (only && !only.has(r.path)) continue
    const seen = await visit(h, page, r)
    results.push(seen)
    if (sample.has(r.path)) await h.screenshot(page, `route-${r.path.replace(/\//g, '_')}`)
  }
  const bad = results.filter((s) => s.problem || s.errors.length)
  const redirected = results.filter((s) => s.landed !== s.route)
  process.stdout.write(`[e2e] routes: ${results.length} opened, ${redirected.length} sent elsewhere (${redirected.map((s) => `${s.route} → ${s.landed}`).join(', ') || 'none'})\n`)
  // the errors are listed here per route; the harness would fail the journey on them anyway
  h.clearErrors(page)
  check(
    bad.length === 0,
    `${bad.length} route(s) failed:\n${bad.map((s) => `  ${s.route}${s.landed !== s.route ? ` (→ ${s.landed})` : ''}: ${[s.problem, ...s.errors].filter(Boolean).join(' | ').slice(0, 500)}`).join('\n')}`,
  )
  await page.close()
  await chunkFailure(h)
}
