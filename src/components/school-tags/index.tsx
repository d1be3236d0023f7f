/**
 * A school's tags as the data knows them, as small taro-ui tags (AtTag): 985 / 211 / 双一流 highlighted, then level,
 * 公办 / 民办, type and the curated labels. 985/211/双一流 show only when true: a school outside the curated list of
 * key universities has unknown tags (null), which must not read as 「否」.
 */
import { View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import type { SchoolBrief } from '../../model/lookup'
import 'taro-ui/lib/style/components/tag.scss'
import './index.scss'

export type SchoolTagFacts = Pick<SchoolBrief, 'Level' | 'IsPrivate' | 'Is985' | 'Is211' | 'IsDoubleFirstClass' | 'SchoolType' | 'OtherTags'>

export function schoolTags(s: SchoolTagFacts): { text: string; key: boolean }[] {
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

/** Small tags in a wrapping row; `tone` 'key' draws a tag in the primary colour, 'warn' in amber. */
export function TagRow({ tags }: { tags: readonly { text: string; key?: boolean; tone?: 'key' | 'warn' }[] }) {
  return (
    <View className='zy-tags'>
      {tags.map((t, i) => (
        <AtTag key={i} size='small' className={`zy-tags__tag zy-tags__tag--${t.tone ?? (t.key ? 'key' : 'plain')}`}>
          {t.text}
        </AtTag>
      ))}
    </View>
  )
}

export function SchoolTags({ school, max }: { school: SchoolTagFacts; max?: number }) {
  const tags = schoolTags(school)
  return <TagRow tags={max ? tags.slice(0, max) : tags} />
}

export default SchoolTags
