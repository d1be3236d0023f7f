import { PageShell } from '../../../components/page-shell'
import { SearchBody } from '../../../components/wish'

export default function SelfFillPage() {
  return (
    <PageShell>
      <SearchBody placeholder='输入院校或专业名称' kinds={[{ key: 'school', title: '找院校' }, { key: 'major', title: '找专业' }]} emptyHint='自主填报上线后，搜索到的院校和专业可逐条加入志愿表' />
    </PageShell>
  )
}
