/**
 * The repository stands on its own (issue 17): nothing the product, its tests or its tools run reads the `shared`
 * folder beside the repository — rules, design, spec lists and data it needs are copied in (docs/, data/) with
 * their provenance. A reference to it in code would pass here and fail on a clean clone elsewhere.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '../..')
const CODE_DIRS = ['src', 'server', 'types', 'tests', 'e2e', 'scripts', 'bench', 'config', '.ci']
const CODE = /\.(ts|tsx|js|mjs|cjs|json|sh)$|^run$/
// a path into the sibling folder, however it is spelled (../shared, ../../shared/…, /work/shared)
const OUTSIDE = /(\.\.\/)+shared\b|\/work\/shared\b|['"`]shared\/(data|spec|notes|DESIGN)/

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (CODE.test(e.name)) out.push(p)
  }
  return out
}

it('no code, test or tool reads the shared folder beside the repository', () => {
  const files = CODE_DIRS.flatMap((d) => walk(path.join(ROOT, d))).concat(['package.json', 'jest.config.js', 'babel.config.js'].map((f) => path.join(ROOT, f)))
  expect(files.length).toBeGreaterThan(300)
  const offenders = files
    .filter((f) => f !== __filename)
    .flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(ROOT, f)}:${i + 1}` }))
        .filter(({ line }) => OUTSIDE.test(line)),
    )
    .map(({ at, line }) => `${at}: ${line.trim()}`)
  expect(offenders).toEqual([])
})
