import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'
import { openRoute } from '../../../components/menu-list'
import { Note } from '../../../components/note'

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
      <ListPageBody search='搜索行业名称' chips={SECTORS} emptyText='目前还没有行业资料' />
      <Note>
        想从兴趣出发？试试<Text onClick={() => openRoute('pages/home/occupation/occupationtypesearch')}>「按兴趣代码找职业」</Text>。
      </Note>
    </PageShell>
  )
}
