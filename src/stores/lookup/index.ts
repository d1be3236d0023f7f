/**
 * The lookup pages' state (issue 4), a child of the root store. Filters and baskets that outlive a page are kept
 * here; the state of one page (a school's page, the rank lookup, the 赋分 calculator, a comparison) is made by the
 * methods below, so a page asks the root store for it instead of building store classes itself.
 */
import type { RootStore } from '..'
import { ChooseSubjectStore } from './choose-subject'
import { CompareBasket, CompareQuery } from './compare'
import { ScaledScoreStore } from './diagnosis'
import { AdmissionQuery, BatchLineQuery, CollegeRankQuery, LineContext, PlanQuery } from './queries'
import { RankLookupStore } from './rank-lookup'
import { SchoolDetailStore } from './school-detail'
import { SchoolFilterStore } from './school-filter'
import { ProvinceTracks } from './tracks'

export class LookupStore {
  readonly tracks = new ProvinceTracks()
  readonly schoolFilter = new SchoolFilterStore()
  readonly compare = new CompareBasket()
  readonly batchLines: BatchLineQuery
  readonly plans: PlanQuery
  readonly admissions: AdmissionQuery
  readonly collegeRank: CollegeRankQuery

  constructor(private readonly root: RootStore) {
    this.batchLines = new BatchLineQuery(this.tracks, root)
    this.plans = new PlanQuery(this.tracks, root)
    this.admissions = new AdmissionQuery(this.tracks, root)
    this.collegeRank = new CollegeRankQuery(this.tracks, root)
  }

  /** province / track / year of a page's own line query (专业排名) */
  lineContext(): LineContext {
    return new LineContext(this.tracks, this.root)
  }

  /** 查位次 */
  rankLookup(): RankLookupStore {
    return new RankLookupStore(this.root)
  }

  /** 院校详情 of one school */
  schoolDetail(schoolId: number): SchoolDetailStore {
    return new SchoolDetailStore(schoolId, this.root)
  }

  /** 院校对比 of the schools it was opened with */
  comparison(ids: number[]): CompareQuery {
    return new CompareQuery(ids, this.tracks, this.root)
  }

  /** 成绩换算 (赋分) */
  scaledScore(): ScaledScoreStore {
    return new ScaledScoreStore(this.root)
  }

  /** 新高考选科 */
  subjectChoice(): ChooseSubjectStore {
    return new ChooseSubjectStore(this.root)
  }
}

export { Resource } from '../models/resource'
export { RankLookupStore } from './rank-lookup'
export { SchoolDetailStore, SCHOOL_TABS, type SchoolTab } from './school-detail'
export { ScaledScoreStore } from './diagnosis'
export { ChooseSubjectStore } from './choose-subject'
export { CompareBasket, CompareQuery, parseCompareIds, COMPARE_MAX, COMPARE_MIN } from './compare'
export { SchoolFilterStore, schoolListBody, SCHOOL_TAGS, EMPTY_FILTER } from './school-filter'
export type { SchoolFilterValue, SchoolLevel, SchoolNature, SchoolTag } from './school-filter'
export { LineContext, BatchLineQuery, PlanQuery, AdmissionQuery, CollegeRankQuery, SchoolLineFilter, ADMISSION_LEVELS } from './queries'
export type { AdmissionLevel, PickedSchool, RankTag } from './queries'
export { ProvinceTracks } from './tracks'
export type { TrackOption } from './tracks'
export { lookupDefaults, startProvinceId, trackText, trackSpanText, parseScore, pick } from './context'
