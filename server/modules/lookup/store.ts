/**
 * In-memory copy of the small, hot reference data: sources, the 2,868 schools, both catalogues, every
 * 一分一段 table as typed arrays, batch lines and per-major offer counts. LineRank and SchoolList are
 * answered from here (binary search / array filter, no query). The big admission and plan tables stay in
 * the database behind indexes.
 *
 * Servers keep no state another instance needs: the store is a cache of the database, reloaded when the
 * `ref_meta.version` stamp changes (a seed or `npm run data:import`, possibly by another process). The
 * stamp is re-read at most every `checkMs`.
 */
import { sql, type Selectable } from 'kysely'
import type { Static } from '@sinclair/typebox'
import type { Source as SourceSchema, SchoolBrief as SchoolBriefSchema } from '../../../types/api/lookup'
import { serviceKey, serviceOf, type AppContext } from '../../context'
import type { Database } from '../../db/database'
import type { ReferenceTables } from '../../db/tables/reference'
import { SOURCE_LABEL, type SourceClass } from '../../data/classify'
import { provinceBatchFacts } from '../../data/province-facts'
import { provinceName } from '../../data/provinces'
import { buildRankTable, type RankTable } from '../../engine/rank'
import type { ProvinceBatchFacts } from './labels'

export type SourceOut = Static<typeof SourceSchema>
export type SchoolBriefOut = Static<typeof SchoolBriefSchema>

type RefRow<T extends keyof ReferenceTables> = Selectable<ReferenceTables[T]>

/** the register columns the app shows with every number */
const SOURCE_FIELDS = ['id', 'source_class', 'title', 'publisher', 'url', 'note'] as const
/** the batch-line columns kept in memory */
const BATCH_LINE_FIELDS = [
  'id',
  'province_id',
  'year',
  'subject_type',
  'subject_name',
  'batch',
  'line_kind',
  'route_kind',
  'min_score',
  'culture_score',
  'professional_score',
  'is_special',
  'special_reason',
  'source_class',
  'sid',
] as const

export type SourceRow = Pick<RefRow<'ref_sources'>, (typeof SOURCE_FIELDS)[number]>
export type SchoolRow = RefRow<'ref_schools'>
export type MajorRow = RefRow<'ref_majors'>
export type RankTableMeta = Omit<RefRow<'ref_rank_tables'>, 'origin' | 'created_at'>
export type BatchLineRow = Pick<RefRow<'ref_batch_lines'>, (typeof BATCH_LINE_FIELDS)[number]>

export interface ReferenceSnapshot {
  version: string
  sources: Map<number, SourceRow>
  schools: SchoolRow[]
  schoolById: Map<number, SchoolRow>
  /** lower-cased search text per school (name, abbreviation, English name) */
  schoolSearch: Map<number, string>
  majors: Map<number, MajorRow[]>
  majorByCode6: Map<number, Map<string, MajorRow>>
  tables: RankTableMeta[]
  tableById: Map<number, { meta: RankTableMeta; table: RankTable }>
  batchLines: BatchLineRow[]
  /** per catalogue code6: offering schools and planned places in our data */
  majorStats: Map<string, { schoolCount: number; planCount: number }>
  /** per school: count of offered catalogue majors */
  schoolMajorCount: Map<number, number>
  /** schools in the list's default order: 本科 first, then 985 / 211 / 双一流, then code */
  schoolsDefaultOrder: SchoolRow[]
  /** answers derived from database queries (counts, batch lists, rankings), valid for this version only */
  cache: Map<string, Promise<unknown>>
  /** years with plan rows, per province */
  planYears: Map<number, number[]>
  /** years with admission rows, per province and level (institution / group / major) */
  admissionYears: Map<number, Map<string, number[]>>
  /** each province's reform year and batch names (province-modes.json): how rows' batches are named */
  provinceBatches: Map<number, ProvinceBatchFacts>
}

export class ReferenceStore {
  private snap: ReferenceSnapshot | null = null
  private lastCheck = 0
  private loading: Promise<ReferenceSnapshot> | null = null

  constructor(
    private readonly db: Database,
    private readonly checkMs = 5000,
  ) {}

  /** the current snapshot, reloaded first when the data version changed */
  async get(): Promise<ReferenceSnapshot> {
    const now = Date.now()
    if (this.snap && now - this.lastCheck < this.checkMs) return this.snap
    if (this.loading) return this.loading
    this.loading = (async () => {
      try {
        const v = await this.db.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst()
        const version = v?.value ?? 'empty'
        this.lastCheck = Date.now()
        if (!this.snap || this.snap.version !== version) this.snap = await load(this.db, version)
        return this.snap
      } finally {
        this.loading = null
      }
    })()
    return this.loading
  }

  /** forget the snapshot (after an import in this process) */
  invalidate(): void {
    this.lastCheck = 0
  }
}

/**
 * The distinct (province, year, level) of the admission rows, by skipping along the ref_adm_prov index from one to
 * the next (~900 index probes) instead of reading all 660,000 rows: a plain DISTINCT took ~0.6–0.9 s of every start.
 */
async function admissionYearLevels(db: Database): Promise<Array<{ province_id: number; year: number; level: string }>> {
  const res = await sql<{ province_id: number; year: number; level: string }>`
    with recursive k(province_id, year, level) as (
      (select province_id, year, level from ref_admissions order by province_id, year, level limit 1)
      union all
      select a.province_id, a.year, a.level from k cross join lateral (
        select r.province_id, r.year, r.level from ref_admissions r
        where (r.province_id, r.year, r.level) > (k.province_id, k.year, k.level)
        order by r.province_id, r.year, r.level limit 1
      ) a
    )
    select province_id, year, level from k`.execute(db)
  return res.rows
}

async function load(db: Database, version: string): Promise<ReferenceSnapshot> {
  const [sources, schools, majors, tables, rows, lines, stats, planYears, admYears] = await Promise.all([
    db.selectFrom('ref_sources').select(SOURCE_FIELDS).execute(),
    db.selectFrom('ref_schools').selectAll().orderBy('id').execute(),
    db.selectFrom('ref_majors').selectAll().orderBy('catalog_year').orderBy('code6').execute(),
    db.selectFrom('ref_rank_tables').selectAll().orderBy('province_id').orderBy('year', 'desc').orderBy('subject_type').orderBy('id').execute(),
    db.selectFrom('ref_rank_rows').selectAll().orderBy('table_id').orderBy('score_high', 'desc').execute(),
    db.selectFrom('ref_batch_lines').select(BATCH_LINE_FIELDS).orderBy('province_id').orderBy('year', 'desc').orderBy('id').execute(),
    db.selectFrom('ref_school_majors').select(['school_id', 'catalog_code', 'plan_count']).where('catalog_code', 'is not', null).execute(),
    db.selectFrom('ref_plans').select(['province_id', 'year']).distinct().execute(),
    admissionYearLevels(db),
  ])

  const majorMap = new Map<number, MajorRow[]>()
  const majorByCode6 = new Map<number, Map<string, MajorRow>>()
  for (const m of majors) {
    if (!majorMap.has(m.catalog_year)) {
      majorMap.set(m.catalog_year, [])
      majorByCode6.set(m.catalog_year, new Map())
    }
    majorMap.get(m.catalog_year)!.push(m)
    majorByCode6.get(m.catalog_year)!.set(m.code6, m)
  }

  const byTable = new Map<number, Array<{ scoreLow: number; scoreHigh: number; count: number; rankStart: number; rankEnd: number }>>()
  for (const r of rows) {
    let list = byTable.get(r.table_id)
    if (!list) byTable.set(r.table_id, (list = []))
    list.push({ scoreLow: Number(r.score_low), scoreHigh: Number(r.score_high), count: r.count, rankStart: r.rank_start, rankEnd: r.rank_end })
  }
  const tableById = new Map<number, { meta: RankTableMeta; table: RankTable }>()
  for (const t of tables) tableById.set(t.id, { meta: t, table: buildRankTable(byTable.get(t.id) ?? []) })

  const majorStats = new Map<string, { schoolCount: number; planCount: number }>()
  const perSchool = new Map<number, Set<string>>()
  const seen = new Set<string>()
  for (const s of stats) {
    const code = s.catalog_code as string
    let st = majorStats.get(code)
    if (!st) majorStats.set(code, (st = { schoolCount: 0, planCount: 0 }))
    st.planCount += s.plan_count
    const k = `${s.school_id}:${code}`
    if (!seen.has(k)) {
      seen.add(k)
      st.schoolCount++
      let set = perSchool.get(s.school_id)
      if (!set) perSchool.set(s.school_id, (set = new Set()))
      set.add(code)
    }
  }
  const schoolMajorCount = new Map<number, number>()
  for (const [id, set] of perSchool) schoolMajorCount.set(id, set.size)

  const schoolSearch = new Map<number, string>()
  for (const s of schools) schoolSearch.set(s.id, `${s.name}|${s.abbr ?? ''}|${(s.name_en ?? '').toLowerCase()}|${s.code5}`)

  const planYearMap = new Map<number, number[]>()
  for (const r of planYears) planYearMap.set(r.province_id, [...(planYearMap.get(r.province_id) ?? []), r.year])
  for (const v of planYearMap.values()) v.sort((a, b) => b - a)
  const admissionYears = new Map<number, Map<string, number[]>>()
  for (const r of admYears) {
    let m = admissionYears.get(r.province_id)
    if (!m) admissionYears.set(r.province_id, (m = new Map<string, number[]>()))
    m.set(
      r.level,
      [...(m.get(r.level) ?? []), r.year].sort((a, b) => b - a),
    )
  }

  const orderKey = (s: SchoolRow) => (s.level === '本科' ? 0 : 8) + (s.is_985 ? 0 : 4) + (s.is_211 ? 0 : 2) + (s.is_dfc ? 0 : 1)
  const schoolsDefaultOrder = [...schools].sort((a, b) => orderKey(a) - orderKey(b) || a.id - b.id)

  return {
    version,
    schoolsDefaultOrder,
    cache: new Map(),
    planYears: planYearMap,
    admissionYears,
    provinceBatches: provinceBatchFacts(),
    sources: new Map(sources.map((s) => [s.id, s])),
    schools,
    schoolById: new Map(schools.map((s) => [s.id, s])),
    schoolSearch,
    majors: majorMap,
    majorByCode6,
    tables,
    tableById,
    batchLines: lines,
    majorStats,
    schoolMajorCount,
  }
}

const CACHE_LIMIT = 5000

/**
 * Memoises a database-derived answer (a count, a batch list, a ranking) for the life of the snapshot:
 * the reference data only changes with a new version, which brings a new snapshot and an empty cache.
 */
export function memo<T>(snap: ReferenceSnapshot, key: string, fn: () => Promise<T>): Promise<T> {
  const hit = snap.cache.get(key)
  if (hit) return hit as Promise<T>
  if (snap.cache.size >= CACHE_LIMIT) snap.cache.clear()
  const p = fn()
  snap.cache.set(key, p)
  p.catch(() => snap.cache.delete(key))
  return p
}

// ---------------------------------------------------------------------------------------------------
// Output helpers shared by the lookup, school and specialty modules

/** the Source object of a row: its own class, the register's title/publisher/url */
export function sourceOf(snap: ReferenceSnapshot, sid: number | null, sourceClass: string | null, year: number | null): SourceOut {
  const s = sid !== null ? snap.sources.get(sid) : undefined
  const cls = (sourceClass ?? s?.source_class ?? 'third-party') as SourceClass
  return {
    SourceClass: cls,
    Label: SOURCE_LABEL[cls] ?? '第三方',
    Title: s?.title ?? '未登记来源',
    Publisher: s?.publisher ?? '',
    Url: s?.url ?? '',
    Year: year,
    Sid: s ? s.id : null,
  }
}

/** a rank we computed from a score: 推算, naming the table it came from */
export function derivedSource(snap: ReferenceSnapshot, tableId: number | null, year: number | null): SourceOut {
  const t = tableId !== null ? snap.tableById.get(tableId) : undefined
  const base = t ? sourceOf(snap, t.meta.sid, t.meta.source_class, t.meta.year) : null
  return {
    SourceClass: 'score-derived',
    Label: SOURCE_LABEL['score-derived'],
    Title: base ? `按「${base.Title}」由分数推算位次` : '来源整理者按一分一段表由分数推算位次（非院校公布的最低位次）',
    Publisher: base?.Publisher ?? '',
    Url: base?.Url ?? '',
    Year: year,
    Sid: base?.Sid ?? null,
  }
}

export function schoolBrief(snap: ReferenceSnapshot, s: SchoolRow): SchoolBriefOut {
  return {
    SchoolId: s.id,
    SchoolCode: s.code5,
    MoeCode: s.moe_code,
    SchoolName: s.name,
    ProvinceId: s.province_id,
    ProvinceName: provinceName(s.province_id),
    City: s.city,
    Level: s.level,
    IsPrivate: s.is_private,
    Is985: s.is_985,
    Is211: s.is_211,
    IsDoubleFirstClass: s.is_dfc,
    TagsKnown: s.tags_known,
    SchoolType: s.school_type,
    Authority: s.authority,
    Website: s.website,
    OtherTags: s.other_tags ? s.other_tags.split(/[;；]/).filter(Boolean) : [],
    Source: sourceOf(snap, s.sid, null, 2024),
  }
}

export const TAG_NOTE =
  '985/211/双一流标签来自第三方整理的 188 所重点高校名单（含全部 39 所 985、113 所 211、143 所双一流建设高校）；名单外的学校显示「未标注」，不表示「否」。'

export function splitList(s: string): string[] {
  return s
    ? s
        .split(/[;；]/)
        .map((x) => x.trim())
        .filter(Boolean)
    : []
}

const REFERENCE_STORE = serviceKey<ReferenceStore>('referenceStore')

/** the one store per server, a shared service (context.ts) */
/** the reference data version now current (answers kept under it: http/answer-cache.ts) */
export async function referenceVersion(ctx: AppContext): Promise<string> {
  return (await referenceStore(ctx).get()).version
}

export function referenceStore(ctx: AppContext): ReferenceStore {
  return serviceOf(ctx, REFERENCE_STORE, () => new ReferenceStore(ctx.db))
}
