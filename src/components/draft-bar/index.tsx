/**
 * The bottom bar of the filling pages: how many wishes the draft of this batch holds out of the batch's wish
 * count, and the way to the table page of the province's fill mode.
 */
import { Text, View } from '@tarojs/components'
import { AtBadge, AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { go } from '../../navigation'
import { tablePageOf, unitWord, type Batch } from '../../model/wish'
import { pagePath } from '../../utils/url'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/badge.scss'
import './index.scss'

export const DraftBar = observer(function DraftBar({ batch }: { batch: Batch }) {
  const { wish } = useStore()
  const n = wish.count(batch.BatchId)
  const max = batch.Rule.WishCount
  return (
    <View className='zy-draft-bar' data-testid='draft-bar' data-count={n}>
      <View className='zy-draft-bar__text'>
        <Text className='zy-draft-bar__title'>
          {batch.Name}志愿表 {n}/{max}
        </Text>
        <Text className='zy-draft-bar__hint'>{n >= max ? '已填满，可到志愿表中调整' : `每条志愿是一个${unitWord(batch.Rule.FillMode)}`}</Text>
      </View>
      <View className='zy-draft-bar__button' data-testid='open-table'>
        <AtBadge value={n > 0 ? n : ''} maxValue={999}>
          <AtButton type='primary' size='small' onClick={() => void go(pagePath(tablePageOf(batch.Rule.FillMode)))}>
            查看志愿表
          </AtButton>
        </AtBadge>
      </View>
    </View>
  )
})

export default DraftBar
