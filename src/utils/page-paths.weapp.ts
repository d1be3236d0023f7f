/**
 * The mini program builds the pages that sit in a tab page's folder in subpackages of their own, so
 * `pages/home/searchspecialty` is `pages/home/searchspecialty/index` in app.json (src/routes.ts weappPackages: the
 * main package stays under WeChat's limit). The app keeps naming pages by their spec paths; Taro's navigation calls
 * are wrapped once at start-up so every `navigateTo` with a spec path opens the built page, and the routes WeChat
 * reports are read back as spec paths.
 */
import Taro from '@tarojs/taro'
import { specPagePath, weappPagePath } from '../routes'

export function platformUrl(url: string): string {
  const at = url.indexOf('?')
  return at < 0 ? weappPagePath(url) : weappPagePath(url.slice(0, at)) + url.slice(at)
}

export function specRoute(route: string): string {
  const at = route.indexOf('?')
  return at < 0 ? specPagePath(route) : specPagePath(route.slice(0, at)) + route.slice(at)
}

const NAVIGATION_CALLS = ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const
let installed = false

export function installPagePaths(): void {
  if (installed) return
  installed = true
  const taro = Taro as unknown as Record<string, (options: { url: string }) => unknown>
  for (const name of NAVIGATION_CALLS) {
    const call = taro[name]
    taro[name] = (options: { url: string }) => call({ ...options, url: platformUrl(options.url) })
  }
}
