import { useEffect, useRef } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { AutoPager } from '../../stores/models/pager'

/**
 * Page hook: builds the pager once (with the store's factory `make`), loads the first page on mount, loads more on reach-bottom and
 * (with `pullDownRefresh`) reloads on pull-down. Wrap the page in `observer` to re-render on changes.
 */
export function useAutoPaging<T = unknown, B extends object = Record<string, unknown>>(
  make: () => AutoPager<T, B> | null,
  config: { pullDownRefresh?: boolean; autoLoad?: boolean } = {},
): AutoPager<T, B> | null {
  const ref = useRef<AutoPager<T, B> | null | undefined>(undefined)
  if (ref.current === undefined) ref.current = make()
  const pager = ref.current
  useEffect(() => {
    if (pager && config.autoLoad !== false) void pager.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pager is built once per page instance, so this loads once on mount
  }, [])
  useReachBottom(() => {
    if (pager) void pager.loadMore()
  })
  usePullDownRefresh(() => {
    if (!config.pullDownRefresh || !pager) {
      Taro.stopPullDownRefresh()
      return
    }
    void pager.reload().finally(() => Taro.stopPullDownRefresh())
  })
  return pager
}
