/**
 * The repository stands on its own (issue 17): every relative path written in the code, its tests and its tools
 * resolves inside the repository — rules, design, spec lists and data it needs are copied in (docs/, data/) with
 * their provenance. A path that climbs out of the clone would pass on this machine and fail on a clean clone.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '../..')
const CODE_DIRS = ['src', 'server', 'types', 'tests', 'e2e', 'scripts', 'bench', 'config', '.ci']
const CODE = /\.(ts|tsx|js|mjs|cjs|json|sh)$|^run$/
/** a quoted relative path that climbs at least one folder: '../x', "../../y/z" */
const CLIMBING = /['"`]((?:\.\.\/)+[\w.@-][^'"`\s]*)['"`]/g

/** files whose path strings are hostile inputs sent to the server (path traversal), not paths anything reads */
const ATTACK_INPUTS = new Set(['tests/reliability/arbitraries.ts'])

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

it('no relative path in code, tests or tools leads out of the repository', () => {
  const files = CODE_DIRS.flatMap((d) => walk(path.join(ROOT, d))).filter((f) => !ATTACK_INPUTS.has(path.relative(ROOT, f)))
  expect(files.length).toBeGreaterThan(300)
  const outside: string[] = []
  let seen = 0
  for (const f of files) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(CLIMBING)) {
      seen++
      const target = path.resolve(path.dirname(f), m[1])
      if (path.relative(ROOT, target).startsWith('..')) outside.push(`${path.relative(ROOT, f)}: ${m[1]}`)
    }
  }
  // the scan does see the code's relative imports
  expect(seen).toBeGreaterThan(1000)
  expect(outside).toEqual([])
})
