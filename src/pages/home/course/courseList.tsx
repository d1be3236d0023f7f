import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治'].map((s) => ({ key: s, title: s }))

/** 课程列表: the courses of a grade, by subject. */
export default function CourseListPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索课程名称' chips={SUBJECTS} emptyText='还没有这门学科的课程' emptyHint='换一个学科看看，或回到课程首页' />
    </PageShell>
  )
}
