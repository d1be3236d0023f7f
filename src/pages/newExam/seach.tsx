import { PageShell } from '../../components/page-shell'
import { SearchBody } from '../../components/wish'

export default function NewExamSearchPage() {
  return (
    <PageShell>
      <SearchBody placeholder='输入院校名称' kinds={[{ key: 'school', title: '院校' }]} emptyHint='按名称找到院校后，可查看它在本省的专业组并加入志愿表' />
    </PageShell>
  )
}
