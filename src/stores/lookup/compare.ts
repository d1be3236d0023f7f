/** The 院校对比 basket: 2–4 schools picked on contrast-prepare (or from a school's page), compared side by side. */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiData } from '@contract/endpoints'
import type { RootStore } from '..'
import type { SubjectType } from '../../model/student'
import { quiet } from './call'
import type { SchoolBrief } from '../../model/lookup'
import { lookupDefaults, pick, startProvinceId } from './context'
import { Resource } from '../models/resource'
import type { ProvinceTracks, TrackOption } from './tracks'

export const COMPARE_MIN = 2
export const COMPARE_MAX = 4

export type CompareItem = Pick<SchoolBrief, 'SchoolId' | 'SchoolName' | 'ProvinceName' | 'City' | 'Level'>

export class CompareBasket {
  items: CompareItem[] = []

  constructor() {
    makeAutoObservable(this)
  }

  get ids(): number[] {
    return this.items.map((s) => s.SchoolId)
  }

  get canCompare(): boolean {
    return this.items.length >= COMPARE_MIN
  }

  get isFull(): boolean {
    return this.items.length >= COMPARE_MAX
  }

  has(id: number): boolean {
    return this.items.some((s) => s.SchoolId === id)
  }

  /** Adds a school; answers the reason when it cannot (already in, basket full). */
  add(school: CompareItem): string | null {
    if (this.has(school.SchoolId)) return '已在对比列表中'
    if (this.isFull) return `最多对比 ${COMPARE_MAX} 所院校`
    const { SchoolId, SchoolName, ProvinceName, City, Level } = school
    this.items.push({ SchoolId, SchoolName, ProvinceName, City, Level })
    return null
  }

  remove(id: number): void {
    this.items = this.items.filter((s) => s.SchoolId !== id)
  }

  toggle(school: CompareItem): string | null {
    if (this.has(school.SchoolId)) {
      this.remove(school.SchoolId)
      return null
    }
    return this.add(school)
  }

  clear(): void {
    this.items = []
  }
}

/**
 * Reads `ids=10001,10003` of the compare page (decoded by the page; a comma still written %2C is read as one);
 * keeps 2–4 distinct valid ids or answers the problem.
 */
export function parseCompareIds(raw: string | undefined | null): { ids: number[]; error: string | null } {
  const ids = [
    ...new Set(
      String(raw ?? '')
        .split(/,|%2C/i)
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ]
  if (ids.length < COMPARE_MIN) return { ids, error: `请至少选择 ${COMPARE_MIN} 所院校进行对比` }
  if (ids.length > COMPARE_MAX) return { ids: ids.slice(0, COMPARE_MAX), error: null }
  return { ids, error: null }
}

/** The compare page: 2–4 schools side by side, lines in the chosen province and track. */
export class CompareQuery {
  provinceId: number | null = null
  subjectType: SubjectType | null = null
  result = new Resource<ApiData<'School/CompareCollege'>>()

  constructor(
    readonly ids: number[],
    private readonly tracksStore: ProvinceTracks,
    private readonly root: RootStore,
  ) {
    makeAutoObservable<CompareQuery, 'tracksStore' | 'root'>(this, { tracksStore: false, root: false, ids: false })
  }

  get tracks(): TrackOption[] {
    return this.tracksStore.tracksOf(this.provinceId)
  }

  async init(): Promise<void> {
    const d = lookupDefaults(this.root)
    const pid = await startProvinceId(this.root)
    if (pid) await this.tracksStore.load(pid).catch(() => [])
    runInAction(() => {
      this.provinceId = pid
      this.subjectType = pick(
        this.tracks.map((t) => t.subjectType),
        d.subjectType,
      )
    })
    await this.load()
  }

  async setProvince(id: number): Promise<void> {
    this.provinceId = id
    await this.tracksStore.load(id).catch(() => [])
    runInAction(() => {
      this.subjectType = pick(
        this.tracks.map((t) => t.subjectType),
        this.subjectType,
      )
    })
    await this.load()
  }

  async setTrack(t: SubjectType): Promise<void> {
    this.subjectType = t
    await this.load()
  }

  load(): Promise<unknown> {
    return this.result.load(() =>
      quiet('School/CompareCollege', { SchoolIds: this.ids, ProvinceId: this.provinceId ?? undefined, SubjectType: this.subjectType ?? undefined }),
    )
  }
}
