import { useState } from 'react'
import { Text } from '@tarojs/components'
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
import { MenuList, openRoute } from '../../components/menu-list'
import { ContentRow } from '../../components/content-row'
import { DemoNote } from '../../components/content-tag'
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

const Courses = observer(function Courses() {
  const { content } = useStore()
  const r = useLoaded(() => content.courseCategories())
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='还没有课程' onRetry={() => void r.retry()}>
      {() => (
        <MenuList
          testId='study-courses'
          items={r.data!.map((c) => ({
            key: String(c.CategoryId),
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
  const r = useLoaded(() => content.mainVideos(4))
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='还没有视频' onRetry={() => void r.retry()}>
      {() =>
        r.data!.map((v) => (
          <ContentRow
            key={v.VideoId}
            testId='study-video'
            title={v.Title}
            thumb={content.media(v.Poster)}
            desc={v.Summary}
            onClick={() => openRoute(pageUrl('pages/home/course/videoList', { categoryId: v.CategoryId, videoId: v.VideoId, title: v.CategoryName }))}
          />
        ))
      }
    </AsyncView>
  )
})

const Lives = observer(function Lives() {
  const { content } = useStore()
  const r = useLoaded(() => content.liveTop(3))
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='现在没有直播' emptyHint='直播课开播前会在这里预告' onRetry={() => void r.retry()}>
      {() =>
        r.data!.map((l) => (
          <ContentRow
            key={l.LiveId}
            testId='study-live'
            title={l.Title}
            desc={l.Summary}
            tag={<Text className={`zy-live-state zy-live-state--${l.State}`}>{l.StateText}</Text>}
            onClick={() => openRoute('pages/home/live-video/index')}
          />
        ))
      }
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
      <Section flush>
        <KindTabs tabs={KINDS} value={kind} onChange={setKind} testId='study-tabs' />
        {kind === 'course' ? <Courses /> : kind === 'video' ? <Videos /> : <Lives />}
      </Section>
      <DemoNote what='课程、视频和直播' />
    </PageShell>
  )
}
