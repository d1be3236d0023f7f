/**
 * The profile flows of the pages: stores/profile-sync.ts bound to the app's root store, and the profile calls'
 * pure rules. Pages and components import these; store classes use profile-sync with their own root.
 */
import type { ApiBody } from '@contract/endpoints'
import type { CallOptions } from '../../services/request'
import { rootStore } from '../index'
import * as sync from '../profile-sync'

export {
  checkSubjectChoice,
  configFlag,
  examYearOptions,
  guessExamYear,
  loadAreas,
  loadCities,
  loadDistricts,
  loadExamSubjects,
  loadInfoStatus,
  memberAllowed,
  modeNeedsSubjects,
  subjectTypeOptions,
  type NewExamSubjects,
  type Region,
  type ScoreConfig,
  type SubjectTypeOption,
} from '../../services/profile'
export type { ExamInput } from '../profile-sync'

export const loadStartUp = () => sync.loadStartUp(rootStore)
export const loadProvinces = (force = false, options?: CallOptions) => sync.loadProvinces(rootStore, force, options)
export const resolveDefaultProvince = () => sync.resolveDefaultProvince(rootStore)
export const loadScoreConfig = (options?: CallOptions) => sync.loadScoreConfig(rootStore, options)
export const totalScoreOf = (provinceId: number | null | undefined) => sync.totalScoreOf(rootStore, provinceId)
export const applyUserInfo = (info: Parameters<typeof sync.applyUserInfo>[1]) => sync.applyUserInfo(rootStore, info)
export const loadUserInfo = (options?: CallOptions) => sync.loadUserInfo(rootStore, options)
export const checkMember = (group: string) => sync.checkMember(rootStore, group)
export const saveExam = (input: sync.ExamInput) => sync.saveExam(rootStore, input)
export const saveSelectSubjects = (list: ApiBody<'User/UpdateStudentSelectSubject'>['SelectSubjectList']) =>
  sync.saveInfo(rootStore, 'User/UpdateStudentSelectSubject', { SelectSubjectList: list })
export const saveProfile = (body: ApiBody<'User/UpdateStudent'>) => sync.saveInfo(rootStore, 'User/UpdateStudent', body)
export const saveScore = (body: ApiBody<'User/EditUserScore'>) => sync.saveInfo(rootStore, 'User/EditUserScore', body)
export const saveFinalScore = (body: ApiBody<'User/UpdateStudentFinalScore'>) => sync.saveInfo(rootStore, 'User/UpdateStudentFinalScore', body)
