import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

/** 视频列表: the videos of one category. */
export default function VideoListPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索视频' emptyText='这个分类还没有视频' emptyHint='回到视频分类，换一个分类看看' />
    </PageShell>
  )
}
