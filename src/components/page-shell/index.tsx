import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import Taro, { useDidHide, useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { getPlatform } from '../../platform'
import { routeOf } from '../../routes'
import { specRoute } from '../../utils/page-paths'
import { useStore } from '../../stores'
import { TabBar } from '../tab-bar'
import { NavBar } from '../nav-bar'
import './index.scss'

export interface PageShellProps {
  children?: ReactNode
  className?: string
  /** overrides the route title in the custom navigation bar */
  title?: string
  /** custom navigation bar: show a back arrow */
  navBack?: boolean
  /** pull-to-refresh (on routes with pullRefresh): called, then the spinner stops when it settles */
  onRefresh?: () => Promise<unknown> | void
  /** page-level runtime flag: hide the tab bar while this page shows */
  hideTabBar?: boolean
  /** the route, when the page knows it better than Taro's current instance (tests, previews) */
  path?: string
}

/**
 * Frame of every page: the custom navigation bar where the route asks for one, in H5 the tab bar on tab
 * pages (the mini program renders src/custom-tab-bar itself), the current tab for the mini program's
 * tab bar, pull-to-refresh, and the page-level tab bar flag.
 */
export const PageShell = observer(function PageShell({ children, className, title, navBack, onRefresh, hideTabBar, path }: PageShellProps) {
  const { ui, tab, messages } = useStore()
  const routePath = specRoute((path ?? Taro.getCurrentInstance().router?.path ?? '').replace(/^\//, '').split('?')[0])
  const route = routeOf(routePath)
  const isTab = !!route?.tab

  useDidShow(() => {
    if (isTab) tab.show(route.path)
    // a tab shown asks whether anything new came (an audit returned) for the badge: one indexed count per tab shown
    if (isTab) void messages.refreshUnread()
    if (hideTabBar) ui.setTabBarHidden(true)
  })
  useDidHide(() => {
    if (hideTabBar) ui.setTabBarHidden(false)
  })
  usePullDownRefresh(() => {
    void Promise.resolve()
      .then(() => onRefresh?.())
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <View className={`zy-page ${isTab ? 'zy-page--tab' : ''} ${route?.customNav ? 'zy-page--custom-nav' : ''} ${className ?? ''}`} data-route={route?.path}>
      {route?.customNav ? <NavBar title={title ?? route.title} back={navBack} /> : null}
      {children}
      {isTab && getPlatform().drawsTabBarInPage ? <TabBar current={route.path} /> : null}
    </View>
  )
})

export default PageShell
