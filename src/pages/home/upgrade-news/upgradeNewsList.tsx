import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

const KINDS = [
  { key: 'policy', title: '招生政策' },
  { key: 'line', title: '分数线' },
  { key: 'plan', title: '招生计划' },
  { key: 'school', title: '院校动态' },
]

/** 升学资讯: news about admissions, by kind. */
export default function UpgradeNewsListPage() {
  return (
    <PageShell>
      <ListPageBody tabs={KINDS} emptyHint='升学资讯上线后，最新的招生政策、分数线和院校动态会显示在这里' />
    </PageShell>
  )
}
