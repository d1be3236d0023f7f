/**
 * Careers (issue 19): occupations, industries, the new-exam subject combinations and the education-path test. Only
 * the calls' models: the pages (all in subpackages) keep their own view state, so this main-package file stays small.
 */
import type { ApiBody, ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

type Item<
  K extends 'Profession/ProfessionList' | 'Profession/ProfessionSearchByName' | 'Profession/ProfessionSearchByInterestCode' | 'Profession/ProfessionHotList',
> = ApiData<K>['List'][number]
export type ProfessionBrief = Item<'Profession/ProfessionList'>
export type InterestItem = Item<'Profession/ProfessionSearchByInterestCode'>
export type ProfessionDetail = ApiData<'Profession/ProfessionInfo'>
export type CategoryTree = ApiData<'Profession/CategoryList'>
export type IndustryDetail = ApiData<'Career/IndustryInfo'>
export type SubjectList = ApiData<'Career/SelectExamList'>
export type SubjectCombination = SubjectList['List'][number]
export type SubjectStat = ApiData<'Career/SelectExamStat'>
export type SubjectScore = NonNullable<ApiBody<'Career/SelectExamList'>['Scores']>[number]
export type PathList = ApiData<'Career/EducationPathList'>
export type PathResult = ApiData<'Career/EducationPathTest'>
type PathAnswers = ApiBody<'Career/EducationPathTest'>['Answers']

const quiet = { silent: true }
const ROW = 120

export class CareerStore {
  categories(): Resource<CategoryTree> {
    return new Resource(() => call('Profession/CategoryList', { Tree: true }, quiet))
  }

  /** occupations under a 大类 / 中类 / 小类 code */
  list(code: string): AutoPager<ProfessionBrief, { PageIndex?: number; PageSize?: number }> {
    return listPager((b) => call('Profession/ProfessionList', { ...b, CategoryCode: code }, quiet), { itemHeight: ROW, pageSize: 20 })
  }

  /** the 大典's digital / green occupations, page by page */
  hotList(kind: 'digital' | 'green'): AutoPager<ProfessionBrief, { PageIndex?: number; PageSize?: number }> {
    return listPager((b) => call('Profession/ProfessionHotList', { ...b, Kind: kind }, quiet), { itemHeight: ROW, pageSize: 20 })
  }

  hot(kind?: 'digital' | 'green'): Resource<ApiData<'Profession/ProfessionHotList'>> {
    return new Resource(() => call('Profession/ProfessionHotList', { PageSize: 8, ...(kind ? { Kind: kind } : {}) }, quiet))
  }

  byName(keyword: string): AutoPager<ProfessionBrief, { PageIndex?: number; PageSize?: number }> {
    return listPager((b) => call('Profession/ProfessionSearchByName', { ...b, Keyword: keyword }, quiet), { itemHeight: ROW, pageSize: 20 })
  }

  byInterest(code: string): AutoPager<InterestItem, { PageIndex?: number; PageSize?: number }> {
    return listPager((b) => call('Profession/ProfessionSearchByInterestCode', { ...b, Code: code }, quiet), { itemHeight: ROW, pageSize: 20 })
  }

  info(code: string): Resource<ProfessionDetail> {
    return new Resource(() => call('Profession/ProfessionInfo', { Code: code }, quiet))
  }

  industries(): Resource<ApiData<'Career/IndustryList'>> {
    return new Resource(() => call('Career/IndustryList', {}, quiet))
  }

  industry(code: string): Resource<IndustryDetail> {
    return new Resource(() => call('Career/IndustryInfo', { Code: code }, quiet))
  }

  /** every combination of the province; with scores / a Holland code, ranked by fit */
  subjects(provinceId: number, scores?: SubjectScore[], holland?: string): Resource<SubjectList> {
    return new Resource(() =>
      call('Career/SelectExamList', { ProvinceId: provinceId, ...(scores?.length ? { Scores: scores } : {}), ...(holland ? { Holland: holland } : {}) }, quiet),
    )
  }

  subjectStat(provinceId: number, subjects: string[]): Resource<SubjectStat> {
    return new Resource(() => call('Career/SelectExamStat', { ProvinceId: provinceId, Subjects: subjects as SubjectScore['Subject'][] }, quiet))
  }

  paths(): Resource<PathList> {
    return new Resource(() => call('Career/EducationPathList', {}, quiet))
  }

  pathTest(answers: PathAnswers): Promise<PathResult> {
    return call('Career/EducationPathTest', { Answers: answers })
  }
}
