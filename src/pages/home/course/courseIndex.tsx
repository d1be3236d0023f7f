import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'
import { EntryGrid, Section } from '../../../components/ui'
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
      <ListPageBody search='搜索课程' tabs={GRADES} emptyHint='课程上线后，可按年级和科目找到同步课程' />
    </PageShell>
  )
}
