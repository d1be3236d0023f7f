/**
 * The lookup pages' state (issue 4). Filters and baskets that outlive a page live in `lookupStore`; per-page
 * state (a school's page, the rank lookup, the 赋分 calculator) is built by the page from the classes below.
 */
import { CompareBasket } from './compare'
import { AdmissionQuery, BatchLineQuery, CollegeRankQuery, PlanQuery } from './queries'
import { SchoolFilterStore } from './school-filter'
import { ProvinceTracks } from './tracks'

export class LookupStore {
  tracks = new ProvinceTracks()
  schoolFilter = new SchoolFilterStore()
  compare = new CompareBasket()
  batchLines = new BatchLineQuery(this.tracks)
  plans = new PlanQuery(this.tracks)
  admissions = new AdmissionQuery(this.tracks)
  collegeRank = new CollegeRankQuery(this.tracks)
}

export const lookupStore = new LookupStore()

export { Resource } from './resource'
export { RankLookupStore } from './rank-lookup'
export { SchoolDetailStore, SCHOOL_TABS, type SchoolTab } from './school-detail'
export { ScaledScoreStore } from './diagnosis'
export { CompareBasket, CompareQuery, parseCompareIds, COMPARE_MAX, COMPARE_MIN } from './compare'
export { SchoolFilterStore, schoolListBody, SCHOOL_TAGS, EMPTY_FILTER } from './school-filter'
export type { SchoolFilterValue, SchoolLevel, SchoolNature, SchoolTag } from './school-filter'
export { LineContext, BatchLineQuery, PlanQuery, AdmissionQuery, CollegeRankQuery, SchoolLineFilter, ADMISSION_LEVELS } from './queries'
export type { AdmissionLevel, PickedSchool, RankTag } from './queries'
export { ProvinceTracks } from './tracks'
export type { TrackOption } from './tracks'
export { lookupDefaults, startProvinceId, trackText, trackSpanText, parseScore, pick } from './context'
