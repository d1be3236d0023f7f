/**
 * Membership and cards (issue 18), as a parent would do it in the browser: 开通会员 → choose VIP 季卡 → 确认支付 →
 * the sandbox WeChat Pay cashier (the same request and signed notify as the real one) → back to the order page,
 * which asks PaymentStatus until the membership is granted; and a membership card activated once (a second try
 * refused with the server's words).
 */
import { expect, test } from '../fixtures'
import { shown } from '../wish-steps'
import { createCards, groupCardNo } from '../../server/modules/membership'

const EXAM = { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] }

test('开通会员 through the sandbox cashier: paid, granted once, and the audit right follows', async ({ page, students, signIn, api, shot }) => {
  const student = await students.create({ nickName: '会员旅程', exam: EXAM })
  await signIn(page, student)
  await page.goto('/#/pages/personal/openmamber/openmamber')
  await shown(page, 'plan-VIP_SEASON').click()
  await shot('membership-plans')
  await shown(page, 'member-buy').locator('.at-button').click()
  await expect(page).toHaveURL(/openmamber\/orderpay\?productId=VIP_SEASON/)
  await expect(shown(page, 'order-amount')).toHaveText('¥198.00')
  await shown(page, 'pay-submit').locator('.at-button').click()
  // the sandbox cashier: what WeChat Pay's H5 page is in production
  await expect(page).toHaveURL(/\/dev\/wechatpay\/cashier/)
  await page.locator('[data-testid="sandbox-pay-confirm"]').click()
  await expect(page).toHaveURL(/openmamber\/orderpay/)
  await expect(shown(page, 'pay-done')).toBeVisible({ timeout: 20_000 })
  await shot('membership-paid')
  const info = await api<{ MemberType: number }>('User/MemberInfo', {}, student.token)
  expect(info.data.MemberType).toBe(3)
  // a VIP member may send a table for audit without buying one
  const rights = await api<{ Member: boolean }>('User/AuditRights', {}, student.token)
  expect(rights.data.Member).toBe(true)
})

test('激活会员卡: a card works once, the second try is refused in words', async ({ page, server, students, signIn, api }) => {
  const [cardNo] = await createCards(server.ctx.db, { memberType: 1, days: 365, count: 1, batch: 'e2e-card' })
  const student = await students.create({ nickName: '会员卡旅程', exam: EXAM })
  await signIn(page, student)
  await page.goto('/#/pages/personal/memberactivation')
  await shown(page, 'card-form').locator('input').fill(groupCardNo(cardNo))
  await shown(page, 'card-check').locator('.at-button').click()
  await expect(shown(page, 'card-info')).toContainText('未使用')
  await shown(page, 'card-submit').locator('.at-button').click()
  await expect(shown(page, 'card-done')).toContainText('激活成功')
  expect((await api<{ MemberType: number }>('User/MemberInfo', {}, student.token)).data.MemberType).toBe(1)
  const other = await students.create({ nickName: '会员卡旅程二', exam: EXAM })
  const again = await api('User/CardActivation', { CardNo: cardNo }, other.token)
  expect(again.code).not.toBe(0)
  expect(again.message).toContain('已被使用')
})
