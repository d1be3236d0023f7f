/** Schools found by name (自主填报's first step, the school pickers) (School/SchoolListBySchoolName), the last name asked for and its answer. */
import { makeAutoObservable } from 'mobx'
import type { ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { Resource } from './models/resource'

export type SchoolHit = ApiData<'School/SchoolListBySchoolName'>[number]

/** the server's limit on a school name (types/api/lookup.ts) */
const NAME_MAX = 40

export class SchoolNameSearch {
  /** what was last searched for ('' before the first search) */
  asked = ''
  readonly result = new Resource<SchoolHit[]>()

  constructor() {
    makeAutoObservable(this, { result: false })
  }

  /** Searches for `text` (trimmed, cut to the server's limit); an empty text clears the answer instead. */
  search(text: string): void {
    const q = text.trim().slice(0, NAME_MAX)
    this.asked = q
    if (!q) this.result.clear()
    else void this.result.load(() => call('School/SchoolListBySchoolName', { SchoolName: q, Limit: 30 }, { silent: true }))
  }
}
