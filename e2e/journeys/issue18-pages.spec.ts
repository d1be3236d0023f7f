/**
 * Every page issue 18 added or changed, opened as a logged-in student: each shows its real content or its real
 * empty / error state (the fixtures fail the test on any console error), and a screenshot of each is kept in
 * e2e/artifacts/look-*.png to look at.
 */
import { expect, test } from '../fixtures'
import { grantAuditCredits } from '../../server/modules/audit'

const EXAM = { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] }

test('the audit, message, membership and card pages open with their content, empty and error states', async ({ page, students, signIn, api, server, shot }) => {
  const s = await students.create({ nickName: '看一看', exam: EXAM })
  const list = await api<{ List: Array<{ UnitId: string }> }>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 3 }, s.token)
  const saved = await api<{ WishId: number }>(
    'User/WishSave',
    { BatchId: 2, Name: '看一看的表', Items: list.data.List.map((r) => ({ UnitId: r.UnitId })) },
    s.token,
  )
  await signIn(page, s)
  const visit = async (route: string, name: string, text: string) => {
    await page.goto(`/#/${route}`)
    await expect(page.locator('body')).toContainText(text)
    await page.waitForTimeout(400)
    await shot(`look-${name}`)
  }
  await visit('pages/personal/audit-wish/index', 'audit-list-empty', '还没有审核记录')
  await visit('pages/home/content/index', 'messages-empty', '还没有消息')
  await visit(`pages/personal/volunteerdetail/volunteerdetail?WishId=${saved.data.WishId}`, 'saved-table', '专家审核')
  await visit(`pages/personal/volunteerlist/audit-remark?id=${saved.data.WishId}`, 'audit-remark-norights', '志愿审核需要开通会员')
  await visit('pages/personal/volunteerlist/audit-remark', 'audit-remark-noid', '没有指定要审核的志愿表')
  await grantAuditCredits(server.ctx.db, s.userId, 1)
  const sent = await api<{ AuditId: number }>('User/CommitAuditByStudent', { WishId: saved.data.WishId, Remark: '担心滑档' }, s.token)
  await visit('pages/personal/audit-wish/index', 'audit-list', '看一看的表')
  await visit(`pages/personal/audit-wish/audit-result?id=${sent.data.AuditId}`, 'audit-result-submitted', '待分配专家')
  await visit('pages/personal/audit-wish/audit-result?id=99999', 'audit-result-unknown', '没有找到这条审核记录')
  await visit('pages/home/expert-consulting/index', 'expert-index', '志愿审核')
  await visit('pages/home/expert-consulting/wish-check', 'wish-check', '选择志愿表提交审核')
  await visit('pages/home/expert-consulting/wish-custom', 'wish-custom', '填写报考意向')
  await visit('pages/home/expert-consulting/wish-course', 'wish-course', '规则入门')
  await visit('pages/personal/membership', 'membership', '会员类型与权益')
  await visit('pages/personal/openmamber/openmamber', 'openmamber', '选择会员套餐')
  await visit('pages/personal/openmamber/orderpay', 'orderpay-empty', '没有选择要购买的商品')
  await visit('pages/personal/audit-payment/openmamber', 'audit-pay', '购买一次审核')
  await visit('pages/personal/audit-payment/orderpay', 'audit-orderpay', '立即支付')
  await visit('pages/personal/memberactivation', 'memberactivation', '查询此卡')
  await page.locator('[data-testid="card-form"] input').fill('ABCD')
  await page.locator('[data-testid="card-check"] .at-button').click()
  await page.waitForTimeout(500)
  await shot('look-memberactivation-bad')
})
