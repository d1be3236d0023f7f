/**
 * Every migration, in order. Names sort as they run: 0001–0099 core and accounts, 0100–0199 reference
 * data (schools, majors, lines), 0200+ later features. A static list (not a folder scan) so the same
 * code runs under tsx, jest and a bundler.
 */
import type { Migration } from 'kysely'
import * as m0001 from './0001_meta'
import * as m0002 from './0002_accounts'
import * as m0003 from './0003_profile_regions'
import * as m0100 from './0100_reference'
import * as m0101 from './0101_reference_branch'
import * as m0300 from './0300_wish_tables'
import * as m0310 from './0310_wish_quotas'
import * as m0400 from './0400_audit'
import * as m0500 from './0500_payments'
import * as m0600 from './0600_assessments'
import * as m0620 from './0620_content'
import * as m0700 from './0700_search'

export const MIGRATIONS: Record<string, Migration> = {
  '0001_meta': m0001,
  '0002_accounts': m0002,
  '0003_profile_regions': m0003,
  '0100_reference': m0100,
  '0101_reference_branch': m0101,
  '0300_wish_tables': m0300,
  '0310_wish_quotas': m0310,
  '0400_audit': m0400,
  '0500_payments': m0500,
  '0600_assessments': m0600,
  '0620_content': m0620,
  '0700_search': m0700,
}
