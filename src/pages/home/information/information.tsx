import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

const CATEGORIES = [
  { key: 'hot', title: '热门' },
  { key: 'policy', title: '政策' },
  { key: 'fill', title: '填报指导' },
  { key: 'school', title: '院校' },
  { key: 'major', title: '专业' },
]

/** 资讯: news by category. */
export default function InformationPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索资讯' tabs={CATEGORIES} emptyHint='资讯栏目上线后，最新的招生政策和填报提醒会显示在这里' />
    </PageShell>
  )
}
