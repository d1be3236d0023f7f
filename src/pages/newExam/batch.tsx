import { PageShell } from '../../components/page-shell'
import { BatchChooser } from '../../components/wish'

export default function NewExamBatchPage() {
  return (
    <PageShell>
      <BatchChooser next='pages/newExam/index' />
    </PageShell>
  )
}
