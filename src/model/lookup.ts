/** The lookup pages' entities as the contract answers them (types only). */
import type { ApiData } from '@contract/endpoints'

export type SourceInfo = ApiData<'School/SchoolList'>['List'][number]['Source']
export type SchoolBrief = ApiData<'School/SchoolList'>['List'][number]
export type SchoolDetail = ApiData<'School/SchoolInfo'>
export type AdmissionLine = ApiData<'Lookup/AdmissionLineList'>['List'][number]
export type PlanRow = ApiData<'Public/EnrollmentPlan'>['List'][number]
export type TrendPoint = ApiData<'School/SchoolEnrollment'>['Trend'][number]
export type RankTableInfo = ApiData<'Public/LineRankYears'>[number]
export type RankSegment = ApiData<'Public/LineRankList'>['List'][number]
export type LineRankResult = ApiData<'Public/LineRank'>
export type Equivalent = LineRankResult['Equivalents'][number]
export type BatchLine = ApiData<'Public/LineBatchList'>['List'][number]
export type SpecialtyBrief = ApiData<'Specialty/SpecialtySearch'>['List'][number]
export type SpecialtyTree = ApiData<'Specialty/SpecialtyCategoryList'>
export type RankedSchool = ApiData<'School/SchoolRank'>['List'][number]
export type SpecialtyRankedSchool = ApiData<'Specialty/SpecialtyRankList'>['List'][number]
export type OfferingSchool = ApiData<'Specialty/SpecialtySchoolList'>['List'][number]
export type ScaledScheme = ApiData<'Lookup/ScaledScoreSchemes'>[number]
export type ScaledScoreResult = ApiData<'Lookup/ScaledScore'>
export type CompareEntry = ApiData<'School/CompareCollege'>['Schools'][number]
export type SchoolCondition = ApiData<'School/BaseCondition'>
