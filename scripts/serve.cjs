/**
 * `npm run serve` (and `npm start`'s server): runs the API server from one prebuilt JavaScript bundle with plain
 * node, instead of compiling ~300 TypeScript files through tsx on every start (~1.5 s of a 2 s restart budget, issue
 * 20). The bundle (.cache/server-bundle/main.cjs, our code only: node_modules stay external and load as usual) is
 * built here with esbuild when it is missing or stale — its manifest holds a hash of every file it was built from,
 * checked on every start — so a fresh clone, a pull or an edit never runs old code. `--build` only builds.
 *
 * Plain CommonJS so that it runs without tsx. Files that locate data beside themselves (`__dirname`) are given
 * their own directory in the checkout, not the bundle's.
 */
'use strict'
const { createHash } = require('crypto')
const fs = require('fs')
const path = require('path')

const ROOT = path.resolve(__dirname, '..')
const ENTRY = 'server/main.ts'
const OUT_DIR = path.join(ROOT, '.cache', 'server-bundle')
const BUNDLE = path.join(OUT_DIR, 'main.cjs')
const MANIFEST = path.join(OUT_DIR, 'manifest.json')
// what else decides the output: the build options below (this file), the compiler, the TypeScript settings
const BUILD_INPUTS = ['scripts/serve.cjs', 'tsconfig.server.json', 'package.json', 'node_modules/esbuild/package.json']

function hashFile(rel) {
  try {
    return createHash('sha1')
      .update(fs.readFileSync(path.join(ROOT, rel)))
      .digest('hex')
  } catch {
    return 'missing'
  }
}

/** whether the bundle was built from exactly the files there are now */
function isFresh() {
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
  } catch {
    return false
  }
  if (!fs.existsSync(BUNDLE) || !manifest.inputs) return false
  return Object.entries(manifest.inputs).every(([rel, hash]) => hashFile(rel) === hash)
}

/** `__dirname` in a file of the checkout, as that file's own directory wherever the bundle lies */
const ownDirectory = {
  name: 'own-directory',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const rel = path.relative(ROOT, args.path)
      if (rel.startsWith('..') || rel.split(path.sep).includes('node_modules')) return undefined
      const text = fs.readFileSync(args.path, 'utf8')
      if (!text.includes('__dirname')) return undefined
      const dir = JSON.stringify(path.dirname(rel).split(path.sep).join('/'))
      return { contents: text.replace(/\b__dirname\b/g, `__zyCheckoutDir(${dir})`), loader: 'ts' }
    })
  },
}

async function build() {
  const esbuild = require('esbuild')
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const tmp = `${BUNDLE}.tmp-${process.pid}`
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.server.json',
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownDirectory],
    banner: {
      js: "'use strict';\nconst __zyCheckoutDir = (d) => require('path').join(__dirname, '..', '..', d);",
    },
  })
  const inputs = {}
  for (const rel of [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS]) inputs[rel] = hashFile(rel)
  // the map names the bundle it belongs to: renamed together, the linked name stays right
  fs.renameSync(`${tmp}.map`, `${BUNDLE}.map`)
  fs.writeFileSync(tmp, fs.readFileSync(tmp, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '//# sourceMappingURL=main.cjs.map'))
  fs.renameSync(tmp, BUNDLE)
  const mtmp = `${MANIFEST}.tmp-${process.pid}`
  fs.writeFileSync(mtmp, JSON.stringify({ entry: ENTRY, inputs }, null, 1))
  fs.renameSync(mtmp, MANIFEST)
}

/** the sources through tsx, as before the bundle: where the checkout cannot be written (a read-only deployment) */
function runSources(reason) {
  console.error(`未能编译服务端代码（${reason}），改为直接运行源文件（启动较慢）`)
  require('tsx/cjs/api').register()
  require('tsx/esm/api').register()
  require(path.join(ROOT, ENTRY))
}

async function main() {
  const buildOnly = process.argv.includes('--build')
  if (!isFresh()) {
    const t0 = Date.now()
    console.error('正在编译服务端代码（源文件有变动或首次运行）…')
    try {
      await build()
    } catch (e) {
      const reason = e instanceof Error ? e.message.split('\n')[0] : String(e)
      if (buildOnly) throw e
      return runSources(reason)
    }
    console.error(`服务端代码已编译（${((Date.now() - t0) / 1000).toFixed(1)} 秒）`)
  }
  if (buildOnly) return
  // stack traces name the TypeScript files and lines, not the bundle's
  process.setSourceMapsEnabled(true)
  require(BUNDLE)
}

main().catch((e) => {
  console.error(`启动失败：${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
})
