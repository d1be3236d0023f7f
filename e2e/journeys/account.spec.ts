/// <reference lib="dom" />
// (callbacks of page.evaluate / waitForFunction run in the browser and name window / localStorage)
/**
 * Account journeys (issue 3), in Chromium at 390×844 against the built H5 site and a real server:
 * 1. register with an SMS code (read from the sandbox outbox) → log in by password → set exam province,
 *    year, track, subjects and score → log out → log in by SMS code;
 * 2. session expiry: the server ends the session, the next action triggers exactly one silent re-login
 *    with the saved Mobile/Password, and the page reloads with the new token;
 * 3. WeChat's in-app browser: OAuth through the sandbox consent page, binding a mobile, logout.
 */
import type { Page } from '@playwright/test'
import { routeOf } from '../../src/routes'
import { expect, freshMobile, test, type Stage } from '../fixtures'

/** waits until the app itself has moved to `route` and that page is the one on screen (its title) */
async function waitRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => window.location.hash.startsWith(`#/${r}`), route)
  await expect(page).toHaveTitle(routeOf(route)!.title)
}

/** fills the input of an account-form field (data-field=<name>) */
async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`[data-field="${field}"] input`).filter({ visible: true }).first().fill(value)
}

/** clicks the visible element (Taro's H5 keeps the pages it left in the DOM, hidden) */
async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).filter({ visible: true }).first().click()
}

/** clicks the visible taro-ui button labelled `text` (not its label: AtButton lays its native button over it) */
async function clickButton(page: Page, text: string): Promise<void> {
  await page
    .locator('.at-button')
    .filter({ hasText: new RegExp(`^\\s*${text}\\s*$`), visible: true })
    .first()
    .click()
}

/** the value Taro's H5 storage keeps for a key ({"data": value} in localStorage) */
async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k)
    if (raw === null) return undefined
    try {
      const v = JSON.parse(raw)
      return v && typeof v === 'object' && 'data' in v ? v.data : v
    } catch {
      return raw
    }
  }, key)
}

/** sends a code from the form and reads it from the sandbox outbox (newer than any before) */
async function requestCode(page: Page, server: Stage, mobile: string): Promise<string> {
  const before = (await server.smsOutbox(mobile))[0]?.Id ?? 0
  await click(page, '[data-testid="sms-send"]')
  let code = ''
  await expect
    .poll(
      async () => {
        const newest = (await server.smsOutbox(mobile))[0]
        code = newest && newest.Id > before ? newest.Code : ''
        return code
      },
      { message: `an SMS code for ${mobile} in the sandbox outbox` },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Chooses `text` in a Taro selector picker opened from the row `testId`: drags the column a few rows at a
 * time (the H5 picker follows mouse drags) until the wanted row sits in the middle, then 确定.
 */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await click(page, `[data-testid="${testId}"]`)
  const group = page.locator('.weui-picker__group').filter({ visible: true }).first()
  await expect(group).toBeVisible()
  const items = await group.locator('.weui-picker__item').allTextContents()
  const target = items.indexOf(text)
  expect(target, `picker ${testId} has 「${text}」 (has ${items.slice(0, 8).join('、')}…)`).toBeGreaterThanOrEqual(0)
  const content = group.locator('.weui-picker__content')
  // the column's offset: 102 px puts row 0 in the middle, each row is 34 px
  const offset = async () => {
    const transform = await content.evaluate((el) => (el as HTMLElement).style.transform)
    return Number(/translate3d\(0(?:px)?, (-?[\d.]+)px/.exec(transform)?.[1] ?? '102')
  }
  for (let guard = 0; guard < 40; guard++) {
    // a drag ends with the column snapping to a row: read it only once it has
    let y = 0
    await expect(async () => {
      y = await offset()
      expect(Math.abs((102 - y) / 34 - Math.round((102 - y) / 34)), 'the column rests on a row').toBeLessThan(0.01)
    }).toPass()
    const delta = target - Math.round((102 - y) / 34)
    if (delta === 0) break
    const box = (await group.boundingBox())!
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const rows = Math.max(-3, Math.min(3, delta))
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    for (let s = 1; s <= 6; s++) await page.mouse.move(cx, cy - (rows * 34 * s) / 6)
    await page.mouse.up()
  }
  await expect(group.locator('.weui-picker__item').nth(target)).toHaveText(text)
  // 确定 of the open picker (each picker has 取消 and 确定); the sheet slides away and its mask with it
  await page.locator('.weui-picker__action').filter({ visible: true }).nth(1).click()
  await expect(group).toBeHidden()
}

async function logoutFromSettings(page: Page): Promise<void> {
  await page.goto('/#/pages/personal/setting/index')
  await clickButton(page, '退出登录')
  // Taro's H5 modal
  await page.locator('.taro__modal').getByText('退出', { exact: true }).click()
  await page.waitForFunction(() => !window.localStorage.getItem('token'))
  // the settings page returns to 我的 by itself
  await waitRoute(page, 'pages/personal/index')
}

test('register by SMS code → password login → exam profile → logout → SMS login', async ({ page, server, api, shot }) => {
  const mobile = freshMobile()
  const password = 'Gaokao2026'

  // register, step 1: mobile + SMS code
  await page.goto('/#/pages/personal/register/register')
  await fill(page, 'mobile', mobile)
  const code = await requestCode(page, server, mobile)
  await fill(page, 'code', code)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  // step 2: password
  await waitRoute(page, 'pages/personal/register/stepRegister')
  await shot('account-register-step2')
  await fill(page, 'password', password)
  await fill(page, 'confirm', password)
  await fill(page, 'nickname', '旅程测试')
  await click(page, '.acc-submit')
  // a new account has no exam information yet
  await waitRoute(page, 'pages/home/complete-information/index')
  expect(typeof (await stored(page, 'token')), 'registration stores a token').toBe('string')

  await logoutFromSettings(page)

  // log in by password: field checks first
  await page.goto('/#/pages/personal/login/index')
  await fill(page, 'mobile', '1234')
  await click(page, '.acc-submit')
  await expect(page.locator('[data-error-for="mobile"]').first(), 'a short mobile is named as such').toContainText('11 位')
  await fill(page, 'mobile', mobile)
  await fill(page, 'password', password)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/index')
  const token = (await stored(page, 'token')) as string
  expect(token, 'password login stores a token').toBeTruthy()
  expect([await stored(page, 'Mobile'), await stored(page, 'Password')], 'the H5 login keeps the pair for re-login').toEqual([mobile, password])

  // exam information: 广东, this exam year, 物理类, 580
  await pick(page, 'pick-province', '广东')
  await click(page, '[data-testid="track-2"]')
  await fill(page, 'score', '800')
  await click(page, '.acc-submit')
  await expect(page.locator('[data-error-for="score"]').first(), 'a score above the total names the total').toContainText('750')
  await fill(page, 'score', '580')
  await shot('account-complete-information')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/select-subject')
  await click(page, '[data-testid="second-化学"]')
  await click(page, '[data-testid="second-生物"]')
  await shot('account-select-subject')
  await click(page, '.acc-submit')
  await page.waitForFunction(() => !window.location.hash.includes('complete-information'))

  const info = await api<{ ExamProvinceId: number; SubjectType: number; Score: number; SelectSubjectList: string[] }>('User/StudentInfo', {}, token)
  expect(info.code, `StudentInfo answers (${info.message})`).toBe(0)
  expect({ ExamProvinceId: info.data.ExamProvinceId, SubjectType: info.data.SubjectType, Score: info.data.Score }, 'exam information saved').toEqual({
    ExamProvinceId: 44,
    SubjectType: 2,
    Score: 580,
  })
  expect([...info.data.SelectSubjectList].sort(), 'subjects saved').toEqual(['化学', '物理', '生物'].sort())
  const status = await api<{ IsNeedCompleteExam: boolean; IsNeedCompleteSelectSubject: boolean }>('User/StudentComplate', {}, token)
  expect(status.data, 'profile complete').toMatchObject({ IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false })

  await logoutFromSettings(page)
  expect((await api('User/StudentInfo', {}, token)).code, 'logout ends the server session').toBe(112)

  // log in by SMS code: a complete profile goes straight on
  await page.goto('/#/pages/personal/login/login')
  await fill(page, 'mobile', mobile)
  // one code per mobile per 60 s (the server's rule): move the server's clock past the register code's interval
  server.clock.advance(61_000)
  const loginCode = await requestCode(page, server, mobile)
  await fill(page, 'code', loginCode)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await page.waitForFunction(() => !window.location.hash.includes('pages/personal/login'))
  await shot('account-after-sms-login')
  const smsToken = (await stored(page, 'token')) as string
  expect(smsToken, 'SMS login stores a new token').toBeTruthy()
  expect(smsToken).not.toBe(token)
  const again = await api<{ ExamProvinceId: number }>('User/StudentInfo', {}, smsToken)
  expect([again.code, again.data?.ExamProvinceId], 'the SMS session is the same account').toEqual([0, 44])
})

test('an ended session: the next action re-logs in silently, exactly once, and reloads the page', async ({ page, api, students, shot }) => {
  // an account made through the API (the register journey covers the pages)
  const student = await students.create({ nickName: '过期测试', password: 'Expiry2026x' })

  // log in by password in the page (this saves the pair the re-login uses)
  await page.goto('/#/pages/personal/login/index')
  await fill(page, 'mobile', student.mobile)
  await fill(page, 'password', student.password)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/index')
  const oldToken = (await stored(page, 'token')) as string
  expect(oldToken, 'logged in').toBeTruthy()

  await page.goto('/#/pages/personal/editInfo/editInfo')
  const nickname = page.locator('[data-field="nickname"] input').first()
  await expect(nickname).toHaveValue('过期测试')

  // the server ends the session behind the page's back
  expect((await api('User/Loginout', {}, oldToken)).code, 'session ended on the server').toBe(0)
  expect((await api('User/StudentInfo', {}, oldToken)).code, 'the old token is refused').toBe(112)

  const logins: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/User/UserLogin')) logins.push(r.url())
  })
  let loads = 0
  page.on('load', () => {
    loads += 1
  })

  // an action: save the profile → 112 → one re-login → reload
  await fill(page, 'nickname', '改过的昵称')
  await click(page, '.acc-submit')
  await page.waitForFunction((old) => {
    const raw = window.localStorage.getItem('token')
    return !!raw && !raw.includes(old)
  }, oldToken)
  await expect.poll(() => loads, { message: 'the page reloaded' }).toBeGreaterThanOrEqual(1)
  // the reloaded page has made its start-up and data calls: any second re-login would have happened by now
  await page.waitForLoadState('networkidle')
  await expect(nickname).toHaveValue('过期测试')
  expect(logins, 'exactly one silent re-login').toHaveLength(1)
  expect(page.url(), 'the same page is open again').toContain('pages/personal/editInfo/editInfo')
  const newToken = (await stored(page, 'token')) as string
  const me = await api<{ NickName: string }>('User/StudentInfo', {}, newToken)
  expect(me.code, 'the new token works').toBe(0)
  // the reload does not replay the action (SPEC §4: the page is reloaded, not the call)
  expect(me.data.NickName, 'the interrupted save was not replayed').toBe('过期测试')
  await shot('account-after-relogin')
})

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'

test.describe("WeChat's in-app browser", () => {
  test.use({ userAgent: WECHAT_UA })

  /**
   * No openID → the authorisation page → the sandbox consent page → back with a code → openID stored and the
   * requested page open; then bind a mobile by SMS code, and log out: the binding is cancelled and the openID
   * kept (SPEC §4 logout).
   */
  test('OAuth through the consent page, bind a mobile, logout keeps the openID', async ({ page, server, api, shot }) => {
    // the sandbox consent page asks for /favicon.ico, which the server does not have
    await page.route('**/favicon.ico', (r) => r.fulfill({ status: 204, body: '' }))
    await page.goto('/#/pages/query/index')
    // start-up sends us to WeChat's (sandbox) consent page
    await page.waitForURL(/\/dev\/wechat\/connect\/oauth2\/authorize/)
    // a WeChat user of its own (the sandbox maps a name to one openid)
    await page.locator('input[name="name"]').fill(`journey-${Date.now()}`)
    await shot('account-wechat-consent')
    await page.getByText('允许').click()
    await page.waitForFunction(() => window.location.hash.startsWith('#/pages/query/index') && !!window.localStorage.getItem('openID'))
    expect(page.url(), 'the used code is taken out of the address').not.toContain('code=')
    const openId = (await stored(page, 'openID')) as string
    expect(openId, 'an openID is stored').toMatch(/^o[\w-]{20,}$/)
    expect((await api<{ UserId: number | null }>('User/OpenIdToUserId', { OpenType: 2, OpenId: openId })).data.UserId, 'not bound yet').toBeNull()

    // bind a mobile (new mobiles get an account)
    const mobile = freshMobile()
    await page.goto('/#/pages/personal/login/bindPlatform')
    await fill(page, 'mobile', mobile)
    const code = await requestCode(page, server, mobile)
    await fill(page, 'code', code)
    await click(page, '[data-testid="agreement-box"]')
    await click(page, '.acc-submit')
    await page.waitForFunction(() => !!window.localStorage.getItem('token'))
    await waitRoute(page, 'pages/home/complete-information/index')
    // an OpenId's user is told only to its owner (issue 9): ask with the session the binding gave
    const bound = await api<{ UserId: number | null }>('User/OpenIdToUserId', { OpenType: 2, OpenId: openId }, (await stored(page, 'token')) as string)
    expect(typeof bound.data.UserId, 'the openID is bound to the account').toBe('number')
    expect(await stored(page, 'Password'), 'no password is kept in WeChat').toBeUndefined()

    // logout in WeChat: the binding goes, the openID stays
    await logoutFromSettings(page)
    expect(await stored(page, 'openID'), 'the openID is kept').toBe(openId)
    expect((await api<{ UserId: number | null }>('User/OpenIdToUserId', { OpenType: 2, OpenId: openId })).data.UserId, 'the binding is cancelled').toBeNull()
  })
})
