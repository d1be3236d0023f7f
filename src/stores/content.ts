/**
 * Content and learning (issue 19 item 5): banners, named texts, news and 升学资讯, videos, courses and live lessons —
 * demonstration content we wrote (every item IsDemo; pages show 「示例内容」). Read counts a news page added stay here
 * (`clicks`), so a list shows the new count when the reader comes back without loading again.
 *
 * It sits in the mini program's main package (the root store), so it stays small: `get` answers any content call
 * (components/content-row/data.ts makes a page's loaded value or pager of it); only what has logic has a method.
 */
import { makeAutoObservable } from 'mobx'
import type { ApiBody, ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { apiBase } from '../services/transport'

/** the content calls answered as a whole */
export type ContentCall =
  | 'Public/AdInfoList'
  | 'Public/Content'
  | 'Portal/NewsCategoryList'
  | 'Portal/NewsHotList'
  | 'Portal/NewsDetail'
  | 'Portal/VideoCategoryList'
  | 'Portal/MainVideoList'
  | 'Course/CatelogList'
  | 'Course/GradeList'
  | 'Course/SubjectList'
  | 'Course/ResourceInfo'
  | 'Career/CourseCategoryList'
  | 'Career/CourseInfoList'
/** the content calls answered page by page ({List, Total}) */
export type ContentListCall = 'Portal/NewsList' | 'Portal/VideoList' | 'Course/ResourceList' | 'Course/ResourceListBySearch' | 'Career/CourseInfoList'
export type ContentFilter<N extends ContentListCall> = Omit<ApiBody<N>, 'PageIndex' | 'PageSize'>
export type ContentItem<N extends ContentListCall> = ApiData<N>['List'][number]

export type AdInfo = ApiData<'Public/AdInfoList'>[number]
export type ContentPage = ApiData<'Public/Content'>
export type ContentCategory = ApiData<'Portal/NewsCategoryList'>[number]
export type NewsItem = ContentItem<'Portal/NewsList'>
export type NewsKind = NewsItem['Kind']
export type Video = ContentItem<'Portal/VideoList'>
export type CourseSummary = ContentItem<'Course/ResourceList'>
export type CourseDetail = ApiData<'Course/ResourceInfo'>
export type LiveLesson = ContentItem<'Career/CourseInfoList'>
export type LiveState = LiveLesson['State']

const q = { silent: true }

export class ContentStore {
  /** NewsId → the count Portal/NewsClickNumIncrement answered (newer than a list loaded before) */
  clicks: Record<number, number> = {}
  /** the banners asked for at launch, until the home page takes them */
  private bannersAtLaunch: Promise<ApiData<'Public/AdInfoList'>> | null = null

  constructor() {
    makeAutoObservable<ContentStore, 'bannersAtLaunch'>(this, { bannersAtLaunch: false })
  }

  /** a media path the server answered (/media/content/…) as an address the app can load */
  media(path: string): string {
    return path[0] === '/' ? apiBase() + path : path
  }

  clickOf(n: { NewsId: number; ClickNum: number }): number {
    return this.clicks[n.NewsId] ?? n.ClickNum
  }

  /** the answer of a content call (rejects with the server's reason) */
  get<N extends ContentCall | ContentListCall>(name: N, body: ApiBody<N>): Promise<ApiData<N>> {
    return call(name, body, q)
  }

  /**
   * The home page's banners: asked once at launch (start-up calls it before anything waits), so that the picture the
   * first screen paints last is already on its way when the home page mounts; a later call reuses that answer once,
   * then asks again (a pull-down refresh wants new ones). A failed answer is not kept.
   */
  homeBanners(): Promise<ApiData<'Public/AdInfoList'>> {
    const early = this.bannersAtLaunch
    if (early) {
      this.bannersAtLaunch = null
      return early
    }
    return this.get('Public/AdInfoList', { Position: 'home' })
  }

  prefetchHomeBanners(): void {
    const p = this.get('Public/AdInfoList', { Position: 'home' })
    p.catch(() => {
      if (this.bannersAtLaunch === p) this.bannersAtLaunch = null
    })
    this.bannersAtLaunch = p
  }

  /** counts this read (the server counts one per reader per hour) and keeps the real count it answers */
  countRead(id: number): Promise<void> {
    return call('Portal/NewsClickNumIncrement', { NewsId: id }, q).then(
      (r) => this.setClicks(r),
      () => undefined,
    )
  }

  setClicks(r: { NewsId: number; ClickNum: number }) {
    this.clicks[r.NewsId] = r.ClickNum
  }
}
