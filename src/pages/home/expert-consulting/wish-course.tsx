import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

const STAGES = [
  { key: 'basic', title: '规则入门' },
  { key: 'method', title: '填报方法' },
  { key: 'case', title: '案例分析' },
]

/** 志愿课程: lessons on the rules and methods of filling wishes. */
export default function WishCoursePage() {
  return (
    <PageShell>
      <ListPageBody tabs={STAGES} emptyText='目前还没有志愿课程' emptyHint='填报规则可在「志愿填报」里的「填报方式说明」查看' />
    </PageShell>
  )
}
