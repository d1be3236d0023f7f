/**
 * Issue 19 item 5: content and learning. data/content/ is imported at start (and again, changing nothing, when
 * imported twice), a broken file is named with its line and field, every item says it is demo content, lists page
 * and search within their bounds, unknown ids answer code 2 in Chinese, live lessons show all three states, media
 * are served, and a news item's read count rises by real reads only — once per item per address per hour, even
 * under 20 parallel calls.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { ContentError, importContent, loadContent, markdownBlocks, parseDoc } from '../../server/modules/content'
import { CONTENT_ROOT } from '../../server/modules/content/files'
import { clockOf } from '../../server/kv'
import { student } from './helpers/inject'
import { testConfig } from '../support/server-db'
import { routeOf } from '../../src/routes'

let built: BuiltApp
jest.setTimeout(120000)

async function post(name: string, body: unknown, o: { ip?: string; token?: string } = {}) {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': o.ip ?? '10.1.1.1', ...(o.token ? { token: o.token } : {}) },
    payload: JSON.stringify(body),
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ code: number; message: string; data: any }>()
}
async function ok(name: string, body: unknown, o: { ip?: string; token?: string } = {}) {
  const r = await post(name, body, o)
  if (r.code !== 0) throw new Error(`${name}: ${r.code} ${r.message}`)
  return r.data
}

beforeAll(async () => {
  built = await buildApp({
    config: testConfig(),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'content'].includes(m.name)),
  })
})
afterAll(async () => {
  await built?.close()
})

/** a copy of data/content/ in a temporary directory, with `edit` applied to one file */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  fs.cpSync(CONTENT_ROOT, dir, { recursive: true })
  const p = path.join(dir, file)
  fs.writeFileSync(p, edit(fs.readFileSync(p, 'utf8')))
  return dir
}

describe('the import', () => {
  it('loads at start, and importing the same files again leaves the same rows', async () => {
    const rows = () =>
      built.ctx.db
        .selectFrom('content_items' as any)
        .select([
          'kind',
          'item_id',
          'item_key',
          'category',
          'title',
          'summary',
          'body',
          'meta',
          'sort',
          'published',
          'hot',
          'featured',
          'is_demo',
          'file',
          'click_num',
        ] as any)
        .orderBy('kind' as any)
        .orderBy('item_id' as any)
        .orderBy('item_key' as any)
        .execute()
    const now = new Date(clockOf(built.ctx).now())
    await importContent(built.ctx.db, { now })
    const first = await rows()
    expect(first.length).toBeGreaterThan(40)
    const again = await importContent(built.ctx.db, { now })
    expect(again).toMatchObject({ inserted: 0, deleted: 0, updated: first.length })
    expect(await rows()).toEqual(first)
    expect(first.every((r: any) => r.is_demo === true)).toBe(true)
  })

  it('names the file, line and field of a broken front matter, and writes nothing', async () => {
    const cases: Array<[string, (t: string) => string, RegExp]> = [
      ['news/101-new-gaokao-312.md', (t) => t.replace(/^title: .*$/m, ''), /news\/101-new-gaokao-312\.md 第 \d+ 行：缺少 title（标题）/],
      ['news/102-parallel-wish.md', (t) => t.replace('demo: true\n', ''), /news\/102-parallel-wish\.md 第 \d+ 行：缺少 demo: true/],
      [
        'news/111-rank-not-score.md',
        (t) => t.replace('cover: poster-skill.svg', 'cover: nothing.svg'),
        /第 \d+ 行：cover（封面）指向的文件 media\/nothing\.svg 不存在/,
      ],
      ['news/112-gradient.md', (t) => t.replace('date: 2026-06-21', 'date: 6月21日'), /news\/112-gradient\.md 第 8 行：date（发布日期）应为日期 YYYY-MM-DD/],
      ['courses/301-rank.md', (t) => t.replace('    video: demo-fill.mp4', '   video: demo-fill.mp4'), /courses\/301-rank\.md 第 \d+ 行：缩进不正确/],
      ['videos/401.md', (t) => t.replace('category: 政策解读', 'category: 八卦'), /videos\/401\.md 第 \d+ 行：分类「八卦」不在 categories\.md 的 video 中/],
      [
        'upgrade/201-exam-dates.md',
        (t) => t.replace('id: 201', 'id: 101'),
        /upgrade\/201-exam-dates\.md 第 \d+ 行：编号 101 与 news\/101-new-gaokao-312\.md 重复/,
      ],
      ['banners/1-fill.md', (t) => t.replace(/^link: .*$/m, 'link: https://example.com'), /第 \d+ 行：link（链接）应为应用内页面路径/],
      ['pages/help.md', (t) => t.replace('key: help', 'key: secret'), /pages\/help\.md 第 \d+ 行：key 应为/],
      ['live/501.md', (t) => t.replace('minutes: 240', 'minutes: 240\nminutes: 30'), /live\/501\.md 第 \d+ 行：minutes 重复出现/],
    ]
    for (const [file, edit, message] of cases) {
      const root = brokenCopy(file, edit)
      expect(() => loadContent(root)).toThrow(ContentError)
      expect(() => loadContent(root)).toThrow(message)
      const before = await built.ctx.db
        .selectFrom('content_items' as any)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
      await expect(importContent(built.ctx.db, { root })).rejects.toThrow(message)
      const after = await built.ctx.db
        .selectFrom('content_items' as any)
        .select((eb: any) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
      expect(after).toEqual(before)
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it('parses the front matter and the Markdown body', () => {
    const { meta, body } = parseDoc('---\nid: 7\ndemo: true\ntitle: "A: b"\nempty: ""\nlist:\n  - 高一\n  - title: x\n    seconds: 6\n---\n正文', 'x.md')
    expect(meta).toEqual({ id: 7, demo: true, title: 'A: b', empty: '', list: ['高一', { title: 'x', seconds: 6 }] })
    expect(body).toBe('正文')
    expect(markdownBlocks('## 标题\n\n第一行\n第二行\n\n- **甲**\n1. 乙')).toEqual([
      { Kind: 'h', Text: '标题' },
      { Kind: 'p', Text: '第一行第二行' },
      { Kind: 'li', Text: '甲' },
      { Kind: 'li', Text: '1. 乙' },
    ])
    expect(() => parseDoc('title: x', 'y.md')).toThrow('y.md 第 1 行：文件应以 --- 开头的属性区开始')
  })
})

describe('the calls', () => {
  it('marks every item of every call as demo content', async () => {
    const lists: any[] = [
      ...(await ok('Public/AdInfoList', {})),
      ...(await ok('Portal/AdInfoList', { Position: 'home' })),
      ...(await ok('Portal/NewsList', { PageSize: 100 })).List,
      ...(await ok('Portal/NewsList', { Kind: 'upgrade', PageSize: 100 })).List,
      ...(await ok('Portal/NewsHotList', { Count: 20 })),
      ...(await ok('Portal/VideoList', { PageSize: 100 })).List,
      ...(await ok('Portal/MainVideoList', {})),
      ...(await ok('Course/ResourceList', { PageSize: 100 })).List,
      ...(await ok('Career/CourseInfoList', { PageSize: 100 })).List,
      await ok('Portal/NewsDetail', { NewsId: 101 }),
      await ok('Course/ResourceInfo', { ResourceId: 301 }),
      await ok('Public/Content', { Key: 'help' }),
      await ok('Public/Content', { Key: 'agents' }),
    ]
    expect(lists.length).toBeGreaterThan(50)
    for (const item of lists) expect(item.IsDemo).toBe(true)
  })

  it('lists news by kind and category, page by page, with a bounded keyword', async () => {
    const cats = await ok('Portal/NewsCategoryList', {})
    expect(cats.map((c: any) => c.Name)).toEqual(['政策解读', '填报技巧', '院校动态', '专业解读'])
    expect(cats.reduce((n: number, c: any) => n + c.Count, 0)).toBe(12)
    const p1 = await ok('Portal/NewsList', { PageIndex: 1, PageSize: 5 })
    const p3 = await ok('Portal/NewsList', { PageIndex: 3, PageSize: 5 })
    expect([p1.Total, p1.List.length, p3.List.length]).toEqual([12, 5, 2])
    expect(await ok('Portal/NewsList', { PageIndex: 4, PageSize: 5 })).toEqual({ List: [], Total: 12 })
    const policy = await ok('Portal/NewsList', { CategoryId: cats[0].CategoryId, PageSize: 20 })
    expect(policy.List.every((n: any) => n.CategoryName === '政策解读')).toBe(true)
    expect(policy.Total).toBe(cats[0].Count)
    const upgrade = await ok('Portal/NewsList', { Kind: 'upgrade', PageSize: 20 })
    expect(upgrade.Total).toBe(6)
    expect((await ok('Portal/NewsList', { Keyword: '位次', PageSize: 20 })).Total).toBeGreaterThan(0)
    // wildcards are literal
    expect((await ok('Portal/NewsList', { Keyword: '105%', PageSize: 20 })).Total).toBe(1)
    expect((await ok('Portal/NewsList', { Keyword: '%招生', PageSize: 20 })).Total).toBe(0)
    const tooLong = await post('Portal/NewsList', { Keyword: '位'.repeat(31) })
    expect(tooLong.code).toBe(2)
    expect(tooLong.message).toContain('关键词')
    expect((await post('Portal/NewsList', { PageSize: 101 })).code).toBe(2)
    expect((await post('Portal/NewsList', { PageIndex: 0 })).code).toBe(2)
    expect((await post('Portal/NewsHotList', { Count: 21 })).code).toBe(2)
    // a category of another list
    const wrong = await post('Portal/NewsList', { CategoryId: 21 })
    expect([wrong.code, wrong.message]).toEqual([2, '资讯分类不存在：21'])
  })

  it('answers code 2 in Chinese for an id that does not exist', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['Portal/NewsDetail', { NewsId: 999999 }, '资讯不存在：999999'],
      ['Portal/NewsClickNumIncrement', { NewsId: 999999 }, '资讯不存在：999999'],
      ['Course/ResourceInfo', { ResourceId: 401 }, '课程不存在：401'],
      ['Course/ResourceList', { GradeId: 51 }, '年级不存在：51'],
      ['Portal/VideoList', { CategoryId: 1 }, '视频分类不存在：1'],
      ['Career/CourseInfoList', { CategoryId: 1 }, '直播分类不存在：1'],
    ]
    for (const [name, body, message] of cases) expect(await post(name, body)).toMatchObject({ code: 2, message })
    expect((await post('Public/Content', { Key: 'secret' })).code).toBe(2)
    expect((await post('Course/ResourceListBySearch', { Keyword: '' })).code).toBe(2)
    expect((await post('Course/ResourceListBySearch', { Keyword: '   ' })).message).toBe('请输入要搜索的课程名称')
  })

  it('serves courses with lessons, by category, grade, subject and search; videos by category', async () => {
    const cats = await ok('Course/CatelogList', {})
    expect(cats.map((c: any) => c.Name)).toEqual(['志愿填报课', '选科指导', '生涯规划'])
    const grades = await ok('Course/GradeList', {})
    const g1 = grades.find((g: any) => g.Name === '高一')
    const byGrade = await ok('Course/ResourceList', { GradeId: g1.GradeId, PageSize: 50 })
    expect(byGrade.Total).toBe(g1.Count)
    expect(byGrade.List.every((c: any) => c.GradeName === '高一')).toBe(true)
    const physics = (await ok('Course/SubjectList', {})).find((s: any) => s.Name === '物理')
    expect((await ok('Course/ResourceList', { SubjectId: physics.SubjectId })).List.map((c: any) => c.ResourceId)).toEqual([312])
    expect((await ok('Course/ResourceListBySearch', { Keyword: '调剂' })).List.map((c: any) => c.ResourceId)).toEqual([303])
    const info = await ok('Course/ResourceInfo', { ResourceId: 301 })
    expect(info.Lessons.length).toBe(3)
    expect(info.Lessons[0]).toMatchObject({ LessonId: 1, Url: '/media/content/demo-fill.mp4', Seconds: 6 })
    expect(info.Blocks.length).toBeGreaterThan(0)
    const vcats = await ok('Portal/VideoCategoryList', {})
    const videos = await ok('Portal/VideoList', { CategoryId: vcats[0].CategoryId })
    expect(videos.Total).toBe(vcats[0].Count)
    expect((await ok('Portal/MainVideoList', { Count: 2 })).every((v: any) => v.IsFeatured)).toBe(true)
  })

  it('shows live lessons that are upcoming, live and replayable, by the time of the call', async () => {
    const all = await ok('Career/CourseInfoList', { PageSize: 20 })
    const states = all.List.map((l: any) => l.State)
    expect(new Set(states)).toEqual(new Set(['live', 'upcoming', 'replay']))
    expect(states[0]).toBe('live')
    for (const l of all.List) expect(l.Url === '').toBe(l.State === 'upcoming')
    expect((await ok('Career/CourseInfoList', { State: 'upcoming' })).List.every((l: any) => l.StateText === '未开始')).toBe(true)
  })

  it('answers the named texts and the home banners', async () => {
    const help = await ok('Public/Content', { Key: 'help' })
    expect(help.Items.length).toBeGreaterThan(5)
    expect(help.Items.some((i: any) => i.Link === 'pages/personal/forgetpassword')).toBe(true)
    const agents = await ok('Public/Content', { Key: 'agents' })
    expect(agents.Items.every((i: any) => i.Title.includes('示例') && i.Latitude !== 0)).toBe(true)
    const ads = await ok('Public/AdInfoList', {})
    expect(ads.length).toBe(3)
    expect(ads.every((a: any) => a.Image.startsWith('/media/content/'))).toBe(true)
    // every link of the content opens a page of the app
    const links = [...ads.map((a: any) => a.Link as string), ...help.Items.filter((i: any) => i.Link).map((i: any) => i.Link as string)]
    expect(links.length).toBeGreaterThan(5)
    for (const l of links) expect([l, routeOf(l.split('?')[0])?.path]).toEqual([l, l.split('?')[0]])
  })

  it('serves the media files, and nothing outside their folder', async () => {
    const video = await built.app.inject({ method: 'GET', url: '/media/content/demo-fill.mp4' })
    expect(video.statusCode).toBe(200)
    expect(video.headers['content-type']).toBe('video/mp4')
    const range = await built.app.inject({ method: 'GET', url: '/media/content/demo-fill.mp4', headers: { range: 'bytes=0-99' } })
    expect(range.statusCode).toBe(206)
    expect((await built.app.inject({ method: 'GET', url: '/media/content/poster-policy.svg' })).headers['content-type']).toContain('image/svg+xml')
    expect((await built.app.inject({ method: 'GET', url: '/media/content/../news/101-new-gaokao-312.md' })).statusCode).toBe(404)
    expect((await built.app.inject({ method: 'GET', url: '/media/content/%2e%2e/categories.md' })).statusCode).toBe(404)
    // the whole media folder stays small
    const dir = path.join(CONTENT_ROOT, 'media')
    const bytes = fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0)
    expect(bytes).toBeLessThan(1024 * 1024)
  })
})

describe('read counting', () => {
  const clicks = async (id: number) => (await ok('Portal/NewsDetail', { NewsId: id })).ClickNum as number

  it('counts one read per item per address per hour, even from 20 parallel calls', async () => {
    const start = await clicks(102)
    const answers = await Promise.all(Array.from({ length: 20 }, () => ok('Portal/NewsClickNumIncrement', { NewsId: 102 }, { ip: '10.2.0.1' })))
    expect(answers.filter((a) => a.Counted).length).toBe(1)
    expect(await clicks(102)).toBe(start + 1)
    // every answer carries the real count
    for (const a of answers) expect(a.ClickNum).toBeGreaterThanOrEqual(start)
    // another address counts; another item from the same address counts
    expect(await ok('Portal/NewsClickNumIncrement', { NewsId: 102 }, { ip: '10.2.0.2' })).toEqual({ NewsId: 102, ClickNum: start + 2, Counted: true })
    expect((await ok('Portal/NewsClickNumIncrement', { NewsId: 103 }, { ip: '10.2.0.1' })).Counted).toBe(true)
    // one IPv6 /64 is one address
    const v6 = await ok('Portal/NewsClickNumIncrement', { NewsId: 104 }, { ip: '2001:db8:1:2::1' })
    const v6b = await ok('Portal/NewsClickNumIncrement', { NewsId: 104 }, { ip: '2001:db8:1:2::ffff' })
    expect([v6.Counted, v6b.Counted]).toEqual([true, false])
    // an hour later the same address counts again
    clockOf(built.ctx).advance(3_600_001)
    try {
      expect((await ok('Portal/NewsClickNumIncrement', { NewsId: 102 }, { ip: '10.2.0.1' })).ClickNum).toBe(start + 3)
    } finally {
      clockOf(built.ctx).reset()
    }
  })

  it('counts a logged-in reader once whatever address they read from, and the count survives a re-import', async () => {
    const token = await student(built, '164')
    const before = await clicks(111)
    expect((await ok('Portal/NewsClickNumIncrement', { NewsId: 111 }, { ip: '10.3.0.1', token })).Counted).toBe(true)
    expect((await ok('Portal/NewsClickNumIncrement', { NewsId: 111 }, { ip: '10.3.0.2', token })).Counted).toBe(false)
    expect(await clicks(111)).toBe(before + 1)
    await importContent(built.ctx.db)
    expect(await clicks(111)).toBe(before + 1)
  })
})
