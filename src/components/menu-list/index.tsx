/**
 * Tappable rows with a chevron, on taro-ui's AtList / AtListItem: the personal centre's menu, settings, and entry
 * lists whose rows carry an icon and a line of explanation (`desc`, e.g. the assessment centre). A row opens its
 * in-app route, or runs `onClick`.
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { go } from '../../navigation'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/list.scss'
import './index.scss'

export interface MenuItem {
  key: string
  title: string
  /** an image at the left */
  icon?: string
  /** a line of explanation under the title */
  desc?: string
  /** short text at the right (a status, a count) */
  extra?: string
  route?: string
  onClick?: () => void
  testId?: string
  /** a key tests and journeys can find the row by (data-key) */
  dataKey?: string
}

/** Opens an in-app route ('pages/…', with or without a leading slash and query). */
export function openRoute(route: string): void {
  void go(route.startsWith('/') ? route : `/${route}`)
}

export function MenuList({ items, testId, header }: { items: readonly MenuItem[]; testId?: string; header?: ReactNode }) {
  return (
    <View className='zy-menu' data-testid={testId}>
      {header}
      <AtList hasBorder={false}>
        {items.map((it) => (
          // the tap is taken on the wrapper, which carries the test id and the route
          <View
            key={it.key}
            className='zy-menu__item'
            data-testid={it.testId ?? 'menu-item'}
            data-route={it.route}
            data-key={it.dataKey}
            onClick={() => (it.onClick ? it.onClick() : it.route ? openRoute(it.route) : undefined)}
          >
            <AtListItem title={it.title} note={it.desc} thumb={it.icon} extraText={it.extra} arrow='right' />
          </View>
        ))}
      </AtList>
    </View>
  )
}

export default MenuList
