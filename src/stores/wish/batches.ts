/**
 * The batches of the student's province and which one is being filled. Loaded once per profile and shared by
 * every filling page through the wish store; a page may name its batch (route parameter BatchId).
 */
import { type Batch } from '../../model/wish'
import { Wish } from './calls'
import type { WishStore } from './store'

/** the batch a page fills when it names none and none was chosen: the ordinary 本科 batch first */
export function defaultBatch(list: readonly Batch[]): Batch | null {
  const recommendable = list.filter((b) => b.Recommendable)
  // BATCH_IDS of types/api/wish.ts (values copied: the contract module carries TypeBox, which the app does not bundle)
  const order: number[] = [2 /* UNDERGRAD */, 3 /* UNDERGRAD_1 */, 4 /* UNDERGRAD_2 */, 6 /* VOCATIONAL */]
  for (const id of order) {
    const b = recommendable.find((x) => x.BatchId === id)
    if (b) return b
  }
  return recommendable[0] ?? list[0] ?? null
}

/** the batch to fill: the page's, else the one chosen before (if the province has it), else the default */
export function pickBatch(list: readonly Batch[], wanted: number | null, current: number | null): Batch | null {
  if (wanted !== null) {
    const b = list.find((x) => x.BatchId === wanted)
    if (b) return b
  }
  if (current !== null) {
    const b = list.find((x) => x.BatchId === current)
    if (b) return b
  }
  return defaultBatch(list)
}

/**
 * Loads the batches (unless this profile's are loaded and `force` is false) and selects the batch to fill.
 * Answers the selected batch, or null when the province offers none.
 */
export async function loadBatches(store: WishStore, options: { newExam: boolean; wanted?: number | null; force?: boolean }): Promise<Batch | null> {
  let list = options.force ? null : store.batches
  if (!list) {
    list = await Wish.batches(options.newExam)
    store.setBatchList(list)
  }
  const b = pickBatch(list, options.wanted ?? null, store.batchId)
  if (b && b.BatchId !== store.batchId) store.setBatch(b.BatchId)
  return b
}

/** the band thresholds (Wish/BandConfig), loaded once per run */
export async function loadBandConfig(store: WishStore) {
  if (store.bandConfig) return store.bandConfig
  const c = await Wish.bandConfig()
  store.setBandConfig(c)
  return c
}
