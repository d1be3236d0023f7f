import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

/** 搜索职业. */
export default function OccupationSearchPage() {
  return (
    <PageShell>
      <ListPageBody search='输入职业名称，如 软件工程师' emptyText='输入职业名称开始搜索' emptyHint='目前还没有职业资料，搜索不到职业' />
    </PageShell>
  )
}
