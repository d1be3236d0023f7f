/**
 * School/* calls: list and filters (from memory), detail, selectivity ranking, comparison, majors,
 * admission lines, plans, 选科要求, charters. Admission rows come from the database; every number carries
 * its Source, derived ranks are marked IsDerived, special-path rows stay out unless asked for.
 */
import { sql } from 'kysely'
import type { Static } from '@sinclair/typebox'
import type { SchoolDetail as SchoolDetailSchema } from '../../../types/api/lookup'
import { SUBJECT_TYPE_NAME, type ExamMode } from '../../data/classify'
import { examModeIndex, type ExamModeOf } from '../../data/province-facts'
import { PROVINCES, provinceName } from '../../data/provinces'
import { parseElective } from '../../engine/elective'
import { rankBySelectivity } from '../../engine/selectivity'
import { batchKind } from '../../engine/wish/keys'
import { BATCH_IDS } from '../../../types/api/wish'
import { invalid, notFound } from '../../http/errors'
import { defineHandlers } from '../../http/registry'
import type { AppContext } from '../../context'
import {
  ADMISSION_SELECT,
  admissionOut,
  type AdmissionOut,
  chooseRankingBasis,
  groupName,
  hasPlaces,
  memo,
  pageOf,
  PLAN_SELECT,
  PLAN_ZERO_NOTE,
  planOut,
  rankedSchoolOut,
  type ReferenceSnapshot,
  referenceStore,
  schoolBrief,
  type SchoolRow,
  searchSchoolRows,
  sourceOf,
  splitList,
  TAG_NOTE,
} from '../lookup'

type SchoolDetailOut = Static<typeof SchoolDetailSchema>

function schoolOr404(snap: ReferenceSnapshot, id: number): SchoolRow {
  const s = snap.schoolById.get(id)
  if (!s) throw notFound('院校不存在')
  return s
}

/**
 * A school's ordinary (not special-path) rows in the admission or the plan table. Every plan column is
 * also an admission column, so the plan table's type serves for both (select only plan columns).
 */
function ordinaryRows(ctx: AppContext, table: 'ref_admissions' | 'ref_plans', schoolId: number) {
  return ctx.db
    .selectFrom(table as 'ref_plans')
    .where('school_id', '=', schoolId)
    .where('is_special', '=', false)
}

async function schoolDetail(ctx: AppContext, snap: ReferenceSnapshot, s: SchoolRow): Promise<SchoolDetailOut> {
  const countByProvinceYear = (table: 'ref_admissions' | 'ref_plans') =>
    ordinaryRows(ctx, table, s.id)
      .select(['province_id', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['province_id', 'year'])
      .execute()
  const [adm, plans] = await Promise.all([countByProvinceYear('ref_admissions'), countByProvinceYear('ref_plans')])
  const provinces = [...new Set([...adm, ...plans].map((r) => r.province_id))].sort((a, b) => a - b)
  const years = [...new Set([...adm, ...plans].map((r) => r.year))].sort((a, b) => b - a)
  const known = s.tags_known
  return {
    ...schoolBrief(snap, s),
    NameEn: s.name_en,
    Abbr: s.abbr,
    Founded: s.founded,
    Note: s.note,
    Lng: s.lng,
    Lat: s.lat,
    DoubleFirstClassDisciplines: splitList(s.dfc_disciplines),
    Assessment: known ? { APlus: splitList(s.assess_a_plus), A: splitList(s.assess_a), AMinus: splitList(s.assess_a_minus) } : null,
    TagSource: s.tag_sid !== null ? sourceOf(snap, s.tag_sid, null, null) : null,
    DataCoverage: {
      AdmissionRows: adm.reduce((a, r) => a + Number(r.n), 0),
      PlanRows: plans.reduce((a, r) => a + Number(r.n), 0),
      Provinces: provinces,
      Years: years,
    },
    WebsiteSource: s.website_sid !== null ? sourceOf(snap, s.website_sid, null, 2023) : null,
  }
}

/**
 * Where a batch stands among a school's lines of one year: its ordinary 本科 batch first (本科批 / 本科一批), then
 * 本科二批, then 专科, then anything else (提前批 …). A school admitted in two batches (郑州大学 2021: 本科一批 and a
 * few programmes in 本科二批) is followed through its first one, so a trend does not jump between batches.
 */
function batchOrder(r: Pick<AdmissionOut, 'Batch'>): number {
  const k = batchKind(r.Batch, false)
  if (k === BATCH_IDS.UNDERGRAD || k === BATCH_IDS.UNDERGRAD_1) return 0
  if (k === BATCH_IDS.UNDERGRAD_2) return 1
  if (k === BATCH_IDS.VOCATIONAL) return 2
  return 3
}

/**
 * The lowest ordinary line of the school itself in a province/track for one year, in its first batch: 院校线,
 * else the lowest 专业组 line. Rows of its campuses, joint institutes and separately listed units (Branch) are
 * other units with lines of their own (郑州大学惠灵顿学院 511 is not 郑州大学's line).
 */
function lowestLine(all: AdmissionOut[]): AdmissionOut | null {
  const rows = all.filter((r) => r.Branch === '' && !r.IsSpecial && r.MinScore !== null)
  const first = Math.min(...rows.map(batchOrder))
  const inBatch = rows.filter((r) => batchOrder(r) === first)
  const inst = inBatch.filter((r) => r.Level === 'institution')
  const pool = inst.length ? inst : inBatch.filter((r) => r.Level === 'group')
  if (!pool.length) return null
  // prefer the most official evidence, then the lowest score
  const rankCls = (c: string) => (c === 'official-provincial' ? 0 : c === 'school-official' ? 1 : 2)
  return [...pool].sort((a, b) => rankCls(a.Source.SourceClass) - rankCls(b.Source.SourceClass) || (a.MinScore as number) - (b.MinScore as number))[0]
}

/**
 * The ordinary admission rows with a rank of one province / track (本科 or 专科) of the schools themselves (not
 * their campuses, joint institutes or separately listed units): what rankings are made from.
 */
function rankedRows(ctx: AppContext, provinceId: number, subjectType: number, vocational: boolean) {
  return ctx.db
    .selectFrom('ref_admissions')
    .where('province_id', '=', provinceId)
    .where('subject_type', '=', subjectType)
    .where('vocational', '=', vocational)
    .where('is_special', '=', false)
    .where('branch', '=', '')
    .where('min_rank', 'is not', null)
    .where('school_id', 'is not', null)
}

/** the selectivity ranking of one province / track / year (memoised per data version by the caller) */
async function selectivity(ctx: AppContext, provinceId: number, subjectType: number, vocational: boolean, askedYear?: number) {
  const counts = await rankedRows(ctx, provinceId, subjectType, vocational)
    .select(['year', 'level', (eb) => eb.fn.count<number>('school_id').distinct().as('n')])
    .groupBy(['year', 'level'])
    .execute()
  const basis = chooseRankingBasis(
    counts.map((c) => ({ year: c.year, level: c.level, schools: Number(c.n) })),
    askedYear,
  )
  const { year, level } = basis
  if (year === undefined || !level) return { ...basis, ranked: [] }
  const rows = await rankedRows(ctx, provinceId, subjectType, vocational)
    .select(['school_id', 'min_rank', 'is_derived', 'source_class'])
    .where('year', '=', year)
    .where('level', '=', level)
    .execute()
  const ranked = rankBySelectivity(
    rows.map((r) => ({ key: r.school_id as number, minRank: r.min_rank as number, isDerived: r.is_derived, sourceClass: r.source_class })),
  )
  return { ...basis, ranked }
}

/** the exam of a province in a year (province-modes.json), read once per server */
let examModeCache: ExamModeOf | null = null
const examModes = (): ExamModeOf => (examModeCache ??= examModeIndex())

/**
 * A track chip's name in the exam(s) the data's years were held under: 物理类 after a 3+1+2 reform, 理科
 * before it, 物理类/理科 when the data spans the reform; 综合 is 3+3's one track.
 */
function trackName(st: number, modes: Array<ExamMode | null>): string {
  if (st === 3) return '综合'
  const after = modes.some((m) => m === '3+1+2' || m === '3+3')
  const before = modes.some((m) => m === '文理')
  const [newName, oldName] = st === 2 ? ['物理类', '理科'] : ['历史类', '文科']
  if (after && !before) return newName
  if (before && !after) return oldName
  return `${newName}/${oldName}`
}

const LEVEL_NAME: Record<string, string> = { institution: '院校投档线', group: '院校专业组投档线', major: '专业录取线' }

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
    return schoolDetail(ctx, snap, schoolOr404(snap, body.SchoolId))
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
    const filtered = ranked.filter((r) => {
      const s = snap.schoolById.get(r.key)
      if (!s) return false
      if (body.Tag === '985' && s.is_985 !== true) return false
      if (body.Tag === '211' && s.is_211 !== true) return false
      if (body.Tag === '双一流' && s.is_dfc !== true) return false
      if (body.SchoolProvinceId !== undefined && s.province_id !== body.SchoolProvinceId) return false
      return true
    })
    const sample = filtered.reduce((a, r) => a + r.sample, 0)
    const derived = filtered.reduce((a, r) => a + r.derivedShare * r.sample, 0)
    const { limit, offset } = pageOf(body)
    // a newer year the data covers too thinly is named, so the page says why the ranking is not of that year
    const skipped = newerSkipped.length
      ? `${newerSkipped.map((c) => `${c.year} 年我们只有 ${c.schools} 所院校的录取位次`).join('，')}，不足以排名，因此默认使用数据覆盖院校最多的最近年份 ${year} 年。`
      : ''
    const method =
      skipped +
      `按${where}普通类${LEVEL_NAME[level]}中各校最低录取位次的中位数从小到大排序（位次越小，录取越难）。` +
      `每校优先使用省考试院数据，没有时用院校官网，再没有时用第三方数据。共 ${filtered.length} 所院校、${sample} 条数据，` +
      `其中 ${sample ? Math.round((derived / sample) * 100) : 0}% 的位次是由最低分按一分一段表推算的。` +
      `分校区、中外合作办学和单列招生的录取线不计入院校本身。` +
      `985/211/双一流标签只用于筛选，不参与计算；这是单省单年的录取难度排序，不是办学实力排名。`
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
    const out = []
    for (const s of schools) {
      const detail = await schoolDetail(ctx, snap, s)
      let latest: AdmissionOut | null = null
      let planCount: number | null = null
      let planYear: number | null = null
      let planSource = null
      if (body.ProvinceId !== undefined) {
        let q = ctx.db
          .selectFrom('ref_admissions')
          .select([...ADMISSION_SELECT])
          .where('school_id', '=', s.id)
          .where('province_id', '=', body.ProvinceId)
          .where('level', 'in', ['institution', 'group'])
          .where('is_special', '=', false)
        if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
        const rows = (await q.orderBy('year', 'desc').limit(400).execute()).map((r) => admissionOut(snap, r))
        const top = rows.length ? rows[0].Year : null
        latest = top === null ? null : lowestLine(rows.filter((r) => r.Year === top))
        let pq = ctx.db
          .selectFrom('ref_plans')
          .select(['year', 'sid', 'source_class', (eb) => eb.fn.sum<number>('plan_count').as('n')])
          .where('school_id', '=', s.id)
          .where('province_id', '=', body.ProvinceId)
          .where('is_special', '=', false)
        if (body.SubjectType !== undefined) pq = pq.where('subject_type', '=', body.SubjectType)
        const plans = await pq.groupBy(['year', 'sid', 'source_class']).orderBy('year', 'desc').execute()
        if (plans.length) {
          planYear = plans[0].year
          const same = plans.filter((p) => p.year === planYear)
          planCount = same.reduce((a, p) => a + Number(p.n ?? 0), 0)
          planSource = sourceOf(snap, same[0].sid, same[0].source_class, planYear)
        }
      }
      out.push({
        School: detail,
        LatestLine: latest,
        MajorCount: snap.schoolMajorCount.get(s.id) ?? 0,
        PlanCount: planCount,
        PlanYear: planYear,
        PlanSource: planSource,
      })
    }
    return { Schools: out, ProvinceId: body.ProvinceId ?? null, SubjectType: body.SubjectType ?? null }
  },

  'School/SchoolSpecialty': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    let q = ctx.db.selectFrom('ref_school_majors').selectAll().where('school_id', '=', s.id)
    if (body.ProvinceId !== undefined) q = q.where(sql<boolean>`${body.ProvinceId} = any(provinces)`)
    const rows = await q
      .orderBy(sql`catalog_code nulls last`)
      .orderBy('major_name')
      .execute()
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
    const base = ctx.db.selectFrom('ref_admissions').where('school_id', '=', s.id).where('province_id', '=', body.ProvinceId).where('level', '=', 'major')
    const years = (await base.select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year)
    let q = base
    if (body.Year !== undefined) q = q.where('year', '=', body.Year)
    if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
    if (!body.IncludeSpecial) q = q.where('is_special', '=', false)
    const { limit, offset } = pageOf(body)
    const [rows, total] = await Promise.all([
      q
        .select([...ADMISSION_SELECT])
        .orderBy('year', 'desc')
        .orderBy(sql`min_score desc nulls last`)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ])
    return { List: rows.map((r) => admissionOut(snap, r)), Total: Number(total?.n ?? 0), Years: years }
  },

  'School/SchoolEnrollment': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    let q = ctx.db
      .selectFrom('ref_admissions')
      .select([...ADMISSION_SELECT])
      .where('school_id', '=', s.id)
      .where('province_id', '=', body.ProvinceId)
      .where('level', 'in', ['institution', 'group'])
    if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
    if (!body.IncludeSpecial) q = q.where('is_special', '=', false)
    const all = (
      await q
        .orderBy('year', 'desc')
        .orderBy('level', 'desc')
        .orderBy(sql`min_score desc nulls last`)
        .limit(2000)
        .execute()
    ).map((r) => admissionOut(snap, r))
    const years = [...new Set(all.map((r) => r.Year))].sort((a, b) => b - a)
    const list = body.Year !== undefined ? all.filter((r) => r.Year === body.Year) : all
    const trend = []
    const keys = [...new Set(all.filter((r) => !r.IsSpecial).map((r) => `${r.Year}:${r.SubjectType}`))]
    for (const k of keys) {
      const [y, st] = k.split(':')
      const line = lowestLine(all.filter((r) => String(r.Year) === y && String(r.SubjectType) === st))
      if (line) {
        trend.push({
          Year: line.Year,
          SubjectType: line.SubjectType,
          BatchName: line.BatchName,
          MinScore: line.MinScore,
          MinRank: line.MinRank,
          IsDerived: line.IsDerived,
          Source: line.Source,
        })
      }
    }
    trend.sort((a, b) => a.Year - b.Year || (a.SubjectType ?? 0) - (b.SubjectType ?? 0))
    return { List: list, Trend: trend, Years: years }
  },

  'School/SchoolEnrollmentDirection': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const [adm, plans] = await Promise.all([
      ctx.db
        .selectFrom('ref_admissions')
        .select(['province_id', 'year', 'subject_type', 'level', (eb) => eb.fn.countAll<number>().as('n')])
        .where('school_id', '=', s.id)
        .where('is_special', '=', false)
        .groupBy(['province_id', 'year', 'subject_type', 'level'])
        .execute(),
      ordinaryRows(ctx, 'ref_plans', s.id)
        .select(['province_id', 'year', 'subject_type', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['province_id', 'year', 'subject_type'])
        .execute(),
    ])
    const by = new Map<number, { years: Set<number>; st: Set<number>; kinds: Set<string>; n: number }>()
    const add = (pid: number, year: number, st: number | null, kind: string, n: number) => {
      let e = by.get(pid)
      if (!e) by.set(pid, (e = { years: new Set(), st: new Set(), kinds: new Set(), n: 0 }))
      e.years.add(year)
      if (st !== null) e.st.add(st)
      e.kinds.add(kind)
      e.n += n
    }
    for (const r of adm) add(r.province_id, r.year, r.subject_type, r.level, Number(r.n))
    for (const r of plans) add(r.province_id, r.year, r.subject_type, 'plan', Number(r.n))
    const examMode = examModes()
    return [...by.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([pid, e]) => ({
        ProvinceId: pid,
        ProvinceName: provinceName(pid),
        Years: [...e.years].sort((a, b) => b - a),
        SubjectTypes: [...e.st].sort(),
        Tracks: [...e.st]
          .sort((a, b) => b - a)
          .map((st) => ({
            SubjectType: st,
            Name: trackName(
              st,
              [...e.years].map((y) => examMode(pid, y)),
            ),
          })),
        Kinds: [...e.kinds].sort(),
        RowCount: e.n,
      }))
  },

  'School/SchoolEnrollmentPlan': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    let base = ctx.db.selectFrom('ref_plans').where('school_id', '=', s.id)
    if (body.ProvinceId !== undefined) base = base.where('province_id', '=', body.ProvinceId)
    const years = (await base.select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year)
    let q = base.where(hasPlaces)
    if (body.Year !== undefined) q = q.where('year', '=', body.Year)
    if (body.SubjectType !== undefined) q = q.where('subject_type', '=', body.SubjectType)
    if (!body.IncludeSpecial) q = q.where('is_special', '=', false)
    const { limit, offset } = pageOf(body)
    const [rows, total] = await Promise.all([
      q
        .select([...PLAN_SELECT])
        .orderBy('year', 'desc')
        .orderBy('province_id')
        .orderBy('branch')
        .orderBy('major_group')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ])
    const covered = [...snap.planYears.keys()]
      .sort((a, b) => a - b)
      .map(provinceName)
      .join('、')
    return {
      List: rows.map((r) => planOut(snap, r)),
      Total: Number(total?.n ?? 0),
      Years: years,
      Note: `招生计划只收录了部分省份（${covered}）及部分院校官网公布的计划；没有数据不代表该校不在该省招生。${PLAN_ZERO_NOTE}`,
    }
  },

  'School/SchoolConstitutionList': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const rows = await ctx.db.selectFrom('ref_charters').select(['id', 'year', 'title', 'url']).where('school_id', '=', s.id).orderBy('year', 'desc').execute()
    if (rows.length) {
      return rows.map((r) => ({ Id: `c${r.id}`, SchoolId: s.id, Title: r.title, Year: r.year, HasText: true, Url: r.url, Message: '' }))
    }
    return [{ Id: `s${s.id}`, SchoolId: s.id, Title: `${s.name}招生章程`, Year: null, HasText: false, Url: s.website ?? '', Message: noCharterMessage(s) }]
  },

  'School/SchoolConstitutionInfo': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const m = /^([cs])(\d{1,9})$/.exec(body.Id)
    if (!m) throw invalid('章程编号格式不正确')
    const links = (s: SchoolRow) => [
      ...(s.website ? [{ Title: `${s.name}官网`, Url: s.website }] : []),
      { Title: '阳光高考·招生章程（教育部审核备案）', Url: 'https://gaokao.chsi.com.cn/zsgs/zhangcheng/' },
    ]
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
        Links: links(s),
        Source: null,
      }
    }
    const c = await ctx.db.selectFrom('ref_charters').selectAll().where('id', '=', Number(m[2])).executeTakeFirst()
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
      Links: links(s),
      Source: sourceOf(snap, c.sid, null, c.year),
    }
  },

  'School/SchoolSelectExam': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const s = schoolOr404(snap, body.SchoolId)
    const pick = (table: 'ref_admissions' | 'ref_plans') => {
      let q = ordinaryRows(ctx, table, s.id)
        .select(['province_id', 'year', 'subject_type', 'subject_name', 'major_group', 'major_name', 'elective', 'sid', 'source_class'])
        .where('elective', '<>', '')
      if (body.ProvinceId !== undefined) q = q.where('province_id', '=', body.ProvinceId)
      if (body.Year !== undefined) q = q.where('year', '=', body.Year)
      return q.orderBy('year', 'desc').limit(1000).execute()
    }
    const rows = [...(await pick('ref_plans')), ...(await pick('ref_admissions'))]
    const seen = new Set<string>()
    const list = []
    for (const r of rows) {
      const k = [r.province_id, r.year, r.subject_type, r.major_group, r.major_name, r.elective].join('|')
      if (seen.has(k)) continue
      seen.add(k)
      const p = parseElective(r.elective)
      list.push({
        ProvinceId: r.province_id,
        ProvinceName: provinceName(r.province_id),
        Year: r.year,
        SubjectType: r.subject_type,
        SubjectName: r.subject_name,
        MajorGroup: r.major_group,
        GroupName: groupName(r.major_group, s.name),
        MajorName: r.major_name,
        Requirement: r.elective,
        Parsed: { Track: p.track, Mode: p.mode, Subjects: p.subjects },
        Source: sourceOf(snap, r.sid, r.source_class, r.year),
      })
    }
    list.sort((a, b) => b.Year - a.Year || a.ProvinceId - b.ProvinceId || a.MajorGroup.localeCompare(b.MajorGroup))
    return {
      List: list,
      Note: list.length
        ? '选科要求摘自招生计划或录取数据原文；以当年招生计划为准。'
        : '我们收录的招生计划和录取数据中没有该校公布的选科要求；请查阅本省当年招生计划或学校招生网。',
    }
  },

  'School/BaseCondition': async ({ body, ctx }) => {
    const snap = await referenceStore(ctx).get()
    const count = <K extends string>(keyOf: (s: SchoolRow) => K | null) => {
      const m = new Map<K, number>()
      for (const s of snap.schools) {
        const k = keyOf(s)
        if (k !== null) m.set(k, (m.get(k) ?? 0) + 1)
      }
      return m
    }
    const byProvince = count((s) => String(s.province_id))
    const cities = new Map<string, { pid: number; city: string; n: number }>()
    for (const s of snap.schools) {
      if (body.ProvinceId !== undefined && s.province_id !== body.ProvinceId) continue
      const k = `${s.province_id}|${s.city}`
      const e = cities.get(k)
      if (e) e.n++
      else cities.set(k, { pid: s.province_id, city: s.city, n: 1 })
    }
    const types = count((s) => s.school_type)
    return {
      Provinces: PROVINCES.filter((p) => byProvince.has(String(p.id))).map((p) => ({
        ProvinceId: p.id,
        ProvinceName: p.name,
        SchoolCount: byProvince.get(String(p.id)) ?? 0,
      })),
      Cities: [...cities.values()].sort((a, b) => a.pid - b.pid || b.n - a.n).map((c) => ({ ProvinceId: c.pid, City: c.city, SchoolCount: c.n })),
      Levels: ['本科', '专科'].map((l) => ({ Key: l, Name: l, SchoolCount: snap.schools.filter((s) => s.level === l).length })),
      SchoolTypes: [...types.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => ({ Key: k, Name: k, SchoolCount: n })),
      Natures: [
        { Key: 'public', Name: '公办', SchoolCount: snap.schools.filter((s) => !s.is_private).length },
        { Key: 'private', Name: '民办', SchoolCount: snap.schools.filter((s) => s.is_private).length },
      ],
      Tags: [
        { Key: '985', Name: '985', SchoolCount: snap.schools.filter((s) => s.is_985).length },
        { Key: '211', Name: '211', SchoolCount: snap.schools.filter((s) => s.is_211).length },
        { Key: '双一流', Name: '双一流', SchoolCount: snap.schools.filter((s) => s.is_dfc).length },
      ],
      TagNote: `${TAG_NOTE} 院校类型（综合/理工/师范…）只有这 188 所有标注，其余学校在按类型筛选时不会出现。`,
      Source: sourceOf(snap, snap.schools[0]?.sid ?? null, null, 2024),
    }
  },
})

function noCharterMessage(s: SchoolRow): string {
  return `暂未收录${s.name}招生章程原文。招生章程由学校每年发布并经教育部备案，请在学校招生网${s.website ? `（${s.website}）` : ''}或阳光高考「招生章程」栏目查阅当年版本。`
}

/** a charter's text split at its 第X章 / 第X条 headings */
function splitSections(text: string): Array<{ Title: string; Content: string }> {
  const parts = text.split(/\n(?=第[一二三四五六七八九十百]+章)/)
  return parts.map((p) => {
    const [first, ...rest] = p.trim().split('\n')
    return rest.length ? { Title: first.trim(), Content: rest.join('\n').trim() } : { Title: '', Content: first.trim() }
  })
}
