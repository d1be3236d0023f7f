/** A major of the catalogue in a list (name; code, discipline and class, 特设 / 国家控制布点), on AtListItem. */
import { View } from '@tarojs/components'
import { AtListItem } from 'taro-ui'
import type { SpecialtyBrief } from '../../model/lookup'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/list.scss'
import './index.scss'

export function majorMeta(m: SpecialtyBrief): string {
  return `${m.MajorCode} · ${m.DisciplineName} / ${m.ClassName}${m.IsSpecial ? ' · 特设' : ''}${m.IsControlled ? ' · 国家控制布点' : ''}`
}

export function MajorRow({ m, onClick }: { m: SpecialtyBrief; onClick: () => void }) {
  return (
    <View className='zy-major-row' data-testid='major-row' onClick={onClick}>
      <AtListItem title={m.MajorName} note={majorMeta(m)} arrow='right' />
    </View>
  )
}

export default MajorRow
