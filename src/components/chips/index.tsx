/**
 * Choices as taro-ui tags (AtTag): `Chip` one tag, `Chips` one of a row (or none, with `allLabel` / `allowNone`),
 * `MultiChips` several at once. A long row scrolls sideways unless `wrap`.
 */
import { ScrollView, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import 'taro-ui/lib/style/components/tag.scss'
import './index.scss'

export interface ChipOption<K> {
  key: K
  label: string
  disabled?: boolean
}

export function Chip({ text, on, disabled, onClick, testId }: { text: string; on: boolean; disabled?: boolean; onClick: () => void; testId?: string }) {
  return (
    // the tap is taken on the wrapper, which carries the test id
    <View className='zy-chip' data-testid={testId} data-active={on ? 'true' : 'false'} onClick={() => (disabled ? undefined : onClick())}>
      <AtTag circle active={on} disabled={disabled}>
        {text}
      </AtTag>
    </View>
  )
}

export interface ChipsProps<K> {
  options: readonly ChipOption<K>[]
  value: K | null
  onChange: (k: K | null) => void
  /** a first chip meaning 「no choice」 (value null), e.g. 全部 */
  allLabel?: string
  /** tapping the chosen chip clears the choice */
  allowNone?: boolean
  /** wrap onto more lines instead of scrolling sideways */
  wrap?: boolean
  testId?: string
}

export function Chips<K extends string | number>({ options, value, onChange, allLabel, allowNone, wrap, testId }: ChipsProps<K>) {
  const chips = (
    <View className={`zy-chips__row ${wrap ? 'zy-chips__row--wrap' : ''}`}>
      {allLabel ? <Chip text={allLabel} on={value === null} onClick={() => onChange(null)} /> : null}
      {options.map((o) => {
        const on = o.key === value
        return <Chip key={String(o.key)} text={o.label} on={on} disabled={o.disabled} onClick={() => onChange(on && allowNone ? null : o.key)} />
      })}
    </View>
  )
  if (wrap) {
    return (
      <View className='zy-chips' data-testid={testId}>
        {chips}
      </View>
    )
  }
  return (
    <ScrollView scrollX enableFlex className='zy-chips zy-chips--scroll' data-testid={testId}>
      {chips}
    </ScrollView>
  )
}

/** Several chosen at once (filters); always wraps. */
export function MultiChips<K extends string | number>({
  options,
  values,
  onToggle,
  testId,
}: {
  options: readonly ChipOption<K>[]
  values: readonly K[]
  onToggle: (k: K) => void
  testId?: string
}) {
  return (
    <View className='zy-chips' data-testid={testId}>
      <View className='zy-chips__row zy-chips__row--wrap'>
        {options.map((o) => (
          <Chip key={String(o.key)} text={o.label} on={values.includes(o.key)} disabled={o.disabled} onClick={() => onToggle(o.key)} />
        ))}
      </View>
    </View>
  )
}

export default Chips
