/**
 * The one place the payment module reaches into the audit module's insides: a paid audit order grants one credit.
 * TEMPORARY: the audit module has no index.ts yet (it is being written in parallel); once it has, this import moves
 * to '../audit' and scripts/check-imports.ts stops naming this file.
 */
import type { Database } from '../../db/database'
import { grantAuditCredits } from '../audit/rights'

export async function grantOneAuditCredit(db: Database, userId: number): Promise<number> {
  return grantAuditCredits(db, userId, 1)
}
