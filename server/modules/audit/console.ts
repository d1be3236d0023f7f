/**
 * Serves the reviewer console (review/main.tsx) at /review/. The console is bundled with esbuild when the server
 * starts (about a second; the bundle is kept in memory), so development, tests and production run the same code
 * with no separate build step, and its script is a same-origin file under the site's Content-Security-Policy.
 * The page holds no data: every call it makes goes through /api with the expert's token, checked by Review/*.
 */
import crypto from 'crypto'
import path from 'path'
import type { FastifyInstance } from 'fastify'

const ENTRY = path.resolve(__dirname, '../../../review/main.tsx')

interface Bundle {
  js: string
  css: string
  hash: string
}

async function bundle(): Promise<Bundle> {
  const { build } = await import('esbuild')
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    outdir: 'review-out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    charset: 'utf8',
    logLevel: 'silent',
  })
  const js = out.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? ''
  const css = out.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''
  return { js, css, hash: crypto.createHash('sha256').update(js).update(css).digest('hex').slice(0, 12) }
}

function page(b: Bundle): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>志愿审核台</title>
<link rel="stylesheet" href="/review/console.${b.hash}.css">
</head>
<body>
<div id="root"></div>
<script src="/review/console.${b.hash}.js"></script>
</body>
</html>
`
}

export async function reviewConsoleRoutes(app: FastifyInstance): Promise<void> {
  const ready = bundle()
  // a build error must not stop the API; the console answers with what went wrong instead
  ready.catch((e: unknown) => app.log.error({ err: e instanceof Error ? e.message : String(e) }, 'reviewer console bundle failed'))
  const send = async (kind: 'html' | 'js' | 'css', hash?: string) => {
    const b = await ready.catch(() => null)
    if (!b) return { status: 503, type: 'text/plain; charset=utf-8', body: '审核台暂时无法打开，请联系管理员', cache: 'no-store' }
    if (kind === 'html') return { status: 200, type: 'text/html; charset=utf-8', body: page(b), cache: 'no-cache' }
    if (hash !== b.hash) return { status: 404, type: 'text/plain; charset=utf-8', body: '', cache: 'no-store' }
    return {
      status: 200,
      type: kind === 'js' ? 'application/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      body: kind === 'js' ? b.js : b.css,
      cache: 'public, max-age=31536000, immutable',
    }
  }
  app.get('/review', (_req, reply) => reply.redirect('/review/'))
  app.get('/review/', async (_req, reply) => {
    const r = await send('html')
    return reply.code(r.status).type(r.type).header('cache-control', r.cache).send(r.body)
  })
  app.get<{ Params: { hash: string; ext: string } }>('/review/console.:hash.:ext', async (req, reply) => {
    const ext = req.params.ext
    const r = ext === 'js' || ext === 'css' ? await send(ext, req.params.hash) : { status: 404, type: 'text/plain', body: '', cache: 'no-store' }
    return reply.code(r.status).type(r.type).header('cache-control', r.cache).send(r.body)
  })
}
