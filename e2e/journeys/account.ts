/// <reference lib="dom" />
// (callbacks of page.evaluate / waitForFunction run in the browser and name window / localStorage)
/**
 * Account journeys (issue 3), in Chromium at 390×844 against the built H5 site and a real server:
 * 1. register with an SMS code (read from the sandbox outbox) → log in by password → set exam province,
 *    year, track, subjects and score → log out → log in by SMS code;
 * 2. session expiry: the server ends the session, the next action triggers exactly one silent re-login
 *    with the saved Mobile/Password, and the page reloads with the new token.
 */
import type { Page } from 'playwright-core'
import type { AppSession, Harness } from '../harness'

type Ctx = AppSession

function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(`account journey: ${what}`)
}

/** a mobile no earlier run used (13 + 9 digits from the clock and chance) */
function freshMobile(): string {
  const n = (Date.now() % 1e7) * 100 + Math.floor(Math.random() * 100)
  return `139${String(n).padStart(9, '0').slice(-8)}`
}

async function open(ctx: Ctx, route: string): Promise<void> {
  await ctx.page.goto(`${ctx.baseUrl}/#/${route}`)
  await ctx.page.waitForLoadState('domcontentloaded')
}

/** waits until the app itself has moved to `route`, and for the page transition to settle */
async function waitRoute(page: Page, route: string, timeout = 15000): Promise<void> {
  await page.waitForFunction((r) => window.location.hash.startsWith(`#/${r}`), route, { timeout })
  await page.waitForTimeout(800)
}

/** fills the input of an account-form field (data-field=<name>) */
async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`[data-field="${field}"] input`).filter({ visible: true }).first()
  await input.waitFor({ state: 'visible' })
  await input.fill(value)
}

async function click(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector).filter({ visible: true }).first()
  await el.waitFor({ state: 'visible' })
  await el.click({ force: true })
}

async function clickText(page: Page, text: string): Promise<void> {
  const el = page.getByText(text, { exact: true }).filter({ visible: true }).first()
  await el.waitFor({ state: 'visible' })
  await el.click({ force: true })
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
async function requestCode(ctx: Ctx, mobile: string): Promise<string> {
  const before = (await ctx.smsOutbox(mobile))[0]?.Id ?? 0
  await click(ctx.page, '[data-testid="sms-send"]')
  for (let i = 0; i < 50; i++) {
    const newest = (await ctx.smsOutbox(mobile))[0]
    if (newest && newest.Id > before && /^\d{6}$/.test(newest.Code)) return newest.Code
    await ctx.page.waitForTimeout(200)
  }
  throw new Error(`account journey: no SMS code arrived for ${mobile}`)
}

/**
 * Chooses `text` in a Taro selector picker opened from the row `testId`: drags the column a few rows at a
 * time (the H5 picker follows mouse drags) until the wanted row sits in the middle, then 确定.
 */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await click(page, `[data-testid="${testId}"]`)
  const group = page.locator('.weui-picker__group').filter({ visible: true }).first()
  await group.waitFor({ state: 'visible' })
  const items = await group.locator('.weui-picker__item').allTextContents()
  const target = items.indexOf(text)
  check(target >= 0, `picker ${testId} has no 「${text}」 (has ${items.slice(0, 8).join('、')}…)`)
  for (let guard = 0; guard < 40; guard++) {
    const transform = await group.locator('.weui-picker__content').evaluate((el) => (el as HTMLElement).style.transform)
    const y = Number(/translate3d\(0(?:px)?, (-?[\d.]+)px/.exec(transform)?.[1] ?? '102')
    const current = Math.round((102 - y) / 34)
    const delta = target - current
    if (delta === 0) break
    const box = (await group.boundingBox())!
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const rows = Math.max(-3, Math.min(3, delta))
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    for (let s = 1; s <= 6; s++) await page.mouse.move(cx, cy - (rows * 34 * s) / 6)
    await page.mouse.up()
    await page.waitForTimeout(350)
  }
  // 确定 of the open picker (each picker has 取消 and 确定)
  await page.locator('.weui-picker__action').filter({ visible: true }).nth(1).click()
  // the sheet slides away; clicks before that would land on its mask
  await group.waitFor({ state: 'hidden' })
  await page.waitForTimeout(200)
}

async function logoutFromSettings(ctx: Ctx): Promise<void> {
  await open(ctx, 'pages/personal/setting/index')
  await clickText(ctx.page, '退出登录')
  // Taro's H5 modal
  await ctx.page.locator('.taro__modal').getByText('退出', { exact: true }).click()
  await ctx.page.waitForFunction(() => !window.localStorage.getItem('token'), undefined, { timeout: 10000 })
  // the settings page returns to 我的 by itself
  await waitRoute(ctx.page, 'pages/personal/index')
}

async function registerLoginProfileJourney(ctx: Ctx): Promise<void> {
  const { page } = ctx
  const mobile = freshMobile()
  const password = 'Gaokao2026'

  // register, step 1: mobile + SMS code
  await open(ctx, 'pages/personal/register/register')
  await fill(page, 'mobile', mobile)
  const code = await requestCode(ctx, mobile)
  const firstCodeAt = Date.now()
  await fill(page, 'code', code)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  // step 2: password
  await waitRoute(page, 'pages/personal/register/stepRegister')
  await ctx.screenshot('account-register-step2')
  await fill(page, 'password', password)
  await fill(page, 'confirm', password)
  await fill(page, 'nickname', '旅程测试')
  await click(page, '.acc-submit')
  // a new account has no exam information yet
  await waitRoute(page, 'pages/home/complete-information/index')
  check(typeof (await stored(page, 'token')) === 'string', 'registration stores a token')

  await logoutFromSettings(ctx)

  // log in by password: field checks first
  await open(ctx, 'pages/personal/login/index')
  await fill(page, 'mobile', '1234')
  await click(page, '.acc-submit')
  await page.locator('[data-error-for="mobile"]').first().waitFor({ state: 'visible' })
  check((await page.locator('[data-error-for="mobile"]').first().textContent())?.includes('11 位'), 'a short mobile is named as such')
  await fill(page, 'mobile', mobile)
  await fill(page, 'password', password)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/index')
  const token = (await stored(page, 'token')) as string
  check(token, 'password login stores a token')
  check((await stored(page, 'Mobile')) === mobile && (await stored(page, 'Password')) === password, 'the H5 login keeps the pair for re-login')

  // exam information: 广东, this exam year, 物理类, 580
  await pick(page, 'pick-province', '广东')
  await page.locator('[data-testid="track-2"]').first().waitFor({ state: 'visible' })
  await click(page, '[data-testid="track-2"]')
  await fill(page, 'score', '800')
  await click(page, '.acc-submit')
  await page.locator('[data-error-for="score"]').first().waitFor({ state: 'visible' })
  check((await page.locator('[data-error-for="score"]').first().textContent())?.includes('750'), 'a score above the total names the total')
  await fill(page, 'score', '580')
  await ctx.screenshot('account-complete-information')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/select-subject')
  await click(page, '[data-testid="second-化学"]')
  await click(page, '[data-testid="second-生物"]')
  await ctx.screenshot('account-select-subject')
  await click(page, '.acc-submit')
  await page.waitForFunction(() => !window.location.hash.includes('complete-information'), undefined, { timeout: 15000 })
  await page.waitForTimeout(800)

  const info = await ctx.api('User/StudentInfo', {}, token)
  check(info.code === 0, `StudentInfo answers (${info.message})`)
  const u = info.data
  check(u.ExamProvinceId === 44 && u.SubjectType === 2 && u.Score === 580, `exam information saved (${JSON.stringify(u)})`)
  check(JSON.stringify([...u.SelectSubjectList].sort()) === JSON.stringify(['化学', '物理', '生物'].sort()), `subjects saved (${u.SelectSubjectList})`)
  const status = await ctx.api('User/StudentComplate', {}, token)
  check(status.data.IsNeedCompleteExam === false && status.data.IsNeedCompleteSelectSubject === false, 'profile complete')

  await logoutFromSettings(ctx)
  const after = await ctx.api('User/StudentInfo', {}, token)
  check(after.code === 112, 'logout ends the server session')

  // log in by SMS code: a complete profile goes straight on
  await open(ctx, 'pages/personal/login/login')
  await fill(page, 'mobile', mobile)
  // one code per mobile per 60 s (the server's rule): wait out the register code's interval
  const wait = firstCodeAt + 61_000 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
  const loginCode = await requestCode(ctx, mobile)
  await fill(page, 'code', loginCode)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await page.waitForFunction(() => !window.location.hash.includes('pages/personal/login'), undefined, { timeout: 15000 })
  await page.waitForTimeout(800)
  await ctx.screenshot('account-after-sms-login')
  const smsToken = (await stored(page, 'token')) as string
  check(smsToken && smsToken !== token, 'SMS login stores a new token')
  const again = await ctx.api('User/StudentInfo', {}, smsToken)
  check(again.code === 0 && again.data.ExamProvinceId === 44, 'the SMS session is the same account')
}

async function sessionExpiryJourney(ctx: Ctx): Promise<void> {
  const { page } = ctx
  const mobile = freshMobile()
  const password = 'Expiry2026x'
  // an account made through the API (the register journey covers the pages)
  await ctx.api('User/SendVerificationCode', { Mobile: mobile, Type: 1 })
  const code = (await ctx.smsOutbox(mobile))[0]?.Code
  const reg = await ctx.api('User/AddStudentAndLogin', { Mobile: mobile, Password: password, Code: code, NickName: '过期测试' })
  check(reg.code === 0, `registered through the API (${reg.message})`)

  // log in by password in the page (this saves the pair the re-login uses)
  await open(ctx, 'pages/personal/login/index')
  await fill(page, 'mobile', mobile)
  await fill(page, 'password', password)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await waitRoute(page, 'pages/home/complete-information/index')
  const oldToken = (await stored(page, 'token')) as string
  check(oldToken, 'logged in')

  await open(ctx, 'pages/personal/editInfo/editInfo')
  await page.locator('[data-field="nickname"] input').first().waitFor({ state: 'visible' })
  await page.waitForFunction(() => (document.querySelector('[data-field="nickname"] input') as HTMLInputElement | null)?.value === '过期测试', undefined, { timeout: 10000 })

  // the server ends the session behind the page's back
  const ended = await ctx.api('User/Loginout', {}, oldToken)
  check(ended.code === 0, 'session ended on the server')
  check((await ctx.api('User/StudentInfo', {}, oldToken)).code === 112, 'the old token is refused')

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
  }, oldToken, { timeout: 15000 })
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.waitForTimeout(1500)
  check(logins.length === 1, `exactly one silent re-login (saw ${logins.length})`)
  check(loads >= 1, 'the page reloaded')
  check(page.url().includes('pages/personal/editInfo/editInfo'), `the same page is open again (${page.url()})`)
  const newToken = (await stored(page, 'token')) as string
  const me = await ctx.api('User/StudentInfo', {}, newToken)
  check(me.code === 0, 'the new token works')
  // the reload does not replay the action (SPEC §4: the page is reloaded, not the call)
  check(me.data.NickName === '过期测试', `the interrupted save was not replayed (${me.data.NickName})`)
  await page.locator('[data-field="nickname"] input').first().waitFor({ state: 'visible' })
  await ctx.screenshot('account-after-relogin')
}

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'

/**
 * WeChat's in-app browser (user agent set through the DevTools protocol): no openID → the authorisation
 * page → the sandbox consent page → back with a code → openID stored and the requested page open; then
 * bind a mobile by SMS code, and log out: the binding is cancelled and the openID kept (SPEC §4 logout).
 */
async function wechatJourney(ctx: Ctx): Promise<void> {
  const { page } = ctx
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: WECHAT_UA })
  // the sandbox consent page asks for /favicon.ico, which the server does not have
  await page.route('**/favicon.ico', (r) => r.fulfill({ status: 204, body: '' }))
  await open(ctx, 'pages/query/index')
  // start-up sends us to WeChat's (sandbox) consent page
  await page.waitForURL(/\/dev\/wechat\/connect\/oauth2\/authorize/, { timeout: 15000 })
  // a WeChat user of its own (the sandbox maps a name to one openid)
  await page.locator('input[name="name"]').fill(`journey-${Date.now()}`)
  await ctx.screenshot('account-wechat-consent')
  await page.getByText('允许').click()
  await page.waitForFunction(() => window.location.hash.startsWith('#/pages/query/index') && !!window.localStorage.getItem('openID'), undefined, { timeout: 15000 })
  check(!page.url().includes('code='), 'the used code is taken out of the address')
  const openId = (await stored(page, 'openID')) as string
  check(/^o[\w-]{20,}$/.test(openId), `an openID is stored (${openId})`)
  check((await ctx.api('User/OpenIdToUserId', { OpenType: 2, OpenId: openId })).data.UserId === null, 'not bound yet')

  // bind a mobile (new mobiles get an account)
  const mobile = freshMobile()
  await open(ctx, 'pages/personal/login/bindPlatform')
  await fill(page, 'mobile', mobile)
  const code = await requestCode(ctx, mobile)
  await fill(page, 'code', code)
  await click(page, '[data-testid="agreement-box"]')
  await click(page, '.acc-submit')
  await page.waitForFunction(() => !!window.localStorage.getItem('token'), undefined, { timeout: 15000 })
  await waitRoute(page, 'pages/home/complete-information/index')
  const bound = await ctx.api('User/OpenIdToUserId', { OpenType: 2, OpenId: openId })
  check(typeof bound.data.UserId === 'number', 'the openID is bound to the account')
  check((await stored(page, 'Password')) === undefined, 'no password is kept in WeChat')

  // logout in WeChat: the binding goes, the openID stays
  await logoutFromSettings(ctx)
  check((await stored(page, 'openID')) === openId, 'the openID is kept')
  check((await ctx.api('User/OpenIdToUserId', { OpenType: 2, OpenId: openId })).data.UserId === null, 'the binding is cancelled')
}

export default async function accountJourneys(h: Harness): Promise<void> {
  await h.withApp(registerLoginProfileJourney)
  await h.withApp(sessionExpiryJourney)
  await h.withApp(wechatJourney)
}
