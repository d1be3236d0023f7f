/**
 * The province / track / year / school / keyword form of the 招生计划 and 录取数据 queries. Years come from the
 * data (the last answer for the province); 全部 sends no year.
 */
import type { ReactNode } from 'react'
import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import type { LineContext, PickedSchool } from '../../stores/lookup'
import { Chips } from '../chips'
import { Field } from '../form-field'
import { MenuList } from '../menu-list'
import { PickerRow } from '../picker-row'
import './index.scss'

export const QueryForm = observer(function QueryForm({
  ctx,
  school,
  onPickSchool,
  keyword,
  onKeyword,
  includeSpecial,
  onIncludeSpecial,
  onChange,
  children,
}: {
  ctx: LineContext
  school: PickedSchool | null
  onPickSchool: () => void
  keyword: string
  onKeyword: (k: string) => void
  includeSpecial: boolean
  onIncludeSpecial: (v: boolean) => void
  /** a field that changes what the data holds (province) was changed */
  onChange?: () => void
  children?: ReactNode
}) {
  const { province } = useStore()
  return (
    <View className='zy-query-form'>
      <PickerRow
        label='生源省份'
        testId='query-province'
        options={province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
        value={ctx.provinceId}
        onChange={(id) =>
          void ctx.setProvince(id).then(() => {
            ctx.setYear(null)
            onChange?.()
          })
        }
      />
      <LabelledRow label='科类'>
        <Chips
          options={[{ key: 0, label: '全部' }, ...ctx.tracks.map((t) => ({ key: t.subjectType, label: t.name }))]}
          value={ctx.subjectType ?? 0}
          onChange={(t) => ctx.setSubjectType(t ? t : null)}
        />
      </LabelledRow>
      {ctx.years.length ? (
        <LabelledRow label='年份'>
          <Chips
            options={[{ key: 0, label: '全部' }, ...ctx.years.map((y) => ({ key: y, label: String(y) }))]}
            value={ctx.year ?? 0}
            onChange={(y) => ctx.setYear(y ? y : null)}
          />
        </LabelledRow>
      ) : null}
      <MenuList
        items={[{ key: 'school', title: '院校', extra: school ? school.SchoolName : '不限（点按选择）', onClick: onPickSchool, testId: 'query-school' }]}
      />
      <Field name='keyword' title='关键词' value={keyword} maxLength={40} placeholder='院校或专业名称（可不填）' onChange={onKeyword} />
      {children}
      <View className='zy-query-form__switch'>
        <Text>包含专项、艺体、中外合作等特殊类型</Text>
        <Switch checked={includeSpecial} color='#1f5eff' onChange={(e) => onIncludeSpecial(e.detail.value)} />
      </View>
    </View>
  )
})

/** A label at the left of a row of chips (科类, 年份) inside a query form. */
export function LabelledRow({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <View className='zy-query-form__row'>
      <Text className='zy-query-form__label'>{label}</Text>
      <View className='zy-query-form__value'>{children}</View>
    </View>
  )
}

export default QueryForm
