import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

const STAGES = [
  { key: 'basic', title: '规则入门' },
  { key: 'method', title: '填报方法' },
  { key: 'case', title: '案例分析' },
]

/** 志愿课程: lessons on the rules and methods of filling wishes. */
export default function WishCoursePage() {
  return (
    <PageShell>
      <ListPageBody tabs={STAGES} emptyHint='志愿课程上线后，可从规则入门学到案例分析' />
    </PageShell>
  )
}
