import { PageShell } from '../../../components/page-shell'
import { WishTableBody } from '../../../components/wish'

export default function SpecialtyToCollegePage() {
  return (
    <PageShell>
      <WishTableBody unitTitle='专业+院校' addPath='pages/newExam/index' />
    </PageShell>
  )
}
