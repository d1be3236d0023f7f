/**
 * 模拟填报: try another score without touching the student's exam information. Checks the inputs with
 * Chinese messages, then reads the rank of that score from the province's official 一分一段 table.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { rootStore, type SubjectType } from '../../stores'
import { loadProvinces, loadScoreConfig, subjectTypeOptions, totalScoreOf, type SubjectTypeOption } from '../../services/profile'
import { PublicLines } from '../../services/lookup'
import { errorText } from '../../services/request'
import { pickRankTable, type ScoreRank } from '../home/home-store'

export interface SimulateErrors {
  province?: string
  track?: string
  score?: string
}

/** Score text → number, or the message naming what is wrong (full marks of the province when known). */
export function checkScore(text: string, total: number | null): { value: number | null; error: string | null } {
  const t = text.trim()
  if (!t) return { value: null, error: '请输入分数' }
  if (!/^\d+(\.\d)?$/.test(t)) return { value: null, error: '分数只能是数字（最多一位小数）' }
  const v = Number(t)
  const max = total ?? 750
  if (v > max) return { value: null, error: `分数不能超过 ${max}（该省总分）` }
  return { value: v, error: null }
}

export class SimulateStore {
  provinceId: number | null = null
  subjectType: SubjectType | null = null
  scoreText = ''
  errors: SimulateErrors = {}
  ready = false
  loadError: string | null = null
  busy = false
  result: (ScoreRank & { score: number }) | null = null
  resultNote: string | null = null

  constructor() {
    makeAutoObservable(this)
  }

  get provinces() {
    return rootStore.province.list
  }

  get tracks(): SubjectTypeOption[] {
    const fact = rootStore.province.factOf(this.provinceId)
    return fact ? subjectTypeOptions(fact.ExamMode) : []
  }

  get total(): number | null {
    return totalScoreOf(this.provinceId)
  }

  /** Province list and full marks; starts from the student's own facts when known. */
  async init(): Promise<void> {
    this.loadError = null
    try {
      await Promise.all([loadProvinces(), loadScoreConfig()])
      runInAction(() => {
        const f = rootStore.scoreForm
        if (this.provinceId === null) this.provinceId = f.SProvince?.ID ?? rootStore.session.provinceID ?? null
        if (this.subjectType === null && f.SubjectType && this.tracks.some((t) => t.value === f.SubjectType)) this.subjectType = f.SubjectType
        this.ready = true
      })
    } catch (e) {
      runInAction(() => {
        this.loadError = errorText(e)
      })
    }
  }

  setProvince(id: number) {
    this.provinceId = id
    if (!this.tracks.some((t) => t.value === this.subjectType)) this.subjectType = this.tracks.length === 1 ? this.tracks[0].value : null
    this.errors = { ...this.errors, province: undefined }
    this.result = null
  }

  setTrack(t: SubjectType) {
    this.subjectType = t
    this.errors = { ...this.errors, track: undefined }
    this.result = null
  }

  setScore(text: string) {
    this.scoreText = text
    this.errors = { ...this.errors, score: undefined }
  }

  validate(): number | null {
    const errors: SimulateErrors = {}
    if (!this.provinceId) errors.province = '请选择省份'
    if (!this.subjectType) errors.track = '请选择科类'
    const s = checkScore(this.scoreText, this.total)
    if (s.error) errors.score = s.error
    this.errors = errors
    return Object.keys(errors).length ? null : s.value
  }

  /** Checks the inputs, then reads the rank of the score (exam year's table, else the latest earlier). */
  async submit(): Promise<void> {
    const score = this.validate()
    if (score === null || !this.provinceId || !this.subjectType) return
    this.busy = true
    this.resultNote = null
    try {
      const year = rootStore.province.currentExamYear ?? new Date().getFullYear()
      const tables = await PublicLines.LineRankYears({ ProvinceId: this.provinceId })
      const table = pickRankTable(tables, year, this.subjectType)
      if (!table) {
        runInAction(() => {
          this.result = null
          this.resultNote = '暂无该省该科类的一分一段表，无法换算位次'
          this.busy = false
        })
        return
      }
      const r = await PublicLines.LineRank({ ProvinceId: table.ProvinceId, Year: table.Year, SubjectType: this.subjectType, Score: score, TableId: table.TableId })
      runInAction(() => {
        this.result = { result: r, table, fromEarlierYear: table.Year < year, score }
        this.resultNote = r.Rank === null ? r.Message || '该分数的位次未公布' : null
        this.busy = false
      })
    } catch (e) {
      runInAction(() => {
        this.result = null
        this.resultNote = errorText(e)
        this.busy = false
      })
    }
  }
}
