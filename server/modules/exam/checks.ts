/**
 * Exam information rules shared by registration (AddStudentFull) and the profile calls: the province
 * must exist, the year be near the current exam year, SubjectType fit the province's mode, the score
 * stay within the province's total, and 选考 subjects fit the mode (data/rules/province-modes.json).
 */
import type { AppContext } from '../../context'
import { fail, invalid } from '../../http/errors'
import { checkSelectSubjects, checkSubjectType, examModeFor, subjectTypeOfList, type ProvinceFact } from './exam-mode'
import { examYearNow, requireProvince } from './provinces'

export interface ExamInput {
  ExamProvinceId: number
  ExamYear: number
  SubjectType: number
  Score?: number
}

export async function validateExam(ctx: AppContext, input: ExamInput): Promise<ProvinceFact> {
  const province = await requireProvince(ctx, input.ExamProvinceId, 'ExamProvinceId')
  const now = examYearNow(ctx)
  const min = now - 10
  const max = now + 3
  if (input.ExamYear < min || input.ExamYear > max) throw invalid(`高考年份（ExamYear）应在 ${min}–${max} 之间`)
  const typeProblem = checkSubjectType(province, input.ExamYear, input.SubjectType)
  if (typeProblem) throw invalid(typeProblem)
  if (input.Score !== undefined) checkScore(province, input.Score, 'Score')
  return province
}

export function checkScore(province: ProvinceFact, score: number, field: 'Score' | 'FinalScore'): void {
  const name = field === 'Score' ? '分数' : '高考成绩'
  if (score < 0) throw invalid(`${name}（${field}）不能小于 0`)
  if (score > province.totalScore) throw invalid(`${name}（${field}）不能超过${province.name}满分 ${province.totalScore} 分`)
  if (Math.round(score * 2) !== score * 2) throw invalid(`${name}（${field}）最多保留到 0.5 分`)
}

/**
 * The 选考 list to keep after the exam changes: the old one if still valid for the new province, year
 * and track, else empty (the app then asks for subjects again).
 */
export function subjectsAfterExamChange(province: ProvinceFact, year: number, subjectType: number, current: string[]): string[] {
  const mode = examModeFor(province, year)
  if (mode === '文理' || !current.length) return []
  if (checkSelectSubjects(province, year, current) !== null) return []
  if (mode === '3+1+2' && subjectTypeOfList(current) !== subjectType) return []
  return current
}

export function validateSubjects(province: ProvinceFact, year: number, list: string[]): void {
  const problem = checkSelectSubjects(province, year, list)
  if (problem) throw invalid(problem)
}

export function requireExamSet(row: { exam_province_id: number | null; exam_year: number | null; subject_type: number | null }): void {
  if (row.exam_province_id === null || row.exam_year === null || row.subject_type === null) {
    throw fail('请先完善高考信息（省份、年份、科类）')
  }
}
