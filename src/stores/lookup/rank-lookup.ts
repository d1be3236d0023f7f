/**
 * Score → rank (查位次, pages/home/searcharrangement): the province's 一分一段 tables, the chosen table's
 * segments for the chart, the lookup of one score and its 等位分 in other years.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { SubjectType } from '..'
import type { RootStore } from '..'
import { quiet } from './call'
import type { LineRankResult, RankSegment, RankTableInfo } from '../../model/lookup'
import { lookupDefaults, parseScore, pick, startProvinceId } from './context'
import { Resource } from '../models/resource'
import type { ApiData } from '@contract/endpoints'

export type EquivalentData = ApiData<'Lookup/EquivalentScore'>

export interface TrackOption {
  subjectType: SubjectType
  name: string
}

export class RankLookupStore {
  provinceId: number | null = null
  year: number | null = null
  subjectType: SubjectType | null = null
  scoreText = ''
  /** the message under the score box (bad input) */
  scoreError: string | null = null
  tables = new Resource<RankTableInfo[]>()
  segments = new Resource<ApiData<'Public/LineRankList'>>()
  result = new Resource<LineRankResult>()
  equivalents = new Resource<EquivalentData>()
  /** the score the result is for */
  resultScore: number | null = null

  constructor(private readonly root: RootStore) {
    // The student's score is the input's first value, set before the page renders: Taro's H5 <Input> (a web
    // component) throws `TypeError … watchValue` when its value changes after it is attached and before its
    // first render, which is what an await in init() did on a page opened directly by its address.
    const score = lookupDefaults(root).score
    if (score !== null && score !== undefined) this.scoreText = String(score)
    makeAutoObservable<RankLookupStore, 'root'>(this, { root: false })
  }

  /** ordinary (default) tables with a known track, newest year first */
  get usableTables(): RankTableInfo[] {
    return (this.tables.data ?? [])
      .filter((t) => t.IsDefault && (t.SubjectType === 1 || t.SubjectType === 2 || t.SubjectType === 3))
      .sort((a, b) => b.Year - a.Year || (b.SubjectType ?? 0) - (a.SubjectType ?? 0))
  }

  get years(): number[] {
    return [...new Set(this.usableTables.map((t) => t.Year))]
  }

  get tracks(): TrackOption[] {
    const seen = new Map<SubjectType, string>()
    for (const t of this.usableTables)
      if (t.Year === this.year && !seen.has(t.SubjectType as SubjectType)) seen.set(t.SubjectType as SubjectType, t.SubjectName)
    return [...seen].map(([subjectType, name]) => ({ subjectType, name })).sort((a, b) => b.subjectType - a.subjectType)
  }

  get table(): RankTableInfo | null {
    return this.usableTables.find((t) => t.Year === this.year && t.SubjectType === this.subjectType) ?? null
  }

  get provinceName(): string {
    return this.root.province.byId(this.provinceId)?.ProvinceName ?? this.table?.ProvinceName ?? ''
  }

  /** the maximum score a table of this province can hold (750, 上海 660, 海南 900) */
  get maxScore(): number {
    const top = this.table?.TopScore
    return top && top > 0 ? Math.max(top, 100) : 900
  }

  /** First visit: the student's own province, year, track and score. */
  async init(): Promise<void> {
    const d = lookupDefaults(this.root)
    const provinceId = await startProvinceId(this.root)
    if (provinceId) await this.setProvince(provinceId, d.year, d.subjectType)
  }

  async setProvince(id: number, year: number | null = this.year, subjectType: SubjectType | null = this.subjectType): Promise<void> {
    this.provinceId = id
    this.segments.clear()
    this.result.clear()
    this.equivalents.clear()
    const tables = await this.tables.load(() => quiet('Public/LineRankYears', { ProvinceId: id }))
    if (!tables || this.provinceId !== id) return
    runInAction(() => {
      this.year = pick(this.years, year)
      this.subjectType = pick(
        this.tracks.map((t) => t.subjectType),
        subjectType,
      )
    })
    await this.afterTableChange()
  }

  async setYear(year: number): Promise<void> {
    this.year = year
    this.subjectType = pick(
      this.tracks.map((t) => t.subjectType),
      this.subjectType,
    )
    await this.afterTableChange()
  }

  async setTrack(subjectType: SubjectType): Promise<void> {
    this.subjectType = subjectType
    await this.afterTableChange()
  }

  setScoreText(text: string): void {
    this.scoreText = text
    this.scoreError = null
  }

  /** loads the chart of the chosen table and repeats the lookup for it */
  private async afterTableChange(): Promise<void> {
    const table = this.table
    this.result.clear()
    this.equivalents.clear()
    if (!table) {
      this.segments.clear()
      return
    }
    const segments = this.segments.load(() =>
      quiet('Public/LineRankList', { ProvinceId: table.ProvinceId, Year: table.Year, SubjectType: table.SubjectType as SubjectType, TableId: table.TableId }),
    )
    const lookup = this.scoreText.trim() ? this.lookup() : Promise.resolve()
    await Promise.all([segments, lookup])
  }

  /** Looks up the typed score in the chosen table; a bad score sets `scoreError` and sends nothing. */
  async lookup(): Promise<void> {
    const table = this.table
    if (!table) {
      this.scoreError = '该省份暂无可用的一分一段表'
      return
    }
    const { value, error } = parseScore(this.scoreText, this.maxScore)
    if (error || value === null) {
      this.scoreError = error
      return
    }
    this.scoreError = null
    this.resultScore = value
    const body = { ProvinceId: table.ProvinceId, Year: table.Year, SubjectType: table.SubjectType as SubjectType, Score: value }
    await Promise.all([
      this.result.load(() => quiet('Public/LineRank', { ...body, TableId: table.TableId })),
      this.equivalents.load(() => quiet('Lookup/EquivalentScore', body)),
    ])
  }

  /** the chosen table's rows for the chart and the table under it */
  get segmentList(): RankSegment[] {
    return this.segments.data?.List ?? []
  }

  /** the row that holds the looked-up score */
  get markedSegment(): RankSegment | null {
    const s = this.resultScore
    if (s === null || !this.result.data) return null
    return this.segmentList.find((r) => s >= Math.min(r.ScoreLow, r.ScoreHigh) && s < Math.max(r.ScoreLow, r.ScoreHigh) + 1) ?? null
  }
}
