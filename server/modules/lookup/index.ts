/**
 * Public score-line lookups (一分一段 LineRank / LineRankList / LineRankYears, batch lines, enrollment plans)
 * and this product's extra Lookup/* calls (admission data search, global search, 等位分, 赋分). Also owns
 * the reference-data seed step and the in-memory store the school, specialty and wish modules share: what they
 * may use of it is re-exported here.
 */
import type { ServerModule } from '../types'
import { warmLists } from './list-index'
import { lookupHandlers } from './routes'
import { lookupSeedStep } from './seed'
import { referenceStore, referenceVersion } from './store'

export { groupName } from './labels'
export { ADMISSION_SELECT, PLAN_SELECT, PLAN_ZERO_NOTE, admissionOut, hasPlaces, pageOf, planOut, rankedSchoolOut, type AdmissionOut } from './out'
export { chooseRankingBasis } from './ranking-basis'
export { searchSchoolRows, searchSpecialties, specialtyBrief } from './search'
export { TEST_PROVINCES, lookupSeedStep, seedOptionsFromEnv } from './seed'
export {
  TAG_NOTE,
  memo,
  referenceStore,
  referenceVersion,
  schoolBrief,
  sourceOf,
  splitList,
  type MajorRow,
  type ReferenceSnapshot,
  type SchoolRow,
} from './store'

export const lookupModule: ServerModule = {
  name: 'lookup',
  handlers: lookupHandlers,
  seeds: [lookupSeedStep()],
  // every lookup answers from the body and the reference data alone (the scaled-score calls from the body alone)
  referenceAnswers: { calls: Object.keys(lookupHandlers), version: referenceVersion },
  // after seeding: load the in-memory store now, so that the first LineRank / SchoolList call is fast too
  // (skipped in tests, where most files never call a lookup)
  // and then, in the background, the most asked lists' indexes (list-index.ts), so that a first deep page is fast too
  routes: async (_app, ctx) => {
    if (ctx.config.env === 'test') return
    const snap = await referenceStore(ctx).get()
    void warmLists(ctx, snap).catch(() => undefined)
  },
}
