import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem, type BatchWishEntry } from '../../utils/storage'
import {
  snapshotOf,
  type BandConfig,
  type Batch,
  type DraftItem,
  type FillMode,
  type ProvinceRule,
  type RecommendRow,
  type WishDetail,
  type WishItem,
  type WishItemInput,
  type WishRowSnapshot,
} from '../../model/wish'

/** wishType values (SPEC §3): 0 filling with the official score, 1 filling with an estimated score (预估分) */
export const WishType = { NORMAL: 0, FORECAST: 1 } as const
export type WishTypeValue = (typeof WishType)[keyof typeof WishType]

export type DraftEntry = BatchWishEntry<DraftItem>

/** The limits of a batch the draft obeys (from the batch's rule). */
export interface BatchLimits {
  wishCount: number
  majorsPerGroup: number
  fillMode: FillMode
}

export type AddResult = 'added' | 'duplicate' | 'full' | 'no-batch' | 'other-batch'
export type MajorsResult = 'ok' | 'too-many' | 'missing'

/** Who the wishes are for: UnitIds belong to one province, exam year and track. */
export function profileKeyOf(p: {
  ProvinceId: number | null | undefined
  Year: number | null | undefined
  SubjectType: number | null | undefined
}): string | null {
  return p.ProvinceId && p.Year && p.SubjectType ? `${p.ProvinceId}-${p.Year}-${p.SubjectType}` : null
}

export function limitsOf(rule: Pick<ProvinceRule, 'WishCount' | 'MajorsPerGroup' | 'FillMode'>): BatchLimits {
  return { wishCount: rule.WishCount, majorsPerGroup: rule.MajorsPerGroup, fillMode: rule.FillMode }
}

/**
 * The draft wish tables of the filling pages (SPEC §3 batch wish lists): which batch is being filled
 * (TBInfo.BatchId), normal or forecast filling (wishType), and per batch and mode the wishes chosen so far
 * (batchTypeTotalList / batchTypeTotalListForecast, each entry { batchId, selectedSchool }). Each wish keeps
 * its UnitId, the majors and 服从调剂 chosen, and a snapshot of its row so the table draws without a call.
 *
 * Every change is written to storage, so a restart keeps the half-filled table. A draft belongs to one
 * student profile (province, year, track): after the profile changes, the old draft is not offered (its
 * UnitIds mean nothing in another province), and the first wish added replaces it.
 *
 * The store holds state only: pages load rows and rules through the services and hand them in.
 */
export class WishStore {
  TBInfo: { BatchId: number } | null = null
  wishType: WishTypeValue = WishType.NORMAL
  batchTypeTotalList: DraftEntry[] = []
  batchTypeTotalListForecast: DraftEntry[] = []
  /** limits per batch learned from the rules this run (entries also keep them for a restart) */
  private limits = new Map<number, BatchLimits>()
  /** this run's answers that every filling page shares (not persisted): the band thresholds, the batches */
  bandConfig: BandConfig | null = null
  batchList: { profileKey: string | null; list: Batch[] } | null = null

  /** `profileKey` reads the current student's key (the root store passes the score form's) */
  constructor(
    private readonly profileKey: () => string | null = () => null,
    /** the logged-in account (drafts kept through a logout belong to one account on this device) */
    private readonly owner: () => number | null = () => null,
  ) {
    makeAutoObservable<WishStore, 'profileKey' | 'owner'>(this, { profileKey: false, owner: false })
    this.hydrate()
  }

  /** a draft of this account (or of none: written before drafts carried their account) */
  private mine(e: DraftEntry): boolean {
    return e.owner === undefined || e.owner === this.owner()
  }

  /** this account's drafts that hold wishes, in both modes: what a logout would otherwise leave behind */
  drafts(): Array<{ batchId: number; forecast: boolean; count: number; name: string | null; fillMode: FillMode | null }> {
    const key = this.profileKey()
    const of = (list: DraftEntry[], forecast: boolean) =>
      list
        .filter((e) => this.mine(e) && e.selectedSchool.length && (key === null || e.profileKey === undefined || e.profileKey === key))
        .map((e) => ({ batchId: e.batchId, forecast, count: e.selectedSchool.length, name: e.name ?? null, fillMode: (e.fillMode as FillMode) ?? null }))
    return [...of(this.batchTypeTotalList, false), ...of(this.batchTypeTotalListForecast, true)]
  }

  hydrate() {
    const tb = getItem('TBInfo')
    this.TBInfo = tb && Number.isFinite(Number(tb.BatchId)) ? { BatchId: Number(tb.BatchId) } : null
    this.wishType = Number(getItem('wishType') ?? 0) ? WishType.FORECAST : WishType.NORMAL
    this.batchTypeTotalList = validEntries(getItem('batchTypeTotalList'))
    this.batchTypeTotalListForecast = validEntries(getItem('batchTypeTotalListForecast'))
  }

  get isForecast(): boolean {
    return this.wishType !== WishType.NORMAL
  }

  /** the batch being filled */
  get batchId(): number | null {
    return this.TBInfo?.BatchId ?? null
  }

  /** the entries of the current mode */
  get currentList(): DraftEntry[] {
    return this.isForecast ? this.batchTypeTotalListForecast : this.batchTypeTotalList
  }

  /** the draft of a batch (current batch by default) for the current student, or null */
  entry(batchId: number | null = this.batchId): DraftEntry | null {
    if (batchId === null) return null
    const e = this.currentList.find((x) => x.batchId === batchId && this.mine(x))
    if (!e) return null
    const key = this.profileKey()
    // a draft of another profile (or of an unknown one while the profile loads) is not this student's
    if (key !== null && e.profileKey !== undefined && e.profileKey !== key) return null
    return e
  }

  /** the wishes of a batch in table order */
  items(batchId: number | null = this.batchId): DraftItem[] {
    return this.entry(batchId)?.selectedSchool ?? []
  }

  /** SPEC §3 name of the same list */
  selectedSchools(batchId: number | null = this.batchId): DraftItem[] {
    return this.items(batchId)
  }

  count(batchId: number | null = this.batchId): number {
    return this.items(batchId).length
  }

  /** the batch's limits: this run's rule, else what the draft remembered */
  limitsOf(batchId: number | null = this.batchId): BatchLimits | null {
    if (batchId === null) return null
    const known = this.limits.get(batchId)
    if (known) return known
    const e = this.entry(batchId)
    if (e?.wishCount && e.majorsPerGroup && e.fillMode) return { wishCount: e.wishCount, majorsPerGroup: e.majorsPerGroup, fillMode: e.fillMode as FillMode }
    return null
  }

  wishCount(batchId: number | null = this.batchId): number | null {
    return this.limitsOf(batchId)?.wishCount ?? null
  }

  isFull(batchId: number | null = this.batchId): boolean {
    const max = this.wishCount(batchId)
    return max !== null && this.count(batchId) >= max
  }

  has(unitId: string, batchId: number | null = this.batchId): boolean {
    return this.items(batchId).some((i) => i.UnitId === unitId)
  }

  /** position (1-based) of a unit in the draft, or 0 */
  positionOf(unitId: string, batchId: number | null = this.batchId): number {
    return this.items(batchId).findIndex((i) => i.UnitId === unitId) + 1
  }

  /** the saved table this draft edits, if any */
  editing(batchId: number | null = this.batchId): { wishId: number; name: string } | null {
    const e = this.entry(batchId)
    return e?.wishId ? { wishId: e.wishId, name: e.name ?? '' } : null
  }

  // ---- actions -------------------------------------------------------------------------------------

  setBatch(batchId: number, limits?: BatchLimits) {
    this.TBInfo = { BatchId: batchId }
    setItem('TBInfo', { BatchId: batchId })
    if (limits) this.setLimits(batchId, limits)
  }

  /** the batch's rule (from Wish/BatchList or a check), kept for this run and in the draft */
  setLimits(batchId: number, limits: BatchLimits) {
    this.limits.set(batchId, limits)
    const e = this.entry(batchId)
    if (e && (e.wishCount !== limits.wishCount || e.majorsPerGroup !== limits.majorsPerGroup || e.fillMode !== limits.fillMode)) {
      this.write(batchId, e.selectedSchool, {})
    }
  }

  setBandConfig(config: BandConfig) {
    this.bandConfig = config
  }

  /** the batches of the student's province with their rules; every batch's limits are learned from them */
  setBatchList(list: Batch[], profileKey: string | null = this.profileKey()) {
    this.batchList = { profileKey, list }
    for (const b of list) this.setLimits(b.BatchId, limitsOf(b.Rule))
  }

  /** the loaded batches if they are the current student's */
  get batches(): Batch[] | null {
    const b = this.batchList
    return b && b.profileKey === this.profileKey() ? b.list : null
  }

  get currentBatch(): Batch | null {
    return this.batches?.find((b) => b.BatchId === this.batchId) ?? null
  }

  setWishType(type: number) {
    this.wishType = type ? WishType.FORECAST : WishType.NORMAL
    setItem('wishType', this.wishType)
  }

  /**
   * Adds a row at the end of its batch's draft. Refused when the unit is already there, when the batch's
   * wish count is reached, or when the row is of another batch than the one asked for.
   */
  add(row: RecommendRow | WishRowSnapshot, batchId: number | null = row.BatchId, options: { adjust?: boolean; majors?: string[] } = {}): AddResult {
    if (batchId === null) return 'no-batch'
    if (row.BatchId !== batchId) return 'other-batch'
    const cur = this.items(batchId)
    if (cur.some((i) => i.UnitId === row.UnitId)) return 'duplicate'
    const max = this.wishCount(batchId)
    if (max !== null && cur.length >= max) return 'full'
    const item: DraftItem = { UnitId: row.UnitId, Majors: [...(options.majors ?? [])], Adjust: options.adjust ?? true, row: snapshotOf(row) }
    this.write(batchId, [...cur, item])
    return 'added'
  }

  remove(unitId: string, batchId: number | null = this.batchId) {
    if (batchId === null) return
    const cur = this.items(batchId)
    if (!cur.some((i) => i.UnitId === unitId)) return
    this.write(
      batchId,
      cur.filter((i) => i.UnitId !== unitId),
    )
  }

  /** adds the row, or removes it when it is there: the one-tap action of a list row */
  toggle(row: RecommendRow | WishRowSnapshot, batchId: number | null = row.BatchId): AddResult | 'removed' {
    if (batchId !== null && this.has(row.UnitId, batchId)) {
      this.remove(row.UnitId, batchId)
      return 'removed'
    }
    return this.add(row, batchId)
  }

  /** moves the wish at `from` to `to` (0-based; clamped), keeping the others' order */
  move(from: number, to: number, batchId: number | null = this.batchId) {
    if (batchId === null) return
    const cur = [...this.items(batchId)]
    if (from < 0 || from >= cur.length) return
    const target = Math.max(0, Math.min(cur.length - 1, to))
    if (target === from) return
    const [it] = cur.splice(from, 1)
    cur.splice(target, 0, it)
    this.write(batchId, cur)
  }

  moveUp(index: number, batchId: number | null = this.batchId) {
    this.move(index, index - 1, batchId)
  }

  moveDown(index: number, batchId: number | null = this.batchId) {
    this.move(index, index + 1, batchId)
  }

  /** the majors chosen inside a group wish (names, in order), at most the batch's majors per group */
  setMajors(unitId: string, majors: readonly string[], batchId: number | null = this.batchId): MajorsResult {
    if (batchId === null) return 'missing'
    const cur = this.items(batchId)
    const at = cur.findIndex((i) => i.UnitId === unitId)
    if (at < 0) return 'missing'
    const clean = majors.map((m) => m.trim()).filter((m, i, all) => m && all.indexOf(m) === i)
    const max = this.limitsOf(batchId)?.majorsPerGroup
    if (max !== undefined && clean.length > max) return 'too-many'
    this.write(
      batchId,
      cur.map((it, i) => (i === at ? { ...it, Majors: clean } : it)),
    )
    return 'ok'
  }

  setAdjust(unitId: string, adjust: boolean, batchId: number | null = this.batchId) {
    if (batchId === null) return
    const cur = this.items(batchId)
    if (!cur.some((i) => i.UnitId === unitId)) return
    this.write(
      batchId,
      cur.map((it) => (it.UnitId === unitId ? { ...it, Adjust: adjust } : it)),
    )
  }

  /** empties a batch's draft (and forgets which saved table it was editing) */
  clear(batchId: number | null = this.batchId) {
    if (batchId === null) return
    this.write(batchId, [], { wishId: undefined, name: undefined })
  }

  /**
   * Loads a saved table back into the draft of its batch and mode (edit): its wishes in saved order with their
   * majors and 调剂, and which table saving will replace. Wishes beyond the wish count are kept: the check
   * names them so the parent decides what to drop.
   */
  loadFromSaved(
    detail: Pick<WishDetail, 'WishId' | 'Name' | 'BatchId' | 'WishType' | 'Items'> & { Check?: { Rule: ProvinceRule } },
    profileKey: string | null = this.profileKey(),
  ) {
    this.setWishType(detail.WishType)
    this.setBatch(detail.BatchId, detail.Check ? limitsOf(detail.Check.Rule) : undefined)
    const items = [...detail.Items]
      .sort((a, b) => a.Position - b.Position)
      .map((it): DraftItem => ({ UnitId: it.UnitId, Majors: [...it.Majors], Adjust: it.Adjust, row: snapshotOf(it) }))
    this.write(detail.BatchId, items, { wishId: detail.WishId, name: detail.Name }, profileKey)
  }

  /**
   * Replaces a batch's draft with these rows in this order (一键生成), up to the wish count; answers how many
   * were taken. The saved table it edited, if any, stays the one saving replaces.
   */
  replaceAll(rows: readonly (RecommendRow | WishRowSnapshot)[], batchId: number | null = this.batchId): number {
    if (batchId === null) return 0
    const max = this.wishCount(batchId) ?? rows.length
    const seen = new Set<string>()
    const items: DraftItem[] = []
    for (const r of rows) {
      if (r.BatchId !== batchId || seen.has(r.UnitId) || items.length >= max) continue
      seen.add(r.UnitId)
      items.push({ UnitId: r.UnitId, Majors: [], Adjust: true, row: snapshotOf(r) })
    }
    this.write(batchId, items)
    return items.length
  }

  /** after a save: the draft now edits that table */
  markSaved(wishId: number, name: string, batchId: number | null = this.batchId) {
    if (batchId === null) return
    this.write(batchId, this.items(batchId), { wishId, name })
  }

  /** a saved table is gone (deleted): drafts that edited it become new tables */
  forgetSaved(wishId: number) {
    for (const forecast of [false, true]) {
      const list = forecast ? this.batchTypeTotalListForecast : this.batchTypeTotalList
      if (!list.some((e) => e.wishId === wishId)) continue
      const next = list.map((e) => (e.wishId === wishId ? { ...e, wishId: undefined, name: undefined } : e)).filter((e) => e.selectedSchool.length || e.wishId)
      const clean = next.map((e) => {
        const c = { ...e }
        if (c.wishId === undefined) delete c.wishId
        if (c.name === undefined) delete c.name
        return c
      })
      if (forecast) {
        this.batchTypeTotalListForecast = clean
        setItem('batchTypeTotalListForecast', clean as BatchWishEntry[])
      } else {
        this.batchTypeTotalList = clean
        setItem('batchTypeTotalList', clean as BatchWishEntry[])
      }
    }
  }

  /** fresh probabilities and bands from a check: the rows' snapshots follow the server */
  refreshRows(rows: readonly WishItem[], batchId: number | null = this.batchId) {
    if (batchId === null) return
    const byId = new Map(rows.map((r) => [r.UnitId, r]))
    const cur = this.items(batchId)
    let changed = false
    const next = cur.map((it) => {
      const r = byId.get(it.UnitId)
      if (!r || (r.Probability === it.row.Probability && r.Band === it.row.Band && r.Reason === it.row.Reason && r.IsForecast === it.row.IsForecast)) return it
      changed = true
      return { ...it, row: snapshotOf(r) }
    })
    if (changed) this.write(batchId, next)
  }

  /** what checking or saving sends for a batch's draft */
  input(batchId: number | null = this.batchId): WishItemInput[] {
    return this.items(batchId).map((it) => ({ UnitId: it.UnitId, Majors: [...it.Majors], Adjust: it.Adjust }))
  }

  /**
   * Forget everything (logout). With `keepDrafts` the drafts stay on this device for the account that wrote them
   * (each carries its owner, so another account does not see them) and come back at its next login.
   */
  reset(keepDrafts = false) {
    this.TBInfo = null
    this.wishType = WishType.NORMAL
    this.limits.clear()
    this.batchList = null
    this.bandConfig = null
    removeItem('TBInfo')
    removeItem('wishType')
    if (keepDrafts) return
    this.batchTypeTotalList = []
    this.batchTypeTotalListForecast = []
    removeItem('batchTypeTotalList')
    removeItem('batchTypeTotalListForecast')
  }

  private write(
    batchId: number,
    items: DraftItem[],
    meta: { wishId?: number; name?: string } | Record<string, never> = {},
    profileKey: string | null = this.profileKey(),
  ) {
    const old = this.currentList.find((e) => e.batchId === batchId && this.mine(e))
    const sameOwner = old && (old.profileKey === undefined || profileKey === null || old.profileKey === profileKey)
    const limits =
      this.limits.get(batchId) ??
      (sameOwner && old?.wishCount ? { wishCount: old.wishCount, majorsPerGroup: old.majorsPerGroup ?? 1, fillMode: old.fillMode as FillMode } : null)
    const entry: DraftEntry = { batchId, selectedSchool: items }
    const owner = this.owner() ?? old?.owner
    if (owner !== null && owner !== undefined) entry.owner = owner
    if (profileKey !== null) entry.profileKey = profileKey
    else if (sameOwner && old?.profileKey) entry.profileKey = old.profileKey
    if (limits) {
      entry.wishCount = limits.wishCount
      entry.majorsPerGroup = limits.majorsPerGroup
      entry.fillMode = limits.fillMode
    }
    const keep = sameOwner ? { wishId: old?.wishId, name: old?.name } : {}
    const wishId = 'wishId' in meta ? meta.wishId : keep.wishId
    const name = 'name' in meta ? meta.name : keep.name
    if (wishId) entry.wishId = wishId
    if (name) entry.name = name
    // other accounts' drafts kept on this device stay as they are
    const list = this.currentList.filter((e) => e.batchId !== batchId || !this.mine(e))
    // an empty draft that edits nothing is no entry at all
    if (items.length || entry.wishId) list.push(entry)
    if (this.isForecast) {
      this.batchTypeTotalListForecast = list
      setItem('batchTypeTotalListForecast', list as BatchWishEntry[])
    } else {
      this.batchTypeTotalList = list
      setItem('batchTypeTotalList', list as BatchWishEntry[])
    }
  }
}

function isDraftItem(v: unknown): v is DraftItem {
  if (!v || typeof v !== 'object') return false
  const it = v as Record<string, unknown>
  const row = it.row as Record<string, unknown> | undefined
  return (
    typeof it.UnitId === 'string' &&
    Array.isArray(it.Majors) &&
    typeof it.Adjust === 'boolean' &&
    !!row &&
    typeof row === 'object' &&
    row.UnitId === it.UnitId &&
    typeof row.SchoolName === 'string' &&
    Array.isArray(row.History)
  )
}

/** entries as stored, without anything a build of another shape (or a broken write) left there */
function validEntries(raw: unknown): DraftEntry[] {
  if (!Array.isArray(raw)) return []
  const out: DraftEntry[] = []
  for (const e of raw) {
    if (!e || typeof e !== 'object') continue
    const r = e as Record<string, unknown>
    const batchId = Number(r.batchId)
    if (!Number.isInteger(batchId) || !Array.isArray(r.selectedSchool)) continue
    const entry: DraftEntry = { batchId, selectedSchool: r.selectedSchool.filter(isDraftItem) }
    if (typeof r.profileKey === 'string') entry.profileKey = r.profileKey
    if (typeof r.wishCount === 'number' && r.wishCount > 0) entry.wishCount = r.wishCount
    if (typeof r.majorsPerGroup === 'number' && r.majorsPerGroup > 0) entry.majorsPerGroup = r.majorsPerGroup
    if (typeof r.fillMode === 'string') entry.fillMode = r.fillMode
    if (typeof r.wishId === 'number' && r.wishId > 0) entry.wishId = r.wishId
    if (typeof r.name === 'string') entry.name = r.name
    if (typeof r.owner === 'number' && Number.isInteger(r.owner) && r.owner > 0) entry.owner = r.owner
    out.push(entry)
  }
  return out
}
