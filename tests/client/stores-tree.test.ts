/**
 * One store tree (issue 10): every piece of client state hangs off the root store in src/stores/index.ts, pages and
 * components read it through useStore(), and no module keeps a store of its own. A plain scan of the source.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(__dirname, '../..')
const SRC = join(ROOT, 'src')
const STORE_ROOT = 'src/stores/index.ts'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

const files = sources(SRC).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }))

/** statements at the top of a module (not indented): where a singleton would be made */
const topLevel = (text: string) => text.split('\n').filter((l) => /^(export\s+)?(const|let|var)\s/.test(l))

describe('one store tree', () => {
  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files.some((f) => f.path === STORE_ROOT)).toBe(true)
  })

  it('the root store is the only store made at module level', () => {
    const made = files.flatMap((f) =>
      topLevel(f.text)
        .filter((l) => /\bnew\s+\w*(Store|Model)\s*\(|\bobservable(\.\w+)?\s*\(|\bmakeAutoObservable\s*\(|\bmakeObservable\s*\(/.test(l))
        .map((l) => `${f.path}: ${l.trim()}`),
    )
    expect(made).toEqual([`${STORE_ROOT}: export const rootStore = new RootStore()`])
  })

  it('makeAutoObservable only in the constructors of store classes under src/stores', () => {
    const outside = files.filter((f) => /\bmake(Auto)?Observable\s*\(/.test(f.text) && !f.path.startsWith('src/stores/')).map((f) => f.path)
    expect(outside).toEqual([])
  })

  it('pages and components take the store from useStore(), never the instance or the context', () => {
    const importsInstance = (text: string) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*(?:\.\.\/)*stores(?:\/index)?'/g)].some((m) =>
        m[1]
          .split(',')
          .map((s) => s.trim())
          .some((n) => n === 'rootStore' || n === 'StoreContext' || n === 'RootStore'),
      )
    const offenders = files.filter((f) => /^src\/(pages|components|custom-tab-bar)\//.test(f.path) && importsInstance(f.text)).map((f) => f.path)
    expect(offenders).toEqual([])
  })

  it('no page or component creates a store class itself (the root makes page-level ones: root.resource(), root.intention() …)', () => {
    const offenders = files.filter((f) => /^src\/(pages|components)\//.test(f.path) && /\bnew\s+\w+(Store|Model)\s*\(/.test(f.text)).map((f) => f.path)
    expect(offenders).toEqual([])
  })

  it("the student's province has one home: only the profile store keeps and persists it", () => {
    const persisting = files.filter((f) => /(set|get)Item\(\s*'provinceID'/.test(f.text)).map((f) => f.path)
    expect(persisting).toEqual(['src/stores/profile.ts'])
    const session = files.find((f) => f.path === 'src/stores/session.ts')!.text
    expect(session).not.toMatch(/^\s+provinceId\s*[:=]/m)
  })
})
