/// <reference lib="dom" />
/**
 * What a new user met in the lookups at 390 × 844 (issue 10), walked on the built H5 site and the real data:
 * 1. 郑州大学 in 河南: the school's own lines and trend (no 511 of 惠灵顿学院), its campuses / joint institutes /
 *    separately listed units in their own section, 专业录取线 without collectors' group keys;
 * 2. 南京理工大学's 招生计划 in 广东: no 综合 track, 2026 rows in 本科批, no 「…|本科一批|…」 keys, no 计划 0 人;
 * 3. 河南's ranking: made from the year that covers its schools, saying why;
 * 4. 院校对比 from the basket: both schools compared;
 * 5. 查位次 opened directly by a student: no console error (the `errors` fixture fails the test on any);
 * 6. 院校筛选 of the new-exam filling asks the server for 中山大学 and lists it;
 * 7. register step 1 → step 2 with no mobile and no code in the address;
 * 8. /choose-location shows a page; 帮助中心 says how to reach us.
 */
import type { Page } from '@playwright/test'
import { routeOf } from '../../src/routes'
import { expect, freshMobile, test, type Stage } from '../fixtures'

const HENAN_STUDENT = { ExamProvinceId: 41, ExamYear: 2025, SubjectType: 2, Score: 600, SelectSubjectList: ['物理', '化学', '生物'] }
const GUANGDONG_STUDENT = { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 600, SelectSubjectList: ['物理', '化学', '生物'] }

/** the visible one of a test id (Taro's H5 keeps the pages it left in the DOM, hidden) */
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true }).first()

async function openTab(page: Page, name: string): Promise<void> {
  await visible(page, 'school-tabs').getByText(name, { exact: true }).click()
}

async function waitRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => window.location.hash.startsWith(`#/${r}`), route)
  await expect(page).toHaveTitle(routeOf(route)!.title)
}

test('郑州大学 in 河南: its own lines and trend apart from its campuses and joint institutes; no group keys', async ({ page, students, signIn, shot }) => {
  await signIn(page, await students.create({ exam: HENAN_STUDENT }))
  await page.goto('/#/pages/home/schoolDetail/schoolDetail?SchoolId=10459')
  await openTab(page, '录取线')
  await expect(visible(page, 'school-province')).toContainText('河南')
  const trend = visible(page, 'trend-table')
  await expect(trend).toBeVisible()
  await expect(trend).toContainText('601')
  await expect(trend).not.toContainText('511')
  await shot('lookup-zzu-trend')
  const branches = visible(page, 'school-branch-table')
  await expect(branches).toContainText('惠灵顿学院（单独招生的学院）')
  await expect(branches).toContainText('中外合作办学')
  await expect(branches).toContainText('511')
  await expect(visible(page, 'school-line-table')).not.toContainText('511')
  await branches.scrollIntoViewIfNeeded()
  await shot('lookup-zzu-branches')
  const majors = visible(page, 'school-major-table')
  await expect(majors).toBeVisible()
  await expect(majors).not.toContainText('郑州大学-河南')
  await expect(majors).toContainText('普通本科批')
  await majors.scrollIntoViewIfNeeded()
  await shot('lookup-zzu-major-lines')
})

test("南京理工大学's 招生计划 in 广东: the province's tracks and batch, no keys, no 0-place rows", async ({ page, students, signIn, shot }) => {
  await signIn(page, await students.create({ exam: GUANGDONG_STUDENT }))
  await page.goto('/#/pages/home/schoolDetail/schoolDetail?SchoolId=10288')
  await openTab(page, '招生计划')
  const table = visible(page, 'school-plan-table')
  await expect(table).toBeVisible()
  await expect(table).toContainText('本科批')
  await expect(table).not.toContainText('本科一批')
  await expect(table).not.toContainText('|')
  await expect(table).not.toContainText(/计划\s*0\s*人|^0人$/)
  await expect(page.locator('.zy-chip').filter({ visible: true, hasText: '综合' })).toHaveCount(0)
  await expect(page.locator('.zy-chip').filter({ visible: true, hasText: /^物理类$/ })).toHaveCount(1)
  await shot('lookup-njust-plan')
})

test("河南's ranking is made from the year that covers its schools and says why", async ({ page, students, signIn, shot }) => {
  await signIn(page, await students.create({ exam: HENAN_STUDENT }))
  await page.goto('/#/pages/home/collegeRank/collegeRank')
  await expect(visible(page, 'rank-method')).toContainText(/2025 年我们只有 \d+ 所院校/)
  await expect(visible(page, 'rank-method')).toContainText('2024')
  await expect.poll(async () => page.getByTestId('rank-row').filter({ visible: true }).count()).toBeGreaterThanOrEqual(10)
  await shot('lookup-henan-ranking')
})

test('院校对比: two schools from the basket are compared side by side', async ({ page, shot }) => {
  await page.goto('/#/pages/home/searchSchool/contrast-prepare')
  for (const name of ['郑州大学', '南京理工大学']) {
    await visible(page, 'compare-search').locator('input').fill(name)
    await page
      .getByTestId('school-card')
      .filter({ visible: true, has: page.locator('.zy-school-card__name', { hasText: new RegExp(`^${name}$`) }) })
      .first()
      .click()
    await expect(page.getByTestId('basket-item').filter({ visible: true, hasText: name })).toBeVisible()
  }
  await visible(page, 'start-compare').click()
  const table = visible(page, 'compare-table')
  await expect(table).toContainText('郑州大学')
  await expect(table).toContainText('南京理工大学')
  await shot('lookup-compare')
})

test('查位次 opened directly by a student with a score: the score is filled in, no error', async ({ page, students, signIn }) => {
  await signIn(page, await students.create({ exam: GUANGDONG_STUDENT }))
  await page.goto('/#/pages/home/searcharrangement')
  await expect(visible(page, 'rank-years')).toBeVisible()
  await page.waitForLoadState('networkidle')
})

test('院校筛选 (new-exam filling) asks the server for 中山大学', async ({ page, students, signIn, shot }) => {
  await signIn(
    page,
    await students.create({ exam: { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] } }),
  )
  const asked = page.waitForRequest((r) => r.url().includes('/api/School/SchoolListBySchoolName') && (r.postData() ?? '').includes('中山大学'))
  await page.goto('/#/pages/newExam/seach')
  const box = visible(page, 'school-search')
  await box.locator('input').fill('中山大学')
  await box.locator('input').press('Enter')
  await asked
  await expect(page.getByTestId('school-hit').filter({ visible: true, hasText: '中山大学' }).first()).toBeVisible()
  await expect(page.getByText('没有找到「中山大学」')).toHaveCount(0)
  await shot('lookup-newexam-search')
})

test('register step 1 → step 2 carries neither the mobile nor the code in the address', async ({ page, server }) => {
  const mobile = freshMobile('136')
  await page.goto('/#/pages/personal/register/register')
  await page.locator('[data-field="mobile"] input').filter({ visible: true }).first().fill(mobile)
  const code = await requestCode(page, server, mobile)
  await page.locator('[data-field="code"] input').filter({ visible: true }).first().fill(code)
  await page.locator('[data-testid="agreement-box"]').filter({ visible: true }).first().click()
  await page.locator('.acc-submit').filter({ visible: true }).first().click()
  await waitRoute(page, 'pages/personal/register/stepRegister')
  expect(page.url()).not.toContain(mobile)
  expect(page.url()).not.toContain(code)
  expect(page.url()).not.toMatch(/Mobile=|Code=/i)
  await expect(page.getByText(`为 ${mobile} 设置登录密码`, { exact: false })).toBeVisible()
})

test('/choose-location shows a page with a way back; 帮助中心 says how to reach us', async ({ page, shot }) => {
  await page.goto('/#/choose-location')
  await expect(visible(page, 'h5-location')).toContainText('网页版不能在地图上选择位置')
  await shot('lookup-choose-location')
  await page.goto('/#/pages/personal/user-help/userHelp')
  await expect(visible(page, 'service-contact')).toBeVisible()
  await shot('lookup-help-contact')
})

async function requestCode(page: Page, server: Stage, mobile: string): Promise<string> {
  const before = (await server.smsOutbox(mobile))[0]?.Id ?? 0
  await page.locator('[data-testid="sms-send"]').filter({ visible: true }).first().click()
  let code = ''
  await expect
    .poll(async () => {
      const newest = (await server.smsOutbox(mobile))[0]
      code = newest && newest.Id > before ? newest.Code : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}
