import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'

export default function PersonalMbtidetail2Page() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
