/**
 * Who a recommendation is for: the exam facts from the profile, overridden by the call's body (simulated
 * filling tries another score), and the rank that is compared with the units' lowest admitted ranks.
 *
 * - Official: the student's own published rank if they gave one, else the score looked up in the exam year's
 *   一分一段 table (累计人数).
 * - Forecast (WishType 1, a …Forecast call, or an exam year whose table is not out yet): the score is an estimate
 *   (a mock exam); it is looked up in the latest table there is, and the probabilities carry the student's own
 *   uncertainty: a mock score typically misses the real one by about ±MOCK_SCORE_SD points, and a previous
 *   year's table standing in for this year's misplaces a score as 等分法 does (bias and spread from the model).
 */
import type { Static } from '@sinclair/typebox'
import type { StudentContext } from '../../../types/api/wish'
import type { AppContext } from '../../context'
import { fail, invalid } from '../../http/errors'
import { isHit, lookupRank } from '../../engine/rank'
import { comparableRank } from '../../engine/wish/ranks'
import { checkScore, checkSelectSubjects, checkSubjectType, requireProvince } from '../exam'
import { loadUser, parseSubjects, type UserRow } from '../profile'
import { sourceOf } from '../lookup'
import { provinceIndex, type ProvinceIndex } from './province-index'

export type StudentOut = Static<typeof StudentContext>

/** how far a mock-exam score typically is from the real one (1 standard deviation, points) — an assumption, shown with every forecast */
export const MOCK_SCORE_SD = 15

export interface StudentOverride {
  ProvinceId?: number
  Year?: number
  SubjectType?: 1 | 2 | 3
  SelectSubjectList?: string[]
  Score?: number
  Rank?: number
}

export interface Student {
  out: StudentOut
  index: ProvinceIndex
  /** the rank compared with lowest ranks (start of the student's score band in the exam year's table) */
  comparable: number
  /** ln-rank shift and spread of the student's own placement (forecast) */
  logShift: number
  spread: number
  subjects: string[]
  isForecast: boolean
}

const TRACK_NAME: Record<number, string> = { 1: '历史类', 2: '物理类', 3: '综合' }
const OLD_TRACK_NAME: Record<number, string> = { 1: '文科', 2: '理科', 3: '综合' }

/** `user`: the user's id, or their row as read with the call's session (AuthUser.row: no second query) */
export async function resolveStudent(ctx: AppContext, user: number | UserRow, body: StudentOverride, forecastCall: boolean): Promise<Student> {
  const row = typeof user === 'number' ? await loadUser(ctx, user) : user
  const provinceId = body.ProvinceId ?? row.exam_province_id
  const year = body.Year ?? row.exam_year
  const track = body.SubjectType ?? row.subject_type
  if (!provinceId || !year || !track) throw fail('请先填写高考省份、年份和科类（我的 → 完善信息），再查看志愿推荐')
  const province = await requireProvince(ctx, provinceId)
  const trackProblem = checkSubjectType(province, year, track)
  if (trackProblem) throw invalid(trackProblem)
  const subjects = body.SelectSubjectList ?? (body.ProvinceId === undefined && body.SubjectType === undefined ? parseSubjects(row.select_subjects) : [])
  if (body.SelectSubjectList) {
    const p = checkSelectSubjects(province, year, body.SelectSubjectList)
    if (p) throw invalid(p)
  }
  const overridden = body.Score !== undefined || body.Rank !== undefined
  // the profile's real score (FinalScore) once entered; else the score the student gave
  const profileScore = row.final_score !== null ? Number(row.final_score) : row.score !== null ? Number(row.score) : null
  const score = body.Score ?? (overridden ? null : profileScore)
  const givenRank = body.Rank ?? (overridden ? null : row.rank)
  if (score !== null) checkScore(province, score, 'Score')
  const index = await provinceIndex(ctx, provinceId, year, track, row.id)
  const isForecast = forecastCall || !index.yearTable
  const table = isForecast ? index.latestTable : index.yearTable
  const notes: string[] = []
  let rank: number
  let from: number
  let to: number
  let basis: StudentOut['RankBasis']
  if (givenRank !== null && !isForecast) {
    rank = givenRank
    from = to = givenRank
    basis = 'published'
  } else {
    if (score === null) throw fail('请先填写分数（或位次），再查看志愿推荐')
    if (!table) throw fail(`${province.name}${year} 年${TRACK_NAME[track]}还没有一分一段表，无法由分数确定位次；可以填写位次后再试`)
    const hit = lookupRank(table.table, score)
    if (!isHit(hit)) {
      throw fail(`${score} 分低于 ${table.year} 年${province.name}一分一段表的最低分 ${hit.kind === 'below-floor' ? hit.floor : ''} 分，位次未公布，无法推荐`)
    }
    rank = hit.rankTo
    from = hit.rankFrom
    to = hit.rankTo
    basis = 'table'
    if (hit.kind === 'band') notes.push(`${score} 分落在合并分段 ${hit.bandLow}–${hit.bandHigh} 分（位次 ${hit.rankFrom}–${hit.rankTo}），按 ${hit.rankTo} 计`)
  }
  let logShift = 0
  let spread = 0
  if (isForecast && table) {
    // a mock score's own uncertainty, as ln-rank: half the ln-rank span of ±MOCK_SCORE_SD points around it
    const up = lookupRank(table.table, (score ?? 0) + MOCK_SCORE_SD)
    const down = lookupRank(table.table, (score ?? 0) - MOCK_SCORE_SD)
    const hi = isHit(up) ? up.rankTo : 1
    const lo = isHit(down) ? down.rankTo : table.table.rankEnd[table.table.n - 1]
    spread = Math.log(Math.max(lo, rank) / Math.max(1, Math.min(hi, rank))) / 2
    if (table.year < year) {
      const e = index.model.transitions.sameScore[`${table.year}>${year}`] ?? index.model.fallback.sameScore
      logShift = e.bias
      spread = Math.sqrt(spread * spread + e.spread * e.spread)
      notes.push(`${year} 年一分一段表尚未公布，用 ${table.year} 年表代替`)
    }
    notes.push(`预估分按 ±${MOCK_SCORE_SD} 分的误差计入概率`)
  }
  const comparable = isForecast ? rank : comparableRank(table?.table, rank)
  const reformed = province.newExamSince !== null && year >= province.newExamSince
  return {
    out: {
      ProvinceId: provinceId,
      ProvinceName: province.name,
      Year: year,
      SubjectType: track,
      SubjectName: reformed ? TRACK_NAME[track] : OLD_TRACK_NAME[track],
      // a 文理 year has no 选科: none is shown or checked, whatever the profile holds
      SelectSubjectList: reformed ? subjects : [],
      Score: score,
      Rank: rank,
      RankFrom: from,
      RankTo: to,
      RankBasis: basis,
      TableYear: basis === 'table' && table ? table.year : null,
      TableSource: basis === 'table' && table ? sourceOf(index.snap, table.sid, table.sourceClass, table.year) : null,
      FillMode: index.rule.fillMode,
      IsForecast: isForecast,
      Note: notes.join('；'),
    },
    index,
    comparable,
    logShift,
    spread,
    subjects,
    isForecast,
  }
}
