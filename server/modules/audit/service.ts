/**
 * Expert audit of wish tables: the student's side (send, list, read, withdraw, apply the suggestions) and the
 * expert's (queue, claim, release, draft, return). Every status change runs in one transaction with the audit row
 * locked and writes its event, so two experts claiming at once, or a student withdrawing while an expert claims,
 * end in exactly one of the outcomes. Another user's audit answers exactly like one that does not exist.
 */
import type { Static } from '@sinclair/typebox'
import type { Selectable } from 'kysely'
import {
  AUDIT_STATUS_TEXT,
  type AuditDetail,
  type AuditStatus,
  type AuditSummary,
  type ReviewDetail,
  type ReviewItem,
  type RowRemark,
} from '../../../types/api/audit'
import type { WishDetail, WishItemInput } from '../../../types/api/wish'
import type { AppContext } from '../../context'
import type { Database } from '../../db/database'
import type { DB } from '../../db/tables'
import { ApiError, fail, invalid, needMember, notFound } from '../../http/errors'
import { ResultCode } from '../../../types/codes'
import { featureAllowed } from '../membership'
import { saveTable, tableDetail } from '../wish'
import { addMessage } from './messages'
import { auditCredits, grantAuditCredits, takeAuditCredit } from './rights'
import { auditOf, countsOf, eventsOf, expertPage, insertEvent, nicknameOf, openAuditOfTable, studentPage, type AuditRow } from './queries'

type Detail = Static<typeof WishDetail>
type Summary = Static<typeof AuditSummary>
type DetailOut = Static<typeof AuditDetail>
type Remark = Static<typeof RowRemark>
type UserRow = Selectable<DB['users']>

/** bounds on what one student keeps: audits not finished at once, and audits stored in all */
export const AUDIT_LIMITS = { openPerStudent: 3, storedPerStudent: 100, snapshotBytes: 2 * 1024 * 1024 } as const

const NOT_YOURS = '没有找到这条审核记录（可能已删除，或不属于当前账号）'
const EXPERTS_ONLY = '审核台仅对审核专家开放'

const iso = (d: Date | string) => new Date(d).toISOString()
const parse = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T
  } catch {
    return fallback
  }
}

/** the table as stored in the snapshot: the check's copy of the rows is dropped (Items holds the same rows) */
function freeze(d: Detail): string {
  return JSON.stringify({ ...d, Check: { ...d.Check, Items: [] } })
}
function thaw(s: string): Detail {
  const d = parse<Detail>(s, null as unknown as Detail)
  return { ...d, Check: { ...d.Check, Items: d.Items } }
}

function summaryOf(a: AuditRow, table: Detail): Summary {
  return {
    AuditId: a.id,
    WishId: a.wish_id,
    TableName: a.table_name,
    Status: a.status as AuditStatus,
    StatusText: AUDIT_STATUS_TEXT[a.status as AuditStatus] ?? a.status,
    Result: (a.result as Summary['Result']) ?? null,
    ProvinceName: table.ProvinceName,
    Year: table.Year,
    ItemCount: table.ItemCount,
    SlipRisk: table.SlipRisk,
    CreatedAt: iso(a.created_at),
    UpdatedAt: iso(a.updated_at),
    Unread: a.status === 'returned' && !a.result_read_at,
  }
}

async function detailOf(db: Database, a: AuditRow): Promise<DetailOut> {
  const table = thaw(a.snapshot)
  const remarks = parse<Remark[]>(a.row_remarks, [])
  const events = await eventsOf(db, a.id)
  return {
    ...summaryOf(a, table),
    Remark: a.remark,
    Comment: a.comment,
    RowRemarks: remarks,
    Table: table,
    Events: events.map((e) => ({ At: iso(e.at), Actor: e.actor_role, From: e.from_status, To: e.to_status, Note: e.note })),
    AppliedWishId: a.applied_wish_id,
    CanWithdraw: a.status === 'submitted' || a.status === 'assigned',
    CanApply: a.status === 'returned' && remarks.some((r) => r.Suggestion) && a.applied_wish_id === null,
  }
}

async function ownAudit(db: Database, userId: number, auditId: number, lock = false): Promise<AuditRow> {
  const a = await auditOf(db, auditId, lock)
  if (!a || a.user_id !== userId) throw notFound(NOT_YOURS)
  return a
}

async function move(
  db: Database,
  a: AuditRow,
  to: AuditStatus,
  actor: { id: number | null; role: 'student' | 'expert' | 'system' },
  set: Partial<AuditRow> = {},
  note = '',
) {
  await db
    .updateTable('audits')
    .set({ ...set, status: to, updated_at: new Date() })
    .where('id', '=', a.id)
    .execute()
  await insertEvent(db, { auditId: a.id, actorId: actor.id, role: actor.role, from: a.status, to, note })
}

// --- the student's side ---------------------------------------------------------------------------------

export async function rightsOf(ctx: AppContext, user: UserRow) {
  const [credits, counts] = await Promise.all([auditCredits(ctx.db, user.id), countsOf(ctx.db, user.id)])
  return { Member: featureAllowed('audit', user), Credits: credits, Open: counts.open, OpenLimit: AUDIT_LIMITS.openPerStudent }
}

export async function commit(ctx: AppContext, user: UserRow, wishId: number, remark: string): Promise<{ AuditId: number; Status: AuditStatus }> {
  // the table as the engine sees it now (this also proves the table is the caller's)
  const table = await tableDetail(ctx, user.id, wishId)
  const snapshot = freeze(table)
  if (Buffer.byteLength(snapshot) > AUDIT_LIMITS.snapshotBytes) throw invalid('这份志愿表太大，无法提交审核')
  const member = featureAllowed('audit', user)
  const id = await ctx.db.transaction().execute(async (trx) => {
    // the user's row is the lock: count, then decide, then write
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst()
    if (await openAuditOfTable(trx, user.id, wishId)) throw fail('这份志愿表已在审核中，请等专家的结果（可在「志愿审核」里查看）')
    const counts = await countsOf(trx, user.id)
    if (counts.open >= AUDIT_LIMITS.openPerStudent) throw fail(`最多同时审核 ${AUDIT_LIMITS.openPerStudent} 份志愿表，请等已提交的完成后再提交`)
    if (counts.total >= AUDIT_LIMITS.storedPerStudent) throw fail(`每个账号最多保存 ${AUDIT_LIMITS.storedPerStudent} 条审核记录`)
    let paidBy = 'member'
    if (!member) {
      if (!(await takeAuditCredit(trx, user.id))) throw needMember('志愿审核需开通会员，或购买单次审核后再提交')
      paidBy = 'credit'
    }
    const row = await trx
      .insertInto('audits')
      .values({ user_id: user.id, wish_id: wishId, table_name: table.Name, snapshot, remark: remark.trim(), status: 'submitted', paid_by: paidBy })
      .returning('id')
      .executeTakeFirstOrThrow()
    await insertEvent(trx, {
      auditId: row.id,
      actorId: user.id,
      role: 'student',
      from: null,
      to: 'submitted',
      note: paidBy === 'credit' ? '使用单次审核' : '会员审核',
    })
    return row.id
  })
  return { AuditId: id, Status: 'submitted' }
}

export async function studentList(ctx: AppContext, userId: number, view: 'open' | 'done' | undefined, pageIndex: number, pageSize: number) {
  const { total, rows } = await studentPage(ctx.db, userId, view, pageSize, (pageIndex - 1) * pageSize)
  return { Total: total, List: rows.map((a) => summaryOf(a, thaw(a.snapshot))) }
}

export async function studentInfo(ctx: AppContext, userId: number, auditId: number): Promise<DetailOut> {
  let a = await ownAudit(ctx.db, userId, auditId)
  if (a.status === 'returned' && !a.result_read_at) {
    await ctx.db.updateTable('audits').set({ result_read_at: new Date() }).where('id', '=', a.id).execute()
    a = { ...a, result_read_at: new Date() }
  }
  return detailOf(ctx.db, a)
}

export async function withdraw(ctx: AppContext, userId: number, auditId: number): Promise<Summary> {
  const a = await ctx.db.transaction().execute(async (trx) => {
    const a = await ownAudit(trx, userId, auditId, true)
    if (a.status === 'withdrawn') throw fail('这条审核已经撤回')
    if (a.status === 'returned') throw fail('专家已给出结果，不能撤回')
    if (a.status === 'in_review') throw fail('专家已开始审核，不能撤回')
    await move(trx, a, 'withdrawn', { id: userId, role: 'student' }, {}, a.paid_by === 'credit' ? '单次审核次数已退回' : '')
    // a bought audit goes back to the student, in the same transaction
    if (a.paid_by === 'credit') await grantAuditCredits(trx, userId, 1)
    return (await auditOf(trx, a.id))!
  })
  return summaryOf(a, thaw(a.snapshot))
}

/** the rows of the snapshot with every suggestion applied: removals and replacements in place, then the moves */
export function applySuggestions(
  items: ReadonlyArray<{ Position: number; UnitId: string; Majors: string[]; Adjust: boolean }>,
  remarks: ReadonlyArray<Remark>,
) {
  type Row = { UnitId: string; Majors: string[]; Adjust: boolean; from: number; to?: number }
  const bySuggestion = new Map(remarks.filter((r) => r.Suggestion).map((r) => [r.Position, r.Suggestion!]))
  let rows: Row[] = []
  for (const it of [...items].sort((a, b) => a.Position - b.Position)) {
    const s = bySuggestion.get(it.Position)
    const row: Row = { UnitId: it.UnitId, Majors: [...it.Majors], Adjust: it.Adjust, from: it.Position }
    if (s?.Action === 'remove') continue
    if (s?.Action === 'replace') Object.assign(row, { UnitId: s.UnitId, Majors: [], Adjust: true })
    if (s?.Action === 'adjust') row.Adjust = true
    if (s?.Action === 'move') row.to = s.ToPosition
    rows.push(row)
  }
  // moves: take the moved rows out, then put each at its target (ascending, so earlier targets settle first)
  const moved = rows.filter((r) => r.to !== undefined).sort((a, b) => a.to! - b.to! || a.from - b.from)
  rows = rows.filter((r) => r.to === undefined)
  for (const r of moved) rows.splice(Math.min(r.to! - 1, rows.length), 0, r)
  return rows.map(({ UnitId, Majors, Adjust }) => ({ UnitId, Majors, Adjust }))
}

export async function apply(ctx: AppContext, userId: number, auditId: number): Promise<{ WishId: number; Name: string }> {
  const a = await ownAudit(ctx.db, userId, auditId)
  if (a.status !== 'returned') throw fail('专家还没有给出结果')
  if (a.applied_wish_id !== null) throw fail('已经按这次审核的建议生成过志愿表了')
  const remarks = parse<Remark[]>(a.row_remarks, [])
  if (!remarks.some((r) => r.Suggestion)) throw fail('这次审核没有需要修改的建议')
  const table = thaw(a.snapshot)
  const items: Array<Static<typeof WishItemInput>> = applySuggestions(table.Items, remarks)
  if (!items.length) throw fail('按建议修改后志愿表没有志愿了，请联系专家')
  const name = `${table.Name.slice(0, 24)}（专家修改）`
  const s = table.Check.Student
  const saved = await saveTable(ctx, userId, {
    BatchId: table.BatchId,
    Name: name,
    WishType: table.WishType as 0 | 1,
    Items: items,
    // the student as the table was filled: a profile changed since must not change the copy's province or score
    ProvinceId: s.ProvinceId,
    Year: s.Year,
    SubjectType: s.SubjectType as 1 | 2 | 3,
    SelectSubjectList: s.SelectSubjectList,
    ...(s.Score !== null ? { Score: s.Score } : {}),
    ...(s.RankBasis === 'published' ? { Rank: s.Rank } : {}),
  })
  // only the first apply records its table (a second call racing this one finds applied_wish_id set)
  const r = await ctx.db
    .updateTable('audits')
    .set({ applied_wish_id: saved.WishId, updated_at: new Date() })
    .where('id', '=', a.id)
    .where('applied_wish_id', 'is', null)
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) !== 1) throw fail('已经按这次审核的建议生成过志愿表了')
  await insertEvent(ctx.db, { auditId: a.id, actorId: userId, role: 'student', from: a.status, to: a.status, note: `按建议生成新志愿表「${name}」` })
  return { WishId: saved.WishId, Name: name }
}

// --- the expert's side ----------------------------------------------------------------------------------

export function requireExpert(user: UserRow): void {
  if (user.role !== 'expert') throw new ApiError(ResultCode.FAILED, EXPERTS_ONLY)
}

const SUBJECT_TRACK: Record<number, string> = { 1: '历史类', 2: '物理类', 3: '综合' }

function subjectText(t: Detail): string {
  const s = t.Check?.Student
  if (!s) return ''
  return [s.SubjectName || SUBJECT_TRACK[s.SubjectType] || '', ...(s.SelectSubjectList ?? [])].filter(Boolean).join(' ')
}

export async function queue(ctx: AppContext, expert: UserRow, view: 'waiting' | 'mine' | 'done', pageIndex: number, pageSize: number) {
  requireExpert(expert)
  const { total, rows } = await expertPage(ctx.db, expert.id, view, pageSize, (pageIndex - 1) * pageSize)
  const list: Array<Static<typeof ReviewItem>> = rows.map((r) => {
    const t = thaw(r.snapshot)
    return {
      ...summaryOf(r, t),
      Unread: false,
      ExpertName: r.expert_name ?? null,
      Mine: r.expert_id === expert.id,
      Score: t.Check?.Student?.Score ?? null,
      Rank: t.Check?.Student?.Rank ?? null,
      SubjectText: subjectText(t),
    }
  })
  return { Total: total, List: list }
}

async function reviewOf(db: Database, expert: UserRow, a: AuditRow): Promise<Static<typeof ReviewDetail>> {
  const d = await detailOf(db, a)
  const s = d.Table.Check.Student
  const student = await db.selectFrom('users').select('nickname').where('id', '=', a.user_id).executeTakeFirst()
  return {
    ...d,
    Unread: false,
    CanWithdraw: false,
    CanApply: false,
    ExpertName: await nicknameOf(db, a.expert_id),
    Mine: a.expert_id === expert.id,
    Student: {
      Nickname: student?.nickname || '考生',
      Score: s.Score,
      Rank: s.Rank,
      ProvinceName: s.ProvinceName,
      Year: s.Year,
      SubjectText: subjectText(d.Table),
    },
  }
}

/** never claimed, or claimed by an expert whose account is gone (the claim dropped with it): any expert may take it */
function waiting(a: AuditRow): boolean {
  return a.status === 'submitted' || ((a.status === 'assigned' || a.status === 'in_review') && a.expert_id === null)
}

/** an expert sees a waiting table (to decide to claim it) and their own; another expert's claim answers as unknown */
async function visibleAudit(db: Database, expert: UserRow, auditId: number, lock = false): Promise<AuditRow> {
  const a = await auditOf(db, auditId, lock)
  if (!a || a.status === 'withdrawn' || (!waiting(a) && a.expert_id !== expert.id)) throw notFound('没有找到这份审核（可能已被撤回，或已由其他专家接单）')
  return a
}

export async function reviewDetail(ctx: AppContext, expert: UserRow, auditId: number) {
  requireExpert(expert)
  return reviewOf(ctx.db, expert, await visibleAudit(ctx.db, expert, auditId))
}

export async function claim(ctx: AppContext, expert: UserRow, auditId: number) {
  requireExpert(expert)
  const a = await ctx.db.transaction().execute(async (trx) => {
    const a = await visibleAudit(trx, expert, auditId, true)
    if (!waiting(a)) throw fail('你已经接了这份审核')
    await move(
      trx,
      a,
      'assigned',
      { id: expert.id, role: 'expert' },
      { expert_id: expert.id },
      a.status === 'submitted' ? '' : '原专家账号已注销，改由本专家审核',
    )
    return (await auditOf(trx, a.id))!
  })
  return reviewOf(ctx.db, expert, a)
}

async function ownClaim(db: Database, expert: UserRow, auditId: number): Promise<AuditRow> {
  const a = await visibleAudit(db, expert, auditId, true)
  if (a.expert_id !== expert.id) throw fail('请先接单')
  if (a.status === 'returned') throw fail('这份审核已经提交结果')
  return a
}

export async function release(ctx: AppContext, expert: UserRow, auditId: number) {
  requireExpert(expert)
  const a = await ctx.db.transaction().execute(async (trx) => {
    const a = await ownClaim(trx, expert, auditId)
    if (a.status !== 'assigned') throw fail('已经开始写意见的审核不能退回待分配')
    await move(trx, a, 'submitted', { id: expert.id, role: 'expert' }, { expert_id: null }, '专家退回待分配')
    return (await auditOf(trx, a.id))!
  })
  return reviewOf(ctx.db, expert, a)
}

function checkRemarks(a: AuditRow, remarks: ReadonlyArray<Remark>): void {
  const count = thaw(a.snapshot).ItemCount
  const seen = new Set<number>()
  for (const r of remarks) {
    if (r.Position > count) throw invalid(`第 ${r.Position} 个志愿不存在（这份志愿表共 ${count} 个志愿）`)
    if (seen.has(r.Position)) throw invalid(`第 ${r.Position} 个志愿的意见写了两次`)
    seen.add(r.Position)
    if (r.Suggestion?.Action === 'move' && r.Suggestion.ToPosition > count) throw invalid(`第 ${r.Position} 个志愿：只能移到第 1–${count} 个`)
    if (!r.Remark.trim() && !r.Suggestion) throw invalid(`第 ${r.Position} 个志愿的意见是空的`)
  }
}

export async function saveDraft(ctx: AppContext, expert: UserRow, body: { AuditId: number; Comment: string; RowRemarks: Remark[] }) {
  requireExpert(expert)
  const a = await ctx.db.transaction().execute(async (trx) => {
    const a = await ownClaim(trx, expert, body.AuditId)
    checkRemarks(a, body.RowRemarks)
    const set = { comment: body.Comment.trim(), row_remarks: JSON.stringify(body.RowRemarks) }
    if (a.status === 'assigned') await move(trx, a, 'in_review', { id: expert.id, role: 'expert' }, set)
    else
      await trx
        .updateTable('audits')
        .set({ ...set, updated_at: new Date() })
        .where('id', '=', a.id)
        .execute()
    return (await auditOf(trx, a.id))!
  })
  return reviewOf(ctx.db, expert, a)
}

export async function returnResult(
  ctx: AppContext,
  expert: UserRow,
  body: { AuditId: number; Comment: string; RowRemarks: Remark[]; Result: 'approved' | 'changes' },
) {
  requireExpert(expert)
  if (!body.Comment.trim()) throw invalid('请写总体意见（Comment）再提交结果')
  if (body.Result === 'changes' && !body.RowRemarks.length) throw invalid('结论是「建议修改」时，请至少对一个志愿写出意见')
  const a = await ctx.db.transaction().execute(async (trx) => {
    const a = await ownClaim(trx, expert, body.AuditId)
    checkRemarks(a, body.RowRemarks)
    await move(
      trx,
      a,
      'returned',
      { id: expert.id, role: 'expert' },
      { comment: body.Comment.trim(), row_remarks: JSON.stringify(body.RowRemarks), result: body.Result },
    )
    await addMessage(trx, {
      userId: a.user_id,
      kind: 'message',
      title: '志愿审核已完成',
      body: `「${a.table_name}」的审核结果：${body.Result === 'approved' ? '可以直接使用' : '建议修改'}。点开查看专家意见。`,
      link: `pages/personal/audit-wish/audit-result?id=${a.id}`,
    })
    return (await auditOf(trx, a.id))!
  })
  return reviewOf(ctx.db, expert, a)
}
