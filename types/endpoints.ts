/**
 * Every call the server serves, keyed by `<Group>/<Name>` (the path after /api/). The server registers a
 * route and a validator for each; the app's request layer is typed by `Api`.
 * Add a domain file under api/ and spread it here.
 */
import type { Static } from '@sinclair/typebox'
import { accountEndpoints } from './api/account'
import { profileEndpoints } from './api/profile'
import { lookupEndpoints } from './api/lookup'
import { wishEndpoints } from './api/wish'
import { auditEndpoints } from './api/audit'
import { paymentEndpoints } from './api/payment'
import { assessEndpoints } from './api/assess'
import { contentEndpoints } from './api/content'
import { careerEndpoints } from './api/career'

export const ENDPOINTS = {
  ...accountEndpoints,
  ...profileEndpoints,
  ...lookupEndpoints,
  ...wishEndpoints,
  ...auditEndpoints,
  ...paymentEndpoints,
  ...assessEndpoints,
  ...contentEndpoints,
  ...careerEndpoints,
}

export type ApiName = keyof typeof ENDPOINTS

/** body and data type of each call */
export type Api = {
  [K in ApiName]: { body: Static<(typeof ENDPOINTS)[K]['body']>; data: Static<(typeof ENDPOINTS)[K]['data']> }
}
export type ApiBody<K extends ApiName> = Api[K]['body']
export type ApiData<K extends ApiName> = Api[K]['data']
