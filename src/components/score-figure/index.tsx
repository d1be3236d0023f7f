/**
 * A score or rank as the source printed it, with its unit kept on the same line and a 推算 mark when the number
 * is not a published one (a rank computed from a score, a third party's score with more decimals than any exam
 * authority prints, rounded by the server): the mark is beside the number, not only in the source column.
 */
import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { formatNumber } from '../../utils/number'
import 'taro-ui/lib/style/components/tag.scss'
import './index.scss'

export interface ScoreFigureProps {
  value: number | null
  /** 分, 名 … written straight after the number */
  unit?: string
  /** not a published number: computed from a score, or rounded from a third party's computation */
  estimated?: boolean
  /** where the range starts when only a segment is known (1,200–1,350) */
  from?: number | null
  testId?: string
}

export function ScoreFigure({ value, unit, estimated, from, testId = 'score-figure' }: ScoreFigureProps) {
  const range = from !== null && from !== undefined && value !== null && from !== value
  return (
    <View className='zy-figure' data-testid={testId} data-estimated={estimated && value !== null ? 'true' : 'false'}>
      {/* a range may break after its dash in a narrow cell; a number never breaks */}
      {range ? <Text className='zy-figure__value'>{`${formatNumber(from)}–`}</Text> : null}
      <Text className='zy-figure__value'>{formatNumber(value, { unit })}</Text>
      {estimated && value !== null ? (
        <AtTag size='small' className='zy-figure__mark'>
          推算
        </AtTag>
      ) : null}
    </View>
  )
}

export default ScoreFigure
