import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'

export default function PersonalLoginLoginPage() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
