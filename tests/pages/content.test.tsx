/**
 * Content and learning (issue 19 item 5) on the real Taro H5 runtime: the news list by category with real read
 * counts, the article counting its read, the learning tab, a course's player and lessons, the live schedule's three
 * states, the help centre from content, and the web view refusing a site it does not open — each marked 示例内容.
 */
import OnlineStudyPage from '../../src/pages/onlinestudy/onlinestudy'
import InformationPage from '../../src/pages/home/information/information'
import InformationDetailPage from '../../src/pages/home/information/informationDetail'
import CoursePlayPage from '../../src/pages/home/course/coursePlay'
import LiveVideoPage from '../../src/pages/home/live-video/index'
import UserHelpPage from '../../src/pages/personal/user-help/userHelp'
import CommonWebviewPage from '../../src/pages/personal/conmonWebview'
import { type FakeServer, freshStart, mountPage, router, settle, shownText, testUtils } from './harness'

let server: FakeServer
beforeAll(() => {
  // jsdom has no media playback: the player's video element loads and pauses into nothing
  for (const name of ['load', 'pause'] as const) Object.defineProperty(HTMLMediaElement.prototype, name, { configurable: true, value: () => undefined })
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() })
})
beforeEach(() => {
  server = freshStart()
})
afterEach(() => testUtils.unmout())

const news = (NewsId: number, Title: string, CategoryId: number, CategoryName: string, ClickNum: number) => ({
  NewsId,
  Kind: 'news' as const,
  CategoryId,
  CategoryName,
  Title,
  Summary: `${Title}的摘要`,
  Cover: '/media/content/poster-policy.svg',
  PublishDate: '2026-06-10',
  IsHot: true,
  ClickNum,
  IsDemo: true,
})
const CATEGORIES = [
  { CategoryId: 1, Name: '政策解读', Count: 1 },
  { CategoryId: 2, Name: '填报技巧', Count: 1 },
]
const lesson = (LessonId: number, Title: string) => ({ LessonId, Title, Summary: '', Url: '/media/content/demo-fill.mp4', Seconds: 6 })
const live = (LiveId: number, State: 'live' | 'upcoming' | 'replay', StateText: string) => ({
  LiveId,
  CategoryId: 61,
  CategoryName: '志愿填报',
  Title: `直播${LiveId}`,
  Summary: '',
  Teacher: '编辑部',
  Poster: '/media/content/live-poster.svg',
  StartAt: '2026-06-25T11:00:00.000Z',
  EndAt: '2026-06-25T12:00:00.000Z',
  State,
  StateText,
  Url: State === 'upcoming' ? '' : '/media/content/demo-live.mp4',
  IsDemo: true,
})

describe('资讯', () => {
  it('lists news by category with their read counts and the 示例内容 mark; a tab asks for its category', async () => {
    server.on('Portal/NewsCategoryList', { data: CATEGORIES }).on('Portal/NewsList', (b) => ({
      data:
        b.CategoryId === 2
          ? { List: [news(111, '填志愿先看位次', 2, '填报技巧', 3)], Total: 1 }
          : { List: [news(101, '看懂3+1+2', 1, '政策解读', 7)], Total: 1 },
    }))
    await mountPage(InformationPage, 'pages/home/information/information', {}, server)
    expect(server.callsOf('Portal/NewsCategoryList')[0].body).toMatchObject({ Kind: 'news' })
    expect(document.querySelectorAll('[data-testid="news-row"]').length).toBe(1)
    expect(document.querySelector('[data-testid="news-clicks"]')?.textContent).toBe('阅读 7')
    expect(document.querySelector('[data-testid="news-row"] [data-testid="demo-tag"]')?.textContent).toBe('示例内容')
    expect(shownText()).toContain('是我们编写的示例内容')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(Array.from(document.querySelectorAll('[data-testid="news-tabs"] .at-tabs__item')).find((t) => t.textContent === '填报技巧')!)
    })
    await settle(server)
    expect(server.callsOf('Portal/NewsList').at(-1)!.body).toMatchObject({ Kind: 'news', CategoryId: 2 })
    expect(shownText()).toContain('填志愿先看位次')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('[data-testid="news-row"]')!)
    })
    expect(router.opened.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/home/information/informationDetail?id=111' })
  })

  it('the article counts its read and shows the count the server answers', async () => {
    server
      .on('Portal/NewsDetail', {
        data: {
          ...news(101, '看懂3+1+2', 1, '政策解读', 7),
          Blocks: [
            { Kind: 'h', Text: '“3+1+2”是什么' },
            { Kind: 'p', Text: '首选科目在物理、历史两门中选一门。' },
          ],
        },
      })
      .on('Portal/NewsClickNumIncrement', { data: { NewsId: 101, ClickNum: 8, Counted: true } })
    await mountPage(InformationDetailPage, 'pages/home/information/informationDetail', { id: '101' }, server)
    expect(server.callsOf('Portal/NewsClickNumIncrement').map((c) => c.body.NewsId)).toEqual([101])
    expect(document.querySelector('[data-testid="news-detail-clicks"]')?.textContent).toBe('阅读 8')
    expect(shownText()).toContain('首选科目在物理、历史两门中选一门。')
    expect(document.querySelector('[data-testid="news-detail"] [data-testid="demo-tag"]')).not.toBeNull()
  })

  it('an unknown article says so', async () => {
    server
      .on('Portal/NewsDetail', { code: 2, message: '资讯不存在：9', data: null })
      .on('Portal/NewsClickNumIncrement', { code: 2, message: '资讯不存在：9', data: null })
    await mountPage(InformationDetailPage, 'pages/home/information/informationDetail', { id: '9' }, server)
    expect(shownText()).toContain('打不开这篇资讯')
    expect(shownText()).toContain('资讯不存在：9')
    // the same question would get the same answer: no 重新加载 is offered
    expect(shownText()).not.toContain('重新加载')
  })
})

describe('学习', () => {
  it('the learning tab shows the course topics, and the featured videos and live lessons on their tabs', async () => {
    server
      .on('Course/CatelogList', {
        data: [
          { CategoryId: 31, Name: '志愿填报课', Count: 3 },
          { CategoryId: 32, Name: '选科指导', Count: 3 },
        ],
      })
      .on('Portal/MainVideoList', {
        data: [
          {
            VideoId: 401,
            CategoryId: 21,
            CategoryName: '政策解读',
            Title: '三分钟看懂平行志愿',
            Summary: '',
            Url: '/media/content/demo-fill.mp4',
            Poster: '/media/content/poster-policy.svg',
            Seconds: 6,
            IsFeatured: true,
            IsDemo: true,
          },
        ],
      })
      .on('Career/CourseInfoList', { data: { List: [live(501, 'live', '直播中')], Total: 1 } })
    await mountPage(OnlineStudyPage, 'pages/onlinestudy/onlinestudy', {}, server)
    expect(shownText()).toContain('志愿填报课')
    expect(shownText()).toContain('3 门课')
    expect(shownText()).toContain('示例内容')
    const tab = (t: string) => Array.from(document.querySelectorAll('[data-testid="study-tabs"] .at-tabs__item')).find((x) => x.textContent === t)!
    await testUtils.act(async () => {
      testUtils.fireEvent.click(tab('推荐视频'))
    })
    await settle(server)
    expect(shownText()).toContain('三分钟看懂平行志愿')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('[data-testid="study-video"]')!)
    })
    expect(router.opened.at(-1)!.url).toContain('/pages/home/course/videoList?categoryId=21&videoId=401')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(tab('直播'))
    })
    await settle(server)
    expect(shownText()).toContain('直播中')
  })

  it('a course plays its first lesson in a video player, and a tap on another lesson switches to it', async () => {
    server.on('Course/ResourceInfo', {
      data: {
        ResourceId: 301,
        CategoryId: 31,
        CategoryName: '志愿填报课',
        GradeId: 43,
        GradeName: '高三',
        SubjectId: 51,
        SubjectName: '综合',
        Title: '从分数到位次',
        Summary: '',
        Cover: '/media/content/course-fill.svg',
        Teacher: '编辑部',
        LessonCount: 2,
        IsFeatured: true,
        IsDemo: true,
        Blocks: [{ Kind: 'p', Text: '本课程讲位次。' }],
        Lessons: [lesson(1, '位次是什么'), lesson(2, '怎么查一分一段表')],
      },
    })
    await mountPage(CoursePlayPage, 'pages/home/course/coursePlay', { id: '301' }, server)
    expect(document.querySelector('[data-testid="player"]')).not.toBeNull()
    expect(document.querySelector('[data-testid="player-title"]')?.textContent).toBe('从分数到位次 · 位次是什么')
    const lessons = () => Array.from(document.querySelectorAll('[data-testid="lesson"]'))
    expect(lessons().map((l) => l.getAttribute('data-active'))).toEqual(['true', 'false'])
    await testUtils.act(async () => {
      testUtils.fireEvent.click(lessons()[1])
    })
    expect(document.querySelector('[data-testid="player-title"]')?.textContent).toBe('从分数到位次 · 怎么查一分一段表')
    expect(shownText()).toContain('本课程讲位次。')
    expect(shownText()).toContain('示例内容')
  })

  it('a course page without an id says what is missing', async () => {
    await mountPage(CoursePlayPage, 'pages/home/course/coursePlay', {}, server)
    expect(shownText()).toContain('缺少课程编号')
  })

  it('the live schedule shows 直播中, 未开始 and 回放; a live one plays above the list', async () => {
    server.on('Career/CourseInfoList', {
      data: { List: [live(501, 'live', '直播中'), live(502, 'upcoming', '未开始'), live(504, 'replay', '回放')], Total: 3 },
    })
    await mountPage(LiveVideoPage, 'pages/home/live-video/index', {}, server)
    expect(Array.from(document.querySelectorAll('[data-testid="live-state"]')).map((s) => s.textContent)).toEqual(['直播中', '未开始', '回放'])
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('[data-testid="live-row"]')!)
    })
    expect(document.querySelector('[data-testid="live-player"]')).not.toBeNull()
  })
})

describe('帮助与网页', () => {
  it('帮助中心 answers from the content, with its link', async () => {
    server.on('Public/Content', {
      data: {
        Key: 'help',
        Title: '帮助中心',
        Blocks: [],
        Items: [
          {
            Title: '忘记密码怎么办？',
            Body: '在登录页点「忘记密码」。',
            Link: 'pages/personal/forgetpassword',
            LinkText: '找回密码',
            Area: '',
            ProvinceId: 0,
            Address: '',
            Latitude: 0,
            Longitude: 0,
          },
        ],
        UpdatedAt: '2026-06-01T00:00:00.000Z',
        IsDemo: true,
      },
    })
    await mountPage(UserHelpPage, 'pages/personal/user-help/userHelp', {}, server)
    expect(shownText()).toContain('在登录页点「忘记密码」。')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(Array.from(document.querySelectorAll('.zy-help__link')).find((l) => l.textContent?.includes('找回密码'))!)
    })
    expect(router.opened.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/personal/forgetpassword' })
  })

  it('the web view refuses a site it does not open, and says why', async () => {
    await mountPage(CommonWebviewPage, 'pages/personal/conmonWebview', { url: encodeURIComponent('https://evil.example.com/x') }, server)
    expect(shownText()).toContain('无法打开网页')
    expect(shownText()).toContain('不能打开 evil.example.com：只打开政府和高校的网站')
  })
})
