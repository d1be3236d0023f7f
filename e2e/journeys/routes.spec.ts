/// <reference lib="dom" />
/**
 * Every route of src/routes.ts opens at `#/<path>` in the built H5 site (390×844) without a console error or a
 * page error, and shows its Chinese title (document title, and the navigation bar or our own custom bar).
 * Pages that send an anonymous visitor elsewhere (login-only pages, transfer pages) must land on a page that
 * itself shows its title. Then the H5 chunk-load handling (SPEC §8, §9): a slow page chunk shows 加载中，请稍候
 * after 200 ms; a failed one shows the error view with a reload button, and reloading recovers.
 *
 * E2E_ROUTES=pages/a,pages/b limits the route tests to those paths.
 */
import type { Page } from '@playwright/test'
import { ROUTES, routeOf } from '../../src/routes'
import { expect, test } from '../fixtures'

/** the route the hash names now ('pages/x/y', no query) */
async function currentRoute(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#\/?/, '').split('?')[0])
}

/** What the page shows as its title: our custom bar, else Taro's H5 navigation bar. */
async function shownTitle(page: Page): Promise<string> {
  // (no named functions inside: the transform's keepNames would reference a helper the page does not have)
  return page.evaluate(() => {
    const custom = Array.from(document.querySelectorAll('[data-testid="nav-bar"]')).find((el) => (el as HTMLElement).offsetParent !== null)
    if (custom) return (custom.textContent ?? '').trim()
    const bar = document.querySelector('.taro-navigation-bar-title')
    return (bar?.textContent ?? '').trim()
  })
}

/**
 * Where the app settled and whether that page shows its title; retried until it does (start-up, the
 * redirect of a login-only page and the page chunk all take their time), then until the start-up and first
 * data calls are over, so their errors are seen here.
 */
async function expectOpensWithTitle(page: Page, baseUrl: string): Promise<string> {
  let landed = ''
  await expect(async () => {
    expect(page.url().startsWith(baseUrl), `ended outside the app at ${page.url()}`).toBe(true)
    landed = await currentRoute(page)
    const target = routeOf(landed)
    expect(target, `landed on ${landed}, which is no route of the app`).toBeTruthy()
    expect(await page.title(), 'document title').toBe(target!.title)
    const shown = await shownTitle(page)
    if (target!.customNav) expect(shown, 'the custom navigation bar shows a title').not.toBe('')
    else expect(shown, 'the navigation bar title').toBe(target!.title)
  }).toPass({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  return landed
}

const only = process.env.E2E_ROUTES ? new Set(process.env.E2E_ROUTES.split(',')) : null
const SAMPLES = new Set([
  'pages/newExam/index',
  'pages/query/contrast',
  'pages/personal/membership',
  'pages/assess/enter-path/index',
  'pages/home/occupation/occupation',
  'pages/personal/audit/index',
])

test.describe('every route opens with its title and no error', () => {
  for (const r of ROUTES) {
    if (only && !only.has(r.path)) continue
    test(r.path, async ({ page, server, shot }) => {
      await page.goto(`/#/${r.path}`)
      const landed = await expectOpensWithTitle(page, server.baseUrl)
      if (landed !== r.path) test.info().annotations.push({ type: 'sent elsewhere', description: `→ ${landed}` })
      if (SAMPLES.has(r.path)) await shot(`route-${r.path.replace(/\//g, '_')}`)
    })
  }
})

test.describe('page chunks', () => {
  test('a slow page chunk shows the loading view after 200 ms, then the page', async ({ page, shot }) => {
    await page.goto('/#/pages/home/index')
    await expect(page).toHaveTitle('首页')
    await page.waitForLoadState('networkidle')
    const target = 'pages/home/information/information'

    // hold every script until the loading view has been seen: the page chunk is late for as long as we look
    let held = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/js/*.js', async (route) => {
      held += 1
      await released
      await route.continue()
    })
    const t0 = Date.now()
    await page.evaluate((p) => {
      window.location.hash = `#/${p}`
    }, target)
    const loading = page.getByTestId('chunk-loading')
    await loading.waitFor({ state: 'attached', timeout: 3000 })
    const shownAfter = Date.now() - t0
    expect(held, 'the page chunk is fetched lazily').toBeGreaterThan(0)
    // nothing flashes for a fast chunk: the view waits 200 ms (a little slack for the clocks of two processes)
    expect(shownAfter, 'the loading view appears after its 200 ms delay').toBeGreaterThanOrEqual(150)
    await expect(loading).toContainText('加载中，请稍候')
    await shot('routes-chunk-loading')
    release()
    await expect(loading).toHaveCount(0, { timeout: 10_000 })
    await expect(page).toHaveTitle(routeOf(target)!.title)
    await page.unroute('**/js/*.js')
  })

  test('a failed page chunk shows the error view; reloading recovers', async ({ page, errors, shot }) => {
    await page.goto('/#/pages/home/index')
    await expect(page).toHaveTitle('首页')
    await page.waitForLoadState('networkidle')
    await page.route('**/js/*.js', (route) => route.abort('failed'))
    const failing = 'pages/home/upgrade-news/upgradeNewsList'
    await page.evaluate((p) => {
      window.location.hash = `#/${p}`
    }, failing)
    const view = page.getByTestId('chunk-load-failed').filter({ visible: true })
    await expect(view).toBeVisible({ timeout: 10_000 })
    await expect(view).toContainText('页面加载失败')
    await shot('routes-chunk-failed')
    await expect
      .poll(() => errors.of(page).some((e) => e.includes('[chunk-load-failure]') && e.includes(failing)), { message: 'the failure is reported' })
      .toBe(true)
    // the aborted request and the report are the errors this step provokes; nothing else may appear
    const other = errors.of(page).filter((e) => !e.includes('[chunk-load-failure]') && !/net::ERR_FAILED|Failed to load resource/.test(e))
    expect(other, 'unexpected errors while a chunk failed').toEqual([])
    errors.clear(page)
    await page.unroute('**/js/*.js')
    await view.getByTestId('error-retry').click()
    await expect(page).toHaveTitle(routeOf(failing)!.title)
    await expect(page.getByTestId('chunk-load-failed').filter({ visible: true }), 'reload recovered the page').toHaveCount(0)
  })
})
