/**
 * The lookup pages' state (issue 4), a child of the root store. Filters and baskets that outlive a page are kept
 * here; the state of one page (a school's page, the rank lookup, the 赋分 calculator, a comparison) is made by the
 * methods below, so a page asks the root store for it instead of building store classes itself.
 */
import type { ApiData } from '@contract/endpoints'
import type { RootStore } from '..'
import type { SchoolBrief, ScaledScheme, SpecialtyTree } from '../../model/lookup'
import { Resource } from '../models/resource'
import { quiet } from './call'
import { AnsweredList, KeyedResource } from './lists'
import { OfferingSchoolsQuery, type CatalogYear } from './majors'
import type { SchoolListBody } from './school-filter'
import { ChooseSubjectStore } from './choose-subject'
import { CompareBasket, CompareQuery } from './compare'
import { ScaledScoreStore } from './diagnosis'
import { AdmissionQuery, BatchLineQuery, CollegeRankQuery, LineContext, PlanQuery, SpecialtyRankQuery } from './queries'
import { RankLookupStore } from './rank-lookup'
import { SchoolDetailStore } from './school-detail'
import { SchoolFilterStore } from './school-filter'
import { ProvinceTracks } from './tracks'

export class LookupStore {
  /** the root's one lookup store (a part: made on the first `root.part(LookupStore)`, src/stores/index.ts) */
  static create(root: RootStore): LookupStore {
    return new LookupStore(root)
  }

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

  // ---- schools

  /** 查大学: the schools matching `schoolFilter` (the page reloads it with the filter's body); the answer's TagNote explains the tags */
  schoolList(): AnsweredList<SchoolBrief, SchoolListPage, ApiData<'School/SchoolList'>> {
    return new AnsweredList<SchoolBrief, SchoolListPage, ApiData<'School/SchoolList'>>(this.root, {
      api: (body) => quiet('School/SchoolList', body),
      itemHeight: 190,
      paginationObject: { ...this.schoolFilter.body, PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
  }

  /** schools by (part of) their name (the comparison basket's search takes 20) */
  schoolsByName(limit = 20): KeyedResource<string, SchoolBrief[]> {
    return new KeyedResource(
      (k) => quiet('School/SchoolListBySchoolName', { SchoolName: k.slice(0, 40), Limit: limit }),
      (k) => !k,
    )
  }

  /** 招生章程 by its id (no id: nothing to load) */
  charter(id: string): Resource<ApiData<'School/SchoolConstitutionInfo'>> {
    return new Resource(id ? () => quiet('School/SchoolConstitutionInfo', { Id: id }) : undefined)
  }

  // ---- majors

  /** 专业详情 / 专业介绍 of one major (null: no valid code, nothing to load) */
  majorInfo(majorCode: string | null): Resource<ApiData<'Specialty/SpecialtyInfo'>> {
    return new Resource(majorCode ? () => quiet('Specialty/SpecialtyInfo', { MajorCode: majorCode }) : undefined)
  }

  /** the `limit` majors offered by the most schools */
  hotMajors(limit: number): Resource<ApiData<'Specialty/SpecialtyHotList'>> {
    return new Resource(() => quiet('Specialty/SpecialtyHotList', { Limit: limit }))
  }

  /** the schools offering a major (null: no valid code) */
  offeringSchools(majorCode: string | null): OfferingSchoolsQuery {
    return new OfferingSchoolsQuery(majorCode, this.root)
  }

  /** 专业排名 of a major (null: no valid code) */
  specialtyRank(majorCode: string | null): SpecialtyRankQuery {
    return new SpecialtyRankQuery(majorCode, this.tracks, this.root)
  }

  /** the catalogue 门类 → 专业类 → 专业 of the current year */
  catalogue(): Resource<SpecialtyTree> {
    return new Resource(() => quiet('Specialty/SpecialtyCategoryList', {}))
  }

  /** the catalogue of a chosen year */
  catalogueOfYear(): KeyedResource<CatalogYear, SpecialtyTree> {
    return new KeyedResource((year) => quiet('Specialty/SpecialtyCategoryList', { CatalogYear: year }))
  }

  /** 查专业: majors, 专业类 and 门类 by name */
  majorSearch(): KeyedResource<string, ApiData<'Specialty/SpecialtyOrCategorySearch'>> {
    return new KeyedResource(
      (k) => quiet('Specialty/SpecialtyOrCategorySearch', { Keyword: k.slice(0, 40) }),
      (k) => !k,
    )
  }

  /** majors by name (专业排名's picker) */
  majorsByName(): KeyedResource<string, ApiData<'Specialty/SpecialtySearch'>> {
    return new KeyedResource(
      (k) => quiet('Specialty/SpecialtySearch', { Keyword: k.slice(0, 40), PageIndex: 1, PageSize: 30 }),
      (k) => !k,
    )
  }

  // ---- search and 赋分

  /** 搜索: schools and majors matching a keyword */
  globalSearch(): KeyedResource<string, ApiData<'Lookup/GlobalSearch'>> {
    return new KeyedResource(
      (k) => quiet('Lookup/GlobalSearch', { Keyword: k.slice(0, 40), Limit: 10 }),
      (k) => !k,
    )
  }

  /** 赋分说明: every province's 赋分 scheme */
  scaledSchemes(): Resource<ScaledScheme[]> {
    return new Resource(() => quiet('Lookup/ScaledScoreSchemes', {}))
  }
}

type SchoolListPage = SchoolListBody & { PageIndex: number; PageSize: number }

export { Resource } from '../models/resource'
export { AnsweredList, KeyedResource } from './lists'
export { OfferingSchoolsQuery, type CatalogYear } from './majors'
export { RankLookupStore } from './rank-lookup'
export { SchoolDetailStore, SCHOOL_TABS, type SchoolTab } from './school-detail'
export { ScaledScoreStore } from './diagnosis'
export { ChooseSubjectStore } from './choose-subject'
export { CompareBasket, CompareQuery, parseCompareIds, COMPARE_MAX, COMPARE_MIN } from './compare'
export { SchoolFilterStore, schoolListBody, SCHOOL_TAGS, EMPTY_FILTER } from './school-filter'
export type { SchoolFilterValue, SchoolLevel, SchoolNature, SchoolTag } from './school-filter'
export { LineContext, BatchLineQuery, PlanQuery, AdmissionQuery, CollegeRankQuery, SpecialtyRankQuery, SchoolLineFilter, ADMISSION_LEVELS } from './queries'
export type { AdmissionLevel, PickedSchool, RankTag } from './queries'
export { ProvinceTracks } from './tracks'
export type { TrackOption } from './tracks'
export { lookupDefaults, startProvinceId, trackText, trackSpanText, parseScore, pick } from './context'
