/** @jest-environment node */
/**
 * Issue 19 item 5's content pages in the mini-program build, as WeChat's template compiler and component engine
 * render them with the real imported content (the H5 journey is e2e/journeys/content.spec.ts): 在线学习 lists the
 * course topics with their counts and switches to the featured videos, 课程播放 puts the first lesson in a video
 * component with the lessons under it and switches lessons on a tap, 资讯详情 shows the article and the read it
 * counted — each marked 示例内容.
 */
import type { BuiltApp } from '../../server/app'
import type { WeappEngine } from './engine'
import { all, closePage, engineFor, journeys, openPage, startServer, tap, text, until } from './interact'
import { post, registerStudent } from './suite'

journeys("issue 19's content pages in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''

  beforeAll(async () => {
    ;({ built, base } = await startServer('43'))
    const student = await registerStudent(base, '165', '小程序学习')
    engine = engineFor(base, 'weapp-content-pages', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('在线学习 lists the course topics, and its tab switches to the featured videos', async () => {
    const page = await openPage(engine, 'pages/onlinestudy/onlinestudy')
    await until(() => text(page.dom).includes('志愿填报课'))
    const shown = text(page.dom)
    expect(shown).toContain('选科指导')
    expect(shown).toContain('3 门课')
    expect(shown).toContain('示例内容')
    tap(all(page, '.at-tabs__item').find((t) => text(t) === '推荐视频'))
    await until(() => text(page.dom).includes('三分钟看懂平行志愿'))
    await closePage(page)
  })

  it('课程播放 plays the first lesson in a video component, lists the lessons and switches on a tap', async () => {
    const page = await openPage(engine, 'pages/home/course/coursePlay', { id: '301' })
    await until(() => text(page.dom).includes('怎么查一分一段表'))
    // WeChat's video component (the engine keeps its properties off the DOM; the H5 journey checks the address)
    expect(page.dom.querySelectorAll('wx-video')).toHaveLength(1)
    expect(all(page, '.zy-course-lesson')).toHaveLength(3)
    expect(text(page.dom)).toContain('从分数到位次：填志愿的第一课 · 位次是什么')
    tap(all(page, '.zy-course-lesson')[2])
    await until(() => text(page.dom).includes('从分数到位次：填志愿的第一课 · 等位分的换算'))
    expect(text(page.dom)).toContain('示例内容')
    await closePage(page)
  })

  it('资讯详情 shows the article and the read it counted', async () => {
    const before = (await post<{ ClickNum: number }>(base, 'Portal/NewsDetail', { NewsId: 121 })).ClickNum
    const page = await openPage(engine, 'pages/home/information/informationDetail', { id: '121' })
    await until(() => text(page.dom).includes(`阅读 ${before + 1}`))
    const shown = text(page.dom)
    expect(shown).toContain('填报前读一读高校招生章程')
    expect(shown).toContain('重点看什么')
    expect(shown).toContain('示例内容')
    expect((await post<{ ClickNum: number }>(base, 'Portal/NewsDetail', { NewsId: 121 })).ClickNum).toBe(before + 1)
    await closePage(page)
  })
})
