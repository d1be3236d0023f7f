/**
 * New-exam subject choice as pure functions: a province's combinations (3+1+2: 12; 3+3: 20, 浙江 35), the share of
 * majors and school groups each opens in a set of admission/plan rows (their printed 选科要求 read by
 * engine/elective.ts), and a ranking of the combinations by the student's subject scores and Holland code.
 *
 * A row whose 选科要求 we cannot read counts nowhere (Basis.KnownRows says how many we could); a 3+1+2 row without a
 * 首选 in its text takes the 首选 of its 科类 (物理类 → 物理, 历史类 → 历史).
 */
import { meetsElective, parseElective, type ElectiveRequirement } from '../../engine/elective'
import { groupKey } from '../../engine/wish/keys'

export type Mode = '3+1+2' | '3+3'

export interface ElectiveRow {
  school: string
  group: string
  major: string
  /** 1 历史类, 2 物理类, 3 综合 */
  subjectType: number | null
  elective: string
  /** rows folded into this one */
  n: number
}

export interface Combination {
  key: string
  subjects: string[]
  first: string | null
}

export interface ComboStat extends Combination {
  majorCount: number
  majorShare: number
  groupCount: number
  groupShare: number
  rank: number
}

export interface StatTotals {
  rows: number
  knownRows: number
  majors: number
  groups: number
  schools: number
}

export function combinations(mode: Mode, pool: { first: string[]; second: string[]; secondCount: number }): Combination[] {
  const choose = (xs: string[], k: number): string[][] => (k === 0 ? [[]] : xs.flatMap((x, i) => choose(xs.slice(i + 1), k - 1).map((rest) => [x, ...rest])))
  if (mode === '3+1+2') {
    return pool.first.flatMap((f) => choose(pool.second, pool.secondCount).map((pair) => ({ key: [f, ...pair].join('+'), subjects: [f, ...pair], first: f })))
  }
  return choose(pool.second, pool.secondCount).map((c) => ({ key: c.join('+'), subjects: c, first: null }))
}

/** the row's requirement, with the 首选 of its 科类 in a 3+1+2 province */
export function requirementOf(mode: Mode, row: Pick<ElectiveRow, 'elective' | 'subjectType'>): ElectiveRequirement {
  const req = parseElective(row.elective)
  if (mode === '3+1+2' && !req.track && req.mode !== 'unknown') {
    const track = row.subjectType === 2 ? '物理' : row.subjectType === 1 ? '历史' : null
    return { ...req, track }
  }
  return req
}

/** a requirement in words: 不限 · 物理+化学 · 化学/生物（任选其一）, with the 首选 first in 3+1+2 */
export function requirementText(req: ElectiveRequirement): string {
  const head = req.track ? `首选${req.track}` : ''
  if (req.mode === 'unknown') return '无法识别'
  if (req.mode === 'none' || !req.subjects.length) return head ? `${head}，再选不限` : '不限'
  const body = req.mode === 'all' ? req.subjects.join('+') : `${req.subjects.join('/')}（任选其一）`
  return head ? `${head}，再选${body}` : body
}

const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0)

interface Prepared {
  req: ElectiveRequirement
  unit: string
  group: string
  school: string
  n: number
}

function prepare(mode: Mode, rows: readonly ElectiveRow[]): Prepared[] {
  return rows.map((r) => {
    // a group as the wish engine knows it: 吉林's plan prints 「1101004 第004组 005」 (the major's number after the
    // group's), which read as text made every row a group of its own
    const group = r.group ? groupKey(r.group) : ''
    return {
      req: requirementOf(mode, r),
      unit: `${r.school}|${group}|${r.major}|${r.subjectType ?? ''}`,
      group: `${r.school}|${group}|${r.subjectType ?? ''}`,
      school: r.school,
      n: r.n,
    }
  })
}

export function totals(mode: Mode, rows: readonly ElectiveRow[]): StatTotals {
  const p = prepare(mode, rows)
  const known = p.filter((r) => r.req.mode !== 'unknown')
  return {
    rows: p.reduce((a, r) => a + r.n, 0),
    knownRows: known.reduce((a, r) => a + r.n, 0),
    majors: new Set(known.map((r) => r.unit)).size,
    groups: new Set(known.map((r) => r.group)).size,
    schools: new Set(known.map((r) => r.school)).size,
  }
}

/**
 * For every combination: the majors (school + group + major) and groups with at least one row it meets, over those
 * whose requirement we could read. Ranked by MajorShare (ties share a rank).
 */
export function comboStats(mode: Mode, combos: readonly Combination[], rows: readonly ElectiveRow[]): ComboStat[] {
  const p = prepare(mode, rows).filter((r) => r.req.mode !== 'unknown')
  const majors = new Set(p.map((r) => r.unit)).size
  const groups = new Set(p.map((r) => r.group)).size
  const out = combos.map((c) => {
    const mu = new Set<string>()
    const gu = new Set<string>()
    for (const r of p) {
      if (meetsElective(r.req, c.subjects)) {
        mu.add(r.unit)
        gu.add(r.group)
      }
    }
    return { ...c, majorCount: mu.size, majorShare: pct(mu.size, majors), groupCount: gu.size, groupShare: pct(gu.size, groups), rank: 0 }
  })
  const sorted = [...out].sort((a, b) => b.majorCount - a.majorCount)
  for (const s of out) s.rank = 1 + sorted.findIndex((x) => x.majorCount === s.majorCount)
  return out
}

/** requirement texts by rows, most first; `failing` keeps only those the combination does not meet */
export function requirementCounts(mode: Mode, rows: readonly ElectiveRow[], failing?: readonly string[], limit = 20): Array<{ text: string; rows: number }> {
  const m = new Map<string, number>()
  for (const r of prepare(mode, rows)) {
    if (r.req.mode === 'unknown') continue
    if (failing && meetsElective(r.req, failing) !== false) continue
    const t = requirementText(r.req)
    m.set(t, (m.get(t) ?? 0) + r.n)
  }
  return [...m.entries()]
    .map(([text, n]) => ({ text, rows: n }))
    .sort((a, b) => b.rows - a.rows || a.text.localeCompare(b.text))
    .slice(0, limit)
}

// --- ranking by the student's strengths and interests (本产品整理) ----------------------------------------

/** which Holland types each subject speaks to (ours: a plain reading of what the subject trains) */
export const SUBJECT_RIASEC: Record<string, Partial<Record<string, number>>> = {
  物理: { R: 1, I: 1 },
  化学: { I: 1, R: 0.5 },
  生物: { I: 1, S: 0.5 },
  政治: { E: 1, S: 1 },
  历史: { A: 0.5, S: 0.5, I: 0.5, C: 0.5 },
  地理: { I: 0.5, R: 0.5, C: 0.5 },
  技术: { R: 1, C: 0.5 },
}

export const FIT_METHOD =
  '适合度（0–100，本产品整理）= 成绩优势 45% + 能报专业占比 35% + 兴趣相符 20%，缺哪一项就按其余两项的比例计算。成绩优势：所选各科在你各科成绩中的相对位置的平均；能报专业占比：与本省占比最高的组合相比；兴趣相符：各科与霍兰德代码各字母（按 3、2、1 加权）的对应程度。'

export interface FitInput {
  scores?: ReadonlyArray<{ Subject: string; Score: number }>
  holland?: string
}

export interface Fitted extends ComboStat {
  fit: number | null
  reasons: string[]
}

/** `useShares` false (too few readable rows): the fit leaves the share out, and no reason quotes it */
export function rankByFit(stats: readonly ComboStat[], input: FitInput, useShares = true): Fitted[] {
  const scores = new Map((input.scores ?? []).map((s) => [s.Subject, s.Score]))
  const holland = (input.holland ?? '').toUpperCase()
  const hasScores = scores.size > 0
  const hasInterest = holland.length > 0
  const values = [...scores.values()]
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const strengthOf = (s: string) => (!scores.has(s) ? 0.5 : hi === lo ? 1 : (scores.get(s)! - lo) / (hi - lo))
  const interestOf = (subjects: string[]) => subjects.reduce((a, s) => a + [...holland].reduce((b, l, i) => b + (SUBJECT_RIASEC[s]?.[l] ?? 0) * (3 - i), 0), 0)
  const maxShare = Math.max(1e-9, ...stats.map((s) => s.majorShare))
  const maxInterest = Math.max(1e-9, ...stats.map((s) => interestOf(s.subjects)))
  const out: Fitted[] = stats.map((c) => {
    const reasons: string[] = useShares ? [`能报 ${c.majorShare}% 的专业、${c.groupShare}% 的专业组（全省组合第 ${c.rank}）`] : []
    if (!hasScores && !hasInterest) return { ...c, fit: null, reasons }
    const parts: Array<[number, number]> = useShares ? [[0.35, c.majorShare / maxShare]] : []
    if (hasScores) {
      const strength = c.subjects.reduce((a, s) => a + strengthOf(s), 0) / c.subjects.length
      parts.push([0.45, strength])
      const strong = c.subjects.filter((s) => scores.has(s) && strengthOf(s) >= 0.67)
      const weak = c.subjects.filter((s) => scores.has(s) && strengthOf(s) <= 0.33)
      if (strong.length) reasons.push(`用上了你较强的科目：${strong.join('、')}`)
      if (weak.length) reasons.push(`包含你较弱的科目：${weak.join('、')}`)
    }
    if (hasInterest) {
      const interest = interestOf(c.subjects) / maxInterest
      parts.push([0.2, interest])
      const hits = c.subjects.filter((s) => [...holland].some((l) => (SUBJECT_RIASEC[s]?.[l] ?? 0) >= 1))
      if (hits.length) reasons.push(`与兴趣代码 ${holland} 相符的科目：${hits.join('、')}`)
    }
    const w = parts.reduce((a, [x]) => a + x, 0) || 1
    const fit = Math.round((parts.reduce((a, [x, v]) => a + x * v, 0) / w) * 1000) / 10
    return { ...c, fit, reasons }
  })
  if (hasScores || hasInterest) out.sort((a, b) => (b.fit ?? 0) - (a.fit ?? 0) || a.rank - b.rank)
  else out.sort((a, b) => a.rank - b.rank)
  return out
}
