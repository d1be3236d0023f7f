/**
 * The calls of the school module: each parses its body, asks service.ts (or queries.ts for a plain page of
 * rows) and shapes the answer.
 */
import { invalid, notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import { SUBJECT_TYPE_NAME } from '../../data/classify'
import { provinceName } from '../../data/provinces'
import {
  admissionOut,
  memo,
  pageOf,
  PLAN_ZERO_NOTE,
  planOut,
  rankedSchoolOut,
  referenceStore,
  schoolBrief,
  searchSchoolRows,
  sourceOf,
  TAG_NOTE,
} from '../lookup'
import { charterById, charterList, enrollmentLines, majorLinesPage, planPage, schoolMajors } from './queries'
import {
  charterLinks,
  compareSchools,
  electiveRequirements,
  enrollmentDirection,
  filterCounts,
  LEVEL_NAME,
  lineTrend,
  noCharterMessage,
  rankFilter,
  rankMethod,
  schoolInfo,
  schoolOr404,
  selectivity,
  splitSections,
} from './service'

export const schoolHandlers = defineHandlers({
  'School/SchoolList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const provinces = body.ProvinceIds?.length ? new Set(body.ProvinceIds) : body.ProvinceId !== undefined ? new Set([body.ProvinceId]) : null
    const base = body.Keyword ? searchSchoolRows(snap, body.Keyword) : snap.schoolsDefaultOrder
    const list = base.filter(
      (s) =>
        (!provinces || provinces.has(s.province_id)) &&
        (!body.City || s.city.includes(body.City.replace(/市$/, ''))) &&
        (!body.Level || s.level === body.Level) &&
        (body.IsPrivate === undefined || s.is_private === body.IsPrivate) &&
        (body.Is985 === undefined || (s.is_985 === true) === body.Is985) &&
        (body.Is211 === undefined || (s.is_211 === true) === body.Is211) &&
        (body.IsDoubleFirstClass === undefined || (s.is_dfc === true) === body.IsDoubleFirstClass) &&
        (!body.SchoolType || s.school_type === body.SchoolType),
    )
    const { limit, offset } = pageOf(body)
    return { List: list.slice(offset, offset + limit).map((s) => schoolBrief(snap, s)), Total: list.length, TagNote: TAG_NOTE }
  },

  'School/SchoolListBySchoolName': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    return searchSchoolRows(snap, body.SchoolName)
      .slice(0, body.Limit ?? 20)
      .map((s) => schoolBrief(snap, s))
  },

  'School/SchoolInfo': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    return schoolInfo(ctx, snap, schoolOr404(snap, body.SchoolId))
  },

  'School/SchoolRank': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const vocational = body.Level === '专科'
    const { years, year, level, ranked, coverage, newerSkipped } = await memo(
      snap,
      `school-rank:${body.ProvinceId}:${body.SubjectType}:${vocational}:${body.Year ?? ''}`,
      () => selectivity(ctx, body.ProvinceId, body.SubjectType, vocational, body.Year),
    )
    const basis = { ProvinceId: body.ProvinceId, Year: year ?? 0, SubjectType: body.SubjectType, Level: level ?? '' }
    const where = `${provinceName(body.ProvinceId)}${year ?? ''}年${SUBJECT_TYPE_NAME[body.SubjectType]}`
    const YearCoverage = coverage.map((c) => ({ Year: c.year, Schools: c.schools, Level: c.level }))
    if (year === undefined || !level) {
      return { List: [], Total: 0, Basis: basis, Method: `暂无${where}的录取位次数据，无法排名。`, SampleSize: 0, Years: years, YearCoverage }
    }
    const filtered = ranked.filter(rankFilter(snap, body))
    const { method, sample } = rankMethod(where, level, year, filtered, newerSkipped)
    const { limit, offset } = pageOf(body)
    return {
      List: filtered
        .slice(offset, offset + limit)
        .map((r, i) => rankedSchoolOut(snap, r, offset + i + 1, `${where}${LEVEL_NAME[level]}（${r.sample} 条）的最低位次中位数`, year)),
      Total: filtered.length,
      Basis: basis,
      Method: method,
      SampleSize: sample,
      Years: years,
      YearCoverage,
    }
  },

  'School/CompareCollege': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const schools = body.SchoolIds.map((id) => schoolOr404(snap, id))
    const out = await compareSchools(ctx, snap, schools, body.ProvinceId, body.SubjectType)
    return { Schools: out, ProvinceId: body.ProvinceId ?? null, SubjectType: body.SubjectType ?? null }
  },

  'School/SchoolSpecialty': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const rows = await schoolMajors(ctx.db, s.id, body.ProvinceId)
    const cat = snap.majorByCode6.get(2026)
    return {
      List: rows.map((r) => {
        const m = r.catalog_code ? cat?.get(r.catalog_code) : undefined
        return {
          MajorName: r.major_name,
          CatalogCode: m?.code ?? r.catalog_code,
          ClassName: m?.class_name ?? '',
          DisciplineName: m?.discipline ?? '',
          Years: r.years,
          Provinces: r.provinces,
          RowCount: r.row_count,
          // 0 means no plan row names the major (it is known from admission lines only), not a plan of 0
          PlanCount: r.plan_count > 0 ? r.plan_count : null,
          Source: sourceOf(snap, r.sid, r.source_class, r.years[r.years.length - 1] ?? null),
        }
      }),
      Note: '专业名单来自我们收录的招生计划与专业录取数据（按原文名称），不是学校的完整专业目录；未收录的省份和年份中开设的专业可能缺失。',
    }
  },

  'School/SchoolSpecialtyScoreLine': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const { list, total, years } = await majorLinesPage(ctx.db, s.id, body, pageOf(body))
    return { List: list.map((r) => admissionOut(snap, r)), Total: total, Years: years }
  },

  'School/SchoolEnrollment': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const all = (await enrollmentLines(ctx.db, s.id, body)).map((r) => admissionOut(snap, r))
    const years = [...new Set(all.map((r) => r.Year))].sort((a, b) => b - a)
    const list = body.Year !== undefined ? all.filter((r) => r.Year === body.Year) : all
    return { List: list, Trend: lineTrend(all), Years: years }
  },

  'School/SchoolEnrollmentDirection': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    return enrollmentDirection(ctx, schoolOr404(snap, body.SchoolId))
  },

  'School/SchoolEnrollmentPlan': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const { list, total, years } = await planPage(ctx.db, s.id, body, pageOf(body))
    const covered = [...snap.planYears.keys()]
      .sort((a, b) => a - b)
      .map(provinceName)
      .join('、')
    return {
      List: list.map((r) => planOut(snap, r)),
      Total: total,
      Years: years,
      Note: `招生计划只收录了部分省份（${covered}）及部分院校官网公布的计划；没有数据不代表该校不在该省招生。${PLAN_ZERO_NOTE}`,
    }
  },

  'School/SchoolConstitutionList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const rows = await charterList(ctx.db, s.id)
    if (rows.length) {
      return rows.map((r) => ({ Id: `c${r.id}`, SchoolId: s.id, Title: r.title, Year: r.year, HasText: true, Url: r.url, Message: '' }))
    }
    return [{ Id: `s${s.id}`, SchoolId: s.id, Title: `${s.name}招生章程`, Year: null, HasText: false, Url: s.website ?? '', Message: noCharterMessage(s) }]
  },

  'School/SchoolConstitutionInfo': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const m = /^([cs])(\d{1,9})$/.exec(body.Id)
    if (!m) throw invalid('章程编号格式不正确')
    if (m[1] === 's') {
      const s = schoolOr404(snap, Number(m[2]))
      return {
        Id: body.Id,
        SchoolId: s.id,
        SchoolName: s.name,
        Title: `${s.name}招生章程`,
        Year: null,
        HasText: false,
        Sections: [],
        Message: noCharterMessage(s),
        Url: s.website ?? '',
        Links: charterLinks(s),
        Source: null,
      }
    }
    const c = await charterById(ctx.db, Number(m[2]))
    if (!c) throw notFound('招生章程不存在')
    const s = schoolOr404(snap, c.school_id)
    return {
      Id: body.Id,
      SchoolId: s.id,
      SchoolName: s.name,
      Title: c.title,
      Year: c.year,
      HasText: true,
      Sections: splitSections(c.body),
      Message: '',
      Url: c.url,
      Links: charterLinks(s),
      Source: sourceOf(snap, c.sid, null, c.year),
    }
  },

  'School/SchoolSelectExam': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const list = await electiveRequirements(ctx, snap, schoolOr404(snap, body.SchoolId), body)
    return {
      List: list,
      Note: list.length
        ? '选科要求摘自招生计划或录取数据原文；以当年招生计划为准。'
        : '我们收录的招生计划和录取数据中没有该校公布的选科要求；请查阅本省当年招生计划或学校招生网。',
    }
  },

  'School/BaseCondition': async ({ body, ctx }) => filterCounts(await referenceStore(ctx).get(), body.ProvinceId),
})
