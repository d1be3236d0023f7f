/** Every answer of every call: `{code, message, data}` (DESIGN.md "The wire contract"). */
export interface ApiEnvelope<T = unknown> {
  code: number
  message: string
  data: T
}

/** Paged list request, 1-based. */
export interface PageQuery {
  PageIndex: number
  PageSize: number
}

/** Paged list answer. */
export interface Paged<T> {
  List: T[]
  Total: number
}
