import type { Generated } from 'kysely'

/** Wish tables (migration 0300_wish_tables) */
export interface WishTables {
  wish_tables: {
    id: Generated<number>
    user_id: number
    name: string
    province_id: number
    year: number
    track: number
    /** JSON array of 选考 subjects */
    subjects: Generated<string>
    batch_id: number
    wish_type: Generated<number>
    score: number | null
    rank: number | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
    /** stored size of the table and its rows (the user's quota, migration 0310) */
    bytes: Generated<number>
    /** JSON of the list summary as of `summary_version` (the reference data version), null until computed */
    summary: string | null
    summary_version: string | null
  }
  wish_items: {
    wish_id: number
    position: number
    unit_id: string
    /** JSON array of majors */
    majors: Generated<string>
    adjust: Generated<boolean>
  }
}
