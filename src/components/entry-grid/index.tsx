/**
 * A grid of entries (icon above a short title), on taro-ui's AtGrid: the home page's ten entries and the other
 * pages' short ways on. A tap opens the entry's in-app route.
 */
import { View } from '@tarojs/components'
import { AtGrid } from 'taro-ui'
import { openRoute } from '../menu-list'
import 'taro-ui/lib/style/components/grid.scss'
import './index.scss'

export interface EntryItem {
  key: string
  title: string
  icon: string
  route: string
}

export function EntryGrid({ items, columns = 5, testId }: { items: readonly EntryItem[]; columns?: 3 | 4 | 5; testId?: string }) {
  return (
    <View className={`zy-entry-grid zy-entry-grid--${columns}`} data-testid={testId}>
      <AtGrid
        hasBorder={false}
        columnNum={columns}
        data={items.map((it) => ({ image: it.icon, value: it.title }))}
        onClick={(_item: unknown, index: number) => openRoute(items[index].route)}
      />
    </View>
  )
}

export default EntryGrid
