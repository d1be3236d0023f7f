/**
 * Fast multi-row inserts that run unchanged on PGlite and PostgreSQL: one statement per batch,
 * `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`, one array parameter per column.
 * Measured on PGlite: ~8 µs per row for 10-column rows, the same as COPY FROM '/dev/blob'.
 */
import { sql, type Kysely } from 'kysely'

export interface Column {
  name: string
  /** SQL element type of the array: int, smallint, text, numeric, boolean, double precision */
  type: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL only: called with the typed database and with a migration's Kysely<any> alike
type AnyDb = Kysely<any>

export class BulkWriter {
  private cols: unknown[][]
  private size = 0
  written = 0

  constructor(
    private readonly db: AnyDb,
    private readonly table: string,
    private readonly columns: Column[],
    private readonly batch = 10000,
    private readonly onFlush?: (written: number) => void,
  ) {
    this.cols = columns.map(() => [])
  }

  async add(values: unknown[]): Promise<void> {
    for (let i = 0; i < this.columns.length; i++) this.cols[i].push(values[i] === undefined ? null : values[i])
    this.size++
    if (this.size >= this.batch) await this.flush()
  }

  async flush(): Promise<void> {
    if (!this.size) return
    const arrays = this.cols
    this.cols = this.columns.map(() => [])
    const n = this.size
    this.size = 0
    const names = sql.join(this.columns.map((c) => sql.ref(c.name)))
    const params = sql.join(arrays.map((a, i) => sql`${a}::${sql.raw(this.columns[i].type)}[]`))
    await sql`insert into ${sql.table(this.table)} (${names}) select * from unnest(${params})`.execute(this.db)
    this.written += n
    this.onFlush?.(this.written)
  }
}
