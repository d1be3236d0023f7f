/** Entity types the stores hold, taken from the API contract (types only: nothing of TypeBox is bundled). */
import type { ApiData } from '@contract/endpoints'

export type UserInfo = ApiData<'User/StudentInfo'>
export type InfoStatus = ApiData<'User/StudentComplate'>
export type Province = ApiData<'Public/ProvinceList'>[number]
export type LoginResult = ApiData<'User/UserLogin'>

/** 1 文科/历史类 · 2 理科/物理类 · 3 不分文理 (SPEC §3 subject type) */
export type SubjectType = 1 | 2 | 3

export const SUBJECT_TYPE_TEXT: Record<SubjectType, string> = { 1: '文科', 2: '理科', 3: '不分文理' }
/** new-exam provinces name the tracks by their first subject */
export const SUBJECT_TYPE_TEXT_NEW_EXAM: Record<SubjectType, string> = { 1: '历史类', 2: '物理类', 3: '综合' }

export function isSubjectType(v: unknown): v is SubjectType {
  return v === 1 || v === 2 || v === 3
}
