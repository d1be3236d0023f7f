/**
 * Issue 20: cold start on a fresh data directory ≤ 20 s, warm restart ≤ 2 s. Spawns the real server process
 * (`npm run serve`'s entry, scripts/serve.cjs: the prebuilt server bundle — built before timing when stale, as the
 * code is built once and data directories start many times — in development mode so that no production settings are
 * needed) on a new temporary DATA_DIR and times from spawn until /healthz answers 200 (migrated, seeded, listening); stops it, starts it again on the
 * same directory and times that too.
 *
 * A fresh directory starts as a copy of the seed image when `npm install` (or `npm run data:image`) made one
 * (server/data/seed-image.ts); the note says whether it did. `{ seedImage: false }` measures the full seed instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { findSeedImage } from '../server/data/seed-image'
import type { Figure } from './figures'
import { freePort } from '../tests/support/free-port'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.cjs'

const ROOT = path.resolve(__dirname, '..')

/** starts the server on dataDir; resolves with the child and the seconds until /healthz said ready */
async function startServer(dataDir: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ child: ChildProcess; seconds: number }> {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'scripts/serve.cjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ok) return { child, seconds: (performance.now() - t0) / 1000 }
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill('SIGKILL')
  throw new Error(child.exitCode !== null ? `server exited (${child.exitCode}) before it was ready` : `server not ready within ${timeoutMs / 1000} s`)
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export async function measureColdStart(opts: { seedImage?: boolean } = {}): Promise<Figure[]> {
  const useImage = opts.seedImage !== false
  const env: NodeJS.ProcessEnv = { REF_SEED_PROVINCES: 'all', SEED_IMAGE: useImage ? process.env.SEED_IMAGE : '0' }
  const image = useImage ? findSeedImage({ ...process.env, ...env }) : null
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/serve.cjs'), '--build'], { cwd: ROOT, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the server bundle did not build (node scripts/serve.cjs --build)')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-cold-'))
  try {
    const cold = await startServer(dataDir, env, 300_000)
    await stop(cold.child)
    const warm = await startServer(dataDir, env, 60_000)
    await stop(warm.child)
    const how = image ? 'a copy of the seed image (npm install made it), then migrations and seed checks' : 'migrations + the full seed'
    return [
      {
        name: 'cold start, fresh data directory',
        db: 'embedded',
        value: Math.round(cold.seconds * 10) / 10,
        unit: 's',
        budget: { op: '<=', limit: 20 },
        note: `spawn to /healthz ready: ${how}`,
      },
      {
        name: 'warm restart',
        db: 'embedded',
        value: Math.round(warm.seconds * 10) / 10,
        unit: 's',
        budget: { op: '<=', limit: 2 },
        note: 'spawn to /healthz ready on the same directory',
      },
    ]
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
