import type { Generated } from 'kysely'

export interface MetaTables {
  /** one row per seed step that has run, so seeding on first start is idempotent */
  seed_runs: {
    name: string
    checksum: string
    rows: number
    finished_at: Generated<Date>
  }
  /** stored configuration values (Public/Config), value is a JSON string */
  app_configs: {
    name: string
    value: string
    description: string
    updated_at: Generated<Date>
  }
}
