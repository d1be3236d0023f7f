/**
 * Issue 19's journey across its parts: a student's Holland result opens the occupations of that interest code, an
 * occupation's page lists its 专业类, and 「按这些专业筛选志愿推荐」 opens the recommendations filtered by them — a filter
 * shown above the list with what it came from, which the student can clear. (Taking the test question by question
 * is assess.spec.ts; here the answers go in through the same call the answering page makes.)
 */
import { expect, test } from '../fixtures'
import { shown } from '../wish-steps'

const EXAM = { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560, SelectSubjectList: ['物理', '化学', '生物'] }

interface Bank {
  Questions: Array<{ Id: string }>
}

test('Holland report → an occupation of that code → its majors → recommendations filtered by them', async ({ page, students, signIn, api, shot }) => {
  test.setTimeout(180_000)
  const student = await students.create({ nickName: '兴趣到志愿', exam: EXAM })
  // every answer 喜欢 / 符合 (value 2): the bank's tie order makes the code RIA (see assess.spec.ts)
  const bank = (await api<Bank>('Career/HollandQuestionList', {}, student.token)).data
  const answers = bank.Questions.map((q) => ({ QuestionId: q.Id, Value: 2 }))
  const saved = await api<{ TestId: number; ResultId: number | null }>('Career/HollandTest', { Answers: answers, Finish: true }, student.token)
  expect(saved.code).toBe(0)
  const id = saved.data.ResultId ?? saved.data.TestId

  await signIn(page, student)
  await page.goto(`/#/pages/personal/mbtidetail2?id=${id}`)
  await expect(shown(page, 'report-code')).toHaveText('RIA')
  await shown(page, 'report-occupation-link').locator('.at-button').click()
  await expect(page).toHaveURL(/occupationtypesearch\?HollandCode=RIA/)
  await expect(shown(page, 'holland-code')).toContainText('RIA')

  // the first listed occupation of this code that has 专业类 of its own (some occupations have none)
  const found = await api<{ List: Array<{ Code: string }> }>('Profession/ProfessionSearchByInterestCode', { Code: 'RIA', PageSize: 20 })
  let target: { Code: string; Name: string; MajorCategories: Array<{ Code: string }> } | null = null
  for (const o of found.data.List) {
    const info = await api<{ Code: string; Name: string; MajorCategories: Array<{ Code: string }> }>('Profession/ProfessionInfo', { Code: o.Code })
    if (info.data.MajorCategories.length) {
      target = info.data
      break
    }
  }
  expect(target).not.toBeNull()
  const row = page.locator(`[data-testid="occupation-row"][data-code="${target!.Code}"]`).filter({ visible: true })
  await expect(row).toBeVisible()
  await row.click()
  await expect(page).toHaveURL(/occupationDetails/)
  await expect(shown(page, 'occupation-major').first()).toBeVisible()
  await shot('interest-occupation')

  await shown(page, 'occupation-filter-wish').locator('.at-button').click()
  await expect(page).toHaveURL(/pages\/newExam\/index\?majorCategories=/)
  const filter = shown(page, 'filter-majors')
  await expect(filter).toContainText(`只看与「${target!.Name.slice(0, 20)}」相关的专业`)
  await expect(filter).toHaveAttribute('data-codes', target!.MajorCategories.map((m) => m.Code).join(','))
  await expect(shown(page, 'recommend-row').first()).toBeVisible()
  // 湖南 fills by 专业组, and only some groups' majors are printed by the source: the page says how many it can see
  await expect(shown(page, 'filter-majors-note')).toContainText('个有专业数据')
  // the list the page shows is the filtered one: the server was asked with the codes
  const filtered = await api<{ Total: number }>('Wish/NewExamScoreLine', { MajorCodes: target!.MajorCategories.map((m) => m.Code), PageSize: 1 }, student.token)
  const all = await api<{ Total: number }>('Wish/NewExamScoreLine', { PageSize: 1 }, student.token)
  expect(filtered.data.Total).toBeLessThan(all.data.Total)
  await shot('interest-filtered-recommendations')

  // cleared, the whole list is back and the filter is gone
  await filter.locator('.at-tag').click()
  await expect(shown(page, 'filter-majors')).toHaveCount(0)
  await expect(shown(page, 'recommend-row').first()).toBeVisible()
})
