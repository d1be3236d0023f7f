/**
 * What is left of the lookup calls' per-group objects: the lookup pages and stores/lookup call `call(...)` directly
 * (stores/lookup/call.ts). These members remain only for callers outside the lookup area — stores/home.ts
 * (PublicLines), stores/intention.ts (Specialty), components/school-picker and pages/newExam/seach.tsx (School) —
 * and go once those move to `call`; the entity types are in src/model/lookup.ts.
 *
 * Why silent: lookup pages draw skeletons while they wait, so the blocking 加载中 indicator of the loading
 * wrapper would only hide the skeleton and block scrolling. The error catalogue still applies (a failed call
 * shows the server's message and rejects, and the page shows its error view with a retry).
 */
import type { ApiBody, ApiData, ApiName } from '@contract/endpoints'
import { call, type CallOptions } from './request'

type Caller<K extends ApiName> = (body: ApiBody<K>, options?: CallOptions) => Promise<ApiData<K>>

function quiet<K extends ApiName>(name: K): Caller<K> {
  // every lookup body has required or optional fields, so a body is always passed
  return (body, options = {}) => (call as (n: K, b: ApiBody<K>, o: CallOptions) => Promise<ApiData<K>>)(name, body, { silent: true, ...options })
}

export const School = {
  SchoolListBySchoolName: quiet('School/SchoolListBySchoolName'),
}

export const Specialty = {
  SpecialtyCategoryList: quiet('Specialty/SpecialtyCategoryList'),
}

/** the score-line half of Public/* (the rest of the group is in public.ts) */
export const PublicLines = {
  LineRank: quiet('Public/LineRank'),
  LineRankYears: quiet('Public/LineRankYears'),
}

export type * from '../model/lookup'
