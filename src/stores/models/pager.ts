/**
 * The auto-paging list model (SPEC §5; the rules and options are in utils/paging.ts): a page gives it the call, the
 * height of one row and the pagination body; it enlarges the page size so the first page fills the window, appends
 * pages on reach-bottom and stops once everything (Total) is loaded. Made by a store (root.pager or a store's own
 * list method), wired to the page's scroll by components/paged-list/use-paging.ts.
 */
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { fillingPageSize, MISSING_PARAMS_TEXT, missingPagingOptions, type AutoPagingOptions } from '../../utils/paging'

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
 * A pager over a call that pages with PageIndex / PageSize and answers `{ List, Total }` (the saved tables, audits,
 * messages): the options are complete, so it always builds one.
 */
export function listPager<T, B extends { PageIndex?: number; PageSize?: number }>(
  api: (body: B) => Promise<{ List: T[]; Total: number }>,
  { itemHeight, pageSize }: { itemHeight: number; pageSize: number },
): AutoPager<T, B> {
  return createAutoPager<T, B>({
    api,
    itemHeight,
    paginationObject: { PageIndex: 1, PageSize: pageSize } as B,
    indexName: 'PageIndex',
    sizeName: 'PageSize',
    dataNameList: ['List'],
  })!
}
