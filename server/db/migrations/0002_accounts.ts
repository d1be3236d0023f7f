/**
 * Accounts: users, login sessions, open-platform bindings, the shared key-value store (SMS codes, rate
 * limits, single-use nonces) and the sandbox SMS outbox. Every later table that holds a user's data must
 * reference users(id) ON DELETE CASCADE so that User/DeleteStudent removes it with the account.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    // argon2id PHC string; null for accounts created by SMS code or a partner until a password is set
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('exam_province_id', 'smallint')
    .addColumn('exam_year', 'smallint')
    .addColumn('subject_type', 'smallint')
    // JSON array of subject names, e.g. ["物理","化学","生物"] (text, so both drivers read it the same way)
    .addColumn('select_subjects', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('score', 'numeric(6, 2)')
    .addColumn('rank', 'integer')
    .addColumn('final_score', 'numeric(6, 2)')
    .addColumn('final_rank', 'integer')
    .addColumn('member_type', 'smallint', (c) => c.notNull().defaultTo(-1))
    .addColumn('member_expire_at', 'timestamptz')
    .addColumn('school_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('class_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recommend_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('score_edit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 (hex) of the token: a stolen database cannot be replayed as tokens
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('login_method', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('user_open_ids')
    .addColumn('open_type', 'smallint', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('union_id', 'text', (c) => c.notNull().defaultTo(''))
    // last time a provider confirmed this id through a code exchange; OpenIdLogin needs a recent one
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_open_ids_pk', ['open_type', 'open_id'])
    .execute()
  await db.schema.createIndex('user_open_ids_user_id').on('user_open_ids').column('user_id').execute()

  // Shared short-lived state (SMS codes, counters, nonces) when REDIS_URL is not set. Expiry is in
  // milliseconds of the server clock so tests can move time without touching the database clock.
  await db.schema
    .createTable('kv_entries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('kv_entries_expires_at_ms').on('kv_entries').column('expires_at_ms').execute()

  // What the sandbox SMS gateway "delivered" (dev and tests only; real providers never write here).
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('sign_name', 'text', (c) => c.notNull())
    .addColumn('template_code', 'text', (c) => c.notNull())
    .addColumn('template_param', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('biz_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sms_outbox', 'kv_entries', 'user_open_ids', 'sessions', 'users']) await db.schema.dropTable(t).execute()
}
