/**
 * 等级赋分 for 再选/选考 subjects (gaokao-rules.md §5).
 *
 * 3+1+2: grades A–E at about 15/35/35/13/2 %, each grade's raw range mapped linearly onto its scaled range
 * by (Y₂ − Y)/(Y − Y₁) = (T₂ − T)/(T − T₁), rounded to an integer. Variants: 广东 as reported by a third
 * party (unverified: its shares do not add up), 3+3 provinces' 21 levels (100 → 40 in steps of 3), 上海's
 * 11 levels (A+ 70 → E 40 in steps of 3). 山东's 8-level scheme and 海南's 标准分 are not covered (no source).
 */

export interface Grade {
  grade: string
  /** share of candidates in percent; null when our source does not give it */
  share: number | null
  high: number
  low: number
}

export interface Scheme {
  key: string
  name: string
  provinces: number[]
  grades: Grade[]
  formula: string
  verified: boolean
  note: string
  source: { title: string; publisher: string; url: string }
  /** linear interpolation inside a grade (3+1+2) or a fixed score per level (3+3, 上海) */
  interpolates: boolean
}

const STANDARD_312_PROVINCES = [13, 14, 15, 21, 22, 23, 32, 34, 35, 36, 41, 42, 43, 45, 50, 51, 52, 53, 61, 62, 63, 64]

export const SCHEMES: Scheme[] = [
  {
    key: '3+1+2',
    name: '3+1+2 再选科目等级赋分（A–E 五等级）',
    provinces: STANDARD_312_PROVINCES,
    grades: [
      { grade: 'A', share: 15, high: 100, low: 86 },
      { grade: 'B', share: 35, high: 85, low: 71 },
      { grade: 'C', share: 35, high: 70, low: 56 },
      { grade: 'D', share: 13, high: 55, low: 41 },
      { grade: 'E', share: 2, high: 40, low: 30 },
    ],
    formula: '(Y₂ − Y)/(Y − Y₁) = (T₂ − T)/(T − T₁)：Y 为原始分，Y₁、Y₂ 为所在等级原始分下限、上限；T₁、T₂ 为该等级赋分下限、上限；T 四舍五入取整',
    verified: false,
    note: '政治、地理、化学、生物四门再选科目按等级赋分；物理、历史与语数外以原始分计入。比例为约数，以各省考试院当年公布为准。',
    source: {
      title: '等级赋分规则说明（重庆 2021 问答镜像、安徽转载等，见 gaokao-rules.md §5）',
      publisher: '第三方转载的省级考试院说明',
      url: 'https://www.fudaoke.com/exam/774354.html',
    },
    interpolates: true,
  },
  {
    key: 'guangdong',
    name: '广东再选科目等级赋分（第三方报道口径）',
    provinces: [44],
    grades: [
      { grade: 'A', share: 17, high: 100, low: 83 },
      { grade: 'B', share: null, high: 82, low: 71 },
      { grade: 'C', share: null, high: 70, low: 59 },
      { grade: 'D', share: null, high: 58, low: 41 },
      { grade: 'E', share: null, high: 40, low: 30 },
    ],
    formula: '(Y₂ − Y)/(Y − Y₁) = (T₂ − T)/(T − T₁)，T 四舍五入取整',
    verified: false,
    note: '未核实：该口径来自第三方核查文档，其各等级比例合计为 102%，与考试院原文未核对；B–E 的人数比例未给出，无法按比例确定等级。请以广东省教育考试院（eea.gd.gov.cn）公布为准。',
    source: { title: 'HA7CH/gaokao-pro docs/validation-2026-05-31.md（第三方核查）', publisher: '第三方', url: '' },
    interpolates: true,
  },
  {
    key: '3+3-21',
    name: '3+3 选考科目 21 级等级赋分（100–40，每级 3 分）',
    provinces: [11, 12, 33],
    grades: Array.from({ length: 21 }, (_, i) => ({ grade: String(i + 1), share: null, high: 100 - 3 * i, low: 100 - 3 * i })),
    formula: '第 k 级（1 为最高）赋分 = 100 − 3 × (k − 1)',
    verified: false,
    note: '各级人数比例因省而异，我们的资料未给出，故只能按等级换算赋分，不能由原始分或百分位确定等级。',
    source: { title: 'kfzbg.com/bk/696016.html 及第三方核查文档（见 gaokao-rules.md §5）', publisher: '第三方', url: 'https://www.kfzbg.com/bk/696016.html' },
    interpolates: false,
  },
  {
    key: 'shanghai-11',
    name: '上海等级性考试 11 级（A+ 70 至 E 40，每级 3 分）',
    provinces: [31],
    grades: ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'E'].map((g, i) => ({ grade: g, share: null, high: 70 - 3 * i, low: 70 - 3 * i })),
    formula: 'A+ = 70，此后每级减 3 分，E = 40',
    verified: true,
    note: '上海总分 660 = 语数外 3×150 + 3 门等级考 × 70。',
    source: {
      title: '上海市教育考试院：等级性考试成绩计入高考总分的说明',
      publisher: '上海市教育考试院',
      url: 'https://www.shmeea.edu.cn/page/17112/20160914/3521.html',
    },
    interpolates: false,
  },
]

export function schemeFor(provinceId: number): Scheme | null {
  return SCHEMES.find((s) => s.provinces.includes(provinceId)) ?? null
}

export function schemeByKey(key: string): Scheme | null {
  return SCHEMES.find((s) => s.key === key) ?? null
}

/** the grade a candidate falls in, from the share of candidates scoring higher (needs every share) */
export function gradeFromPercentAbove(s: Scheme, percentAbove: number): Grade | null {
  if (s.grades.some((g) => g.share === null)) return null
  let cum = 0
  for (const g of s.grades) {
    cum += g.share as number
    if (percentAbove < cum) return g
  }
  return s.grades[s.grades.length - 1]
}

export function gradeByName(s: Scheme, name: string): Grade | null {
  const n = name
    .trim()
    .toUpperCase()
    .replace('＋', '+')
    .replace(/[－—–]/g, '-')
  return s.grades.find((g) => g.grade.toUpperCase() === n) ?? null
}

/** which grade a scaled score range belongs to, given the raw score lies in [rawLow, rawHigh] of that grade */
export function scaledScore(g: Grade, raw: number, rawLow: number, rawHigh: number): number {
  if (rawHigh === rawLow) return g.high
  // T = (T₂·(Y − Y₁) + T₁·(Y₂ − Y)) / (Y₂ − Y₁); rounded half up
  const t = (g.high * (raw - rawLow) + g.low * (rawHigh - raw)) / (rawHigh - rawLow)
  return Math.floor(t + 0.5 + 1e-9)
}
