/**
 * Payments and membership cards (issue 18). An order keeps the product's price and grant as they were when it was
 * made (a later price change does not touch it) and moves created → paid → fulfilled, or created → closed when
 * unpaid for 30 minutes. `paid` and `fulfilled` are written in one transaction, so a crash leaves an order either
 * unpaid or fulfilled; a `paid` order left by anything else is fulfilled by the start-up sweep. Every notify that
 * passed its signature check is kept once per provider id (payment_notifies), so a replay changes nothing.
 * Cards are stored by the SHA-256 of their number (the number is 80 random bits: the hash cannot be reversed by
 * trying numbers), unique; activation is one conditional update (used_by is null), so a card is used once.
 */
import { Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    // member | audit
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('member_type', 'smallint')
    .addColumn('days', 'integer')
    // 分
    .addColumn('amount', 'integer', (c) => c.notNull())
    // wechat | alipay
    .addColumn('channel', 'text', (c) => c.notNull())
    // the call that made it (Payment/WechatMiniAppPay …)
    .addColumn('method', 'text', (c) => c.notNull())
    // created | paid | fulfilled | closed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('provider_trade_no', 'text')
    // a payment reported after the order was closed: kept for a refund by staff, never fulfilled
    .addColumn('late_payment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expire_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('fulfilled_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('payment_orders_user').on('payment_orders').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('payment_orders_status').on('payment_orders').columns(['status', 'expire_at']).execute()

  await db.schema
    .createTable('payment_notifies')
    .addColumn('channel', 'text', (c) => c.notNull())
    // WeChat's notify id / Alipay's notify_id
    .addColumn('notify_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // what it did: paid | duplicate | late | ignored
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_notifies_pk', ['channel', 'notify_id'])
    .execute()

  await db.schema
    .createTable('member_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    // the last 4 characters, to show which card it was without the number
    .addColumn('code_tail', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('member_type', 'smallint', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('member_cards_used_by').on('member_cards').columns(['used_by', 'used_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_cards').execute()
  await db.schema.dropTable('payment_notifies').execute()
  await db.schema.dropTable('payment_orders').execute()
}
