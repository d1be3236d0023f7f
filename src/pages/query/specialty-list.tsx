import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { WishListPage, useNumberParam } from '../../components/wish-page'
import { EmptyView } from '../../components/empty-view'

/** 专业列表 (Wish/SpecialtyList): one school's majors with their probability; add them to the draft. */
export default function SpecialtyListPage() {
  const schoolId = useNumberParam('SchoolId')
  const name = decodeURIComponent(useRouter().params.SchoolName ?? '')
  if (schoolId === null) {
    return (
      <PageShell>
        <EmptyView text='请先选择院校' hint='从院校优先或院校筛选中点「看专业」打开' />
      </PageShell>
    )
  }
  return (
    <PageShell>
      <WishListPage
        kind='school-majors'
        filters={{ SchoolId: schoolId }}
        what='查看院校的专业和录取概率'
        showFilters={false}
        emptyText='暂无数据~'
        emptyHint='我们没有这所院校在你省按专业公布的录取数据'
        header={
          name ? (
            <View className='zy-page-head'>
              <Text>{name} · 在你省招生的专业</Text>
            </View>
          ) : null
        }
      />
    </PageShell>
  )
}
