import { makeAutoObservable, runInAction } from 'mobx'
import { ResultCode } from '../../../types/codes'
import { ApiError, errorText } from '../../model/errors'

/**
 * One loaded thing of a page (a school's detail, a rank table): data, loading, error. A newer load wins over
 * an older one still in flight, so switching filters quickly never shows stale data.
 */
export class Resource<T> {
  data: T | null = null
  loading = false
  /** the last load has answered (success or failure) */
  loaded = false
  error: string | null = null
  /**
   * whether loading again may help: not when the server answered with a refusal (a missing or another user's
   * item, a bad id) — the same question gets the same answer, so the error view offers no 重新加载 then
   */
  retryable = true
  private generation = 0

  constructor(private loader?: () => Promise<T>) {
    makeAutoObservable<Resource<T>, 'generation' | 'loader'>(this, { generation: false, loader: false })
  }

  /** Loads with `loader` (or the one given at construction). Resolves with the data, or null on failure/superseded. */
  async load(loader?: () => Promise<T>): Promise<T | null> {
    const run = loader ?? this.loader
    if (!run) return null
    if (loader) this.loader = loader
    const gen = ++this.generation
    this.loading = true
    this.error = null
    this.retryable = true
    try {
      const data = await run()
      if (gen !== this.generation) return null
      runInAction(() => {
        this.data = data
        this.loading = false
        this.loaded = true
      })
      return data
    } catch (e) {
      if (gen !== this.generation) return null
      runInAction(() => {
        this.error = errorText(e)
        this.retryable = !(e instanceof ApiError) || e.code === ResultCode.RATE_LIMITED
        this.loading = false
        this.loaded = true
      })
      return null
    }
  }

  /** Loads again with the last loader (the error view's retry). */
  retry(): Promise<T | null> {
    return this.load()
  }

  /** Forgets the data (and any answer still in flight). */
  clear(): void {
    this.generation++
    this.data = null
    this.loading = false
    this.loaded = false
    this.error = null
    this.retryable = true
  }

  /** waiting for the first answer */
  get pending(): boolean {
    return this.loading && this.data === null
  }
}
