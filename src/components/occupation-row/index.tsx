/**
 * One occupation in a list (职业库): name, its 中类 / 小类, the 大典's 绿色 / 数字 markers and our Holland code (labelled
 * 本产品整理 on the page), and the mark 「本产品整理」 used wherever a page shows what we wrote ourselves.
 */
import { Text, View } from '@tarojs/components'
import type { ProfessionBrief } from '../../stores/career'
import { openRoute } from '../menu-list'
import './index.scss'

export function openOccupation(code: string): void {
  openRoute(`pages/home/occupation/occupationDetails?ProfessionCode=${encodeURIComponent(code)}`)
}

export function OursTag({ text = '本产品整理' }: { text?: string }) {
  return (
    <Text className='zy-ours' data-testid='ours-tag'>
      {text}
    </Text>
  )
}

export function OccupationRow({ o, extra }: { o: ProfessionBrief; extra?: string }) {
  return (
    <View className='zy-occ' data-testid='occupation-row' data-code={o.Code} onClick={() => openOccupation(o.Code)}>
      <View className='zy-occ__top'>
        <Text className='zy-occ__name'>{o.Name}</Text>
        <Text className='zy-occ__code'>{o.Holland}</Text>
      </View>
      <Text className='zy-occ__meta'>
        {o.Code} · {o.MinorName}
        {o.WorkTypeCount ? ` · ${o.WorkTypeCount} 个工种` : ''}
      </Text>
      {o.Green || o.Digital || extra ? (
        <View className='zy-lk-tags'>
          {o.Digital ? <Text className='zy-lk-tag'>数字职业</Text> : null}
          {o.Green ? <Text className='zy-lk-tag'>绿色职业</Text> : null}
          {extra ? <Text className='zy-lk-tag'>{extra}</Text> : null}
        </View>
      ) : null}
    </View>
  )
}

export default OccupationRow
