import { PageShell } from '../../../components/page-shell'
import { WishListPage } from '../../../components/wish-page'

/**
 * 自主填报 (Wish/MySelf; Wish/MySelfSearch once a keyword is typed): every unit of the batch, the ones we do
 * not recommend included, each with its reason.
 */
export default function SelfFillPage() {
  return (
    <PageShell>
      <WishListPage
        kind='self'
        kindFor={(f) => (f.Keyword.trim() ? 'self-search' : 'self')}
        what='搜索院校和专业并加入志愿表'
        placeholder='输入院校或专业名称'
        emptyHint='换个名称试试，或清空搜索看全部'
      />
    </PageShell>
  )
}
