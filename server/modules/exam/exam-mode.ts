/**
 * Province exam rules the profile needs, as pure functions over the facts of
 * data/rules/province-modes.json: which exam mode a province uses in a given exam year, its total
 * score, and which 选考 subjects are valid. (The full wish-table rules live in server/engine.)
 */
export type ExamMode = '3+1+2' | '3+3' | '文理'

export interface ProvinceFact {
  id: number
  name: string
  /** as published, e.g. '3+3(7选3含技术)', 'traditional(文史/理工)' */
  examModeRaw: string
  newExamSince: number | null
  totalScore: number
  confidence: string
  /** note on the reform year when the data marks it as inferred */
  newExamNote: string | null
}

export const FIRST_SUBJECTS = ['物理', '历史'] as const
export const SECOND_SUBJECTS_312 = ['化学', '生物', '政治', '地理'] as const
export const SUBJECTS_33 = ['物理', '化学', '生物', '政治', '历史', '地理'] as const

/** The mode after the reform, from the published mode string. */
function reformedMode(raw: string): Exclude<ExamMode, '文理'> {
  if (raw.startsWith('3+1+2')) return '3+1+2'
  if (raw.startsWith('3+3')) return '3+3'
  // Still 文理 in the data but with a reform year (新疆, first new-exam year 2027 per the data's own
  // inferred note): the reform now being rolled out everywhere is 3+1+2.
  return '3+1+2'
}

export function examModeFor(p: ProvinceFact, year: number): ExamMode {
  if (p.newExamSince === null || year < p.newExamSince) return '文理'
  return reformedMode(p.examModeRaw)
}

export function isNewExam(p: ProvinceFact, year: number): boolean {
  return examModeFor(p, year) !== '文理'
}

/** 浙江 (7 选 3) adds 技术 to the 3+3 pool */
export function hasTechnology(p: ProvinceFact): boolean {
  return p.examModeRaw.includes('技术')
}

export function subjectPool(p: ProvinceFact, year: number): { first: string[]; second: string[]; secondCount: number } {
  switch (examModeFor(p, year)) {
    case '3+1+2':
      return { first: [...FIRST_SUBJECTS], second: [...SECOND_SUBJECTS_312], secondCount: 2 }
    case '3+3':
      return { first: [], second: hasTechnology(p) ? [...SUBJECTS_33, '技术'] : [...SUBJECTS_33], secondCount: 3 }
    default:
      return { first: [], second: [], secondCount: 0 }
  }
}

/**
 * Checks a 选考 list for the province and year. Returns null when valid, else a Chinese sentence
 * naming the problem. `SubjectType` implied by a 3+1+2 list: 物理 → 2, 历史 → 1.
 */
export function checkSelectSubjects(p: ProvinceFact, year: number, list: string[]): string | null {
  const mode = examModeFor(p, year)
  const where = `${p.name} ${year} 年`
  if (new Set(list).size !== list.length) return '选考科目（SelectSubjectList）不能重复'
  if (mode === '文理') {
    return list.length ? `${where}为文理分科高考，不需要选考科目（SelectSubjectList 应为空）` : null
  }
  if (mode === '3+1+2') {
    const firsts = list.filter((s) => (FIRST_SUBJECTS as readonly string[]).includes(s))
    if (firsts.length !== 1) return `${where}为 3+1+2 模式：选考科目（SelectSubjectList）须包含物理、历史中的 1 门作为首选科目`
    const seconds = list.filter((s) => !(FIRST_SUBJECTS as readonly string[]).includes(s))
    const bad = seconds.filter((s) => !(SECOND_SUBJECTS_312 as readonly string[]).includes(s))
    if (bad.length) return `${where}为 3+1+2 模式：再选科目只能从化学、生物、政治、地理中选择，「${bad.join('、')}」不可选`
    if (seconds.length !== 2) return `${where}为 3+1+2 模式：须从化学、生物、政治、地理中再选 2 门（当前 ${seconds.length} 门）`
    return null
  }
  const pool = subjectPool(p, year).second
  const bad = list.filter((s) => !pool.includes(s))
  if (bad.length) return `${where}为 3+3 模式：选考科目只能从${pool.join('、')}中选择，「${bad.join('、')}」不可选`
  if (list.length !== 3) return `${where}为 3+3 模式：须选择 3 门选考科目（当前 ${list.length} 门）`
  return null
}

/** whether a saved list is complete for the province and year (for StudentComplate) */
export function selectSubjectsComplete(p: ProvinceFact, year: number, list: string[]): boolean {
  return examModeFor(p, year) === '文理' || checkSelectSubjects(p, year, list) === null
}

/** SubjectType allowed by the mode: 3+3 → 3 (不分文理); 3+1+2 and 文理 → 1 or 2 */
export function checkSubjectType(p: ProvinceFact, year: number, subjectType: number): string | null {
  const mode = examModeFor(p, year)
  const where = `${p.name} ${year} 年`
  if (mode === '3+3') return subjectType === 3 ? null : `${where}为 3+3 新高考，不分文理：科类（SubjectType）应为 3`
  if (subjectType === 3) {
    return mode === '3+1+2'
      ? `${where}为 3+1+2 模式：科类（SubjectType）应为 1（历史类）或 2（物理类）`
      : `${where}为文理分科：科类（SubjectType）应为 1（文科）或 2（理科）`
  }
  return null
}

/** the SubjectType a 3+1+2 list implies, or null */
export function subjectTypeOfList(list: string[]): 1 | 2 | null {
  if (list.includes('物理')) return 2
  if (list.includes('历史')) return 1
  return null
}

/**
 * The exam year a student is preparing for at `ms`: the gaokao is in June and applications end in
 * August, so from September on the next year's exam is the current one.
 */
export function currentExamYear(ms: number): number {
  const d = new Date(ms + 8 * 3600_000)
  return d.getUTCMonth() >= 8 ? d.getUTCFullYear() + 1 : d.getUTCFullYear()
}
