import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'

const KINDS = [
  { key: 'policy', title: '政策解读' },
  { key: 'fill', title: '填报技巧' },
  { key: 'major', title: '专业介绍' },
  { key: 'school', title: '院校介绍' },
]

/** 视频分类: videos grouped by topic. */
export default function VideoCategoryPage() {
  return (
    <PageShell>
      <ListPageBody tabs={KINDS} emptyText='这个分类还没有视频' emptyHint='换一个分类看看' />
    </PageShell>
  )
}
