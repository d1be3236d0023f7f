/**
 * Creates the files of any route in src/routes.ts that has no page yet: `src/<path>.tsx` (or
 * `src/<path>/index.tsx` when the route's last segment is `index`) and its `.config.ts`.
 * Existing files are never touched. Usage: `npx tsx scripts/scaffold-pages.ts`.
 */
import fs from 'fs'
import path from 'path'
import { ROUTES } from '../src/routes'

const src = path.join(__dirname, '..', 'src')

function componentName(route: string): string {
  const parts = route
    .split('/')
    .slice(1)
    .filter((p) => p !== 'index')
  return parts.map((p) => p.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase())).join('') + 'Page'
}

let created = 0
for (const r of ROUTES) {
  const file = path.join(src, `${r.path}.tsx`)
  const config = path.join(src, `${r.path}.config.ts`)
  if (fs.existsSync(file)) continue
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const rel = path.relative(path.dirname(file), src).split(path.sep).join('/') || '.'
  fs.writeFileSync(
    file,
    `import { PageShell } from '${rel}/components/page-shell'
import { EmptyView } from '${rel}/components/empty-view'

export default function ${componentName(r.path)}() {
  return (
    <PageShell>
      <EmptyView />
    </PageShell>
  )
}
`,
  )
  fs.writeFileSync(
    config,
    `import { pageConfigOf } from '${rel}/page-config'

export default definePageConfig(pageConfigOf('${r.path}'))
`,
  )
  created++
}
console.log(`created ${created} page(s)`)
