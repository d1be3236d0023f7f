import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { RankedSchool } from '../../services/lookup'
import { SourceTag } from '../source-tag'
import { num } from '.'
import { openSchool } from './routes'
import { schoolTags } from './school-card'
import './rank-row.scss'

/** One school of a selectivity ranking (院校排名, 专业排名). */
export function RankRow({ r, extra }: { r: RankedSchool; extra?: ReactNode }) {
  return (
    <View className='lk-crank__row' data-testid='rank-row' onClick={() => openSchool(r.School.SchoolId)}>
      <Text className={`lk-crank__pos ${r.Position <= 3 ? 'lk-crank__pos--top' : ''}`}>{r.Position}</Text>
      <View className='lk-crank__body'>
        <Text className='lk-crank__name'>{r.School.SchoolName}</Text>
        <View className='zy-lk-tags'>
          {schoolTags(r.School)
            .slice(0, 4)
            .map((t, i) => (
              <Text key={i} className={`zy-lk-tag ${t.key ? 'zy-lk-tag--key' : ''}`}>
                {t.text}
              </Text>
            ))}
        </View>
        <Text className='zy-lk-muted lk-block'>
          最低位次中位数 <Text className='lk-crank__num'>{num(r.MedianMinRank)}</Text> · 最好 {num(r.BestMinRank)} · {r.SampleSize} 条数据
          {r.DerivedShare > 0 ? ` · ${Math.round(r.DerivedShare * 100)}% 为推算位次` : ''}
        </Text>
        {extra}
        <View className='lk-crank__src'>
          <SourceTag compact source={r.Source} derived={r.DerivedShare > 0} what={`${r.School.SchoolName} 录取位次中位数 ${num(r.MedianMinRank)}`} />
        </View>
      </View>
    </View>
  )
}
