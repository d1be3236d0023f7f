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
  /** the batch being written while the next one is gathered (at most one in flight) */
  private inFlight: Promise<void> | null = null
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
    if (this.size >= this.batch) await this.send()
  }

  /** writes everything added so far; resolves once it is written */
  async flush(): Promise<void> {
    await this.send()
    const last = this.inFlight
    this.inFlight = null
    await last
  }

  /**
   * Sends the gathered rows without waiting for them to be written, once the batch before is: the embedded database
   * writes in its own thread (and PostgreSQL in its own process) while this one reads and checks the next 10,000 rows
   * — the two halves of a seed overlap instead of taking turns. A failed write is thrown by the next send or flush.
   */
  private async send(): Promise<void> {
    if (!this.size) return
    const arrays = this.cols
    this.cols = this.columns.map(() => [])
    const n = this.size
    this.size = 0
    if (this.inFlight) await this.inFlight
    const names = sql.join(this.columns.map((c) => sql.ref(c.name)))
    const params = sql.join(arrays.map((a, i) => sql`${a}::${sql.raw(this.columns[i].type)}[]`))
    const write = sql`insert into ${sql.table(this.table)} (${names}) select * from unnest(${params})`.execute(this.db).then(() => {
      this.written += n
      this.onFlush?.(this.written)
    })
    // awaited by the next send or flush; until then a failure must not count as unhandled
    write.catch(() => undefined)
    this.inFlight = write
  }
}
