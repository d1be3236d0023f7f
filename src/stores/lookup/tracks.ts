/**
 * Which tracks (科类) a province's data uses, read from its 一分一段 tables (3+1+2: 物理类/历史类; 3+3: 综合;
 * old exam: 理科/文科). Loaded once per province and shared by the pages that offer a track picker.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { SubjectType } from '..'
import { quiet } from './call'
import type { RankTableInfo } from '../../model/lookup'
import { trackText } from './context'

export interface TrackOption {
  subjectType: SubjectType
  name: string
}

export class ProvinceTracks {
  tables = new Map<number, RankTableInfo[]>()
  private pending = new Map<number, Promise<RankTableInfo[]>>()

  constructor() {
    makeAutoObservable<ProvinceTracks, 'pending'>(this, { pending: false })
  }

  load(provinceId: number): Promise<RankTableInfo[]> {
    const have = this.tables.get(provinceId)
    if (have) return Promise.resolve(have)
    let p = this.pending.get(provinceId)
    if (!p) {
      p = quiet('Public/LineRankYears', { ProvinceId: provinceId })
        .then((list) => {
          runInAction(() => this.tables.set(provinceId, list))
          return list
        })
        .finally(() => this.pending.delete(provinceId))
      this.pending.set(provinceId, p)
    }
    return p
  }

  /**
   * Tracks of the province, newest year's first; with `year`, that year's if it has tables. Falls back to
   * 物理类/历史类 before the tables are loaded or when the province has none.
   */
  tracksOf(provinceId: number | null, year?: number | null): TrackOption[] {
    const tables = (provinceId ? this.tables.get(provinceId) : undefined) ?? []
    const usable = tables.filter((t) => t.IsDefault && (t.SubjectType === 1 || t.SubjectType === 2 || t.SubjectType === 3))
    const ofYear = year ? usable.filter((t) => t.Year === year) : []
    const source = ofYear.length ? ofYear : usable.filter((t) => t.Year === Math.max(0, ...usable.map((u) => u.Year)))
    const seen = new Map<SubjectType, string>()
    for (const t of source) if (!seen.has(t.SubjectType as SubjectType)) seen.set(t.SubjectType as SubjectType, t.SubjectName || trackText(t.SubjectType))
    if (!seen.size)
      return [
        { subjectType: 2, name: '物理类/理科' },
        { subjectType: 1, name: '历史类/文科' },
      ]
    return [...seen].map(([subjectType, name]) => ({ subjectType, name })).sort((a, b) => b.subjectType - a.subjectType)
  }
}
