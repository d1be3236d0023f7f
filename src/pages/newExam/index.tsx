import { PageShell } from '../../components/page-shell'
import { RecommendBody } from '../../components/wish'

export default function NewExamFillPage() {
  return (
    <PageShell>
      <RecommendBody unit='院校专业组' tablePath='pages/newExam/adjust-wish/collegeToSpecialty' emptyHint='新高考志愿推荐上线后，这里会按你的选考科目列出可报的院校专业组' />
    </PageShell>
  )
}
