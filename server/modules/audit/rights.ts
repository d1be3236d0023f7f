/**
 * A student's right to an expert audit: membership whose group the configuration names for the `audit` feature
 * (data/rules/membership.json), or an audit credit bought on its own (the payment module grants one per paid audit
 * order). A credit is taken in the transaction that creates the audit and given back if the student withdraws
 * before an expert starts, so none is lost or spent twice.
 */
import { sql } from 'kysely'
import type { Database } from '../../db/database'

export async function grantAuditCredits(db: Database, userId: number, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`audit credits to grant must be 1–100 (got ${n})`)
  const row = await db
    .insertInto('audit_credits')
    .values({ user_id: userId, credits: n })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ credits: sql`audit_credits.credits + ${n}`, updated_at: sql`now()` }))
    .returning('credits')
    .executeTakeFirstOrThrow()
  return row.credits
}

export async function auditCredits(db: Database, userId: number): Promise<number> {
  const row = await db.selectFrom('audit_credits').select('credits').where('user_id', '=', userId).executeTakeFirst()
  return row?.credits ?? 0
}

/** takes one credit if the user has one (atomically: the update only matches while credits > 0) */
export async function takeAuditCredit(db: Database, userId: number): Promise<boolean> {
  const r = await db
    .updateTable('audit_credits')
    .set({ credits: sql`credits - 1`, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('credits', '>', 0)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}
