import { PageShell } from '../../../components/page-shell'
import { NewsPage } from '../../../components/news-page'

/** 升学资讯: exam, score, filing and admission milestones, by kind (demo content). */
export default function UpgradeNewsListPage() {
  return (
    <PageShell>
      <NewsPage kind='upgrade' />
    </PageShell>
  )
}
