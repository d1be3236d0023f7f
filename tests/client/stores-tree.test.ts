/**
 * One store tree (issues 10 and 17): every piece of client state hangs off the root store in src/stores/index.ts,
 * pages and components read it through useStore(), and no module keeps a store of its own. Checked on TypeScript's
 * syntax tree, not on text: `makeAutoObservable<Foo, 'x'>(…)`, a generic `new Resource<T>()` or a `createAutoPager`
 * call read the same however they are written or wrapped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOT = join(__dirname, '../..')
const SRC = join(ROOT, 'src')
const STORE_ROOT = 'src/stores/index.ts'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : []
  })
}

interface Source {
  path: string
  text: string
  ast: ts.SourceFile
}

const files: Source[] = sources(SRC).map((p) => {
  const text = readFileSync(p, 'utf8')
  return {
    path: relative(ROOT, p),
    text,
    ast: ts.createSourceFile(p, text, ts.ScriptTarget.Latest, true, p.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  }
})

/** every node of a file */
function nodes(sf: ts.SourceFile): ts.Node[] {
  const out: ts.Node[] = []
  const visit = (n: ts.Node) => {
    out.push(n)
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return out
}

/** the name a call or `new` is made through (`makeAutoObservable`, `mobx.observable`, `Resource` …) */
function calleeName(e: ts.Expression): string {
  if (ts.isIdentifier(e)) return e.text
  if (ts.isPropertyAccessExpression(e)) return `${calleeName(e.expression)}.${e.name.text}`
  return ''
}

const MOBX_MAKERS = /^(mobx\.)?(makeAutoObservable|makeObservable|observable(\.\w+)?)$/

/** names imported into a file from a module under src/stores */
function storeImports(f: Source): Set<string> {
  const names = new Set<string>()
  for (const st of f.ast.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue
    if (!/(^|\/)stores(\/|$)/.test(st.moduleSpecifier.text)) continue
    const b = st.importClause?.namedBindings
    if (st.importClause?.name) names.add(st.importClause.name.text)
    if (b && ts.isNamedImports(b)) for (const el of b.elements) names.add(el.name.text)
  }
  return names
}

/** a statement directly in the module (not inside a function or class) */
const moduleLevel = (n: ts.Node) => {
  for (let p = n.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p) || ts.isClassLike(p)) return false
    if (ts.isSourceFile(p)) return true
  }
  return true
}

describe('one store tree', () => {
  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files.some((f) => f.path === STORE_ROOT)).toBe(true)
  })

  it('the root store is the only store made at module level', () => {
    const made = files.flatMap((f) =>
      nodes(f.ast)
        .filter((n) => moduleLevel(n))
        .filter(
          (n) =>
            (ts.isNewExpression(n) && /(Store|Model|Resource|Pager|Sender|Search|Tables|Pages)$/.test(calleeName(n.expression))) ||
            (ts.isCallExpression(n) && MOBX_MAKERS.test(calleeName(n.expression))),
        )
        .map((n) => `${f.path}: ${n.getText(f.ast)}`),
    )
    expect(made).toEqual([`${STORE_ROOT}: new RootStore()`])
  })

  it('MobX state is made only under src/stores', () => {
    const outside = files
      .filter((f) => !f.path.startsWith('src/stores/'))
      .flatMap((f) =>
        nodes(f.ast)
          .filter((n) => ts.isCallExpression(n) && MOBX_MAKERS.test(calleeName(n.expression)))
          .map((n) => `${f.path}: ${n.getText(f.ast).slice(0, 60)}`),
      )
    expect(outside).toEqual([])
  })

  it('pages and components take the store from useStore(), never the instance or the context', () => {
    const offenders = files
      .filter((f) => /^src\/(pages|components|custom-tab-bar)\//.test(f.path))
      .filter((f) => ['rootStore', 'StoreContext', 'RootStore'].some((n) => storeImports(f).has(n)))
      .map((f) => f.path)
    expect(offenders).toEqual([])
  })

  it('no page or component makes a store model itself (the root makes them: root.resource(), root.pager(), root.intention() …)', () => {
    const offenders = files
      .filter((f) => /^src\/(pages|components|custom-tab-bar)\//.test(f.path))
      .flatMap((f) => {
        const fromStores = storeImports(f)
        return nodes(f.ast)
          .filter(
            (n) =>
              (ts.isNewExpression(n) && (fromStores.has(calleeName(n.expression)) || /Store$/.test(calleeName(n.expression)))) ||
              (ts.isCallExpression(n) && fromStores.has(calleeName(n.expression)) && /^create/.test(calleeName(n.expression))),
          )
          .map((n) => `${f.path}: ${n.getText(f.ast).slice(0, 60)}`)
      })
    expect(offenders).toEqual([])
  })

  it("the student's province has one home: only the profile store keeps and persists it", () => {
    const persisting = files.filter((f) => /(set|get)Item\(\s*'provinceID'/.test(f.text)).map((f) => f.path)
    expect(persisting).toEqual(['src/stores/profile.ts'])
    const session = files.find((f) => f.path === 'src/stores/session.ts')!.text
    expect(session).not.toMatch(/^\s+provinceId\s*[:=]/m)
  })
})
