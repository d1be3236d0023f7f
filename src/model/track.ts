import { SUBJECT_TYPE_TEXT, SUBJECT_TYPE_TEXT_NEW_EXAM, isSubjectType } from './student'

/** 1 → 历史类 / 文科, 2 → 物理类 / 理科, 3 → 综合 / 不分文理 (by whether the province has the new exam). */
export function trackText(subjectType: number | null | undefined, isNewExam: boolean | null | undefined): string {
  if (!isSubjectType(subjectType)) return ''
  return (isNewExam ? SUBJECT_TYPE_TEXT_NEW_EXAM : SUBJECT_TYPE_TEXT)[subjectType]
}
