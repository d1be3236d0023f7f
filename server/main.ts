/**
 * `npm run serve`: the API and the H5 site on HOST:PORT (default 127.0.0.1:3000). Without NODE_ENV=development it
 * runs in production mode and refuses to start until the production settings are in place (README「配置」).
 */
import { loadConfig } from './config'
import { holdsDatabase, openDatabase } from './db/database'

/**
 * A restart on an embedded data directory that already holds a database opens it first, in its thread, while this
 * thread loads the rest of the server (issue 20: warm restart ≤ 2 s); buildApp takes it over. A fresh directory (seed
 * image, seeding) and PostgreSQL open in buildApp as before.
 */
function openEarly() {
  const config = loadConfig(process.env)
  if (config.databaseUrl || config.dataDir === ':memory:' || config.pgliteThread === 'main' || !holdsDatabase(config.dataDir)) return undefined
  const handle = openDatabase({ dataDir: config.dataDir, thread: config.pgliteThread })
  // a failure (the directory locked by another server …) is reported where buildApp awaits it
  handle.catch(() => undefined)
  return { dataDir: config.dataDir, handle }
}

async function main() {
  const database = openEarly()
  const { buildApp } = await import('./app')
  const { app, ctx, served, close } = await buildApp({ database })
  const { port, host, env } = ctx.config
  await app.listen({ port, host })
  // the address it really listens on: every interface is said as such, not shown as 127.0.0.1
  const every = host === '0.0.0.0' || host === '::'
  const shown = host.includes(':') ? `[${host}]` : host
  app.log.info(
    { served: served.length, db: ctx.dbHandle.where, mode: env, host },
    `志愿 planner 已启动（${env === 'production' ? '生产模式' : '开发模式'}）：监听 http://${shown}:${port}${every ? '（所有网络接口）' : ''}`,
  )
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await close().catch((e) => app.log.error(e))
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((e) => {
  // a start-up failure (database unreachable, migration failed) is reported plainly and exits non-zero
  console.error(`启动失败：${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
})
