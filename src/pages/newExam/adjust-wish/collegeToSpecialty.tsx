import { PageShell } from '../../../components/page-shell'
import { WishTableBody } from '../../../components/wish'

export default function CollegeToSpecialtyPage() {
  return (
    <PageShell>
      <WishTableBody unitTitle='院校专业组' addPath='pages/newExam/index' />
    </PageShell>
  )
}
