import type { AppContext } from '../context'
import type { SeedStep } from '../modules/types'

/**
 * Runs each seed step whose (name, checksum) is not yet recorded. A step writes in one transaction
 * together with its seed_runs row, so a crash mid-seed leaves nothing half-written and reruns cleanly.
 */
export async function runSeeds(ctx: AppContext, steps: SeedStep[]): Promise<void> {
  for (const step of steps) {
    const checksum = await step.checksum(ctx)
    const done = await ctx.db.selectFrom('seed_runs').select(['checksum']).where('name', '=', step.name).executeTakeFirst()
    if (done?.checksum === checksum) continue
    const started = Date.now()
    const rows = await step.run(ctx)
    // what the data is now: a step whose checksum said "empty" before it ran (content) would otherwise run again on
    // the next start, and the next start after a fresh one is the warm restart (issue 20: ≤ 2 s)
    const after = await step.checksum(ctx)
    await ctx.db
      .insertInto('seed_runs')
      .values({ name: step.name, checksum: after, rows })
      .onConflict((oc) => oc.column('name').doUpdateSet({ checksum: after, rows }))
      .execute()
    ctx.log.info({ step: step.name, rows, ms: Date.now() - started }, 'seeded')
  }
}
