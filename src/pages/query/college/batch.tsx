import { PageShell } from '../../../components/page-shell'
import { BatchChoice } from '../../../components/batch-picker'

/** 选择批次 for 院校优先. */
export default function CollegeBatchPage() {
  return (
    <PageShell>
      <BatchChoice newExam={false} next='pages/query/college/index' />
    </PageShell>
  )
}
