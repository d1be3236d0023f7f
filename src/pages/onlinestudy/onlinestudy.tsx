import { useState } from 'react'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import course from '../../assets/entries/course.png'
import news from '../../assets/entries/news.png'
import data from '../../assets/entries/data.png'
import plan from '../../assets/entries/plan.png'
import { Section } from '../../components/section'
import { KindTabs } from '../../components/kind-tabs'
import { EntryGrid, type EntryItem } from '../../components/entry-grid'
import { AsyncView } from '../../components/async-view'
import { useLoaded } from '../../components/async-view/use-loaded'
import { MenuList } from '../../components/menu-list'
import { DemoTag } from '../../components/content-tag'
import { useStore } from '../../stores'
import { pageUrl } from '../../utils/url'

type Kind = 'course' | 'video' | 'live'

const KINDS: { key: Kind; title: string }[] = [
  { key: 'course', title: '课程' },
  { key: 'video', title: '推荐视频' },
  { key: 'live', title: '直播' },
]

const ENTRIES: EntryItem[] = [
  { key: 'courses', title: '全部课程', icon: course, route: 'pages/home/course/courseIndex' },
  { key: 'videos', title: '视频分类', icon: data, route: 'pages/home/course/videoCategory' },
  { key: 'live', title: '直播课', icon: news, route: 'pages/home/live-video/index' },
  { key: 'wish', title: '志愿课程', icon: plan, route: 'pages/home/expert-consulting/wish-course' },
]

// the main package holds this tab page: its rows are the MenuList rows it already has

const Courses = observer(function Courses() {
  const { content } = useStore()
  const r = useLoaded(() => content.load('Course/CatelogList', {}))
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='还没有课程' onRetry={() => void r.retry()}>
      {() => (
        <MenuList
          testId='study-courses'
          items={r.data!.map((c) => ({
            key: `${c.CategoryId}`,
            title: c.Name,
            extra: `${c.Count} 门课`,
            route: pageUrl('pages/home/course/courseList', { categoryId: c.CategoryId }),
          }))}
        />
      )}
    </AsyncView>
  )
})

const Videos = observer(function Videos() {
  const { content } = useStore()
  const r = useLoaded(() => content.load('Portal/MainVideoList', { Count: 4 }))
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='还没有视频' onRetry={() => void r.retry()}>
      {() => (
        <MenuList
          items={r.data!.map((v) => ({
            key: `${v.VideoId}`,
            title: v.Title,
            desc: v.Summary,
            testId: 'study-video',
            route: pageUrl('pages/home/course/videoList', { categoryId: v.CategoryId, videoId: v.VideoId, title: v.CategoryName }),
          }))}
        />
      )}
    </AsyncView>
  )
})

const Lives = observer(function Lives() {
  const { content } = useStore()
  const r = useLoaded(() => content.load('Career/CourseInfoList', { PageSize: 3 }))
  return (
    <AsyncView state={r} isEmpty={!r.data?.List.length} emptyText='现在没有直播' onRetry={() => void r.retry()}>
      {() => (
        <MenuList
          items={r.data!.List.map((l) => ({
            key: `${l.LiveId}`,
            title: l.Title,
            extra: l.StateText,
            testId: 'study-live',
            route: 'pages/home/live-video/index',
          }))}
        />
      )}
    </AsyncView>
  )
})

/** 在线学习 (shown in the tab bar only when OnlineLearningEnable allows it): course topics, featured videos, live lessons. */
export default function OnlineStudyPage() {
  const [kind, setKind] = useState<Kind>('course')
  return (
    <PageShell>
      <Section flush>
        <EntryGrid items={ENTRIES} columns={4} testId='study-entries' />
      </Section>
      <Section flush title='学习' extra={<DemoTag />}>
        <KindTabs tabs={KINDS} value={kind} onChange={setKind} testId='study-tabs' />
        {kind === 'course' ? <Courses /> : kind === 'video' ? <Videos /> : <Lives />}
      </Section>
    </PageShell>
  )
}
