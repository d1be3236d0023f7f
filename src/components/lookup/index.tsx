/**
 * Building blocks shared by the lookup pages (issue 4): section cards, chip selectors, pickers, a search box,
 * a plain data table, and the state views of a loaded resource or a paged list (skeleton / error with retry /
 * 暂无数据~ / list footer). Kept small: several lookup pages live in the mini program's main package.
 */
import { Input, Picker, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { AsyncView } from '../async-view'
import { EmptyView } from '../empty-view'
import { ErrorView } from '../error-view'
import { Skeleton } from '../skeleton'
import type { SpecialtyBrief } from '../../services/lookup'
import './index.scss'

export function Section({ title, extra, children, className, testId }: { title?: ReactNode; extra?: ReactNode; children?: ReactNode; className?: string; testId?: string }) {
  return (
    <View className={`zy-lk-section ${className ?? ''}`} data-testid={testId}>
      {title || extra ? (
        <View className='zy-lk-section__head'>
          <Text className='zy-lk-section__title'>{title}</Text>
          {extra ? <View className='zy-lk-section__extra'>{extra}</View> : null}
        </View>
      ) : null}
      {children}
    </View>
  )
}

export interface ChipOption<K> {
  key: K
  label: string
}

/** A row of chips: one chosen (or none, with `allowNone`). Scrolls sideways when long. */
export function Chips<K extends string | number | null>({
  options,
  value,
  onChange,
  allowNone,
  testId,
}: {
  options: readonly ChipOption<K>[]
  value: K | null
  onChange: (k: K | null) => void
  allowNone?: boolean
  testId?: string
}) {
  return (
    <ScrollView scrollX className='zy-lk-chips' data-testid={testId} enableFlex>
      <View className='zy-lk-chips__row'>
        {options.map((o) => {
          const on = o.key === value
          return (
            <View
              key={String(o.key)}
              className={`zy-lk-chip ${on ? 'zy-lk-chip--on' : ''}`}
              onClick={() => onChange(on && allowNone ? null : o.key)}
            >
              {o.label}
            </View>
          )
        })}
      </View>
    </ScrollView>
  )
}

/** Several chosen at once (filters). */
export function MultiChips<K extends string | number>({ options, values, onToggle }: { options: readonly ChipOption<K>[]; values: readonly K[]; onToggle: (k: K) => void }) {
  return (
    <View className='zy-lk-chips__wrap'>
      {options.map((o) => (
        <View key={String(o.key)} className={`zy-lk-chip ${values.includes(o.key) ? 'zy-lk-chip--on' : ''}`} onClick={() => onToggle(o.key)}>
          {o.label}
        </View>
      ))}
    </View>
  )
}

/** A labelled drop-down (native picker in both builds). */
export function SelectField<K extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = '请选择',
  testId,
}: {
  label: string
  options: readonly ChipOption<K>[]
  value: K | null
  onChange: (k: K) => void
  placeholder?: string
  testId?: string
}) {
  const index = options.findIndex((o) => o.key === value)
  return (
    <Picker
      mode='selector'
      range={options.map((o) => o.label)}
      value={index < 0 ? 0 : index}
      onChange={(e) => {
        const o = options[Number(e.detail.value)]
        if (o) onChange(o.key)
      }}
    >
      <View className='zy-lk-select' data-testid={testId}>
        <Text className='zy-lk-select__label'>{label}</Text>
        <Text className={`zy-lk-select__value ${index < 0 ? 'zy-lk-select__value--empty' : ''}`}>{index < 0 ? placeholder : options[index].label}</Text>
        <Text className='zy-lk-select__arrow'>▾</Text>
      </View>
    </Picker>
  )
}

/** Search input with a button; submits on the keyboard's search key too. */
export function SearchBox({
  value,
  placeholder,
  onInput,
  onSearch,
  focus,
  testId,
}: {
  value: string
  placeholder: string
  onInput: (v: string) => void
  onSearch: (v: string) => void
  focus?: boolean
  testId?: string
}) {
  return (
    <View className='zy-lk-search' data-testid={testId}>
      <Text className='zy-lk-search__icon'>⌕</Text>
      <Input
        className='zy-lk-search__input'
        value={value}
        placeholder={placeholder}
        confirmType='search'
        maxlength={40}
        focus={focus}
        onInput={(e) => onInput(e.detail.value)}
        onConfirm={(e) => onSearch(e.detail.value)}
      />
      {value ? (
        <Text className='zy-lk-search__clear' onClick={() => onInput('')}>
          ×
        </Text>
      ) : null}
      <View className='zy-lk-search__btn' onClick={() => onSearch(value)}>
        搜索
      </View>
    </View>
  )
}

/** Waits `ms` after the last change of `value` (search-as-you-type). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return v
}

export interface Column<R> {
  title: string
  /** relative width */
  flex?: number
  align?: 'left' | 'center' | 'right'
  render: (row: R, index: number) => ReactNode
}

/** A plain table (header + rows) used under charts and for line/plan lists. */
export function DataTable<R>({ columns, rows, rowKey, highlight, testId, onRowClick }: { columns: Column<R>[]; rows: readonly R[]; rowKey: (r: R, i: number) => string | number; highlight?: (r: R) => boolean; testId?: string; onRowClick?: (r: R) => void }) {
  return (
    <View className='zy-lk-table' data-testid={testId}>
      <View className='zy-lk-table__row zy-lk-table__row--head'>
        {columns.map((c, i) => (
          <View key={i} className={`zy-lk-table__cell zy-lk-table__cell--${c.align ?? 'left'}`} style={{ flex: c.flex ?? 1 }}>
            {c.title}
          </View>
        ))}
      </View>
      {rows.map((r, ri) => (
        <View
          key={rowKey(r, ri)}
          className={`zy-lk-table__row ${highlight?.(r) ? 'zy-lk-table__row--on' : ''}`}
          data-testid={testId ? `${testId}-row` : undefined}
          onClick={onRowClick ? () => onRowClick(r) : undefined}
        >
          {columns.map((c, ci) => (
            <View key={ci} className={`zy-lk-table__cell zy-lk-table__cell--${c.align ?? 'left'}`} style={{ flex: c.flex ?? 1 }}>
              {c.render(r, ri)}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

interface ResourceLike {
  loading: boolean
  loaded: boolean
  error: string | null
}

/**
 * The state views of a loaded resource, by the shared AsyncView: skeleton until the first answer, the error view
 * with a retry, the empty view when `isEmpty`, else the children.
 */
export const AsyncBlock = observer(function AsyncBlock({
  resource,
  isEmpty,
  onRetry,
  children,
  rows = 3,
  emptyText,
  emptyHint,
}: {
  resource: ResourceLike
  isEmpty?: boolean
  onRetry: () => void
  children?: ReactNode
  rows?: number
  emptyText?: string
  emptyHint?: string
}) {
  return (
    <AsyncView state={resource} isEmpty={!!isEmpty} onRetry={onRetry} skeletonRows={rows} emptyText={emptyText ?? '暂无数据~'} emptyHint={emptyHint}>
      {children}
    </AsyncView>
  )
})

interface PagerLike<T> {
  items: T[]
  total: number
  loading: boolean
  loaded: boolean
  error: string | null
  isEmpty: boolean
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

/** A paged list (the auto-paging helper's pager): skeleton, error with retry, empty view, rows and footer. */
export const PagedList = observer(function PagedList<T>({
  pager,
  render,
  emptyText,
  emptyHint,
  skeletonRows = 5,
  avatar,
}: {
  pager: PagerLike<T> | null
  render: (items: T[]) => ReactNode
  emptyText?: string
  emptyHint?: string
  skeletonRows?: number
  avatar?: boolean
}) {
  if (!pager) return <ErrorView text='缺少必要参数' />
  if (!pager.loaded || (pager.loading && pager.items.length === 0)) return <Skeleton rows={skeletonRows} avatar={avatar} />
  if (pager.error && pager.items.length === 0) return <ErrorView detail={pager.error} onRetry={() => void pager.reload()} />
  if (pager.isEmpty) return <EmptyView text={emptyText ?? '暂无数据~'} hint={emptyHint} />
  return (
    <View>
      {render(pager.items)}
      <View className='zy-lk-footer' data-testid='list-footer'>
        {pager.error ? (
          <Text className='zy-lk-footer__retry' onClick={() => void pager.loadMore()}>
            加载失败，点此重试
          </Text>
        ) : pager.loading ? (
          <Text>正在加载…</Text>
        ) : pager.hasMore ? (
          <Text className='zy-lk-footer__retry' onClick={() => void pager.loadMore()}>
            共 {pager.total} 条，上拉或点此加载更多
          </Text>
        ) : (
          <Text>共 {pager.total} 条，已全部加载</Text>
        )}
      </View>
    </View>
  )
})

/** A short explanatory note (method of a ranking, coverage of the data). */
export function Note({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <View className='zy-lk-note' data-testid={testId}>
      {children}
    </View>
  )
}

/** Value with a label, for key figures. */
export function Stat({ label, value, sub, small }: { label: string; value: ReactNode; sub?: ReactNode; small?: boolean }) {
  return (
    <View className='zy-lk-stat'>
      <Text className={`zy-lk-stat__value ${small ? 'zy-lk-stat__value--small' : ''}`}>{value}</Text>
      <Text className='zy-lk-stat__label'>{label}</Text>
      {sub ? <View className='zy-lk-stat__sub'>{sub}</View> : null}
    </View>
  )
}


/** A major of the catalogue in a list. */
export function MajorRow({ m, onClick }: { m: SpecialtyBrief; onClick: () => void }) {
  return (
    <View className='zy-lk-major' data-testid='major-row' onClick={onClick}>
      <View className='zy-lk-major__body'>
        <Text className='zy-lk-major__name'>{m.MajorName}</Text>
        <Text className='zy-lk-major__meta'>
          {m.MajorCode} · {m.DisciplineName} / {m.ClassName}
          {m.IsSpecial ? ' · 特设' : ''}
          {m.IsControlled ? ' · 国家控制布点' : ''}
        </Text>
      </View>
      <Text className='zy-lk-muted'>›</Text>
    </View>
  )
}

/** 2023–2025年, or 2025年 for one year; '' for none */
export function yearsText(years: readonly number[]): string {
  if (!years.length) return ''
  const lo = Math.min(...years)
  const hi = Math.max(...years)
  return lo === hi ? `${lo}年` : `${lo}–${hi}年`
}
