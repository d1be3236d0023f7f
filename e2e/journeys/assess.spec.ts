/**
 * Career assessments (issue 19), as a student takes one: from the assessment centre to the Holland test's tips,
 * all 60 questions answered one at a time (saved as they go), handed in, the report with its code, the RIASEC
 * hexagon and the bars, then 我的测评 listing the finished test.
 */
import { expect, test } from '../fixtures'
import { shown } from '../wish-steps'

const EXAM = { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] }

test('the Holland test taken in full → its report with code and hexagon → 我的测评', async ({ page, students, signIn, api, shot }) => {
  test.setTimeout(240_000)
  const student = await students.create({ nickName: '测评旅程', exam: EXAM })
  await signIn(page, student)
  await page.goto('/#/pages/assess/index')
  await page.locator('[data-testid="menu-item"][data-route*="test-tips?type=holland"]').filter({ visible: true }).click()
  await expect(page).toHaveURL(/test-tips\?type=holland/)
  await expect(shown(page, 'test-tips')).toContainText('共 60 题')
  await shown(page, 'tips-start').locator('.at-button').click()
  await expect(page).toHaveURL(/test-content\?type=holland/)

  // every question: 喜欢 / 符合 (each type then scores 16 of 20 — a tie broken in R I A S E C order)
  for (let n = 1; n <= 60; n++) {
    await expect(shown(page, 'test-progress')).toHaveText(`第 ${n} / 60 题`)
    await page.locator('[data-testid="test-options"] .at-radio__option').filter({ visible: true }).first().click()
  }
  await expect(shown(page, 'test-progress')).toHaveText('第 60 / 60 题')
  await shot('assess-question')
  // the progress reached the server
  await expect
    .poll(async () => (await api<{ InProgress: { Answered: number } | null }>('Career/HollandQuestionList', {}, student.token)).data.InProgress?.Answered)
    .toBe(60)
  await shown(page, 'test-to-submit').locator('.at-button').click()
  await expect(page).toHaveURL(/test-submit\?type=holland/)
  await expect(shown(page, 'submit-count')).toHaveText('已答 60 / 60 题')
  await shown(page, 'submit-go').locator('.at-button').click()

  await expect(page).toHaveURL(/mbtidetail2\?id=\d+/)
  await expect(shown(page, 'report-code')).toHaveText('RIA')
  await expect(page.locator('[data-testid="radar"] .zy-radar__shape').filter({ visible: true })).toHaveCount(1)
  await expect(page.locator('[data-testid="report-bar"]').filter({ visible: true })).toHaveCount(6)
  await expect(shown(page, 'report-occupations')).toContainText('查看 RIA 型的职业')
  await shot('assess-report')

  await page.goto('/#/pages/personal/appraisal/list')
  const row = page.locator('[data-testid="test-row"][data-key="finished"]').filter({ visible: true })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('霍兰德职业兴趣测评')
  await expect(row).toContainText('RIA')
})
