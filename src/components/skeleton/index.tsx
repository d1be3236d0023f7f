import { View } from '@tarojs/components'
import './index.scss'

export interface SkeletonProps {
  /** how many list rows to draw */
  rows?: number
  /** draw an avatar/logo block at the start of each row */
  avatar?: boolean
  /** when false the children render instead */
  loading?: boolean
  children?: React.ReactNode
}

/** Grey placeholder rows shown while a list or card loads. */
export function Skeleton({ rows = 4, avatar = false, loading = true, children }: SkeletonProps) {
  if (!loading) return <>{children}</>
  return (
    <View className='zy-skeleton' data-testid='skeleton'>
      {Array.from({ length: rows }, (_, i) => (
        <View className='zy-skeleton__row' key={i}>
          {avatar ? <View className='zy-skeleton__avatar' /> : null}
          <View className='zy-skeleton__lines'>
            <View className='zy-skeleton__line zy-skeleton__line--title' />
            <View className='zy-skeleton__line' />
            <View className='zy-skeleton__line zy-skeleton__line--short' />
          </View>
        </View>
      ))}
    </View>
  )
}

export default Skeleton
