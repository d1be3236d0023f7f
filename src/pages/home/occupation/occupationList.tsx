import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

/** 职业列表: the occupations of one group. */
export default function OccupationListPage() {
  return (
    <PageShell>
      <ListPageBody emptyText='目前这个类别还没有职业资料' />
    </PageShell>
  )
}
