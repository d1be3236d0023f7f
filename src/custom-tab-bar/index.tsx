import Taro from '@tarojs/taro'
import { TabBar } from '../components/tab-bar'

// WeChat renders this component on every tab page of the mini program (tabBar.custom = true).
export default function CustomTabBar() {
  const pages = Taro.getCurrentPages()
  const current = pages.length ? pages[pages.length - 1].route ?? '' : ''
  return <TabBar current={current} />
}
