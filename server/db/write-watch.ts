/**
 * Tells in-process caches that a table they copy is about to be written. A Kysely plugin sees every statement
 * this process sends (query builder and raw `sql`), so a cache needs no list of the places that write its table:
 * a new write path cannot forget to invalidate it.
 *
 * It only sees this process's statements. A cache that relies on it must be one that no other process can
 * write under — which holds for the embedded database, whose data directory one server owns (data-dir-lock.ts).
 *
 * Each notice names the written table, what kind of write it is and, when the statement's WHERE pins rows by
 * one column (`id = 7`, `user_id in (…)`, alone or AND-ed with more conditions), that column and its values, so a
 * cache can drop just those rows. Anything it cannot read that precisely (raw SQL, OR, a subquery) comes with
 * `key: null`: treat every row as written. A spurious notice costs a cache miss; a missed one would serve stale data.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'

export interface WriteNotice {
  table: string
  /** raw: SQL text with a writing keyword, table read from its words */
  op: 'insert' | 'update' | 'delete' | 'merge' | 'raw'
  /** an insert that may change existing rows (ON CONFLICT … / REPLACE) */
  upsert: boolean
  /** the rows written, when the WHERE pins them by one column's values; null: any row */
  key: { column: string; values: readonly unknown[] } | null
}

type Listener = (n: WriteNotice) => void

const OPS: Record<string, WriteNotice['op']> = {
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
}
const RAW_WRITE = /\b(insert|update|delete|merge|truncate|drop|alter)\b/i

export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Map<string, Listener[]>()

  /** calls `fn` before any statement that writes one of `tables` is sent */
  on(tables: readonly string[], fn: Listener): void {
    for (const t of tables) this.listeners.set(t, [...(this.listeners.get(t) ?? []), fn])
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // a select writes only through a data-modifying WITH; its (possibly large) body is not walked
    const tree = args.node.kind === 'SelectQueryNode' ? args.node.with : args.node
    if (this.listeners.size && tree) for (const n of writesIn(tree)) for (const fn of this.listeners.get(n.table) ?? []) fn(n)
    return args.node
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
}

/** every write a statement's tree makes (a WITH may hold several) */
export function writesIn(tree: unknown): WriteNotice[] {
  const out: WriteNotice[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const n of node) visit(n)
      return
    }
    const kind = (node as OperationNode).kind
    const op = kind ? OPS[kind] : undefined
    if (op) {
      const q = node as QueryNode
      const target = op === 'insert' ? q.into : op === 'update' ? q.table : op === 'delete' ? q.from?.froms?.[0] : q.into
      const table = tableName(target)
      const upsert = op === 'insert' && !!(q.onConflict || q.onDuplicateKey || q.replace || q.orAction)
      if (table) out.push({ table, op, upsert, key: op === 'update' || op === 'delete' ? keyOf(q.where?.where) : null })
      else out.push(...everyTable(node, op))
    } else if (kind === 'RawNode') {
      const text = (node as { sqlFragments: readonly string[] }).sqlFragments.join(' ')
      if (RAW_WRITE.test(text)) {
        const words = new Set((text.match(/[a-z_][a-z0-9_]*/gi) ?? []).map((w) => w.toLowerCase()))
        for (const t of namedTables(node)) words.add(t)
        for (const table of words) out.push({ table, op: 'raw', upsert: true, key: null })
        return
      }
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') visit(v)
  }
  visit(tree)
  return out
}

interface QueryNode {
  into?: unknown
  table?: unknown
  from?: { froms?: unknown[] }
  where?: { where?: unknown }
  onConflict?: unknown
  onDuplicateKey?: unknown
  replace?: boolean
  orAction?: unknown
}

/** the table a TableNode (or an aliased one) names */
function tableName(node: unknown): string | null {
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown } | undefined
  if (n?.kind === 'TableNode') return n.table?.identifier?.name ?? null
  if (n?.kind === 'AliasNode') return tableName(n.node)
  return null
}

function namedTables(node: unknown, acc = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return acc
  const name = tableName(node)
  if (name) acc.add(name)
  for (const v of Object.values(node)) if (v && typeof v === 'object') namedTables(v, acc)
  return acc
}

/** a write whose target could not be read: every table it names, every row */
const everyTable = (node: unknown, op: WriteNotice['op']): WriteNotice[] => [...namedTables(node)].map((table) => ({ table, op, upsert: true, key: null }))

/** the column and values a WHERE pins rows by (`col = v`, `col in (…)`, either side of an AND), else null */
function keyOf(where: unknown): WriteNotice['key'] {
  const n = where as
    { kind?: string; left?: unknown; right?: unknown; leftOperand?: unknown; operator?: { operator?: string }; rightOperand?: unknown } | undefined
  if (!n) return null
  if (n.kind === 'AndNode') return keyOf(n.left) ?? keyOf(n.right)
  if (n.kind === 'ParensNode') return keyOf((n as { node?: unknown }).node)
  if (n.kind !== 'BinaryOperationNode') return null
  const op = n.operator?.operator
  const column = columnName(n.leftOperand)
  if (!column) return null
  const right = n.rightOperand as { kind?: string; value?: unknown; values?: readonly unknown[] } | undefined
  if (op === '=' && right?.kind === 'ValueNode') return { column, values: [right.value] }
  if (op === 'in' && right?.kind === 'PrimitiveValueListNode') return { column, values: right.values ?? [] }
  if (op === 'in' && right?.kind === 'ValueListNode') {
    const values = (right.values as Array<{ kind?: string; value?: unknown }>).map((v) => (v.kind === 'ValueNode' ? v.value : undefined))
    return values.includes(undefined) ? null : { column, values }
  }
  return null
}

function columnName(node: unknown): string | null {
  const n = node as { kind?: string; column?: { kind?: string; column?: { name?: string } } } | undefined
  return n?.kind === 'ReferenceNode' && n.column?.kind === 'ColumnNode' ? (n.column.column?.name ?? null) : null
}
