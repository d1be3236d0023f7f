import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'

export default function HomeExpertConsultingWishCoursePage() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
