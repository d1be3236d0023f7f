/** 新高考选科: the province's subject rules and the student's combination, checked before going on. */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from '..'
import { checkSubjectChoice, loadExamSubjects, type NewExamSubjects } from '../../services/profile'
import { loadProvinces, resolveDefaultProvince } from '../profile-sync'
import { errorText } from '../../services/request'

export class ChooseSubjectStore {
  provinceId: number | null = null
  rules: NewExamSubjects | null = null
  loading = false
  error: string | null = null
  first: string | null = null
  seconds: string[] = []
  message: string | null = null

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChooseSubjectStore, 'root'>(this, { root: false })
  }

  get provinces() {
    return this.root.province.list
  }

  get provinceName(): string {
    return this.root.province.byId(this.provinceId)?.ProvinceName ?? ''
  }

  /** whether the province chooses subjects at all (文理 provinces do not) */
  get choosesSubjects(): boolean {
    return !!this.rules && (this.rules.ExamMode === '3+1+2' || this.rules.ExamMode === '3+3')
  }

  async init(): Promise<void> {
    try {
      await loadProvinces(this.root)
      const own = this.root.profile.provinceId ?? (await resolveDefaultProvince(this.root))?.ID ?? null
      await this.setProvince(own)
      runInAction(() => {
        const mine = this.root.profile.SelectSubjectList
        if (mine.length && this.rules) {
          this.first = mine.find((s) => this.rules!.FirstSubjects.includes(s)) ?? null
          this.seconds = mine.filter((s) => this.rules!.SecondSubjects.includes(s) && s !== this.first).slice(0, this.rules.SecondCount)
        }
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
      })
    }
  }

  async setProvince(id: number | null): Promise<void> {
    this.provinceId = id
    this.first = null
    this.seconds = []
    this.message = null
    this.rules = null
    if (!id) return
    this.loading = true
    this.error = null
    try {
      const rules = await loadExamSubjects(id)
      runInAction(() => {
        if (this.provinceId !== id) return
        this.rules = rules
        this.loading = false
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorText(e)
        this.loading = false
      })
    }
  }

  pickFirst(s: string) {
    this.first = s
    this.seconds = this.seconds.filter((x) => x !== s)
    this.message = null
  }

  toggleSecond(s: string) {
    if (!this.rules) return
    if (this.seconds.includes(s)) this.seconds = this.seconds.filter((x) => x !== s)
    else if (this.seconds.length < this.rules.SecondCount) this.seconds = [...this.seconds, s]
    else this.message = `最多再选 ${this.rules.SecondCount} 门，请先取消一门`
    if (this.seconds.length <= this.rules.SecondCount && !this.message?.startsWith('最多')) this.message = null
  }

  /** The chosen combination in order, or null with the message naming what is missing. */
  submit(): string[] | null {
    if (!this.rules) {
      this.message = '请先选择省份'
      return null
    }
    const problem = checkSubjectChoice(this.rules, this.first, this.seconds)
    this.message = problem
    if (problem) return null
    return this.rules.ExamMode === '3+1+2' ? [this.first!, ...this.seconds] : [...this.seconds]
  }
}
