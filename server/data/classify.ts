/**
 * How raw values of the data files map onto the product's vocabulary: 科类 → SubjectType, the source's
 * class → our SourceClass, and whether a row belongs to a special admission path (艺术/体育/专项/预科/
 * 中外合作 …) that must stay out of ordinary (普通类) answers. Pure functions, shared by the seed and the
 * importer so both classify the same way.
 */

export type SourceClass = 'official-national' | 'official-provincial' | 'school-official' | 'third-party' | 'score-derived'

export const SOURCE_LABEL: Record<SourceClass, string> = {
  'official-national': '教育部',
  'official-provincial': '省考试院',
  'school-official': '院校官网',
  'third-party': '第三方',
  'score-derived': '推算',
}

/** the data files' source_class → ours. `exam` rows are exam-authority tables seen only through a third-party mirror. */
export function mapSourceClass(raw: string | null | undefined): SourceClass {
  switch ((raw ?? '').trim()) {
    case 'official-provincial':
      return 'official-provincial'
    case 'official-school-website':
    case 'school-official':
      return 'school-official'
    case 'official-national':
      return 'official-national'
    case 'score-derived':
      return 'score-derived'
    default:
      return 'third-party'
  }
}

/** 1 文科/历史类, 2 理科/物理类, 3 不分（综合）; null for anything else (艺术类, 对口, 官网未列科类 …) */
export function subjectTypeOf(raw: string | null | undefined): 1 | 2 | 3 | null {
  const t = (raw ?? '').trim()
  if (!t) return null
  if (/^(历史类|历史|文科|文史类|文史|历史科目组合|历史组|首选历史|蒙授文科|单列类历史类|文)$/.test(t)) return 1
  if (/^(物理类|物理|理科|理工类|理工|物理科目组合|物理组|首选物理|蒙授理科|单列类物理类|理)$/.test(t)) return 2
  if (/^(综合|综合改革|综合类|不分科目类|不分文理|不限|3\+3|普通类综合)$/.test(t)) return 3
  return null
}

export const SUBJECT_TYPE_NAME: Record<number, string> = { 1: '历史类/文科', 2: '物理类/理科', 3: '综合（不分文理）' }

/** how a province examines in a year (data/rules/province-modes.json): null when the rules do not know it */
export type ExamMode = '3+3' | '3+1+2' | '文理'

/**
 * The 科类 of a row in its province and year. 综合 exists only where that year's exam is 3+3: a school site that
 * prints 综合 for a 3+1+2 or 文理 province (南京理工大学's 「科类未公开」 rows in 广东) does not say the track, so
 * the row gets none rather than a track the province does not have.
 */
export function trackOf(raw: string | null | undefined, mode: ExamMode | null): 1 | 2 | 3 | null {
  const st = subjectTypeOf(raw)
  if (st === 3 && mode !== null && mode !== '3+3') return null
  return st
}

// Keywords that mark a special admission path. Applied to 科类, 批次 and 专业组 text; a narrower list is
// applied to the major name because ordinary majors are named 体育经济与管理, 音乐学 … too.
const SPECIAL_IN_CONTEXT: Array<[RegExp, string]> = [
  [/艺术|艺体|美术|音乐|舞蹈|播音|表演|书法|戏剧|戏曲|编导|影视/, '艺术类'],
  [/体育/, '体育类'],
  [/国家专项|国家贫困专项|贫困专项/, '国家专项'],
  [/地方专项|农村专项/, '地方专项'],
  [/高校专项/, '高校专项'],
  [/专项/, '专项计划'],
  [/预科/, '预科'],
  [/中外合作|合作办学|内地与港澳台合作/, '中外合作'],
  [/民族班|内地班|少数民族|民族专项|民考|蒙授|藏文|双语|单列/, '民族/单列计划'],
  [/南疆/, '南疆单列'],
  [/专升本/, '专升本'],
  [/对口|中职|单独考试|单招|分类考试|技能高考|三校生/, '对口/单招'],
  [/强基|高水平|综合评价|保送|特殊类型|少年班/, '特殊类型'],
  [/定向|订单|公费师范|优师|免费师范|免费医学/, '定向/公费'],
  [/军队|军校|部队|公安|消防|司法|士官|飞行|航海|边防|国防生/, '军警院校'],
  [/提前/, '提前批'],
]
const SPECIAL_IN_MAJOR: Array<[RegExp, string]> = [
  [/中外合作|合作办学|内地与港澳台合作/, '中外合作'],
  [/预科/, '预科'],
  [/专项/, '专项计划'],
  [/定向|订单|公费师范|优师|免费医学/, '定向/公费'],
  [/民族班|少数民族|民考|蒙授/, '民族/单列计划'],
]

export interface PathInput {
  formalScope?: string | null
  subjectName?: string | null
  batch?: string | null
  majorGroup?: string | null
  majorName?: string | null
  /** a special path the printed school name names (branchOf(...).special) */
  schoolNote?: string
}

/** '' for ordinary rows, else a short Chinese reason (shown when the user asks to include special paths) */
export function specialReason(r: PathInput): string {
  const scope = (r.formalScope ?? '').trim()
  const ctx = `${r.subjectName ?? ''} ${r.batch ?? ''} ${r.majorGroup ?? ''}`
  for (const [re, reason] of SPECIAL_IN_CONTEXT) if (re.test(ctx)) return reason
  // the school name's own notes (「西安电子科技大学(国家专项)」, 「燕山大学(地方专项计划)」) name the path as well
  if (r.schoolNote) return r.schoolNote
  const major = r.majorName ?? ''
  for (const [re, reason] of SPECIAL_IN_MAJOR) if (re.test(major)) return reason
  if (scope === 'special-path-only') return '特殊类型'
  return ''
}

/** name used for matching schools across sources: no spaces, half-width brackets */
export function normName(s: string): string {
  return s
    .replace(/\s+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/[【［[]/g, '(')
    .replace(/[】］\]]/g, ')')
}

/** the name without bracketed suffixes: 北京大学(医学部) → 北京大学, 计算机科学与技术(卓越班) → 计算机科学与技术 */
export function stripBrackets(s: string): string {
  return normName(s).replace(/\([^()]*\)/g, '').replace(/\([^()]*$/, '')
}

export function toInt(s: string | null | undefined): number | null {
  if (s === null || s === undefined) return null
  const t = String(s).trim()
  if (!t) return null
  const n = Number(t)
  return Number.isFinite(n) ? Math.round(n) : null
}

export function toNum(s: string | null | undefined): number | null {
  if (s === null || s === undefined) return null
  const t = String(s).trim()
  if (!t) return null
  const n = Number(t)
  return Number.isFinite(n) ? n : null
}

// ---- campuses, joint institutes and separately listed units of a school ------------------------------

/** campus 校区/分校, joint 中外合作办学, institute 单独招生的学院/学部, unit 单列的招生类别 (医护类, 较高收费 …) */
export type BranchKind = 'campus' | 'joint' | 'institute' | 'unit'

export interface BranchInfo {
  /** '' for the school itself; else what the printed name adds, e.g. 威海校区, 中外合作办学·较高收费, 惠灵顿学院 */
  label: string
  kind: BranchKind | ''
  /** a special admission path the printed name names (国家专项 …), for specialReason */
  special: string
}

const MAIN: BranchInfo = { label: '', kind: '', special: '' }
/** notes that describe the school, not a part of it */
const DESCRIPTIVE = /^(公办|民办|独立学院|本科|普通类?|普通本科|原.+)$/
const JOINT = /中外合作|合作办学|中外|国际学院|联合学院|国际合作/
const CAMPUS = /(校区|分校)$/
const INSTITUTE = /(学院|学部|分院)$/

/**
 * What a printed school name says beyond the school it belongs to. Sources print campuses (华北电力大学(保定),
 * 山东大学威海分校), joint institutes (郑州大学(中外合作办学), 郑州大学惠灵顿学院), separately listed categories
 * (郑州大学(医护类)) and plain notes (台州学院(公办), 江西财经大学(南昌市)) the same way; only the first three are
 * a different unit from the school's own rows. `places`: names of cities (without 市) that mark a campus when
 * they are not the school's own city.
 */
export function branchOf(printed: string, school: { name: string; city: string }, places: ReadonlySet<string>): BranchInfo {
  const p = normName(printed)
  const own = normName(school.name)
  if (p === own || !p.startsWith(own)) return MAIN
  const tokens = p
    .slice(own.length)
    .split(/[()，,、/]+/)
    .map((t) => t.trim())
    .filter(Boolean)
  const ownCity = school.city.replace(/市$/, '')
  const labels: string[] = []
  const kinds = new Set<BranchKind>()
  let special = ''
  for (const t of tokens) {
    if (DESCRIPTIVE.test(t)) continue
    const stem = t.replace(/市$/, '')
    if (stem === ownCity) continue
    if (JOINT.test(t)) {
      kinds.add('joint')
      labels.push(t === '中外合作' ? '中外合作办学' : t)
      continue
    }
    const path = SPECIAL_IN_CONTEXT.find(([re]) => re.test(t))
    if (path) {
      special ||= path[1]
      continue
    }
    if (CAMPUS.test(t)) {
      kinds.add('campus')
      labels.push(t)
    } else if (places.has(stem)) {
      kinds.add('campus')
      labels.push(`${stem}校区`)
    } else if (INSTITUTE.test(t)) {
      kinds.add('institute')
      labels.push(t)
    } else {
      kinds.add('unit')
      labels.push(t)
    }
  }
  const kind = (['joint', 'campus', 'institute', 'unit'] as const).find((k) => kinds.has(k)) ?? ''
  return { label: labels.join('·'), kind, special }
}

/** How the app names a kind of branch (the heading of its rows). */
export const BRANCH_KIND_NAME: Record<BranchKind, string> = {
  campus: '校区',
  joint: '中外合作办学',
  institute: '单独招生的学院',
  unit: '单列招生',
}
