/**
 * Stored configuration (app_configs): the defaults seeded on first start, reading and parsing.
 * Values are JSON text; Public/Config hands them to the app as that text (SPEC §3 "data is a JSON
 * string parsed into an object"). Seeding never overwrites a value an operator has changed.
 */
import crypto from 'crypto'
import type { AppContext } from '../../context'
import type { SeedStep } from '../types'

export interface ConfigDefault {
  name: string
  value: unknown
  description: string
  /** readable through Public/Config */
  public: boolean
}

const ALL_PROVINCE_IDS = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65]

/** Band thresholds for 冲/稳/保 as rank ratios (school's reference lowest rank ÷ student's rank). */
export const DWF_DEFAULT = {
  Basis: 'RankRatio',
  Chong: { Label: '冲', RankRatioMin: 0.8, RankRatioMax: 0.97 },
  Wen: { Label: '稳', RankRatioMin: 0.97, RankRatioMax: 1.05 },
  Bao: { Label: '保', RankRatioMin: 1.05, RankRatioMax: 1.3 },
  /** share of wishes per band when a whole table is suggested (percent) */
  Mix: { Chong: 30, Wen: 40, Bao: 30 },
  ReferenceYears: 3,
  ReferenceWeights: [0.4, 0.35, 0.25],
  IsHeuristic: true,
  Note: '冲稳保区间为经验做法（第三方公开资料中的常见区间），并非任何考试院的官方规则；仅供参考，请以各省招生考试机构公布的信息为准。',
}

export function configDefaults(env: NodeJS.ProcessEnv): ConfigDefault[] {
  return [
    {
      name: 'OnlineLearningEnable',
      value: { Enable: false },
      description: '是否显示「在线学习」标签页。课程功能尚未上线，默认关闭。',
      public: true,
    },
    {
      name: 'DefaultProvince',
      value: { ProvinceId: Number(env.DEFAULT_PROVINCE_ID || 44) },
      description: '用户未选择省份、且本地没有记录时使用的默认省份（GB/T 2260 两位代码）。',
      public: true,
    },
    { name: 'LoginUrl', value: { Url: env.LOGIN_URL ?? '' }, description: '外部登录页地址；为空时使用应用自己的登录页。', public: true },
    { name: 'MemberUrl', value: { Url: env.MEMBER_URL ?? '' }, description: '会员购买页地址；为空时使用应用内的开通会员页。', public: true },
    {
      name: 'ServicePhone',
      value: { Phone: env.SERVICE_PHONE ?? '', ServiceTime: env.SERVICE_TIME ?? '' },
      description: '客服电话与服务时间；为空表示未配置，应用不显示。',
      public: true,
    },
    {
      name: 'ScoreEditLimit',
      value: { Limit: Number(env.SCORE_EDIT_LIMIT || 3) },
      description: '已填写的分数最多可修改的次数（首次填写不计）。',
      public: true,
    },
    {
      name: 'OrganizationProvinces',
      value: { ProvinceIds: ALL_PROVINCE_IDS },
      description: '机构提供服务的省份（Teacher/OrganizationProvince）。',
      public: false,
    },
    { name: 'SysDWFConfig', value: DWF_DEFAULT, description: '志愿填报冲稳保区间（经验值，非官方）。', public: false },
  ]
}

export function configSeed(): SeedStep {
  return {
    name: 'app_configs:defaults',
    checksum: (ctx) =>
      crypto
        .createHash('sha256')
        .update(JSON.stringify(configDefaults(ctx.config.env_).map((c) => [c.name, c.description])))
        .digest('hex'),
    async run(ctx) {
      const defs = configDefaults(ctx.config.env_)
      await ctx.db.transaction().execute(async (trx) => {
        for (const d of defs) {
          await trx
            .insertInto('app_configs')
            .values({ name: d.name, value: JSON.stringify(d.value), description: d.description })
            .onConflict((oc) => oc.column('name').doNothing())
            .execute()
        }
      })
      return defs.length
    },
  }
}

/** The stored JSON text of a config, or null when absent. */
export async function configText(ctx: AppContext, name: string): Promise<string | null> {
  const row = await ctx.db.selectFrom('app_configs').select('value').where('name', '=', name).executeTakeFirst()
  return row?.value ?? null
}

/** The parsed config; `fallback` when absent or not valid JSON. */
export async function configValue<T>(ctx: AppContext, name: string, fallback: T): Promise<T> {
  const text = await configText(ctx, name)
  if (text === null) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    ctx.log.warn({ name }, 'app_configs value is not valid JSON; using the default')
    return fallback
  }
}

export async function scoreEditLimit(ctx: AppContext): Promise<number> {
  const v = await configValue<{ Limit?: unknown }>(ctx, 'ScoreEditLimit', { Limit: 3 })
  const n = Number(v.Limit)
  return Number.isInteger(n) && n >= 0 ? n : 3
}
