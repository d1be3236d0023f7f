import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

/** 搜索职业. */
export default function OccupationSearchPage() {
  return (
    <PageShell>
      <ListPageBody search='输入职业名称，如 软件工程师' emptyText='输入职业名称开始搜索' emptyHint='职业库上线后可按名称搜索职业' />
    </PageShell>
  )
}
