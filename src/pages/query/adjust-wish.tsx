import { PageShell } from '../../components/page-shell'
import { WishTableBody } from '../../components/wish'

export default function AdjustWishPage() {
  return (
    <PageShell>
      <WishTableBody unitTitle='院校+专业' addPath='pages/query/index' />
    </PageShell>
  )
}
