/**
 * One recommendation row: school and unit, the school's labels, the history (years with lowest score and rank,
 * and the source of each), the predicted lowest rank with its interval, the probability and band (colour and
 * text), the reason when there is no probability, 预估 for a forecast; a tap on the card explains it, a tap on
 * the button adds it to the draft or takes it out.
 */
import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import type { WishRowSnapshot } from '../../model/wish'
import { unitTitle } from '../../model/wish'
import { BandTag } from '../band-tag'
import { historyText, isIneligible, noBandText, num, predictionText, schoolTags } from './format'
import { RowCaveats } from '../row-caveats'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import './index.scss'

export interface RowButton {
  text: string
  onClick: () => void
  disabled?: boolean
}

export interface RecommendRowProps {
  row: WishRowSnapshot
  /** the row is in the draft (itself, or as a major of a group wish) */
  added: boolean
  onOpen: () => void
  /** the add / remove action (text says which) */
  action?: RowButton | null
  /** a second action, e.g. 看专业 (the school's majors) */
  extra?: RowButton | null
  /** a major the parent is looking for: a group that holds it (in our data) says so */
  highlightMajor?: string
}

/** 「组内专业：计算机类、软件工程 等 12 个」 */
function groupMajorsText(names: string[]): string {
  return `组内专业：${names.slice(0, 6).join('、')}${names.length > 6 ? ` 等 ${names.length} 个` : ''}`
}

export function RecommendRowCard({ row, added, onOpen, action, extra, highlightMajor }: RecommendRowProps) {
  const t = unitTitle(row)
  // 民办 shows once, as the cost label every list carries
  const tags = schoolTags(row).filter((tag) => !(tag === '民办' && row.CostLabels?.includes('民办')))
  const prediction = predictionText(row)
  const history = [...row.History].sort((a, b) => b.Year - a.Year).slice(0, 3)
  const sources = Array.from(new Set(history.map((h) => h.Source.Label)))
  return (
    <View
      className='zy-rec'
      data-testid='recommend-row'
      data-unit={row.UnitId}
      data-band={row.Band ?? ''}
      data-added={added ? 'true' : 'false'}
      data-eligible={isIneligible(row) ? 'false' : 'true'}
      onClick={onOpen}
    >
      <View className='zy-rec__top'>
        <View className='zy-rec__names'>
          <Text className='zy-rec__school'>{t.school}</Text>
          {t.unit ? <Text className='zy-rec__unit'>{t.unit}</Text> : null}
        </View>
        <View className='zy-rec__odds'>
          <BandTag band={row.Band} none={noBandText(row)} />
          <Text className={`zy-rec__prob ${row.Probability === null ? 'zy-rec__prob--none' : ''}`} data-testid='row-probability'>
            {isIneligible(row) ? '不能填报' : row.Probability !== null ? `${row.Probability}%` : '—'}
          </Text>
        </View>
      </View>
      {tags.length || row.IsForecast || row.CostLabels?.length ? (
        <View className='zy-rec__tags'>
          {row.IsForecast ? <Text className='zy-rec__tag zy-rec__tag--forecast'>预估</Text> : null}
          {(row.CostLabels ?? []).map((c) => (
            <Text key={c} className='zy-rec__tag zy-rec__tag--cost' data-testid='row-cost-label'>
              {c}
            </Text>
          ))}
          {tags.map((tag) => (
            <Text key={tag} className='zy-rec__tag'>
              {tag}
            </Text>
          ))}
        </View>
      ) : null}
      {history.length ? (
        <View className='zy-rec__history' data-testid='row-history'>
          {history.map((h) => (
            <Text key={h.Year} className='zy-rec__year'>
              {historyText(h)}
            </Text>
          ))}
          <Text className='zy-rec__source'>来源：{sources.join('、')}</Text>
        </View>
      ) : null}
      {row.Tuition ? <Text className='zy-rec__tuition'>学费：{row.Tuition}（今年招生计划）</Text> : null}
      {prediction ? (
        <Text className='zy-rec__pred'>
          {prediction}，你的位次 {num(row.StudentRank)}
        </Text>
      ) : null}
      {row.Reason && (row.Probability === null || row.Band === null) ? (
        <Text className={`zy-rec__reason ${isIneligible(row) ? 'zy-rec__reason--error' : ''}`} data-testid='row-reason'>
          {row.Reason}
        </Text>
      ) : null}
      {row.Elective.Text && !isIneligible(row) ? <Text className='zy-rec__elective'>选科要求：{row.Elective.Text}</Text> : null}
      {row.Level === 'group' && row.MajorNames.length ? (
        <Text className='zy-rec__majors' data-testid='row-group-majors'>
          {groupMajorsText(row.MajorNames)}
        </Text>
      ) : null}
      {highlightMajor && row.MajorNames.includes(highlightMajor) ? (
        <Text className='zy-rec__holds' data-testid='row-holds-major'>
          本组有「{highlightMajor}」
        </Text>
      ) : null}
      <RowCaveats row={row} className='zy-rec__caveat' testId='row-caveat' />
      <View className='zy-rec__actions'>
        <Text className='zy-rec__more'>点按查看计算过程 ›</Text>
        <View className='zy-rec__buttons'>
          {extra ? (
            <View
              className='zy-rec__button'
              onClick={(e) => {
                e.stopPropagation()
                extra.onClick()
              }}
            >
              <AtButton size='small'>{extra.text}</AtButton>
            </View>
          ) : null}
          {action ? (
            <View
              className='zy-rec__button zy-rec__toggle'
              data-testid='row-toggle'
              onClick={(e) => {
                e.stopPropagation()
                if (!action.disabled) action.onClick()
              }}
            >
              <AtButton size='small' type={added ? 'secondary' : 'primary'} disabled={action.disabled}>
                {action.text}
              </AtButton>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  )
}

export default RecommendRowCard
