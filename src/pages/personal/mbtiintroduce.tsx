import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'

export default function PersonalMbtiintroducePage() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
