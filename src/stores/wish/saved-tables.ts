/** The student's saved wish tables (我的志愿表): the paged list, one table's detail, deleting one. */
import type { WishDetail, WishSummary } from '../../model/wish'
import { listPager, type AutoPager } from '../models/pager'
import { WishTables } from './calls'

/** design px of one card (saved-table/index.scss), for the pager's first page */
const CARD_HEIGHT = 300

export type SavedListBody = { PageIndex?: number; PageSize?: number }

export class SavedTables {
  /** the saved tables, newest first, page by page */
  list(): AutoPager<WishSummary, SavedListBody> {
    return listPager<WishSummary, SavedListBody>((body) => WishTables.list(body), { itemHeight: CARD_HEIGHT, pageSize: 10 })
  }

  /** one saved table with its rows (for a Resource the page keeps: the table shown changes with the address) */
  read(wishId: number): Promise<WishDetail> {
    return WishTables.detail(wishId)
  }

  remove(wishId: number): Promise<boolean> {
    return WishTables.remove(wishId)
  }
}
