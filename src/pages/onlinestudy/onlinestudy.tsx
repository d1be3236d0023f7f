import { useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import course from '../../assets/entries/course.png'
import news from '../../assets/entries/news.png'
import data from '../../assets/entries/data.png'
import plan from '../../assets/entries/plan.png'
import { Section } from '../../components/section'
import { KindTabs } from '../../components/kind-tabs'
import { EntryGrid, type EntryItem } from '../../components/entry-grid'

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

const EMPTY: Record<Kind, { text: string; hint: string }> = {
  course: { text: '还没有课程', hint: '可以先看「志愿课程」了解怎么填志愿' },
  video: { text: '还没有视频', hint: '可以先看「志愿课程」了解怎么填志愿' },
  live: { text: '现在没有直播', hint: '直播课开播前会在这里预告' },
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
        <KindTabs tabs={KINDS} value={kind} onChange={setKind} testId='study-tabs' />
        <EmptyView text={EMPTY[kind].text} hint={EMPTY[kind].hint} />
      </Section>
    </PageShell>
  )
}
