import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/ui/list-page'
import { open, Note } from '../../../components/ui'

const SECTORS = [
  { key: 'tech', title: '信息技术' },
  { key: 'manufacture', title: '制造业' },
  { key: 'finance', title: '金融' },
  { key: 'health', title: '医疗健康' },
  { key: 'education', title: '教育' },
  { key: 'public', title: '公共管理' },
]

/** 行业列表: browse industries to see what work a major leads to. */
export default function IndustryListPage() {
  return (
    <PageShell>
      <ListPageBody search='搜索行业名称' chips={SECTORS} emptyHint='行业库上线后，可查看各行业的发展前景、相关专业和职业' />
      <Note>
        想从兴趣出发？试试<Text onClick={() => open('pages/home/occupation/occupationtypesearch')}>「按兴趣代码找职业」</Text>。
      </Note>
    </PageShell>
  )
}
