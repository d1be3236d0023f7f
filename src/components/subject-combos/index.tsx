/**
 * The new exam's subject combinations with the share of majors and school groups each opens (computed by the server
 * from our plan / admission rows), the basis of those figures, and — when the student gave scores or a Holland
 * code — the fit and its reasons.
 */
import { Text, View } from '@tarojs/components'
import type { SubjectCombination, SubjectList } from '../../stores/career'
import './index.scss'

export function BasisNote({ basis }: { basis: SubjectList['Basis'] }) {
  return (
    <Text className='zy-combo-basis' data-testid='subject-basis'>
      {basis.Text}
    </Text>
  )
}

/** `shares` false: the province has too few readable rows (Basis.Enough), so no share is shown */
export function CombinationRow({ c, onOpen, showFit, shares = true }: { c: SubjectCombination; onOpen?: () => void; showFit?: boolean; shares?: boolean }) {
  return (
    <View className='zy-combo' data-testid='subject-combo' data-key={c.Key} onClick={onOpen}>
      <View className='zy-combo__top'>
        <Text className='zy-combo__key'>{c.Subjects.join(' + ')}</Text>
        {showFit && c.Fit !== null ? (
          <Text className='zy-combo__fit' data-testid='subject-fit'>
            适合度 {c.Fit}
          </Text>
        ) : shares ? (
          <Text className='zy-combo__rank'>第 {c.Rank}</Text>
        ) : null}
      </View>
      {shares ? (
        <>
          <View className='zy-combo__bar'>
            <View className='zy-combo__fill' style={{ width: `${Math.min(100, c.MajorShare)}%` }} />
          </View>
          <Text className='zy-combo__meta' data-testid='subject-share'>
            可报专业 {c.MajorShare}%（{c.MajorCount} 个） · 专业组 {c.GroupShare}%（{c.GroupCount} 个）
          </Text>
        </>
      ) : null}
      {showFit
        ? c.Reasons.filter((r) => !r.startsWith('能报 ')).map((r) => (
            <Text key={r} className='zy-combo__reason'>
              · {r}
            </Text>
          ))
        : null}
    </View>
  )
}

export default CombinationRow
