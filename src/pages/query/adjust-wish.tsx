import { PageShell } from '../../components/page-shell'
import { WishGate } from '../../components/wish-gate'
import { WishTable } from '../../components/wish-table'
import { useNumberParam } from '../../components/wish-page'

/**
 * The draft wish table of the batch (the province's fill mode decides majors and 调剂): order, check, save.
 * The same few lines stand in pages/query/adjust-wish and both pages/newExam/adjust-wish routes on purpose: the
 * mini-program build registers a page only from its own module, and a route that re-exports another page's module
 * leaves that other page blank in WeChat's engine (tests/weapp caught it).
 */
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
