/**
 * The one title bar. Pages with the route flag `customNav` (home, personal, gkt-transfer) draw it themselves, on
 * taro-ui's AtNavBar, below the status bar and clear of the mini program's capsule button; every other page has the
 * platform's own bar, which app.config.ts (weapp) and app.scss (Taro's H5 bar) set to the same look: white, the
 * title centred in 17 pt dark text, a hairline under it.
 */
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtNavBar } from 'taro-ui'
import { getPlatform } from '../../platform'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/nav-bar.scss'
import './index.scss'

/** Status bar height and, in the mini program, the capsule button's box (the bar must line up with it). */
function barMetrics(): { statusBar: number; barHeight: number; capsuleSpace: number } {
  let statusBar = 0
  try {
    statusBar = Taro.getSystemInfoSync().statusBarHeight ?? 0
  } catch {
    statusBar = 0
  }
  const platform = getPlatform()
  if (platform.hasMenuButton) {
    const rect = platform.menuButtonRect()
    if (rect && rect.height) {
      const gap = rect.top - statusBar
      return { statusBar, barHeight: rect.height + gap * 2, capsuleSpace: rect.width + 16 }
    }
    // older base library: the usual 44px bar, with room for the capsule
    return { statusBar, barHeight: 44, capsuleSpace: 96 }
  }
  return { statusBar, barHeight: 44, capsuleSpace: 0 }
}

export interface NavBarProps {
  title: string
  back?: boolean
}

export function NavBar({ title, back = false }: NavBarProps) {
  const { statusBar, barHeight, capsuleSpace } = barMetrics()
  return (
    <View className='zy-navbar' data-testid='nav-bar' style={{ paddingTop: `${statusBar}px` }}>
      <View
        className='zy-navbar__bar'
        style={{
          height: `${barHeight}px`,
          paddingLeft: capsuleSpace ? `${capsuleSpace}px` : undefined,
          paddingRight: capsuleSpace ? `${capsuleSpace}px` : undefined,
        }}
      >
        <AtNavBar
          border={false}
          title={title}
          leftIconType={back ? 'chevron-left' : ''}
          onClickLeftIcon={() => void Taro.navigateBack().catch(() => Taro.switchTab({ url: '/pages/home/index' }))}
        />
      </View>
    </View>
  )
}

export default NavBar
