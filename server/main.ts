/**
 * `npm run serve`: the API and the H5 site on HOST:PORT (default 127.0.0.1:3000). Without NODE_ENV=development it
 * runs in production mode and refuses to start until the production settings are in place (README「配置」).
 */
import { buildApp } from './app'

async function main() {
  const { app, ctx, served, close } = await buildApp()
  const { port, host, env } = ctx.config
  await app.listen({ port, host })
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  app.log.info(
    { served: served.length, db: ctx.dbHandle.where, mode: env, host },
    `志愿 planner 已启动（${env === 'production' ? '生产模式' : '开发模式'}）：http://${shown}:${port}`,
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
