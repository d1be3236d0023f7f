/**
 * Prints the mini program's package sizes after `taro build --type weapp` and fails when the main package
 * exceeds our 700 KB budget (issue 20; WeChat's own limit is 1,024 KB for the main package, 2 MB per subpackage).
 * Subpackage roots come from app.json; bench/weapp-figures.ts reports the same figure in `npm run bench`.
 */
import fs from 'fs'
import path from 'path'

const MAIN_BUDGET = 700 * 1024
const dist = path.join(__dirname, '..', 'dist', 'weapp')

function sizeOf(dir: string, skip: Set<string> = new Set()): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (skip.has(full)) continue
    total += entry.isDirectory() ? sizeOf(full, skip) : fs.statSync(full).size
  }
  return total
}

export function weappSizes(root = dist): { main: number; subPackages: Record<string, number> } {
  const app = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] }
  const roots = (app.subPackages ?? []).map((s) => path.join(root, s.root))
  const subPackages: Record<string, number> = {}
  for (const r of roots) subPackages[path.relative(root, r)] = fs.existsSync(r) ? sizeOf(r) : 0
  return { main: sizeOf(root, new Set(roots)), subPackages }
}

if (require.main === module) {
  const { main, subPackages } = weappSizes()
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const biggest = Object.entries(subPackages)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
  console.log(`weapp main package: ${kb(main)} (budget ${kb(MAIN_BUDGET)})`)
  console.log(`weapp subpackages: ${Object.keys(subPackages).length}, total ${kb(Object.values(subPackages).reduce((a, b) => a + b, 0))}`)
  for (const [name, size] of biggest) console.log(`  ${name}: ${kb(size)}`)
  if (main > MAIN_BUDGET) {
    console.error(`主包超出 700 KB 预算：${kb(main)}`)
    process.exit(1)
  }
}
