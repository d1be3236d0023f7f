/**
 * Careers (issue 19): occupations, industries, the new-exam subject combinations and the education-path test. The
 * store is in the main package, its pages are all in subpackages: so it holds no per-call code, only three typed
 * doors — a loaded value, a paged list and a one-off send — over the careers calls, which the pages name.
 */
import type { ApiBody, ApiData, ApiName } from '@contract/endpoints'
import { call } from '../services/request'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

type CareerCall = Extract<ApiName, `Profession/${string}` | `Career/${string}`>
type PagedCall =
  'Profession/ProfessionList' | 'Profession/ProfessionSearchByName' | 'Profession/ProfessionSearchByInterestCode' | 'Profession/ProfessionHotList'
type PageFields = { PageIndex?: number; PageSize?: number }

export type ProfessionBrief = ApiData<'Profession/ProfessionList'>['List'][number]
export type ProfessionDetail = ApiData<'Profession/ProfessionInfo'>
export type CategoryTree = ApiData<'Profession/CategoryList'>
export type IndustryDetail = ApiData<'Career/IndustryInfo'>
export type SubjectList = ApiData<'Career/SelectExamList'>
export type SubjectCombination = SubjectList['List'][number]
export type SubjectStat = ApiData<'Career/SelectExamStat'>
export type SubjectScore = NonNullable<ApiBody<'Career/SelectExamList'>['Scores']>[number]
export type PathList = ApiData<'Career/EducationPathList'>
export type PathResult = ApiData<'Career/EducationPathTest'>

export class CareerStore {
  /** the root's one careers store (a part: made on the first `root.part(CareerStore)`, src/stores/index.ts) */
  static create(): CareerStore {
    return new CareerStore()
  }

  /** one answer of a careers call, loaded quietly (the page shows its skeleton) */
  load<K extends CareerCall>(name: K, body: ApiBody<K>): Resource<ApiData<K>> {
    return new Resource(() => call(name, body, { silent: true }))
  }

  /** a paged careers list, 20 rows a page */
  list<K extends PagedCall>(name: K, body: Omit<ApiBody<K>, keyof PageFields>): AutoPager<ApiData<K>['List'][number], PageFields> {
    return listPager((b: PageFields) => call(name, { ...body, ...b }, { silent: true }), { itemHeight: 120, pageSize: 20 })
  }

  send<K extends CareerCall>(name: K, body: ApiBody<K>): Promise<ApiData<K>> {
    return call(name, body)
  }
}
