/**
 * School/* calls: list and filters (from memory), detail, selectivity ranking, comparison, majors,
 * admission lines, plans, 选科要求, charters. Admission rows come from the database; every number carries
 * its Source, derived ranks are marked IsDerived, special-path rows stay out unless asked for.
 */
import type { ServerModule } from '../types'
import { referenceVersion } from '../lookup'
import { schoolHandlers } from './routes'

/** every School/* call answers from the body and the reference data alone: its answers are kept (http/answer-cache.ts) */
export const schoolModule: ServerModule = {
  name: 'school',
  handlers: schoolHandlers,
  referenceAnswers: { calls: Object.keys(schoolHandlers), version: referenceVersion },
}
