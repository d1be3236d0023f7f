/**
 * Content and learning (issue 19 item 5): home banners, named texts (help, about, cooperation, local providers),
 * news and 升学资讯, videos, courses with their lessons, and the live-lesson schedule. Everything here is
 * demonstration content we wrote ourselves (data/content/, `demo: true` in every file): every item answers
 * `IsDemo: true` and every page shows 「示例内容」.
 *
 * Texts come as blocks (a heading, a paragraph, a list item) parsed from the Markdown on the server, so the app
 * needs no Markdown parser. Media addresses are paths on the API server (`/media/content/<file>`); the app puts
 * its API base in front.
 */
import { Type, endpoint, F, Paged } from '../schema'

const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})

const id = (title: string) => Type.Integer({ title, minimum: 1, maximum: F.MAX_ID })
const keyword = () => Type.String({ title: '关键词', maxLength: 30 })
const paged = { PageIndex: Type.Optional(F.pageIndex()), PageSize: Type.Optional(F.pageSize()) }
const count = (max: number) => Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: max }))

export const NEWS_KINDS = ['news', 'upgrade'] as const
export type NewsKind = (typeof NEWS_KINDS)[number]
const NewsKindField = Type.Union(
  NEWS_KINDS.map((k) => Type.Literal(k)),
  { title: '资讯栏目', description: 'news 资讯；upgrade 升学资讯' },
)

export const CONTENT_KEYS = ['help', 'about', 'cooperation', 'agents'] as const
export type ContentKey = (typeof CONTENT_KEYS)[number]

export const LIVE_STATES = ['upcoming', 'live', 'replay', 'ended'] as const
export type LiveState = (typeof LIVE_STATES)[number]
export const LIVE_STATE_TEXT: Record<LiveState, string> = { upcoming: '未开始', live: '直播中', replay: '回放', ended: '已结束' }
const LiveStateField = Type.Union(
  LIVE_STATES.map((s) => Type.Literal(s)),
  { title: '直播状态', description: 'upcoming 未开始；live 直播中；replay 可看回放；ended 已结束（无回放）' },
)

/** one block of a text: a heading, a paragraph or a list item (ordered lists keep their number in Text) */
export const Block = Type.Object({ Kind: Type.Union([Type.Literal('h'), Type.Literal('p'), Type.Literal('li')]), Text: Str() })

export const Category = Type.Object({ CategoryId: Int(), Name: Str(), Count: Int('该分类下的条数') })

export const AdInfo = Type.Object({
  AdId: Int(),
  Title: Str(),
  /** path on the API server */
  Image: Str(),
  /** the app route a tap opens (with its query) */
  Link: Str(),
  IsDemo: Type.Boolean(),
})

export const NewsItem = Type.Object({
  NewsId: Int(),
  Kind: NewsKindField,
  CategoryId: Int(),
  CategoryName: Str(),
  Title: Str(),
  Summary: Str(),
  Cover: Str(),
  /** YYYY-MM-DD */
  PublishDate: Str(),
  IsHot: Type.Boolean(),
  /** real clicks counted by Portal/NewsClickNumIncrement */
  ClickNum: Int(),
  IsDemo: Type.Boolean(),
})

export const NewsDetail = Type.Intersect([NewsItem, Type.Object({ Blocks: Type.Array(Block) })])

export const Video = Type.Object({
  VideoId: Int(),
  CategoryId: Int(),
  CategoryName: Str(),
  Title: Str(),
  Summary: Str(),
  Url: Str(),
  Poster: Str(),
  Seconds: Int(),
  IsFeatured: Type.Boolean(),
  IsDemo: Type.Boolean(),
})

export const Lesson = Type.Object({ LessonId: Int(), Title: Str(), Summary: Str(), Url: Str(), Seconds: Int() })

export const CourseSummary = Type.Object({
  ResourceId: Int(),
  CategoryId: Int(),
  CategoryName: Str(),
  GradeId: Int(),
  GradeName: Str(),
  SubjectId: Int(),
  SubjectName: Str(),
  Title: Str(),
  Summary: Str(),
  Cover: Str(),
  Teacher: Str(),
  LessonCount: Int(),
  IsFeatured: Type.Boolean(),
  IsDemo: Type.Boolean(),
})

export const CourseDetail = Type.Intersect([CourseSummary, Type.Object({ Blocks: Type.Array(Block), Lessons: Type.Array(Lesson) })])

export const LiveLesson = Type.Object({
  LiveId: Int(),
  CategoryId: Int(),
  CategoryName: Str(),
  Title: Str(),
  Summary: Str(),
  Teacher: Str(),
  Poster: Str(),
  /** ISO 8601 times */
  StartAt: Str(),
  EndAt: Str(),
  State: LiveStateField,
  StateText: Str(),
  /** what plays: the stream while live, the replay after; '' before it starts or when there is no replay */
  Url: Str(),
  IsDemo: Type.Boolean(),
})

export const ContentItem = Type.Object({
  Title: Str(),
  Body: Str(),
  /** an app route a tap opens, and its text ('' when none) */
  Link: Str(),
  LinkText: Str(),
  /** local providers: area, province code, address and map position (0 when none) */
  Area: Str(),
  ProvinceId: Int(),
  Address: Str(),
  Latitude: Type.Number(),
  Longitude: Type.Number(),
})

export const ContentPage = Type.Object({
  Key: Str(),
  Title: Str(),
  Blocks: Type.Array(Block),
  Items: Type.Array(ContentItem),
  UpdatedAt: Str(),
  IsDemo: Type.Boolean(),
})

const none = Type.Object({}, { additionalProperties: false })
const adBody = Type.Object(
  { Position: Type.Optional(Type.Union([Type.Literal('home')], { title: '广告位', description: 'home 首页轮播' })) },
  { additionalProperties: false },
)
const categoryList = Type.Array(Category)

export const contentEndpoints = {
  'Public/AdInfoList': endpoint({ summary: '首页轮播图（示例内容）', auth: 'public', body: adBody, data: Type.Array(AdInfo) }),
  'Portal/AdInfoList': endpoint({ summary: '首页轮播图（示例内容，同 Public/AdInfoList）', auth: 'public', body: adBody, data: Type.Array(AdInfo) }),
  'Public/Content': endpoint({
    summary: '一篇命名的文字：help 帮助中心、about 关于我们、cooperation 商务合作、agents 本地服务商（示例内容）',
    auth: 'public',
    body: Type.Object(
      {
        Key: Type.Union(
          CONTENT_KEYS.map((k) => Type.Literal(k)),
          { title: '内容', description: CONTENT_KEYS.join('、') },
        ),
      },
      { additionalProperties: false },
    ),
    data: ContentPage,
  }),

  'Portal/NewsCategoryList': endpoint({
    summary: '资讯分类（示例内容）',
    auth: 'public',
    body: Type.Object({ Kind: Type.Optional(NewsKindField) }, { additionalProperties: false }),
    data: categoryList,
  }),
  'Portal/NewsList': endpoint({
    summary: '资讯列表：按栏目、分类、关键词，分页（示例内容）',
    auth: 'public',
    body: Type.Object(
      { ...paged, Kind: Type.Optional(NewsKindField), CategoryId: Type.Optional(id('分类')), Keyword: Type.Optional(keyword()) },
      { additionalProperties: false },
    ),
    data: Paged(NewsItem),
  }),
  'Portal/NewsHotList': endpoint({
    summary: '热门资讯（示例内容）',
    auth: 'public',
    body: Type.Object({ Kind: Type.Optional(NewsKindField), Count: count(20) }, { additionalProperties: false }),
    data: Type.Array(NewsItem),
  }),
  'Portal/NewsDetail': endpoint({
    summary: '资讯正文（示例内容）',
    auth: 'public',
    body: Type.Object({ NewsId: id('资讯') }, { additionalProperties: false }),
    data: NewsDetail,
  }),
  'Portal/NewsClickNumIncrement': endpoint({
    summary: '记一次资讯阅读：同一网络地址（和账号）每篇每小时只记一次，返回真实阅读数',
    auth: 'optional',
    body: Type.Object({ NewsId: id('资讯') }, { additionalProperties: false }),
    data: Type.Object({ NewsId: Int(), ClickNum: Int(), Counted: Type.Boolean({ description: '这一次是否计入' }) }),
  }),

  'Portal/VideoCategoryList': endpoint({ summary: '视频分类（示例内容）', auth: 'public', body: none, data: categoryList }),
  'Portal/VideoList': endpoint({
    summary: '视频列表：按分类、关键词，分页（示例内容）',
    auth: 'public',
    body: Type.Object({ ...paged, CategoryId: Type.Optional(id('分类')), Keyword: Type.Optional(keyword()) }, { additionalProperties: false }),
    data: Paged(Video),
  }),
  'Portal/MainVideoList': endpoint({
    summary: '推荐视频（示例内容）',
    auth: 'public',
    body: Type.Object({ Count: count(20) }, { additionalProperties: false }),
    data: Type.Array(Video),
  }),

  'Course/CatelogList': endpoint({ summary: '课程分类（示例内容）', auth: 'public', body: none, data: categoryList }),
  'Course/GradeList': endpoint({
    summary: '课程年级',
    auth: 'public',
    body: none,
    data: Type.Array(Type.Object({ GradeId: Int(), Name: Str(), Count: Int() })),
  }),
  'Course/SubjectList': endpoint({
    summary: '课程学科',
    auth: 'public',
    body: none,
    data: Type.Array(Type.Object({ SubjectId: Int(), Name: Str(), Count: Int() })),
  }),
  'Course/ResourceList': endpoint({
    summary: '课程列表：按分类、年级、学科，分页（示例内容）',
    auth: 'public',
    body: Type.Object(
      {
        ...paged,
        CategoryId: Type.Optional(id('课程分类')),
        GradeId: Type.Optional(id('年级')),
        SubjectId: Type.Optional(id('学科')),
        Featured: Type.Optional(Type.Boolean({ title: '只看推荐' })),
      },
      { additionalProperties: false },
    ),
    data: Paged(CourseSummary),
  }),
  'Course/ResourceListBySearch': endpoint({
    summary: '搜索课程（示例内容）',
    auth: 'public',
    body: Type.Object({ ...paged, Keyword: Type.String({ title: '关键词', minLength: 1, maxLength: 30 }) }, { additionalProperties: false }),
    data: Paged(CourseSummary),
  }),
  'Course/ResourceInfo': endpoint({
    summary: '课程详情与课时（示例内容）',
    auth: 'public',
    body: Type.Object({ ResourceId: id('课程') }, { additionalProperties: false }),
    data: CourseDetail,
  }),

  'Career/CourseCategoryList': endpoint({ summary: '直播课分类（示例内容）', auth: 'public', body: none, data: categoryList }),
  'Career/CourseInfoList': endpoint({
    summary: '直播课安排：未开始、直播中、回放（示例内容）',
    auth: 'public',
    body: Type.Object({ ...paged, CategoryId: Type.Optional(id('直播分类')), State: Type.Optional(LiveStateField) }, { additionalProperties: false }),
    data: Paged(LiveLesson),
  }),
}
