/**
 * The stores kept in step with the profile calls (services/profile.ts): every function takes the root store it
 * changes, so store classes call them with their own root and nothing here imports the app's instance (the flows
 * in stores/flows/ bind it for the pages).
 */
import type { ApiBody } from '@contract/endpoints'
import type { InfoStatus, Province, SubjectType, UserInfo } from '../model/student'
import { configFlag, configNumber, configText, fetchScoreConfig, fetchStartUp, parseConfig, type ScoreConfig } from '../services/profile'
import { getItem, setItem, type StartUpRecord } from '../utils/storage'
import type { CallOptions } from '../services/request'
import { memberAllowed } from '@contract/membership'
import type { RootStore } from './index'
import { defaultProvince } from './province'
import { call } from '../services/request'

/**
 * SPEC §4 start-up 1 in one round trip (issue 20): the online-learning tab is hidden, then the config decides; the
 * other configs the client acts on (login URL, member URL, default province, service phone) and the province list come
 * in the same answer. The last answer is kept with its version: when the server says nothing changed, the kept copy
 * is used. A failure keeps the tab hidden (the province list then loads on its own when a page needs it).
 */
export async function loadStartUp(root: RootStore): Promise<void> {
  root.ui.setOnlineLearningEnabled(false)
  const kept = getItem('startUp')
  let answer
  try {
    answer = await fetchStartUp(kept?.Etag)
  } catch {
    return
  }
  let record: StartUpRecord
  if (answer.NotModified && kept) record = kept
  else if (!answer.NotModified && answer.Configs && answer.Provinces) {
    record = { Etag: answer.Etag, Configs: answer.Configs, Provinces: answer.Provinces }
    setItem('startUp', record)
  } else return
  const value = (name: string) => parseConfig(record.Configs[name])
  root.ui.setOnlineLearningEnabled(configFlag(value('OnlineLearningEnable')))
  root.config.setFromServer({
    loginUrl: configText(value('LoginUrl')),
    memberUrl: configText(value('MemberUrl')),
    defaultProvince: configNumber(value('DefaultProvince')),
    servicePhone: configText(value('ServicePhone')),
  })
  root.province.setList(record.Provinces as Province[])
}

/** The province list, loaded once (pass force to reload). */
export async function loadProvinces(root: RootStore, force = false, options: CallOptions = { silent: true }): Promise<Province[]> {
  if (root.province.loaded && !force) return root.province.list
  const list = await call('Public/ProvinceList', undefined, options)
  root.province.setList(list)
  return list
}

/**
 * The province the app shows data for (SPEC §4 default province): stored provinceID if listed, else the
 * configured default, else the first. Stores the choice.
 */
export async function resolveDefaultProvince(root: RootStore): Promise<Province | null> {
  const list = await loadProvinces(root)
  const chosen = defaultProvince(list, root.profile.provinceId, root.config.defaultProvince)
  if (chosen && chosen.ID !== root.profile.provinceId) root.profile.setProvince(chosen.ID)
  return chosen
}

/** The score configuration; province facts are kept in the province store. */
export async function loadScoreConfig(root: RootStore, options: CallOptions = { silent: true }): Promise<ScoreConfig> {
  const { facts, ...config } = await fetchScoreConfig(options)
  root.province.setFacts(facts, config.currentExamYear)
  return config
}

/** Full marks of a province (from the score configuration); null until that is loaded. */
export function totalScoreOf(root: RootStore, provinceId: number | null | undefined): number | null {
  return root.province.factOf(provinceId)?.TotalScore ?? null
}

/** Applies fresh user info to the session and the profile (which takes the exam province from it). */
export function applyUserInfo(root: RootStore, info: UserInfo): void {
  root.session.setUserInfo(info)
  root.profile.setFromUserInfo(info)
}

/** Member/student info (silent, SPEC §7) into the stores. */
export async function loadUserInfo(root: RootStore, options: CallOptions = {}): Promise<UserInfo> {
  const info = await call('User/MemberInfo', undefined, options)
  applyUserInfo(root, info)
  // the unread counts (tab 2's badge) follow every login and start-up
  void root.messages.refreshUnread()
  return info
}

/** Membership check (SPEC §6): reload the user info first, then the group table of types/membership.ts. */
export async function checkMember(root: RootStore, group: string): Promise<boolean> {
  const info = await loadUserInfo(root)
  return memberAllowed(group, info.MemberType)
}

export interface ExamInput {
  ExamProvinceId: number
  ExamYear: number
  SubjectType: SubjectType
  Score?: number
}

/** Saves the exam facts (complete-information) and refreshes the stores from the answer. */
export async function saveExam(root: RootStore, input: ExamInput): Promise<UserInfo> {
  const info = await call('User/UpdateStudentExam', input)
  applyUserInfo(root, info)
  // the answer names the province too; the one asked for wins should the server not echo it
  root.profile.setProvince(input.ExamProvinceId)
  return info
}

type InfoSave = 'User/UpdateStudentSelectSubject' | 'User/UpdateStudent' | 'User/EditUserScore' | 'User/UpdateStudentFinalScore'
const SAVE_CALLS = {
  'User/UpdateStudentSelectSubject': (body: never) => call('User/UpdateStudentSelectSubject', body),
  'User/UpdateStudent': (body: never) => call('User/UpdateStudent', body),
  'User/EditUserScore': (body: never) => call('User/EditUserScore', body),
  'User/UpdateStudentFinalScore': (body: never) => call('User/UpdateStudentFinalScore', body),
} as const

/** One of the profile saves whose answer is the fresh user info, applied to the stores. */
export async function saveInfo<K extends InfoSave>(root: RootStore, name: K, body: ApiBody<K>): Promise<UserInfo> {
  const info = await (SAVE_CALLS[name] as (b: ApiBody<K>) => Promise<UserInfo>)(body)
  applyUserInfo(root, info)
  return info
}

export type { InfoStatus }
