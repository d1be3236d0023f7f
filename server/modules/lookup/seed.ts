/** The reference-data seed step (data/ → the reference tables) and which part of the data it loads. */
import type { AppContext } from '../../context'
import { seedChecksum, seedReference, type SeedOptions } from '../../data/seed-reference'
import { referenceStore } from './store'

/**
 * Admission/plan provinces seeded in tests: 广东 (official 专业组 lines with ranks), 吉林 (plans), 湖南 (院校专业组
 * lines of two years: wish filling in group mode), 辽宁 (专业 lines: wish filling in major mode) and 河南 (the
 * reform year 2025 with thin coverage, campuses and joint institutes of 郑州大学; +2 s of seeding, 8.9 → 10.9 s). One
 * profile for every test file, so that test files sharing one PostgreSQL database (DATABASE_URL) never
 * re-seed under each other. (tests/server/wish-2027.test.ts adds 河北, 江苏, 山东 and 浙江 on its own embedded
 * database rather than make every test file seed them.)
 */
export const TEST_PROVINCES = '44,22,43,21,41'

/**
 * Which part of the data the seed loads. Default: everything. REF_SEED_PROVINCES=44,22 limits the bulky
 * admission/plan rows to those provinces; in tests (NODE_ENV=test) the default is TEST_PROVINCES, so that every
 * test file that builds the app does not spend half a minute seeding. REF_SEED=none skips the step.
 */
export function seedOptionsFromEnv(ctx: AppContext): SeedOptions | null {
  const env = ctx.config.env_ ?? process.env
  if (env.REF_SEED === 'none') return null
  const raw = env.REF_SEED_PROVINCES ?? (ctx.config.env === 'test' ? TEST_PROVINCES : 'all')
  const provinces =
    raw === 'all'
      ? null
      : raw
          .split(',')
          .map((s) => Number(s.trim()))
          .filter((n) => Number.isInteger(n) && n > 10)
  return { provinces }
}

export function lookupSeedStep(options?: SeedOptions) {
  return {
    name: 'reference-data',
    checksum: (ctx: AppContext) => {
      const o = options ?? seedOptionsFromEnv(ctx)
      return o ? seedChecksum(o) : 'skipped'
    },
    run: async (ctx: AppContext) => {
      const o = options ?? seedOptionsFromEnv(ctx)
      if (!o) return 0
      const report = await seedReference(ctx.db, { ...o, log: (msg, data) => ctx.log.info(data ?? {}, msg) })
      const rows = Object.values(report.counts).reduce((a, b) => a + b, 0)
      if (!report.skipped) {
        ctx.log.info({ counts: report.counts, ms: report.ms, rejected: report.rejected.length }, `reference data seeded in ${(report.ms / 1000).toFixed(1)} s`)
        // printed (not only logged) so that the first start shows how long seeding took
        if (ctx.config.env !== 'test') process.stdout.write(`reference data seeded in ${(report.ms / 1000).toFixed(1)} s (${rows} rows)\n`)
      }
      referenceStore(ctx).invalidate()
      return rows
    },
  }
}
