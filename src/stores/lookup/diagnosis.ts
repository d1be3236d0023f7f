/**
 * 成绩换算 (pages/home/diagnosis): 3+1+2 再选科目 等级赋分 by the scheme of the chosen province
 * (gaokao-rules.md §5). The grade comes either from the share of candidates above the student (gives the grade
 * and its scaled range) or is chosen directly; with the grade's raw range (Y₁..Y₂) the exact scaled score
 * follows from (Y₂ − Y)/(Y − Y₁) = (T₂ − T)/(T − T₁).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiBody } from '@contract/endpoints'
import type { RootStore } from '..'
import { loadProvinces } from '../profile-sync'
import { quiet } from './call'
import type { ScaledScheme, ScaledScoreResult } from '../../model/lookup'
import { lookupDefaults, parseScore } from './context'
import { Resource } from '../models/resource'

export type GradeBy = 'percent' | 'grade'

export interface ScaledInputErrors {
  raw?: string
  percent?: string
  grade?: string
  high?: string
  low?: string
}

export class ScaledScoreStore {
  provinceId: number | null = null
  schemeKey: string | null = null
  gradeBy: GradeBy = 'percent'
  rawText = ''
  percentText = ''
  grade: string | null = null
  highText = ''
  lowText = ''
  errors: ScaledInputErrors = {}
  schemes = new Resource<ScaledScheme[]>()
  result = new Resource<ScaledScoreResult>()

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ScaledScoreStore, 'root'>(this, { root: false })
  }

  get scheme(): ScaledScheme | null {
    const list = this.schemes.data ?? []
    return list.find((s) => s.Key === this.schemeKey) ?? list[0] ?? null
  }

  /** the grade can be found from the share of candidates above only when every grade's share is published */
  get canUsePercent(): boolean {
    const s = this.scheme
    return !!s && s.Grades.length > 0 && s.Grades.every((g) => g.Share !== null)
  }

  /** ranges of raw scores only matter when a grade spans several scaled scores (3+1+2), not for fixed levels */
  get gradesAreRanges(): boolean {
    return !!this.scheme?.Grades.some((g) => g.ScaledHigh !== g.ScaledLow)
  }

  private fitMode(): void {
    if (!this.canUsePercent) this.gradeBy = 'grade'
  }

  async init(): Promise<void> {
    const d = lookupDefaults(this.root)
    await loadProvinces(this.root).catch(() => [])
    const own = d.provinceId ? this.root.province.byId(d.provinceId) : undefined
    if (own) {
      await this.setProvince(own.ID)
      return
    }
    // no province of the student's own: start with a 3+1+2 province (the case 赋分 matters most for)
    const all = await quiet('Lookup/ScaledScoreSchemes', {}).catch(() => [] as ScaledScheme[])
    const ranged = all.find((x) => x.Grades.some((g) => g.ScaledHigh !== g.ScaledLow) && x.Grades.every((g) => g.Share !== null))
    await this.setProvince(ranged?.Provinces[0] ?? this.root.province.list[0]?.ID ?? null)
  }

  async setProvince(id: number | null): Promise<void> {
    this.provinceId = id
    this.result.clear()
    const list = await this.schemes.load(() => quiet('Lookup/ScaledScoreSchemes', id ? { ProvinceId: id } : {}))
    if (!list) return
    runInAction(() => {
      // the province's own scheme first
      const own = id ? list.find((s) => s.Provinces.includes(id)) : undefined
      this.schemeKey = (own ?? list[0])?.Key ?? null
      this.grade = null
      this.fitMode()
    })
  }

  setScheme(key: string): void {
    this.schemeKey = key
    this.grade = null
    this.result.clear()
    this.fitMode()
  }

  setGradeBy(by: GradeBy): void {
    this.gradeBy = by === 'percent' && !this.canUsePercent ? 'grade' : by
    this.errors = {}
  }

  setRaw(t: string): void {
    this.rawText = t
    this.errors = { ...this.errors, raw: undefined }
  }

  setPercent(t: string): void {
    this.percentText = t
    this.errors = { ...this.errors, percent: undefined }
  }

  setGrade(g: string): void {
    this.grade = g
    this.errors = { ...this.errors, grade: undefined }
  }

  setHigh(t: string): void {
    this.highText = t
    this.errors = { ...this.errors, high: undefined }
  }

  setLow(t: string): void {
    this.lowText = t
    this.errors = { ...this.errors, low: undefined }
  }

  /** The ScaledScore body, or the problems with what was typed (nothing is sent then). */
  buildBody(): { body: ApiBody<'Lookup/ScaledScore'> | null; errors: ScaledInputErrors } {
    const errors: ScaledInputErrors = {}
    const scheme = this.scheme
    const body: ApiBody<'Lookup/ScaledScore'> = { Scheme: scheme?.Key, ProvinceId: this.provinceId ?? undefined }
    const raw = parseScore(this.rawText, 100, '原始分')
    const hasRaw = this.rawText.trim() !== ''
    if (hasRaw && raw.error) errors.raw = raw.error
    if (this.gradeBy === 'percent') {
      const p = parseScore(this.percentText, 100, '比例')
      if (p.error) errors.percent = p.error
      else body.PercentAbove = p.value ?? undefined
    } else if (!this.grade) errors.grade = '请选择等级'
    else body.Grade = this.grade
    // the grade's raw range is optional; with it and the raw score the exact scaled score is computed
    const hasRange = this.highText.trim() !== '' || this.lowText.trim() !== ''
    if (hasRange) {
      const hi = parseScore(this.highText, 100, '等级原始分上限')
      const lo = parseScore(this.lowText, 100, '等级原始分下限')
      if (hi.error) errors.high = hi.error
      if (lo.error) errors.low = lo.error
      if (!hi.error && !lo.error && hi.value !== null && lo.value !== null) {
        if (lo.value > hi.value) errors.low = '等级原始分下限不能高于上限'
        else if (!raw.error && raw.value !== null && (raw.value > hi.value || raw.value < lo.value))
          errors.raw = `原始分应在该等级的原始分区间 ${lo.value}–${hi.value} 内`
        else {
          body.GradeRawHigh = hi.value
          body.GradeRawLow = lo.value
        }
      }
      if (!hasRaw) errors.raw = '已填写等级区间时请同时填写原始分'
    }
    if (hasRaw && !raw.error && raw.value !== null) body.RawScore = raw.value
    const ok = Object.values(errors).every((e) => !e)
    return { body: ok ? body : null, errors }
  }

  async calculate(): Promise<void> {
    const { body, errors } = this.buildBody()
    this.errors = errors
    if (!body) return
    await this.result.load(() => quiet('Lookup/ScaledScore', body))
  }
}
