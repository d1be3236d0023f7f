/**
 * A labelled choice from a list: a taro-ui list row (AtListItem — label, the chosen value, chevron) that opens the
 * platform's own selector picker. Used by the lookup filters (province, year) and the account forms (region,
 * exam province). Without options yet it says the list is still loading instead of opening an empty picker.
 */
import { Picker, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtListItem } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/list.scss'
import './index.scss'

export interface PickerOption<K> {
  key: K
  label: string
}

export interface PickerRowProps<K> {
  label: string
  options: readonly PickerOption<K>[]
  value: K | null
  onChange: (key: K, index: number) => void
  placeholder?: string
  disabled?: boolean
  testId?: string
}

export function PickerRow<K extends string | number>({ label, options, value, onChange, placeholder = '请选择', disabled, testId }: PickerRowProps<K>) {
  const index = options.findIndex((o) => o.key === value)
  const row = (
    <View className={`zy-picker-row ${index < 0 ? 'zy-picker-row--empty' : ''}`} data-testid={testId}>
      <AtListItem title={label} extraText={index < 0 ? placeholder : options[index].label} arrow='right' disabled={disabled} />
    </View>
  )
  if (disabled || !options.length) {
    return (
      <View
        onClick={() => {
          if (!disabled && !options.length) void Taro.showToast({ title: `${label}列表加载中，请稍候`, icon: 'none', duration: 2000 })
        }}
      >
        {row}
      </View>
    )
  }
  return (
    <Picker
      mode='selector'
      range={options.map((o) => o.label)}
      value={Math.max(0, index)}
      onChange={(e) => {
        const i = Number(e.detail.value)
        const o = options[i]
        if (o) onChange(o.key, i)
      }}
    >
      {row}
    </Picker>
  )
}

export default PickerRow
