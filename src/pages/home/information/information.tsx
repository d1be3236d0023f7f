import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

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
      <ListPageBody search='搜索资讯' tabs={CATEGORIES} emptyText='这里还没有资讯' emptyHint='招生政策请先看各省教育考试院的公告' />
    </PageShell>
  )
}
