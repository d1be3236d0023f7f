/**
 * What the school calls compute: a school's detail and data coverage, its lowest line of a year, the selectivity
 * ranking, comparisons, line trends, where a school enrols, its 选科 requirements, filter counts and charters.
 * Reads go through queries.ts; the reference snapshot (lookup's in-memory store) supplies schools and sources.
 */
import type { Static } from '@sinclair/typebox'
import type { SchoolDetail as SchoolDetailSchema } from '../../../types/api/lookup'
import { BATCH_IDS } from '../../../types/api/wish'
import type { AppContext } from '../../context'
import type { ExamMode } from '../../data/classify'
import { examModeIndex, type ExamModeOf } from '../../data/province-facts'
import { PROVINCES, provinceName } from '../../data/provinces'
import { parseElective } from '../../engine/elective'
import { rankBySelectivity } from '../../engine/selectivity'
import { batchKind } from '../../engine/wish/keys'
import { notFound } from '../../http/errors'
import {
  admissionOut,
  chooseRankingBasis,
  groupName,
  schoolBrief,
  sourceOf,
  splitList,
  TAG_NOTE,
  type AdmissionOut,
  type ReferenceSnapshot,
  type SchoolRow,
} from '../lookup'
import { electiveRows, enrollmentDirectionCounts, planTotals, rankedRowsOf, rankedSchoolCounts, rowCountsByProvinceYear, schoolLines } from './queries'

export type SchoolDetailOut = Static<typeof SchoolDetailSchema>

export function schoolOr404(snap: ReferenceSnapshot, id: number): SchoolRow {
  const s = snap.schoolById.get(id)
  if (!s) throw notFound('院校不存在')
  return s
}

/** rows grouped by their school id */
function bySchool<R extends { school_id: number | null }>(rows: readonly R[]): Map<number, R[]> {
  const out = new Map<number, R[]>()
  for (const r of rows) {
    if (r.school_id === null) continue
    const list = out.get(r.school_id)
    if (list) list.push(r)
    else out.set(r.school_id, [r])
  }
  return out
}

/** the details of schools (their data coverage read for all of them at once), in the order given */
export async function schoolDetails(ctx: AppContext, snap: ReferenceSnapshot, schools: readonly SchoolRow[]): Promise<SchoolDetailOut[]> {
  const ids = [...new Set(schools.map((s) => s.id))]
  const [adm, plans] = await Promise.all([rowCountsByProvinceYear(ctx.db, 'ref_admissions', ids), rowCountsByProvinceYear(ctx.db, 'ref_plans', ids)])
  const admBy = bySchool(adm)
  const plansBy = bySchool(plans)
  return schools.map((s) => detailOf(snap, s, admBy.get(s.id) ?? [], plansBy.get(s.id) ?? []))
}

/** at most this many schools' details are kept per data version (there are ~2,900 schools) */
export const SCHOOL_INFO_CACHE_LIMIT = 4000
const infoCaches = new WeakMap<ReferenceSnapshot, Map<number, Promise<SchoolDetailOut>>>()

/**
 * School/SchoolInfo's answer, from memory after the first ask: a school's detail is reference data only (nothing in
 * it depends on who asks), so it is kept with the snapshot of the data version it was read from. An import brings a
 * new version, a new snapshot and so an empty cache; past the bound the oldest entry goes first.
 */
export function schoolInfo(ctx: AppContext, snap: ReferenceSnapshot, s: SchoolRow): Promise<SchoolDetailOut> {
  let cache = infoCaches.get(snap)
  if (!cache) infoCaches.set(snap, (cache = new Map<number, Promise<SchoolDetailOut>>()))
  const hit = cache.get(s.id)
  if (hit) return hit
  if (cache.size >= SCHOOL_INFO_CACHE_LIMIT) cache.delete(cache.keys().next().value as number)
  const p = schoolDetails(ctx, snap, [s]).then(([d]) => d)
  cache.set(s.id, p)
  p.catch(() => cache.delete(s.id))
  return p
}

type CoverageRow = { province_id: number; year: number; n: number }

function detailOf(snap: ReferenceSnapshot, s: SchoolRow, adm: CoverageRow[], plans: CoverageRow[]): SchoolDetailOut {
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
export function lowestLine(all: AdmissionOut[]): AdmissionOut | null {
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

/** the selectivity ranking of one province / track / year (memoised per data version by the caller) */
export async function selectivity(ctx: AppContext, provinceId: number, subjectType: number, vocational: boolean, askedYear?: number) {
  const counts = await rankedSchoolCounts(ctx.db, provinceId, subjectType, vocational)
  const basis = chooseRankingBasis(
    counts.map((c) => ({ year: c.year, level: c.level, schools: Number(c.n) })),
    askedYear,
  )
  const { year, level } = basis
  if (year === undefined || !level) return { ...basis, ranked: [] }
  const rows = await rankedRowsOf(ctx.db, provinceId, subjectType, vocational, year, level)
  const ranked = rankBySelectivity(
    rows.map((r) => ({ key: r.school_id as number, minRank: r.min_rank as number, isDerived: r.is_derived, sourceClass: r.source_class })),
  )
  return { ...basis, ranked }
}

export const LEVEL_NAME: Record<string, string> = { institution: '院校投档线', group: '院校专业组投档线', major: '专业录取线' }

/** School/SchoolRank's account of how the ranking was made */
export function rankMethod(
  where: string,
  level: string,
  year: number,
  filtered: ReadonlyArray<{ sample: number; derivedShare: number }>,
  newerSkipped: ReadonlyArray<{ year: number; schools: number }>,
): { method: string; sample: number } {
  const sample = filtered.reduce((a, r) => a + r.sample, 0)
  const derived = filtered.reduce((a, r) => a + r.derivedShare * r.sample, 0)
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
  return { method, sample }
}

/** School/SchoolRank's filter of ranked schools by tag and school province */
export function rankFilter(snap: ReferenceSnapshot, q: { Tag?: string; SchoolProvinceId?: number }) {
  return (r: { key: number }): boolean => {
    const s = snap.schoolById.get(r.key)
    if (!s) return false
    if (q.Tag === '985' && s.is_985 !== true) return false
    if (q.Tag === '211' && s.is_211 !== true) return false
    if (q.Tag === '双一流' && s.is_dfc !== true) return false
    if (q.SchoolProvinceId !== undefined && s.province_id !== q.SchoolProvinceId) return false
    return true
  }
}

/** where schools stand side by side: detail, latest lowest line and planned places in a province (three reads for all of them) */
export async function compareSchools(ctx: AppContext, snap: ReferenceSnapshot, schools: readonly SchoolRow[], provinceId?: number, subjectType?: number) {
  const ids = [...new Set(schools.map((s) => s.id))]
  const [details, lines, plans] = await Promise.all([
    schoolDetails(ctx, snap, schools),
    provinceId !== undefined ? schoolLines(ctx.db, ids, provinceId, subjectType) : Promise.resolve([]),
    provinceId !== undefined ? planTotals(ctx.db, ids, provinceId, subjectType) : Promise.resolve([]),
  ])
  const linesBy = bySchool(lines)
  const plansBy = bySchool(plans)
  return schools.map((s, i) => {
    let latest: AdmissionOut | null = null
    let planCount: number | null = null
    let planYear: number | null = null
    let planSource = null
    if (provinceId !== undefined) {
      const rows = (linesBy.get(s.id) ?? []).map((r) => admissionOut(snap, r))
      const top = rows.length ? rows[0].Year : null
      latest = top === null ? null : lowestLine(rows.filter((r) => r.Year === top))
      const own = plansBy.get(s.id) ?? []
      if (own.length) {
        planYear = own[0].year
        const same = own.filter((p) => p.year === planYear)
        planCount = same.reduce((a, p) => a + Number(p.n ?? 0), 0)
        planSource = sourceOf(snap, same[0].sid, same[0].source_class, planYear)
      }
    }
    return {
      School: details[i],
      LatestLine: latest,
      MajorCount: snap.schoolMajorCount.get(s.id) ?? 0,
      PlanCount: planCount,
      PlanYear: planYear,
      PlanSource: planSource,
    }
  })
}

/** the school's lowest line per year and track (oldest first), from its lines */
export function lineTrend(all: AdmissionOut[]) {
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
  return trend
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

/** the provinces a school has admission or plan rows in, with their years, tracks and kinds of rows */
export async function enrollmentDirection(ctx: AppContext, s: SchoolRow) {
  const [adm, plans] = await enrollmentDirectionCounts(ctx.db, s.id)
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
}

/** the school's distinct 选科 requirements, plans before admission lines, newest first */
export async function electiveRequirements(ctx: AppContext, snap: ReferenceSnapshot, s: SchoolRow, q: { ProvinceId?: number; Year?: number }) {
  const rows = [...(await electiveRows(ctx.db, 'ref_plans', s.id, q)), ...(await electiveRows(ctx.db, 'ref_admissions', s.id, q))]
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
  return list
}

/** School/BaseCondition: how many schools each filter value holds (cities of one province when given) */
export function filterCounts(snap: ReferenceSnapshot, provinceId?: number) {
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
    if (provinceId !== undefined && s.province_id !== provinceId) continue
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
}

export function noCharterMessage(s: SchoolRow): string {
  return `暂未收录${s.name}招生章程原文。招生章程由学校每年发布并经教育部备案，请在学校招生网${s.website ? `（${s.website}）` : ''}或阳光高考「招生章程」栏目查阅当年版本。`
}

/** where else a school's charter may be read */
export const charterLinks = (s: SchoolRow) => [
  ...(s.website ? [{ Title: `${s.name}官网`, Url: s.website }] : []),
  { Title: '阳光高考·招生章程（教育部审核备案）', Url: 'https://gaokao.chsi.com.cn/zsgs/zhangcheng/' },
]

/** a charter's text split at its 第X章 / 第X条 headings */
export function splitSections(text: string): Array<{ Title: string; Content: string }> {
  const parts = text.split(/\n(?=第[一二三四五六七八九十百]+章)/)
  return parts.map((p) => {
    const [first, ...rest] = p.trim().split('\n')
    return rest.length ? { Title: first.trim(), Content: rest.join('\n').trim() } : { Title: '', Content: first.trim() }
  })
}
