/**
 * The seed image: an embedded data directory as a first start leaves it — migrated and seeded with the whole reference
 * data — kept aside so that the next fresh data directory starts as a copy of it (a second DATA_DIR, a reset one)
 * instead of loading 900,000 rows again (issue 20: cold start ≤ 20 s; the full seed takes ~40 s on 2 cores).
 *
 * It is a cache, never the truth: its name is a hash of what it was made from (the data files and loader version,
 * the migrations, the PGlite version), so data, code or engine that changed simply finds no image and seeds as before;
 * and a start from a copy still runs the migrations and the seed steps, whose checksums say there is nothing to do.
 * Made by `npm run data:image`, which `npm install` runs (postinstall; skipped in CI or with SEED_IMAGE=0); a
 * machine without one seeds on first start as before. Only ever copied into a data directory that holds no database.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { holdsDatabase } from '../db/database'
import { MIGRATIONS } from '../db/migrations'
import { DATA_ROOT } from './files'
import { seedChecksum } from './seed-reference'

const ROOT = path.resolve(__dirname, '../..')

/** where images are kept: SEED_IMAGE_DIR, else .cache/pglite-image in the checkout */
export function seedImageRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.SEED_IMAGE_DIR || path.join(ROOT, '.cache', 'pglite-image')
}

function pgliteVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

/** the name of the image the current data, loader, migrations and engine make */
export function seedImageKey(dataRoot = DATA_ROOT): string {
  const h = crypto.createHash('sha256')
  h.update(seedChecksum({ root: dataRoot }))
  h.update(Object.keys(MIGRATIONS).join(','))
  h.update(pgliteVersion())
  return `full-${h.digest('hex').slice(0, 24)}`
}

/** the ready image for the current data and code, or null (none made, or made from something else) */
export function findSeedImage(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SEED_IMAGE === '0') return null
  const dir = path.join(seedImageRoot(env), seedImageKey())
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : null
}

/** whether a data directory holds no database yet (absent, empty, or only a lock file) */
export function isFreshDataDir(dataDir: string): boolean {
  return !holdsDatabase(dataDir)
}
