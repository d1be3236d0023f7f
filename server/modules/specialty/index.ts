/**
 * Specialty/* calls over the 本科专业目录 (2026 by default, 2025 on request) and our offers data:
 * tree, search, detail, hot list (by offering schools / planned places in our data), selectivity ranking
 * of the schools that offer a major, and the schools offering it.
 */
import type { ServerModule } from '../types'
import { referenceVersion } from '../lookup'
import { specialtyHandlers } from './routes'

/** every Specialty/* call answers from the body and the reference data alone: its answers are kept (http/answer-cache.ts) */
export const specialtyModule: ServerModule = {
  name: 'specialty',
  handlers: specialtyHandlers,
  referenceAnswers: { calls: Object.keys(specialtyHandlers), version: referenceVersion },
}
