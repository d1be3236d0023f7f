/**
 * State of the home page's score card: the student's rank for the score in the score form, from the
 * province's official 一分一段 table (the exam year's when it is published, else the latest one of the same
 * track, marked as a reference).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { LineRankResult, RankTableInfo } from '../model/lookup'
import { call } from '../services/request'
import { errorText } from '../services/request'
import type { ScoreFormData } from './profile'
import type { SubjectType } from '../model/student'

export interface ScoreRank {
  result: LineRankResult
  table: RankTableInfo
  /** the table is of an earlier year than the exam year (a reference, not the student's own year) */
  fromEarlierYear: boolean
}

/** The table to read a rank from: the exam year's default table of the track, else the latest earlier one. */
export function pickRankTable(tables: readonly RankTableInfo[], year: number, subjectType: SubjectType): RankTableInfo | null {
  const usable = tables.filter((t) => t.SubjectType === subjectType && t.IsDefault && t.Year <= year).sort((a, b) => b.Year - a.Year)
  return usable[0] ?? null
}

export class HomeStore {
  rank: ScoreRank | null = null
  rankLoading = false
  rankError: string | null = null
  /** why no rank is shown although the form is complete (no table for the province, below the floor) */
  rankNote: string | null = null
  private key = ''

  constructor() {
    makeAutoObservable<HomeStore, 'key'>(this, { key: false })
  }

  /** Loads the rank for the form (again only when the form changed, unless `force`). */
  async loadRank(form: ScoreFormData, force = false): Promise<void> {
    const p = form.SProvince
    if (!p || !form.Year || !form.SubjectType || form.Score === null || form.Score === undefined) {
      this.clear()
      return
    }
    const key = `${p.ID}|${form.Year}|${form.SubjectType}|${form.Score}`
    if (!force && key === this.key && (this.rank || this.rankNote)) return
    this.key = key
    this.rankLoading = true
    this.rankError = null
    try {
      const tables = await call('Public/LineRankYears', { ProvinceId: p.ID }, { silent: true })
      const table = pickRankTable(tables, form.Year, form.SubjectType)
      if (!table) {
        runInAction(() => {
          if (key !== this.key) return
          this.rank = null
          this.rankNote = `暂无${p.ProvinceName || '该省'}的一分一段表`
          this.rankLoading = false
        })
        return
      }
      const result = await call(
        'Public/LineRank',
        {
          ProvinceId: table.ProvinceId,
          Year: table.Year,
          SubjectType: table.SubjectType as SubjectType,
          Score: form.Score,
          TableId: table.TableId,
        },
        { silent: true },
      )
      runInAction(() => {
        if (key !== this.key) return
        this.rank = { result, table, fromEarlierYear: table.Year < form.Year! }
        this.rankNote = result.Rank === null ? result.Message || '该分数的位次未公布' : null
        this.rankLoading = false
      })
    } catch (e) {
      runInAction(() => {
        if (key !== this.key) return
        this.rank = null
        this.rankError = errorText(e)
        this.rankLoading = false
      })
    }
  }

  clear(): void {
    this.key = ''
    this.rank = null
    this.rankNote = null
    this.rankError = null
    this.rankLoading = false
  }
}
