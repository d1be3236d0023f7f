import { PageShell } from '../../../components/page-shell'
import { ListPageBody } from '../../../components/list-page-body'
import holland from '../../../assets/entries/holland.png'
import { View } from '@tarojs/components'
import { MenuList, openRoute } from '../../../components/menu-list'
import { SearchEntry } from '../../../components/search-box'
import { Section } from '../../../components/section'

const GROUPS = [
  { key: 'it', title: '计算机与互联网' },
  { key: 'engineering', title: '工程技术' },
  { key: 'medicine', title: '医疗卫生' },
  { key: 'education', title: '教育' },
  { key: 'finance', title: '金融财会' },
  { key: 'law', title: '法律' },
  { key: 'art', title: '文化艺术' },
]

/** 职业库: search, browse by group, or find by interest code. */
export default function OccupationPage() {
  return (
    <PageShell>
      <View style={{ padding: '12px' }}>
        <SearchEntry placeholder='搜索职业名称' onClick={() => openRoute('pages/home/occupation/occupationsearch')} testId='occupation-search' />
      </View>
      <Section>
        <MenuList
          items={[
            {
              key: 'riasec',
              title: '按兴趣代码找职业',
              icon: holland,
              desc: '用霍兰德兴趣代码（如 RIA）找相近的职业',
              route: 'pages/home/occupation/occupationtypesearch',
            },
          ]}
        />
      </Section>
      <ListPageBody chips={GROUPS} emptyText='目前还没有职业资料' />
    </PageShell>
  )
}
