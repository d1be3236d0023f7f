/**
 * A plain table (header + rows) for the data under charts and for line and plan lists. taro-ui has no table; this
 * one is drawn with the theme's colours and keeps numbers whole at 390 px (see index.scss).
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

export interface Column<R> {
  title: string
  /** relative width */
  flex?: number
  align?: 'left' | 'center' | 'right'
  render: (row: R, index: number) => ReactNode
}

export function DataTable<R>({
  columns,
  rows,
  rowKey,
  highlight,
  testId,
  onRowClick,
}: {
  columns: Column<R>[]
  rows: readonly R[]
  rowKey: (r: R, i: number) => string | number
  highlight?: (r: R) => boolean
  testId?: string
  onRowClick?: (r: R) => void
}) {
  return (
    <View className='zy-table' data-testid={testId}>
      <View className='zy-table__row zy-table__row--head'>
        {columns.map((c, i) => (
          <View key={i} className={`zy-table__cell zy-table__cell--${c.align ?? 'left'}`} style={{ flex: c.flex ?? 1 }}>
            {c.title}
          </View>
        ))}
      </View>
      {rows.map((r, ri) => (
        <View
          key={rowKey(r, ri)}
          className={`zy-table__row ${highlight?.(r) ? 'zy-table__row--on' : ''}`}
          data-testid={testId ? `${testId}-row` : undefined}
          onClick={onRowClick ? () => onRowClick(r) : undefined}
        >
          {columns.map((c, ci) => (
            <View key={ci} className={`zy-table__cell zy-table__cell--${c.align ?? 'left'}`} style={{ flex: c.flex ?? 1 }}>
              {c.render(r, ri)}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

export default DataTable
