import { PageShell } from '../../../components/page-shell'
import { WishGate } from '../../../components/wish-gate'
import { WishTable } from '../../../components/wish-table'
import { useNumberParam } from '../../../components/wish-page'

/** The draft wish table of the batch: pages/query/adjust-wish under this route (that file says why it is not a re-export). */
export default function WishTablePage() {
  const batchId = useNumberParam('BatchId')
  return (
    <PageShell>
      <WishGate batchId={batchId} what='查看、调整和保存志愿表'>
        {(batch) => <WishTable batch={batch} />}
      </WishGate>
    </PageShell>
  )
}
