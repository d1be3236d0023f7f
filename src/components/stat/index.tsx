/** A key figure with its label under it (查位次's rank, count and score range), several in a row. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export function Stat({ label, value, sub, small }: { label: string; value: ReactNode; sub?: ReactNode; small?: boolean }) {
  return (
    <View className='zy-stat'>
      <Text className={`zy-stat__value ${small ? 'zy-stat__value--small' : ''}`}>{value}</Text>
      <Text className='zy-stat__label'>{label}</Text>
      {sub ? <View className='zy-stat__sub'>{sub}</View> : null}
    </View>
  )
}

export default Stat
