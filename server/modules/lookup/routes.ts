/**
 * The calls of the lookup module: public score-line lookups (一分一段 LineRank / LineRankList / LineRankYears,
 * batch lines, enrollment plans) and this product's extra Lookup/* calls (admission data search, global search,
 * 等位分, 赋分).
 */
import { provinceName } from '../../data/provinces'
import { isSpecialTypeLine } from '../../data/rows'
import { tableRows } from '../../engine/rank'
import { SCHEMES, schemeFor } from '../../engine/scaled'
import { defineHandlers } from '../../http/registry'
import { PLAN_ZERO_NOTE, admissionOut, pageOf, planOut, rankTableOut } from './out'
import {
  admissionBatchesPrinted,
  admissionCount,
  admissionPage,
  planBatchesPrinted,
  planCount,
  planPage,
  type AdmissionFilter,
  type PlanFilter,
} from './queries'
import { UnindexableList, admissionPageIndexed, indexableKeyword, listIndex, planPageIndexed, printedBatchesOf } from './list-index'
import { searchSchoolRows, searchSpecialties } from './search'
import { batchNames, lineRank, pickTable, printedBatches, scaledScoreAnswer, schemeOut } from './service'
import { memo, referenceStore, schoolBrief, sourceOf } from './store'

/** null when the list's index cannot hold it (a name holding a separator): the call is answered by the database */
async function orUnindexable<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p
  } catch (e) {
    if (e instanceof UnindexableList) return null
    throw e
  }
}

export const lookupHandlers = defineHandlers({
  'Public/LineRank': async ({ body, ctx }) => lineRank(await referenceStore(ctx).get(), body),

  'Public/LineRankList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const meta = pickTable(snap, body)
    const rows = tableRows(snap.tableById.get(meta.id)!.table)
    const tableOut = rankTableOut(snap, meta)
    return {
      Table: tableOut,
      Source: tableOut.Source,
      List: rows.map((r) => ({
        Score: r.scoreHigh,
        ScoreLow: r.scoreLow,
        ScoreHigh: r.scoreHigh,
        Count: r.count,
        RankFrom: r.rankStart,
        RankTo: r.rankEnd,
        IsBand: r.scoreLow !== r.scoreHigh,
      })),
    }
  },

  'Public/LineRankYears': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    return snap.tables
      .filter((t) => t.province_id === body.ProvinceId)
      .sort((a, b) => b.year - a.year || (a.subject_type ?? 9) - (b.subject_type ?? 9) || Number(b.is_default) - Number(a.is_default) || a.id - b.id)
      .map((t) => rankTableOut(snap, t))
  },

  'Public/LineBatchList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const mine = snap.batchLines.filter((l) => l.province_id === body.ProvinceId)
    const years = [...new Set(mine.map((l) => l.year))].sort((a, b) => b - a)
    const list = mine
      .filter(
        (l) =>
          (body.Year === undefined || l.year === body.Year) &&
          (body.SubjectType === undefined || l.subject_type === body.SubjectType) &&
          (body.IncludeSpecial || !l.is_special),
      )
      .map((l) => ({
        Id: l.id,
        Year: l.year,
        ProvinceId: l.province_id,
        ProvinceName: provinceName(l.province_id),
        SubjectType: l.subject_type,
        SubjectName: l.subject_name,
        Batch: l.batch,
        LineKind: l.line_kind,
        RouteKind: l.route_kind,
        RouteName: l.is_special
          ? l.special_reason
          : isSpecialTypeLine(`${l.batch} ${l.line_kind}`)
            ? '特殊类型招生控制线'
            : l.route_kind === 'ordinary-vocational' || /专科|高职/.test(l.batch)
              ? '普通类专科'
              : '普通类本科',
        MinScore: l.min_score === null ? null : Number(l.min_score),
        CultureScore: l.culture_score === null ? null : Number(l.culture_score),
        ProfessionalScore: l.professional_score === null ? null : Number(l.professional_score),
        IsSpecial: l.is_special,
        Source: sourceOf(snap, l.sid, l.source_class, l.year),
      }))
    return { List: list, Years: years }
  },

  'Public/EnrollmentPlan': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const years = snap.planYears.get(body.ProvinceId) ?? []
    const covered = [...snap.planYears.keys()]
      .sort((a, b) => a - b)
      .map(provinceName)
      .join('、')
    const note = years.length
      ? `招生计划只收录了部分省份（${covered}），本省收录 ${years.join('、')} 年；未收录的院校不代表不招生。`
      : `暂未收录${provinceName(body.ProvinceId)}的招生计划。已收录：${covered || '无'}。请以本省考试院出版的招生计划为准。`
    const year = body.Year ?? years[0]
    if (year === undefined) return { List: [], Total: 0, Years: [], Batches: [], Note: note }
    // the batch chips offer what the list can show: special paths (专项 …) only when they are asked for
    const batches = await memo(snap, `plan-batches:${body.ProvinceId}:${year}:${!!body.IncludeSpecial}`, async () =>
      batchNames(snap, body.ProvinceId, year, await planBatchesPrinted(ctx.db, body.ProvinceId, year, !!body.IncludeSpecial)),
    )
    const filter: PlanFilter = {
      provinceId: body.ProvinceId,
      year,
      subjectType: body.SubjectType,
      includeSpecial: !!body.IncludeSpecial,
      schoolId: body.SchoolId,
      batches: body.Batch ? printedBatches(batches, body.Batch) : undefined,
      keyword: body.Keyword || undefined,
    }
    const filterKey = JSON.stringify([body.ProvinceId, year, body.SubjectType, !!body.IncludeSpecial, body.SchoolId, body.Batch, body.Keyword])
    // through the list's in-memory index (list-index.ts): the database reads only the page's rows, by id
    const { rows, total } = (indexableKeyword(filter.keyword) && (await orUnindexable(planPageIndexed(ctx, snap, filter, pageOf(body))))) || {
      rows: await planPage(ctx.db, filter, pageOf(body)),
      total: await memo(snap, `plan-count:${filterKey}`, () => planCount(ctx.db, filter)),
    }
    return { List: rows.map((r) => planOut(snap, r)), Total: total, Years: years, Batches: [...batches.keys()], Note: `${note}${PLAN_ZERO_NOTE}` }
  },

  'Lookup/AdmissionLineList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const years = snap.admissionYears.get(body.ProvinceId)?.get(body.Level) ?? []
    const year = body.Year ?? years[0]
    if (year === undefined) return { List: [], Total: 0, Years: [], Batches: [] }
    // the batch chips from the list's index (the same rows admissionBatchesPrinted reads), so a first ask reads the year once
    const batches = await memo(snap, `adm-batches:${body.ProvinceId}:${year}:${body.Level}:${!!body.IncludeSpecial}`, async () => {
      const index = await orUnindexable(listIndex(ctx, snap, { kind: 'admission', provinceId: body.ProvinceId, year, level: body.Level }))
      const printed = index
        ? printedBatchesOf(index, !!body.IncludeSpecial)
        : await admissionBatchesPrinted(ctx.db, body.ProvinceId, year, body.Level, !!body.IncludeSpecial)
      return batchNames(snap, body.ProvinceId, year, printed)
    })
    const filter: AdmissionFilter = {
      provinceId: body.ProvinceId,
      year,
      level: body.Level,
      subjectType: body.SubjectType,
      includeSpecial: !!body.IncludeSpecial,
      schoolId: body.SchoolId,
      batches: body.Batch ? printedBatches(batches, body.Batch) : undefined,
      officialOnly: !!body.OfficialOnly,
      keyword: body.Keyword || undefined,
    }
    const filterKey = JSON.stringify([
      body.ProvinceId,
      year,
      body.Level,
      body.SubjectType,
      !!body.IncludeSpecial,
      body.SchoolId,
      body.Batch,
      !!body.OfficialOnly,
      body.Keyword,
    ])
    const { rows, total } = (indexableKeyword(filter.keyword) && (await orUnindexable(admissionPageIndexed(ctx, snap, filter, pageOf(body))))) || {
      rows: await admissionPage(ctx.db, filter, pageOf(body)),
      total: await memo(snap, `adm-count:${filterKey}`, () => admissionCount(ctx.db, filter)),
    }
    return { List: rows.map((r) => admissionOut(snap, r)), Total: total, Years: years, Batches: [...batches.keys()] }
  },

  'Lookup/GlobalSearch': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const limit = body.Limit ?? 10
    const schools = searchSchoolRows(snap, body.Keyword)
    const majors = searchSpecialties(snap, body.Keyword, 2026)
    return {
      Schools: schools.slice(0, limit).map((s) => schoolBrief(snap, s)),
      Specialties: majors.slice(0, limit),
      SchoolTotal: schools.length,
      SpecialtyTotal: majors.length,
    }
  },

  'Lookup/EquivalentScore': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const r = lineRank(snap, body, body.TargetYears)
    return { Rank: r.Rank, Source: r.Source, List: r.Equivalents }
  },

  'Lookup/ScaledScoreSchemes': ({ body }) => {
    if (body.ProvinceId === undefined) return SCHEMES.map(schemeOut)
    const s = schemeFor(body.ProvinceId)
    return s ? [schemeOut(s)] : []
  },

  'Lookup/ScaledScore': ({ body }) => scaledScoreAnswer(body),
})
