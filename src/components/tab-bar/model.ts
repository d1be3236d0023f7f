/**
 * The tab bar's rules (SPEC §2 tab bar, §4 start-up 1), apart from drawing so they can be tested:
 * which tabs show, whether the bar shows at all, the badge on tab index 2, and which tab is current.
 */
import { routeOf, TAB_PAGES, type RouteDef } from '../../routes'

export { normalisePath } from '../../stores/tab'

export const ONLINE_STUDY_TAB = 'pages/onlinestudy/onlinestudy'
/** the tab that carries the notices + messages badge */
export const BADGE_TAB_INDEX = 2

export interface TabItem {
  /** position among all five tabs (SPEC order), not among the visible ones */
  index: number
  path: string
  title: string
}

/** The tabs to draw: all five in order, 在线学习 only when OnlineLearningEnable allows it. */
export function visibleTabs(onlineLearningEnabled: boolean): TabItem[] {
  return TAB_PAGES.map((t: RouteDef, index) => ({ index, path: t.path, title: t.title })).filter((t) => t.path !== ONLINE_STUDY_TAB || onlineLearningEnabled)
}

/**
 * Whether the bar shows on a page: only on tab pages, not when the route sets the page-level
 * `hideTabBar` flag, and not while a page has hidden it at run time (ui.tabBarHidden).
 */
export function tabBarVisible(path: string, runtimeHidden: boolean): boolean {
  const route = routeOf(path)
  return !!route?.tab && !route.hideTabBar && !runtimeHidden
}

/** The badge of a tab: notices + messages on tab index 2 when above zero, '99+' past 99; else none. */
export function badgeOf(tabIndex: number, newsCount: number): string | null {
  if (tabIndex !== BADGE_TAB_INDEX) return null
  const n = Math.floor(Number(newsCount) || 0)
  if (n <= 0) return null
  return n > 99 ? '99+' : String(n)
}
