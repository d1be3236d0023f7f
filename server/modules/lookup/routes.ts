/**
 * The calls of the lookup module: public score-line lookups (一分一段 LineRank / LineRankList / LineRankYears,
 * batch lines, enrollment plans) and this product's extra Lookup/* calls (admission data search, global search,
 * 等位分, 赋分).
 */
import { sql } from 'kysely'
import { SUBJECT_TYPE_NAME } from '../../data/classify'
import { provinceName } from '../../data/provinces'
import { isSpecialTypeLine } from '../../data/rows'
import { equivalentScore, isHit, lookupRank, tableRows } from '../../engine/rank'
import { SCHEMES, gradeByName, gradeFromPercentAbove, scaledScore, schemeByKey, schemeFor, type Scheme } from '../../engine/scaled'
import { invalid, notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import { batchName } from './labels'
import { ADMISSION_SELECT, PLAN_SELECT, PLAN_ZERO_NOTE, admissionOut, hasPlaces, pageOf, planOut, rankTableOut } from './out'
import { searchSchoolRows, searchSpecialties } from './search'
import { memo, referenceStore, schoolBrief, sourceOf, type RankTableMeta, type ReferenceSnapshot, type SourceOut } from './store'

/**
 * The batches of a province-year as the province names them (what the batch chips offer), each with the printed
 * names it gathers: 广东 2026's 「本科一批」 rows and its 「本科批」 rows are one chip, 本科批.
 */
function batchNames(
  snap: ReferenceSnapshot,
  provinceId: number,
  year: number,
  printed: ReadonlyArray<{ batch: string; vocational: boolean }>,
): Map<string, string[]> {
  const facts = snap.provinceBatches.get(provinceId)
  const out = new Map<string, string[]>()
  for (const p of printed) {
    if (!p.batch.trim()) continue
    const name = batchName(p.batch, year, p.vocational, facts)
    out.set(name, [...(out.get(name) ?? []), p.batch])
  }
  return new Map([...out].sort((a, b) => a[0].localeCompare(b[0], 'zh')))
}

/** the printed batch names a chosen batch stands for (a printed name itself is accepted too) */
function printedBatches(names: Map<string, string[]>, chosen: string): string[] {
  return [...new Set([...(names.get(chosen) ?? []), chosen])]
}

function subjectLabel(st: number): string {
  return SUBJECT_TYPE_NAME[st] ?? String(st)
}

/** the table a LineRank call means: TableId, else the province/year/track table of the given usage, else its default */
export function pickTable(
  snap: ReferenceSnapshot,
  q: { ProvinceId: number; Year: number; SubjectType: number; Usage?: string; TableId?: number },
): RankTableMeta {
  if (q.TableId !== undefined) {
    const t = snap.tableById.get(q.TableId)
    if (!t) throw notFound('一分一段表不存在')
    return t.meta
  }
  const all = snap.tables.filter((t) => t.province_id === q.ProvinceId && t.year === q.Year && t.subject_type === q.SubjectType)
  const pick = q.Usage ? all.find((t) => t.usage === q.Usage) : (all.find((t) => t.is_default) ?? all[0])
  if (pick) return pick
  const name = provinceName(q.ProvinceId)
  const others = snap.tables.filter((t) => t.province_id === q.ProvinceId && t.is_default)
  if (!others.length) throw notFound(`暂无${name}的一分一段表${q.ProvinceId === 54 ? '（西藏未公布一分一段表）' : ''}`)
  const hint = [...new Set(others.map((t) => `${t.year}年${t.subject_name}`))].join('、')
  if (q.Usage && all.length) throw notFound(`${name}${q.Year}年${subjectLabel(q.SubjectType)}没有「${q.Usage}」用途的一分一段表`)
  throw notFound(`暂无${name}${q.Year}年${subjectLabel(q.SubjectType)}的一分一段表；已收录：${hint}`)
}

function equivalentsFor(snap: ReferenceSnapshot, base: RankTableMeta, rank: number | null, years?: number[]) {
  if (rank === null) return []
  const others = snap.tables.filter(
    (t) =>
      t.province_id === base.province_id && t.subject_type === base.subject_type && t.is_default && t.year !== base.year && (!years || years.includes(t.year)),
  )
  return others
    .sort((a, b) => b.year - a.year)
    .map((t) => {
      const e = equivalentScore(snap.tableById.get(t.id)!.table, rank)
      return {
        Year: t.year,
        Score: e.score,
        Rank: e.rank,
        Exact: e.exact,
        Note: e.note,
        IsDerived: true,
        Source: sourceOf(snap, t.sid, t.source_class, t.year),
      }
    })
}

function lineRank(
  snap: ReferenceSnapshot,
  body: { ProvinceId: number; Year: number; SubjectType: number; Score: number; Usage?: string; TableId?: number },
  years?: number[],
) {
  const meta = pickTable(snap, body)
  const t = snap.tableById.get(meta.id)!.table
  const r = lookupRank(t, body.Score)
  const table = rankTableOut(snap, meta)
  if (!isHit(r)) {
    return {
      Score: r.score,
      Rank: null,
      Count: null,
      RankFrom: null,
      RankTo: null,
      IsBand: false,
      BandLow: null,
      BandHigh: null,
      IsBelowFloor: true,
      Message: r.kind === 'empty' ? '该表没有数据' : `低于表中最低分 ${r.floor} 分：官方表未列出该分数以下的位次，不作推算`,
      Table: table,
      Equivalents: [],
      Source: table.Source,
    }
  }
  let message = ''
  if (r.kind === 'band') message = `${r.bandLow}–${r.bandHigh} 分为合并分段，官方只公布该段位次 ${r.rankFrom}–${r.rankTo}`
  else if (r.kind === 'gap') message = `该分数无考生，位次按上一分数段的累计人数计`
  else if (r.kind === 'above-top') message = r.index === -1 ? `高于表中最高分：官方未逐分列出前 ${r.rankTo} 名` : `高于表中最高分，按首段计`
  return {
    Score: r.score,
    Rank: r.rank,
    Count: r.count,
    RankFrom: r.rankFrom,
    RankTo: r.rankTo,
    IsBand: r.kind === 'band' || (r.kind === 'above-top' && (r.bandLow !== null || r.index === -1)),
    BandLow: r.bandLow,
    BandHigh: r.bandHigh,
    IsBelowFloor: false,
    Message: message,
    Table: table,
    Equivalents: equivalentsFor(snap, meta, r.rank, years),
    Source: table.Source,
  }
}

// ---- 赋分

type SchemeOut = {
  Key: string
  Name: string
  Provinces: number[]
  Grades: Array<{ Grade: string; Share: number | null; ScaledHigh: number; ScaledLow: number }>
  Formula: string
  Verified: boolean
  Note: string
  Source: SourceOut
}

function schemeOut(s: Scheme): SchemeOut {
  return {
    Key: s.key,
    Name: s.name,
    Provinces: s.provinces,
    Grades: s.grades.map((g) => ({ Grade: g.grade, Share: g.share, ScaledHigh: g.high, ScaledLow: g.low })),
    Formula: s.formula,
    Verified: s.verified,
    Note: s.note,
    Source: {
      SourceClass: s.verified ? 'official-provincial' : 'third-party',
      Label: s.verified ? '省考试院' : '第三方',
      Title: s.source.title,
      Publisher: s.source.publisher,
      Url: s.source.url,
      Year: null,
      Sid: null,
    },
  }
}

// ---------------------------------------------------------------------------------------------------

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
    const batches = await memo(snap, `plan-batches:${body.ProvinceId}:${year}:${!!body.IncludeSpecial}`, async () => {
      let bq = ctx.db.selectFrom('ref_plans').select('batch').distinct().where('province_id', '=', body.ProvinceId).where('year', '=', year)
      if (!body.IncludeSpecial) bq = bq.where('is_special', '=', false)
      return batchNames(
        snap,
        body.ProvinceId,
        year,
        (await bq.execute()).map((b) => ({ batch: b.batch, vocational: false })),
      )
    })
    let q = ctx.db.selectFrom('ref_plans').where('province_id', '=', body.ProvinceId).where('year', '=', year).where(hasPlaces)
    if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
    if (!body.IncludeSpecial) q = q.where('is_special', '=', false)
    if (body.SchoolId !== undefined) q = q.where('school_id', '=', body.SchoolId)
    if (body.Batch) q = q.where('batch', 'in', printedBatches(batches, body.Batch))
    if (body.Keyword) {
      const kw = `%${body.Keyword.replace(/[%_\\]/g, (c) => '\\' + c)}%`
      q = q.where((eb) => eb.or([eb('school_name', 'like', kw), eb('major_name', 'like', kw), eb('major_group', 'like', kw)]))
    }
    const { limit, offset } = pageOf(body)
    const filterKey = JSON.stringify([body.ProvinceId, year, body.SubjectType, !!body.IncludeSpecial, body.SchoolId, body.Batch, body.Keyword])
    // one query at a time: on the embedded database queries run one after another anyway
    const rows = await q
      .select([...PLAN_SELECT])
      .orderBy('school_id')
      .orderBy('branch')
      .orderBy('major_group')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
    const total = await memo(snap, `plan-count:${filterKey}`, async () =>
      Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
    )
    return { List: rows.map((r) => planOut(snap, r)), Total: total, Years: years, Batches: [...batches.keys()], Note: `${note}${PLAN_ZERO_NOTE}` }
  },

  'Lookup/AdmissionLineList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const years = snap.admissionYears.get(body.ProvinceId)?.get(body.Level) ?? []
    const year = body.Year ?? years[0]
    if (year === undefined) return { List: [], Total: 0, Years: [], Batches: [] }
    const batches = await memo(snap, `adm-batches:${body.ProvinceId}:${year}:${body.Level}:${!!body.IncludeSpecial}`, async () => {
      let bq = ctx.db
        .selectFrom('ref_admissions')
        .select(['batch', 'vocational'])
        .distinct()
        .where('province_id', '=', body.ProvinceId)
        .where('year', '=', year)
        .where('level', '=', body.Level)
      if (!body.IncludeSpecial) bq = bq.where('is_special', '=', false)
      return batchNames(snap, body.ProvinceId, year, await bq.execute())
    })
    let q = ctx.db.selectFrom('ref_admissions').where('province_id', '=', body.ProvinceId).where('year', '=', year).where('level', '=', body.Level)
    if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
    if (!body.IncludeSpecial) q = q.where('is_special', '=', false)
    if (body.SchoolId !== undefined) q = q.where('school_id', '=', body.SchoolId)
    if (body.Batch) q = q.where('batch', 'in', printedBatches(batches, body.Batch))
    if (body.OfficialOnly) q = q.where('source_class', '=', 'official-provincial')
    if (body.Keyword) {
      const kw = `%${body.Keyword.replace(/[%_\\]/g, (c) => '\\' + c)}%`
      q = q.where((eb) => eb.or([eb('school_name', 'like', kw), eb('major_name', 'like', kw)]))
    }
    const { limit, offset } = pageOf(body)
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
    // ordered by the ref_adm_list index (province, year, level, min_rank, min_score desc, id): no full sort per page
    const rows = await q
      .select([...ADMISSION_SELECT])
      .orderBy(sql`min_rank asc nulls last`)
      .orderBy(sql`min_score desc nulls last`)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
    const total = await memo(snap, `adm-count:${filterKey}`, async () =>
      Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
    )
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

  'Lookup/ScaledScore': ({ body }) => {
    const scheme = body.Scheme ? schemeByKey(body.Scheme) : body.ProvinceId !== undefined ? schemeFor(body.ProvinceId) : null
    if (!scheme) {
      if (body.Scheme) throw invalid(`赋分方案「${body.Scheme}」不存在，可选：${SCHEMES.map((s) => s.key).join('、')}`)
      if (body.ProvinceId !== undefined)
        throw notFound(`${provinceName(body.ProvinceId)}不实行等级赋分，或我们尚未收录其赋分方案（山东 8 级、海南标准分未收录）`)
      throw invalid('请提供赋分方案（Scheme）或省份（ProvinceId）')
    }
    const steps: string[] = []
    let grade = body.Grade ? gradeByName(scheme, body.Grade) : null
    if (body.Grade && !grade) throw invalid(`等级「${body.Grade}」不在该方案中，可选：${scheme.grades.map((g) => g.grade).join('、')}`)
    if (!grade && body.PercentAbove !== undefined) {
      grade = gradeFromPercentAbove(scheme, body.PercentAbove)
      if (!grade) throw invalid('该方案没有完整的各等级人数比例，不能由百分位确定等级，请直接填写等级（Grade）')
      steps.push(`高于你的考生占 ${body.PercentAbove}% → 等级 ${grade.grade}（按各等级比例 ${scheme.grades.map((g) => `${g.grade} ${g.share}%`).join('、')}）`)
    }
    if (!grade) throw invalid('请填写等级（Grade）或高于本人的考生比例（PercentAbove）')
    if (body.Grade) steps.push(`等级 ${grade.grade} 的赋分区间为 ${grade.low}–${grade.high}`)
    let scaled: number | null = null
    if (!scheme.interpolates) {
      scaled = grade.high
      steps.push(`该方案每个等级对应固定赋分：${grade.grade} = ${grade.high}`)
    } else if (body.RawScore !== undefined && body.GradeRawHigh !== undefined && body.GradeRawLow !== undefined) {
      const { RawScore: y, GradeRawLow: y1, GradeRawHigh: y2 } = body
      if (y1 > y2) throw invalid('等级原始分下限不能高于上限')
      if (y < y1 || y > y2) throw invalid(`原始分 ${y} 不在所填等级原始分区间 ${y1}–${y2} 内`)
      scaled = scaledScore(grade, y, y1, y2)
      steps.push(`(${y2} − ${y})/(${y} − ${y1}) = (${grade.high} − T)/(T − ${grade.low}) → T = ${scaled}（四舍五入取整）`)
    } else {
      steps.push('未提供原始分及所在等级的原始分区间，只能给出赋分区间')
    }
    const out = schemeOut(scheme)
    return {
      Scheme: out,
      Source: out.Source,
      Grade: grade.grade,
      ScaledHigh: grade.high,
      ScaledLow: grade.low,
      ScaledScore: scaled,
      Steps: steps,
      IsDerived: true,
    }
  },
})
