import { View, Image, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { TAB_PAGES } from '../../routes'
import { rootStore } from '../../stores'
import home from '../../assets/tabbar/home.png'
import homeActive from '../../assets/tabbar/home-active.png'
import assess from '../../assets/tabbar/assess.png'
import assessActive from '../../assets/tabbar/assess-active.png'
import query from '../../assets/tabbar/query.png'
import queryActive from '../../assets/tabbar/query-active.png'
import study from '../../assets/tabbar/study.png'
import studyActive from '../../assets/tabbar/study-active.png'
import personal from '../../assets/tabbar/personal.png'
import personalActive from '../../assets/tabbar/personal-active.png'
import './index.scss'

const ICONS: Record<string, [string, string]> = {
  'pages/home/index': [home, homeActive],
  'pages/assess/index': [assess, assessActive],
  'pages/query/index': [query, queryActive],
  'pages/onlinestudy/onlinestudy': [study, studyActive],
  'pages/personal/index': [personal, personalActive],
}

/**
 * The app's tab bar, one component for both builds. The online-learning tab shows only when the
 * OnlineLearningEnable config allows it; tab index 2 carries the notices + messages badge.
 */
export const TabBar = observer(function TabBar({ current }: { current: string }) {
  const ui = rootStore.ui
  if (ui.tabBarHidden) return null
  const tabs = TAB_PAGES.filter((t) => t.path !== 'pages/onlinestudy/onlinestudy' || ui.onlineLearningEnabled)
  return (
    <View className='zy-tabbar' data-testid='tab-bar'>
      {tabs.map((t) => {
        const index = TAB_PAGES.indexOf(t)
        const active = t.path === current.replace(/^\//, '')
        const badge = index === 2 ? rootStore.session.newsCount : 0
        return (
          <View
            key={t.path}
            className={`zy-tabbar__item ${active ? 'zy-tabbar__item--active' : ''}`}
            onClick={() => { if (!active) Taro.switchTab({ url: `/${t.path}` }) }}
          >
            <View className='zy-tabbar__icon-wrap'>
              <Image className='zy-tabbar__icon' src={ICONS[t.path][active ? 1 : 0]} />
              {badge > 0 ? <Text className='zy-tabbar__badge'>{badge > 99 ? '99+' : badge}</Text> : null}
            </View>
            <Text className='zy-tabbar__text'>{t.title}</Text>
          </View>
        )
      })}
    </View>
  )
})

export default TabBar
