/** How the wish rows write their numbers and labels (shared by the row, the explanation and the table). */
import type { HistoryPoint, WishRowSnapshot } from '../../model/wish'
import { formatNumber } from '../../utils/number'

/** 43928 → 43,928; null → — (the app's one number format) */
export function num(v: number | null | undefined): string {
  return formatNumber(v)
}

export const RANK_METHOD_TEXT: Record<HistoryPoint['RankMethod'], string> = {
  published: '公布的最低位次',
  table: '位次按当年一分一段表由最低分换算',
  anchors: '当年无一分一段表，位次按其他院校的分数位次推算',
  'same-score': '当年无一分一段表，位次按下一年的表推算（误差较大）',
}

/** The school's labels a parent looks for: 985 · 211 · 双一流 · 公办/民办 · city. */
export function schoolTags(row: Pick<WishRowSnapshot, 'Is985' | 'Is211' | 'IsDoubleFirstClass' | 'IsPrivate' | 'City' | 'SchoolProvinceName'>): string[] {
  const tags: string[] = []
  if (row.Is985) tags.push('985')
  if (row.Is211) tags.push('211')
  if (row.IsDoubleFirstClass) tags.push('双一流')
  if (row.IsPrivate === true) tags.push('民办')
  else if (row.IsPrivate === false) tags.push('公办')
  const place = row.City || row.SchoolProvinceName
  if (place) tags.push(place)
  return tags
}

/** 2025 年 550 分 / 44,942 名 */
export function historyText(h: Pick<HistoryPoint, 'Year' | 'MinScore' | 'MinRank'>): string {
  return `${h.Year}年 ${h.MinScore !== null ? `${num(h.MinScore)}分 / ` : ''}${num(h.MinRank)}名`
}

/** the line under a row's history: the predicted lowest rank and its interval */
export function predictionText(row: Pick<WishRowSnapshot, 'PredictedRank' | 'RankLow' | 'RankHigh'>): string | null {
  if (row.PredictedRank === null) return null
  const range = row.RankLow !== null && row.RankHigh !== null ? `（${num(row.RankLow)}–${num(row.RankHigh)}）` : ''
  return `预测最低位次 ${num(row.PredictedRank)}${range}`
}

/** the band label of a row without a band */
export function noBandText(row: Pick<WishRowSnapshot, 'Probability' | 'Elective'>): string {
  if (row.Elective.Meets === false) return '选科不符'
  return row.Probability === null ? '无概率' : '不推荐'
}

/** the server decided the student cannot be 投档 for this unit (选科 not met): no band, no percent, no add */
export function isIneligible(row: Pick<WishRowSnapshot, 'Elective'>): boolean {
  return row.Elective.Meets === false
}

/** the probability as a row writes it: 「不能填报」 for a unit the student cannot be 投档 for */
export function probabilityText(row: Pick<WishRowSnapshot, 'Probability' | 'Elective'>, prefix = ''): string {
  if (isIneligible(row)) return '不能填报'
  return row.Probability !== null ? `${prefix}${row.Probability}%` : '算不出概率'
}

/** what the student should check on the row itself (选科 or group contents our data does not hold), as the server says it */
export function caveatsOf(row: Pick<WishRowSnapshot, 'Caveats'>): string[] {
  return row.Caveats ?? []
}
