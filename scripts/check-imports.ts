/**
 * The import rules of docs/architecture.md, checked on the real import graph (TypeScript's own parser and module
 * resolver, so `import type`, re-exports, dynamic `import()` and `require()` all count, and the `@contract/` alias
 * resolves as the compiler resolves it):
 *
 * 1. no import cycle in `src/`, `server/` or `types/` (strongly connected components of more than one file, or a
 *    file importing itself);
 * 2. the app's layers point one way: pages → components → stores → services → transport / platform → utils, with
 *    the contract (`types/`) below them all. A file may import its own layer or a lower one, never a higher one;
 * 3. the server's modules keep their insides: a file in `server/modules/<a>/` imports another module `<b>` only
 *    through `server/modules/<b>/index.ts` (its public face) — and the contract never imports the app or server.
 *
 * Run by `npm run lint`; `tests/server/check-imports.test.ts` plants a cycle and a page → service import and sees
 * both refused. Usage: `tsx scripts/check-imports.ts [root]` (root defaults to the repository).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The app's layers, lowest first; a file may import from its own layer or any lower one. */
export const APP_LAYERS: Array<{ name: string; match: RegExp }> = [
  { name: 'contract', match: /^types\// },
  { name: 'utils', match: /^src\/(utils|content|styles|assets)\/|^src\/routes\.ts$/ },
  { name: 'model', match: /^src\/model\// },
  { name: 'transport', match: /^src\/services\/transport(\.[a-z0-9]+)?\.ts$/ },
  { name: 'platform', match: /^src\/platform\// },
  { name: 'navigation', match: /^src\/navigation\// },
  { name: 'services', match: /^src\/services\// },
  { name: 'stores', match: /^src\/stores\// },
  { name: 'components', match: /^src\/(components|custom-tab-bar)\// },
  { name: 'pages', match: /^src\/(pages\/|app\.(ts|tsx|config\.ts)$|page-config\.ts$)/ },
]

export interface ImportProblem {
  kind: 'cycle' | 'layer' | 'module'
  message: string
}

const SOURCE = /\.(ts|tsx)$/
const PLATFORM_TWINS = ['.weapp.ts', '.h5.ts', '.weapp.tsx', '.h5.tsx']
const SKIP_DIR = new Set(['node_modules', 'dist', '.data', '.git'])

function listSources(root: string, dir: string, out: string[] = []): string[] {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return out
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (SKIP_DIR.has(entry.name)) continue
    const rel = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) listSources(root, rel, out)
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
  }
  return out
}

/** One import of a file: the repository-relative file it names, and whether only types come through it. */
export interface ImportEdge {
  target: string
  typeOnly: boolean
}

/** the module specifiers of one file, each marked type-only when TypeScript erases it from the output */
function specifiersOf(file: string, text: string): Array<{ spec: string; typeOnly: boolean }> {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const out: Array<{ spec: string; typeOnly: boolean }> = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const allNamedTypes = !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && allNamedTypes))
      out.push({ spec: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause
      const allTypes = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
      out.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || allTypes })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push({ spec: node.argument.literal.text, typeOnly: true })
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ spec: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

/** every file under `dirs` with the repository-relative files it imports (resolved; packages left out) */
export function importGraph(root: string, dirs = ['src', 'server', 'types']): Map<string, ImportEdge[]> {
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Node10,
    baseUrl: root,
    paths: { '@contract/*': ['./types/*'] },
    allowJs: false,
    resolveJsonModule: false,
    jsx: ts.JsxEmit.ReactJSX,
  }
  const host = ts.createCompilerHost(options)
  const files = dirs.flatMap((d) => listSources(root, d))
  const graph = new Map<string, ImportEdge[]>()
  for (const rel of files) {
    const abs = path.join(root, rel)
    const edges = new Map<string, boolean>()
    const add = (target: string, typeOnly: boolean) => edges.set(target, (edges.get(target) ?? true) && typeOnly)
    for (const { spec, typeOnly } of specifiersOf(rel, fs.readFileSync(abs, 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('@contract/')) continue
      const resolved = ts.resolveModuleName(spec, abs, options, host).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/')
      if (target.startsWith('..')) continue
      // Taro picks `x.weapp.ts` / `x.h5.ts` over `x.ts` (or the `x.d.ts` that types them) by build: both count
      const base = target.replace(/(\.d)?\.tsx?$/, '')
      const twins = PLATFORM_TWINS.map((ext) => base + ext).filter((t) => fs.existsSync(path.join(root, t)))
      if (twins.length) for (const t of twins) add(t, typeOnly)
      else if (!target.endsWith('.d.ts')) add(target, typeOnly)
    }
    graph.set(
      rel,
      [...edges].map(([target, typeOnly]) => ({ target, typeOnly })),
    )
  }
  return graph
}

/**
 * Strongly connected components with more than one file (Tarjan), plus files that import themselves: the import
 * cycles that exist at run time. An `import type` is erased by the compiler, so it neither orders module loading
 * nor leaves a half-initialised module behind; a child store naming its root's type is not a cycle.
 */
export function cyclesOf(edges: Map<string, ImportEdge[]>): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const [file, list] of edges) graph.set(file, new Set(list.filter((e) => !e.typeOnly).map((e) => e.target)))
  let index = 0
  const idx = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    // iterative to stay clear of the call-stack limit on long chains
    const work: Array<{ v: string; it: Iterator<string> }> = []
    const open = (n: string) => {
      idx.set(n, index)
      low.set(n, index)
      index++
      stack.push(n)
      onStack.add(n)
      work.push({ v: n, it: (graph.get(n) ?? new Set<string>()).values() })
    }
    open(v)
    while (work.length) {
      const top = work[work.length - 1]
      const next = top.it.next()
      if (!next.done) {
        const w = next.value
        if (!graph.has(w)) continue
        if (!idx.has(w)) open(w)
        else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, idx.get(w)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1].v
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!))
      }
      if (low.get(top.v) === idx.get(top.v)) {
        const comp: string[] = []
        let w: string
        do {
          w = stack.pop()!
          onStack.delete(w)
          comp.push(w)
        } while (w !== top.v)
        if (comp.length > 1 || graph.get(top.v)?.has(top.v)) out.push(comp.sort())
      }
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
  return out
}

export function layerOf(file: string): number {
  // the platform-specific twins of a file sit in its layer
  return APP_LAYERS.findIndex((l) => l.match.test(file))
}

const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1]

export function checkImports(root: string): ImportProblem[] {
  const graph = importGraph(root)
  const problems: ImportProblem[] = []
  for (const comp of cyclesOf(graph)) {
    problems.push({ kind: 'cycle', message: `import cycle of ${comp.length} files: ${comp.join(' → ')}` })
  }
  for (const [file, edges] of graph) {
    const from = layerOf(file)
    const fromModule = moduleOf(file)
    for (const { target } of edges) {
      if (file.startsWith('types/') && !target.startsWith('types/')) {
        problems.push({ kind: 'layer', message: `${file} imports ${target}: the contract (types/) imports nothing of the app or server` })
        continue
      }
      if (file.startsWith('src/') && target.startsWith('server/')) {
        problems.push({ kind: 'layer', message: `${file} imports ${target}: the app reaches the server only through the contract (types/)` })
        continue
      }
      if (file.startsWith('server/') && target.startsWith('src/')) {
        problems.push({ kind: 'layer', message: `${file} imports ${target}: the server never imports the app` })
        continue
      }
      if (APP_LAYERS[from]?.name === 'pages' && APP_LAYERS[layerOf(target)]?.name === 'services') {
        problems.push({
          kind: 'layer',
          message: `${file} imports ${target}: a page reads its data through a store model (useStore()), never a service`,
        })
        continue
      }
      if (from >= 0) {
        const to = layerOf(target)
        if (to > from) {
          problems.push({
            kind: 'layer',
            message: `${file} (${APP_LAYERS[from].name}) imports ${target} (${APP_LAYERS[to].name}): imports point ${APP_LAYERS.map((l) => l.name)
              .slice()
              .reverse()
              .join(' → ')}`,
          })
        }
      }
      const toModule = moduleOf(target)
      if (toModule && toModule !== fromModule && target !== `server/modules/${toModule}/index.ts`) {
        problems.push({
          kind: 'module',
          message: `${file} imports ${target}: another module is reached only through server/modules/${toModule}/index.ts`,
        })
      }
    }
  }
  return problems
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'))
  const problems = checkImports(root)
  for (const p of problems) console.error(`${p.kind}: ${p.message}`)
  if (problems.length) {
    console.error(`\n${problems.length} import problem(s); the rules are in docs/architecture.md`)
    process.exit(1)
  }
  console.log('imports: no cycles, layers point one way, modules reached through their index')
}
