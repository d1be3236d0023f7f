/**
 * Expert audit of wish tables (issue 18). A student sends a saved table; the audit keeps a frozen snapshot of it
 * (rows with the engine's probability, band and the whole-table 滑档 risk at submission) so the expert and the
 * student read the same table even after the original is edited. Every status change is an event row (time,
 * actor, from → to). An expert is a user with role 'expert' (npm run admin -- create-expert). A student's right to
 * an audit is membership (data/rules/membership.json) or a bought credit (audit_credits). A returned audit leaves
 * a message (user_messages), whose unread count drives tab 2's badge.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // 'student' for everyone; 'expert' may act in the reviewer console (/review/)
  await sql`alter table users add column role text not null default 'student'`.execute(db)

  await db.schema
    .createTable('audits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the table sent (null once the student deletes it: the snapshot stays)
    .addColumn('wish_id', 'integer', (c) => c.references('wish_tables.id').onDelete('set null'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    // JSON: the table as sent, with the engine's figures at submission (AuditSnapshot)
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    // submitted | assigned | in_review | returned | withdrawn
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('expert_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // approved | changes (when returned)
    .addColumn('result', 'text')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of { Position, Remark, Suggestion } the expert wrote per row
    .addColumn('row_remarks', 'text', (c) => c.notNull().defaultTo('[]'))
    // how the audit was paid for: 'member' or 'credit' (a credit goes back when the student withdraws)
    .addColumn('paid_by', 'text', (c) => c.notNull())
    // the table the student made by applying the suggestions (the original stays)
    .addColumn('applied_wish_id', 'integer', (c) => c.references('wish_tables.id').onDelete('set null'))
    // when the student first opened the returned result (the list's 未读 mark)
    .addColumn('result_read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('audits_user').on('audits').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('audits_status').on('audits').columns(['status', 'id']).execute()
  await db.schema.createIndex('audits_expert').on('audits').columns(['expert_id', 'status']).execute()

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('audit_id', 'integer', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer')
    // student | expert | system
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('audit_events_audit').on('audit_events').columns(['audit_id', 'id']).execute()

  // audits bought one at a time (a paid order of the audit product grants one)
  await db.schema
    .createTable('audit_credits')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('user_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // message (to this user: an audit returned, an order paid) | notice (announcements)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // the app route a tap opens, with its query (e.g. pages/personal/audit-wish/audit-result?id=3)
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('user_messages_user').on('user_messages').columns(['user_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_messages').execute()
  await db.schema.dropTable('audit_credits').execute()
  await db.schema.dropTable('audit_events').execute()
  await db.schema.dropTable('audits').execute()
  await sql`alter table users drop column if exists role`.execute(db)
}
