import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore } from '../stores'
import { TabBar } from '../components/tab-bar'
import { normalisePath, tabBarVisible } from '../components/tab-bar/model'

/** The route of the page this instance belongs to (WeChat makes one instance per tab page). */
function ownPageRoute(): string {
  const pages = Taro.getCurrentPages()
  return normalisePath(pages.length ? pages[pages.length - 1].route : '')
}

/**
 * The mini program's custom tab bar (tabBar.custom = true). WeChat creates it once per tab page and keeps
 * it; the page that shows records itself in the root store's `tab` (PageShell), and until then the instance reads
 * its page from the page stack, so the highlight is right on the first frame and after every switch.
 */
const CustomTabBar = observer(function CustomTabBar() {
  const { ui, tab } = useStore()
  const current = tab.current || ownPageRoute()
  const visible = tabBarVisible(current, ui.tabBarHidden)
  // the native area the custom bar sits in must follow it, or an empty strip stays at the bottom
  useEffect(() => {
    const shown = visible ? Taro.showTabBar?.({ animation: false }) : Taro.hideTabBar?.({ animation: false })
    void Promise.resolve(shown).catch(() => undefined)
  }, [visible])
  return <TabBar current={current} />
})

export default CustomTabBar
