/**
 * Expert audit (issue 18), as it happens: a 湖南 student with a saved table and one bought audit opens the table,
 * taps 专家审核, writes what matters to them and sends it; an expert logs in to the reviewer console (/review/) in
 * a second browser at desktop size, claims the table from the queue, suggests deleting its first wish with a
 * remark, writes an overall comment and returns 建议修改; the student sees the badge on 志愿填报, reads the result
 * with the expert's words beside the row, and makes the changed copy in one tap (the original stays).
 */
import { expect, test } from '../fixtures'
import { shown } from '../wish-steps'
import { createExpert, grantAuditCredits } from '../../server/modules/audit'

const EXAM = { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] }

test('a table sent → an expert’s remarks in the console → the badge, the result and the changed copy', async ({
  page,
  browser,
  server,
  students,
  signIn,
  api,
  errors,
  shot,
}) => {
  const student = await students.create({ nickName: '审核旅程', exam: EXAM })
  const list = await api<{ List: Array<{ UnitId: string; SchoolName: string }> }>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 3 }, student.token)
  const units = list.data.List.map((r) => r.UnitId)
  const saved = await api<{ WishId: number }>('User/WishSave', { BatchId: 2, Name: '审核用志愿表', Items: units.map((UnitId) => ({ UnitId })) }, student.token)
  expect(saved.code).toBe(0)
  // what a paid audit order grants
  await grantAuditCredits(server.ctx.db, student.userId, 1)

  await signIn(page, student)
  await page.goto(`/#/pages/personal/volunteerdetail/volunteerdetail?WishId=${saved.data.WishId}`)
  await shown(page, 'saved-audit').locator('.at-button').click()
  await expect(page).toHaveURL(/audit-remark\?id=/)
  await expect(shown(page, 'audit-rights')).toContainText('将使用 1 次单次审核')
  await page.locator('textarea').filter({ visible: true }).fill('想稳一点，不想被调剂到冷门专业')
  await shot('audit-submit')
  await shown(page, 'audit-submit').locator('.at-button').click()
  await expect(page).toHaveURL(/audit-result\?id=\d+/)
  const auditId = Number(/id=(\d+)/.exec(page.url())![1])
  await expect(shown(page, 'audit-state')).toContainText('待分配专家')

  // the expert, in a browser of their own
  await createExpert(server.ctx.db, '13900009999', { name: '李老师', password: 'Expert2026' })
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl, locale: 'zh-CN' })
  const review = await desk.newPage()
  errors.watch(review)
  await review.goto('/review/')
  await review.locator('input[name="mobile"]').fill('13900009999')
  await review.locator('input[name="password"]').fill('Expert2026')
  await review.getByRole('button', { name: '登录' }).click()
  await review.locator('[data-testid="review-queue-item"]', { hasText: '审核用志愿表' }).click()
  await expect(review.locator('[data-testid="review-detail"]')).toContainText('想稳一点')
  await expect(review.locator('[data-testid="review-row"]')).toHaveCount(3)
  await review.getByRole('button', { name: '接单' }).click()
  await expect(review.getByText('已接单', { exact: true })).toBeVisible()
  const first = review.locator('[data-testid="review-row"]').first()
  await first.locator('textarea').fill('这个专业组近两年位次波动大，建议去掉')
  await first.locator('select').selectOption('remove')
  await review.locator('[data-testid="review-comment"]').fill('整体梯度可以，第一个志愿建议去掉。')
  await review.getByLabel('建议修改').check()
  await review.screenshot({ path: 'e2e/artifacts/review-console.png', fullPage: true })
  await review.getByRole('button', { name: '提交审核结果' }).click()
  await expect(review.getByText('审核结果已提交，学生会收到消息')).toBeVisible()
  await desk.close()

  // the student: the badge, the result, the changed copy
  await page.goto('/#/pages/home/index')
  await expect(page.locator('[data-testid="tab-badge"]').filter({ visible: true })).toHaveText('1')
  await page.goto(`/#/pages/personal/audit-wish/audit-result?id=${auditId}`)
  await expect(shown(page, 'audit-state')).toContainText('已完成 · 建议修改')
  await expect(shown(page, 'audit-comment')).toContainText('整体梯度可以')
  await expect(shown(page, 'audit-row-remark')).toContainText('建议删除这个志愿')
  await shot('audit-result')
  await shown(page, 'audit-apply').locator('.at-button').click()
  await expect(page).toHaveURL(/volunteerdetail\?WishId=\d+/)
  await expect(shown(page, 'saved-name')).toHaveText('审核用志愿表（专家修改）')
  await expect(page.locator('[data-testid="saved-row"]').filter({ visible: true })).toHaveCount(2)
  // the original is unchanged
  const original = await api<{ Items: unknown[] }>('User/WishDetail', { WishId: saved.data.WishId }, student.token)
  expect(original.data.Items).toHaveLength(3)
})
