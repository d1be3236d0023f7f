import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem, type BatchWishEntry } from '../utils/storage'

/** wishType values (SPEC §3): 0 normal filling; anything else is forecast filling */
export const WishType = { NORMAL: 0, FORECAST: 1 } as const

/**
 * The batch wish lists of the filling pages (SPEC §3): which batch is being filled (TBInfo.BatchId),
 * normal or forecast (wishType), and per batch the schools chosen so far, one list per mode. Every change
 * is written to storage so a reload keeps the half-filled table.
 */
export class WishStore<S = unknown> {
  TBInfo: { BatchId: number } | null = null
  wishType = 0
  batchTypeTotalList: BatchWishEntry<S>[] = []
  batchTypeTotalListForecast: BatchWishEntry<S>[] = []

  constructor() {
    makeAutoObservable(this)
    this.hydrate()
  }

  hydrate() {
    const tb = getItem('TBInfo')
    this.TBInfo = tb && Number.isFinite(Number(tb.BatchId)) ? { BatchId: Number(tb.BatchId) } : null
    this.wishType = Number(getItem('wishType') ?? 0) || 0
    this.batchTypeTotalList = validEntries<S>(getItem('batchTypeTotalList'))
    this.batchTypeTotalListForecast = validEntries<S>(getItem('batchTypeTotalListForecast'))
  }

  get isForecast(): boolean {
    return this.wishType !== WishType.NORMAL
  }

  /** the list of the current mode */
  get currentList(): BatchWishEntry<S>[] {
    return this.isForecast ? this.batchTypeTotalListForecast : this.batchTypeTotalList
  }

  /** schools chosen for a batch (the current batch when none is given) in the current mode */
  selectedSchools(batchId: number | null = this.TBInfo?.BatchId ?? null): S[] {
    if (batchId === null) return []
    return this.currentList.find((e) => e.batchId === batchId)?.selectedSchool ?? []
  }

  setBatch(batchId: number) {
    this.TBInfo = { BatchId: batchId }
    setItem('TBInfo', { BatchId: batchId })
  }

  setWishType(type: number) {
    this.wishType = type
    setItem('wishType', type)
  }

  /** Replaces the schools of a batch in the current mode. */
  setSelectedSchools(batchId: number, schools: S[]) {
    const list = this.currentList.filter((e) => e.batchId !== batchId)
    if (schools.length) list.push({ batchId, selectedSchool: [...schools] })
    this.writeCurrent(list)
  }

  /** Adds a school to a batch unless one with the same key is there. */
  addSchool(batchId: number, school: S, keyOf: (s: S) => unknown) {
    const cur = this.selectedSchools(batchId)
    if (cur.some((s) => keyOf(s) === keyOf(school))) return
    this.setSelectedSchools(batchId, [...cur, school])
  }

  removeSchool(batchId: number, key: unknown, keyOf: (s: S) => unknown) {
    this.setSelectedSchools(
      batchId,
      this.selectedSchools(batchId).filter((s) => keyOf(s) !== key),
    )
  }

  private writeCurrent(list: BatchWishEntry<S>[]) {
    if (this.isForecast) {
      this.batchTypeTotalListForecast = list
      setItem('batchTypeTotalListForecast', list as BatchWishEntry[])
    } else {
      this.batchTypeTotalList = list
      setItem('batchTypeTotalList', list as BatchWishEntry[])
    }
  }

  /** Forget everything (logout). */
  reset() {
    this.TBInfo = null
    this.wishType = 0
    this.batchTypeTotalList = []
    this.batchTypeTotalListForecast = []
    removeItem('TBInfo')
    removeItem('wishType')
    removeItem('batchTypeTotalList')
    removeItem('batchTypeTotalListForecast')
  }
}

function validEntries<S>(raw: unknown): BatchWishEntry<S>[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((e) => e && typeof e === 'object' && Number.isFinite(Number(e.batchId)) && Array.isArray(e.selectedSchool))
    .map((e) => ({ batchId: Number(e.batchId), selectedSchool: e.selectedSchool as S[] }))
}
