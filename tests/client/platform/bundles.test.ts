/**
 * Neither build carries the other's platform adapter (scripts/check-platform-bundles.ts): dist/weapp holds no
 * H5 adapter code and dist/h5 no mini-program adapter code. Each half is skipped until its build has run.
 */
import fs from 'fs'
import path from 'path'
import { checkBundle, PLATFORM_MARKERS, type Target } from '../../../scripts/check-platform-bundles'

const root = path.join(__dirname, '..', '..', '..', 'dist')

describe.each<Target>(['weapp', 'h5'])('dist/%s', (target) => {
  const built = fs.existsSync(path.join(root, target, target === 'weapp' ? 'app.json' : 'index.html'))
  // (written directly: jest swallows the console of a file whose tests are all skipped)
  if (!built) process.stderr.write(`\ndist/${target} platform check SKIPPED: run \`npm run build:${target}\` first\n`)
  const maybe = built ? it : it.skip

  maybe("holds none of the other platform's adapter code, and its own", () => {
    const report = checkBundle(target, path.join(root, target))
    expect(report.foreign.map((r) => `${r.marker.text} (${r.marker.from}) in ${r.files.join(', ')}`)).toEqual([])
    expect(report.missingOwn.map((m) => m.text)).toEqual([])
  })
})

it('has markers for both platforms', () => {
  expect(PLATFORM_MARKERS.h5.length).toBeGreaterThan(0)
  expect(PLATFORM_MARKERS.weapp.length).toBeGreaterThan(0)
})

describe('dist/h5 index.html', () => {
  const file = path.join(root, 'h5', 'index.html')
  const maybe = fs.existsSync(file) ? it : it.skip
  // config/index.ts PreloadHomeChunkPlugin: the home page's chunk arrives while app.js runs (issue 20: LCP)
  maybe("preloads the home page's chunk, whose files exist", () => {
    const html = fs.readFileSync(file, 'utf8')
    const hrefs = [...html.matchAll(/<link rel="preload" as="(script|style)" href="\.\/([^"]+)">/g)].map((m) => m[2])
    expect(hrefs.some((h) => h.endsWith('.js'))).toBe(true)
    for (const h of hrefs) expect({ h, exists: fs.existsSync(path.join(root, 'h5', h)) }).toEqual({ h, exists: true })
  })
})
