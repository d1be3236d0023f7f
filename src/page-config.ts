import { ROUTES } from './routes'

/** The page.json of a route, from the one route list (title, custom navigation bar, pull-to-refresh). */
export function pageConfigOf(path: string): Taro.PageConfig {
  const r = ROUTES.find((x) => x.path === path)
  if (!r) throw new Error(`route ${path} is not in src/routes.ts`)
  return {
    navigationBarTitleText: r.title,
    ...(r.customNav ? { navigationStyle: 'custom' as const } : {}),
    ...(r.pullRefresh ? { enablePullDownRefresh: true } : {}),
    onReachBottomDistance: 10,
  }
}
