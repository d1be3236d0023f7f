import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治'].map((s) => ({ key: s, title: s }))

/** 课程列表: the courses of a grade, by subject. */
export default function CourseListPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索课程名称' chips={SUBJECTS} emptyHint='课程上线后会按科目列在这里' />
    </PageShell>
  )
}
