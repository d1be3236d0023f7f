import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

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
      <ListPageBody tabs={KINDS} emptyText='这里还没有升学资讯' emptyHint='招生政策和分数线请看各省教育考试院的公告，分数线可在「批次线」「录取数据」中查询' />
    </PageShell>
  )
}
