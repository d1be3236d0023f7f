/**
 * The live check of a batch's draft (Wish/WishCheck): every change of the draft (order, rows, majors, 调剂)
 * is checked again, shortly after the last change, and the answer gives each row's probability and its chance
 * of being the one that admits (AdmitHere), the 滑档 risk of the whole table and every rule problem in words.
 * Saving (User/WishSave) goes through here too: the server refuses a table with rule errors (code 2) and
 * sends the check back, which is shown like any other.
 */
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx'
import { ApiError, errorText } from '../../services/request'
import { type ScoreOverride, type WishCheck, type WishTableBody } from '../../model/wish'
import { Wish, WishTables } from './calls'
import { limitsOf, type WishStore } from './store'

/** how long the check waits after the last change before asking (a quick series of moves sends one call) */
export const CHECK_DELAY_MS = 350

/** the default name of a table the parent has not named yet */
export const DEFAULT_TABLE_NAME = '我的志愿表'

export function isWishCheck(v: unknown): v is WishCheck {
  return !!v && typeof v === 'object' && Array.isArray((v as WishCheck).Items) && Array.isArray((v as WishCheck).Issues) && 'SlipRisk' in v
}

export type SaveOutcome = { ok: true; wishId: number; replaced: boolean } | { ok: false; message: string; refused: boolean }

export class TableCheckModel {
  check: WishCheck | null = null
  checking = false
  error: string | null = null
  saving = false
  private generation = 0
  private disposer: IReactionDisposer | null = null
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly store: WishStore,
    private readonly options: { override?: () => ScoreOverride | null; delayMs?: number } = {},
  ) {
    makeAutoObservable<TableCheckModel, 'store' | 'options' | 'generation' | 'disposer' | 'timer'>(this, {
      store: false,
      options: false,
      generation: false,
      disposer: false,
      timer: false,
    })
  }

  /** the body of a check or save of the current draft; null when there is nothing to check */
  body(name?: string, asNew = false): WishTableBody | null {
    const batchId = this.store.batchId
    const items = this.store.input()
    if (batchId === null || !items.length) return null
    const editing = this.store.editing()
    const override = this.options.override?.() ?? null
    return {
      // 「另存为」 never names the table the draft came from: the server makes a new one
      ...(editing && !asNew ? { WishId: editing.wishId } : {}),
      BatchId: batchId,
      Name: (name ?? editing?.name ?? DEFAULT_TABLE_NAME).trim().slice(0, 30) || DEFAULT_TABLE_NAME,
      WishType: this.store.isForecast ? 1 : 0,
      Items: items,
      ...(override?.Score !== undefined ? { Score: override.Score } : {}),
      ...(override?.Rank !== undefined ? { Rank: override.Rank } : {}),
    }
  }

  /** Checks now. An empty draft has nothing to check (the server refuses an empty table). */
  async run(): Promise<WishCheck | null> {
    const body = this.body()
    const gen = ++this.generation
    if (!body) {
      this.check = null
      this.checking = false
      this.error = null
      return null
    }
    this.checking = true
    this.error = null
    try {
      const c = await Wish.check(body)
      if (gen !== this.generation) return null
      runInAction(() => {
        this.check = c
        this.checking = false
        this.store.setLimits(body.BatchId, limitsOf(c.Rule))
        // a simulated score must not change what the draft remembers of its rows
        if (!this.options.override?.()) this.store.refreshRows(c.Items, body.BatchId)
      })
      return c
    } catch (e) {
      if (gen !== this.generation) return null
      runInAction(() => {
        this.checking = false
        this.error = errorText(e)
      })
      return null
    }
  }

  /** Checks again after each change of the draft (what the server is sent), until `stop`. */
  start(): void {
    if (this.disposer) return
    this.disposer = reaction(
      () => JSON.stringify([this.store.batchId, this.store.wishType, this.store.input(), this.options.override?.() ?? null]),
      () => this.schedule(),
    )
    void this.run()
  }

  stop(): void {
    this.disposer?.()
    this.disposer = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.generation++
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    // the answer to the old draft is stale from now on
    this.generation++
    this.checking = true
    this.timer = setTimeout(() => {
      this.timer = null
      void this.run()
    }, this.options.delayMs ?? CHECK_DELAY_MS)
  }

  /** the check's row for a unit */
  itemOf(unitId: string) {
    return this.check?.Items.find((i) => i.UnitId === unitId) ?? null
  }

  /** issues that stop saving */
  get errors() {
    return this.check?.Issues.filter((i) => i.Level === 'error') ?? []
  }

  get warnings() {
    return this.check?.Issues.filter((i) => i.Level === 'warning') ?? []
  }

  /**
   * Saves the draft under a name: 「保存」 updates the saved table the draft edits (the page names it), 「另存为」
   * (`asNew`) makes a new table and the draft then edits that one. A refusal (rule errors) puts the server's check
   * in place, so every problem shows at once.
   */
  async save(name: string, asNew = false): Promise<SaveOutcome> {
    const body = this.body(name, asNew)
    if (!body) return { ok: false, message: '志愿表还是空的，请先添加志愿', refused: false }
    this.saving = true
    try {
      const r = await WishTables.save(body)
      runInAction(() => {
        this.saving = false
        this.check = r.Check
        this.generation++
        this.store.markSaved(r.WishId, body.Name, body.BatchId)
      })
      return { ok: true, wishId: r.WishId, replaced: body.WishId !== undefined }
    } catch (e) {
      const refused = e instanceof ApiError && isWishCheck(e.data)
      runInAction(() => {
        this.saving = false
        if (refused) {
          this.generation++
          this.check = e.data
        }
      })
      return { ok: false, message: errorText(e), refused }
    }
  }
}
