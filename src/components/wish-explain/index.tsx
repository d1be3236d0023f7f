/**
 * One tap on a recommendation or wish row opens this: how its probability was reached, in the server's own
 * words (Explanation.Steps), every history year with its source, and the rank-history chart. Nothing here is
 * computed on the phone: every number is the API's.
 */
import { Text, View } from '@tarojs/components'
import { AtButton, AtFloatLayout } from 'taro-ui'
import type { RecommendRow, WishItem } from '../../model/wish'
import { unitTitle } from '../../model/wish'
import { BandTag } from '../band-tag'
import { RankHistoryChart } from '../rank-history-chart'
import { RANK_METHOD_TEXT, isIneligible, noBandText, num } from '../recommend-row/format'
import { RowCaveats } from '../row-caveats'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/float-layout.scss'
import './index.scss'

export interface WishExplainProps {
  /** the row to explain; nothing shows while null */
  row: RecommendRow | WishItem | null
  /** the year the prediction is for (the student's exam year) */
  year: number | null
  onClose: () => void
  /** the add/remove action under the explanation (omitted on pages without a draft, e.g. a saved table) */
  action?: { text: string; onClick: () => void; disabled?: boolean } | null
}

export function WishExplain({ row, year, onClose, action }: WishExplainProps) {
  const t = row ? unitTitle(row) : null
  return (
    <AtFloatLayout isOpened={!!row} title={t ? `${t.school}${t.unit ? ` · ${t.unit}` : ''}` : ''} onClose={onClose} className='zy-explain'>
      {row ? (
        <View className='zy-explain__body' data-testid='wish-explain'>
          <View className='zy-explain__head'>
            <BandTag band={row.Band} none={noBandText(row)} size='normal' />
            {isIneligible(row) ? (
              <Text className='zy-explain__prob zy-explain__prob--none'>不能填报</Text>
            ) : row.Probability !== null ? (
              <Text className='zy-explain__prob' data-testid='explain-probability'>
                录取概率约 {row.Probability}%
              </Text>
            ) : (
              <Text className='zy-explain__prob zy-explain__prob--none'>算不出录取概率</Text>
            )}
            {row.IsForecast ? <Text className='zy-explain__forecast'>预估</Text> : null}
          </View>
          <Text className='zy-explain__summary'>{row.Reason && row.Probability === null ? row.Reason : row.Explanation.Summary}</Text>
          <RowCaveats row={row} className='zy-explain__caveat' testId='explain-caveat' />
          {row.History.length || row.PredictedRank !== null ? (
            <RankHistoryChart
              history={row.History}
              targetYear={year ?? (row.History[0] ? row.History[0].Year + 1 : new Date().getFullYear())}
              predicted={row.PredictedRank}
              low={row.RankLow}
              high={row.RankHigh}
              studentRank={row.StudentRank}
            />
          ) : null}
          <Text className='zy-explain__title'>历年录取（来源）</Text>
          <View className='zy-explain__history' data-testid='explain-history'>
            {row.History.map((h) => (
              <View key={h.Year} className='zy-explain__year'>
                <View className='zy-explain__year-line'>
                  <Text className='zy-explain__year-no'>{h.Year}年</Text>
                  <Text className='zy-explain__year-val'>
                    最低分 {num(h.MinScore)} · 最低位次 {num(h.MinRank)}
                  </Text>
                </View>
                <Text className='zy-explain__year-src'>
                  来源：{h.Source.Label}
                  {h.Source.Title ? `《${h.Source.Title}》` : ''}
                  {h.RankMethod !== 'published' ? ` · ${RANK_METHOD_TEXT[h.RankMethod]}` : ''}
                </Text>
              </View>
            ))}
            {!row.History.length ? <Text className='zy-explain__empty'>我们没有这个志愿的历年录取数据</Text> : null}
          </View>
          <Text className='zy-explain__title'>怎么算的</Text>
          <View className='zy-explain__steps'>
            {row.Explanation.Steps.map((s, i) => (
              <Text key={i} className='zy-explain__step'>
                {i + 1}. {s}
              </Text>
            ))}
          </View>
          <Text className='zy-explain__note'>录取概率是按历年录取数据估计的，不是保证；它的准确程度用往年数据回测检验过。</Text>
          {action ? (
            <View className='zy-explain__action'>
              <AtButton type='primary' size='small' disabled={action.disabled} onClick={action.onClick}>
                {action.text}
              </AtButton>
            </View>
          ) : null}
        </View>
      ) : null}
    </AtFloatLayout>
  )
}

export default WishExplain
