/**
 * `npm run serve`: the API and the H5 site on HOST:PORT (default 127.0.0.1:3000). Without NODE_ENV=development it
 * runs in production mode and refuses to start until the production settings are in place (README「配置」).
 */
import { buildApp } from './app'

async function main() {
  const { app, ctx, served, close } = await buildApp()
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
