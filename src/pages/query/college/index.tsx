import { PageShell } from '../../../components/page-shell'
import { WishListPage, useBandParam } from '../../../components/wish-page'
import { go } from '../../../navigation'
import { pageUrl } from '../../../utils/url'

/** 院校优先 (Wish/SchoolFirstList): units by admission probability, each school's majors one tap away. */
export default function CollegeFirstPage() {
  const band = useBandParam()
  return (
    <PageShell>
      <WishListPage
        kind='school-first'
        filters={{ Band: band }}
        what='按录取概率推荐院校'
        emptyHint='换个筛选条件试试'
        extraFor={(row) =>
          row.SchoolId !== null
            ? {
                text: '看专业',
                onClick: () => void go(pageUrl('pages/query/specialty-list', { SchoolId: row.SchoolId, BatchId: row.BatchId, SchoolName: row.SchoolName })),
              }
            : null
        }
      />
    </PageShell>
  )
}
