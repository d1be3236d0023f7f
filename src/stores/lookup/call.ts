/**
 * How the lookup stores call the API: `call` of the request layer, always silent. Lookup pages draw skeletons while
 * they wait, so the blocking 加载中 indicator would only hide the skeleton and block scrolling; the error catalogue
 * still applies (a failed call shows the server's message and rejects, and the page shows its error view with a retry).
 */
import type { ApiBody, ApiData, ApiName } from '@contract/endpoints'
import { call, type CallOptions } from '../../services/request'

/** `call(name, body, { silent: true })`; every lookup body has required or optional fields, so a body is always passed */
export function quiet<K extends ApiName>(name: K, body: ApiBody<K>): Promise<ApiData<K>> {
  return (call as (n: K, b: ApiBody<K>, o: CallOptions) => Promise<ApiData<K>>)(name, body, { silent: true })
}
