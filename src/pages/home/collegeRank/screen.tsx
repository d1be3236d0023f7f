import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'

export default function HomeCollegeRankScreenPage() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
