/**
 * Wish filling state: the draft tables (WishStore, one store of the root store) and the view models the
 * filling pages build on it (a recommendation list, the live check of a draft, the batches).
 */
export { WishStore, WishType, limitsOf, profileKeyOf } from './store'
export type { AddResult, BatchLimits, DraftEntry, MajorsResult, WishTypeValue } from './store'
export { RecommendListModel, EMPTY_FILTERS, queryOf } from './recommend-list'
export type { ListFilters, Region, RecommendListOptions } from './recommend-list'
export { TableCheckModel, CHECK_DELAY_MS, DEFAULT_TABLE_NAME, isWishCheck } from './table-check'
export type { SaveOutcome } from './table-check'
export { defaultBatch, loadBandConfig, loadBatches, pickBatch } from './batches'
