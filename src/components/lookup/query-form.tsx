import { Input, Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { rootStore } from '../../stores'
import type { LineContext, PickedSchool } from '../../stores/lookup'
import { Chips, SelectField } from '.'

/**
 * The province / track / year / school / keyword form of the 招生计划 and 录取数据 queries. Years come from the
 * data (the last answer for the province); 全部 sends no year.
 */
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
  return (
    <View>
      <SelectField
        label='生源省份'
        testId='query-province'
        options={rootStore.province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
        value={ctx.provinceId}
        onChange={(id) =>
          void ctx.setProvince(id).then(() => {
            ctx.setYear(null)
            onChange?.()
          })
        }
      />
      <View className='zy-lk-field'>
        <Text className='zy-lk-field__label'>科类</Text>
        <Chips
          options={[{ key: 0, label: '全部' }, ...ctx.tracks.map((t) => ({ key: t.subjectType, label: t.name }))]}
          value={ctx.subjectType ?? 0}
          onChange={(t) => ctx.setSubjectType(t ? (t as 1 | 2 | 3) : null)}
        />
      </View>
      {ctx.years.length ? (
        <View className='zy-lk-field'>
          <Text className='zy-lk-field__label'>年份</Text>
          <Chips options={[{ key: 0, label: '全部' }, ...ctx.years.map((y) => ({ key: y, label: String(y) }))]} value={ctx.year ?? 0} onChange={(y) => ctx.setYear(y ? y : null)} />
        </View>
      ) : null}
      <View className='zy-lk-field' onClick={onPickSchool} data-testid='query-school'>
        <Text className='zy-lk-field__label'>院校</Text>
        <Text className={school ? '' : 'zy-lk-muted'} style={{ flex: 1 }}>
          {school ? school.SchoolName : '不限（点按选择院校）'}
        </Text>
        <Text className='zy-lk-muted'>›</Text>
      </View>
      <View className='zy-lk-field'>
        <Text className='zy-lk-field__label'>关键词</Text>
        <Input className='zy-lk-field__input' value={keyword} maxlength={40} placeholder='院校或专业名称（可不填）' onInput={(e) => onKeyword(e.detail.value)} />
      </View>
      {children}
      <View className='zy-lk-between zy-lk-gap-top'>
        <Text className='zy-lk-muted'>包含专项、艺体、中外合作等特殊类型</Text>
        <Switch checked={includeSpecial} color='#1f5eff' onChange={(e) => onIncludeSpecial(e.detail.value)} />
      </View>
    </View>
  )
})
