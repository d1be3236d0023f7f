/**
 * The import rules `npm run lint` enforces (scripts/check-imports.ts, docs/architecture.md): a planted cycle, a page
 * importing a service, a layer pointing up and a module reaching into another are each refused — by the function
 * and by the command lint runs (exit code 1) — and a tree that keeps the rules passes.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkImports } from '../../scripts/check-imports'

const REPO = path.join(__dirname, '../..')

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-imports-'))
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

const CLEAN = {
  'types/endpoints.ts': 'export type ApiName = string\n',
  'src/utils/url.ts': "import type { ApiName } from '../../types/endpoints'\nexport const u = (n: ApiName) => n\n",
  'src/services/request.ts': "import { u } from '../utils/url'\nexport const call = (n: string) => u(n)\n",
  'src/stores/index.ts':
    "import { call } from '../services/request'\nimport type { Child } from './child'\nexport class RootStore { c?: Child; load = () => call('x') }\n",
  // a child store naming its root's type is no cycle: `import type` is erased
  'src/stores/child.ts': "import type { RootStore } from './index'\nexport class Child { constructor(readonly root: RootStore) {} }\n",
  'src/pages/home/index.tsx': "import { RootStore } from '../../stores'\nexport const page = new RootStore()\n",
  'server/modules/a/index.ts': "import { b } from '../b'\nexport const a = b\n",
  'server/modules/b/index.ts': "import { inner } from './inner'\nexport const b = inner\n",
  'server/modules/b/inner.ts': 'export const inner = 1\n',
}

function run(root: string): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO, 'scripts/check-imports.ts'), root], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { code: 0, out }
  } catch (e) {
    const err = e as { status: number; stderr: string }
    return { code: err.status, out: err.stderr }
  }
}

describe('the import rules of npm run lint', () => {
  it('passes a tree that keeps them (type-only back references included)', () => {
    const root = tree(CLEAN)
    expect(checkImports(root)).toEqual([])
    expect(run(root).code).toBe(0)
  })

  it('refuses a planted import cycle', () => {
    const root = tree({
      ...CLEAN,
      'src/stores/a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'src/stores/b.ts': "import { a } from './a'\nexport const b = () => a\n",
    })
    const problems = checkImports(root)
    expect(problems).toEqual([{ kind: 'cycle', message: expect.stringContaining('src/stores/a.ts → src/stores/b.ts') }])
    const r = run(root)
    expect(r.code).toBe(1)
    expect(r.out).toContain('import cycle of 2 files')
  })

  it('refuses a page that imports a service', () => {
    const root = tree({
      ...CLEAN,
      'src/pages/list/index.tsx': "import { call } from '../../services/request'\nexport const list = () => call('School/SchoolList')\n",
    })
    expect(checkImports(root)).toEqual([
      {
        kind: 'layer',
        message: expect.stringContaining('src/pages/list/index.tsx imports src/services/request.ts: a page reads its data through a store model'),
      },
    ])
    expect(run(root).code).toBe(1)
  })

  it('refuses an import against the layer order (a service reaching up to the stores)', () => {
    const root = tree({ ...CLEAN, 'src/services/profile.ts': "import { RootStore } from '../stores'\nexport const r = RootStore\n" })
    const problems = checkImports(root)
    expect(problems.map((p) => p.kind)).toContain('layer')
    expect(problems.find((p) => p.kind === 'layer')?.message).toContain('src/services/profile.ts (services) imports src/stores/index.ts (stores)')
  })

  it("refuses a server module reaching into another module's insides", () => {
    const root = tree({ ...CLEAN, 'server/modules/a/index.ts': "import { inner } from '../b/inner'\nexport const a = inner\n" })
    expect(checkImports(root)).toEqual([{ kind: 'module', message: expect.stringContaining('server/modules/a/index.ts imports server/modules/b/inner.ts') }])
  })
})
