import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

/** 视频列表: the videos of one category. */
export default function VideoListPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索视频' emptyHint='这个分类的视频上线后会列在这里' />
    </PageShell>
  )
}
