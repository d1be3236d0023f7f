/**
 * Who the recommendations are for, as the server computed it (the Student context of a recommendation call):
 * province · year · track · subjects, score and the rank used, with the 一分一段 table it came from; and the
 * province's filling rule of the batch. Before an answer arrives it shows the profile as the app holds it.
 * One tap edits the score.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { SUBJECT_TYPE_TEXT, SUBJECT_TYPE_TEXT_NEW_EXAM, isSubjectType, useStore } from '../../stores'
import { go, PAGES } from '../../navigation'
import { pagePath } from '../../utils/url'
import type { ProvinceRule, StudentContext } from '../../model/wish'
import { num } from '../recommend-row/format'
import './index.scss'

/** 湖南 · 2026 年 · 物理类 · 物理/化学/生物 */
export function studentLine(s: Pick<StudentContext, 'ProvinceName' | 'Year' | 'SubjectName' | 'SelectSubjectList'>): string {
  return `${s.ProvinceName} · ${s.Year} 年 · ${s.SubjectName}${s.SelectSubjectList.length ? ` · ${s.SelectSubjectList.join('/')}` : ''}`
}

/** 院校专业组 · 本科批 45 个志愿 · 每组最多 6 个专业 · 组内调剂 */
export function ruleLine(rule: ProvinceRule, batchName?: string): string {
  const parts = [`${rule.FillMode}模式`, `${batchName ?? '本批次'}可填 ${rule.WishCount} 个志愿`]
  if (rule.FillMode !== '专业(类)+院校') parts.push(`每个志愿最多 ${rule.MajorsPerGroup} 个专业`)
  parts.push(rule.Adjustment.Exists ? `服从调剂：${rule.Adjustment.Scope}` : '不设专业调剂')
  return parts.join(' · ')
}

export interface WishScoreCardProps {
  student: StudentContext | null
  rule?: ProvinceRule | null
  batchName?: string
  /** the full card (志愿填报 tab) or one line (the other filling pages) */
  compact?: boolean
  /** simulated filling: another score than the profile's */
  simulated?: boolean
}

export const WishScoreCard = observer(function WishScoreCard({ student, rule, batchName, compact, simulated }: WishScoreCardProps) {
  const { profile } = useStore()
  const p = profile.SProvince
  const line = student
    ? studentLine(student)
    : p
      ? `${p.ProvinceName} · ${profile.Year} 年 · ${isSubjectType(profile.SubjectType) ? (p.IsNewExam ? SUBJECT_TYPE_TEXT_NEW_EXAM : SUBJECT_TYPE_TEXT)[profile.SubjectType] : ''}${profile.SelectSubjectList.length ? ` · ${profile.SelectSubjectList.join('/')}` : ''}`
      : ''
  const score = student ? student.Score : profile.Score
  const compactLine = line.split(' · ').slice(0, 3).join(' · ')
  const edit = () => void go(pagePath(PAGES.completeInfo))
  if (compact) {
    return (
      <View className='zy-score-card zy-score-card--compact' data-testid='wish-score-card' onClick={simulated ? undefined : edit}>
        <Text className='zy-score-card__line'>
          {/* one line on a phone: the subjects are on the 志愿填报 tab's full card */}
          {compactLine}
          {score !== null ? ` · ${score} 分` : ''}
          {student ? ` · 位次 ${num(student.Rank)}` : ''}
        </Text>
        {student?.IsForecast ? <Text className='zy-score-card__forecast'>预估</Text> : null}
      </View>
    )
  }
  return (
    <View className='zy-score-card' data-testid='wish-score-card'>
      <View className='zy-score-card__row' onClick={simulated ? undefined : edit}>
        <View className='zy-score-card__facts'>
          <Text className='zy-score-card__line'>{line}</Text>
          <View className='zy-score-card__numbers'>
            <Text className='zy-score-card__score' data-testid='wish-score'>
              {score !== null ? `${score} 分` : '—'}
            </Text>
            {student ? (
              <Text className='zy-score-card__rank' data-testid='wish-rank'>
                位次 {num(student.Rank)}
                {student.RankFrom !== student.RankTo ? `（同分 ${num(student.RankFrom)}–${num(student.RankTo)}）` : ''}
              </Text>
            ) : null}
          </View>
        </View>
        {simulated ? null : <Text className='zy-score-card__edit'>修改 ›</Text>}
      </View>
      {student ? (
        <Text className='zy-score-card__source'>
          {student.RankBasis === 'published'
            ? '位次：你填写的官方位次'
            : `位次：按 ${student.TableYear ?? ''} 年一分一段表${student.TableSource ? `（${student.TableSource.Label}）` : ''}`}
          {student.IsForecast ? ' · 预估分填报' : ''}
        </Text>
      ) : null}
      {student?.Note ? <Text className='zy-score-card__note'>{student.Note}</Text> : null}
      {rule ? (
        <Text className='zy-score-card__rule' data-testid='wish-rule'>
          {ruleLine(rule, batchName)}
        </Text>
      ) : null}
    </View>
  )
})

export default WishScoreCard
