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
    await ctx.db
      .insertInto('seed_runs')
      .values({ name: step.name, checksum, rows })
      .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, rows }))
      .execute()
    ctx.log.info({ step: step.name, rows, ms: Date.now() - started }, 'seeded')
  }
}
