import { useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { Section, Tabs, EntryGrid, type EntryItem } from '../../components/ui'
import course from '../../assets/entries/course.png'
import news from '../../assets/entries/news.png'
import data from '../../assets/entries/data.png'
import plan from '../../assets/entries/plan.png'

type Kind = 'course' | 'video' | 'live'

const KINDS: { key: Kind; title: string }[] = [
  { key: 'course', title: '课程' },
  { key: 'video', title: '视频' },
  { key: 'live', title: '直播' },
]

const ENTRIES: EntryItem[] = [
  { key: 'courses', title: '全部课程', icon: course, route: 'pages/home/course/courseIndex' },
  { key: 'videos', title: '视频分类', icon: data, route: 'pages/home/course/videoCategory' },
  { key: 'live', title: '直播课', icon: news, route: 'pages/home/live-video/index' },
  { key: 'wish', title: '志愿课程', icon: plan, route: 'pages/home/expert-consulting/wish-course' },
]

const EMPTY_HINT: Record<Kind, string> = {
  course: '课程上线后，可按年级和科目找到同步课程',
  video: '志愿填报讲解、专业解读等视频上线后会显示在这里',
  live: '直播课开播前会在这里预告',
}

/** 在线学习 (shown in the tab bar only when OnlineLearningEnable allows it). */
export default function OnlineStudyPage() {
  const [kind, setKind] = useState<Kind>('course')
  return (
    <PageShell>
      <Section flush>
        <EntryGrid items={ENTRIES} columns={4} testId='study-entries' />
      </Section>
      <Section flush>
        <Tabs tabs={KINDS} value={kind} onChange={setKind} testId='study-tabs' />
        <EmptyView hint={EMPTY_HINT[kind]} />
      </Section>
    </PageShell>
  )
}
