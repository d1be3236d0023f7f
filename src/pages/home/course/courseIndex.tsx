import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'
import { EntryGrid } from '../../../components/entry-grid'
import { Section } from '../../../components/section'
import course from '../../../assets/entries/course.png'
import data from '../../../assets/entries/data.png'
import news from '../../../assets/entries/news.png'

const GRADES = [
  { key: 'g10', title: '高一' },
  { key: 'g11', title: '高二' },
  { key: 'g12', title: '高三' },
]

/** 课程: synchronous courses by grade, plus the video and live entries. */
export default function CourseIndexPage() {
  return (
    <PageShell>
      <Section flush>
        <EntryGrid
          columns={3}
          items={[
            { key: 'list', title: '课程列表', icon: course, route: 'pages/home/course/courseList' },
            { key: 'video', title: '视频分类', icon: data, route: 'pages/home/course/videoCategory' },
            { key: 'live', title: '直播课', icon: news, route: 'pages/home/live-video/index' },
          ]}
        />
      </Section>
      <ListPageBody search='搜索课程' tabs={GRADES} emptyText='这个年级还没有课程' emptyHint='可以先看「视频分类」和「直播课」' />
    </PageShell>
  )
}
