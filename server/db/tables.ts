/**
 * The database as Kysely sees it: one interface per table, grouped by domain in ./tables/*.ts.
 * A domain adds its file there and its interface to `DB` below; the matching migration goes in ./migrations.
 */
import type { MetaTables } from './tables/meta'
import type { AccountTables } from './tables/account'
import type { ProfileTables } from './tables/profile'
import type { ReferenceTables } from './tables/reference'
import type { WishTables } from './tables/wish'
import type { AuditTables } from './tables/audit'
import type { PaymentTables } from './tables/payment'

export interface DB extends MetaTables, AccountTables, ProfileTables, ReferenceTables, WishTables, AuditTables, PaymentTables {}
