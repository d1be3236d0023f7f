/**
 * Answers kept as the JSON text that was sent, for the calls whose answer is a function of the call's body and the
 * reference data alone (schools, majors, 一分一段 tables, admission lines, plans, charters) — no caller, no account
 * data, no clock. A module names such calls (`ServerModule.referenceAnswers`) with the function that says which
 * version of the reference data is current; an answer is kept under that version and the whole cache is dropped when
 * a newer version is seen (an import, here or on another instance: the same poll as the reference store's).
 *
 * Why (issue 20): on score-release night most calls are the same lookups asked again — a province's students ask
 * LineRank for the same scores, the same school pages, the same first pages of lists. Answering those from here costs
 * neither the handler nor the serialisation, and the call does not read the caller's session either (the answer is
 * the same for everyone): the mixed journey's public share became a map lookup and a socket write.
 *
 * Bounded (issue 16: every cache has a bound): at most MAX_BYTES of text (counted as UTF-16, two bytes a character,
 * which is what V8 keeps a string with Chinese in) and MAX_ENTRIES answers, least recently used dropped first; an
 * answer over MAX_ANSWER_BYTES is sent but not kept.
 */
export const ANSWER_CACHE_LIMITS = { maxBytes: 48 * 1024 * 1024, maxEntries: 50_000, maxAnswerBytes: 1024 * 1024 }

export interface AnswerCacheStats {
  entries: number
  bytes: number
  hits: number
  misses: number
  version: string | null
}

export class AnswerCache {
  private entries = new Map<string, string>()
  private bytes = 0
  private version: string | null = null
  private hits = 0
  private misses = 0

  constructor(private readonly limits = ANSWER_CACHE_LIMITS) {}

  /** the answer kept for `key` under `version`; a version other than the kept one drops every kept answer */
  get(version: string, key: string): string | undefined {
    if (version !== this.version) this.reset(version)
    const hit = this.entries.get(key)
    if (hit === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    // most recently used last: Map keeps insertion order, so the first key is the one to drop
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit
  }

  /** keeps `json` for `key` if it was computed for the version now kept (an answer of an older version is not kept) */
  set(version: string, key: string, json: string): void {
    if (version !== this.version) return
    const size = sizeOf(key, json)
    if (size > this.limits.maxAnswerBytes) return
    const old = this.entries.get(key)
    if (old !== undefined) {
      this.entries.delete(key)
      this.bytes -= sizeOf(key, old)
    }
    while (this.entries.size && (this.bytes + size > this.limits.maxBytes || this.entries.size >= this.limits.maxEntries)) {
      const [k, v] = this.entries.entries().next().value as [string, string]
      this.entries.delete(k)
      this.bytes -= sizeOf(k, v)
    }
    this.entries.set(key, json)
    this.bytes += size
  }

  stats(): AnswerCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses, version: this.version }
  }

  private reset(version: string): void {
    this.entries.clear()
    this.bytes = 0
    this.version = version
  }
}

const sizeOf = (key: string, json: string) => 2 * (key.length + json.length)

/** the key of a call's answer: its name and its checked body (Platform taken off, defaults filled in) */
export const answerKey = (name: string, body: unknown) => `${name}\n${JSON.stringify(body)}`
