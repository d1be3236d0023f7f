/** Reads and writes of the audit tables (Kysely); the service decides, these only fetch and store. */
import { sql, type Selectable } from 'kysely'
import type { Database } from '../../db/database'
import type { DB } from '../../db/tables'
import type { AuditStatus } from '../../../types/api/audit'

export type AuditRow = Selectable<DB['audits']>
export const OPEN_STATUSES: AuditStatus[] = ['submitted', 'assigned', 'in_review']

export async function auditOf(db: Database, id: number, lock = false): Promise<AuditRow | undefined> {
  let q = db.selectFrom('audits').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  return q.executeTakeFirst()
}

export async function countsOf(db: Database, userId: number): Promise<{ open: number; total: number }> {
  const r = await db
    .selectFrom('audits')
    .select([sql<number>`count(*) filter (where status in ('submitted','assigned','in_review'))::int`.as('open'), sql<number>`count(*)::int`.as('total')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return { open: Number(r.open), total: Number(r.total) }
}

export async function openAuditOfTable(db: Database, userId: number, wishId: number): Promise<AuditRow | undefined> {
  return db.selectFrom('audits').selectAll().where('user_id', '=', userId).where('wish_id', '=', wishId).where('status', 'in', OPEN_STATUSES).executeTakeFirst()
}

export async function insertEvent(
  db: Database,
  e: { auditId: number; actorId: number | null; role: 'student' | 'expert' | 'system'; from: string | null; to: string; note?: string },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({ audit_id: e.auditId, actor_id: e.actorId, actor_role: e.role, from_status: e.from, to_status: e.to, note: e.note ?? '' })
    .execute()
}

export async function eventsOf(db: Database, auditId: number) {
  return db.selectFrom('audit_events').selectAll().where('audit_id', '=', auditId).orderBy('id').execute()
}

export async function studentPage(db: Database, userId: number, view: 'open' | 'done' | undefined, limit: number, offset: number) {
  let q = db.selectFrom('audits').where('user_id', '=', userId)
  if (view === 'open') q = q.where('status', 'in', OPEN_STATUSES)
  if (view === 'done') q = q.where('status', 'not in', OPEN_STATUSES)
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute()
  return { total: Number(total.n), rows }
}

export async function expertPage(db: Database, expertId: number, view: 'waiting' | 'mine' | 'done', limit: number, offset: number) {
  let q = db.selectFrom('audits').leftJoin('users as e', 'e.id', 'audits.expert_id').innerJoin('users as s', 's.id', 'audits.user_id')
  // waiting: never claimed, or claimed by an expert whose account has since been deleted (expert_id set null)
  if (view === 'waiting')
    q = q.where((eb) =>
      eb.or([eb('audits.status', '=', 'submitted'), eb.and([eb('audits.status', 'in', ['assigned', 'in_review']), eb('audits.expert_id', 'is', null)])]),
    )
  if (view === 'mine') q = q.where('audits.expert_id', '=', expertId).where('audits.status', 'in', ['assigned', 'in_review'])
  if (view === 'done') q = q.where('audits.expert_id', '=', expertId).where('audits.status', '=', 'returned')
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = await q
    .selectAll('audits')
    .select(['e.nickname as expert_name', 's.score as student_score', 's.rank as student_rank'])
    // the oldest waiting table first (first come, first served); one's own and finished ones newest first
    .orderBy('audits.id', view === 'waiting' ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return { total: Number(total.n), rows }
}

export async function nicknameOf(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null
  const r = await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
  return r?.nickname ?? null
}
