import { PageShell } from '../../../components/page-shell'
import { RecommendBody } from '../../../components/wish'

export default function CollegeFirstPage() {
  return (
    <PageShell>
      <RecommendBody unit='院校' tablePath='pages/query/adjust-wish' emptyHint='院校优先推荐上线后，这里会按冲、稳、保列出院校，点开再选专业' />
    </PageShell>
  )
}
