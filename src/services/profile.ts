/**
 * Profile, exam information, provinces, regions and configuration: what the pages of the account area
 * and the start-up need, each keeping the stores in step with the server.
 */
import type { ApiBody, ApiData } from '@contract/endpoints'
import { memberAllowed } from '@contract/membership'
import { rootStore, defaultProvince, type InfoStatus, type Province, type RootStore, type SubjectType, type UserInfo } from '../stores'
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
    for (const k of ['Url', 'url', 'Value', 'value', 'Phone', 'phone']) if (typeof o[k] === 'string') return o[k]
  }
  return ''
}

function configNumber(v: unknown): number | null {
  const n = Number(v && typeof v === 'object' ? ((v as Record<string, unknown>).ProvinceId ?? (v as Record<string, unknown>).Value) : v)
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

/** The province list, loaded once (pass force to reload) into `root` (the app's, unless a test passes its own). */
export async function loadProvinces(force = false, options: CallOptions = { silent: true }, root: RootStore = rootStore): Promise<Province[]> {
  if (root.province.loaded && !force) return root.province.list
  const list = await Public.ProvinceList(undefined, options)
  root.province.setList(list)
  return list
}

/**
 * The province the app shows data for (SPEC §4 default province): stored provinceID if listed, else the
 * configured default, else the first. Stores the choice.
 */
export async function resolveDefaultProvince(root: RootStore = rootStore): Promise<Province | null> {
  const list = await loadProvinces(false, undefined, root)
  const chosen = defaultProvince(list, root.profile.provinceId, root.config.defaultProvince)
  if (chosen && chosen.ID !== root.profile.provinceId) root.profile.setProvince(chosen.ID)
  return chosen
}

export interface ScoreConfig {
  currentExamYear: number | null
  editLimit: number | null
  editUsed: number | null
}

/**
 * The score configuration (User/SysScoreConfig): each province's full marks and exam mode, the current
 * exam year and the score-edit allowance. Province facts are kept in the province store.
 */
export async function loadScoreConfig(options: CallOptions = { silent: true }): Promise<ScoreConfig> {
  const raw = (await User.SysScoreConfig(undefined, options)) as Record<string, unknown>
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  // names and modes are strings; a number is spelled out, anything else (null included) is no text
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
  const facts = Array.isArray(raw.Provinces)
    ? (raw.Provinces as Record<string, unknown>[])
        .filter((p) => typeof p.ProvinceId === 'number' && typeof p.TotalScore === 'number')
        .map((p) => ({
          ProvinceId: p.ProvinceId as number,
          ProvinceName: text(p.ProvinceName),
          TotalScore: p.TotalScore as number,
          ExamMode: text(p.ExamMode),
        }))
    : []
  const currentExamYear = num(raw.CurrentExamYear)
  rootStore.province.setFacts(facts, currentExamYear)
  return { currentExamYear, editLimit: num(raw.ScoreEditLimit), editUsed: num(raw.ScoreEditUsed) }
}

/** Full marks of a province (from the score configuration); null until that is loaded. */
export function totalScoreOf(provinceId: number | null | undefined): number | null {
  return rootStore.province.factOf(provinceId)?.TotalScore ?? null
}

/** Applies fresh user info to the session and the profile (which takes the exam province from it). */
export function applyUserInfo(info: UserInfo): void {
  rootStore.session.setUserInfo(info)
  rootStore.profile.setFromUserInfo(info)
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
  // the answer names the province too; the one asked for wins should the server not echo it
  rootStore.profile.setProvince(input.ExamProvinceId)
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

export interface SubjectTypeOption {
  value: SubjectType
  text: string
}

/** The tracks a student can be in under an exam mode (3+1+2: 历史类/物理类; 3+3: 综合; 文理: 文科/理科). */
export function subjectTypeOptions(mode: string): SubjectTypeOption[] {
  if (mode === '3+3') return [{ value: 3, text: '综合（不分文理）' }]
  if (mode === '3+1+2')
    return [
      { value: 2, text: '物理类' },
      { value: 1, text: '历史类' },
    ]
  return [
    { value: 2, text: '理科' },
    { value: 1, text: '文科' },
  ]
}

/** Exam years offered: last year's students still filling, this year's, and the two classes below. */
export function examYearOptions(current: number): number[] {
  return [current - 1, current, current + 1, current + 2]
}

/** The exam year now, before the server's answer is in (September starts the next exam year, as on the server). */
export function guessExamYear(now: Date = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() + 1 : now.getFullYear()
}

/** whether a mode asks for 选考 subjects */
export function modeNeedsSubjects(mode: string): boolean {
  return mode === '3+1+2' || mode === '3+3'
}

/**
 * Checks a subject choice against the province's rules before sending (the server checks again).
 * Answers null when complete, else what is missing.
 */
export function checkSubjectChoice(rules: NewExamSubjects, first: string | null, seconds: readonly string[]): string | null {
  if (rules.ExamMode === '3+1+2') {
    if (!first) return `请选择首选科目（${rules.FirstSubjects.join('或')}）`
    if (seconds.length !== rules.SecondCount) return `请从${rules.SecondSubjects.join('、')}中再选 ${rules.SecondCount} 门（已选 ${seconds.length} 门）`
    return null
  }
  if (rules.ExamMode === '3+3') {
    if (seconds.length !== rules.SecondCount) return `请选择 ${rules.SecondCount} 门选考科目（已选 ${seconds.length} 门）`
    return null
  }
  return null
}
