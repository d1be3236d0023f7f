/**
 * Filling, saving and checking a wish table (issue 8), as a parent does it on a phone: a new student of 湖南
 * (院校专业组) with 560 分, 物理 + 化学/生物, opens 志愿填报 → 新高考填报 → 本科批, adds one wish from each of
 * 冲, 稳 and 保, reorders them on the table page, saves the table under a name (confirming when its 滑档 risk is
 * at or above Wish/BandConfig's SlipWarn), finds it in 我的志愿表 with that risk, opens it (the wishes in the
 * saved order, with probabilities) and deletes it. The same up to the saved list for 辽宁 (专业+院校).
 */
import type { Page } from '@playwright/test'
import { expect, test, type Stage } from '../fixtures'
import { addFromBand, shown, tableChecked } from '../wish-steps'

type ApiFn = Stage['api']

const EXAM = (ExamProvinceId: number) => ({ ExamProvinceId, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] })

/** 志愿填报 tab → 新高考填报 → the ordinary 本科批: the recommendation list */
async function openRecommendations(page: Page, studentLine: string) {
  await page.goto('/#/pages/query/index')
  const card = shown(page, 'query-score')
  await expect(card).toHaveAttribute('data-state', 'complete')
  await expect(card).toContainText(studentLine)
  await expect(card).toContainText('560 分')
  await expect(card).toContainText('位次')
  await expect(shown(page, 'query-band-reach')).toBeVisible()
  await page.locator('[data-testid="query-mode"][data-key="newExam"] .at-list__item').filter({ visible: true }).click()
  await expect(page).toHaveURL(/pages\/newExam\/batch/)
  await page.locator('[data-testid="batch"][data-batch="2"] .at-list__item').filter({ visible: true }).click()
  await expect(page).toHaveURL(/pages\/newExam\/index\?BatchId=2/)
  await expect(shown(page, 'recommend-row').first()).toBeVisible()
}

async function rowOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="wish-row"]')
    .filter({ visible: true })
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit') ?? ''))
}

/** saves the open table under `name`; answers the 滑档 risk it was saved with */
async function saveAs(page: Page, api: ApiFn, name: string): Promise<number> {
  const slip = Number((await shown(page, 'slip-risk').innerText()).replace('%', ''))
  const config = await api<{ SlipWarn: number }>('Wish/BandConfig', {})
  await shown(page, 'wish-save').locator('.at-button').click()
  const input = shown(page, 'wish-name').locator('input')
  await expect(input).toBeVisible()
  await input.fill(name)
  await shown(page, 'wish-name-ok').click()
  if (slip >= config.data.SlipWarn) {
    // a risky table asks before it is saved
    // Taro's H5 modal: its root has no box of its own, the content does
    const modal = page.locator('.taro-modal__content').filter({ visible: true })
    await expect(modal).toContainText('滑档风险较高')
    await modal.locator('.taro-model__confirm').click()
  }
  await expect(page).toHaveURL(/pages\/personal\/volunteerlist\/volunteerlist/)
  return slip
}

test.describe('wish table journey', () => {
  test('湖南 (院校专业组): 冲/稳/保 → reorder → save → 我的志愿表 with its risk → open → delete', async ({ page, students, signIn, api, shot }) => {
    const student = await students.create({ nickName: '志愿旅程湖南', exam: EXAM(43) })
    await signIn(page, student)
    await openRecommendations(page, '湖南 · 2026 年 · 物理类 · 物理/化学/生物')
    await shot('wish-recommend')

    const added: string[] = []
    for (const [i, band] of (['冲', '稳', '保'] as const).entries()) added.push(await addFromBand(page, band, i + 1))

    // the explanation is one tap from a row
    await shown(page, 'recommend-row').first().locator('.zy-rec__more').click()
    await expect(shown(page, 'wish-explain')).toContainText('怎么算的')
    await expect(shown(page, 'explain-history')).toContainText('来源：')
    await shot('wish-explain')
    await page.locator('.zy-explain .layout-header__btn-close').filter({ visible: true }).click()

    await shown(page, 'open-table').locator('.at-button').click()
    await expect(page).toHaveURL(/adjust-wish\/collegeToSpecialty/)
    await tableChecked(page)
    expect(await rowOrder(page)).toEqual(added)
    await expect(page.locator('[data-testid="wish-row-admit-here"]').filter({ visible: true })).toHaveCount(3)

    // reorder: the 保 wish up one place
    await page.locator(`[data-testid="wish-row"][data-unit="${added[2]}"]`).filter({ visible: true }).getByTestId('wish-row-up').locator('.at-button').click()
    const order = [added[0], added[2], added[1]]
    await expect.poll(() => rowOrder(page)).toEqual(order)
    await tableChecked(page)
    await shot('wish-table')

    const name = '湖南冲稳保测试表'
    const slip = await saveAs(page, api, name)

    // 我的志愿表: the table with its 滑档 risk
    const card = page.locator('[data-testid="saved-table"]').filter({ visible: true }).filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.getByTestId('saved-slip')).toHaveText(`${slip}%`)
    await expect(card).toContainText('3 个志愿')
    await shot('wish-saved-list')

    // open it: the wishes in the saved order, each with a probability
    await card.getByTestId('saved-open').locator('.at-button').click()
    await expect(page).toHaveURL(/volunteerdetail/)
    await expect(shown(page, 'saved-name')).toHaveText(name)
    await expect
      .poll(() =>
        page
          .locator('[data-testid="saved-row"]')
          .filter({ visible: true })
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit') ?? '')),
      )
      .toEqual(order)
    for (const p of await page.locator('[data-testid="saved-row-probability"]').filter({ visible: true }).allInnerTexts()) expect(p).toMatch(/^录取概率 \d+%$/)
    await expect(shown(page, 'slip-risk')).toHaveText(`${slip}%`)
    await shot('wish-saved-detail')

    // delete it (after confirming): gone from the list and from the server
    await shown(page, 'saved-delete').locator('.at-button').click()
    const modal = page.locator('.taro-modal__content').filter({ visible: true })
    await expect(modal).toContainText('删除志愿表')
    await modal.locator('.taro-model__confirm').click()
    await expect(page).toHaveURL(/volunteerlist/)
    await expect(page.getByTestId('empty-view').filter({ visible: true })).toContainText('还没有保存的志愿表')
    const left = await api<{ Total: number }>('User/WishList', {}, student.token)
    expect(left.data.Total).toBe(0)
  })

  test('辽宁 (专业+院校): 冲/稳/保 → save → 我的志愿表', async ({ page, students, signIn, api }) => {
    const student = await students.create({ nickName: '志愿旅程辽宁', exam: EXAM(21) })
    await signIn(page, student)
    await openRecommendations(page, '辽宁 · 2026 年 · 物理类 · 物理/化学/生物')
    const added: string[] = []
    for (const [i, band] of (['冲', '稳', '保'] as const).entries()) added.push(await addFromBand(page, band, i + 1))
    await shown(page, 'open-table').locator('.at-button').click()
    await expect(page).toHaveURL(/adjust-wish\/specialtyToCollege/)
    await tableChecked(page)
    expect(await rowOrder(page)).toEqual(added)
    // 专业+院校: no majors to choose and no 调剂
    await expect(page.locator('[data-testid="wish-row-adjust"]').filter({ visible: true })).toHaveCount(0)
    await expect(shown(page, 'wish-table')).toContainText('志愿表（专业+院校）')
    const slip = await saveAs(page, api, '辽宁冲稳保测试表')
    const card = page.locator('[data-testid="saved-table"]').filter({ visible: true }).filter({ hasText: '辽宁冲稳保测试表' })
    await expect(card.getByTestId('saved-slip')).toHaveText(`${slip}%`)
    const saved = await api<{ List: { ItemCount: number; SlipRisk: number }[] }>('User/WishList', {}, student.token)
    expect(saved.data.List.map((t) => [t.ItemCount, t.SlipRisk])).toEqual([[3, slip]])
  })
})

test.describe('the students filing next (exam year 2027)', () => {
  test('辽宁 2027: the batch and the list say which years our data holds and that 2026 is predicted across the gap', async ({
    page,
    students,
    signIn,
    shot,
  }) => {
    const student = await students.create({ nickName: '志愿旅程辽宁2027', exam: { ...EXAM(21), ExamYear: 2027 } })
    await signIn(page, student)
    await page.goto('/#/pages/query/index')
    await expect(shown(page, 'query-score')).toContainText('2027 年')
    await page.locator('[data-testid="query-mode"][data-key="newExam"] .at-list__item').filter({ visible: true }).click()
    await expect(page).toHaveURL(/pages\/newExam\/batch/)
    const batch = page.locator('[data-testid="batch"][data-batch="2"]').filter({ visible: true })
    await expect(batch).toContainText('已收录专业投档数据')
    await expect(batch).toContainText('2026 年录取数据尚未收录，按 2025 年推算')
    await batch.locator('.at-list__item').click()
    await expect(page).toHaveURL(/pages\/newExam\/index\?BatchId=2/)
    const years = shown(page, 'years-held')
    await expect(years).toHaveAttribute('data-tone', 'warn')
    await expect(years).toContainText('间隔两年')
    await expect(shown(page, 'recommend-row').first()).toBeVisible()
    await shot('wish-2027-gap')
  })
})
