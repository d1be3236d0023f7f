/**
 * Once per `npm run e2e`: checks Chromium and the H5 build (building it when missing), then seeds the
 * database directory every worker's server starts from (see stage.ts). The teardown it answers removes it.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { chromiumPath } from './chromium'
import { H5_DIR, ROOT, seedTemplate, TEMPLATE_ENV } from './stage'

const log = (s: string) => process.stdout.write(`[e2e] ${s}\n`)

function ensureH5Build(): void {
  const index = path.join(H5_DIR, 'index.html')
  if (fs.existsSync(index)) return
  log('dist/h5/index.html is missing: running `npm run build:h5` (about 90 s) …')
  const res = spawnSync('npm', ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit', env: process.env })
  if (res.status !== 0 || !fs.existsSync(index)) throw new Error('the H5 build failed (npm run build:h5): the journeys need dist/h5')
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(chromiumPath())) {
    throw new Error(`Chromium not found at ${chromiumPath()}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`)
  }
  ensureH5Build()
  if (process.env.E2E_DATABASE_URL) return async () => {}
  const t0 = Date.now()
  log('seeding a fresh embedded database with the real data (once per run) …')
  const dir = await seedTemplate()
  log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
  // workers are forked after global setup and inherit this environment
  process.env[TEMPLATE_ENV] = dir
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
