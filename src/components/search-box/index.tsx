/**
 * Searching, on taro-ui's AtSearchBar: `SearchBox` is a real search (input, clear, 搜索 — also the keyboard's
 * search key); `SearchEntry` only looks like one and opens the search page when tapped.
 */
import { View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/search-bar.scss'
import { confirmedText } from '../../utils/confirmed-text'
import './index.scss'

export interface SearchBoxProps {
  value: string
  placeholder: string
  onInput: (v: string) => void
  onSearch: (v: string) => void
  focus?: boolean
  maxLength?: number
  testId?: string
  /** inside a card: no margins of its own */
  inset?: boolean
}

export function SearchBox({ value, placeholder, onInput, onSearch, focus, maxLength = 40, testId, inset }: SearchBoxProps) {
  return (
    <View className={`zy-search-box ${inset ? 'zy-search-box--inset' : ''}`} data-testid={testId}>
      <AtSearchBar
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        focus={focus}
        actionName='搜索'
        showActionButton
        onChange={(v: string) => onInput(v)}
        onClear={() => onInput('')}
        onConfirm={(e: { detail?: { value?: unknown } }) => onSearch(confirmedText(e, value))}
        onActionClick={() => onSearch(value)}
      />
    </View>
  )
}

/** Looks like a search box; a tap anywhere on it opens the search page (`onClick`). */
export function SearchEntry({ placeholder, onClick, testId }: { placeholder: string; onClick: () => void; testId?: string }) {
  return (
    <View className='zy-search-box zy-search-box--entry' data-testid={testId} onClick={onClick}>
      <AtSearchBar value='' placeholder={placeholder} disabled onChange={() => undefined} />
      {/* a disabled input swallows taps in some browsers: the cover takes them */}
      <View className='zy-search-box__cover' />
    </View>
  )
}

export default SearchBox
