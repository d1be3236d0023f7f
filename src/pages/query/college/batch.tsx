import { PageShell } from '../../../components/page-shell'
import { BatchChooser } from '../../../components/wish'

export default function CollegeBatchPage() {
  return (
    <PageShell>
      <BatchChooser next='pages/query/college/index' />
    </PageShell>
  )
}
