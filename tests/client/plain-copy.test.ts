/**
 * Pages say plainly what is there today (issue 10): no 「上线后…」「开放后…」「暂未开放」 roadmap copy promising what a later
 * issue may build. Every text the app's code shows (string literals and JSX text, not comments) is checked.
 */
import fs from 'fs'
import path from 'path'
import ts from 'typescript'

const PROMISE = /上线后|开放后|即将上线|即将开放|敬请期待|后续版本|未来将|暂未开放|尚未开放/

const ROOT = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [p] : []
  })
}

function promisesIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  const found: string[] = []
  const visit = (n: ts.Node) => {
    const shown =
      ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)
        ? n.text
        : ts.isJsxText(n)
          ? n.getText()
          : ''
    if (PROMISE.test(shown)) found.push(`${rel}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${shown.trim().slice(0, 60)}`)
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

it('no page promises what is not there', () => {
  const files = sourceFiles(path.join(ROOT, 'src'))
  expect(files.length).toBeGreaterThan(100)
  expect(files.flatMap(promisesIn)).toEqual([])
})
