/**
 * Profile, exam information, provinces, regions and configuration calls, and the pure rules the account pages apply
 * (tracks per exam mode, exam years, a subject choice's completeness). Nothing here touches a store: the stores
 * keep themselves in step with these answers (stores/profile-sync.ts).
 */
import type { ApiData } from '@contract/endpoints'
import { memberAllowed } from '@contract/membership'
import type { InfoStatus, SubjectType } from '../model/student'
import { call, type CallOptions } from './request'

/** A Config value's text (SPEC §7: a JSON string) as its value; unreadable or missing → undefined. */
export function parseConfig(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

export type StartUpAnswer = ApiData<'Public/StartUp'>

/** The one start-up call: the configs and the province list, or only "not modified" for the version `etag`. */
export function fetchStartUp(etag: string | undefined, options: CallOptions = { silent: true }): Promise<StartUpAnswer> {
  return call('Public/StartUp', etag ? { Etag: etag } : {}, options)
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

export function configText(v: unknown): string {
  if (typeof v === 'string') return v
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    for (const k of ['Url', 'url', 'Value', 'value', 'Phone', 'phone']) if (typeof o[k] === 'string') return o[k]
  }
  return ''
}

export function configNumber(v: unknown): number | null {
  const n = Number(v && typeof v === 'object' ? ((v as Record<string, unknown>).ProvinceId ?? (v as Record<string, unknown>).Value) : v)
  return Number.isInteger(n) && n > 0 ? n : null
}

export interface ScoreConfig {
  currentExamYear: number | null
  editLimit: number | null
  editUsed: number | null
}

export interface ProvinceFact {
  ProvinceId: number
  ProvinceName: string
  TotalScore: number
  ExamMode: string
}

/** The score configuration (User/SysScoreConfig): each province's full marks and exam mode, the current exam year and the score-edit allowance. */
export async function fetchScoreConfig(options: CallOptions = { silent: true }): Promise<ScoreConfig & { facts: ProvinceFact[] }> {
  const raw = (await call('User/SysScoreConfig', undefined, options)) as Record<string, unknown>
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
  return { facts, currentExamYear: num(raw.CurrentExamYear), editLimit: num(raw.ScoreEditLimit), editUsed: num(raw.ScoreEditUsed) }
}

export function loadInfoStatus(options: CallOptions = { silent: true }): Promise<InfoStatus> {
  return call('User/StudentComplate', undefined, options)
}

export type NewExamSubjects = ApiData<'Public/NewExamSubject'>
export type Region = ApiData<'Public/Area'>[number]

export function loadExamSubjects(ProvinceId: number, Year?: number): Promise<NewExamSubjects> {
  return call('Public/NewExamSubject', Year ? { ProvinceId, Year } : { ProvinceId }, { silent: true })
}

export function loadAreas(): Promise<Region[]> {
  return call('Public/Area', undefined, { silent: true })
}

export function loadCities(ProvinceCode: string): Promise<Region[]> {
  return call('Public/CityList', { ProvinceCode }, { silent: true })
}

export function loadDistricts(CityCode: string): Promise<Region[]> {
  return call('Public/DistrictList', { CityCode }, { silent: true })
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
