import { PageShell } from '../../components/page-shell'
import { BatchChoice } from '../../components/batch-picker'

/** 选择批次 for new-exam filling (Wish/NewExamBatchList). */
export default function NewExamBatchPage() {
  return (
    <PageShell>
      <BatchChoice newExam next='pages/newExam/index' />
    </PageShell>
  )
}
