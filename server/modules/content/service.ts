/**
 * What the content calls answer: rows of content_items shaped as the contract's items (every one IsDemo), lists by
 * category, keyword and page, the live lessons' state at the time of the call, and read counting that one client
 * cannot inflate (once per item per address, and per account when logged in, per hour).
 */
import type { Static } from '@sinclair/typebox'
import type { AppContext } from '../../context'
import { invalid, notFound } from '../../http/errors'
import { clockOf, kvOf } from '../../kv'
import { clientNetworks } from '../../http/client-address'
import type {
  AdInfo,
  Category,
  ContentKey,
  ContentPage,
  CourseDetail,
  CourseSummary,
  LiveLesson,
  LiveState,
  NewsDetail,
  NewsItem,
  NewsKind,
  Video,
} from '../../../types/api/content'
import { LIVE_STATE_TEXT } from '../../../types/api/content'
import { markdownBlocks, MEDIA_PREFIX } from './files'
import { addClick, categoriesOf, countsBy, itemOf, listItems, type ItemRow, type ListFilter, type Order } from './queries'

type Paged<T> = { List: T[]; Total: number }

/** how often one client's reads of one item count */
export const CLICK_RULES = { windowMs: 3_600_000 }

const media = (name: unknown) => (typeof name === 'string' && name ? `${MEDIA_PREFIX}${name}` : '')
/** what import.ts keeps in `meta`, by kind (every field optional here: the reader checks) */
interface Meta {
  cover?: string
  image?: string
  link?: string
  video?: string
  poster?: string
  seconds?: number
  teacher?: string
  grade?: string
  subject?: string
  lessons?: Array<{ title: string; video: string; seconds: number; summary: string }>
  replay?: string
  startAt?: string
  endAt?: string
  items?: Array<{
    title: string
    body: string
    link: string
    linkText: string
    area: string
    provinceId: number
    address: string
    latitude: number
    longitude: number
  }>
}
const metaOf = (r: ItemRow): Meta => JSON.parse(r.meta) as Meta
const page = (b: { PageIndex?: number; PageSize?: number }) => {
  const size = b.PageSize ?? 10
  return { limit: size, offset: ((b.PageIndex ?? 1) - 1) * size }
}

async function categoryIds(ctx: AppContext, group: string): Promise<Map<string, number>> {
  return new Map((await categoriesOf(ctx, group)).map((c) => [c.name, c.id]))
}

/** the category name of an id the caller sent; code 2 naming it when the group has no such category */
async function categoryName(ctx: AppContext, group: string, id: number | undefined, what: string): Promise<string | undefined> {
  if (id === undefined) return undefined
  const c = (await categoriesOf(ctx, group)).find((x) => x.id === id)
  if (!c) throw invalid(`${what}不存在：${id}`)
  return c.name
}

async function categoryList(ctx: AppContext, group: string, kind: string): Promise<Static<typeof Category>[]> {
  const counts = await countsBy(ctx, kind)
  return (await categoriesOf(ctx, group)).map((c) => ({ CategoryId: c.id, Name: c.name, Count: counts.get(c.name) ?? 0 }))
}

async function paged<T>(ctx: AppContext, f: ListFilter, order: Order, b: { PageIndex?: number; PageSize?: number }, map: (r: ItemRow) => T): Promise<Paged<T>> {
  const { limit, offset } = page(b)
  const { rows, total } = await listItems(ctx, f, order, limit, offset)
  return { List: rows.map(map), Total: total }
}

const cleanKeyword = (k: string | undefined) => (k ?? '').trim().slice(0, 30) || undefined

// --- banners and named pages ---------------------------------------------------------------------

export async function ads(ctx: AppContext, position = 'home'): Promise<Static<typeof AdInfo>[]> {
  const { rows } = await listItems(ctx, { kinds: ['banner'], category: position }, 'sort', 20, 0)
  return rows.map((r) => {
    const m = metaOf(r)
    return { AdId: r.item_id, Title: r.title, Image: media(m.image), Link: String(m.link ?? ''), IsDemo: r.is_demo }
  })
}

export async function contentPage(ctx: AppContext, key: ContentKey): Promise<Static<typeof ContentPage>> {
  const r = await itemOf(ctx, ['page'], 0, key)
  if (!r) throw notFound('这部分内容还没有导入')
  const items = metaOf(r).items ?? []
  return {
    Key: key,
    Title: r.title,
    Blocks: markdownBlocks(r.body),
    Items: items.map((i) => ({
      Title: i.title,
      Body: i.body,
      Link: i.link,
      LinkText: i.linkText,
      Area: i.area,
      ProvinceId: i.provinceId,
      Address: i.address,
      Latitude: i.latitude,
      Longitude: i.longitude,
    })),
    UpdatedAt: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
    IsDemo: r.is_demo,
  }
}

// --- news ----------------------------------------------------------------------------------------

function newsItem(r: ItemRow, ids: Map<string, number>): Static<typeof NewsItem> {
  return {
    NewsId: r.item_id,
    Kind: r.kind as NewsKind,
    CategoryId: ids.get(r.category) ?? 0,
    CategoryName: r.category,
    Title: r.title,
    Summary: r.summary,
    Cover: media(metaOf(r).cover),
    PublishDate: r.published,
    IsHot: r.hot,
    ClickNum: r.click_num,
    IsDemo: r.is_demo,
  }
}

export const newsCategories = (ctx: AppContext, kind: NewsKind = 'news') => categoryList(ctx, kind, kind)

export async function newsList(ctx: AppContext, b: { Kind?: NewsKind; CategoryId?: number; Keyword?: string; PageIndex?: number; PageSize?: number }) {
  const kind = b.Kind ?? 'news'
  const category = await categoryName(ctx, kind, b.CategoryId, '资讯分类')
  const ids = await categoryIds(ctx, kind)
  return paged(ctx, { kinds: [kind], category, keyword: cleanKeyword(b.Keyword) }, 'published', b, (r) => newsItem(r, ids))
}

export async function newsHot(ctx: AppContext, kind: NewsKind = 'news', count = 5) {
  const ids = await categoryIds(ctx, kind)
  const { rows } = await listItems(ctx, { kinds: [kind] }, 'hot', count, 0)
  return rows.map((r) => newsItem(r, ids))
}

async function newsRow(ctx: AppContext, id: number): Promise<ItemRow> {
  const r = await itemOf(ctx, ['news', 'upgrade'], id)
  if (!r) throw invalid(`资讯不存在：${id}`)
  return r
}

export async function newsDetail(ctx: AppContext, id: number): Promise<Static<typeof NewsDetail>> {
  const r = await newsRow(ctx, id)
  return { ...newsItem(r, await categoryIds(ctx, r.kind)), Blocks: markdownBlocks(r.body) }
}

/**
 * Counts one read of a news item: atomically, and only the first read per hour from one network address (an IPv6
 * client by its /64) and, when logged in, from one account — so one client cannot inflate the count. Answers the
 * real count either way.
 */
export async function countClick(ctx: AppContext, id: number, ip: string, userId: number | null) {
  const r = await newsRow(ctx, id)
  const kv = kvOf(ctx)
  const fresh = await kv.setIfAbsent(`content:click:${id}:a:${clientNetworks(ip).address}`, '1', CLICK_RULES.windowMs)
  const freshUser = userId === null ? true : await kv.setIfAbsent(`content:click:${id}:u:${userId}`, '1', CLICK_RULES.windowMs)
  if (fresh && freshUser) {
    const n = await addClick(ctx, [r.kind], id)
    return { NewsId: id, ClickNum: n ?? r.click_num, Counted: true }
  }
  const now = await itemOf(ctx, [r.kind], id)
  return { NewsId: id, ClickNum: now?.click_num ?? r.click_num, Counted: false }
}

// --- videos --------------------------------------------------------------------------------------

function video(r: ItemRow, ids: Map<string, number>): Static<typeof Video> {
  const m = metaOf(r)
  return {
    VideoId: r.item_id,
    CategoryId: ids.get(r.category) ?? 0,
    CategoryName: r.category,
    Title: r.title,
    Summary: r.summary,
    Url: media(m.video),
    Poster: media(m.poster),
    Seconds: Number(m.seconds) || 0,
    IsFeatured: r.featured,
    IsDemo: r.is_demo,
  }
}

export const videoCategories = (ctx: AppContext) => categoryList(ctx, 'video', 'video')

export async function videoList(ctx: AppContext, b: { CategoryId?: number; Keyword?: string; PageIndex?: number; PageSize?: number }) {
  const category = await categoryName(ctx, 'video', b.CategoryId, '视频分类')
  const ids = await categoryIds(ctx, 'video')
  return paged(ctx, { kinds: ['video'], category, keyword: cleanKeyword(b.Keyword) }, 'sort', b, (r) => video(r, ids))
}

export async function mainVideos(ctx: AppContext, count = 4) {
  const ids = await categoryIds(ctx, 'video')
  const { rows } = await listItems(ctx, { kinds: ['video'] }, 'sort', count, 0)
  return rows.map((r) => video(r, ids))
}

// --- courses -------------------------------------------------------------------------------------

interface CourseIds {
  category: Map<string, number>
  grade: Map<string, number>
  subject: Map<string, number>
}

async function courseIds(ctx: AppContext): Promise<CourseIds> {
  return { category: await categoryIds(ctx, 'course'), grade: await categoryIds(ctx, 'grade'), subject: await categoryIds(ctx, 'subject') }
}

function course(r: ItemRow, ids: CourseIds): Static<typeof CourseSummary> {
  const m = metaOf(r)
  return {
    ResourceId: r.item_id,
    CategoryId: ids.category.get(r.category) ?? 0,
    CategoryName: r.category,
    GradeId: ids.grade.get(m.grade ?? '') ?? 0,
    GradeName: String(m.grade ?? ''),
    SubjectId: ids.subject.get(m.subject ?? '') ?? 0,
    SubjectName: String(m.subject ?? ''),
    Title: r.title,
    Summary: r.summary,
    Cover: media(m.cover),
    Teacher: String(m.teacher ?? ''),
    LessonCount: Array.isArray(m.lessons) ? m.lessons.length : 0,
    IsFeatured: r.featured,
    IsDemo: r.is_demo,
  }
}

export const courseCategories = (ctx: AppContext) => categoryList(ctx, 'course', 'course')

async function metaCounts(ctx: AppContext, group: 'grade' | 'subject') {
  const { rows } = await listItems(ctx, { kinds: ['course'] }, 'sort', 1000, 0)
  const n = new Map<string, number>()
  for (const r of rows) {
    const v = String(metaOf(r)[group] ?? '')
    n.set(v, (n.get(v) ?? 0) + 1)
  }
  return (await categoriesOf(ctx, group)).map((c) => ({ id: c.id, name: c.name, count: n.get(c.name) ?? 0 }))
}

export const courseGrades = async (ctx: AppContext) => (await metaCounts(ctx, 'grade')).map((c) => ({ GradeId: c.id, Name: c.name, Count: c.count }))
export const courseSubjects = async (ctx: AppContext) => (await metaCounts(ctx, 'subject')).map((c) => ({ SubjectId: c.id, Name: c.name, Count: c.count }))

export async function courseList(
  ctx: AppContext,
  b: { CategoryId?: number; GradeId?: number; SubjectId?: number; Featured?: boolean; Keyword?: string; PageIndex?: number; PageSize?: number },
) {
  const category = await categoryName(ctx, 'course', b.CategoryId, '课程分类')
  const grade = await categoryName(ctx, 'grade', b.GradeId, '年级')
  const subject = await categoryName(ctx, 'subject', b.SubjectId, '学科')
  const metaEquals: Array<[string, string]> = []
  if (grade) metaEquals.push(['grade', grade])
  if (subject) metaEquals.push(['subject', subject])
  const ids = await courseIds(ctx)
  return paged(ctx, { kinds: ['course'], category, featured: b.Featured, keyword: cleanKeyword(b.Keyword), metaEquals }, 'sort', b, (r) => course(r, ids))
}

export async function courseSearch(ctx: AppContext, b: { Keyword: string; PageIndex?: number; PageSize?: number }) {
  const keyword = cleanKeyword(b.Keyword)
  if (!keyword) throw invalid('请输入要搜索的课程名称')
  return courseList(ctx, { ...b, Keyword: keyword })
}

export async function courseInfo(ctx: AppContext, id: number): Promise<Static<typeof CourseDetail>> {
  const r = await itemOf(ctx, ['course'], id)
  if (!r) throw invalid(`课程不存在：${id}`)
  const lessons = metaOf(r).lessons ?? []
  return {
    ...course(r, await courseIds(ctx)),
    Blocks: markdownBlocks(r.body),
    Lessons: lessons.map((l, i) => ({ LessonId: i + 1, Title: l.title, Summary: l.summary, Url: media(l.video), Seconds: l.seconds })),
  }
}

// --- live lessons --------------------------------------------------------------------------------

const STATE_ORDER: Record<LiveState, number> = { live: 0, upcoming: 1, replay: 2, ended: 3 }

function live(r: ItemRow, ids: Map<string, number>, now: number): Static<typeof LiveLesson> {
  const m = metaOf(r)
  const startAt = m.startAt ?? ''
  const endAt = m.endAt ?? ''
  const start = Date.parse(startAt)
  const end = Date.parse(endAt)
  const replay = media(m.replay)
  const state: LiveState = now < start ? 'upcoming' : now < end ? 'live' : replay ? 'replay' : 'ended'
  return {
    LiveId: r.item_id,
    CategoryId: ids.get(r.category) ?? 0,
    CategoryName: r.category,
    Title: r.title,
    Summary: r.summary,
    Teacher: String(m.teacher ?? ''),
    Poster: media(m.poster),
    StartAt: startAt,
    EndAt: endAt,
    State: state,
    StateText: LIVE_STATE_TEXT[state],
    // the demo "stream" while live is the same short film as the replay
    Url: state === 'upcoming' ? '' : replay,
    IsDemo: r.is_demo,
  }
}

export const liveCategories = (ctx: AppContext) => categoryList(ctx, 'live', 'live')

export async function liveList(ctx: AppContext, b: { CategoryId?: number; State?: LiveState; PageIndex?: number; PageSize?: number }) {
  const category = await categoryName(ctx, 'live', b.CategoryId, '直播分类')
  const ids = await categoryIds(ctx, 'live')
  const now = clockOf(ctx).now()
  const { rows } = await listItems(ctx, { kinds: ['live'], category }, 'sort', 1000, 0)
  const all = rows
    .map((r) => live(r, ids, now))
    .filter((l) => !b.State || l.State === b.State)
    .sort(
      (a, c) =>
        STATE_ORDER[a.State] - STATE_ORDER[c.State] || (a.State === 'upcoming' ? a.StartAt.localeCompare(c.StartAt) : c.StartAt.localeCompare(a.StartAt)),
    )
  const { limit, offset } = page(b)
  return { List: all.slice(offset, offset + limit), Total: all.length }
}
