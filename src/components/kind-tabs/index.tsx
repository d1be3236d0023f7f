/**
 * A row of tabs that choose a kind (全部 / MBTI / 霍兰德 …), on taro-ui's AtTabs. Labels never wrap: when they do
 * not all fit at 390 px the row scrolls sideways (AtTabs `scroll`), instead of breaking a word onto a second
 * line over the content below (the 「霍兰德职业兴趣」 tab of 我的测评 did).
 */
import { View } from '@tarojs/components'
import { AtTabs } from 'taro-ui'
import 'taro-ui/lib/style/components/tabs.scss'
import './index.scss'

export interface KindTab<K extends string> {
  key: K
  title: string
}

/** about how many Chinese characters fit in a row at 390 px, tab padding included */
const ROW_CHARS = 20

export function KindTabs<K extends string>({
  tabs,
  value,
  onChange,
  testId = 'kind-tabs',
}: {
  tabs: readonly KindTab<K>[]
  value: K
  onChange: (k: K) => void
  testId?: string
}) {
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.key === value),
  )
  const chars = tabs.reduce((n, t) => n + t.title.length + 2, 0)
  return (
    <View className='zy-kind-tabs' data-testid={testId} data-scroll={chars > ROW_CHARS ? 'true' : 'false'}>
      <AtTabs current={current} scroll={chars > ROW_CHARS} tabList={tabs.map((t) => ({ title: t.title }))} onClick={(i: number) => onChange(tabs[i].key)} />
    </View>
  )
}

export default KindTabs
