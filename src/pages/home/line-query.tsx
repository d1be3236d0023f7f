/**
 * What the 招生计划 (enrollmentplan/*) and 录取数据 (enrollData/*) pages share: the query page's line on
 * what the province's data covers, and the result page's paged list that follows the query.
 */
import { Text } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { LineContext, Resource, SchoolLineFilter } from '../../stores/lookup'
import { useAutoPaging } from '../../components/paged-list/use-paging'
import type { AutoPager } from '../../stores/models/pager'

interface ListQuery<T, B extends object> {
  ctx: LineContext
  body: Omit<B, 'PageIndex' | 'PageSize'> | null
  /** the query's result list, made by its store */
  list: () => { pager: AutoPager<T, B> | null }
}

/**
 * The result page's list: sets the query's defaults first, then loads from the first page whenever the
 * query's body changes.
 */
export function useQueryList<T, B extends { PageIndex: number; PageSize: number }>(q: ListQuery<T, B>): AutoPager<T, B> | null {
  const ctx = q.ctx
  const [ready, setReady] = useState(!!ctx.provinceId)
  const pager = useAutoPaging(() => q.list().pager, { autoLoad: false })
  useEffect(() => {
    if (!ready) void ctx.ensureInit().then(() => setReady(true))
  }, [ctx, ready])
  const key = JSON.stringify(q.body)
  const last = useRef('')
  useEffect(() => {
    if (!ready || !q.body || last.current === key) return
    last.current = key
    void pager?.reload(q.body as Partial<B>)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the body's content (key): the getter builds a new object each read
  }, [ready, key])
  return pager
}

/** The result page's one-line summary of the query: province · track · year · level (录取数据) · school · keyword. */
export function querySummary(ctx: LineContext, filter: SchoolLineFilter, levelName?: string): string {
  const k = filter.keyword.trim()
  return [
    ctx.provinceName,
    ctx.subjectType ? ctx.trackName : '全部科类',
    ctx.year ? `${ctx.year}年` : '全部年份',
    levelName,
    filter.school?.SchoolName,
    k ? `“${k}”` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The query page's coverage line: loading, the failure, or `render` of the answer (call it from an observer's render). */
export function coverageText<C>(coverage: Resource<C>, render: (data: C) => ReactNode): ReactNode {
  if (coverage.loading) return <Text className='zy-lk-muted'>正在查询数据范围…</Text>
  if (coverage.error) return <Text className='zy-lk-error-text'>{coverage.error}</Text>
  return coverage.data ? render(coverage.data) : null
}
