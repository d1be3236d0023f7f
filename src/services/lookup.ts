/**
 * School/*, Specialty/*, the score-line calls of Public/* and Lookup/* (types/api/lookup.ts): the lookup pages'
 * I/O. Built on the request layer like every other service module.
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
  SchoolList: quiet('School/SchoolList'),
  SchoolListBySchoolName: quiet('School/SchoolListBySchoolName'),
  SchoolInfo: quiet('School/SchoolInfo'),
  SchoolRank: quiet('School/SchoolRank'),
  CompareCollege: quiet('School/CompareCollege'),
  SchoolSpecialty: quiet('School/SchoolSpecialty'),
  SchoolSpecialtyScoreLine: quiet('School/SchoolSpecialtyScoreLine'),
  SchoolEnrollment: quiet('School/SchoolEnrollment'),
  SchoolEnrollmentDirection: quiet('School/SchoolEnrollmentDirection'),
  SchoolEnrollmentPlan: quiet('School/SchoolEnrollmentPlan'),
  SchoolConstitutionList: quiet('School/SchoolConstitutionList'),
  SchoolConstitutionInfo: quiet('School/SchoolConstitutionInfo'),
  SchoolSelectExam: quiet('School/SchoolSelectExam'),
  BaseCondition: quiet('School/BaseCondition'),
}

export const Specialty = {
  SpecialtyCategoryList: quiet('Specialty/SpecialtyCategoryList'),
  SpecialtyOrCategorySearch: quiet('Specialty/SpecialtyOrCategorySearch'),
  SpecialtySearch: quiet('Specialty/SpecialtySearch'),
  SpecialtyList: quiet('Specialty/SpecialtyList'),
  SpecialtyFullList: quiet('Specialty/SpecialtyFullList'),
  SpecialtyInfo: quiet('Specialty/SpecialtyInfo'),
  SpecialtyHotList: quiet('Specialty/SpecialtyHotList'),
  SpecialtyRankList: quiet('Specialty/SpecialtyRankList'),
  SpecialtySchoolList: quiet('Specialty/SpecialtySchoolList'),
}

/** the score-line half of Public/* (the rest of the group is in public.ts) */
export const PublicLines = {
  LineRank: quiet('Public/LineRank'),
  LineRankList: quiet('Public/LineRankList'),
  LineRankYears: quiet('Public/LineRankYears'),
  LineBatchList: quiet('Public/LineBatchList'),
  EnrollmentPlan: quiet('Public/EnrollmentPlan'),
}

export const Lookup = {
  AdmissionLineList: quiet('Lookup/AdmissionLineList'),
  GlobalSearch: quiet('Lookup/GlobalSearch'),
  EquivalentScore: quiet('Lookup/EquivalentScore'),
  ScaledScoreSchemes: quiet('Lookup/ScaledScoreSchemes'),
  ScaledScore: quiet('Lookup/ScaledScore'),
}

export type * from '../model/lookup'
