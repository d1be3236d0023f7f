import { View, Image, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { TAB_ICONS } from './icons'
import { badgeOf, normalisePath, tabBarVisible, visibleTabs } from './model'
import './index.scss'

export { tabBarVisible, visibleTabs, badgeOf, BADGE_TAB_INDEX, ONLINE_STUDY_TAB } from './model'

/**
 * The app's tab bar, one component for both builds (H5: drawn by PageShell on tab pages; weapp: by
 * src/custom-tab-bar). 在线学习 shows only when the OnlineLearningEnable config allows it; tab index 2
 * carries the notices + messages badge; the bar hides on a route with `hideTabBar` or while
 * `ui.tabBarHidden` is set.
 */
export const TabBar = observer(function TabBar({ current }: { current: string }) {
  const { ui, session } = useStore()
  const path = normalisePath(current)
  if (!tabBarVisible(path, ui.tabBarHidden)) return null
  const tabs = visibleTabs(ui.onlineLearningEnabled)
  return (
    <View className='zy-tabbar' data-testid='tab-bar' role='tablist'>
      {tabs.map((t) => {
        const active = t.path === path
        const badge = badgeOf(t.index, session.newsCount)
        return (
          <View
            key={t.path}
            className={`zy-tabbar__item ${active ? 'zy-tabbar__item--active' : ''}`}
            data-testid='tab-item'
            data-path={t.path}
            data-active={active ? 'true' : 'false'}
            role='tab'
            aria-selected={active}
            onClick={() => {
              if (!active) void Taro.switchTab({ url: `/${t.path}` })
            }}
          >
            <View className='zy-tabbar__icon-wrap'>
              <Image className='zy-tabbar__icon' src={TAB_ICONS[t.path][active ? 1 : 0]} mode='aspectFit' />
              {badge ? (
                <Text className='zy-tabbar__badge' data-testid='tab-badge'>
                  {badge}
                </Text>
              ) : null}
            </View>
            <Text className='zy-tabbar__text'>{t.title}</Text>
          </View>
        )
      })}
    </View>
  )
})

export default TabBar
