/** The calls of the config module: Public/Config, Sys*Config, AppVersion, Dictionary. */
import { ConfigNames } from '../../../types/api/profile'
import { notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import { LOGIN_RULES, SMS_RULES } from '../account'
import crypto from 'crypto'
import { DEFAULT_SCORE_PUBLISH_MONTH_DAY, examModeFor, examYearNow, provinces, toProvince } from '../exam'
import { DWF_DEFAULT, configText, configValue, scoreEditLimit } from './values'
import { DICTIONARIES, dictionaryAliases } from './dictionaries'

const PUBLIC_CONFIGS: readonly string[] = ConfigNames

export const configHandlers = defineHandlers({
  'Public/Config': async ({ body, ctx }) => {
    const name = body.ConfigName.trim()
    const text = PUBLIC_CONFIGS.includes(name) ? await configText(ctx, name) : null
    if (text === null) throw notFound(`未知的配置项（ConfigName=${name}），可用：${PUBLIC_CONFIGS.join('、')}`)
    return text
  },

  // one round trip for what the client reads at start-up (issue 20): the public configs and the province list, with a
  // version the client sends back next time so that an unchanged answer is not sent again
  'Public/StartUp': async ({ body, ctx }) => {
    const year = examYearNow(ctx)
    const Configs: Record<string, string> = {}
    for (const name of PUBLIC_CONFIGS) Configs[name] = (await configText(ctx, name)) ?? ''
    const Provinces = [...(await provinces(ctx)).values()].map((p) => toProvince(p, year))
    const Etag = crypto
      .createHash('sha256')
      .update(JSON.stringify([Configs, Provinces]))
      .digest('hex')
      .slice(0, 32)
    return body.Etag === Etag ? { Etag, NotModified: true } : { Etag, NotModified: false, Configs, Provinces }
  },

  'User/SysDWFConfig': async ({ ctx }) => configValue<Record<string, unknown>>(ctx, 'SysDWFConfig', DWF_DEFAULT),

  'User/SysScoreConfig': async ({ ctx, user }) => {
    const year = examYearNow(ctx)
    const list = [...(await provinces(ctx)).values()]
    const out: Record<string, unknown> = {
      CurrentExamYear: year,
      ScoreEditLimit: await scoreEditLimit(ctx),
      DefaultScorePublishDay: DEFAULT_SCORE_PUBLISH_MONTH_DAY,
      Provinces: list.map((p) => ({ ProvinceId: p.id, ProvinceName: p.name, TotalScore: p.totalScore, ExamMode: examModeFor(p, year) })),
    }
    if (user) {
      const row = await ctx.db.selectFrom('users').select('score_edit_count').where('id', '=', user.userId).executeTakeFirst()
      out.ScoreEditUsed = row?.score_edit_count ?? 0
    }
    return out
  },

  'User/SysUserConfig': async ({ ctx }) => ({
    PasswordRule: '8–32 位，须同时包含字母和数字，不含空格',
    PasswordMinLength: 8,
    PasswordMaxLength: 32,
    NickNameMaxLength: 20,
    SmsCodeLength: SMS_RULES.codeLength,
    SmsExpireSeconds: SMS_RULES.expireSeconds,
    SmsResendSeconds: SMS_RULES.resendSeconds,
    SmsMaxWrongTries: SMS_RULES.maxWrongTries,
    SmsDailyLimitPerMobile: SMS_RULES.dailyPerMobile,
    LoginFailuresBeforePause: LOGIN_RULES.failuresPerMobileAddress,
    LoginPauseMinutes: LOGIN_RULES.mobileWindowSeconds / 60,
    TokenTtlDays: ctx.config.tokenTtlDays,
  }),

  'Public/AppVersion': () => ({ Version: '5.9', Code: 49, MinCode: 49, Notes: '当前版本 v5.9' }),

  'Public/Dictionary': ({ body }) => {
    const t = body.Type.trim()
    const key = dictionaryAliases.get(t) ?? dictionaryAliases.get(t.toLowerCase())
    if (!key) throw notFound(`未知的字典类型（Type=${body.Type}），可用：${Object.keys(DICTIONARIES).join('、')}`)
    return DICTIONARIES[key].items.map(([Key, Value]) => ({ Key, Value }))
  },
})
