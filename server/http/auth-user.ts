/** The logged-in caller of a call; apart from registry.ts so context.ts can name it without a cycle. */
import type { Selectable } from 'kysely'
import type { DB } from '../db/tables'

export interface AuthUser {
  userId: number
  /** id of the session row, so logout can end exactly this session */
  sessionId: string
  /**
   * the caller's users row, read with the session in one query when the token was checked (a list call then
   * needs no second round trip for the exam profile); a handler that changes the user reads it again
   */
  row: Selectable<DB['users']>
}
