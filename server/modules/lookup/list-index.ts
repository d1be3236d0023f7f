/**
 * In-memory indexes of the admission-line and plan lists (issue 20, "any list p99 ≤ 300 ms with four in flight"):
 * one per (province, year, level) of admission lines and per (province, year) of plans, holding every row's id in the
 * list's order with what the filters test (科类, special path, school, batch, source class) and its names. Filtering,
 * keyword search, counting and paging happen here in a few ms; the database is asked only for the page's rows, by id.
 *
 * Why: the embedded database has one session, so four deep keyword pages (each an ordered scan past a thousand rows,
 * and the first a count of the whole year) queued behind one another and a page waited for up to a second.
 *
 * The answers are the database's: the order is the one the list query sorts by, computed by the database (so its
 * collation decides text order), and a keyword matches a row when its school or major name (or, for
 * plans, 专业组) holds it — what the LIKE / strpos of queries.ts tests (tests/server/list-index.test.ts compares
 * both). Keywords the index could answer differently (holding U+001F, NUL or a lone surrogate) go to the database.
 *
 * An index belongs to one data version (the reference store's stamp): a new version starts an empty cache. The cache
 * is bounded (LRU by estimated bytes and entries, LIST_INDEX_LIMITS), and so are the filter results kept per index.
 * A build is one query answering one text (string_agg of the rows in the list's order): the embedded database spends
 * its time per row and field it returns, so this costs about what one count of the year cost (reading it in ordered
 * slices along the list index was ~10× dearer, a heap fetch per row). The text is parsed a slice per event-loop turn;
 * builds run one at a time, and the most asked lists are built in the background after start (warmLists).
 */
import { sql } from 'kysely'
import { getService, setService, serviceKey, serviceOf, type AppContext } from '../../context'
import { newBuildQueue, runQueued, type BuildQueue } from '../../build-queue'
import type { Database } from '../../db/database'
import { ADMISSION_SELECT, PLAN_SELECT } from './out'
import type { AdmissionFilter, PlanFilter } from './queries'
import type { ReferenceSnapshot } from './store'

export const LIST_INDEX_LIMITS = {
  /** estimated bytes of all indexes of the current version (every province's newest year at every level, ~120 lists, is ~22 MB) */
  bytes: 64 * 1024 * 1024,
  entries: 256,
  /** filter results (positions of the matching rows) kept per index, most recently used */
  resultsPerIndex: 24,
  concurrentBuilds: 1,
}

export type ListKind = 'admission' | 'plan'

/** one list's rows in the list's order, as columns */
export interface ListIndex {
  kind: ListKind
  rows: number
  ids: Int32Array
  /** NaN where null: a filter value never equals it, as `=` never holds for NULL */
  subjectType: Float64Array
  schoolId: Float64Array
  special: Uint8Array
  official: Uint8Array
  vocational: Uint8Array
  /** index into batchNames */
  batch: Int32Array
  batchNames: string[]
  /** nameCols indexes into dict per row: school name, major name (and 专业组 for plans) */
  names: Int32Array
  nameCols: number
  dict: string[]
  /** filter key → positions of the matching rows, in the list's order (insertion order is use order) */
  results: Map<string, Int32Array>
  resultBytes: number
  bytes: number
}

interface CacheEntry {
  promise: Promise<ListIndex>
  bytes: number
  settled: boolean
  index: ListIndex | null
}

interface IndexCache {
  version: string
  /** insertion order is use order: the first entry is the least recently used */
  entries: Map<string, CacheEntry>
  bytes: number
}

const LIST_INDEX = serviceKey<IndexCache>('lookupListIndex')
const LIST_INDEX_QUEUE = serviceKey<BuildQueue>('lookupListIndexQueue')

function cacheOf(ctx: AppContext, snap: ReferenceSnapshot): IndexCache {
  let cache = getService(ctx, LIST_INDEX)
  if (!cache || cache.version !== snap.version) {
    cache = { version: snap.version, entries: new Map(), bytes: 0 }
    setService(ctx, LIST_INDEX, cache)
  }
  return cache
}

/** what tests and /healthz-like probes see of the cache */
export function listIndexStats(ctx: AppContext): { version: string | null; entries: number; bytes: number; keys: string[] } {
  const cache = getService(ctx, LIST_INDEX)
  return { version: cache?.version ?? null, entries: cache?.entries.size ?? 0, bytes: cache?.bytes ?? 0, keys: [...(cache?.entries.keys() ?? [])] }
}

function evict(cache: IndexCache) {
  for (const [key, e] of cache.entries) {
    if (cache.entries.size <= LIST_INDEX_LIMITS.entries && cache.bytes <= LIST_INDEX_LIMITS.bytes) return
    if (!e.settled) continue
    cache.entries.delete(key)
    cache.bytes -= e.bytes
  }
}

/** a keyword the index answers exactly as the database: not one holding U+001F (names are tested one by one then), NUL or a lone surrogate */
export function indexableKeyword(keyword: string | undefined): boolean {
  return keyword === undefined || !(keyword.includes('\u0000') || keyword.includes('\u001f') || /\p{Cs}/u.test(keyword))
}

type Where = { kind: 'admission'; provinceId: number; year: number; level: string } | { kind: 'plan'; provinceId: number; year: number }

function keyOf(w: Where): string {
  return w.kind === 'admission' ? `a|${w.provinceId}|${w.year}|${w.level}` : `p|${w.provinceId}|${w.year}`
}

/** the index of one list, from the cache or built; rejects with UnindexableList for a list the index cannot hold */
export async function listIndex(ctx: AppContext, snap: ReferenceSnapshot, w: Where, urgent = true): Promise<ListIndex> {
  const cache = cacheOf(ctx, snap)
  const key = keyOf(w)
  const hit = cache.entries.get(key)
  if (hit) {
    cache.entries.delete(key)
    cache.entries.set(key, hit)
    return hit.promise
  }
  const q = serviceOf(ctx, LIST_INDEX_QUEUE, newBuildQueue)
  const entry: CacheEntry = {
    promise: runQueued(q, LIST_INDEX_LIMITS.concurrentBuilds, () => buildIndex(ctx.db, w), urgent),
    bytes: 0,
    settled: false,
    index: null,
  }
  cache.entries.set(key, entry)
  entry.promise.then(
    (index) => {
      entry.settled = true
      entry.index = index
      if (cache.entries.get(key) !== entry) return
      entry.bytes = index.bytes
      cache.bytes += entry.bytes
      evict(cache)
    },
    (e) => {
      entry.settled = true
      // a list the index cannot hold stays marked (its calls go to the database); any other failure is tried again
      if (!(e instanceof UnindexableList) && cache.entries.get(key) === entry) cache.entries.delete(key)
    },
  )
  return entry.promise
}

// ---- building

interface Spec {
  /** the rows' text: fields joined by U+001E, rows by U+001D, in the list's order */
  query: (db: Database) => Promise<string | null>
  nameCols: number
}

/** a nullable column as text, '' for NULL (no value of these columns is empty) */
const FIELD_SEP = '\x1e'
const ROW_SEP = '\x1d'

function specOf(w: Where): Spec {
  if (w.kind === 'admission') {
    return {
      nameCols: 2,
      // the list's order (queries.ts admissionPage), sorted by the database
      query: async (db) =>
        (
          await sql<{ t: string | null }>`select string_agg(
              id::text || E'\x1e' || coalesce(subject_type::text, '') || E'\x1e' || is_special::int || E'\x1e' || coalesce(school_id::text, '')
              || E'\x1e' || coalesce(batch, E'\x1f') || E'\x1e' || (source_class = 'official-provincial')::int || E'\x1e' || vocational::int
              || E'\x1e' || coalesce(school_name, '') || E'\x1e' || coalesce(major_name, ''),
              E'\x1d' order by min_rank asc nulls last, min_score desc nulls last, id) as t
            from ref_admissions where province_id = ${w.provinceId} and year = ${w.year} and level = ${w.level}`.execute(db)
        ).rows[0]?.t ?? null,
    }
  }
  return {
    nameCols: 3,
    // the plans a list shows are those with places (out.ts hasPlaces), in the list's order (queries.ts planPage)
    query: async (db) =>
      (
        await sql<{ t: string | null }>`select string_agg(
            id::text || E'\x1e' || coalesce(subject_type::text, '') || E'\x1e' || is_special::int || E'\x1e' || coalesce(school_id::text, '')
            || E'\x1e' || coalesce(batch, E'\x1f') || E'\x1e' || 0 || E'\x1e' || 0
            || E'\x1e' || coalesce(school_name, '') || E'\x1e' || coalesce(major_name, '') || E'\x1e' || coalesce(major_group, ''),
            E'\x1d' order by school_id, branch, major_group, id) as t
          from ref_plans where province_id = ${w.provinceId} and year = ${w.year} and (plan_count is null or plan_count > 0)`.execute(db)
      ).rows[0]?.t ?? null,
  }
}

/** a name holding a separator: the text cannot be split exactly, the list is answered by the database */
export class UnindexableList extends Error {}

/** rows parsed per event-loop turn: the text of 河北's 49,585 major lines is parsed in ~50 turns */
const PARSE_ROWS_PER_TURN = 1000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function buildIndex(db: Database, w: Where): Promise<ListIndex> {
  const spec = specOf(w)
  const text = (await spec.query(db)) ?? ''
  const fields = 7 + spec.nameCols
  const ids: number[] = []
  const subjectType: number[] = []
  const schoolId: number[] = []
  const special: number[] = []
  const official: number[] = []
  const vocational: number[] = []
  const batch: number[] = []
  const names: number[] = []
  const batchIx = new Map<string, number>()
  const dictIx = new Map<string, number>()
  const intern = (m: Map<string, number>, s: string) => {
    let i = m.get(s)
    if (i === undefined) m.set(s, (i = m.size))
    return i
  }
  let at = 0
  while (text && at <= text.length) {
    let end = text.indexOf(ROW_SEP, at)
    if (end < 0) end = text.length
    const f = text.slice(at, end).split(FIELD_SEP)
    if (f.length !== fields) throw new UnindexableList(`list ${keyOf(w)}: a row of ${f.length} fields`)
    ids.push(Number(f[0]))
    subjectType.push(f[1] === '' ? NaN : Number(f[1]))
    special.push(f[2] === '1' ? 1 : 0)
    schoolId.push(f[3] === '' ? NaN : Number(f[3]))
    // U+001F stands for a NULL batch (never equal to a chosen batch)
    batch.push(f[4] === '\x1f' ? -1 : intern(batchIx, f[4]))
    official.push(f[5] === '1' ? 1 : 0)
    vocational.push(f[6] === '1' ? 1 : 0)
    for (let c = 0; c < spec.nameCols; c++) names.push(intern(dictIx, f[7 + c]))
    at = end + 1
    if (ids.length % PARSE_ROWS_PER_TURN === 0) await nextTurn()
  }
  const dict = [...dictIx.keys()]
  const n = ids.length
  let bytes = 1024 + n * (4 + 8 + 8 + 3 + 4 + 4 * spec.nameCols)
  for (const s of dict) bytes += 48 + 2 * s.length
  for (const s of batchIx.keys()) bytes += 48 + 2 * s.length
  return {
    kind: w.kind,
    rows: n,
    ids: Int32Array.from(ids),
    subjectType: Float64Array.from(subjectType),
    schoolId: Float64Array.from(schoolId),
    special: Uint8Array.from(special),
    official: Uint8Array.from(official),
    vocational: Uint8Array.from(vocational),
    batch: Int32Array.from(batch),
    batchNames: [...batchIx.keys()],
    names: Int32Array.from(names),
    nameCols: spec.nameCols,
    dict,
    results: new Map(),
    resultBytes: 0,
    bytes,
  }
}

// ---- answering

interface RowFilter {
  subjectType?: number
  includeSpecial: boolean
  schoolId?: number
  batches?: string[]
  officialOnly?: boolean
  keyword?: string
}

/** positions of the rows a filter keeps, in the list's order (kept per index, bounded) */
export function matching(index: ListIndex, f: RowFilter): Int32Array {
  const key = JSON.stringify([f.subjectType ?? null, f.includeSpecial, f.schoolId ?? null, f.batches ?? null, !!f.officialOnly, f.keyword ?? null])
  const hit = index.results.get(key)
  if (hit) {
    index.results.delete(key)
    index.results.set(key, hit)
    return hit
  }
  let wanted: Uint8Array | null = null
  if (f.keyword) {
    wanted = new Uint8Array(index.dict.length)
    for (let i = 0; i < index.dict.length; i++) if (index.dict[i].includes(f.keyword)) wanted[i] = 1
  }
  let batchOk: Uint8Array | null = null
  if (f.batches) {
    batchOk = new Uint8Array(index.batchNames.length)
    const set = new Set(f.batches)
    index.batchNames.forEach((b, i) => {
      if (set.has(b)) batchOk![i] = 1
    })
  }
  const out = new Int32Array(index.rows)
  let n = 0
  const cols = index.nameCols
  for (let i = 0; i < index.rows; i++) {
    if (f.subjectType !== undefined && index.subjectType[i] !== f.subjectType) continue
    if (!f.includeSpecial && index.special[i]) continue
    if (f.schoolId !== undefined && index.schoolId[i] !== f.schoolId) continue
    if (batchOk && (index.batch[i] < 0 || !batchOk[index.batch[i]])) continue
    if (f.officialOnly && !index.official[i]) continue
    if (wanted) {
      let any = false
      for (let c = 0; c < cols; c++) if (wanted[index.names[i * cols + c]]) any = true
      if (!any) continue
    }
    out[n++] = i
  }
  const result = out.slice(0, n)
  index.results.set(key, result)
  index.resultBytes += result.byteLength
  for (const [k, r] of index.results) {
    if (index.results.size <= LIST_INDEX_LIMITS.resultsPerIndex && index.resultBytes <= index.rows * 4 * 4) break
    index.results.delete(k)
    index.resultBytes -= r.byteLength
  }
  return result
}

/** the printed batch names (with their vocational flag) of the rows a list may show, as admission/planBatchesPrinted reads them */
export function printedBatchesOf(index: ListIndex, includeSpecial: boolean): Array<{ batch: string; vocational: boolean }> {
  const seen = new Set<number>()
  const out: Array<{ batch: string; vocational: boolean }> = []
  for (let i = 0; i < index.rows; i++) {
    if (!includeSpecial && index.special[i]) continue
    if (index.batch[i] < 0) continue
    const k = index.batch[i] * 2 + index.vocational[i]
    if (seen.has(k)) continue
    seen.add(k)
    out.push({ batch: index.batchNames[index.batch[i]], vocational: index.vocational[i] === 1 })
  }
  return out
}

/** the ids of one page of a filter's rows, and how many rows it keeps */
export function pageIds(index: ListIndex, f: RowFilter, { limit, offset }: { limit: number; offset: number }): { ids: number[]; total: number } {
  const pos = matching(index, f)
  const ids: number[] = []
  for (let i = offset; i < Math.min(pos.length, offset + limit); i++) ids.push(index.ids[pos[i]])
  return { ids, total: pos.length }
}

/** rows by id, in the order of `ids` (a row deleted since the index was built is left out) */
async function rowsById<T extends { id: number }>(fetch: () => Promise<T[]>, ids: number[]): Promise<T[]> {
  if (!ids.length) return []
  const byId = new Map((await fetch()).map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined)
}

/** one page of admission lines and the filter's total, through the index */
export async function admissionPageIndexed(ctx: AppContext, snap: ReferenceSnapshot, f: AdmissionFilter, page: { limit: number; offset: number }) {
  const index = await listIndex(ctx, snap, { kind: 'admission', provinceId: f.provinceId, year: f.year, level: f.level })
  const { ids, total } = pageIds(index, f, page)
  const rows = await rowsById(
    () =>
      ctx.db
        .selectFrom('ref_admissions')
        .select([...ADMISSION_SELECT])
        .where('id', 'in', ids)
        .execute(),
    ids,
  )
  return { rows, total }
}

/** one page of plans and the filter's total, through the index */
export async function planPageIndexed(ctx: AppContext, snap: ReferenceSnapshot, f: PlanFilter, page: { limit: number; offset: number }) {
  const index = await listIndex(ctx, snap, { kind: 'plan', provinceId: f.provinceId, year: f.year })
  const { ids, total } = pageIds(index, f, page)
  const rows = await rowsById(
    () =>
      ctx.db
        .selectFrom('ref_plans')
        .select([...PLAN_SELECT])
        .where('id', 'in', ids)
        .execute(),
    ids,
  )
  return { rows, total }
}

/**
 * Builds, one after another and ahead of need, the indexes of the lists asked most — each province's newest year of
 * admission lines at each level, and of plans — while they fill at most half the cache's bounds (so they never evict
 * one another): a first deep page of 河北's major lines then finds its index built rather than waiting ~0.3–1 s for
 * it. Calls that need an index go before these builds; a new data version stops them.
 */
export async function warmLists(ctx: AppContext, snap: ReferenceSnapshot): Promise<void> {
  const wanted: Where[] = []
  for (const [provinceId, levels] of snap.admissionYears) {
    for (const [level, years] of levels) if (years.length) wanted.push({ kind: 'admission', provinceId, year: years[0], level })
  }
  for (const [provinceId, years] of snap.planYears) if (years.length) wanted.push({ kind: 'plan', provinceId, year: years[0] })
  for (const w of wanted) {
    const cache = getService(ctx, LIST_INDEX)
    if (cache && cache.version !== snap.version) return
    const { bytes, entries } = cacheOf(ctx, snap)
    if (bytes > LIST_INDEX_LIMITS.bytes / 2 || entries.size >= LIST_INDEX_LIMITS.entries / 2) return
    try {
      await listIndex(ctx, snap, w, false)
    } catch {
      // a list the index cannot hold, or a failed read: its calls build or fall back when asked
    }
  }
}
