/**
 * 报考意向: the regions, school levels and major categories a student leans to, plus a remark. Loaded from
 * and saved to the server (User/IntentionDetail, User/AddUpdateIntention); checked before saving.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from '.'
import { loadProvinces } from './profile-sync'
import { call, errorText } from '../services/request'

export const SCHOOL_LEVELS = ['985', '211', '双一流', '公办本科', '民办本科', '中外合作办学', '高职专科'] as const
export const REMARK_MAX = 500
export const MAJOR_CATEGORY_MAX = 20

export interface IntentionErrors {
  provinces?: string
  levels?: string
  majors?: string
  remark?: string
}

export class IntentionStore {
  provinceIds: number[] = []
  schoolLevels: string[] = []
  majorCategories: string[] = []
  remark = ''
  /** 学科门类 of the official catalogue */
  categoryNames: string[] = []
  loading = true
  loadError: string | null = null
  saving = false
  saved = false
  errors: IntentionErrors = {}

  constructor(private readonly root: RootStore) {
    makeAutoObservable<IntentionStore, 'root'>(this, { root: false })
  }

  get provinces() {
    return this.root.province.list
  }

  async load(): Promise<void> {
    this.loading = true
    this.loadError = null
    try {
      const [detail, , catalogue] = await Promise.all([
        call('User/IntentionDetail', undefined, { silent: true }),
        loadProvinces(this.root),
        call('Specialty/SpecialtyCategoryList', {}, { silent: true }).catch(() => null),
      ])
      runInAction(() => {
        this.categoryNames = catalogue ? catalogue.List.map((d) => d.Name) : []
        if (detail) {
          this.provinceIds = [...detail.ProvinceIds]
          this.schoolLevels = [...detail.SchoolLevels]
          this.majorCategories = [...detail.MajorCategories]
          this.remark = detail.Remark
        }
        this.loading = false
      })
    } catch (e) {
      runInAction(() => {
        this.loadError = errorText(e)
        this.loading = false
      })
    }
  }

  private toggle<T>(list: T[], v: T): T[] {
    return list.includes(v) ? list.filter((x) => x !== v) : [...list, v]
  }

  toggleProvince(id: number) {
    this.provinceIds = this.toggle(this.provinceIds, id)
    this.errors = { ...this.errors, provinces: undefined }
    this.saved = false
  }

  toggleLevel(level: string) {
    this.schoolLevels = this.toggle(this.schoolLevels, level)
    this.errors = { ...this.errors, levels: undefined }
    this.saved = false
  }

  toggleMajor(name: string) {
    this.majorCategories = this.toggle(this.majorCategories, name)
    this.errors = { ...this.errors, majors: undefined }
    this.saved = false
  }

  setRemark(v: string) {
    this.remark = v
    this.errors = { ...this.errors, remark: undefined }
    this.saved = false
  }

  validate(): boolean {
    const e: IntentionErrors = {}
    if (!this.provinceIds.length && !this.schoolLevels.length && !this.majorCategories.length && !this.remark.trim()) {
      e.provinces = '请至少选择一项意向（地区、院校层次或专业门类），或写下备注'
    }
    if (this.majorCategories.length > MAJOR_CATEGORY_MAX) e.majors = `专业门类最多选 ${MAJOR_CATEGORY_MAX} 个`
    if (this.remark.length > REMARK_MAX) e.remark = `备注最多 ${REMARK_MAX} 字（现在 ${this.remark.length} 字）`
    this.errors = e
    return Object.keys(e).length === 0
  }

  async save(): Promise<boolean> {
    if (!this.validate()) return false
    this.saving = true
    try {
      const data = await call('User/AddUpdateIntention', {
        ProvinceIds: this.provinceIds,
        SchoolLevels: this.schoolLevels,
        MajorCategories: this.majorCategories,
        Remark: this.remark.trim(),
      })
      runInAction(() => {
        this.provinceIds = [...data.ProvinceIds]
        this.schoolLevels = [...data.SchoolLevels]
        this.majorCategories = [...data.MajorCategories]
        this.remark = data.Remark
        this.saving = false
        this.saved = true
      })
      return true
    } catch {
      // the request layer has shown the server's message
      runInAction(() => {
        this.saving = false
      })
      return false
    }
  }
}
