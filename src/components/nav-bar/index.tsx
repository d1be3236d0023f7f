import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import './index.scss'

/** Status bar height and, in the mini program, the capsule button's box (the bar must line up with it). */
function barMetrics(): { statusBar: number; barHeight: number; capsuleSpace: number } {
  let statusBar = 0
  try {
    statusBar = Taro.getSystemInfoSync().statusBarHeight ?? 0
  } catch {
    statusBar = 0
  }
  if (process.env.TARO_ENV === 'weapp') {
    try {
      const rect = Taro.getMenuButtonBoundingClientRect()
      if (rect && rect.height) {
        const gap = rect.top - statusBar
        return { statusBar, barHeight: rect.height + gap * 2, capsuleSpace: rect.width + 16 }
      }
    } catch {
      /* older base library: fall back to the usual 44px bar */
    }
    return { statusBar, barHeight: 44, capsuleSpace: 96 }
  }
  return { statusBar, barHeight: 44, capsuleSpace: 0 }
}

export interface NavBarProps {
  title: string
  back?: boolean
  /** replaces the centred title (e.g. a brand line on the home page) */
  children?: ReactNode
}

/** The custom navigation bar of pages with navigationStyle: custom (home, personal, gkt-transfer). */
export function NavBar({ title, back = false, children }: NavBarProps) {
  const { statusBar, barHeight, capsuleSpace } = barMetrics()
  return (
    <View className='zy-navbar' data-testid='nav-bar' style={{ paddingTop: `${statusBar}px` }}>
      <View className='zy-navbar__bar' style={{ height: `${barHeight}px`, paddingRight: capsuleSpace ? `${capsuleSpace}px` : undefined }}>
        {back ? (
          <View className='zy-navbar__back' onClick={() => void Taro.navigateBack().catch(() => Taro.switchTab({ url: '/pages/home/index' }))}>
            ‹
          </View>
        ) : null}
        {children ?? <Text className='zy-navbar__title'>{title}</Text>}
      </View>
    </View>
  )
}

export default NavBar
