/**
 * What a row's probability does not account for (its Caveats: a plan that shrank, a group code reused, a history
 * too short), one line each — the same words wherever the row is shown (recommendation list, wish table, the
 * explanation sheet); the container styles them through `className`.
 */
import { Text } from '@tarojs/components'
import type { WishRowSnapshot } from '../../model/wish'
import { caveatsOf } from '../recommend-row/format'

export function RowCaveats({ row, className, testId }: { row: Pick<WishRowSnapshot, 'Caveats'>; className: string; testId: string }) {
  return (
    <>
      {caveatsOf(row).map((c) => (
        <Text key={c} className={className} data-testid={testId}>
          {c}
        </Text>
      ))}
    </>
  )
}
