/**
 * Everything a recommendation call needs that does not depend on the student, precomputed once per
 * (province, exam year, track) and kept in memory: the units of every batch with their history and the model's
 * prediction, the school facts, the parsed 选科要求, the text a search matches, the province's rules.
 * A call then only turns the student's rank into probabilities (one CDF per unit), filters, sorts and pages.
 *
 * The cache is keyed by the reference data version: an import bumps it (ref_meta.version), and the next call
 * builds afresh — two instances on one database stay consistent because each rebuilds from the same rows.
 */
import fs from 'fs'
import path from 'path'
import { getService, serviceKey, serviceOf, setService, type AppContext } from '../../context'
import { newBuildQueue, runQueued, type BuildQueue } from '../../build-queue'
import { invalid, notFound, rateLimited } from '../../http/errors'
import { kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { checkSubjectType, provinces } from '../exam'
import { parseElective, type ElectiveRequirement } from '../../engine/elective'
import { BATCH_IDS } from '../../../types/api/wish'
import { groupKey, schoolKey, type BatchId, type UnitLevel } from '../../engine/wish/keys'
import { classOf, jumpLimitOf, predict, type Prediction, type WishModel } from '../../engine/wish/model'
import { robustCohort, type CohortCarry } from '../../engine/wish/cohort'
import { gapNote, yearsHeld, type YearsHeld } from '../../engine/wish/coverage'
import { anchorIndex, tablesUpTo } from '../../engine/wish/ranks'
import type { TableRef, TableSet } from '../../engine/wish/ranks'
import { RECOMMENDABLE, ruleFor, type FillMode, type ProvinceModeFacts, type ProvinceRule } from '../../engine/wish/rules'
import { buildUnitsInSteps, type Unit } from '../../engine/wish/units'
import { type ReferenceSnapshot, referenceStore, type SchoolRow } from '../lookup'
import { admissionYearsByTrack, loadAdmissionRecords, loadPlans, tableSetFromSnapshot, type Pace, type PlanRecord } from './queries'

export const MODEL_FILE = path.resolve(__dirname, '..', '..', '..', 'data', 'rules', 'wish-model.json')

export interface IndexedUnit {
  /** position in ProvinceIndex.units (for per-student typed arrays) */
  ix: number
  unit: Unit
  /** null when the history is too thin to predict (see `reason`) */
  pred: Prediction | null
  reason: string | null
  /** absent from the newest year our data holds for its kind: not listed, only found by id (saved tables) */
  absent: boolean
  /** what the explanation should say about this unit's history (gap to the exam year, a split, repeated values …) */
  notes: string[]
  school: SchoolRow | undefined
  elective: ElectiveRequirement
  /** where the 选科要求 was read: the admission rows, this year's plan, the group's own majors (or the major's group), or nowhere */
  electiveFrom: 'admission' | 'plan' | 'group' | null
  /** the requirement as printed by that source ('' when none prints one) */
  electiveText: string
  /** 中外合作办学 / 民办 / tuition: one policy in every list (labels always, left out where the filters say so) */
  cost: UnitCost
  /** lower-case text a keyword search matches: school name, abbreviation, code, group, majors */
  search: string
  /** majors of a group (names), as linked by the data */
  majors: string[]
  /** catalogue codes (6 digits) the unit offers, as far as our data knows */
  catalogCodes: string[]
  planCount: number | null
  /** the group unit this major belongs to */
  parentId: string | null
}

export interface UnitCost {
  cooperative: boolean
  private: boolean
  /** as printed by this year's plan, when we hold it */
  tuition: string | null
  /** the highest yuan per year in that text */
  tuitionYuan: number | null
  /** any of the three: what IncludeCostly=false leaves out */
  costly: boolean
}

/** a year's tuition at or above this is called high (ordinary public 本科 tuition is well below it) */
export const HIGH_TUITION_YUAN = 20000

/** the highest 元/年 in a printed tuition (「5200(元/年)」「68000元/年」「3.8万」) */
export function tuitionYuan(text: string): number | null {
  let best: number | null = null
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(万)?/g)) {
    const v = Number(m[1]) * (m[2] ? 10000 : 1)
    if (v >= 1000 && v <= 1000000 && (best === null || v > best)) best = v
  }
  return best
}

const COOPERATIVE = /中外合作|合作办学|中外联合|国际合作/

function costOf(u: Unit, school: SchoolRow | undefined, tuition: string | null): UnitCost {
  const texts = [u.groupName, u.majorName, ...u.history.map((h) => `${h.record.majorGroup}|${h.record.majorName}`)]
  const cooperative = (school ? COOPERATIVE.test(school.note ?? '') : false) || texts.some((t) => COOPERATIVE.test(t))
  const isPrivate = school?.is_private === true
  const yuan = tuition ? tuitionYuan(tuition) : null
  return { cooperative, private: isPrivate, tuition, tuitionYuan: yuan, costly: cooperative || isPrivate || (yuan !== null && yuan >= HIGH_TUITION_YUAN) }
}

export interface ProvinceIndex {
  provinceId: number
  year: number
  track: number
  rule: ProvinceRule
  /** the 一分一段 table of the exam year, or null when it is not published yet (forecast only) */
  yearTable: TableRef | null
  /** the latest table up to the exam year: the exam year's own, or the one standing in for it */
  latestTable: TableRef | null
  /** the year history ranks are carried to */
  cohortYear: number
  units: IndexedUnit[]
  byId: Map<string, IndexedUnit>
  byBatch: Map<BatchId, IndexedUnit[]>
  /** history years the units use, newest first (table head) */
  historyYears: number[]
  /** the level each batch is filled by (primaryLevel), decided once */
  levels: Map<BatchId, UnitLevel>
  /** whether each unit's 选科要求 is met, per subject combination (recommend.ts) */
  meets: Map<string, Int8Array>
  tables: TableSet
  snap: ReferenceSnapshot
  model: WishModel
  /** which admission years our data holds per batch and level (coverage.ts) */
  held: YearsHeld
  /** per batch, units left out of the lists because the newest year held did not print them */
  dropped: Map<BatchId, number>
}

/** the served model: fitted by `npm run backtest -- --write-model`, cited data in data/rules */
export function wishModel(ctx: AppContext): WishModel {
  return serviceOf(ctx, WISH_MODEL, () => JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as WishModel)
}

/**
 * Bounds of the index cache (issue 16): an index is a few MB, and a body may name any province × year × track, so
 * the cache keeps the most recently used few (entries and estimated bytes, LRU), builds only combinations our data
 * and rules hold (else code 2 at once), one build at a time with a short queue (else code 29), and at most
 * `coldBuildsPerUserPerHour` builds started by one account.
 */
export const INDEX_LIMITS = {
  entries: 24,
  bytes: 256 * 1024 * 1024,
  concurrentBuilds: 1,
  queuedBuilds: 4,
  coldBuildsPerUserPerHour: 20,
}

interface CacheEntry {
  promise: Promise<ProvinceIndex>
  /** estimated size once built (0 while building) */
  bytes: number
  settled: boolean
}

interface IndexCache {
  version: string
  /** insertion order is use order: the first entry is the least recently used */
  entries: Map<string, CacheEntry>
  bytes: number
  /** (province|track) → admission years held, for the servable check */
  held: Map<string, number[]> | null
  /** newest default 一分一段 table year per province */
  tableYears: Map<number, number>
}

/** units of history older than this many years before the exam year are not offered (the unit has likely changed) */
const MAX_STALE_YEARS = 2
/** how many years before the exam year are read: the three years a unit's prediction may use, after the newest may be missing */
const HISTORY_YEARS_READ = MAX_STALE_YEARS + 3

const WISH_MODEL = serviceKey<WishModel>('wishModel')
const WISH_INDEX = serviceKey<IndexCache>('wishIndex')
const WISH_INDEX_QUEUE = serviceKey<BuildQueue>('wishIndexQueue')

function cacheOf(ctx: AppContext, snap: ReferenceSnapshot): IndexCache {
  let cache = getService(ctx, WISH_INDEX)
  if (!cache || cache.version !== snap.version) {
    const tableYears = new Map<number, number>()
    for (const t of snap.tables) if (t.is_default) tableYears.set(t.province_id, Math.max(t.year, tableYears.get(t.province_id) ?? 0))
    cache = { version: snap.version, entries: new Map(), bytes: 0, held: null, tableYears }
    setService(ctx, WISH_INDEX, cache)
  }
  return cache
}

/** builds running or waiting in this process (one queue for every version) */
function queueOf(ctx: AppContext): BuildQueue {
  return serviceOf(ctx, WISH_INDEX_QUEUE, newBuildQueue)
}

/** what /healthz reports of the index cache */
export function indexCacheStats(ctx: AppContext): Record<string, number> {
  const cache = getService(ctx, WISH_INDEX)
  const q = queueOf(ctx)
  return {
    entries: cache?.entries.size ?? 0,
    bytes: cache?.bytes ?? 0,
    maxEntries: INDEX_LIMITS.entries,
    maxBytes: INDEX_LIMITS.bytes,
    building: q.running,
    waiting: q.waiting.length,
  }
}

/** a rough size of a built index: what its units hold (the snapshot and tables it points to are shared) */
function estimateBytes(index: ProvinceIndex): number {
  let n = 4096
  for (const iu of index.units) n += 700 + 2 * iu.search.length + 300 * iu.unit.history.length + 48 * (iu.majors.length + iu.notes.length)
  return n
}

function evict(cache: IndexCache) {
  for (const [key, e] of cache.entries) {
    if (cache.entries.size <= INDEX_LIMITS.entries && cache.bytes <= INDEX_LIMITS.bytes) return
    if (!e.settled) continue
    cache.entries.delete(key)
    cache.bytes -= e.bytes
  }
}

/**
 * null when our data and rules hold the (province, exam year, track) combination, else why not (plain Chinese):
 * the province's rules, a 科类 its exam mode has, and ordinary admission rows of that track in the years a
 * prediction reads, for an exam year no later than the year after the newest data we hold.
 */
export async function servableProblem(ctx: AppContext, provinceId: number, year: number, track: number): Promise<string | null> {
  const snap = await referenceStore(ctx).get()
  const cache = cacheOf(ctx, snap)
  if (!cache.held) {
    const held = new Map<string, number[]>()
    for (const r of await admissionYearsByTrack(ctx.db)) {
      const k = `${r.provinceId}|${r.track}`
      held.set(
        k,
        [...(held.get(k) ?? []), r.year].sort((a, b) => b - a),
      )
    }
    cache.held = held
  }
  const p = (await provinces(ctx)).get(provinceId)
  if (!p) return `暂不支持该省份的志愿填报（ProvinceId=${provinceId}）`
  const trackProblem = checkSubjectType(p, year, track)
  if (trackProblem) return trackProblem
  const years = cache.held.get(`${provinceId}|${track}`) ?? []
  if (!years.length) return `我们的数据中没有${p.name}该科类（SubjectType=${track}）的录取数据，暂不能推荐`
  const newest = Math.max(years[0], cache.tableYears.get(provinceId) ?? 0)
  if (year > newest + 1) return `${p.name}的数据最新到 ${newest} 年，志愿推荐最远支持 ${newest + 1} 年高考（Year=${year}）`
  if (!years.some((y) => y < year && y >= year - HISTORY_YEARS_READ)) {
    return `我们的数据中没有${p.name} ${year} 年之前可用的录取数据（已收录 ${years[years.length - 1]}–${years[0]} 年），无法推荐`
  }
  return null
}

/**
 * The index of (province, exam year, track), from the cache or built. `who`: the account whose call asks, for the
 * per-account limit on builds (absent for internal callers).
 */
export async function provinceIndex(ctx: AppContext, provinceId: number, year: number, track: number, who?: number): Promise<ProvinceIndex> {
  const snap = await referenceStore(ctx).get()
  const cache = cacheOf(ctx, snap)
  const key = `${provinceId}|${year}|${track}`
  const hit = cache.entries.get(key)
  if (hit) {
    cache.entries.delete(key)
    cache.entries.set(key, hit)
    return hit.promise
  }
  const problem = await servableProblem(ctx, provinceId, year, track)
  if (problem) throw invalid(problem)
  // a concurrent call may have started the same build while we checked
  const raced = cache.entries.get(key)
  if (raced) return raced.promise
  const q = queueOf(ctx)
  if (q.waiting.length >= INDEX_LIMITS.queuedBuilds) throw rateLimited('志愿推荐数据正在准备中，当前请求较多，请稍后再试')
  if (who !== undefined) {
    const { allowed } = await hitWindow(kvOf(ctx), `wishidx:${who}`, INDEX_LIMITS.coldBuildsPerUserPerHour, 3600_000)
    if (!allowed) throw rateLimited(`一小时内最多查看 ${INDEX_LIMITS.coldBuildsPerUserPerHour} 个不同的省份、年份和科类组合的推荐，请稍后再试`)
    const again = cache.entries.get(key)
    if (again) return again.promise
  }
  const entry: CacheEntry = { promise: runQueued(q, INDEX_LIMITS.concurrentBuilds, () => build(ctx, snap, provinceId, year, track)), bytes: 0, settled: false }
  cache.entries.set(key, entry)
  entry.promise.then(
    (index) => {
      entry.settled = true
      if (cache.entries.get(key) !== entry) return
      entry.bytes = estimateBytes(index)
      cache.bytes += entry.bytes
      evict(cache)
    },
    () => {
      if (cache.entries.get(key) === entry) cache.entries.delete(key)
    },
  )
  return entry.promise
}

/** the province facts of data/rules/province-modes.json as stored by the region seed */
export async function provinceFacts(ctx: AppContext, provinceId: number): Promise<ProvinceModeFacts | null> {
  const row = await ctx.db.selectFrom('provinces').select('facts').where('id', '=', provinceId).executeTakeFirst()
  return row ? (JSON.parse(row.facts) as ProvinceModeFacts) : null
}

/**
 * The next turn of the event loop: a cold index build (up to a couple of seconds of queries and arithmetic for the
 * largest provinces) runs in slices between which /healthz and every other call are served.
 */
const nextTurn: Pace = () => new Promise<void>((resolve) => setImmediate(resolve))

/** runs a generator to its end, one step per event-loop turn */
async function stepped<T>(steps: Generator<void, T, void>): Promise<T> {
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
    await nextTurn()
  }
}

async function build(ctx: AppContext, snap: ReferenceSnapshot, provinceId: number, year: number, track: number): Promise<ProvinceIndex> {
  const model = wishModel(ctx)
  const facts = await provinceFacts(ctx, provinceId)
  if (!facts) throw notFound(`暂不支持该省份的志愿填报（ProvinceId=${provinceId}）：我们没有它的填报规则`)
  const rule = ruleFor(facts, year)
  const reform = await provinces(ctx)
  const newExamSince = (id: number) => reform.get(id)?.newExamSince ?? null
  const all = tableSetFromSnapshot(snap)
  const tables = tablesUpTo(all, year)
  const tableYears = tables.years(provinceId, track)
  const yearTable = tables.get(provinceId, year, track) ?? null
  const latestTable = tableYears.length ? (tables.get(provinceId, tableYears[0], track) ?? null) : null
  const cohortYear = yearTable ? year : (tableYears[0] ?? 0)

  // history uses the last few years only (buildUnits keeps three; units older than the latest held year are dropped)
  const records = await loadAdmissionRecords(ctx.db, provinceId, { minYear: year - HISTORY_YEARS_READ, beforeYear: year, track }, nextTurn)
  const since = newExamSince(provinceId)
  const held = yearsHeld(records, year, since)
  const ranks = { tables, anchors: anchorIndex(records, tables), targetYear: year, cohort: robustCohortOf(snap, all, year) }
  const units = await stepped(
    buildUnitsInSteps(records, {
      targetYear: year,
      newExamSince,
      ranks,
      cohortYear: () => cohortYear,
      jumpLimit: (lr, y) => jumpLimitOf(model, lr, y),
    }),
  )
  const plans = yearTable || latestTable ? await loadPlans(ctx.db, provinceId, year) : []
  const planIndex = indexPlans(plans.filter((p) => p.track === track))
  const planElective = indexPlanElectives(plans.filter((p) => p.track === track))
  const planTuition = indexPlanTuition(plans.filter((p) => p.track === track))

  const indexed: IndexedUnit[] = []
  const groupsBySchool = new Map<string, IndexedUnit>()
  for (const u of units) {
    if (indexed.length % 500 === 499) await nextTurn()
    const latestHeld = held.latest(track, u.batchId, u.level)
    // a unit absent from the newest year our data holds for its kind: that year is loaded, the unit was not in it
    const absent = latestHeld !== null && u.latestYear < latestHeld
    if (absent ? u.latestYear < latestHeld - 1 : u.latestYear < year - MAX_STALE_YEARS - 1) continue
    const step = year - u.latestYear
    const vocational = u.history[0].record.vocational
    const pred = absent ? null : predict(model, u.history, cohortYear, 0, { cls: classOf(u.level, vocational), step })
    const school = u.schoolId !== null ? snap.schoolById.get(u.schoolId) : undefined
    const gap = absent ? null : gapNote(year, u.latestYear)
    const iu: IndexedUnit = {
      ix: indexed.length,
      unit: u,
      pred,
      reason: absent
        ? `${latestHeld} 年的录取数据已收录，其中没有该${LEVEL_WORD[u.level]}（最近一次见于 ${u.latestYear} 年），可能已调整或停招，无法可靠估计录取概率`
        : pred
          ? null
          : '这类单位往年可比的数据不足，无法可靠估计录取概率',
      absent,
      notes: gap ? [gap, ...u.notes] : u.notes,
      school,
      ...electiveOf(u, planElective),
      cost: costOf(u, school, planTuitionOf(planTuition, u)),
      search: '',
      majors: [],
      catalogCodes: [],
      planCount: planIndex.get(planKey(u.level, u.schoolName, u.level === 'group' ? groupKey(u.groupCode) : u.majorName)) ?? null,
      parentId: null,
    }
    indexed.push(iu)
    if (u.level === 'group') groupsBySchool.set(`${u.batchId}|${schoolKey(u.schoolName)}|${groupKey(u.groupCode)}`, iu)
  }
  // majors inside groups, where the source prints the group's code on the major's row
  for (const iu of indexed) {
    if (iu.unit.level !== 'major') continue
    const g = iu.unit.history[0].record.majorGroup
    if (!g) continue
    const parent = groupsBySchool.get(`${iu.unit.batchId}|${schoolKey(iu.unit.schoolName)}|${groupKey(g)}`)
    if (parent) {
      iu.parentId = parent.unit.id
      parent.majors.push(iu.unit.majorName)
    }
  }
  shareElectives(indexed)
  await nextTurn()
  for (const iu of indexed) {
    if (iu.ix % 2000 === 1999) await nextTurn()
    const s = iu.school
    const codes = iu.unit.level === 'major' ? catalogCodes(snap, [iu.unit.majorName]) : catalogCodes(snap, iu.majors)
    iu.catalogCodes = codes
    iu.search = [iu.unit.schoolName, s?.name ?? '', s?.abbr ?? '', iu.unit.schoolCode, s?.code5 ?? '', iu.unit.groupName, iu.unit.majorName, ...iu.majors]
      .join('|')
      .toLowerCase()
  }
  // lists offer what can be filled: a unit absent from the newest year our data holds for its kind (that year's full
  // table did not print it: renumbered — 广东 renumbers its groups every year — merged or stopped) stays findable by
  // id for a saved table, with its reason, but is not listed; each batch counts them for its years note
  const byBatch = new Map<BatchId, IndexedUnit[]>()
  const dropped = new Map<BatchId, number>()
  for (const iu of indexed) {
    if (iu.absent) {
      dropped.set(iu.unit.batchId, (dropped.get(iu.unit.batchId) ?? 0) + 1)
      continue
    }
    let l = byBatch.get(iu.unit.batchId)
    if (!l) byBatch.set(iu.unit.batchId, (l = []))
    l.push(iu)
  }
  // the years a table head shows: those at least one unit in twenty has (a few school sites reach further back)
  const yearCount = new Map<number, number>()
  for (const iu of indexed) for (const h of iu.unit.history) yearCount.set(h.year, (yearCount.get(h.year) ?? 0) + 1)
  const historyYears = [...yearCount]
    .filter(([, n]) => n >= indexed.length / 20)
    .map(([y]) => y)
    .sort((a, b) => b - a)
    .slice(0, 3)
  return {
    provinceId,
    year,
    track,
    rule,
    yearTable,
    latestTable,
    cohortYear,
    units: indexed,
    // saved wish tables may name a unit by an id it had before its rows were matched better (Unit.aliases)
    byId: new Map([...indexed.flatMap((iu) => iu.unit.aliases.map((a) => [a, iu] as const)), ...indexed.map((iu) => [iu.unit.id, iu] as const)]),
    held,
    byBatch,
    dropped,
    historyYears,
    levels: new Map(),
    meets: new Map(),
    tables,
    snap,
    model,
  }
}

const LEVEL_WORD: Record<UnitLevel, string> = { institution: '院校', group: '专业组', major: '专业' }

/** the robust cohort carry over every province's tables (the outlier test compares provinces), once per snapshot and year */
const cohortCache = new WeakMap<ReferenceSnapshot, Map<number, CohortCarry>>()
function robustCohortOf(snap: ReferenceSnapshot, all: TableSet, year: number): CohortCarry {
  let m = cohortCache.get(snap)
  if (!m) cohortCache.set(snap, (m = new Map<number, CohortCarry>()))
  let c = m.get(year)
  if (!c) {
    const keys = snap.tables.filter((t) => t.is_default && t.subject_type !== null).map((t) => ({ provinceId: t.province_id, track: t.subject_type as number }))
    m.set(year, (c = robustCohort(tablesUpTo(all, year), keys, year)))
  }
  return c
}

function planKey(level: UnitLevel, schoolName: string, part: string): string {
  return `${level}|${schoolKey(schoolName)}|${part}`
}

/** this year's planned places per unit, where the province's plan book is in our data */
function indexPlans(plans: PlanRecord[]): Map<string, number> {
  const m = new Map<string, number>()
  const add = (k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n)
  for (const p of plans) {
    if (p.majorGroup) add(planKey('group', p.schoolName, groupKey(p.majorGroup)), p.planCount)
    if (p.majorName) add(planKey('major', p.schoolName, p.majorName), p.planCount)
    add(planKey('institution', p.schoolName, ''), p.planCount)
  }
  return m
}

/** this year's printed tuition per unit key (the highest of its rows), where the plan book prints one */
function indexPlanTuition(plans: PlanRecord[]): Map<string, string> {
  const m = new Map<string, string>()
  const set = (k: string, t: string) => {
    const old = m.get(k)
    if (old === undefined || (tuitionYuan(t) ?? 0) > (tuitionYuan(old) ?? 0)) m.set(k, t)
  }
  for (const p of plans) {
    const t = p.tuition?.trim()
    if (!t || tuitionYuan(t) === null) continue
    if (p.majorGroup) set(planKey('group', p.schoolName, groupKey(p.majorGroup)), t)
    if (p.majorName) set(planKey('major', p.schoolName, p.majorName), t)
  }
  return m
}

function planTuitionOf(m: Map<string, string>, u: Unit): string | null {
  if (u.level === 'institution') return null
  return m.get(planKey(u.level, u.schoolName, u.level === 'group' ? groupKey(u.groupCode) : u.majorName)) ?? null
}

/** this year's printed 选科要求 per unit key, where the plan book is in our data and prints one */
function indexPlanElectives(plans: PlanRecord[]): Map<string, string> {
  const m = new Map<string, string>()
  const set = (k: string, e: string) => {
    if (!m.has(k)) m.set(k, e)
  }
  for (const p of plans) {
    const e = p.elective?.trim()
    if (!e) continue
    if (p.majorGroup) set(planKey('group', p.schoolName, groupKey(p.majorGroup)), e)
    if (p.majorName) set(planKey('major', p.schoolName, p.majorName), e)
  }
  return m
}

/**
 * A unit's 选科要求 from every source we hold, one decision: its admission rows (or the group name that carries it),
 * else this year's plan book; a group or major still unknown takes it from its group's majors / its group below
 * (shareElectives). Whatever is read is parsed once here, so the list, the explanation and the table check agree.
 */
function electiveOf(u: Unit, planElective: Map<string, string>): Pick<IndexedUnit, 'elective' | 'electiveFrom' | 'electiveText'> {
  const own = parseElective(u.elective)
  if (own.mode !== 'unknown') return { elective: own, electiveFrom: 'admission', electiveText: u.elective }
  if (u.level !== 'institution') {
    const printed = planElective.get(planKey(u.level, u.schoolName, u.level === 'group' ? groupKey(u.groupCode) : u.majorName))
    const plan = parseElective(printed)
    if (plan.mode !== 'unknown' && printed) return { elective: plan, electiveFrom: 'plan', electiveText: printed }
  }
  return { elective: own, electiveFrom: null, electiveText: u.elective }
}

/**
 * In a 院校专业组 province every major of a group shares the group's requirement: a group still unknown takes the
 * requirement its majors agree on, a major still unknown its group's.
 */
function shareElectives(indexed: IndexedUnit[]): void {
  const byId = new Map(indexed.map((iu) => [iu.unit.id, iu]))
  const children = new Map<string, IndexedUnit[]>()
  for (const iu of indexed) {
    if (!iu.parentId) continue
    const l = children.get(iu.parentId)
    if (l) l.push(iu)
    else children.set(iu.parentId, [iu])
  }
  for (const [parentId, kids] of children) {
    const g = byId.get(parentId)
    if (!g || g.elective.mode !== 'unknown') continue
    const known = kids.filter((k) => k.elective.mode !== 'unknown')
    if (!known.length) continue
    const sig = (e: ElectiveRequirement) => `${e.track}|${e.mode}|${[...e.subjects].sort().join(',')}`
    if (known.every((k) => sig(k.elective) === sig(known[0].elective))) {
      g.elective = known[0].elective
      g.electiveFrom = 'group'
      g.electiveText = known[0].electiveText
    }
  }
  for (const iu of indexed) {
    if (iu.elective.mode !== 'unknown' || !iu.parentId) continue
    const g = byId.get(iu.parentId)
    if (g && g.elective.mode !== 'unknown') {
      iu.elective = g.elective
      iu.electiveFrom = 'group'
      iu.electiveText = g.electiveText
    }
  }
}

/** catalogue codes of printed major names (exact or bracket-stripped name match in the 2026 catalogue) */
function catalogCodes(snap: ReferenceSnapshot, names: string[]): string[] {
  if (!names.length) return []
  const byName = catalogByName(snap)
  const out = new Set<string>()
  for (const n of names) {
    const key = n.replace(/\s+/g, '').replace(/[（(][^()（）]*[)）]/g, '')
    const code = byName.get(key)
    if (code) out.add(code)
  }
  return [...out]
}

/** whether a typed major is a name of the 本科专业目录 (a major, bracket note ignored, or a 专业类) */
export function isCatalogMajor(snap: ReferenceSnapshot, name: string): boolean {
  const key = name.replace(/\s+/g, '')
  const bare = key.replace(/[（(][^()（）]*[)）]/g, '')
  return catalogByName(snap).has(bare) || catalogClasses(snap).has(bare) || catalogByName(snap).has(key)
}

const catalogClassCache = new WeakMap<ReferenceSnapshot, Set<string>>()
function catalogClasses(snap: ReferenceSnapshot): Set<string> {
  let m = catalogClassCache.get(snap)
  if (!m) {
    m = new Set((snap.majors.get(2026) ?? []).map((r) => r.class_name.replace(/\s+/g, '')))
    catalogClassCache.set(snap, m)
  }
  return m
}

const catalogNameCache = new WeakMap<ReferenceSnapshot, Map<string, string>>()
function catalogByName(snap: ReferenceSnapshot): Map<string, string> {
  let m = catalogNameCache.get(snap)
  if (!m) {
    m = new Map()
    for (const row of snap.majors.get(2026) ?? []) m.set(row.name.replace(/\s+/g, ''), row.code6)
    catalogNameCache.set(snap, m)
  }
  return m
}

/** the batch a student fills by default: the ordinary 本科 batch that has units, else the first that has */
export function defaultBatch(index: ProvinceIndex): BatchId {
  const order: BatchId[] = [BATCH_IDS.UNDERGRAD, BATCH_IDS.UNDERGRAD_1, BATCH_IDS.UNDERGRAD_2, BATCH_IDS.VOCATIONAL]
  const named = new Set(index.rule.batches.map((b) => b.batchId))
  return order.find((b) => named.has(b) && (index.byBatch.get(b)?.length ?? 0) > 0) ?? order.find((b) => named.has(b)) ?? BATCH_IDS.UNDERGRAD
}

export function isRecommendable(b: BatchId): boolean {
  return RECOMMENDABLE.has(b)
}

/** the level a province fills by (院校专业组 → group …), or the level our data holds most units of in that batch */
export function primaryLevel(index: ProvinceIndex, batchId: BatchId): UnitLevel {
  let known = index.levels.get(batchId)
  if (!known) index.levels.set(batchId, (known = choosePrimaryLevel(index, batchId)))
  return known
}

function choosePrimaryLevel(index: ProvinceIndex, batchId: BatchId): UnitLevel {
  const want: UnitLevel = FILL_LEVEL[index.rule.fillMode]
  const list = index.byBatch.get(batchId) ?? []
  // units whose latest year comes from the exam authority's own tables: the level the province publishes
  const count = (l: UnitLevel) => list.filter((iu) => iu.unit.level === l && iu.unit.history[0].record.sourceClass === 'official-provincial').length
  if (count(want) >= 50 || list.length === 0) return want
  const levels: UnitLevel[] = ['group', 'major', 'institution']
  const best = levels.reduce((b, l) => (count(l) > count(b) ? l : b), want)
  if (count(best) > 0) return best
  const any = (l: UnitLevel) => list.filter((iu) => iu.unit.level === l).length
  return levels.reduce((b, l) => (any(l) > any(b) ? l : b), want)
}

const FILL_LEVEL: Record<FillMode, UnitLevel> = { 院校专业组: 'group', '专业(类)+院校': 'major', '传统院校+专业': 'institution' }
