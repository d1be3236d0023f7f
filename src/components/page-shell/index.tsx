import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { routeOf } from '../../routes'
import { TabBar } from '../tab-bar'
import { NavBar } from '../nav-bar'
import './index.scss'

export interface PageShellProps {
  children?: React.ReactNode
  className?: string
  /** overrides the route title in the custom navigation bar */
  title?: string
}

/**
 * Frame of every page: the custom navigation bar where the route asks for one, and in H5 the tab bar
 * on tab pages (the mini program renders src/custom-tab-bar itself).
 */
export function PageShell({ children, className, title }: PageShellProps) {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  const route = routeOf(path)
  const isTab = !!route?.tab
  return (
    <View className={`zy-page ${isTab ? 'zy-page--tab' : ''} ${className ?? ''}`}>
      {route?.customNav ? <NavBar title={title ?? route.title} /> : null}
      {children}
      {isTab && process.env.TARO_ENV === 'h5' ? <TabBar current={route.path} /> : null}
    </View>
  )
}

export default PageShell
