import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { PagedList } from '../../../components/paged-list'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { OccupationRow } from '../../../components/occupation-row'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'

const CODE = /^[1-8](-\d{2}){0,2}$/

/** 职业列表: the occupations of one category (大类 / 中类 / 小类), or the 大典's digital / green ones, page by page. */
function OccupationListPage() {
  const career = useStore().part(CareerStore)
  const params = useRouter().params
  const code = String(params.CategoryCode ?? '')
  const hot = params.hot === 'green' || params.hot === 'digital' ? params.hot : null
  const name = decodeURIComponent(String(params.name ?? ''))
  const pager = useAutoPaging(
    () =>
      hot
        ? career.list('Profession/ProfessionHotList', { Kind: hot })
        : CODE.test(code)
          ? career.list('Profession/ProfessionList', { CategoryCode: code })
          : null,
    { pullDownRefresh: true },
  )
  return (
    <PageShell>
      <View className='zy-lk-pad zy-lk-gap-top'>
        <Text className='zy-lk-muted' data-testid='occupation-list-title'>
          {name || code}
          {pager?.loaded && !pager.error ? ` · 共 ${pager.total} 个职业` : ''}
        </Text>
      </View>
      <View className='zy-lk-pad' data-testid='occupation-list'>
        <PagedList
          pager={pager}
          emptyText='这个分类下暂无职业'
          emptyHint='回到职业库换一个分类看看'
          render={(items) => items.map((o) => <OccupationRow key={o.Code} o={o} />)}
        />
      </View>
    </PageShell>
  )
}

export default observer(OccupationListPage)
