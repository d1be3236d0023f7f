/**
 * Where a lookup starts: the student's profile — its province (the student's exam province, else the one the app
 * shows data for), year, track and score. Pages pick from what the data holds; these are only the defaults.
 */
import type { RootStore } from '..'
import type { SubjectType } from '../../model/student'
import { loadProvinces, loadUserInfo, resolveDefaultProvince } from '../profile-sync'

export interface LookupDefaults {
  provinceId: number | null
  year: number | null
  subjectType: SubjectType | null
  score: number | null
}

export function lookupDefaults(root: RootStore): LookupDefaults {
  const p = root.profile
  return { provinceId: p.provinceId, year: p.Year, subjectType: p.SubjectType, score: p.Score }
}

/**
 * The province a lookup starts with: the profile's, else the default province rule of SPEC §4 (stored, configured,
 * first of the list), which then becomes the profile's. Loads the province list on the way (pickers need it).
 */
export async function startProvinceId(root: RootStore): Promise<number | null> {
  await profileReady(root)
  const own = root.profile.provinceId
  if (own) {
    void loadProvinces(root).catch(() => undefined)
    return own
  }
  const chosen = await resolveDefaultProvince(root).catch(() => null)
  return chosen?.ID ?? null
}

/**
 * A logged-in student's exam province, year and track come with their user info, which start-up asks for without
 * waiting: a page opened before it arrived would otherwise start from another province than the student's own.
 */
export async function profileReady(root: RootStore): Promise<void> {
  if (root.session.token && !root.session.userInfo) await loadUserInfo(root, { silent: true }).catch(() => undefined)
}

/** 1 → 历史类 / 文科, 2 → 物理类 / 理科, 3 → 综合 (3+3) */
export function trackText(subjectType: number | null | undefined, newExam = true): string {
  if (subjectType === 1) return newExam ? '历史类' : '文科'
  if (subjectType === 2) return newExam ? '物理类' : '理科'
  if (subjectType === 3) return '综合'
  return '其他'
}

/** Picks `wanted` when it is among `options`, else the first option (options are sorted by preference). */
export function pick<T>(options: readonly T[], wanted: T | null | undefined): T | null {
  if (wanted !== null && wanted !== undefined && options.includes(wanted)) return wanted
  return options.length ? options[0] : null
}

/**
 * Reads a whole number typed by the user. Answers the number, or the Chinese message naming the problem.
 */
export function parseScore(text: string, max: number, what = '分数'): { value: number | null; error: string | null } {
  const t = text.trim()
  if (!t) return { value: null, error: `请输入${what}` }
  if (!/^\d+(\.\d+)?$/.test(t)) return { value: null, error: `${what}只能是数字` }
  const v = Number(t)
  if (v > max) return { value: null, error: `${what}不能超过 ${max}` }
  return { value: v, error: null }
}

/** Track name for data that may span the reform: 物理类/理科 in a new-exam province (older years were 理科). */
export function trackSpanText(subjectType: number | null | undefined, newExam: boolean): string {
  if (!newExam) return trackText(subjectType, false)
  if (subjectType === 1) return '历史类/文科'
  if (subjectType === 2) return '物理类/理科'
  return trackText(subjectType, true)
}
