/**
 * Content and learning (issue 19 item 5): banners, named texts, news and 升学资讯, videos, courses and live lessons —
 * demonstration content we wrote (every item IsDemo; pages show 「示例内容」). Read counts a news page added stay here
 * (`clicks`), so a list shows the new count when the reader comes back without loading again.
 */
import { makeAutoObservable } from 'mobx'
import type { ApiBody, ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { apiBase } from '../services/transport'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

export type AdInfo = ApiData<'Public/AdInfoList'>[number]
export type ContentPage = ApiData<'Public/Content'>
export type ContentKey = ApiBody<'Public/Content'>['Key']
export type ContentCategory = ApiData<'Portal/NewsCategoryList'>[number]
export type NewsItem = ApiData<'Portal/NewsList'>['List'][number]
export type NewsKind = NewsItem['Kind']
export type NewsDetail = ApiData<'Portal/NewsDetail'>
export type Video = ApiData<'Portal/VideoList'>['List'][number]
export type CourseSummary = ApiData<'Course/ResourceList'>['List'][number]
export type CourseDetail = ApiData<'Course/ResourceInfo'>
export type Lesson = CourseDetail['Lessons'][number]
export type LiveLesson = ApiData<'Career/CourseInfoList'>['List'][number]
export type LiveState = LiveLesson['State']
export type CourseFilter = Omit<ApiBody<'Course/ResourceList'>, 'PageIndex' | 'PageSize'> & { Keyword?: string }

const q = { silent: true }

export class ContentStore {
  /** NewsId → the count Portal/NewsClickNumIncrement answered (newer than a list loaded before) */
  clicks: Record<number, number> = {}

  constructor() {
    makeAutoObservable(this)
  }

  /** a media path the server answered (/media/content/…) as an address the app can load */
  media(path: string): string {
    return path && path.startsWith('/') ? `${apiBase()}${path}` : path
  }

  clickOf(n: { NewsId: number; ClickNum: number }): number {
    return this.clicks[n.NewsId] ?? n.ClickNum
  }

  setClicks(id: number, n: number) {
    this.clicks[id] = n
  }

  ads(): Resource<AdInfo[]> {
    return new Resource(() => call('Public/AdInfoList', { Position: 'home' }, q))
  }

  page(key: ContentKey): Resource<ContentPage> {
    return new Resource(() => call('Public/Content', { Key: key }, q))
  }

  newsCategories(kind: NewsKind): Resource<ContentCategory[]> {
    return new Resource(() => call('Portal/NewsCategoryList', { Kind: kind }, q))
  }

  news(kind: NewsKind, categoryId?: number, keyword?: string): AutoPager<NewsItem, ApiBody<'Portal/NewsList'>> {
    const extra = { Kind: kind, ...(categoryId ? { CategoryId: categoryId } : {}), ...(keyword ? { Keyword: keyword } : {}) }
    return listPager((b) => call('Portal/NewsList', { ...b, ...extra }, q), { itemHeight: 200, pageSize: 10 })
  }

  hotNews(kind: NewsKind, count: number): Resource<NewsItem[]> {
    return new Resource(() => call('Portal/NewsHotList', { Kind: kind, Count: count }, q))
  }

  newsDetail(id: number): Resource<NewsDetail> {
    return new Resource(() => call('Portal/NewsDetail', { NewsId: id }, q))
  }

  /** counts this read (the server counts one per reader per hour) and keeps the real count it answers */
  async countRead(id: number): Promise<number | null> {
    try {
      const r = await call('Portal/NewsClickNumIncrement', { NewsId: id }, q)
      this.setClicks(id, r.ClickNum)
      return r.ClickNum
    } catch {
      return null
    }
  }

  videoCategories(): Resource<ContentCategory[]> {
    return new Resource(() => call('Portal/VideoCategoryList', {}, q))
  }

  videos(categoryId?: number): AutoPager<Video, ApiBody<'Portal/VideoList'>> {
    return listPager((b) => call('Portal/VideoList', { ...b, ...(categoryId ? { CategoryId: categoryId } : {}) }, q), { itemHeight: 180, pageSize: 10 })
  }

  mainVideos(count: number): Resource<Video[]> {
    return new Resource(() => call('Portal/MainVideoList', { Count: count }, q))
  }

  courseCategories(): Resource<ContentCategory[]> {
    return new Resource(() => call('Course/CatelogList', {}, q))
  }

  courseFilters(): Resource<{ grades: ApiData<'Course/GradeList'>; subjects: ApiData<'Course/SubjectList'> }> {
    return new Resource(async () => {
      const [grades, subjects] = await Promise.all([call('Course/GradeList', {}, q), call('Course/SubjectList', {}, q)])
      return { grades, subjects }
    })
  }

  /** courses by category, grade and subject; with a keyword, the search */
  courses(f: CourseFilter): AutoPager<CourseSummary, ApiBody<'Course/ResourceList'>> {
    const { Keyword, ...filter } = f
    return listPager((b) => (Keyword ? call('Course/ResourceListBySearch', { ...b, Keyword }, q) : call('Course/ResourceList', { ...b, ...filter }, q)), {
      itemHeight: 180,
      pageSize: 10,
    })
  }

  course(id: number): Resource<CourseDetail> {
    return new Resource(() => call('Course/ResourceInfo', { ResourceId: id }, q))
  }

  liveCategories(): Resource<ContentCategory[]> {
    return new Resource(() => call('Career/CourseCategoryList', {}, q))
  }

  /** the first `count` of the schedule (直播中 first) */
  liveTop(count: number): Resource<LiveLesson[]> {
    return new Resource(async () => (await call('Career/CourseInfoList', { PageIndex: 1, PageSize: count }, q)).List)
  }

  lives(state?: LiveState): AutoPager<LiveLesson, ApiBody<'Career/CourseInfoList'>> {
    return listPager((b) => call('Career/CourseInfoList', { ...b, ...(state ? { State: state } : {}) }, q), { itemHeight: 180, pageSize: 10 })
  }
}
