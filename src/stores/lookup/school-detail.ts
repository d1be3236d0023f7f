/**
 * One school's page (schoolDetail): overview, admission lines by province/track/year with the trend, majors,
 * enrollment plan, 选科要求 and charters. Built per page instance (a school's page can be opened twice).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiData } from '@contract/endpoints'
import type { RootStore } from '..'
import type { SubjectType } from '../../model/student'
import { quiet } from './call'
import type { AdmissionLine, PlanRow, SchoolDetail } from '../../model/lookup'
import { AutoPager } from '../models/pager'
import { lookupDefaults, pick, profileReady } from './context'
import { Resource } from '../models/resource'

export type SchoolTab = 'overview' | 'lines' | 'majors' | 'plan' | 'elective' | 'charter'

export const SCHOOL_TABS: { key: SchoolTab; name: string }[] = [
  { key: 'overview', name: '概况' },
  { key: 'lines', name: '录取线' },
  { key: 'majors', name: '开设专业' },
  { key: 'plan', name: '招生计划' },
  { key: 'elective', name: '选科要求' },
  { key: 'charter', name: '招生章程' },
]

type Direction = ApiData<'School/SchoolEnrollmentDirection'>[number]
type Enrollment = ApiData<'School/SchoolEnrollment'>

export class SchoolDetailStore {
  tab: SchoolTab = 'overview'
  provinceId: number | null = null
  subjectType: SubjectType | null = null
  /** year of the 专业线 list (null = the latest the data holds) */
  majorLineYear: number | null = null
  info = new Resource<SchoolDetail>()
  directions = new Resource<Direction[]>()
  enrollment = new Resource<Enrollment>()
  majors = new Resource<ApiData<'School/SchoolSpecialty'>>()
  elective = new Resource<ApiData<'School/SchoolSelectExam'>>()
  charters = new Resource<ApiData<'School/SchoolConstitutionList'>>()
  majorLines: AutoPager<AdmissionLine, { SchoolId: number; ProvinceId: number; Year?: number; SubjectType?: SubjectType; PageIndex: number; PageSize: number }>
  plans: AutoPager<PlanRow, { SchoolId: number; ProvinceId?: number; Year?: number; SubjectType?: SubjectType; PageIndex: number; PageSize: number }>
  planNote = ''
  planYears: number[] = []
  majorLineYears: number[] = []
  private started = new Set<SchoolTab>()

  constructor(
    readonly schoolId: number,
    private readonly root: RootStore,
  ) {
    this.plans = new AutoPager<
      PlanRow,
      { SchoolId: number; ProvinceId?: number; Year?: number; SubjectType?: SubjectType; PageIndex: number; PageSize: number }
    >({
      api: async (body) => {
        const data = await quiet('School/SchoolEnrollmentPlan', body)
        runInAction(() => {
          this.planNote = data.Note
          this.planYears = data.Years
        })
        return data
      },
      itemHeight: 150,
      paginationObject: { SchoolId: schoolId, PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
    this.majorLines = new AutoPager<
      AdmissionLine,
      { SchoolId: number; ProvinceId: number; Year?: number; SubjectType?: SubjectType; PageIndex: number; PageSize: number }
    >({
      api: async (body) => {
        const data = await quiet('School/SchoolSpecialtyScoreLine', body)
        runInAction(() => (this.majorLineYears = data.Years))
        return data
      },
      itemHeight: 150,
      paginationObject: { SchoolId: schoolId, ProvinceId: 11, PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
    makeAutoObservable<SchoolDetailStore, 'root' | 'started'>(this, { root: false, started: false, plans: false, majorLines: false })
  }

  /** provinces with admission data for this school, the student's own first */
  get provinces(): Direction[] {
    const own = lookupDefaults(this.root).provinceId
    const list = [...(this.directions.data ?? [])].filter((d) => d.Kinds.some((k) => k !== 'plan'))
    return list.sort((a, b) => Number(b.ProvinceId === own) - Number(a.ProvinceId === own) || b.RowCount - a.RowCount)
  }

  /** provinces with any data (plans included), the student's own first: the 招生计划 tab */
  get planProvinces(): Direction[] {
    const own = lookupDefaults(this.root).provinceId
    return [...(this.directions.data ?? [])].sort((a, b) => Number(b.ProvinceId === own) - Number(a.ProvinceId === own) || b.RowCount - a.RowCount)
  }

  get direction(): Direction | null {
    return (this.directions.data ?? []).find((d) => d.ProvinceId === this.provinceId) ?? null
  }

  /** tracks the school's data in the chosen province has, named by the province's exam in those years (server) */
  get tracks(): { subjectType: SubjectType; name: string }[] {
    return (this.direction?.Tracks ?? [])
      .filter((t): t is { SubjectType: SubjectType; Name: string } => t.SubjectType === 1 || t.SubjectType === 2 || t.SubjectType === 3)
      .map((t) => ({ subjectType: t.SubjectType, name: t.Name }))
  }

  /** Loads the overview and the provinces; then the lines of the default province and track. */
  async init(): Promise<void> {
    const [, dirs] = await Promise.all([
      this.info.load(() => quiet('School/SchoolInfo', { SchoolId: this.schoolId })),
      this.directions.load(() => quiet('School/SchoolEnrollmentDirection', { SchoolId: this.schoolId })),
      // the default province below is the student's own: wait for their profile if start-up is still fetching it
      profileReady(this.root),
    ])
    if (!dirs) return
    const d = lookupDefaults(this.root)
    const first = this.provinces[0]
    const own = this.provinces.find((p) => p.ProvinceId === d.provinceId)
    runInAction(() => {
      this.provinceId = (own ?? first)?.ProvinceId ?? null
      this.subjectType = pick(
        this.tracks.map((t) => t.subjectType),
        d.subjectType,
      )
    })
  }

  retryInit(): Promise<void> {
    return this.init()
  }

  setTab(tab: SchoolTab): void {
    this.tab = tab
    void this.ensureTab(tab)
  }

  /** Loads what a tab shows the first time it opens. */
  async ensureTab(tab: SchoolTab = this.tab): Promise<void> {
    if (this.started.has(tab)) return
    this.started.add(tab)
    const id = { SchoolId: this.schoolId }
    if (tab === 'lines') await this.loadLines()
    else if (tab === 'majors') await this.majors.load(() => quiet('School/SchoolSpecialty', id))
    else if (tab === 'plan') await this.reloadPlans()
    else if (tab === 'elective') await this.loadElective()
    else if (tab === 'charter') await this.charters.load(() => quiet('School/SchoolConstitutionList', id))
  }

  async setProvince(id: number): Promise<void> {
    this.provinceId = id
    this.subjectType = pick(
      this.tracks.map((t) => t.subjectType),
      this.subjectType,
    )
    this.majorLineYear = null
    await this.reloadForContext()
  }

  async setTrack(t: SubjectType): Promise<void> {
    this.subjectType = t
    await this.reloadForContext()
  }

  async setMajorLineYear(y: number | null): Promise<void> {
    this.majorLineYear = y
    await this.reloadMajorLines()
  }

  private async reloadForContext(): Promise<void> {
    const jobs: Promise<unknown>[] = []
    if (this.started.has('lines')) jobs.push(this.loadLines())
    if (this.started.has('plan')) jobs.push(this.reloadPlans())
    if (this.started.has('elective')) jobs.push(this.loadElective())
    await Promise.all(jobs)
  }

  async loadLines(): Promise<void> {
    const pid = this.provinceId
    if (!pid) return
    await Promise.all([
      this.enrollment.load(() => quiet('School/SchoolEnrollment', { SchoolId: this.schoolId, ProvinceId: pid, SubjectType: this.subjectType ?? undefined })),
      this.reloadMajorLines(),
    ])
  }

  reloadMajorLines(): Promise<void> {
    const pid = this.provinceId
    if (!pid) return Promise.resolve()
    return this.majorLines.reload({ ProvinceId: pid, SubjectType: this.subjectType ?? undefined, Year: this.majorLineYear ?? undefined })
  }

  reloadPlans(): Promise<void> {
    return this.plans.reload({ ProvinceId: this.provinceId ?? undefined, SubjectType: this.subjectType ?? undefined })
  }

  loadElective(): Promise<unknown> {
    return this.elective.load(() => quiet('School/SchoolSelectExam', { SchoolId: this.schoolId, ProvinceId: this.provinceId ?? undefined }))
  }

  /** year-ordered trend for the chart (oldest first) */
  get trend(): Enrollment['Trend'] {
    return [...(this.enrollment.data?.Trend ?? [])].sort((a, b) => a.Year - b.Year)
  }

  /** the batches the trend follows (the school's first batch each year), e.g. 本科一批、本科批 */
  get trendBatches(): string {
    return [...new Set(this.trend.map((t) => t.BatchName).filter(Boolean))].join('、') || '普通类'
  }

  /** the institution/group lines of the chosen province and track, newest year first */
  get lines(): AdmissionLine[] {
    return [...(this.enrollment.data?.List ?? [])].sort((a, b) => b.Year - a.Year || (a.MinScore ?? 0) - (b.MinScore ?? 0))
  }
}
