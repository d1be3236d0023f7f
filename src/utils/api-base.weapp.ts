/** The mini program has no origin of its own: a local server unless TARO_APP_API_BASE names another. */
export const DEFAULT_API_BASE = 'http://127.0.0.1:3000'
