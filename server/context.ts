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
  /** services registered by modules at start, by name (see app.ts `services`) */
  services: Record<string, unknown>
}
