/**
 * Two small models the lookup pages share: a paged list that also keeps what its last answer said besides the rows
 * (a note, the ranking method), and a loaded value asked again whenever its parameter (a keyword, a year) changes.
 */
import { makeAutoObservable, observableRef } from 'mobx'
import type { RootStore } from '..'
import type { AutoPagingOptions } from '../../utils/paging'
import type { AutoPager } from '../models/pager'
import { Resource } from '../models/resource'

export interface AnsweredListOptions<T, B extends object, D> extends Omit<AutoPagingOptions<T, B>, 'api'> {
  api: (body: B) => Promise<D>
  /** what else an answer tells (years of the data, a default year) */
  onAnswer?: (data: D) => void
}

/** An auto-paging list (root.pager) and its last answer, for what the page shows besides the rows. */
export class AnsweredList<T, B extends object, D> {
  /** the last answer (of any page) */
  answer: D | null = null
  readonly pager: AutoPager<T, B> | null

  constructor(root: RootStore, { api, onAnswer, ...options }: AnsweredListOptions<T, B, D>) {
    this.pager = root.pager<T, B>({
      ...options,
      api: async (body) => {
        const data = await api(body)
        this.setAnswer(data)
        onAnswer?.(data)
        return data
      },
    })
    makeAutoObservable<AnsweredList<T, B, D>>(this, { answer: observableRef, pager: false })
  }

  setAnswer(data: D): void {
    this.answer = data
  }
}

/**
 * One Resource asked again for each new parameter: the answer shown stays until the next one arrives (no skeleton
 * between keywords), and a newer parameter wins over an older answer still in flight. `skip`: parameters that ask
 * nothing (an empty keyword), which clear the answer instead.
 */
export class KeyedResource<P, T> {
  readonly result = new Resource<T>()

  constructor(
    private readonly fetch: (param: P) => Promise<T>,
    private readonly skip: (param: P) => boolean = () => false,
  ) {}

  load(param: P): void {
    if (this.skip(param)) this.result.clear()
    else void this.result.load(() => this.fetch(param))
  }
}
