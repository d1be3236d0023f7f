/**
 * The calls of docs/spec/endpoints.txt the server does not serve yet, each with the open work that owns
 * it. contract.test.ts fails for a call of endpoints.txt that is neither served nor listed here, and prints the
 * listed calls that are served by now: delete those entries, so that this list only shrinks.
 *
 * `issue: null` marks calls no open issue owns yet (a later issue will: their pages say plainly what is there
 * today); file the issue and put its number here.
 */
export interface UnservedCall {
  /** the open issue that serves it, or null while none is filed */
  issue: number | null
  area: string
}

// every call of endpoints.txt is served (issue 19 served the last 42)
export const UNSERVED_CALLS: Readonly<Record<string, UnservedCall>> = {}
