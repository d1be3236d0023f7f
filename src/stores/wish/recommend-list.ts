/**
 * One recommendation list of a filling page: the filters (band, region, school labels, keyword, major, school),
 * the pages loaded so far (the auto-paging helper), and what the last answer said about the whole list (band
 * counts over the filtered rows, the student's context, the total). A change of filter starts over from page 1;
 * an answer to an older filter never overwrites a newer one (the pager's generations).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { createAutoPager, type AutoPager } from '../models/pager'
import { type Band, type BandCounts, type ListKind, type RecommendQuery, type RecommendRow, type StudentContext, type Suggestion } from '../../model/wish'
import { Wish } from './calls'

export type Region = 'home' | 'other'

export interface ListFilters {
  Band: Band | null
  Region: Region | null
  Is985: boolean
  Is211: boolean
  IsDoubleFirstClass: boolean
  /** null: public and private; false: public only; true: private only */
  IsPrivate: boolean | null
  /** leave out 中外合作办学, 民办 and high-tuition units (one policy in every list) */
  ExcludeCostly: boolean
  Keyword: string
  MajorCode: string | null
  /**
   * related 专业类 codes (any of them) from an occupation or a test report, with what they came from; the list shows
   * this filter with a way to clear it (a filter the student sees, never a hidden one)
   */
  MajorCodes: string[]
  MajorCodesFrom: string
  SchoolId: number | null
}

export const EMPTY_FILTERS: ListFilters = {
  Band: null,
  Region: null,
  Is985: false,
  Is211: false,
  IsDoubleFirstClass: false,
  IsPrivate: null,
  ExcludeCostly: false,
  Keyword: '',
  MajorCode: null,
  MajorCodes: [],
  MajorCodesFrom: '',
  SchoolId: null,
}

/** The body of a list call for these filters (a label filter is sent only when it is on). */
export function queryOf(filters: ListFilters, batchId: number | null): RecommendQuery {
  const q: RecommendQuery = {}
  if (batchId !== null) q.BatchId = batchId
  if (filters.Band) q.Band = filters.Band
  if (filters.Region) q.Region = filters.Region
  if (filters.Is985) q.Is985 = true
  if (filters.Is211) q.Is211 = true
  if (filters.IsDoubleFirstClass) q.IsDoubleFirstClass = true
  if (filters.IsPrivate !== null) q.IsPrivate = filters.IsPrivate
  if (filters.ExcludeCostly) q.IncludeCostly = false
  const kw = filters.Keyword.trim()
  if (kw) q.Keyword = kw.slice(0, 40)
  if (filters.MajorCode) q.MajorCode = filters.MajorCode
  if (filters.MajorCodes.length) q.MajorCodes = filters.MajorCodes.slice(0, 30)
  if (filters.SchoolId !== null) q.SchoolId = filters.SchoolId
  return q
}

/** design px of one row (recommend-row/index.scss), for the pager's first page size */
const ROW_HEIGHT = 330

export interface RecommendListOptions {
  kind: ListKind
  /** another kind for some filters (自主填报 searches with MySelfSearch once there is a keyword) */
  kindFor?: (filters: ListFilters) => ListKind
  /** forecast (预估分) calls when true, read at every load */
  forecast: () => boolean
  /** the batch, read at every load */
  batchId: () => number | null
  filters?: Partial<ListFilters>
  /** page size asked for (the helper enlarges it to fill the window) */
  pageSize?: number
}

export class RecommendListModel {
  filters: ListFilters
  counts: BandCounts | null = null
  student: StudentContext | null = null
  /** with a major filter: what share of the batch's units it can see at all (the server's note, '' when all) */
  majorFilterNote = ''
  /** the codes of the major filter as the catalogue names them (empty until the list answers) */
  majorFilterNames: string[] = []
  /** rows of all bands for the filters (the pager's Total is for the selected band) */
  pager: AutoPager<RecommendRow, RecommendQuery>

  constructor(private readonly options: RecommendListOptions) {
    this.filters = { ...EMPTY_FILTERS, ...options.filters }
    const pager = createAutoPager<RecommendRow, RecommendQuery>({
      api: (body) => this.fetch(body),
      itemHeight: ROW_HEIGHT,
      paginationObject: { PageIndex: 1, PageSize: options.pageSize ?? 10 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
    // the options above are complete, so the helper always builds a pager
    this.pager = pager!
    makeAutoObservable<RecommendListModel, 'options' | 'fetch'>(this, { options: false, fetch: false, pager: false })
  }

  private async fetch(body: RecommendQuery) {
    const query = { ...queryOf(this.filters, this.options.batchId()), PageIndex: body.PageIndex, PageSize: body.PageSize }
    const data = await Wish.list(this.kind, this.options.forecast(), query)
    runInAction(() => {
      this.counts = data.Counts
      this.student = data.Student
      this.majorFilterNote = data.MajorFilter?.Note ?? ''
      this.majorFilterNames = data.MajorFilter?.Names.map((n) => n.Name) ?? []
    })
    return data
  }

  /** the call this list makes for its filters */
  get kind(): ListKind {
    return this.options.kindFor?.(this.filters) ?? this.options.kind
  }

  get rows(): RecommendRow[] {
    return this.pager.items
  }

  /** rows of all bands that the filters let through (the 全部 tab) */
  get bandTotal(): number | null {
    const c = this.counts
    return c ? c.冲 + c.稳 + c.保 + c.垫 : null
  }

  /** what the load-more row shows */
  get loadStatus(): 'more' | 'loading' | 'noMore' {
    if (this.pager.loading) return 'loading'
    return this.pager.hasMore ? 'more' : 'noMore'
  }

  /** Starts over with a change of filters (omitted: the same filters, e.g. pull-to-refresh or retry). */
  reload(patch: Partial<ListFilters> = {}): Promise<void> {
    this.filters = { ...this.filters, ...patch }
    return this.pager.reload()
  }

  setBand(band: Band | null) {
    if (band === this.filters.Band) return Promise.resolve()
    return this.reload({ Band: band })
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore()
  }

  /**
   * 一键生成 for a batch with this list's school filters (985 / 211 / region) and related majors: a suggested table mixing 冲/稳/保/垫.
   * 中外合作办学, 民办 and high-tuition units only when `includeCostly` and the filters do not exclude them.
   */
  suggest(batchId: number, includeCostly: boolean): Promise<Suggestion> {
    const f = this.filters
    return Wish.suggest({
      BatchId: batchId,
      ...(f.Is985 ? { Is985: true } : {}),
      ...(f.Is211 ? { Is211: true } : {}),
      ...(f.Region ? { Region: f.Region } : {}),
      ...(f.MajorCodes.length ? { MajorCodes: f.MajorCodes.slice(0, 30) } : {}),
      IncludeCostly: includeCostly && !f.ExcludeCostly,
    })
  }
}
