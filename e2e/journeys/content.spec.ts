/**
 * Content and learning (issue 19 item 5), as a visitor meets it: the 在线学习 tab (on when OnlineLearningEnable
 * says so) lists the course topics; a topic opens its courses, a course its player — a real video element playing
 * the first lesson — with the lessons under it; then 资讯: an article read from the list, and back on the list its
 * read count has risen by one (the server's real count). Every page says 示例内容.
 */
import { expect, test } from '../fixtures'
import { shown } from '../wish-steps'

test('learning tab → a course → its player; a news item read → its count one higher on return', async ({ page, server, shot }) => {
  const before = await server.ctx.db.selectFrom('app_configs').select('value').where('name', '=', 'OnlineLearningEnable').executeTakeFirst()
  await server.ctx.db
    .updateTable('app_configs')
    .set({ value: JSON.stringify({ Enable: true }) })
    .where('name', '=', 'OnlineLearningEnable')
    .execute()
  try {
    await page.goto('/#/pages/home/index')
    await expect(shown(page, 'home-banner')).toBeVisible()
    await page.getByTestId('tab-bar').filter({ visible: true }).locator('[data-path="pages/onlinestudy/onlinestudy"]').click()
    const topics = shown(page, 'study-courses')
    await expect(topics).toContainText('志愿填报课')
    await expect(shown(page, 'demo-tag').first()).toHaveText('示例内容')
    await shot('content-learning-tab')
    await topics.getByTestId('menu-item').filter({ hasText: '志愿填报课' }).click()
    await expect(page).toHaveURL(/courseList\?categoryId=31/)
    const course = shown(page, 'course-row').filter({ hasText: '从分数到位次' })
    await expect(course).toBeVisible()
    await course.click()
    await expect(page).toHaveURL(/coursePlay\?id=301/)
    const video = shown(page, 'player').locator('video')
    await expect(video).toHaveCount(1)
    await expect(video).toHaveAttribute('src', /\/media\/content\/demo-fill\.mp4$/)
    // the file is served and is a video
    const media = await page.request.get(`${server.baseUrl}/media/content/demo-fill.mp4`)
    expect([media.status(), media.headers()['content-type']]).toEqual([200, 'video/mp4'])
    await expect(shown(page, 'lesson')).toHaveCount(3)
    await shown(page, 'lesson').nth(1).click()
    await expect(shown(page, 'player-title')).toHaveText('从分数到位次：填志愿的第一课 · 怎么查一分一段表')
    await shot('content-course-play')

    await page.goto('/#/pages/home/information/information')
    const row = shown(page, 'news-row').filter({ hasText: '填志愿先看位次，不要只看分数' })
    await expect(row).toBeVisible()
    const count = async () => Number(/阅读 (\d+)/.exec(await row.getByTestId('news-clicks').innerText())![1])
    const first = await count()
    await row.click()
    await expect(page).toHaveURL(/informationDetail\?id=111/)
    await expect(shown(page, 'news-title')).toHaveText('填志愿先看位次，不要只看分数')
    await expect(shown(page, 'news-detail-clicks')).toHaveText(`阅读 ${first + 1}`)
    await shot('content-news-detail')
    await page.goBack()
    await expect(page).toHaveURL(/information\/information$/)
    await expect(row.getByTestId('news-clicks')).toHaveText(`阅读 ${first + 1}`)
    // and the server holds that count
    const detail = await server.api<{ ClickNum: number }>('Portal/NewsDetail', { NewsId: 111 })
    expect(detail.data.ClickNum).toBe(first + 1)
  } finally {
    if (before) await server.ctx.db.updateTable('app_configs').set({ value: before.value }).where('name', '=', 'OnlineLearningEnable').execute()
  }
})
