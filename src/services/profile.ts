/**
 * Profile, exam information, provinces, regions and configuration: what the pages of the account area
 * and the start-up need, each keeping the stores in step with the server.
 */
import type { ApiBody, ApiData } from '@contract/endpoints'
import { memberAllowed } from '@contract/membership'
import { rootStore, defaultProvince, type InfoStatus, type Province, type SubjectType, type UserInfo } from '../stores'
import { Public } from './public'
import { User } from './user'
import type { CallOptions } from './request'

/** Reads a Config value: its data is a JSON string (SPEC §7); unreadable or missing → undefined. */
export async function readConfig(name: string, options: CallOptions = { silent: true }): Promise<unknown> {
  const raw = await Public.Config({ ConfigName: name }, options)
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** Turns the many ways a flag is written ("true", 1, {"Enable":true}) into a boolean. */
export function configFlag(v: unknown): boolean {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    for (const k of ['Enable', 'enable', 'Enabled', 'enabled', 'Value', 'value']) if (k in o) return configFlag(o[k])
    return false
  }
  if (typeof v === 'string') return ['true', '1', 'yes', 'on'].includes(v.trim().toLowerCase())
  return v === true || v === 1
}

function configText(v: unknown): string {
  if (typeof v === 'string') return v
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    for (const k of ['Url', 'url', 'Value', 'value', 'Phone', 'phone']) if (typeof o[k] === 'string') return o[k] as string
  }
  return ''
}

function configNumber(v: unknown): number | null {
  const n = Number(v && typeof v === 'object' ? (v as Record<string, unknown>).ProvinceId ?? (v as Record<string, unknown>).Value : v)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** SPEC §4 start-up 1: the online-learning tab is hidden, then the config decides. Failures keep it hidden. */
export async function loadOnlineLearningFlag(): Promise<boolean> {
  rootStore.ui.setOnlineLearningEnabled(false)
  try {
    const on = configFlag(await readConfig('OnlineLearningEnable'))
    rootStore.ui.setOnlineLearningEnabled(on)
    return on
  } catch {
    return false
  }
}

/** The other configs the client acts on (login URL, member URL, default province, service phone). */
export async function loadClientConfigs(): Promise<void> {
  const read = (name: string) => readConfig(name).catch(() => undefined)
  const [loginUrl, memberUrl, province, phone] = await Promise.all([read('LoginUrl'), read('MemberUrl'), read('DefaultProvince'), read('ServicePhone')])
  rootStore.config.setFromServer({
    loginUrl: configText(loginUrl),
    memberUrl: configText(memberUrl),
    defaultProvince: configNumber(province),
    servicePhone: configText(phone),
  })
}

/** The province list, loaded once (pass force to reload). */
export async function loadProvinces(force = false, options: CallOptions = { silent: true }): Promise<Province[]> {
  if (rootStore.province.loaded && !force) return rootStore.province.list
  const list = await Public.ProvinceList(undefined, options)
  rootStore.province.setList(list)
  return list
}

/**
 * The province the app shows data for (SPEC §4 default province): stored provinceID if listed, else the
 * configured default, else the first. Stores the choice.
 */
export async function resolveDefaultProvince(): Promise<Province | null> {
  const list = await loadProvinces()
  const chosen = defaultProvince(list, rootStore.session.provinceID, rootStore.config.defaultProvince)
  if (chosen && chosen.ID !== rootStore.session.provinceID) rootStore.session.setProvinceID(chosen.ID)
  return chosen
}

/** Applies fresh user info to the session and the score form. */
export function applyUserInfo(info: UserInfo): void {
  rootStore.session.setUserInfo(info)
  rootStore.scoreForm.setFromUserInfo(info, rootStore.province.list)
  if (info.ExamProvinceId && !rootStore.session.provinceID) rootStore.session.setProvinceID(info.ExamProvinceId)
}

/** Member/student info (silent, SPEC §7) into the stores. */
export async function loadUserInfo(options: CallOptions = {}): Promise<UserInfo> {
  const info = await User.MemberInfo(undefined, options)
  applyUserInfo(info)
  return info
}

export function loadInfoStatus(options: CallOptions = { silent: true }): Promise<InfoStatus> {
  return User.StudentComplate(undefined, options)
}

/** Membership check (SPEC §6): reload the user info first, then the group table of types/membership.ts. */
export async function checkMember(group: string): Promise<boolean> {
  const info = await loadUserInfo()
  return memberAllowed(group, info.MemberType)
}

export interface ExamInput {
  ExamProvinceId: number
  ExamYear: number
  SubjectType: SubjectType
  Score?: number
}

/** Saves the exam facts (complete-information) and refreshes the stores from the answer. */
export async function saveExam(input: ExamInput): Promise<UserInfo> {
  const info = await User.UpdateStudentExam(input)
  applyUserInfo(info)
  rootStore.session.setProvinceID(input.ExamProvinceId)
  return info
}

export async function saveSelectSubjects(list: ApiBody<'User/UpdateStudentSelectSubject'>['SelectSubjectList']): Promise<UserInfo> {
  const info = await User.UpdateStudentSelectSubject({ SelectSubjectList: list })
  applyUserInfo(info)
  return info
}

export async function saveProfile(body: ApiBody<'User/UpdateStudent'>): Promise<UserInfo> {
  const info = await User.UpdateStudent(body)
  applyUserInfo(info)
  return info
}

export async function saveScore(body: ApiBody<'User/EditUserScore'>): Promise<UserInfo> {
  const info = await User.EditUserScore(body)
  applyUserInfo(info)
  return info
}

export async function saveFinalScore(body: ApiBody<'User/UpdateStudentFinalScore'>): Promise<UserInfo> {
  const info = await User.UpdateStudentFinalScore(body)
  applyUserInfo(info)
  return info
}

export type NewExamSubjects = ApiData<'Public/NewExamSubject'>
export type Region = ApiData<'Public/Area'>[number]

export function loadExamSubjects(ProvinceId: number, Year?: number): Promise<NewExamSubjects> {
  return Public.NewExamSubject(Year ? { ProvinceId, Year } : { ProvinceId }, { silent: true })
}

export function loadAreas(): Promise<Region[]> {
  return Public.Area(undefined, { silent: true })
}

export function loadCities(ProvinceCode: string): Promise<Region[]> {
  return Public.CityList({ ProvinceCode }, { silent: true })
}

export function loadDistricts(CityCode: string): Promise<Region[]> {
  return Public.DistrictList({ CityCode }, { silent: true })
}

export { memberAllowed }
