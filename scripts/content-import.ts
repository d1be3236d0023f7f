/**
 * `npm run content:import`: loads data/content/ (the demo news, courses, videos, live lessons, banners and pages)
 * into the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first), all or
 * nothing, and prints what changed. A file with a problem is named with its line and field, and nothing is written.
 * The server runs the same import at start when the files changed, so this is for loading without a restart.
 */
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { ContentError, importContent } from '../server/modules/content'

async function main(): Promise<number> {
  const config = loadConfig(process.env)
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    const r = await importContent(handle.db)
    console.log(`内容导入完成：${r.files} 个文件，${r.rows} 行（新增 ${r.inserted}，更新 ${r.updated}，删除 ${r.deleted}），校验和 ${r.checksum}`)
    return 0
  } catch (e) {
    if (e instanceof ContentError) {
      console.error(`内容导入失败，未写入任何内容：${e.message}`)
      return 1
    }
    throw e
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e)
    process.exit(1)
  },
)
