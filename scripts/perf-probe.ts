/**
 * A standalone probe of issue 20's server budgets this branch works on (bench/run.ts calls the same functions in
 * `npm run bench`): starts the API on an already seeded database — PROBE_DATA_DIR (default bench/out/pglite), or
 * DATABASE_URL — and prints SchoolInfo's throughput and the heavy lists' p99 with /healthz's meanwhile.
 * PROBE_ONLY=school,heavy picks parts.
 */
import path from 'path'
import { buildApp } from '../server/app'
import { lookupModule } from '../server/modules/lookup'
import { schoolModule } from '../server/modules/school'
import { specialtyModule } from '../server/modules/specialty'
import { measureHeavyLists } from '../bench/heavy-lists'
import { measureSchoolInfo } from '../bench/school-info'
import type { Figure } from '../bench/figures'

async function main(): Promise<void> {
  const only = new Set((process.env.PROBE_ONLY ?? 'school,heavy').split(','))
  const databaseUrl = process.env.DATABASE_URL || undefined
  const built = await buildApp({
    config: {
      dataDir: process.env.PROBE_DATA_DIR ?? path.join(__dirname, '../bench/out/pglite'),
      databaseUrl,
      logLevel: 'warn',
      env: 'production',
      h5Dir: '/nonexistent',
      env_: { ...process.env, REF_SEED_PROVINCES: 'all' },
    },
    modules: [lookupModule, schoolModule, specialtyModule],
  })
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' })
  const db = databaseUrl ? 'postgres' : 'embedded'
  const figures: Figure[] = []
  if (only.has('school')) figures.push(...(await measureSchoolInfo(address, db)))
  if (only.has('heavy')) figures.push(...(await measureHeavyLists(address, db)))
  for (const f of figures)
    console.log(`${f.name.padEnd(40)} ${db.padEnd(9)} ${String(f.value).padStart(6)} ${f.unit.padEnd(6)} ${f.budget.op} ${f.budget.limit}  ${f.note ?? ''}`)
  await built.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
