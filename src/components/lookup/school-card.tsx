import { Text, View } from '@tarojs/components'
import type { SchoolBrief } from '../../services/lookup'
import './school-card.scss'

/**
 * Tags of a school as the data knows them. 985/211/双一流 are shown only when true: a school outside the curated
 * list of key universities has unknown tags (null), which must not read as 「否」.
 */
export function schoolTags(s: Pick<SchoolBrief, 'Level' | 'IsPrivate' | 'Is985' | 'Is211' | 'IsDoubleFirstClass' | 'SchoolType' | 'OtherTags'>): { text: string; key: boolean }[] {
  const tags: { text: string; key: boolean }[] = []
  if (s.Is985) tags.push({ text: '985', key: true })
  if (s.Is211) tags.push({ text: '211', key: true })
  if (s.IsDoubleFirstClass) tags.push({ text: '双一流', key: true })
  tags.push({ text: s.Level, key: false })
  tags.push({ text: s.IsPrivate ? '民办' : '公办', key: false })
  if (s.SchoolType) tags.push({ text: s.SchoolType, key: false })
  for (const t of s.OtherTags ?? []) tags.push({ text: t, key: false })
  return tags
}

export function SchoolCard({ school, onClick, right, testId = 'school-card' }: { school: SchoolBrief; onClick?: () => void; right?: React.ReactNode; testId?: string }) {
  return (
    <View className='zy-school-card' onClick={onClick} data-testid={testId}>
      <View className='zy-school-card__logo'>{school.SchoolName.slice(0, 1)}</View>
      <View className='zy-school-card__body'>
        <Text className='zy-school-card__name'>{school.SchoolName}</Text>
        <Text className='zy-school-card__meta'>{[school.ProvinceName, school.City].filter(Boolean).join(' · ')}</Text>
        <View className='zy-lk-tags'>
          {schoolTags(school).map((t, i) => (
            <Text key={i} className={`zy-lk-tag ${t.key ? 'zy-lk-tag--key' : ''}`}>
              {t.text}
            </Text>
          ))}
        </View>
      </View>
      {right ? <View className='zy-school-card__right'>{right}</View> : null}
    </View>
  )
}
