/**
 * Filter state of the province/year/track lookups: 批次线 (searchbatch), 招生计划 (enrollmentplan/*),
 * 录取数据 (enrollData/*) and 院校排名 (collegeRank + its screen). Each body lists every field it may send,
 * unset ones as undefined, because the paging helper merges a new body into the old one.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiBody, ApiData } from '@contract/endpoints'
import type { RootStore } from '..'
import type { SubjectType } from '../../model/student'
import { quiet } from './call'
import { lookupDefaults, startProvinceId } from './context'
import { Resource } from '../models/resource'
import type { ProvinceTracks, TrackOption } from './tracks'
import { AnsweredList } from './lists'
import type { AdmissionLine, PlanRow, RankedSchool, SpecialtyRankedSchool } from '../../model/lookup'

/** province / year / track with the student's defaults; year null = every year (or the latest, per call) */
export class LineContext {
  provinceId: number | null = null
  year: number | null = null
  subjectType: SubjectType | null = null
  /** years the data holds for the province (from the last answer) */
  years: number[] = []
  private initialised = false

  constructor(
    protected readonly tracksStore: ProvinceTracks,
    protected readonly root: RootStore,
    /** false: start with every year instead of the student's year */
    private readonly defaultYear = false,
  ) {
    makeAutoObservable<LineContext, 'tracksStore' | 'root' | 'initialised' | 'defaultYear'>(this, {
      tracksStore: false,
      root: false,
      initialised: false,
      defaultYear: false,
    })
  }

  /** Sets the student's defaults once (later visits keep what the user chose). */
  async ensureInit(): Promise<void> {
    if (this.initialised && this.provinceId) return
    this.initialised = true
    const pid = await startProvinceId(this.root)
    // read after the province: waiting for the student's user info also brings their year and track
    const d = lookupDefaults(this.root)
    runInAction(() => {
      this.provinceId = pid
      if (this.defaultYear) this.year = d.year
    })
    if (pid) await this.tracksStore.load(pid).catch(() => [])
    runInAction(() => {
      const tracks = this.tracks.map((t) => t.subjectType)
      this.subjectType = d.subjectType && tracks.includes(d.subjectType) ? d.subjectType : (tracks[0] ?? null)
    })
  }

  get tracks(): TrackOption[] {
    return this.tracksStore.tracksOf(this.provinceId, this.year)
  }

  get provinceName(): string {
    return this.root.province.byId(this.provinceId)?.ProvinceName ?? ''
  }

  get trackName(): string {
    return this.tracks.find((t) => t.subjectType === this.subjectType)?.name ?? '全部科类'
  }

  async setProvince(id: number): Promise<void> {
    this.provinceId = id
    this.years = []
    await this.tracksStore.load(id).catch(() => [])
    runInAction(() => {
      const tracks = this.tracks.map((t) => t.subjectType)
      if (this.subjectType !== null && !tracks.includes(this.subjectType)) this.subjectType = tracks[0] ?? null
    })
  }

  setYear(year: number | null): void {
    this.year = year
  }

  setSubjectType(t: SubjectType | null): void {
    this.subjectType = t
  }

  setYears(years: readonly number[]): void {
    this.years = [...years].sort((a, b) => b - a)
  }
}

// ---- 批次线

export type BatchLineData = ApiData<'Public/LineBatchList'>

export class BatchLineQuery {
  readonly ctx: LineContext
  includeSpecial = false
  lines = new Resource<BatchLineData>()

  constructor(tracks: ProvinceTracks, root: RootStore) {
    this.ctx = new LineContext(tracks, root)
    makeAutoObservable(this, { ctx: false })
  }

  setIncludeSpecial(v: boolean): void {
    this.includeSpecial = v
  }

  async load(): Promise<void> {
    const pid = this.ctx.provinceId
    if (!pid) return
    const body: ApiBody<'Public/LineBatchList'> = {
      ProvinceId: pid,
      Year: this.ctx.year ?? undefined,
      SubjectType: this.ctx.subjectType ?? undefined,
      IncludeSpecial: this.includeSpecial || undefined,
    }
    const data = await this.lines.load(() => quiet('Public/LineBatchList', body))
    if (data) this.ctx.setYears(data.Years)
  }

  /** the shown lines grouped by year, newest first */
  get byYear(): { year: number; lines: BatchLineData['List'] }[] {
    const groups = new Map<number, BatchLineData['List']>()
    for (const l of this.lines.data?.List ?? []) {
      const g = groups.get(l.Year) ?? []
      g.push(l)
      groups.set(l.Year, g)
    }
    return [...groups].sort((a, b) => b[0] - a[0]).map(([year, lines]) => ({ year, lines }))
  }
}

// ---- a school picked on a 选择院校 page

export interface PickedSchool {
  SchoolId: number
  SchoolName: string
}

// ---- 招生计划

/** how the 招生计划 and 录取数据 result lists page */
const LINE_LIST = { itemHeight: 120, indexName: 'PageIndex', sizeName: 'PageSize', dataNameList: ['List'] } as const

export type PlanBody = Omit<ApiBody<'Public/EnrollmentPlan'>, 'PageIndex' | 'PageSize'>

/** What the 招生计划 and 录取数据 lists are filtered by besides province, year and track. */
export class SchoolLineFilter {
  keyword = ''
  school: PickedSchool | null = null
  batch: string | null = null
  includeSpecial = false

  constructor() {
    makeAutoObservable(this)
  }

  setKeyword(k: string): void {
    this.keyword = k
  }

  setSchool(s: PickedSchool | null): void {
    this.school = s
  }

  setBatch(b: string | null): void {
    this.batch = b
  }

  setIncludeSpecial(v: boolean): void {
    this.includeSpecial = v
  }

  /**
   * The 招生计划 body, whose fields the 录取数据 body has too (null until a province is set); a keyword is
   * cut to the 40 characters the API takes.
   */
  bodyIn(ctx: LineContext): PlanBody | null {
    if (!ctx.provinceId) return null
    const k = this.keyword.trim()
    return {
      ProvinceId: ctx.provinceId,
      Year: ctx.year ?? undefined,
      SubjectType: ctx.subjectType ?? undefined,
      Keyword: k ? k.slice(0, 40) : undefined,
      SchoolId: this.school?.SchoolId,
      Batch: this.batch ?? undefined,
      IncludeSpecial: this.includeSpecial || undefined,
    }
  }
}

type PlanListBody = ApiBody<'Public/EnrollmentPlan'>
type PlanListData = ApiData<'Public/EnrollmentPlan'>

export class PlanQuery {
  readonly ctx: LineContext
  readonly filter = new SchoolLineFilter()
  /** batches and note of the last answer */
  batches: string[] = []
  note = ''

  constructor(
    tracks: ProvinceTracks,
    private readonly root: RootStore,
  ) {
    this.ctx = new LineContext(tracks, root)
    makeAutoObservable<PlanQuery, 'root'>(this, { ctx: false, filter: false, root: false })
  }

  /** the 招生计划 result list; the page reloads it with `body` */
  list(): AnsweredList<PlanRow, PlanListBody, PlanListData> {
    return new AnsweredList<PlanRow, PlanListBody, PlanListData>(this.root, {
      ...LINE_LIST,
      api: (body) => quiet('Public/EnrollmentPlan', body),
      onAnswer: (data) => this.noteAnswer(data),
      paginationObject: { ProvinceId: 44, PageIndex: 1, PageSize: 30 },
    })
  }

  get body(): PlanBody | null {
    return this.filter.bodyIn(this.ctx)
  }

  /** what the answer tells about the data (years, batches, coverage note) */
  noteAnswer(data: { Years: number[]; Batches: string[]; Note: string }): void {
    this.ctx.setYears(data.Years)
    this.batches = data.Batches
    this.note = data.Note
  }

  /** what the province's plan data covers (one-row query): years, batches, note and the total */
  coverage = new Resource<{ Total: number; Years: number[]; Batches: string[]; Note: string }>()

  async loadCoverage(): Promise<void> {
    const pid = this.ctx.provinceId
    if (!pid) return
    const data = await this.coverage.load(() => quiet('Public/EnrollmentPlan', { ProvinceId: pid, PageIndex: 1, PageSize: 1 }))
    if (data) this.noteAnswer(data)
  }
}

// ---- 录取数据

export type AdmissionLevel = 'institution' | 'group' | 'major'
export const ADMISSION_LEVELS: { key: AdmissionLevel; name: string }[] = [
  { key: 'institution', name: '院校线' },
  { key: 'group', name: '专业组线' },
  { key: 'major', name: '专业线' },
]

export type AdmissionBody = Omit<ApiBody<'Lookup/AdmissionLineList'>, 'PageIndex' | 'PageSize'>

type AdmissionListBody = ApiBody<'Lookup/AdmissionLineList'>
type AdmissionListData = ApiData<'Lookup/AdmissionLineList'>

export class AdmissionQuery {
  readonly ctx: LineContext
  readonly filter = new SchoolLineFilter()
  level: AdmissionLevel = 'group'
  officialOnly = false
  batches: string[] = []

  constructor(
    tracks: ProvinceTracks,
    private readonly root: RootStore,
  ) {
    this.ctx = new LineContext(tracks, root)
    makeAutoObservable<AdmissionQuery, 'root'>(this, { ctx: false, filter: false, root: false })
  }

  /** the 录取数据 result list; the page reloads it with `body` */
  list(): AnsweredList<AdmissionLine, AdmissionListBody, AdmissionListData> {
    return new AnsweredList<AdmissionLine, AdmissionListBody, AdmissionListData>(this.root, {
      ...LINE_LIST,
      api: (body) => quiet('Lookup/AdmissionLineList', body),
      onAnswer: (data) => this.noteAnswer(data),
      paginationObject: { ProvinceId: 44, Level: 'group', PageIndex: 1, PageSize: 30 },
    })
  }

  setLevel(l: AdmissionLevel): void {
    this.level = l
  }

  setOfficialOnly(v: boolean): void {
    this.officialOnly = v
  }

  get body(): AdmissionBody | null {
    const body = this.filter.bodyIn(this.ctx)
    return body && { ...body, Level: this.level, OfficialOnly: this.officialOnly || undefined }
  }

  noteAnswer(data: { Years: number[]; Batches: string[] }): void {
    this.ctx.setYears(data.Years)
    this.batches = data.Batches
  }

  /** what the province's data covers at the chosen level (one-row query) */
  coverage = new Resource<{ Total: number; Years: number[]; Batches: string[] }>()

  async loadCoverage(): Promise<void> {
    const pid = this.ctx.provinceId
    if (!pid) return
    const data = await this.coverage.load(() => quiet('Lookup/AdmissionLineList', { ProvinceId: pid, Level: this.level, PageIndex: 1, PageSize: 1 }))
    if (data) this.noteAnswer(data)
  }
}

// ---- 院校排名 and 专业排名

export type RankTag = '985' | '211' | '双一流'

type CollegeRankBody = ApiBody<'School/SchoolRank'>
type CollegeRankData = ApiData<'School/SchoolRank'>

export class CollegeRankQuery {
  readonly ctx: LineContext
  level: '本科' | '专科' | null = '本科'
  tag: RankTag | null = null
  schoolProvinceId: number | null = null
  /** changes when the list must reload (the 排名筛选 page applies) */
  version = 0

  constructor(
    tracks: ProvinceTracks,
    private readonly root: RootStore,
  ) {
    this.ctx = new LineContext(tracks, root)
    makeAutoObservable<CollegeRankQuery, 'root'>(this, { ctx: false, root: false })
  }

  /** the 院校排名 list (its answer tells the method, the data's years and the year ranked); the page reloads it with `body` */
  list(): AnsweredList<RankedSchool, CollegeRankBody, CollegeRankData> {
    const ctx = this.ctx
    return new AnsweredList<RankedSchool, CollegeRankBody, CollegeRankData>(this.root, {
      api: (body) => quiet('School/SchoolRank', body),
      onAnswer: (data) => {
        ctx.setYears(data.Years)
        if (!ctx.year && data.Basis.Year) ctx.setYear(data.Basis.Year)
      },
      itemHeight: 200,
      paginationObject: { ProvinceId: 44, SubjectType: 2, PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
  }

  setLevel(l: '本科' | '专科' | null): void {
    this.level = l
  }

  setTag(t: RankTag | null): void {
    this.tag = t
  }

  setSchoolProvince(id: number | null): void {
    this.schoolProvinceId = id
  }

  apply(): void {
    this.version++
  }

  get body(): Omit<ApiBody<'School/SchoolRank'>, 'PageIndex' | 'PageSize'> | null {
    if (!this.ctx.provinceId || !this.ctx.subjectType) return null
    return {
      ProvinceId: this.ctx.provinceId,
      Year: this.ctx.year ?? undefined,
      SubjectType: this.ctx.subjectType,
      Level: this.level ?? undefined,
      Tag: this.tag ?? undefined,
      SchoolProvinceId: this.schoolProvinceId ?? undefined,
    }
  }
}

type SpecialtyRankBody = ApiBody<'Specialty/SpecialtyRankList'>
type SpecialtyRankData = ApiData<'Specialty/SpecialtyRankList'>

/** 专业排名 of one major: its own province / track / year and the ranked schools */
export class SpecialtyRankQuery {
  readonly ctx: LineContext
  readonly list: AnsweredList<SpecialtyRankedSchool, SpecialtyRankBody, SpecialtyRankData>

  constructor(majorCode: string | null, tracks: ProvinceTracks, root: RootStore) {
    const ctx = new LineContext(tracks, root)
    this.ctx = ctx
    this.list = new AnsweredList<SpecialtyRankedSchool, SpecialtyRankBody, SpecialtyRankData>(root, {
      api: (body) => quiet('Specialty/SpecialtyRankList', body),
      onAnswer: (data) => ctx.setYears(data.Years),
      itemHeight: 220,
      paginationObject: { MajorCode: majorCode ?? '000000', ProvinceId: 44, SubjectType: 2, PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
    makeAutoObservable(this, { ctx: false, list: false })
  }

  /** province, track and year of the list (null until a province and a track are set) */
  get body(): Pick<SpecialtyRankBody, 'ProvinceId' | 'SubjectType' | 'Year'> | null {
    const { provinceId, subjectType, year } = this.ctx
    if (!provinceId || !subjectType) return null
    return { ProvinceId: provinceId, SubjectType: subjectType, Year: year ?? undefined }
  }
}
