/**
 * Specialty/* calls over the 本科专业目录 (2026 by default, 2025 on request) and our offers data:
 * tree, search, detail, hot list (by offering schools / planned places in our data), selectivity ranking
 * of the schools that offer a major, and the schools offering it.
 */
import { sql } from 'kysely'
import { SUBJECT_TYPE_NAME } from '../../data/classify'
import { provinceName } from '../../data/provinces'
import { rankBySelectivity } from '../../engine/selectivity'
import { notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import {
  type MajorRow,
  memo,
  pageOf,
  rankedSchoolOut,
  type ReferenceSnapshot,
  referenceStore,
  schoolBrief,
  searchSpecialties,
  sourceOf,
  specialtyBrief,
} from '../lookup'

const DEFAULT_CATALOG = 2026

function catalog(snap: ReferenceSnapshot, year?: number): MajorRow[] {
  return snap.majors.get(year ?? DEFAULT_CATALOG) ?? []
}

function majorOr404(snap: ReferenceSnapshot, code: string): MajorRow {
  const code6 = code.slice(0, 6)
  const m = snap.majorByCode6.get(2026)?.get(code6) ?? snap.majorByCode6.get(2025)?.get(code6)
  if (!m) throw notFound(`专业代码 ${code} 不在本科专业目录中`)
  return m
}

const STATS_NOTE = '开设院校数与计划人数只统计我们收录的招生计划和专业录取数据（部分省份、部分年份），按专业名称与目录匹配；不是全国完整统计。'

/** our own counts over the collected plans and admission rows (no third party publishes them) */
const STATS_SOURCE = {
  SourceClass: 'score-derived' as const,
  Label: '统计',
  Title: '本应用对收录的招生计划与录取数据的统计',
  Publisher: '本应用',
  Url: '',
  Year: null,
  Sid: null,
}

export const specialtyHandlers = defineHandlers({
  'Specialty/SpecialtyCategoryList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const rows = catalog(snap, body.CatalogYear)
    const tree: Array<{
      Code: string
      Name: string
      Children: Array<{
        Code: string
        Name: string
        Children: Array<{ Code: string; Name: string; MajorCode: string; IsSpecial: boolean; IsControlled: boolean }>
      }>
    }> = []
    for (const m of rows) {
      let d = tree.find((x) => x.Code === m.discipline_code)
      if (!d) tree.push((d = { Code: m.discipline_code, Name: m.discipline, Children: [] }))
      let c = d.Children.find((x) => x.Code === m.class_code)
      if (!c) d.Children.push((c = { Code: m.class_code, Name: m.class_name, Children: [] }))
      c.Children.push({ Code: m.code6, Name: m.name, MajorCode: m.code, IsSpecial: m.is_t, IsControlled: m.is_k })
    }
    const year = body.CatalogYear ?? DEFAULT_CATALOG
    return { CatalogYear: year, List: tree, MajorCount: rows.length, Source: sourceOf(snap, rows[0]?.sid ?? null, 'official-national', year) }
  },

  'Specialty/SpecialtyOrCategorySearch': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const kw = body.Keyword.trim()
    const cats = new Map<string, { Kind: string; Code: string; Name: string; MajorCount: number }>()
    for (const m of catalog(snap, body.CatalogYear)) {
      if (m.discipline.includes(kw)) {
        const e = cats.get(m.discipline_code) ?? { Kind: '门类', Code: m.discipline_code, Name: m.discipline, MajorCount: 0 }
        e.MajorCount++
        cats.set(m.discipline_code, e)
      }
      if (m.class_name.includes(kw)) {
        const e = cats.get(m.class_code) ?? { Kind: '专业类', Code: m.class_code, Name: m.class_name, MajorCount: 0 }
        e.MajorCount++
        cats.set(m.class_code, e)
      }
    }
    return {
      Categories: [...cats.values()].sort((a, b) => a.Code.localeCompare(b.Code)),
      Specialties: searchSpecialties(snap, kw, body.CatalogYear ?? DEFAULT_CATALOG).slice(0, 50),
    }
  },

  'Specialty/SpecialtySearch': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const all = searchSpecialties(snap, body.Keyword, body.CatalogYear ?? DEFAULT_CATALOG)
    const { limit, offset } = pageOf(body)
    return { List: all.slice(offset, offset + limit), Total: all.length }
  },

  'Specialty/SpecialtyList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const all = catalog(snap, body.CatalogYear).filter(
      (m) => (!body.DisciplineCode || m.discipline_code === body.DisciplineCode) && (!body.ClassCode || m.class_code === body.ClassCode),
    )
    const { limit, offset } = pageOf(body)
    return { List: all.slice(offset, offset + limit).map((m) => specialtyBrief(snap, m)), Total: all.length }
  },

  'Specialty/SpecialtyFullList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    return catalog(snap, body.CatalogYear).map((m) => specialtyBrief(snap, m))
  },

  'Specialty/SpecialtyInfo': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const m = majorOr404(snap, body.MajorCode)
    const stats = snap.majorStats.get(m.code6)
    return {
      Major: specialtyBrief(snap, m),
      InCatalog2025: snap.majorByCode6.get(2025)?.has(m.code6) ?? false,
      InCatalog2026: snap.majorByCode6.get(2026)?.has(m.code6) ?? false,
      Siblings: catalog(snap, m.catalog_year)
        .filter((x) => x.class_code === m.class_code && x.code6 !== m.code6)
        .map((x) => specialtyBrief(snap, x)),
      SchoolCount: stats?.schoolCount ?? 0,
      PlanCount: stats?.planCount ?? 0,
      StatsNote: STATS_NOTE,
      Source: STATS_SOURCE,
    }
  },

  'Specialty/SpecialtyHotList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const limit = body.Limit ?? 20
    let entries: Array<[string, { schoolCount: number; planCount: number }]>
    let method: string
    if (body.ProvinceId === undefined) {
      entries = [...snap.majorStats.entries()]
      method = `按我们收录的招生计划与专业录取数据中开设该专业的院校数排序（并列时按计划人数）。${STATS_NOTE}`
    } else {
      const pid = body.ProvinceId
      const [schools, plans] = await memo(snap, `hot:${pid}`, () =>
        Promise.all([
          ctx.db
            .selectFrom('ref_school_majors')
            .select(['catalog_code', (eb) => eb.fn.count<number>('school_id').distinct().as('n')])
            .where('catalog_code', 'is not', null)
            .where(sql<boolean>`${pid} = any(provinces)`)
            .groupBy('catalog_code')
            .execute(),
          ctx.db
            .selectFrom('ref_plans')
            .select(['catalog_code', (eb) => eb.fn.sum<number>('plan_count').as('n')])
            .where('province_id', '=', pid)
            .where('is_special', '=', false)
            .where('catalog_code', 'is not', null)
            .groupBy('catalog_code')
            .execute(),
        ]),
      )
      const planBy = new Map(plans.map((p) => [p.catalog_code as string, Number(p.n ?? 0)]))
      entries = schools.map((s) => [s.catalog_code as string, { schoolCount: Number(s.n), planCount: planBy.get(s.catalog_code as string) ?? 0 }])
      method = `按在${provinceName(body.ProvinceId)}有招生计划或录取数据、开设该专业的院校数排序（并列时按该省计划人数）。${STATS_NOTE}`
    }
    entries.sort((a, b) => b[1].schoolCount - a[1].schoolCount || b[1].planCount - a[1].planCount || a[0].localeCompare(b[0]))
    const list = []
    for (const [code, st] of entries) {
      const m = snap.majorByCode6.get(2026)?.get(code) ?? snap.majorByCode6.get(2025)?.get(code)
      if (!m) continue
      list.push({
        Major: specialtyBrief(snap, m),
        SchoolCount: st.schoolCount,
        PlanCount: st.planCount,
        Source: STATS_SOURCE,
      })
      if (list.length >= limit) break
    }
    return { List: list, Method: method }
  },

  'Specialty/SpecialtyRankList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const m = majorOr404(snap, body.MajorCode)
    const base = ctx.db
      .selectFrom('ref_admissions')
      .where('catalog_code', '=', m.code6)
      .where('province_id', '=', body.ProvinceId)
      .where('subject_type', '=', body.SubjectType)
      .where('level', '=', 'major')
      .where('is_special', '=', false)
      .where('min_rank', 'is not', null)
      .where('school_id', 'is not', null)
    const memoKey = `spec-rank:${m.code6}:${body.ProvinceId}:${body.SubjectType}`
    const years = await memo(snap, `${memoKey}:years`, async () => (await base.select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year))
    const year = body.Year ?? years[0]
    const where = `${provinceName(body.ProvinceId)}${year ?? ''}年${SUBJECT_TYPE_NAME[body.SubjectType]}`
    const basis = { ProvinceId: body.ProvinceId, Year: year ?? 0, SubjectType: body.SubjectType, Level: 'major' }
    if (year === undefined) {
      return {
        Major: specialtyBrief(snap, m),
        List: [],
        Total: 0,
        Basis: basis,
        Method: `暂无${where}「${m.name}」专业的录取位次数据，无法排名。`,
        SampleSize: 0,
        Years: [],
      }
    }
    const rows = await memo(snap, `${memoKey}:${year}`, () =>
      base.select(['school_id', 'min_rank', 'min_score', 'is_derived', 'source_class', 'major_name']).where('year', '=', year).execute(),
    )
    const ranked = rankBySelectivity(
      rows.map((r) => ({ key: r.school_id as number, minRank: r.min_rank as number, isDerived: r.is_derived, sourceClass: r.source_class })),
    ).filter((r) => snap.schoolById.has(r.key))
    const names = new Map<number, Set<string>>()
    const minScore = new Map<number, number>()
    for (const r of rows) {
      const id = r.school_id as number
      if (!names.has(id)) names.set(id, new Set())
      names.get(id)!.add(r.major_name)
      if (r.min_score !== null) minScore.set(id, Math.min(minScore.get(id) ?? Infinity, Number(r.min_score)))
    }
    const sample = ranked.reduce((a, r) => a + r.sample, 0)
    const derived = ranked.reduce((a, r) => a + r.derivedShare * r.sample, 0)
    const { limit, offset } = pageOf(body)
    return {
      Major: specialtyBrief(snap, m),
      List: ranked.slice(offset, offset + limit).map((r, i) => ({
        ...rankedSchoolOut(snap, r, offset + i + 1, `${where}「${m.name}」专业录取数据（${r.sample} 条）的最低位次中位数`, year),
        PrintedNames: [...(names.get(r.key) ?? [])],
        MinScore: minScore.has(r.key) ? (minScore.get(r.key) as number) : null,
      })),
      Total: ranked.length,
      Basis: basis,
      Method:
        `按${where}普通类专业录取数据中，名称与目录「${m.name}」一致（含括号注明的方向/班型）的各校最低录取位次中位数从小到大排序。` +
        `每校优先使用省考试院数据，其次院校官网，再次第三方。共 ${ranked.length} 所院校、${sample} 条数据，其中 ${sample ? Math.round((derived / sample) * 100) : 0}% 的位次由最低分按一分一段表推算。`,
      SampleSize: sample,
      Years: years,
    }
  },

  'Specialty/SpecialtySchoolList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const m = majorOr404(snap, body.MajorCode)
    let q = ctx.db.selectFrom('ref_school_majors').selectAll().where('catalog_code', '=', m.code6)
    if (body.ProvinceId !== undefined) q = q.where(sql<boolean>`${body.ProvinceId} = any(provinces)`)
    const rows = await q.execute()
    const by = new Map<number, typeof rows>()
    for (const r of rows) by.set(r.school_id, [...(by.get(r.school_id) ?? []), r])
    const list = [...by.entries()]
      .map(([id, rs]) => {
        const s = snap.schoolById.get(id)
        const best = [...rs].sort((a, b) => clsRank(a.source_class) - clsRank(b.source_class))[0]
        const years = [...new Set(rs.flatMap((r) => r.years))].sort((a, b) => b - a)
        return {
          School: s ? schoolBrief(snap, s) : null,
          SchoolName: s?.name ?? String(id),
          PrintedNames: rs.map((r) => r.major_name),
          Years: years,
          Provinces: [...new Set(rs.flatMap((r) => r.provinces))].sort((a, b) => a - b),
          RowCount: rs.reduce((a, r) => a + r.row_count, 0),
          PlanCount: rs.reduce((a, r) => a + r.plan_count, 0),
          Source: sourceOf(snap, best.sid, best.source_class, years[0] ?? null),
          _order: (s?.is_985 ? 0 : 4) + (s?.is_211 ? 0 : 2) + (s?.is_dfc ? 0 : 1),
        }
      })
      .sort((a, b) => a._order - b._order || b.RowCount - a.RowCount || (a.School?.SchoolId ?? 0) - (b.School?.SchoolId ?? 0))
    const { limit, offset } = pageOf(body)
    return {
      List: list.slice(offset, offset + limit).map(({ _order, ...rest }) => rest),
      Total: list.length,
      Note: STATS_NOTE,
    }
  },
})

function clsRank(c: string): number {
  return c === 'official-provincial' ? 0 : c === 'school-official' ? 1 : 2
}
