/**
 * Wish tables (志愿表): check a draft against the province's rules and its whole outcome, save it all or
 * nothing in its order, list, open and delete a user's own tables. A table another user owns answers exactly
 * like one that does not exist: nothing about it leaks.
 */
import type { Static } from '@sinclair/typebox'
import { sql, type Transaction } from 'kysely'
import type { CheckIssue, WishCheck, WishDetail, WishItem, WishSummary, WishTableBody, ProvinceRule as RuleOut, GroupMajor } from '../../../types/api/wish'
import { ResultCode } from '../../../types/codes'
import type { AppContext } from '../../context'
import type { DB } from '../../db/tables'
import { ApiError, fail, notFound, rateLimited } from '../../http/errors'
import { kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { referenceStore } from '../lookup'
import { toPercent } from '../../engine/wish/bands'
import type { BatchId } from '../../engine/wish/keys'
import { batchRule, isTraditional, type ProvinceRule } from '../../engine/wish/rules'
import { checkTable, tableOutcome, type TableRow } from '../../engine/wish/table'
import { provinceName } from '../../data/provinces'
import { isCatalogMajor, primaryLevel, type IndexedUnit } from './province-index'
import { BATCH_IDS } from '../../../types/api/wish'
import { score, toRow, unitLabel, type Counts, type Scored } from './recommend'
import { resolveStudent, type Student, type StudentOverride } from './student'
import type { UserRow } from '../profile'

/**
 * The caller: their users row as the call's session read it (AuthUser.row: resolving the student then costs no
 * second query), or only their id (callers without a session, e.g. the audit module).
 */
export type Caller = number | UserRow
const idOf = (who: Caller) => (typeof who === 'number' ? who : who.id)

type Body = Static<typeof WishTableBody>
type CheckOut = Static<typeof WishCheck>
type ItemOut = Static<typeof WishItem>
type SummaryOut = Static<typeof WishSummary>
type DetailOut = Static<typeof WishDetail>

export interface DraftItem {
  UnitId: string
  Majors?: string[]
  Adjust?: boolean
}

export function ruleOut(r: ProvinceRule, batchId: BatchId): Static<typeof RuleOut> {
  const b = batchRule(r, batchId)
  const notes = [r.note]
  if (b.wishCountBasis === 'assumed') notes.push(`「${b.name}」的志愿数未在规定中找到，按 ${b.wishCount} 个检查`)
  return {
    ProvinceId: r.provinceId,
    ProvinceName: r.provinceName,
    Year: r.year,
    RuleYear: r.ruleYear,
    ExamMode: r.examMode,
    FillMode: r.fillMode,
    WishCount: b.wishCount,
    MajorsPerGroup: r.majorsPerGroup,
    Adjustment: { Exists: r.adjustment.exists, Scope: r.adjustment.scope },
    Confidence: r.confidence,
    Note: notes.filter(Boolean).join('；'),
    Sources: r.sources,
  }
}

/** the check of a draft for a student: every row scored, the rules applied, the whole-table outcome */
export function checkDraft(st: Student, batchId: BatchId, items: ReadonlyArray<DraftItem>): CheckOut {
  const index = st.index
  const rule = index.rule
  const br = batchRule(rule, batchId)
  const scored: Array<{ item: DraftItem; iu: IndexedUnit | undefined; s: Scored | null }> = items.map((item) => {
    const iu = index.byId.get(item.UnitId)
    const ok = iu && iu.unit.batchId === batchId
    return { item, iu: ok ? iu : undefined, s: ok && iu ? score(st, iu) : null }
  })
  const rows: TableRow[] = scored.map(({ item, iu, s }) => {
    const pred = iu?.pred
    const scale2 = pred ? pred.scale * pred.scale + st.spread * st.spread : 1
    const common2 = pred ? pred.scaleCommon * pred.scaleCommon + st.spread * st.spread : 0
    return {
      unitId: item.UnitId,
      probability: s?.p ?? null,
      commonShare: common2 / scale2,
      label: iu ? unitLabel(iu) : item.UnitId,
      elective: iu?.elective ?? { track: null, mode: 'unknown', subjects: [] },
      meets: s ? s.meets : null,
      majors: item.Majors ?? [],
      groupMajors: iu?.majors ?? [],
      // the catalogue is of 本科 majors: typed names of a 专科 batch are not checked against it
      uncatalogued: iu && !iu.majors.length && batchId !== BATCH_IDS.VOCATIONAL ? (item.Majors ?? []).filter((m) => !isCatalogMajor(index.snap, m)) : [],
      adjust: item.Adjust ?? true,
      known: !!iu,
      level: iu?.unit.level ?? null,
    }
  })
  const outcome = tableOutcome(rows)
  const issues = checkTable(
    rows,
    {
      fillMode: rule.fillMode,
      wishCount: br.wishCount,
      majorsPerGroup: rule.majorsPerGroup,
      adjustmentExists: rule.adjustment.exists,
      batchName: br.name,
      electives: !isTraditional(rule),
      // rows at the province's fill level only (a 院校专业组 province takes no major-level rows)
      fillLevel: primaryLevel(index, batchId),
    },
    outcome,
  )
  const counts: Counts = { 冲: 0, 稳: 0, 保: 0, 垫: 0, 不推荐: 0, 无概率: 0, 选科不符: 0 }
  const out: ItemOut[] = []
  scored.forEach(({ item, s }, i) => {
    if (!s) return
    if (s.meets === false) counts.选科不符++
    else if (s.p === null) counts.无概率++
    else if (s.band === null) counts.不推荐++
    else counts[s.band]++
    out.push({ ...toRow(st, s), Position: i + 1, Majors: item.Majors ?? [], Adjust: item.Adjust ?? true, AdmitHere: toPercent(outcome.admitHere[i]) })
  })
  const slip = items.length ? toPercent(outcome.slip) : null
  return {
    Items: out,
    SlipRisk: slip,
    AdmitAny: slip === null ? null : 100 - slip,
    UnratedCount: rows.filter((r) => r.probability === null).length,
    Issues: issues.map((x): Static<typeof CheckIssue> => ({ Kind: x.kind, Level: x.level, Positions: x.positions, Message: x.message })),
    Rule: ruleOut(rule, batchId),
    Student: st.out,
    Counts: counts,
  }
}

function studentOverride(body: StudentOverride): StudentOverride {
  const { ProvinceId, Year, SubjectType, SelectSubjectList, Score, Rank } = body
  return { ProvinceId, Year, SubjectType, SelectSubjectList, Score, Rank }
}

export async function checkBody(ctx: AppContext, userId: number, body: Body): Promise<CheckOut> {
  const st = await resolveStudent(ctx, userId, studentOverride(body), (body.WishType ?? 0) !== 0)
  return checkDraft(st, body.BatchId as BatchId, body.Items)
}

/** a refusal with the check attached, so the table page can show every problem at once */
function refuse(check: CheckOut): ApiError {
  const errors = check.Issues.filter((i) => i.Level === 'error')
  const head = errors.slice(0, 3).map((e) => e.Message)
  const more = errors.length > 3 ? `（另有 ${errors.length - 3} 处问题）` : ''
  return new ApiError(ResultCode.INVALID_INPUT, `志愿表未保存：${head.join('；')}${more}`, check)
}

/**
 * What one account may store (issue 16): tables, saves a minute and bytes in all. Counted inside the save's
 * transaction with the user's row locked, so parallel saves cannot pass the limits together.
 */
export const WISH_QUOTAS = {
  tablesPerUser: 50,
  savesPerMinute: 30,
  bytesPerUser: 4 * 1024 * 1024,
}

function storedBytes(name: string, subjects: string, items: ReadonlyArray<DraftItem>): number {
  let n = 200 + Buffer.byteLength(name) + Buffer.byteLength(subjects)
  for (const it of items) n += 40 + Buffer.byteLength(it.UnitId) + Buffer.byteLength(JSON.stringify(it.Majors ?? []))
  return n
}

async function countSave(ctx: AppContext, userId: number) {
  const { allowed } = await hitWindow(kvOf(ctx), `wishsave:${userId}`, WISH_QUOTAS.savesPerMinute, 60_000)
  if (!allowed) throw rateLimited(`保存过于频繁：每分钟最多保存 ${WISH_QUOTAS.savesPerMinute} 次志愿表，请稍后再试`)
}

export async function saveTable(ctx: AppContext, who: Caller, body: Body): Promise<{ WishId: number; Check: CheckOut }> {
  const userId = idOf(who)
  await countSave(ctx, userId)
  const st = await resolveStudent(ctx, who, studentOverride(body), (body.WishType ?? 0) !== 0)
  const check = checkDraft(st, body.BatchId as BatchId, body.Items)
  if (check.Issues.some((i) => i.Level === 'error')) throw refuse(check)
  const name = body.Name.trim()
  if (!name) throw new ApiError(ResultCode.INVALID_INPUT, '志愿表名称（Name）不能为空')
  const subjects = JSON.stringify(st.subjects)
  const bytes = storedBytes(name, subjects, body.Items)
  const version = (await referenceStore(ctx).get()).version
  const wishId = await ctx.db.transaction().execute(async (trx) => {
    // the user's row is the lock every save of theirs takes first: count, then decide, then write
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
    const values = {
      user_id: userId,
      name,
      province_id: st.out.ProvinceId,
      year: st.out.Year,
      track: st.out.SubjectType,
      subjects,
      batch_id: body.BatchId,
      wish_type: body.WishType ?? 0,
      score: st.out.Score,
      rank: st.out.RankBasis === 'published' ? st.out.Rank : null,
      bytes,
      summary: JSON.stringify(storedSummary(check, body.Items.length, st, body.BatchId)),
      summary_version: version,
    }
    // every table of the user (≤ tablesPerUser rows), locked: the one being replaced (if it is theirs) and what the
    // others hold, in one round trip instead of the table's row and a count apart (the save holds the embedded
    // database's one connection for its whole transaction, so each statement here delays every other call)
    const mine = await trx.selectFrom('wish_tables').select(['id', 'bytes']).where('user_id', '=', userId).forUpdate().execute()
    const own = body.WishId !== undefined ? (mine.find((r) => r.id === body.WishId) ?? null) : null
    if (body.WishId !== undefined && !own) throw notFound(NOT_YOURS)
    const others = mine.filter((r) => r !== own)
    const usage = { n: others.length, bytes: others.reduce((a, r) => a + Number(r.bytes), 0) }
    if (!own && Number(usage.n) >= WISH_QUOTAS.tablesPerUser) {
      throw fail(`每个账号最多保存 ${WISH_QUOTAS.tablesPerUser} 张志愿表，已达上限：请先删除不再需要的志愿表，或在已有的表上修改后保存`)
    }
    if (Number(usage.bytes) + bytes > WISH_QUOTAS.bytesPerUser) {
      throw fail(`志愿表占用的存储已达上限（每个账号 ${WISH_QUOTAS.bytesPerUser / 1024 / 1024} MB）：请先删除不再需要的志愿表`)
    }
    let id: number
    if (own) {
      await trx
        .updateTable('wish_tables')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', own.id)
        .execute()
      await trx.deleteFrom('wish_items').where('wish_id', '=', own.id).execute()
      id = own.id
    } else {
      const row = await trx.insertInto('wish_tables').values(values).returning('id').executeTakeFirstOrThrow()
      id = row.id
    }
    await trx
      .insertInto('wish_items')
      .values(
        body.Items.map((it, i) => ({ wish_id: id, position: i + 1, unit_id: it.UnitId, majors: JSON.stringify(it.Majors ?? []), adjust: it.Adjust ?? true })),
      )
      .execute()
    return id
  })
  return { WishId: wishId, Check: check }
}

/** the parts of a table's list summary that come from its check (stored with the table, see listTables) */
type StoredSummary = Pick<SummaryOut, 'BatchName' | 'FillMode' | 'ItemCount' | 'SlipRisk' | 'ErrorCount' | 'WarningCount' | 'Rank'>

function storedSummary(check: CheckOut, itemCount: number, st: Student, batchId: number): StoredSummary {
  const b = st.index.rule.batches.find((x) => x.batchId === batchId)
  return {
    BatchName: b?.name ?? batchRule(st.index.rule, batchId as BatchId).name,
    FillMode: st.index.rule.fillMode,
    ItemCount: itemCount,
    SlipRisk: check.SlipRisk,
    ErrorCount: check.Issues.filter((i) => i.Level === 'error').length,
    WarningCount: check.Issues.filter((i) => i.Level === 'warning').length,
    Rank: check.Student.Rank,
  }
}

type TableRowDb = {
  id: number
  user_id: number
  name: string
  province_id: number
  year: number
  track: number
  subjects: string
  batch_id: number
  wish_type: number
  score: number | null
  rank: number | null
  created_at: Date
  updated_at: Date
  summary?: string | null
  summary_version?: string | null
}

const NOT_YOURS = '志愿表不存在，或不属于当前登录的账号'

async function ownTable(db: Transaction<DB> | AppContext['db'], userId: number, wishId: number, lock = false): Promise<TableRowDb> {
  let q = db.selectFrom('wish_tables').selectAll().where('id', '=', wishId).where('user_id', '=', userId)
  if (lock) q = q.forUpdate()
  const row = await q.executeTakeFirst()
  if (!row) throw notFound(NOT_YOURS)
  return row
}

/** an item as ownTableWithItems reads it: unit id, majors (JSON text), 服从调剂 */
type StoredItem = [string, string, boolean]

/** the user's table with its items in order, in one round trip (a table another user owns answers NOT_YOURS) */
async function ownTableWithItems(ctx: AppContext, userId: number, wishId: number): Promise<{ t: TableRowDb; items: DraftItem[] }> {
  const row = await ctx.db
    .selectFrom('wish_tables')
    .select(['id', 'user_id', 'name', 'province_id', 'year', 'track', 'subjects', 'batch_id', 'wish_type', 'score', 'rank', 'created_at', 'updated_at'])
    // the items as one JSON array of [unit_id, majors, adjust] in position order: one row to send between threads
    // instead of thirty that each repeat the table's columns
    .select(
      sql<
        StoredItem[] | null
      >`(select json_agg(json_build_array(i.unit_id, i.majors, i.adjust) order by i.position) from wish_items i where i.wish_id = ${wishId})`.as('items'),
    )
    .where('id', '=', wishId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw notFound(NOT_YOURS)
  const { items, ...t } = row
  const list = typeof items === 'string' ? (JSON.parse(items) as StoredItem[]) : (items ?? [])
  return { t, items: list.map(([UnitId, majors, Adjust]) => ({ UnitId, Majors: parseList(majors), Adjust })) }
}

function parseList(s: string): string[] {
  try {
    const v = JSON.parse(s) as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** the student as the table was filled: its own province, year, track, subjects and score */
async function studentOf(ctx: AppContext, who: Caller, t: TableRowDb): Promise<Student> {
  const override: StudentOverride = {
    ProvinceId: t.province_id,
    Year: t.year,
    SubjectType: t.track as 1 | 2 | 3,
    SelectSubjectList: parseList(t.subjects),
    ...(t.rank !== null ? { Rank: t.rank } : t.score !== null ? { Score: Number(t.score) } : {}),
  }
  return resolveStudent(ctx, who, override, t.wish_type !== 0)
}

function summary(t: TableRowDb, check: CheckOut, itemCount: number): SummaryOut {
  return {
    WishId: t.id,
    Name: t.name,
    BatchId: t.batch_id,
    BatchName: '',
    ProvinceId: t.province_id,
    ProvinceName: provinceName(t.province_id),
    Year: t.year,
    WishType: t.wish_type,
    IsForecast: t.wish_type !== 0,
    ItemCount: itemCount,
    SlipRisk: check.SlipRisk,
    ErrorCount: check.Issues.filter((i) => i.Level === 'error').length,
    WarningCount: check.Issues.filter((i) => i.Level === 'warning').length,
    Score: t.score === null ? null : Number(t.score),
    Rank: check.Student.Rank,
    CreatedAt: new Date(t.created_at).toISOString(),
    UpdatedAt: new Date(t.updated_at).toISOString(),
  }
}

async function checkOf(ctx: AppContext, who: Caller, t: TableRowDb, items: DraftItem[]): Promise<{ check: CheckOut; items: DraftItem[]; st: Student }> {
  const st = await studentOf(ctx, who, t)
  return { check: checkDraft(st, t.batch_id as BatchId, items), items, st }
}

function withBatchName(s: SummaryOut, st: Student): SummaryOut {
  const b = st.index.rule.batches.find((x) => x.batchId === s.BatchId)
  return { ...s, BatchName: b?.name ?? batchRule(st.index.rule, s.BatchId as BatchId).name, FillMode: st.index.rule.fillMode }
}

export async function tableDetail(ctx: AppContext, who: Caller, wishId: number): Promise<DetailOut> {
  const own = await ownTableWithItems(ctx, idOf(who), wishId)
  const { check, items, st } = await checkOf(ctx, who, own.t, own.items)
  return { ...withBatchName(summary(own.t, check, items.length), st), Items: check.Items, Check: check }
}

/**
 * One page of the user's tables, paged in SQL, from the summaries stored with each table; a summary computed on
 * older reference data (an import since) is computed again and stored.
 */
export async function listTables(ctx: AppContext, userId: number, pageIndex = 1, pageSize = 20): Promise<{ Total: number; List: SummaryOut[] }> {
  const total = await ctx.db
    .selectFrom('wish_tables')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  const page = (await ctx.db
    .selectFrom('wish_tables')
    .select(['id', 'user_id', 'name', 'province_id', 'year', 'track', 'subjects', 'batch_id', 'wish_type', 'score', 'rank', 'created_at', 'updated_at'])
    .select(['summary', 'summary_version'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()) as TableRowDb[]
  const version = (await referenceStore(ctx).get()).version
  const list: SummaryOut[] = []
  for (const t of page) {
    let stored = t.summary && t.summary_version === version ? (JSON.parse(t.summary) as StoredSummary) : null
    if (!stored) {
      const { items } = await ownTableWithItems(ctx, userId, t.id)
      const { check, st } = await checkOf(ctx, userId, t, items)
      stored = storedSummary(check, items.length, st, t.batch_id)
      await ctx.db
        .updateTable('wish_tables')
        .set({ summary: JSON.stringify(stored), summary_version: version })
        .where('id', '=', t.id)
        .where('updated_at', '=', t.updated_at)
        .execute()
    }
    list.push(fromStored(t, stored))
  }
  return { Total: Number(total.n), List: list }
}

function fromStored(t: TableRowDb, s: StoredSummary): SummaryOut {
  return {
    WishId: t.id,
    Name: t.name,
    BatchId: t.batch_id,
    BatchName: s.BatchName,
    ...(s.FillMode ? { FillMode: s.FillMode } : {}),
    ProvinceId: t.province_id,
    ProvinceName: provinceName(t.province_id),
    Year: t.year,
    WishType: t.wish_type,
    IsForecast: t.wish_type !== 0,
    ItemCount: s.ItemCount,
    SlipRisk: s.SlipRisk,
    ErrorCount: s.ErrorCount,
    WarningCount: s.WarningCount,
    Score: t.score === null ? null : Number(t.score),
    Rank: s.Rank,
    CreatedAt: new Date(t.created_at).toISOString(),
    UpdatedAt: new Date(t.updated_at).toISOString(),
  }
}

export async function deleteTable(ctx: AppContext, userId: number, wishId: number): Promise<boolean> {
  const res = await ctx.db.deleteFrom('wish_tables').where('id', '=', wishId).where('user_id', '=', userId).executeTakeFirst()
  if (Number(res.numDeletedRows) === 0) throw notFound(NOT_YOURS)
  return true
}

/** the majors a group offers as our data knows them, with their own history where it exists */
export function groupMajors(st: Student, group: IndexedUnit): Array<Static<typeof GroupMajor>> {
  const out: Array<Static<typeof GroupMajor>> = []
  for (const iu of st.index.units) {
    if (iu.parentId !== group.unit.id) continue
    const s = score(st, iu)
    const row = toRow(st, s)
    out.push({
      UnitId: iu.unit.id,
      MajorName: iu.unit.majorName,
      MajorCode: iu.unit.majorCode,
      History: row.History,
      Probability: row.Probability,
      Reason: row.Reason,
      Band: row.Band,
      Source: row.History[0]?.Source ?? null,
    })
  }
  return out
}

/** one item of a saved table, with the group's majors, for the 专业组 editor */
export async function groupItem(
  ctx: AppContext,
  who: Caller,
  wishId: number,
  unitId: string,
): Promise<{ Item: ItemOut; Majors: Array<Static<typeof GroupMajor>>; MajorsPerGroup: number }> {
  const own = await ownTableWithItems(ctx, idOf(who), wishId)
  const { check, st } = await checkOf(ctx, who, own.t, own.items)
  const item = check.Items.find((i) => i.UnitId === unitId)
  if (!item) throw notFound(`这张志愿表里没有这个志愿（UnitId=${unitId}）`)
  const iu = st.index.byId.get(unitId)!
  return { Item: item, Majors: groupMajors(st, iu), MajorsPerGroup: st.index.rule.majorsPerGroup }
}

/**
 * Replace the majors and 服从调剂 of one item, re-checking the whole table (all or nothing). The table's row is
 * locked, its items read, checked and written inside one transaction, and the row is found by its UnitId, so a
 * concurrent User/WishSave (which takes the same lock) cannot move the edit onto another row.
 */
export async function saveGroupItem(ctx: AppContext, who: Caller, wishId: number, unitId: string, majors: string[], adjust: boolean): Promise<DetailOut> {
  const userId = idOf(who)
  await countSave(ctx, userId)
  const first = await ownTable(ctx.db, userId, wishId)
  // the student (and their province index) before the lock: building an index may take a second
  const st = await studentOf(ctx, who, first)
  const version = (await referenceStore(ctx).get()).version
  const chosen = majors.map((m) => m.trim()).filter(Boolean)
  await ctx.db.transaction().execute(async (trx) => {
    const t = await ownTable(trx, userId, wishId, true)
    if (studentKey(t) !== studentKey(first)) throw fail('志愿表刚刚在别处被修改（省份、年份、科类或分数变了），请刷新后再试')
    const rows = await trx.selectFrom('wish_items').selectAll().where('wish_id', '=', t.id).orderBy('position').execute()
    const items: DraftItem[] = rows.map((r) => ({ UnitId: r.unit_id, Majors: parseList(r.majors), Adjust: r.adjust }))
    const at = items.findIndex((i) => i.UnitId === unitId)
    if (at < 0) throw notFound(`这张志愿表里没有这个志愿（UnitId=${unitId}）`)
    const next = items.map((it, i) => (i === at ? { ...it, Majors: chosen, Adjust: adjust } : it))
    const check = checkDraft(st, t.batch_id as BatchId, next)
    if (check.Issues.some((i) => i.Level === 'error')) throw refuse(check)
    await trx
      .updateTable('wish_items')
      .set({ majors: JSON.stringify(chosen), adjust })
      .where('wish_id', '=', t.id)
      .where('unit_id', '=', unitId)
      .execute()
    await trx
      .updateTable('wish_tables')
      .set({
        updated_at: new Date(),
        bytes: storedBytes(t.name, t.subjects, next),
        summary: JSON.stringify(storedSummary(check, next.length, st, t.batch_id)),
        summary_version: version,
      })
      .where('id', '=', t.id)
      .execute()
  })
  return tableDetail(ctx, who, wishId)
}

/** what the student of a table is made of (studentOf): a change of any of it means the check must be redone */
function studentKey(t: TableRowDb): string {
  return JSON.stringify([t.province_id, t.year, t.track, t.subjects, t.batch_id, t.wish_type, t.score === null ? null : Number(t.score), t.rank])
}
