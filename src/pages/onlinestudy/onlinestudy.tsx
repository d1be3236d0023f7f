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
import { MenuList, type MenuItem } from '../../components/menu-list'
import { DemoTag } from '../../components/content-tag'
import { useStore } from '../../stores'
import { pageUrl } from '../../utils/url'

type Kind = 'course' | 'video' | 'live'

const KINDS: { key: Kind; title: string }[] = [
  { key: 'course', title: '课程' },
  { key: 'video', title: '推荐视频' },
  { key: 'live', title: '直播' },
]

const COURSE = 'pages/home/course/'
const LIVE = 'pages/home/live-video/index'

const ENTRIES: EntryItem[] = [
  { key: 'courses', title: '全部课程', icon: course, route: `${COURSE}courseIndex` },
  { key: 'videos', title: '视频分类', icon: data, route: `${COURSE}videoCategory` },
  { key: 'live', title: '直播课', icon: news, route: LIVE },
  { key: 'wish', title: '志愿课程', icon: plan, route: 'pages/home/expert-consulting/wish-course' },
]

/** one tab's rows (the main package holds this tab page: its rows are the MenuList rows it already has) */
const Rows = observer(function Rows({ kind }: { kind: Kind }) {
  const store = useStore()
  const { content } = store
  const r = useLoaded(
    () =>
      store.resource<MenuItem[]>(() =>
        kind === 'course'
          ? content.get('Course/CatelogList', {}).then((d) =>
              d.map((c) => ({
                key: `${c.CategoryId}`,
                title: c.Name,
                extra: `${c.Count} 门课`,
                route: pageUrl(`${COURSE}courseList`, { categoryId: c.CategoryId }),
              })),
            )
          : kind === 'video'
            ? content.get('Portal/MainVideoList', { Count: 4 }).then((d) =>
                d.map((v) => ({
                  key: `${v.VideoId}`,
                  title: v.Title,
                  testId: 'study-video',
                  route: pageUrl(`${COURSE}videoList`, { categoryId: v.CategoryId, videoId: v.VideoId, title: v.CategoryName }),
                })),
              )
            : content
                .get('Career/CourseInfoList', { PageSize: 3 })
                .then((d) => d.List.map((l) => ({ key: `${l.LiveId}`, title: l.Title, extra: l.StateText, route: LIVE }))),
      ),
    [kind],
  )
  return (
    <AsyncView state={r} isEmpty={!r.data?.length} emptyText='暂无内容' onRetry={() => void r.retry()}>
      {() => <MenuList items={r.data!} testId={`study-${kind}s`} />}
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
        <Rows kind={kind} />
      </Section>
    </PageShell>
  )
}
