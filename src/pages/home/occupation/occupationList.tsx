import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

/** 职业列表: the occupations of one group. */
export default function OccupationListPage() {
  return (
    <PageShell>
      <ListPageBody emptyHint='这个类别的职业上线后会列在这里' />
    </PageShell>
  )
}
