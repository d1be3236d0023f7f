/**
 * `npm run e2e [name…]`: builds the H5 site when dist/h5/index.html is missing, starts the API server in this
 * process (fresh temporary PGlite, real data seeded) and headless Chromium, runs every e2e/journeys/*.ts (or
 * those whose file name contains one of the arguments), and prints a pass/fail summary with timings.
 * Exits non-zero when a journey fails: it threw, or its pages logged a console/page error it did not declare.
 *
 * A journey module: `export default async function (h: Harness)`, optionally
 * `export const expectedErrors: (string | RegExp)[]` (errors that do not fail it).
 * Run it under the build lock (builds and browser runs share dist/): `flock /tmp/zy-build.lock npm run e2e`.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'
import { ARTIFACTS, chromiumPath, Harness, ROOT, Stage, type ErrorPattern } from './harness'

interface JourneyModule {
  default: (h: Harness) => Promise<void>
  expectedErrors?: ErrorPattern[]
}

interface Result {
  name: string
  ok: boolean
  ms: number
  error?: string
}

const log = (s: string) => process.stdout.write(`[e2e] ${s}\n`)

function buildH5IfMissing(): void {
  const index = path.join(ROOT, 'dist/h5/index.html')
  if (fs.existsSync(index)) return
  log('dist/h5/index.html is missing: npm run build:h5 …')
  const t0 = Date.now()
  const res = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:h5'], { cwd: ROOT, stdio: 'inherit', env: process.env })
  if (res.status !== 0 || !fs.existsSync(index)) {
    log('H5 build failed')
    process.exit(res.status || 1)
  }
  log(`H5 built in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
}

function journeyFiles(filters: string[]): string[] {
  const dir = path.join(__dirname, 'journeys')
  const all = fs
    .readdirSync(dir)
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
  const chosen = filters.length ? all.filter((f) => filters.some((q) => f.replace(/\.ts$/, '').includes(q))) : all
  return chosen.map((f) => path.join(dir, f))
}

async function runJourney(stage: Stage, file: string): Promise<Result> {
  const name = path.basename(file, '.ts')
  const t0 = Date.now()
  let h: Harness | undefined
  try {
    const mod = (await import(pathToFileURL(file).href)) as JourneyModule & { default: JourneyModule | JourneyModule['default'] }
    // tsx may hand a CommonJS module's exports as the default export
    const fn = typeof mod.default === 'function' ? mod.default : (mod.default as JourneyModule).default
    const expected = mod.expectedErrors ?? (typeof mod.default === 'object' ? (mod.default as JourneyModule).expectedErrors : undefined) ?? []
    if (typeof fn !== 'function') throw new Error(`${name}: no default export function`)
    h = new Harness(stage, name, expected)
    await fn(h)
    const bad = h.unexpectedErrors()
    if (bad.length) {
      const lines = bad.slice(0, 10).map((e) => `  ${e.kind}: ${e.text.slice(0, 400)}\n    from ${e.url} on ${e.page}`)
      throw new Error(`${bad.length} unexpected console/page error(s):\n${lines.join('\n')}`)
    }
    return { name, ok: true, ms: Date.now() - t0 }
  } catch (e) {
    await h?.failureShots().catch(() => {})
    const msg = e instanceof Error ? e.stack || e.message : String(e)
    return { name, ok: false, ms: Date.now() - t0, error: msg }
  } finally {
    await h?.dispose()
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const files = journeyFiles(filters)
  if (!files.length) {
    log(`no journey matches ${filters.join(' ')}`)
    process.exit(1)
  }
  if (!fs.existsSync(chromiumPath())) {
    log(`Chromium not found at ${chromiumPath()} (install Debian's chromium, or set CHROMIUM_PATH)`)
    process.exit(1)
  }
  buildH5IfMissing()
  fs.mkdirSync(ARTIFACTS, { recursive: true })

  const t0 = Date.now()
  log('starting the server (fresh PGlite, seeding the reference data) and Chromium …')
  const stage = await Stage.start({ log })
  log(`listening on ${stage.baseUrl}`)

  const results: Result[] = []
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await stage.stop()
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      void stop().finally(() => process.exit(130))
    })
  }

  try {
    for (const file of files) {
      const name = path.basename(file, '.ts')
      log(`▶ ${name}`)
      const r = await runJourney(stage, file)
      results.push(r)
      log(`${r.ok ? '✔' : '✘'} ${name} (${(r.ms / 1000).toFixed(1)} s)`)
      if (!r.ok) process.stdout.write(`${r.error}\n`)
    }
  } finally {
    await stop()
  }

  const failed = results.filter((r) => !r.ok)
  process.stdout.write('\n── e2e summary ─────────────────────────────\n')
  for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(20)} ${(r.ms / 1000).toFixed(1).padStart(6)} s\n`)
  process.stdout.write(
    `${results.length - failed.length} passed, ${failed.length} failed, ${((Date.now() - t0) / 1000).toFixed(0)} s in all; screenshots in ${path.relative(ROOT, ARTIFACTS)}/\n`,
  )
  process.exit(failed.length ? 1 : 0)
}

main().catch((e) => {
  process.stderr.write(`[e2e] ${e instanceof Error ? e.stack || e.message : String(e)}\n`)
  process.exit(1)
})
