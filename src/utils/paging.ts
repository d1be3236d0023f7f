/**
 * The one auto-paging helper (SPEC §5). A list page gives it the call, the height of one row and the
 * pagination body; it enlarges the page size so the first page fills the window, appends pages on
 * reach-bottom and stops once everything (Total) is loaded.
 *
 * Options (all required, else the toast 缺少必要参数 and nothing loads):
 * - api: the call, given the body, answering the call's data (services already unwrap the envelope)
 * - itemHeight: height of one row in design px (750-wide, as in the page's scss)
 * - paginationObject: the body sent with every page (filters plus the index and size fields)
 * - indexName / sizeName: names of the page-index and page-size fields in that body (e.g. PageIndex, PageSize)
 * - dataNameList: path of field names from the call's data to the list, e.g. ['List']; Total is read from
 *   the object that holds the list (`totalName`, default 'Total')
 */
import { useEffect, useRef } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'

export const MISSING_PARAMS_TEXT = '缺少必要参数'
/** the server's limit on PageSize (types/schema.ts pageSize) */
export const MAX_PAGE_SIZE = 100

export interface AutoPagingOptions<T, B extends object = Record<string, unknown>> {
  api: (body: B) => Promise<unknown>
  itemHeight: number
  paginationObject: B
  indexName: string
  sizeName: string
  dataNameList: readonly string[]
  totalName?: string
  /** window height in px; read from the system when absent */
  windowHeight?: number
  /** window width in px, to turn design px into px; read from the system when absent */
  windowWidth?: number
  /** maps each raw row (the list is typed by the caller) */
  mapItem?: (raw: unknown) => T
}

const REQUIRED = ['api', 'itemHeight', 'paginationObject', 'indexName', 'sizeName', 'dataNameList'] as const

/** Names of the required options that are missing or unusable; empty when the options are complete. */
export function missingPagingOptions(options: Partial<AutoPagingOptions<unknown, object>> | null | undefined): string[] {
  if (!options) return [...REQUIRED]
  const missing: string[] = []
  if (typeof options.api !== 'function') missing.push('api')
  if (typeof options.itemHeight !== 'number' || !(options.itemHeight > 0)) missing.push('itemHeight')
  if (!options.paginationObject || typeof options.paginationObject !== 'object') missing.push('paginationObject')
  if (!options.indexName) missing.push('indexName')
  if (!options.sizeName) missing.push('sizeName')
  if (!Array.isArray(options.dataNameList) || options.dataNameList.length === 0) missing.push('dataNameList')
  return missing
}

/**
 * Page size that fills the window with one page, plus one row so the list scrolls and the reach-bottom
 * event can fire; never below the caller's size and never above the server's limit.
 */
export function fillingPageSize(requested: number, itemHeightDesignPx: number, windowHeight: number, windowWidth: number): number {
  const rowPx = (itemHeightDesignPx * windowWidth) / 750
  const fill = rowPx > 0 ? Math.ceil(windowHeight / rowPx) + 1 : requested
  const base = Number.isFinite(requested) && requested > 0 ? Math.floor(requested) : 10
  return Math.min(MAX_PAGE_SIZE, Math.max(base, fill))
}

function readPath(data: unknown, path: readonly string[]): { list: unknown[]; holder: Record<string, unknown> | null } {
  let holder: unknown = null
  let cur: unknown = data
  for (const name of path) {
    holder = cur
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[name] : undefined
  }
  return { list: Array.isArray(cur) ? cur : [], holder: holder && typeof holder === 'object' ? (holder as Record<string, unknown>) : null }
}

export class AutoPager<T = unknown, B extends object = Record<string, unknown>> {
  items: T[] = []
  total = 0
  /** next page index to load (1-based) */
  pageIndex = 1
  pageSize: number
  loading = false
  /** the first page has answered (success or failure) */
  loaded = false
  error: string | null = null
  private generation = 0

  constructor(private readonly options: AutoPagingOptions<T, B>) {
    const sys = options.windowHeight && options.windowWidth ? null : safeSystemInfo()
    const windowHeight = options.windowHeight ?? sys?.windowHeight ?? 667
    const windowWidth = options.windowWidth ?? sys?.windowWidth ?? 375
    const requested = Number((options.paginationObject as Record<string, unknown>)[options.sizeName])
    this.pageSize = fillingPageSize(requested, options.itemHeight, windowHeight, windowWidth)
    makeAutoObservable<AutoPager<T, B>, 'options' | 'generation'>(this, { options: false, generation: false })
  }

  /** more rows exist on the server than are loaded */
  get hasMore(): boolean {
    return !this.loaded || this.items.length < this.total
  }

  get isEmpty(): boolean {
    return this.loaded && !this.error && this.items.length === 0
  }

  /** Starts over from page 1 (first load, pull-to-refresh, changed filters). */
  async reload(paginationObject?: Partial<B>): Promise<void> {
    if (paginationObject) Object.assign(this.options.paginationObject as object, paginationObject)
    this.generation++
    this.items = []
    this.total = 0
    this.pageIndex = 1
    this.loaded = false
    this.error = null
    this.loading = false
    await this.loadMore()
  }

  /** Loads the next page unless one is loading or everything is loaded (the reach-bottom handler). */
  async loadMore(): Promise<void> {
    if (this.loading || (this.loaded && this.items.length >= this.total)) return
    const gen = this.generation
    const { api, indexName, sizeName, dataNameList, paginationObject } = this.options
    const body = { ...paginationObject, [indexName]: this.pageIndex, [sizeName]: this.pageSize } as B
    this.loading = true
    this.error = null
    try {
      const data = await api(body)
      if (gen !== this.generation) return
      const { list, holder } = readPath(data, dataNameList)
      const totalRaw = holder ? Number(holder[this.options.totalName ?? 'Total']) : NaN
      const rows = this.options.mapItem ? list.map(this.options.mapItem) : (list as T[])
      runInAction(() => {
        this.items = this.items.concat(rows)
        // Without a usable Total, a short page is the last one.
        this.total = Number.isFinite(totalRaw) ? totalRaw : rows.length < this.pageSize ? this.items.length : this.items.length + 1
        // A page that brings nothing ends the list even if Total says otherwise (rows deleted meanwhile).
        if (rows.length === 0) this.total = this.items.length
        this.pageIndex += 1
        this.loaded = true
        this.loading = false
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.error = e instanceof Error && e.message ? e.message : '加载失败'
        this.loaded = true
        this.loading = false
      })
    }
  }
}

function safeSystemInfo(): { windowHeight: number; windowWidth: number } | null {
  try {
    const info = Taro.getSystemInfoSync()
    return { windowHeight: info.windowHeight, windowWidth: info.windowWidth }
  } catch {
    return null
  }
}

/**
 * Checks the options and builds a pager; with a missing option it shows 缺少必要参数 and answers null.
 */
export function createAutoPager<T = unknown, B extends object = Record<string, unknown>>(
  options: AutoPagingOptions<T, B> | Partial<AutoPagingOptions<T, B>>,
): AutoPager<T, B> | null {
  const missing = missingPagingOptions(options as Partial<AutoPagingOptions<unknown, object>>)
  if (missing.length) {
    void Taro.showToast({ title: MISSING_PARAMS_TEXT, icon: 'none', duration: 2000 })
    return null
  }
  return new AutoPager<T, B>(options as AutoPagingOptions<T, B>)
}

/**
 * Page hook: builds the pager once, loads the first page on mount, loads more on reach-bottom and
 * (with `pullDownRefresh`) reloads on pull-down. Wrap the page in `observer` to re-render on changes.
 */
export function useAutoPaging<T = unknown, B extends object = Record<string, unknown>>(
  options: AutoPagingOptions<T, B>,
  config: { pullDownRefresh?: boolean; autoLoad?: boolean } = {},
): AutoPager<T, B> | null {
  const ref = useRef<AutoPager<T, B> | null | undefined>(undefined)
  if (ref.current === undefined) ref.current = createAutoPager<T, B>(options)
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
