/**
 * The wish-filling data the app keeps and shows, taken from the API contract (types/api/wish.ts), and the
 * mapping between what the API answers and what the draft keeps. No calls here (services/wish.ts makes them),
 * so the stores can use it without the request layer.
 */
import type { ApiBody, ApiData } from '@contract/endpoints'

export type RecommendQuery = ApiBody<'Wish/SchoolFirstList'>
export type RecommendPage = ApiData<'Wish/SchoolFirstList'>
export type RecommendStat = ApiData<'Wish/SchoolFirstStat'>
export type RecommendRow = RecommendPage['List'][number]
export type StudentContext = RecommendPage['Student']
export type BandCounts = RecommendPage['Counts']
export type Band = NonNullable<RecommendRow['Band']>
export type HistoryPoint = RecommendRow['History'][number]
export type Explanation = RecommendRow['Explanation']
export type Batch = ApiData<'Wish/BatchList'>[number]
export type ProvinceRule = Batch['Rule']
export type FillMode = ProvinceRule['FillMode']
export type BandConfig = ApiData<'Wish/BandConfig'>
export type WishCheck = ApiData<'Wish/WishCheck'>
export type WishItem = WishCheck['Items'][number]
export type CheckIssue = WishCheck['Issues'][number]
export type WishTableBody = ApiBody<'User/WishSave'>
export type WishItemInput = WishTableBody['Items'][number]
export type WishSummary = ApiData<'User/WishList'>['List'][number]
export type WishDetail = ApiData<'User/WishDetail'>
export type GroupMajor = ApiData<'Wish/NewExamSchoolScoreLineSpecialty'>['Majors'][number]
export type GroupMajors = ApiData<'Wish/NewExamSchoolScoreLineSpecialty'>
export type Suggestion = ApiData<'Wish/NewExamScoreLineSuggestGroup'>
export type SuggestQuery = ApiBody<'Wish/NewExamScoreLineSuggestGroup'>

/** The four bands in table order (top of a table to bottom). */
export const BANDS: readonly Band[] = ['冲', '稳', '保', '垫']

// ---------------------------------------------------------------------------------------------------
// Mapping between the API and the draft

/** What a wish of the draft keeps of its recommendation row: everything needed to draw it, not the explanation. */
export type WishRowSnapshot = Omit<RecommendRow, 'Explanation'>

export function snapshotOf(row: RecommendRow | WishItem | WishRowSnapshot): WishRowSnapshot {
  // every field named once: the return type makes a field added to the row fail here until it is copied
  return {
    UnitId: row.UnitId,
    Level: row.Level,
    BatchId: row.BatchId,
    ParentUnitId: row.ParentUnitId,
    SchoolId: row.SchoolId,
    SchoolName: row.SchoolName,
    SchoolCode: row.SchoolCode,
    SchoolProvinceName: row.SchoolProvinceName,
    City: row.City,
    Is985: row.Is985,
    Is211: row.Is211,
    IsDoubleFirstClass: row.IsDoubleFirstClass,
    IsPrivate: row.IsPrivate,
    SchoolType: row.SchoolType,
    GroupCode: row.GroupCode,
    GroupName: row.GroupName,
    MajorName: row.MajorName,
    MajorCode: row.MajorCode,
    MajorNames: [...row.MajorNames],
    Elective: { ...row.Elective, Subjects: [...row.Elective.Subjects] },
    PlanCount: row.PlanCount,
    History: row.History.map((h) => ({ ...h, Source: { ...h.Source } })),
    StudentRank: row.StudentRank,
    PredictedRank: row.PredictedRank,
    RankLow: row.RankLow,
    RankHigh: row.RankHigh,
    Probability: row.Probability,
    Reason: row.Reason,
    Band: row.Band,
    IsForecast: row.IsForecast,
  }
}

/** One wish of the draft: the unit, the majors chosen inside a group (names), 服从调剂, and its row. */
export interface DraftItem {
  UnitId: string
  Majors: string[]
  Adjust: boolean
  row: WishRowSnapshot
}

/** What saving or checking sends for the draft's wishes, in order. */
export function itemsToInput(items: readonly DraftItem[]): WishItemInput[] {
  return items.map((it) => ({ UnitId: it.UnitId, Majors: [...it.Majors], Adjust: it.Adjust }))
}

/** The draft wishes of a saved table (edit = load it back), in its saved order. */
export function itemsFromSaved(items: readonly WishItem[]): DraftItem[] {
  return [...items].sort((a, b) => a.Position - b.Position).map((it) => ({ UnitId: it.UnitId, Majors: [...it.Majors], Adjust: it.Adjust, row: snapshotOf(it) }))
}

/** The unit as a parent names it: 中南大学 · 第103组 / 中南大学 · 计算机类 / 中南大学. */
export function unitTitle(row: Pick<WishRowSnapshot, 'SchoolName' | 'GroupName' | 'MajorName' | 'Level'>): { school: string; unit: string } {
  if (row.Level === 'group') return { school: row.SchoolName, unit: row.GroupName || '专业组' }
  if (row.Level === 'major') return { school: row.SchoolName, unit: row.MajorName }
  return { school: row.SchoolName, unit: '' }
}

/** Where each province's table is edited, by its fill mode. */
export function tablePageOf(fillMode: FillMode | null | undefined): string {
  if (fillMode === '院校专业组') return 'pages/newExam/adjust-wish/collegeToSpecialty'
  if (fillMode === '专业(类)+院校') return 'pages/newExam/adjust-wish/specialtyToCollege'
  return 'pages/query/adjust-wish'
}

/** The saved-table page of a fill mode (new-exam provinces have their own). */
export function detailPageOf(fillMode: FillMode | null | undefined): string {
  return fillMode === '院校专业组' || fillMode === '专业(类)+院校'
    ? 'pages/personal/volunteerdetail/newExamWishDetails'
    : 'pages/personal/volunteerdetail/volunteerdetail'
}

/** The word for one wish of a fill mode. */
export function unitWord(fillMode: FillMode | null | undefined): string {
  if (fillMode === '院校专业组') return '院校专业组'
  if (fillMode === '专业(类)+院校') return '专业'
  return '院校'
}

/** The part of a rule's note a parent can read (the rules file mixes in working notes in English). */
export function readableNote(note: string): string {
  return note
    .split('；')
    .map((s) => s.trim())
    .filter((s) => /[\u4e00-\u9fff]/.test(s) && !/[A-Za-z]{4,}/.test(s.replace(/https?:\S+/g, '')))
    .join('；')
}

/** The body fields that make a call answer for another score (simulated filling), or none. */
export interface ScoreOverride {
  Score?: number
  Rank?: number
}

/** The recommendation lists of the filling pages; each has a normal and a forecast (预估分) call. */
export type ListKind = 'school-first' | 'specialty-first' | 'school-majors' | 'new-exam' | 'new-exam-school' | 'self' | 'self-search'

type RecommendCall =
  | 'Wish/SchoolFirstList'
  | 'Wish/SchoolFirstListForecast'
  | 'Wish/SpecialtyFirstList'
  | 'Wish/SpecialtyFirstListForecast'
  | 'Wish/SpecialtyList'
  | 'Wish/SpecialtyListForecast'
  | 'Wish/NewExamScoreLine'
  | 'Wish/NewExamScoreLineForecast'
  | 'Wish/NewExamSchoolScoreLine'
  | 'Wish/NewExamSchoolScoreLineForecast'
  | 'Wish/MySelf'
  | 'Wish/MySelfForecast'
  | 'Wish/MySelfSearch'
  | 'Wish/MySelfSearchForecast'

/** [normal, forecast] call of each list */
export const LIST_CALLS: Record<ListKind, readonly [RecommendCall, RecommendCall]> = {
  'school-first': ['Wish/SchoolFirstList', 'Wish/SchoolFirstListForecast'],
  'specialty-first': ['Wish/SpecialtyFirstList', 'Wish/SpecialtyFirstListForecast'],
  'school-majors': ['Wish/SpecialtyList', 'Wish/SpecialtyListForecast'],
  'new-exam': ['Wish/NewExamScoreLine', 'Wish/NewExamScoreLineForecast'],
  'new-exam-school': ['Wish/NewExamSchoolScoreLine', 'Wish/NewExamSchoolScoreLineForecast'],
  self: ['Wish/MySelf', 'Wish/MySelfForecast'],
  'self-search': ['Wish/MySelfSearch', 'Wish/MySelfSearchForecast'],
}

export function listCallOf(kind: ListKind, forecast: boolean): RecommendCall {
  return LIST_CALLS[kind][forecast ? 1 : 0]
}

/** drops undefined fields: the server's schemas refuse unknown keys, not missing ones, but bodies stay readable in logs */
export function compact<T extends object>(body: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = v
  return out as T
}
