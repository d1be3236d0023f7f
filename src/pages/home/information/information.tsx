import { PageShell } from '../../../components/page-shell'
import { NewsPage } from '../../../components/news-page'

/** 资讯: news by category, with a search (demo content). */
export default function InformationPage() {
  return (
    <PageShell>
      <NewsPage kind='news' />
    </PageShell>
  )
}
