/**
 * Every `SPEC §N` a comment or doc cites names a section of docs/spec.md (the copy of the product specification
 * in the repository), so a reader can follow each one.
 */
import fs from 'fs'
import path from 'path'

const root = path.join(__dirname, '..', '..')
const SCANNED = ['src', 'server', 'types', 'tests', 'e2e', 'bench', 'scripts', 'config', 'README.md', 'docs']
const SKIP = new Set(['node_modules', 'dist', 'data', '.data'])

function files(p: string): string[] {
  const full = path.join(root, p)
  if (!fs.statSync(full).isDirectory()) return [p]
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) => (e.isDirectory() ? files(path.join(p, e.name)) : /\.(tsx?|jsx?|mjs|md)$/.test(e.name) ? [path.join(p, e.name)] : []))
}

it('every SPEC § citation names a section of docs/spec.md', () => {
  const spec = fs.readFileSync(path.join(root, 'docs', 'spec.md'), 'utf8')
  const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]))
  expect(sections.size).toBeGreaterThan(0)
  const cited: string[] = []
  const unresolved: string[] = []
  for (const f of SCANNED.flatMap(files)) {
    if (f === path.join('docs', 'spec.md')) continue
    for (const m of fs.readFileSync(path.join(root, f), 'utf8').matchAll(/SPEC §(\d+)/g)) {
      cited.push(m[1])
      if (!sections.has(m[1])) unresolved.push(`${f}: SPEC §${m[1]}`)
    }
  }
  expect(cited.length).toBeGreaterThan(100)
  expect(unresolved).toEqual([])
})
