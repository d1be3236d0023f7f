/**
 * `npm run data:image` (and `npm install`'s postinstall): makes the seed image — an embedded data directory migrated
 * and seeded with the whole reference data — that a fresh DATA_DIR starts as a copy of (server/data/seed-image.ts).
 * Does nothing when the image for the current data and code is already there; older images are removed.
 *
 * Skipped with SEED_IMAGE=0 and in CI (CI=true: tests use in-memory databases). `--if-missing` is the postinstall
 * form: it never fails the install — without an image a first start seeds, as it always did.
 */
import fs from 'fs'
import path from 'path'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { seedReference } from '../server/data/seed-reference'
import { seedImageKey, seedImageRoot } from '../server/data/seed-image'
import { LOCK_FILE } from '../server/db/data-dir-lock'

async function main(): Promise<void> {
  const soft = process.argv.includes('--if-missing')
  if (process.env.SEED_IMAGE === '0' || (soft && process.env.CI)) return
  const root = seedImageRoot()
  const key = seedImageKey()
  const dir = path.join(root, key)
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    console.log(`seed image up to date: ${path.relative(process.cwd(), dir)}`)
    return
  }
  fs.mkdirSync(root, { recursive: true })
  const tmp = `${dir}.tmp-${process.pid}`
  fs.rmSync(tmp, { recursive: true, force: true })
  const t0 = Date.now()
  console.log('正在准备参考数据镜像（一次性，约 40 秒）…')
  try {
    const h = await openDatabase({ dataDir: tmp })
    try {
      await migrateToLatest(h.db)
      await seedReference(h.db, {})
    } finally {
      await h.close()
    }
    fs.rmSync(path.join(tmp, LOCK_FILE), { force: true })
    fs.renameSync(tmp, dir)
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true })
    throw e
  }
  // images of older data or code are of no further use
  for (const name of fs.readdirSync(root)) if (name !== key) fs.rmSync(path.join(root, name), { recursive: true, force: true })
  console.log(`seed image made in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), dir)}`)
}

main().catch((e) => {
  console.error(`参考数据镜像未能生成（首次启动时将直接导入数据）：${e instanceof Error ? e.message : String(e)}`)
  process.exit(process.argv.includes('--if-missing') ? 0 : 1)
})
