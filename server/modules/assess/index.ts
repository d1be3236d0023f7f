/**
 * Career assessments (issue 19): MBTI-style type indicator, Holland interests and a middle-school personality test
 * from our own question banks (data/assessments, docs/assessments.md). scoring.ts scores (pure), banks.ts reads the
 * banks, service.ts decides, queries.ts reads and writes assess_tests, routes.ts serves the calls.
 */
import type { ServerModule } from '../types'
import { TEST_KINDS } from './scoring'
import { bankOf } from './banks'
import { assessHandlers } from './routes'

export const assessModule: ServerModule = {
  name: 'assess',
  handlers: assessHandlers,
  // a bank whose keys do not add up stops the start, not a student's test
  init: () => {
    for (const k of TEST_KINDS) bankOf(k)
  },
}
