import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'

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
      <ListPageBody tabs={KINDS} emptyHint='视频上线后，可按政策解读、填报技巧、专业和院校介绍分类观看' />
    </PageShell>
  )
}
