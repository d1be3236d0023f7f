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
