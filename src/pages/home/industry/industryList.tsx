import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { MenuList, openRoute } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { OursTag } from '../../../components/occupation-row'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'

/** 行业列表: the 20 门类 of the national industry classification, each opening its details. */
function IndustryListPage() {
  const career = useStore().part(CareerStore)
  const list = useLoaded(() => career.load('Career/IndustryList', {}), [])
  return (
    <PageShell>
      <AsyncView state={list} isEmpty={!list.data?.List.length} onRetry={() => void list.retry()} emptyText='暂无行业资料' skeletonRows={8}>
        {() => (
          <>
            <View className='zy-lk-pad zy-lk-gap-top'>
              <Text className='zy-lk-muted'>按{list.data!.Standard}的 20 个门类浏览</Text>
            </View>
            <MenuList
              testId='industry-list'
              items={list.data!.List.map((i) => ({
                key: i.Code,
                title: `${i.Code} ${i.Name}`,
                desc: i.Description,
                dataKey: i.Code,
                testId: 'industry-row',
                route: `pages/home/industry/industryDetails?IndustryCode=${i.Code}`,
              }))}
            />
            <Note>
              行业简介
              <OursTag />
              。想从兴趣出发？试试
              <Text className='zy-lk-link' onClick={() => openRoute('pages/home/occupation/occupationtypesearch')}>
                「按兴趣代码找职业」
              </Text>
              。
            </Note>
          </>
        )}
      </AsyncView>
    </PageShell>
  )
}

export default observer(IndustryListPage)
