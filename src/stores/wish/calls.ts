/**
 * The wish stores' calls (types/api/wish.ts): batches and rules, 冲/稳/保 lists in every filling mode, the live
 * check of a draft table, and the student's saved tables — which call of the contract each read uses (normal or
 * 预估分, per list kind) and with what body. The shapes they answer are src/model/wish.ts.
 *
 * Why lists are silent: the list pages draw skeletons while they wait; the blocking 加载中 of the loading
 * wrapper would hide them. Saving and deleting use the loading wrapper: the user waits for them on purpose.
 */
import type { ApiBody, ApiData, ApiName } from '@contract/endpoints'
import { call, type CallOptions } from '../../services/request'
import { compact, listCallOf, type ListKind } from '../../model/wish'
import type {
  BandConfig,
  Batch,
  GroupMajors,
  RecommendPage,
  RecommendQuery,
  RecommendRow,
  RecommendStat,
  Suggestion,
  SuggestQuery,
  WishCheck,
  WishDetail,
  WishTableBody,
} from '../../model/wish'

// every call here has a body type whose fields are all optional or given; one typed helper for them
function send<K extends ApiName>(name: K, body: ApiBody<K>, options: CallOptions = {}): Promise<ApiData<K>> {
  return (call as (n: K, b: ApiBody<K>, o: CallOptions) => Promise<ApiData<K>>)(name, body, options)
}

export const Wish = {
  /** one page of a recommendation list */
  list(kind: ListKind, forecast: boolean, body: RecommendQuery): Promise<RecommendPage> {
    return send(listCallOf(kind, forecast), compact(body), { silent: true })
  },
  /** band counts and the student's context (school-first counts: every unit of the batch) */
  stat(forecast: boolean, body: RecommendQuery = {}): Promise<RecommendStat> {
    return send(forecast ? 'Wish/SchoolFirstStatForecast' : 'Wish/SchoolFirstStat', compact(body), { silent: true })
  },
  specialtyStat(forecast: boolean, body: RecommendQuery = {}): Promise<RecommendStat> {
    return send(forecast ? 'Wish/SpecialtyFirstStatForecast' : 'Wish/SpecialtyFirstStat', compact(body), { silent: true })
  },
  /** batches of the student's province with their rules (new-exam provinces use NewExamBatchList) */
  batches(newExam: boolean): Promise<Batch[]> {
    return send(newExam ? 'Wish/NewExamBatchList' : 'Wish/BatchList', {}, { silent: true })
  },
  bandConfig(): Promise<BandConfig> {
    return send('Wish/BandConfig', {}, { silent: true })
  },
  groupMajors(forecast: boolean, body: ApiBody<'Wish/NewExamSchoolScoreLineSpecialty'>): Promise<GroupMajors> {
    return send(forecast ? 'Wish/NewExamSchoolScoreLineSpecialtyForecast' : 'Wish/NewExamSchoolScoreLineSpecialty', compact(body), { silent: true })
  },
  unit(body: ApiBody<'Wish/UnitDetail'>): Promise<RecommendRow> {
    return send('Wish/UnitDetail', compact(body), { silent: true })
  },
  /** 一键生成: a suggested table mixing 冲/稳/保/垫 */
  suggest(body: SuggestQuery): Promise<Suggestion> {
    return send('Wish/NewExamScoreLineSuggestGroup', compact(body))
  },
  /** checks a draft without saving: rules, 选科, 调剂, order, 滑档 risk */
  check(body: WishTableBody): Promise<WishCheck> {
    return send('Wish/WishCheck', compact(body), { silent: true })
  },
}

export const WishTables = {
  save(body: WishTableBody): Promise<ApiData<'User/WishSave'>> {
    return send('User/WishSave', compact(body))
  },
  list(body: ApiBody<'User/WishList'> = {}): Promise<ApiData<'User/WishList'>> {
    return send('User/WishList', compact(body))
  },
  detail(WishId: number): Promise<WishDetail> {
    return send('User/WishDetail', { WishId }, { silent: true })
  },
  remove(WishId: number): Promise<boolean> {
    return send('User/WishDelete', { WishId })
  },
}
