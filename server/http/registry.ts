/**
 * How a module serves calls: a map from `<Group>/<Name>` (a key of types/endpoints.ts) to a handler
 * that receives the validated body and, for `auth: 'user'` calls, the logged-in user. Handlers return
 * the `data` of the envelope or throw ApiError.
 */
import type { FastifyRequest } from 'fastify'
import type { Api, ApiName } from '../../types/endpoints'
import type { AppContext } from '../context'
import type { AuthUser } from './auth-user'

export type { AuthUser } from './auth-user'

export interface HandlerInput<K extends ApiName> {
  body: Api[K]['body']
  /** set when a valid token came with the call (always set for auth: 'user') */
  user: AuthUser | null
  /** raw token header, for calls that act on the session itself */
  token: string | null
  ctx: AppContext
  req: FastifyRequest
}

export type Handler<K extends ApiName> = (input: HandlerInput<K>) => Promise<Api[K]['data']> | Api[K]['data']

export type Handlers = { [K in ApiName]?: Handler<K> }

export function defineHandlers<H extends Handlers>(handlers: H): H {
  return handlers
}
