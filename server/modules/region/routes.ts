/** The calls of the region module: provinces and their exam modes, administrative regions. */
import type { AppContext } from '../../context'
import { notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import { configValue } from '../config'
import { examModeFor, examYearNow, isNewExam, type ProvinceFact, provinces, requireProvince, scoresPublished, subjectPool, toProvince } from '../exam'

async function regionList(ctx: AppContext, parent: string) {
  const rows = await ctx.db.selectFrom('regions').select(['code', 'name', 'level']).where('parent_code', '=', parent).orderBy('code').execute()
  return rows
}

export const regionHandlers = defineHandlers({
  'Public/ProvinceList': async ({ ctx }) => {
    const year = examYearNow(ctx)
    return [...(await provinces(ctx)).values()].map((p) => toProvince(p, year))
  },

  'Public/ProvinceIsNewExam': async ({ body, ctx }) => isNewExam(await requireProvince(ctx, body.ProvinceId), body.Year),

  'Public/ProvinceIsFinalScore': async ({ body, ctx }) => {
    await requireProvince(ctx, body.ProvinceId)
    return scoresPublished(ctx, body.ProvinceId, body.Year ?? examYearNow(ctx))
  },

  'Public/NewExamProvince': async ({ ctx }) => {
    const year = examYearNow(ctx)
    return [...(await provinces(ctx)).values()].filter((p) => isNewExam(p, year)).map((p) => toProvince(p, year))
  },

  'Public/NewExamProvinceYear': async ({ body, ctx }) => {
    const p = await requireProvince(ctx, body.ProvinceId)
    const latest = examModeFor(p, Math.max(examYearNow(ctx), p.newExamSince ?? 0))
    return {
      ProvinceId: p.id,
      ExamMode: latest,
      NewExamSince: p.newExamSince,
      ...(p.newExamNote
        ? { Note: `新高考首年为推断：${p.newExamNote}` }
        : p.newExamSince === null
          ? { Note: '未查到该省新高考改革首年，目前仍为文理分科' }
          : {}),
    }
  },

  'Public/NewExamSubject': async ({ body, ctx }) => {
    const p = await requireProvince(ctx, body.ProvinceId)
    const year = body.Year ?? examYearNow(ctx)
    const pool = subjectPool(p, year)
    return { ExamMode: examModeFor(p, year), FirstSubjects: pool.first, SecondSubjects: pool.second, SecondCount: pool.secondCount }
  },

  'Public/Area': async ({ ctx }) => (await regionList(ctx, '')).map((r) => ({ Code: r.code, Name: r.name })),

  'Public/CityList': async ({ body, ctx }) => {
    const province = await ctx.db.selectFrom('regions').select(['code', 'name', 'level']).where('code', '=', body.ProvinceCode).executeTakeFirst()
    if (!province || province.level !== 'province') throw notFound(`未找到该省份（ProvinceCode=${body.ProvinceCode}），应为 6 位省级代码，如 440000`)
    const cities = (await regionList(ctx, province.code)).filter((r) => r.level === 'city')
    // a municipality (北京、天津、上海、重庆) has no city level in GB/T 2260: it is its own city
    return (cities.length ? cities : [province]).map((r) => ({ Code: r.code, Name: r.name }))
  },

  'Public/DistrictList': async ({ body, ctx }) => {
    const city = await ctx.db.selectFrom('regions').select(['code', 'level']).where('code', '=', body.CityCode).executeTakeFirst()
    if (!city || city.level === 'county') throw notFound(`未找到该城市（CityCode=${body.CityCode}），应为 6 位市级代码，如 440100`)
    const counties = (await regionList(ctx, city.code)).filter((r) => r.level === 'county')
    if (counties.length || city.level === 'province') return counties.map((r) => ({ Code: r.code, Name: r.name }))
    // a city with no county level (东莞, 中山, 儋州, 嘉峪关) is its own district
    const self = await ctx.db.selectFrom('regions').select(['code', 'name']).where('code', '=', city.code).executeTakeFirstOrThrow()
    return [{ Code: self.code, Name: self.name }]
  },

  'Teacher/OrganizationProvince': async ({ ctx }) => {
    const year = examYearNow(ctx)
    const all = await provinces(ctx)
    const v = await configValue<{ ProvinceIds?: unknown }>(ctx, 'OrganizationProvinces', { ProvinceIds: [...all.keys()] })
    const ids = Array.isArray(v.ProvinceIds) ? v.ProvinceIds.map(Number) : [...all.keys()]
    return ids
      .map((id) => all.get(id))
      .filter((p): p is ProvinceFact => !!p)
      .map((p) => toProvince(p, year))
  },
})
