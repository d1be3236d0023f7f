/** A chunk-load failure as the app reports it (console and the `zy:chunk-load-failure` window event). */
export interface ChunkLoadFailure {
  route: string
  kind: 'script-error' | 'timeout' | 'css' | 'other'
  message: string
}
