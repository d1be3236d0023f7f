/**
 * H5 only (config/index.ts puts this in place of `jsonp-retry`): Taro.request's JSONP mode, which the app never asks
 * for (every call is a JSON POST to our own API, src/services/transport.ts). The package was ~12 KB of source in
 * app.js on the home route's first load; a `jsonp` request now fails plainly instead.
 */
export default function jsonp(url: string): Promise<never> {
  return Promise.reject(new Error(`JSONP is not supported in this build (${url})`))
}
