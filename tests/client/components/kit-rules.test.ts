/**
 * The one UI kit (issue 10): widgets live in src/components/<Name>/ on taro-ui, pages compose them. A plain scan of
 * the source, so a page that grows its own Button or Chips again, or imports one of the deleted hand-written kits,
 * fails here instead of in review.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(__dirname, '../../..')
const SRC = join(ROOT, 'src')

function filesUnder(dir: string, exts = /\.(tsx?|scss)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? filesUnder(p, exts) : exts.test(name) ? [p] : []
  })
}

const rel = (p: string) => relative(ROOT, p)
const code = (p: string) => readFileSync(p, 'utf8')

/** the kit's widget names a page must take from src/components, never declare itself */
const KIT_NAMES = [
  'Button',
  'Section',
  'SearchBox',
  'SearchBar',
  'Chips',
  'Chip',
  'Note',
  'EmptyView',
  'LoadingView',
  'ErrorView',
  'Field',
  'Tabs',
  'NavBar',
  'Skeleton',
  'PickerRow',
]
const DECLARES = new RegExp(String.raw`(?:^|\n)\s*(?:export\s+)?(?:default\s+)?(?:function|const|let|class)\s+(${KIT_NAMES.join('|')})\b`)
const OLD_KITS = /from\s+'[^']*(?:components\/ui|components\/lookup|account-ui)(?:\/[^']*)?'|import\s+'[^']*(?:components\/ui|components\/lookup|account-ui)\//

const pageFiles = filesUnder(join(SRC, 'pages'), /\.tsx?$/)

describe('one UI kit', () => {
  it('finds the pages it scans', () => {
    expect(pageFiles.length).toBeGreaterThan(100)
  })

  it('no page declares a widget the kit has', () => {
    const offenders = pageFiles.flatMap((f) => {
      const m = DECLARES.exec(code(f))
      return m ? [`${rel(f)} declares ${m[1]}`] : []
    })
    expect(offenders).toEqual([])
  })

  it('nothing imports the deleted hand-written kits', () => {
    const offenders = filesUnder(SRC)
      .filter((f) => OLD_KITS.test(code(f)))
      .map(rel)
    expect(offenders).toEqual([])
    for (const dir of ['src/components/ui', 'src/components/lookup', 'src/pages/personal/account-ui'])
      expect([dir, existsSync(join(ROOT, dir))]).toEqual([dir, false])
  })

  it('every component is a folder with an index', () => {
    const dirs = readdirSync(join(SRC, 'components')).filter((n) => statSync(join(SRC, 'components', n)).isDirectory())
    expect(dirs.length).toBeGreaterThan(20)
    const missing = dirs.filter((d) => !['index.tsx', 'index.ts'].some((i) => existsSync(join(SRC, 'components', d, i))))
    expect(missing).toEqual([])
  })

  it("taro-ui's styles are imported per component, never all at once", () => {
    const everything = /taro-ui\/(?:dist\/style|lib\/style\/index\.scss)|@import\s+['"]~?taro-ui\/(?:dist|lib\/style\/index)/
    const offenders = filesUnder(SRC)
      .filter((f) => everything.test(code(f)))
      .map(rel)
    expect(offenders).toEqual([])
  })

  it('a file that renders a taro-ui component imports its stylesheet (in the file or its folder)', () => {
    // AtListItem → list, AtModalHeader → modal, AtActionSheetItem → action-sheet: a part's sheet is its whole's
    const sheetsOf = (at: string) => {
      const parts = at
        .slice(2)
        .split(/(?=[A-Z])/)
        .map((p) => p.toLowerCase())
      return parts.map((_, i) => `taro-ui/lib/style/components/${parts.slice(0, i + 1).join('-')}.scss`)
    }
    const missing: string[] = []
    for (const f of filesUnder(SRC, /\.tsx$/)) {
      const text = code(f)
      const m = /import\s*\{([^}]*)\}\s*from\s*'taro-ui'/.exec(text)
      if (!m) continue
      const folder = f.slice(0, f.lastIndexOf('/'))
      const imported = readdirSync(folder)
        .filter((n) => /\.tsx?$/.test(n))
        .map((n) => code(join(folder, n)))
        .join('\n')
      for (const name of m[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!sheetsOf(name).some((sheet) => imported.includes(sheet))) missing.push(`${rel(f)}: ${name}`)
      }
    }
    expect(missing).toEqual([])
  })
})
