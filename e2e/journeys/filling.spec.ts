/**
 * The filling pages as a parent needs them (issue 15), each journey from the app's own screens at 390×844:
 * 保存 vs 另存为 (a saved table is never replaced without the parent choosing it), logging out with a draft,
 * a wish whose 选科 the student does not meet (in the list and in the table: no band, no percent, counted as 0 %),
 * 专业优先 in a 院校专业组 province leading to the groups that hold the major, and a 文理 province (新疆 2026)
 * labelled as such.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { addFromBand, shown, tableChecked } from '../wish-steps'

const EXAM = (ExamProvinceId: number, SelectSubjectList = ['物理', '化学', '生物']) => ({
  ExamProvinceId,
  ExamYear: 2026,
  SubjectType: 2,
  Score: 560,
  SelectSubjectList,
})

/** names the table in the save dialog and confirms (also the 滑档 confirmation when it asks) */
async function confirmName(page: Page, name: string) {
  const input = shown(page, 'wish-name').locator('input')
  await expect(input).toBeVisible()
  await input.fill(name)
  await shown(page, 'wish-name-ok').click()
  const modal = page.locator('.taro-modal__content').filter({ visible: true })
  await expect(
    page
      .locator('.taro-modal__content')
      .filter({ visible: true })
      .or(page.getByTestId('saved-table').filter({ visible: true }).first()),
  ).toBeVisible()
  if (await modal.isVisible()) {
    await expect(modal).toContainText('滑档风险较高')
    await modal.locator('.taro-model__confirm').click()
  }
  await expect(page).toHaveURL(/pages\/personal\/volunteerlist\/volunteerlist/)
}

test.describe('issue 15: the filling pages as a parent needs them', () => {
  test('保存 updates the table being edited, 另存为 makes a new one; the draft says which table it edits', async ({ page, students, signIn, api, shot }) => {
    const student = await students.create({ nickName: '另存为湖南', exam: EXAM(43) })
    await signIn(page, student)
    await page.goto('/#/pages/newExam/index?BatchId=2')
    await expect(shown(page, 'recommend-row').first()).toBeVisible()
    await addFromBand(page, '冲', 1)
    await addFromBand(page, '保', 2)
    await shown(page, 'open-table').locator('.at-button').click()
    await expect(page).toHaveURL(/adjust-wish\/collegeToSpecialty/)
    await tableChecked(page)
    await expect(shown(page, 'wish-editing')).toHaveCount(0)
    await shown(page, 'wish-save').locator('.at-button').click()
    await confirmName(page, '湖南冲稳保表')

    // back on the table: the draft names the saved table it edits, and offers both ways
    await page.goto('/#/pages/newExam/adjust-wish/collegeToSpecialty')
    await tableChecked(page)
    await expect(shown(page, 'wish-editing')).toContainText('「湖南冲稳保表」')
    await expect(shown(page, 'wish-save')).toContainText('保存修改')
    await shot('wish-table-editing')
    await shown(page, 'wish-save-as').locator('.at-button').click()
    await expect(page.locator('.zy-wtable__modal').filter({ visible: true })).toContainText('另存为新的志愿表')
    await expect(shown(page, 'wish-name').locator('input')).toHaveValue('湖南冲稳保表（副本）')
    await confirmName(page, '坏表-保在前-不服从')

    const list = await api<{ Total: number; List: { Name: string; WishId: number }[] }>('User/WishList', {}, student.token)
    expect(list.data.Total).toBe(2)
    expect(list.data.List.map((t) => t.Name).sort()).toEqual(['坏表-保在前-不服从', '湖南冲稳保表'])

    // 保存修改 now updates the new table, and the dialog names it
    await page.goto('/#/pages/newExam/adjust-wish/collegeToSpecialty')
    await tableChecked(page)
    await expect(shown(page, 'wish-editing')).toContainText('「坏表-保在前-不服从」')
    await shown(page, 'wish-save').locator('.at-button').click()
    await expect(shown(page, 'wish-name-replaces')).toContainText('「坏表-保在前-不服从」')
    await confirmName(page, '坏表-保在前-不服从')
    const after = await api<{ Total: number }>('User/WishList', {}, student.token)
    expect(after.data.Total).toBe(2)
  })

  test('logging out with a draft offers to keep it; the same account finds it again', async ({ page, students, signIn, api, shot }) => {
    const student = await students.create({ nickName: '退出草稿', exam: EXAM(43) })
    await signIn(page, student)
    await page.goto('/#/pages/newExam/index?BatchId=2')
    await expect(shown(page, 'recommend-row').first()).toBeVisible()
    const unit = await addFromBand(page, '稳', 1)
    await page.goto('/#/pages/personal/setting/index')
    await shown(page, 'logout').click()
    const sheet = page.locator('.at-action-sheet').filter({ visible: true })
    await expect(sheet).toContainText('1 份志愿表草稿（共 1 个志愿）')
    await shot('logout-draft')
    await sheet.getByText('保留草稿并退出').click()
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    expect(await page.evaluate(() => window.localStorage.getItem('batchTypeTotalList'))).toContain(unit)

    // the same account logs in again: its draft is there
    const login = await api<{ Token: string; UserId: number }>('User/UserLogin', { Mobile: student.mobile, Password: student.password })
    await page.evaluate(
      ([t, uid]) => {
        window.localStorage.setItem('token', JSON.stringify({ data: t }))
        window.localStorage.setItem('UserId', JSON.stringify({ data: uid }))
      },
      [login.data.Token, login.data.UserId] as [string, number],
    )
    await page.goto('/#/pages/newExam/adjust-wish/collegeToSpecialty')
    // a fresh start of the app, as the next visit is
    await page.reload()
    await expect(shown(page, 'wish-table')).toHaveAttribute('data-count', '1')
  })

  test('a wish whose 选科 is not met shows no band and no percent in the list, and counts 0 % in the table', async ({ page, students, signIn, api, shot }) => {
    // 辽宁, 物理 with 政治 and 地理: units requiring 化学 or 生物 cannot be filed
    const student = await students.create({ nickName: '选科不符辽宁', exam: EXAM(21, ['物理', '政治', '地理']) })
    const first = await api<{ Total: number; Counts: { 选科不符: number } }>('Wish/MySelf', { PageSize: 100, IncludeIneligible: true }, student.token)
    expect(first.data.Counts.选科不符).toBeGreaterThan(0)
    type Row = { UnitId: string; SchoolName: string; MajorName: string; BatchId: number; Elective: { Meets: boolean | null }; Explanation?: unknown }
    let bad: Row | undefined
    for (let p = Math.ceil(first.data.Total / 100); p >= 1 && !bad; p--) {
      const l = await api<{ List: Row[] }>('Wish/MySelf', { PageSize: 100, PageIndex: p, IncludeIneligible: true }, student.token)
      bad = l.data.List.find((r) => r.Elective.Meets === false)
    }
    expect(bad).toBeDefined()
    const target = bad!

    // the list: 自主填报, searched by the school's name
    await signIn(page, student)
    await page.goto(`/#/pages/query/self/index?BatchId=${target.BatchId}`)
    const box = shown(page, 'keyword').locator('input')
    await expect(box).toBeVisible()
    await box.fill(target.SchoolName)
    await box.press('Enter')
    const row = page.locator(`[data-testid="recommend-row"][data-unit="${target.UnitId}"]`).filter({ visible: true })
    // rows without a probability come last: load more until it is there
    const more = shown(page, 'load-more')
    await expect(more).toBeVisible()
    for (let i = 0; i < 30 && !(await row.isVisible()); i++) {
      const status = await more.getAttribute('data-status')
      if (status === 'noMore') break
      if (status === 'loading') await expect(more).not.toHaveAttribute('data-status', 'loading')
      else
        await more
          .locator('.at-load-more__cnt')
          .first()
          .click({ timeout: 3000 })
          .catch(() => undefined)
    }
    await expect(row).toBeVisible()
    await expect(row).toHaveAttribute('data-eligible', 'false')
    await expect(row).toHaveAttribute('data-band', '')
    await expect(row.getByTestId('row-probability')).toHaveText('不能填报')
    await expect(row.getByTestId('row-reason')).toContainText('不能填报')
    await expect(row.getByTestId('row-toggle')).toContainText('选科不符，不能填报')
    await expect(row.getByTestId('row-toggle').locator('.at-button--disabled')).toHaveCount(1)
    await row.scrollIntoViewIfNeeded()
    await shot('wish-ineligible-row')

    // the table: the same unit in a draft (as after a change of 选科) — no percent, 0 % here, 滑档 100 %
    const full = await api<{ List: Row[] }>('Wish/MySelfSearch', { PageSize: 100, Keyword: target.SchoolName, IncludeIneligible: true }, student.token)
    const snap = { ...full.data.List.find((r) => r.UnitId === target.UnitId)! }
    delete snap.Explanation
    await page.evaluate(
      ([entry, batchId]) => {
        window.localStorage.setItem('batchTypeTotalList', JSON.stringify({ data: [entry] }))
        window.localStorage.setItem('TBInfo', JSON.stringify({ data: { BatchId: batchId } }))
      },
      [{ batchId: target.BatchId, selectedSchool: [{ UnitId: target.UnitId, Majors: [], Adjust: true, row: snap }] }, target.BatchId] as [unknown, number],
    )
    await page.goto('/#/pages/newExam/adjust-wish/specialtyToCollege')
    await page.reload()
    await tableChecked(page)
    const wishRow = page.locator(`[data-testid="wish-row"][data-unit="${target.UnitId}"]`).filter({ visible: true })
    await expect(wishRow.getByTestId('wish-row-probability')).toHaveText('不能填报')
    await expect(wishRow.getByTestId('wish-row-admit-here')).toHaveText('在此录取 0%')
    await expect(wishRow.getByTestId('wish-row-reason')).toContainText('选科')
    await expect(shown(page, 'slip-risk')).toHaveText('100%')
    await expect(shown(page, 'wish-table')).toContainText('填了也不会被投档')
    await shot('wish-ineligible-table')
  })

  test('专业优先 in a 院校专业组 province leads from a major to its school’s groups, and adds a group with that major first', async ({
    page,
    students,
    signIn,
    shot,
  }) => {
    const student = await students.create({ nickName: '专业优先湖南', exam: EXAM(43) })
    await signIn(page, student)
    await page.goto('/#/pages/query/speciality/index?BatchId=2')
    await page.getByTestId('discipline').filter({ visible: true }).getByText('工学', { exact: true }).click()
    await page.getByTestId('major-class').filter({ visible: true }).getByText('计算机类', { exact: true }).click()
    const leads = page
      .locator('[data-testid="recommend-row"]')
      .filter({ visible: true })
      .filter({ has: page.getByTestId('row-toggle').filter({ hasText: '看所在专业组' }) })
    await expect(leads.first()).toBeVisible()
    await expect(page.getByText('不能单独填报').filter({ visible: true })).toHaveCount(0)
    await leads.first().getByTestId('row-toggle').locator('.at-button').click()
    await expect(page).toHaveURL(/pages\/newExam\/seach.*Major=/)
    const note = shown(page, 'major-groups-note')
    await expect(note).toContainText('你在找「')
    const major = (await note.innerText()).match(/你在找「([^」]+)」/)![1]
    const group = page
      .locator('[data-testid="recommend-row"]')
      .filter({ visible: true })
      .filter({ has: page.getByTestId('row-toggle').filter({ hasText: '加入（首选该专业）' }) })
    await expect(group.first()).toBeVisible()
    await shot('major-to-groups')
    await group.first().getByTestId('row-toggle').locator('.at-button').click()
    await expect(shown(page, 'draft-bar')).toHaveAttribute('data-count', '1')
    await shown(page, 'open-table').locator('.at-button').click()
    await expect(page).toHaveURL(/adjust-wish\/collegeToSpecialty/)
    await tableChecked(page)
    await expect(shown(page, 'wish-row-majors')).toContainText(`专业：${major}`)
  })

  test('新疆 2026 (文理): 理科, 院校优先 suits the province, no 选科 on the score card', async ({ page, students, signIn, shot }) => {
    const student = await students.create({ nickName: '新疆理科', exam: { ExamProvinceId: 65, ExamYear: 2026, SubjectType: 2, Score: 500 } })
    await signIn(page, student)
    await page.goto('/#/pages/query/index')
    const card = shown(page, 'query-score')
    await expect(card).toHaveAttribute('data-state', 'complete')
    await expect(card).toContainText('理科')
    await expect(card).not.toContainText('物理类')
    await expect(page.locator('[data-testid="query-mode"][data-key="college"]').filter({ visible: true })).toContainText('适合你的省份')
    await expect(page.locator('[data-testid="query-mode"][data-key="newExam"]').filter({ visible: true })).not.toContainText('适合你的省份')
    await shot('xinjiang-modes')
  })
})
