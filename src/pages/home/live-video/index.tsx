import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

const STATES = [
  { key: 'upcoming', title: '预告' },
  { key: 'live', title: '直播中' },
  { key: 'replay', title: '回放' },
]

/** 直播课: upcoming, live and replayed lessons. */
export default function LiveVideoPage() {
  return (
    <PageShell>
      <ListPageBody tabs={STATES} emptyText='暂无直播课' emptyHint='直播课开播前会在这里预告，结束后可看回放' />
    </PageShell>
  )
}
