import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'

export default function PersonalAuditWishPage() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
