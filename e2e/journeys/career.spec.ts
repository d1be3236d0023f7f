/// <reference lib="dom" />
/**
 * Careers (issue 19), in Chromium at 390×844 against the built H5 site and a server with the real data:
 * 1. 职业库 → 专业技术人员 → 工程技术人员 → an occupation → its labelled Holland code and its 专业类 → a major;
 * 2. 按兴趣代码找职业 with RIA: the exact matches first;
 * 3. subject choice for 吉林 (3+1+2): 12 combinations with their shares and the year and rows they come from, one
 *    combination's details, and the ranking by the student's scores.
 */
import { expect, test } from '../fixtures'

const shown = (page: import('@playwright/test').Page, id: string) => page.getByTestId(id).filter({ visible: true })

test('职业库 → a category → an occupation → its majors', async ({ page, shot }) => {
  await page.goto('/#/pages/home/occupation/occupation')
  await expect(shown(page, 'occupation-categories')).toContainText('专业技术人员')
  await page.locator('[data-testid="occupation-major"][data-code="2"]').filter({ visible: true }).click()
  await page.locator('[data-testid="occupation-middle"][data-code="2-02"]').filter({ visible: true }).click()
  await expect(page).toHaveURL(/occupationList\?CategoryCode=2-02/)
  await expect(shown(page, 'occupation-list-title')).toContainText('共 219 个职业')
  await shot('career-occupation-list')
  await page.locator('[data-testid="occupation-row"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/occupationDetails\?ProfessionCode=2-02-01-01/)
  await expect(shown(page, 'occupation-name')).toHaveText('地质实验测试工程技术人员')
  await expect(shown(page, 'occupation-holland-code')).toHaveText(/^[RIASEC]{3}$/)
  await expect(shown(page, 'occupation-description')).toContainText('本产品整理')
  const classes = page.locator('[data-testid="occupation-major-class"]').filter({ visible: true })
  await expect(classes.first()).toBeVisible()
  await expect(shown(page, 'occupation-majors')).toContainText('地质类')
  await shot('career-occupation-details')
  await page.locator('[data-testid="occupation-major"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/specialityDetails\?MajorCode=\d{6}/)
})

test('按兴趣代码找职业: RIA lists the exact matches first', async ({ page, api }) => {
  const env = await api<{ List: Array<{ Name: string; Match: string }>; Total: number }>('Profession/ProfessionSearchByInterestCode', {
    Code: 'RIA',
    PageSize: 3,
  })
  expect(env.code).toBe(0)
  await page.goto('/#/pages/home/occupation/occupationtypesearch?HollandCode=RIA')
  await expect(shown(page, 'holland-code')).toContainText('RIA')
  const rows = page.locator('[data-testid="occupation-row"]').filter({ visible: true })
  await expect(rows.first()).toContainText(env.data.List[0].Name)
  await expect(rows.first()).toContainText('代码相同')
  // one letter fewer: 开头相同 comes before 含这些字母
  await shown(page, 'holland-A').click()
  await expect(shown(page, 'holland-code')).toContainText('RI')
  await expect(rows.first()).toContainText('开头相同')
})

test('新高考选科 for 吉林: 12 combinations with shares and their basis, one combination, and the ranking by scores', async ({ page, api, shot }) => {
  const list = await api<{ List: Array<{ Key: string; MajorShare: number }>; Basis: { Year: number; Rows: number } }>('Career/SelectExamList', {
    ProvinceId: 22,
  })
  expect(list.code).toBe(0)
  await page.goto('/#/pages/home/chooseSubject/chooseSubjectScreen?ProvinceId=22')
  const combos = page.locator('[data-testid="subject-combo"]').filter({ visible: true })
  await expect(combos).toHaveCount(12)
  await expect(shown(page, 'subject-basis')).toContainText(`吉林 ${list.data.Basis.Year} 年`)
  await expect(shown(page, 'subject-basis')).toContainText(`${list.data.Basis.Rows} 行`)
  const top = [...list.data.List].sort((a, b) => b.MajorShare - a.MajorShare)[0]
  await expect(combos.first()).toContainText(`可报专业 ${top.MajorShare}%`)
  await shot('career-subject-combos')
  await combos.first().click()
  await expect(page).toHaveURL(/chooseSubjectDetails\?ProvinceId=22/)
  await expect(shown(page, 'combo')).toContainText(`可报专业 ${top.MajorShare}%`)
  await expect(shown(page, 'closed-by')).toBeVisible()

  await page.goto('/#/pages/assess/new-exam-choose/sort-score?ProvinceId=22')
  const inputs = page.getByTestId('subject-scores').filter({ visible: true }).locator('input')
  // six subjects and the optional Holland code; any order of scores ranks
  const scores = [95, 40, 45, 92, 50, 90]
  await expect(inputs).toHaveCount(7)
  for (let i = 0; i < 6; i++) await inputs.nth(i).fill(String(scores[i]))
  await shown(page, 'sort-submit').locator('.at-button').click()
  const ranked = page.locator('[data-testid="ranked-combos"] [data-testid="subject-combo"]').filter({ visible: true })
  await expect(ranked).toHaveCount(12)
  await expect(ranked.first().getByTestId('subject-fit')).toContainText('适合度')
  await shot('career-subject-ranked')
})
