/**
 * The auto-paging rules (SPEC §5); the pager model is stores/models/pager.ts, its page hook
 * components/paged-list/use-paging.ts. A list page gives it the call, the height of one row and the
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
