/**
 * The rank-history chart of one unit: its lowest admitted ranks of past years carried to this year's cohort,
 * the predicted lowest rank with its 80 % interval, and the student's rank as a dashed line. The numbers are
 * also written under the chart (readable without the canvas, and what tests read).
 */
import { Text, View } from '@tarojs/components'
import { ChartCanvas } from '../charts/chart-canvas'
import type { HistoryPoint } from '../../model/wish'
import { drawRankHistory } from './draw'
import { rankHistoryLayout } from './layout'
import './index.scss'

const HEIGHT = 180

export interface RankHistoryChartProps {
  history: readonly HistoryPoint[]
  targetYear: number
  predicted: number | null
  low: number | null
  high: number | null
  studentRank: number | null
}

export function RankHistoryChart({ history, targetYear, predicted, low, high, studentRank }: RankHistoryChartProps) {
  const input = { history, targetYear, predicted, low, high, studentRank }
  const version = JSON.stringify([history.map((h) => [h.Year, h.EquivalentRank]), targetYear, predicted, low, high, studentRank])
  return (
    <View className='zy-rank-chart' data-testid='rank-history-chart'>
      <ChartCanvas
        height={HEIGHT}
        label='历年最低录取位次与预测'
        version={version}
        draw={({ ctx, width, height }) =>
          drawRankHistory(ctx, rankHistoryLayout(input, { width, height, padding: { top: 18, right: 16, bottom: 24, left: 46 } }), width, height)
        }
      />
      <View className='zy-rank-chart__legend'>
        <Text className='zy-rank-chart__key zy-rank-chart__key--line'>历年最低位次（折算到{targetYear}年）</Text>
        {predicted !== null ? <Text className='zy-rank-chart__key zy-rank-chart__key--pred'>预测及 80% 区间</Text> : null}
        {studentRank !== null ? <Text className='zy-rank-chart__key zy-rank-chart__key--me'>你的位次 {studentRank}</Text> : null}
      </View>
      <Text className='zy-rank-chart__hint'>位次越小越难考，图中越靠上越难。</Text>
    </View>
  )
}

export default RankHistoryChart
