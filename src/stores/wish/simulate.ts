/**
 * 模拟填报: try another score (and, optionally, an official rank) without touching the student's exam profile.
 * The recommendation counts and the draft table's check are asked twice — for the profile's score and for the
 * tried one (the calls' Score / Rank override) — so the page can show what changes.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from '..'
import { TableCheckModel } from './table-check'
import { errorText } from '../../services/request'
import { type RecommendStat, type ScoreOverride, type WishCheck } from '../../model/wish'
import { Wish } from './calls'
import { checkRank } from '../../utils/validate'

export interface SimulateErrors {
  score?: string
  rank?: string
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

export interface SimulateResult {
  override: ScoreOverride
  /** counts and student context: the profile's score, and the tried one */
  base: RecommendStat
  tried: RecommendStat
  /** the draft checked both ways (null without a draft) */
  baseCheck: WishCheck | null
  triedCheck: WishCheck | null
}

export class SimulateModel {
  scoreText = ''
  rankText = ''
  errors: SimulateErrors = {}
  busy = false
  error: string | null = null
  result: SimulateResult | null = null

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SimulateModel, 'root'>(this, { root: false })
  }

  setScore(v: string) {
    this.scoreText = v
    this.errors = { ...this.errors, score: undefined }
  }

  setRank(v: string) {
    this.rankText = v
    this.errors = { ...this.errors, rank: undefined }
  }

  /** the override the inputs ask for, or null with the errors set */
  validate(total: number | null): ScoreOverride | null {
    const s = checkScore(this.scoreText, total)
    const rankError = checkRank(this.rankText)
    this.errors = { score: s.error ?? undefined, rank: rankError ?? undefined }
    if (s.error || rankError || s.value === null) return null
    return { Score: s.value, ...(this.rankText.trim() ? { Rank: Number(this.rankText.trim()) } : {}) }
  }

  async run(total: number | null): Promise<void> {
    const override = this.validate(total)
    if (!override) {
      // the last result answered another score: shown beside a refused input it would look like this one's answer
      this.result = null
      return
    }
    const { wish } = this.root
    const batchId = wish.batchId ?? undefined
    const forecast = wish.isForecast
    const body = new TableCheckModel(wish).body()
    this.busy = true
    this.error = null
    this.result = null
    try {
      const [base, tried, baseCheck, triedCheck] = await Promise.all([
        Wish.stat(forecast, { BatchId: batchId }),
        Wish.stat(forecast, { BatchId: batchId, ...override }),
        body ? Wish.check(body) : Promise.resolve(null),
        body ? Wish.check({ ...body, ...override }) : Promise.resolve(null),
      ])
      runInAction(() => {
        this.result = { override, base, tried, baseCheck, triedCheck }
        this.busy = false
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.busy = false
      })
    }
  }
}
