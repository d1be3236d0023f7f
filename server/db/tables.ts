/**
 * The database as Kysely sees it: one interface per table, grouped by domain in ./tables/*.ts.
 * A domain adds its file there and its interface to `DB` below; the matching migration goes in ./migrations.
 */
import type { MetaTables } from './tables/meta'

export interface DB extends MetaTables {}
