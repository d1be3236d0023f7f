/**
 * One item of a content list — a news item, a course, a video, a live lesson: its picture at the left (optional),
 * the title, a line of summary and a line of small facts, and a tag at the right (a state, 示例内容).
 */
import type { ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import './index.scss'

export interface ContentRowProps {
  title: string
  thumb?: string
  desc?: string
  meta?: ReactNode
  tag?: ReactNode
  onClick?: () => void
  testId?: string
  dataKey?: string | number
}

export function ContentRow({ title, thumb, desc, meta, tag, onClick, testId = 'content-row', dataKey }: ContentRowProps) {
  return (
    <View className='zy-content-row' data-testid={testId} data-key={dataKey} onClick={onClick}>
      {thumb ? <Image className='zy-content-row__thumb' src={thumb} mode='aspectFill' /> : null}
      <View className='zy-content-row__body'>
        <View className='zy-content-row__head'>
          <Text className='zy-content-row__title'>{title}</Text>
          {tag}
        </View>
        {desc ? <Text className='zy-content-row__desc'>{desc}</Text> : null}
        {meta ? <View className='zy-content-row__meta'>{meta}</View> : null}
      </View>
    </View>
  )
}
