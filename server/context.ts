/**
 * What handlers can reach: settings, the database, the logger and the services other modules provide.
 * Built once per server by app.ts; tests build their own with an in-memory database.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from './config'
import type { Database, DatabaseHandle } from './db/database'
import type { AuthUser } from './http/auth-user'
import type { WriteWatch } from './db/write-watch'

export interface SessionResolver {
  /** the user of a token, or null when missing/unknown/expired (the caller answers 112) */
  resolve(token: string): Promise<AuthUser | null>
}

export interface AppContext {
  config: ServerConfig
  /** the database as handlers use it: every statement passes `writes` */
  db: Database
  dbHandle: DatabaseHandle
  /** notices of this process's writes, per table, for in-process caches (see db/write-watch.ts) */
  writes: WriteWatch
  log: FastifyBaseLogger
  sessions: SessionResolver
  /** services modules share, reached only through their typed keys: getService / setService below */
  services: Services
}

/**
 * The typed name of a shared service: `const KV = serviceKey<KvStore>('kv')`, then `getService(ctx, KV)` is a
 * `KvStore | undefined` with no cast where it is used. Two keys with one name would share one slot, so a name
 * says whose service it is (`account:session-cache`).
 */
export interface ServiceKey<T> {
  readonly name: string
  /** carries T for the compiler only; never set */
  readonly type?: (value: T) => T
}

export const serviceKey = <T>(name: string): ServiceKey<T> => ({ name })

/** the services of one server, by key name; written and read only through the functions below */
export type Services = Map<string, unknown>

export const newServices = (): Services => new Map()

type WithServices = Pick<AppContext, 'services'>

export function getService<T>(ctx: WithServices, key: ServiceKey<T>): T | undefined {
  // the one place the stored value meets its type: setService took a T under this key
  return ctx.services.get(key.name) as T | undefined
}

export function setService<T>(ctx: WithServices, key: ServiceKey<T>, value: T): void {
  ctx.services.set(key.name, value)
}

export function hasService<T>(ctx: WithServices, key: ServiceKey<T>): boolean {
  return ctx.services.has(key.name)
}

export function deleteService<T>(ctx: WithServices, key: ServiceKey<T>): void {
  ctx.services.delete(key.name)
}

/** the service under `key`, made by `make` (and kept) on first use */
export function serviceOf<T>(ctx: WithServices, key: ServiceKey<T>, make: () => T): T {
  const had = getService(ctx, key)
  if (had !== undefined) return had
  const made = make()
  setService(ctx, key, made)
  return made
}
