/**
 * Filters of 查大学 (searchSchool) edited on the 筛选 page (screen): the screen page edits a draft and applies
 * it; the list page reloads when `version` changes.
 */
import { makeAutoObservable } from 'mobx'
import type { ApiBody } from '@contract/endpoints'
import { quiet } from './call'
import type { SchoolCondition } from '../../model/lookup'
import { Resource } from '../models/resource'

export type SchoolLevel = '本科' | '专科'
export type SchoolNature = 'public' | 'private'
export type SchoolTag = '985' | '211' | '双一流'

export const SCHOOL_TAGS: readonly SchoolTag[] = ['985', '211', '双一流']

export interface SchoolFilterValue {
  provinceIds: number[]
  city: string | null
  level: SchoolLevel | null
  nature: SchoolNature | null
  tags: SchoolTag[]
  schoolType: string | null
}

export type SchoolListBody = Omit<ApiBody<'School/SchoolList'>, 'PageIndex' | 'PageSize'>

export const EMPTY_FILTER: SchoolFilterValue = { provinceIds: [], city: null, level: null, nature: null, tags: [], schoolType: null }

/** The SchoolList body of a keyword and filter (paging fields are added by the pager). */
export function schoolListBody(keyword: string, f: SchoolFilterValue): SchoolListBody {
  // every field present (unset = undefined): the paging helper merges a new body into the previous one
  const body: SchoolListBody = {
    Keyword: undefined,
    ProvinceId: undefined,
    ProvinceIds: undefined,
    City: undefined,
    Level: undefined,
    IsPrivate: undefined,
    Is985: undefined,
    Is211: undefined,
    IsDoubleFirstClass: undefined,
    SchoolType: undefined,
  }
  const k = keyword.trim()
  if (k) body.Keyword = k.slice(0, 40)
  if (f.provinceIds.length === 1) body.ProvinceId = f.provinceIds[0]
  else if (f.provinceIds.length > 1) body.ProvinceIds = [...f.provinceIds]
  if (f.city && f.provinceIds.length === 1) body.City = f.city
  if (f.level) body.Level = f.level
  if (f.nature) body.IsPrivate = f.nature === 'private'
  if (f.tags.includes('985')) body.Is985 = true
  if (f.tags.includes('211')) body.Is211 = true
  if (f.tags.includes('双一流')) body.IsDoubleFirstClass = true
  if (f.schoolType) body.SchoolType = f.schoolType
  return body
}

function copy(f: SchoolFilterValue): SchoolFilterValue {
  return { ...f, provinceIds: [...f.provinceIds], tags: [...f.tags] }
}

export class SchoolFilterStore {
  keyword = ''
  applied: SchoolFilterValue = copy(EMPTY_FILTER)
  /** what the 筛选 page is editing */
  draft: SchoolFilterValue = copy(EMPTY_FILTER)
  /** changes whenever the list must reload */
  version = 0
  conditions = new Resource<SchoolCondition>()
  /** the cities of the one province chosen on the 筛选 page */
  cities = new Resource<SchoolCondition>()

  constructor() {
    makeAutoObservable(this)
  }

  get body(): SchoolListBody {
    return schoolListBody(this.keyword, this.applied)
  }

  /** number of filter groups in use (badge on the 筛选 entry) */
  get activeCount(): number {
    const f = this.applied
    return (f.provinceIds.length ? 1 : 0) + (f.city ? 1 : 0) + (f.level ? 1 : 0) + (f.nature ? 1 : 0) + (f.tags.length ? 1 : 0) + (f.schoolType ? 1 : 0)
  }

  /** chips naming the applied filters */
  get summary(): string[] {
    const f = this.applied
    const names = (this.conditions.data?.Provinces ?? []).reduce<Record<number, string>>((m, p) => ((m[p.ProvinceId] = p.ProvinceName), m), {})
    const out: string[] = []
    if (f.provinceIds.length) out.push(f.provinceIds.map((id) => names[id] ?? String(id)).join('、'))
    if (f.city) out.push(f.city)
    if (f.level) out.push(f.level)
    if (f.nature) out.push(f.nature === 'private' ? '民办' : '公办')
    out.push(...f.tags)
    if (f.schoolType) out.push(f.schoolType)
    return out
  }

  setKeyword(k: string): void {
    this.keyword = k
  }

  /** Search with the current keyword. */
  search(): void {
    this.version++
  }

  loadConditions(provinceId?: number): Promise<SchoolCondition | null> {
    return this.conditions.load(() => quiet('School/BaseCondition', provinceId ? { ProvinceId: provinceId } : {}))
  }

  loadCities(provinceId: number | null): void {
    if (provinceId) void this.cities.load(() => quiet('School/BaseCondition', { ProvinceId: provinceId }))
    else this.cities.clear()
  }

  get cityOptions(): { City: string; SchoolCount: number }[] {
    const pid = this.draft.provinceIds.length === 1 ? this.draft.provinceIds[0] : null
    return pid ? (this.cities.data?.Cities ?? []).filter((c) => c.ProvinceId === pid) : []
  }

  // ---- the 筛选 page
  beginEdit(): void {
    this.draft = copy(this.applied)
  }

  toggleProvince(id: number): void {
    const ids = this.draft.provinceIds
    this.draft.provinceIds = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
    // a city only makes sense inside one province
    if (this.draft.provinceIds.length !== 1) this.draft.city = null
  }

  setCity(city: string | null): void {
    this.draft.city = this.draft.provinceIds.length === 1 ? city : null
  }

  setLevel(level: SchoolLevel | null): void {
    this.draft.level = this.draft.level === level ? null : level
  }

  setNature(nature: SchoolNature | null): void {
    this.draft.nature = this.draft.nature === nature ? null : nature
  }

  toggleTag(tag: SchoolTag): void {
    const t = this.draft.tags
    this.draft.tags = t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]
  }

  setSchoolType(type: string | null): void {
    this.draft.schoolType = this.draft.schoolType === type ? null : type
  }

  resetDraft(): void {
    this.draft = copy(EMPTY_FILTER)
  }

  apply(): void {
    this.applied = copy(this.draft)
    this.version++
  }

  clearAll(): void {
    this.applied = copy(EMPTY_FILTER)
    this.draft = copy(EMPTY_FILTER)
    this.version++
  }
}
