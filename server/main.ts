/** `npm run serve`: the API and the H5 site on PORT (default 3000). */
import { buildApp } from './app'

async function main() {
  const { app, ctx, served, close } = await buildApp()
  const { port, host } = ctx.config
  await app.listen({ port, host })
  app.log.info({ served: served.length, db: ctx.dbHandle.where }, `志愿 planner 已启动：http://127.0.0.1:${port}`)
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
