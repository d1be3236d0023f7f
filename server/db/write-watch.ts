/**
 * Tells in-process caches that a table they copy was written. A Kysely plugin sees every statement this
 * process sends (query builder and raw `sql`), so a cache needs no list of the places that write its
 * table: a new write path cannot forget to invalidate it.
 *
 * It only sees this process's statements. A cache that relies on it must be one that no other process can
 * write under — which holds for the embedded database, whose data directory one server owns (data-dir-lock.ts).
 *
 * It over-approximates on purpose: any insert / update / delete / merge / truncate (or raw SQL with such a
 * keyword) whose tree names a watched table counts, even when the table only appears in a subquery. A
 * spurious notice costs a cache miss; a missed one would serve stale data.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode'])
const RAW_WRITE = /\b(insert|update|delete|merge|truncate|drop|alter)\b/i

type Listener = () => void

export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Map<string, Listener[]>()

  /** calls `fn` before any statement that writes one of `tables` is sent */
  on(tables: readonly string[], fn: Listener): void {
    for (const t of tables) this.listeners.set(t, [...(this.listeners.get(t) ?? []), fn])
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // a select writes only through a data-modifying WITH; its (possibly large) body is not walked
    const tree = args.node.kind === 'SelectQueryNode' ? args.node.with : args.node
    if (this.listeners.size && tree) {
      const seen = { write: false, tables: new Set<string>() }
      walk(tree, seen)
      if (seen.write) {
        const due = new Set<Listener>()
        for (const t of seen.tables) for (const fn of this.listeners.get(t) ?? []) due.add(fn)
        for (const fn of due) fn()
      }
    }
    return args.node
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
}

/** what a statement's tree writes: whether it is a write at all, and every table (or word, for raw SQL) it names */
function walk(node: unknown, seen: { write: boolean; tables: Set<string> }): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const n of node) walk(n, seen)
    return
  }
  const kind = (node as OperationNode).kind
  if (kind && WRITE_NODES.has(kind)) seen.write = true
  if (kind === 'TableNode') {
    seen.tables.add((node as { table: { identifier: { name: string } } }).table.identifier.name)
    return
  }
  if (kind === 'RawNode') {
    const text = (node as { sqlFragments: readonly string[] }).sqlFragments.join(' ')
    if (RAW_WRITE.test(text)) seen.write = true
    for (const word of text.match(/[a-z_][a-z0-9_]*/gi) ?? []) seen.tables.add(word.toLowerCase())
  }
  for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v, seen)
}
