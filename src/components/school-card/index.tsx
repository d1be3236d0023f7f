/** A school in a list: its initial (taro-ui's AtAvatar), name, place and tags, and an optional action at the right. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtAvatar } from 'taro-ui'
import type { SchoolBrief } from '../../model/lookup'
import { SchoolTags } from '../school-tags'
import 'taro-ui/lib/style/components/avatar.scss'
import './index.scss'

export function SchoolCard({
  school,
  onClick,
  right,
  testId = 'school-card',
}: {
  school: SchoolBrief
  onClick?: () => void
  right?: ReactNode
  testId?: string
}) {
  return (
    <View className='zy-school-card' onClick={onClick} data-testid={testId}>
      <AtAvatar circle size='small' text={school.SchoolName.slice(0, 1)} className='zy-school-card__logo' />
      <View className='zy-school-card__body'>
        <Text className='zy-school-card__name'>{school.SchoolName}</Text>
        <Text className='zy-school-card__meta'>{[school.ProvinceName, school.City].filter(Boolean).join(' · ')}</Text>
        <SchoolTags school={school} />
      </View>
      {right ? <View className='zy-school-card__right'>{right}</View> : null}
    </View>
  )
}

export default SchoolCard
