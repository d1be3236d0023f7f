/**
 * The user's messages (站内消息): one row per event addressed to them (an audit returned, an order paid). The
 * unread count of `message` and `notice` rows drives the badge of tab 2 (SPEC §2); pages/home/content/index lists
 * them and marks them read. Bounded: a user keeps the newest MAX_MESSAGES; older ones go as new ones come.
 */
import type { Database } from '../../db/database'

export const MAX_MESSAGES = 200
export const MESSAGE_KINDS = ['message', 'notice'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export interface NewMessage {
  userId: number
  kind: MessageKind
  title: string
  body?: string
  /** app route with its query, opened when the message is tapped */
  link?: string
}

export async function addMessage(db: Database, m: NewMessage): Promise<number> {
  const row = await db
    .insertInto('user_messages')
    .values({ user_id: m.userId, kind: m.kind, title: m.title.slice(0, 100), body: (m.body ?? '').slice(0, 2000), link: (m.link ?? '').slice(0, 300) })
    .returning('id')
    .executeTakeFirstOrThrow()
  // keep the newest MAX_MESSAGES of this user
  const cut = await db
    .selectFrom('user_messages')
    .select('id')
    .where('user_id', '=', m.userId)
    .orderBy('id', 'desc')
    .offset(MAX_MESSAGES)
    .limit(1)
    .executeTakeFirst()
  if (cut) await db.deleteFrom('user_messages').where('user_id', '=', m.userId).where('id', '<=', cut.id).execute()
  return row.id
}

export async function unreadCounts(db: Database, userId: number): Promise<{ Notice: number; Message: number }> {
  const rows = await db
    .selectFrom('user_messages')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .groupBy('kind')
    .execute()
  const of = (k: MessageKind) => Number(rows.find((r) => r.kind === k)?.n ?? 0)
  return { Notice: of('notice'), Message: of('message') }
}

export async function listMessages(db: Database, userId: number, kind: MessageKind | undefined, limit: number, offset: number) {
  let q = db.selectFrom('user_messages').where('user_id', '=', userId)
  if (kind) q = q.where('kind', '=', kind)
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute()
  return {
    Total: Number(total.n),
    List: rows.map((r) => ({
      MessageId: r.id,
      Kind: r.kind as MessageKind,
      Title: r.title,
      Body: r.body,
      Link: r.link,
      CreatedAt: new Date(r.created_at).toISOString(),
      Read: r.read_at !== null,
    })),
  }
}

/** marks the given messages (only the caller's own), or all of one kind, or all, as read; answers what is left unread */
export async function markRead(db: Database, userId: number, ids: number[] | undefined, kind: MessageKind | undefined) {
  let q = db.updateTable('user_messages').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null)
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0])
  if (kind) q = q.where('kind', '=', kind)
  await q.execute()
  return unreadCounts(db, userId)
}
