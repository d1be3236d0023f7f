import type { AppContext } from '../context'
import type { Handlers } from '../http/registry'

/**
 * A feature module of the server: the calls it serves, services it offers to other modules, and the
 * seed steps it runs on first start (each step runs once, recorded in seed_runs).
 */
export interface ServerModule {
  name: string
  handlers: Handlers
  /** called once at start, before any request; may register shared services (setService with a typed key: context.ts) */
  init?(ctx: AppContext): Promise<void> | void
  seeds?: SeedStep[]
  /** extra non-API routes (e.g. the sandbox SMS outbox), registered with the fastify instance */
  routes?(app: import('fastify').FastifyInstance, ctx: AppContext): Promise<void> | void
  close?(ctx: AppContext): Promise<void> | void
  /**
   * Calls whose answer depends on the body and the reference data alone (no caller, no account data, no clock): app.ts
   * keeps their answers (http/answer-cache.ts) under `version`, the reference data version now current, and does not
   * read the caller's session for them.
   */
  referenceAnswers?: { calls: readonly string[]; version(ctx: AppContext): Promise<string> }
}

export interface SeedStep {
  /** unique name; a step whose name and checksum are recorded in seed_runs is skipped */
  name: string
  /** changes when the step's input changes (e.g. a data file's hash), so new data re-seeds */
  checksum(ctx: AppContext): Promise<string> | string
  /** must be idempotent and write all or nothing (run inside a transaction) */
  run(ctx: AppContext): Promise<number>
}
