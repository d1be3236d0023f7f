/**
 * Operator commands on the server's database (the one DATABASE_URL or DATA_DIR names, as the server uses it):
 *
 *   npm run admin -- create-expert <mobile> [--name 名字] [--password 密码]
 *       makes (or promotes) an expert account for the reviewer console at /review/; without --password a random
 *       one is made and printed once.
 *
 *   npm run admin -- create-cards --type <MemberType> --count N --days D [--batch NAME]
 *       makes N membership cards and prints their numbers, one per line (they are stored only as hashes: this
 *       output is the one copy — keep it safe). MemberType is one of types/membership.ts MEMBER_TYPES.
 *
 * Each subcommand is an entry of COMMANDS (name, usage, run): adding one is adding an entry. With the embedded
 * database the server must be stopped first (one process owns the data directory).
 */
import { MEMBER_TYPES } from '../types/membership'
import { loadConfig } from '../server/config'
import { openDatabase, type DatabaseHandle } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { createCards, groupCardNo } from '../server/modules/membership'
import { createExpert } from '../server/modules/audit'
import { ConfigNames } from '../types/api/profile'

export interface AdminCommand {
  usage: string
  /** options already parsed (`--name value`); returns the exit code */
  run(opts: Record<string, string>, db: DatabaseHandle['db']): Promise<number>
}

function intOption(opts: Record<string, string>, name: string, min: number, max: number): number {
  const v = Number(opts[name])
  if (!Number.isInteger(v) || v < min || v > max) throw new UsageError(`--${name} 应为 ${min}–${max} 的整数（收到 ${opts[name] ?? '空'}）`)
  return v
}

class UsageError extends Error {}

export const COMMANDS: Record<string, AdminCommand> = {
  'create-expert': {
    usage: 'create-expert <mobile> [--name 名字] [--password 密码]',
    async run(opts, db) {
      if (!opts.mobile) throw new UsageError('请给出专家的手机号')
      let made
      try {
        made = await createExpert(db, opts.mobile, { name: opts.name, ...(opts.password !== undefined ? { password: opts.password } : {}) })
      } catch (e) {
        throw new UsageError((e as Error).message)
      }
      console.error(`${made.created ? '已创建' : '已设为'}审核专家：${opts.mobile}（用户 ${made.userId}）。审核台：<服务器地址>/review/`)
      if (made.password) console.log(`初始密码（只显示这一次）：${made.password}`)
      return 0
    },
  },
  'set-config': {
    usage: 'set-config --name <配置名> --value <JSON>   例：set-config --name OnlineLearningEnable --value \'{"Enable":true}\'',
    async run(opts, db) {
      const names: readonly string[] = ConfigNames
      if (!names.includes(opts.name ?? '')) throw new UsageError(`--name 应为以下配置之一：${ConfigNames.join('、')}`)
      let value: unknown
      try {
        value = JSON.parse(opts.value ?? '')
      } catch {
        throw new UsageError('--value 应为 JSON，例如 {"Enable":true}')
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UsageError('--value 应为 JSON 对象，例如 {"Enable":true}')
      const text = JSON.stringify(value)
      if (text.length > 2000) throw new UsageError('--value 最长 2000 个字符')
      const done = await db.updateTable('app_configs').set({ value: text, updated_at: new Date() }).where('name', '=', opts.name).executeTakeFirst()
      if (!Number(done.numUpdatedRows)) throw new UsageError(`数据库中没有配置 ${opts.name}：请先启动一次服务器（它会写入各项配置的默认值）`)
      // the start-up answer's version follows the configs, so every client reads the change at its next start
      console.error(`已设置 ${opts.name} = ${text}`)
      return 0
    },
  },
  'create-cards': {
    usage: 'create-cards --type <MemberType> --count N --days D [--batch NAME]',
    async run(opts, db) {
      const type = Number(opts.type)
      if (!MEMBER_TYPES.some((m) => m.type === type)) {
        throw new UsageError(`--type 应为会员类型之一：${MEMBER_TYPES.map((m) => `${m.type} ${m.label}`).join('，')}`)
      }
      const count = intOption(opts, 'count', 1, 100_000)
      const days = intOption(opts, 'days', 1, 36_500)
      const batch = opts.batch || `cards-${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-t${type}-d${days}`
      if (batch.length > 64) throw new UsageError('--batch 最长 64 个字符')
      const numbers = await createCards(db, { memberType: type, days, count, batch })
      console.error(
        `已生成 ${numbers.length} 张「${MEMBER_TYPES.find((m) => m.type === type)?.label}」卡，${days} 天，批次 ${batch}。卡号只显示这一次，请妥善保存：`,
      )
      for (const n of numbers) console.log(groupCardNo(n))
      return 0
    },
  },
}

export function parseOptions(args: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(args[i])
    if (!m) throw new UsageError(`无法识别的参数：${args[i]}`)
    out[m[1]] = m[2] ?? args[++i] ?? ''
  }
  return out
}

function usage(): string {
  return ['用法 / usage: npm run admin -- <command> [options]', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  const cmd = name ? COMMANDS[name] : undefined
  if (!cmd) {
    console.error(usage())
    return name ? 2 : 0
  }
  let opts: Record<string, string>
  try {
    // a first argument without -- is the command's subject (create-expert's mobile)
    const [subject, ...more] = rest[0] && !rest[0].startsWith('--') ? [rest[0], ...rest.slice(1)] : [undefined, ...rest]
    opts = { ...parseOptions(more), ...(subject ? { mobile: subject } : {}) }
  } catch (e) {
    console.error(`${(e as Error).message}\n${usage()}`)
    return 2
  }
  const config = loadConfig()
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    return await cmd.run(opts, handle.db)
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\n  ${cmd.usage}`)
      return 2
    }
    throw e
  } finally {
    await handle.close()
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e)
      process.exit(1)
    },
  )
}
