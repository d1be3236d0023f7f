/** H5: the site and its API share an origin (the server serves dist/h5 at /). */
export const DEFAULT_API_BASE = ''
