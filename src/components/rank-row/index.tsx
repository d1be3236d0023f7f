/** One school of a selectivity ranking (院校排名, 专业排名): its place, name, tags, median lowest rank and source. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { RankedSchool } from '../../model/lookup'
import { openSchool } from '../../navigation/lookup-routes'
import { formatNumber } from '../../utils/number'
import { SchoolTags } from '../school-tags'
import { SourceTag } from '../source-tag'
import './index.scss'

export function RankRow({ r, extra }: { r: RankedSchool; extra?: ReactNode }) {
  return (
    <View className='zy-rank-row' data-testid='rank-row' onClick={() => openSchool(r.School.SchoolId)}>
      <Text className={`zy-rank-row__pos ${r.Position <= 3 ? 'zy-rank-row__pos--top' : ''}`}>{r.Position}</Text>
      <View className='zy-rank-row__body'>
        <Text className='zy-rank-row__name'>{r.School.SchoolName}</Text>
        <SchoolTags school={r.School} max={4} />
        <Text className='zy-rank-row__meta'>
          最低位次中位数 <Text className='zy-rank-row__num'>{formatNumber(r.MedianMinRank)}</Text> · 最好 {formatNumber(r.BestMinRank)} · {r.SampleSize} 条数据
          {r.DerivedShare > 0 ? ` · ${Math.round(r.DerivedShare * 100)}% 为推算位次` : ''}
        </Text>
        {extra}
        <View className='zy-rank-row__src'>
          <SourceTag compact source={r.Source} derived={r.DerivedShare > 0} what={`${r.School.SchoolName} 录取位次中位数 ${formatNumber(r.MedianMinRank)}`} />
        </View>
      </View>
    </View>
  )
}

export default RankRow
