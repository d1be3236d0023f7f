/**
 * Wish filling (issue 8): batches and rules, 冲/稳/保 recommendations in every filling mode, and wish tables.
 * routes.ts serves the calls; the engine (server/engine/wish) decides, recommend.ts / tables.ts apply it to a
 * student, queries.ts reads the database.
 */
import type { ServerModule } from '../types'
import { wishModel } from './province-index'
import { wishHandlers } from './routes'

export { indexCacheStats } from './province-index'
// the audit module freezes a table as the engine sees it and saves the copy a student makes from an expert's suggestions
export { saveTable, tableDetail } from './tables'

export const wishModule: ServerModule = {
  name: 'wish',
  handlers: wishHandlers,
  // a missing or broken model file stops the start with a clear error instead of failing the first call
  init: (ctx) => {
    wishModel(ctx)
  },
}
