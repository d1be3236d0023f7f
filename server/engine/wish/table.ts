/**
 * Checking a wish table (志愿表) against the province's rules, and its whole outcome under the parallel-wish
 * rule (gaokao-rules.md §3): the student's file goes to the first wish, in table order, whose lowest admitted
 * rank the student reaches; every later wish is then void, and a student reached by none 滑档 (drops to the
 * 征集志愿 or the next batch).
 *
 * P(admitted at wish i) = P(not at wishes 1..i−1, at wish i), P(none) = the 滑档 risk. Units of one table move
 * together (one province, one year, one cohort: a shift all of them share), so the probabilities are not
 * multiplied as if independent: each unit's admission is a latent normal X_u ≤ Φ⁻¹(P_u) with loading √ρ_u on
 * one common factor Z (ρ_u = the shared share of its variance, model.ts), and Z is summed out by Gauss–Hermite
 * quadrature. With ρ = 0 this is the independent product; with ρ = 1, units with the same P fall together.
 */
import { gaussHermite, normalCdf, normalQuantile, type Quadrature } from './dist'
import { BAND_ORDER, SLIP_WARN, bandOf, toPercent } from './bands'
import type { ElectiveRequirement } from '../elective'
import type { FillMode } from './rules'

export interface TableRow {
  unitId: string
  /** null: no probability (history too thin); counted as never admitting (pessimistic) */
  probability: number | null
  /** ρ: share of the unit's uncertainty shared with the other units of the table */
  commonShare: number
  label: string
  elective: ElectiveRequirement
  /** whether the student meets the requirement (null: unknown) */
  meets: boolean | null
  majors: string[]
  /** majors the group offers, as far as our data knows (empty: unknown) */
  groupMajors: string[]
  /** majors filled that are not names of the 本科专业目录 (checked only where the group's list is unknown) */
  uncatalogued?: string[]
  adjust: boolean
  /** the row exists in this province, year, track and batch */
  known: boolean
  /** the unit's level (院校专业组 / 专业 / 院校), when known; checked against TableRules.fillLevel */
  level?: 'group' | 'major' | 'institution' | null
}

export interface TableRules {
  fillMode: FillMode
  wishCount: number
  majorsPerGroup: number
  adjustmentExists: boolean
  batchName: string
  /** the province has 选科 that year (false in a 文理 province: no 选科 check, no 选科 warning) */
  electives?: boolean
  /** the level the batch is filled at: a row of another level cannot be filed (absent: not checked) */
  fillLevel?: 'group' | 'major' | 'institution'
}

export interface Issue {
  kind:
    | 'count'
    | 'duplicate'
    | 'majors'
    | 'majors-unchecked'
    | 'level'
    | 'elective'
    | 'adjust'
    | 'order'
    | 'slip'
    | 'unknown-unit'
    | 'thin-history'
    | 'no-safe'
    | 'empty'
  level: 'error' | 'warning'
  positions: number[]
  message: string
}

export interface TableOutcome {
  /** P(admitted at wish i), same order as the rows */
  admitHere: number[]
  /** P(admitted by none) */
  slip: number
}

const QUAD: Quadrature = gaussHermite(40)
/**
 * the nodes that can move a probability: the 12 outermost of the 40 weigh under 1e-13 together, and a node's whole
 * contribution to any output is at most its weight — dropping them changes no shown percent
 */
const NODE_FLOOR = 1e-13
const NODES = Array.from(QUAD.w.keys()).filter((k) => QUAD.w[k] >= NODE_FLOOR)
/** once P(no earlier row admits) is this small, later rows add less than it (and slip is ~0) for this node */
const NONE_FLOOR = 1e-15

export function tableOutcome(rows: ReadonlyArray<Pick<TableRow, 'probability' | 'commonShare'>>): TableOutcome {
  const n = rows.length
  const q = rows.map((r) => (r.probability === null ? -Infinity : normalQuantile(clampP(r.probability))))
  const load = rows.map((r) => Math.sqrt(Math.min(0.98, Math.max(0, r.commonShare))))
  const rest = load.map((a) => Math.sqrt(1 - a * a))
  const admitHere = new Array<number>(n).fill(0)
  let slip = 0
  for (const k of NODES) {
    const z = QUAD.x[k]
    const w = QUAD.w[k]
    let none = 1
    for (let i = 0; i < n && none >= NONE_FLOOR; i++) {
      const p = q[i] === -Infinity ? 0 : normalCdf((q[i] - load[i] * z) / rest[i])
      admitHere[i] += w * none * p
      none *= 1 - p
    }
    if (none >= NONE_FLOOR) slip += w * none
  }
  return { admitHere, slip: Math.min(1, Math.max(0, slip)) }
}

const clampP = (p: number) => Math.min(1 - 1e-12, Math.max(1e-12, p))

/**
 * Every rule the table breaks (errors: it cannot be filed like this) and every risk a parent should see
 * (warnings), in plain Chinese, with the positions concerned (1-based).
 */
export function checkTable(rows: ReadonlyArray<TableRow>, rules: TableRules, outcome: TableOutcome): Issue[] {
  const issues: Issue[] = []
  const pos = (i: number) => i + 1
  if (!rows.length) issues.push({ kind: 'empty', level: 'error', positions: [], message: '志愿表还是空的，请至少填写一个志愿' })
  if (rows.length > rules.wishCount) {
    issues.push({
      kind: 'count',
      level: 'error',
      positions: rows.slice(rules.wishCount).map((_, i) => rules.wishCount + i + 1),
      message: `${rules.batchName}最多可填 ${rules.wishCount} 个志愿，现在有 ${rows.length} 个，请删去 ${rows.length - rules.wishCount} 个`,
    })
  }
  const first = new Map<string, number>()
  rows.forEach((r, i) => {
    const at = first.get(r.unitId)
    if (at !== undefined) {
      issues.push({
        kind: 'duplicate',
        level: 'error',
        positions: [pos(at), pos(i)],
        message: `第 ${pos(at)} 和第 ${pos(i)} 个志愿是同一个${unitWord(rules.fillMode)}（${r.label}），同一批次不能重复填报`,
      })
    } else first.set(r.unitId, i)
  })
  const unknownElective: number[] = []
  rows.forEach((r, i) => {
    if (!r.known) {
      issues.push({ kind: 'unknown-unit', level: 'error', positions: [pos(i)], message: `第 ${pos(i)} 个志愿在本省本批次的数据中找不到，请重新选择` })
      return
    }
    if (rules.fillLevel && r.level && r.level !== rules.fillLevel) {
      issues.push({
        kind: 'level',
        level: 'error',
        positions: [pos(i)],
        message: `第 ${pos(i)} 个志愿（${r.label}）是${LEVEL_WORD[r.level]}，${rules.batchName}按「${LEVEL_WORD[rules.fillLevel]}」填报，不能这样填`,
      })
      return
    }
    if (r.meets === false) {
      issues.push({
        kind: 'elective',
        level: 'error',
        positions: [pos(i)],
        message: `第 ${pos(i)} 个志愿（${r.label}）要求选考「${electiveText(r.elective)}」，你的选科不符合，填了也不会被投档`,
      })
    } else if (r.meets === null && rules.electives !== false) unknownElective.push(pos(i))
    if (rules.fillMode !== '专业(类)+院校') {
      if (r.majors.length > rules.majorsPerGroup) {
        issues.push({
          kind: 'majors',
          level: 'error',
          positions: [pos(i)],
          message: `第 ${pos(i)} 个志愿填了 ${r.majors.length} 个专业，每个志愿最多 ${rules.majorsPerGroup} 个`,
        })
      }
      const dupMajor = r.majors.find((m, k) => r.majors.indexOf(m) !== k)
      if (dupMajor) issues.push({ kind: 'majors', level: 'error', positions: [pos(i)], message: `第 ${pos(i)} 个志愿里「${dupMajor}」填了两次` })
      // majors are picked from the group's list where we hold it; a typed one must at least be a catalogue name
      if (r.groupMajors.length) {
        const unlisted = r.majors.filter((m) => !r.groupMajors.includes(m))
        if (unlisted.length) {
          issues.push({
            kind: 'majors',
            level: 'error',
            positions: [pos(i)],
            message: `第 ${pos(i)} 个志愿（${r.label}）填的「${unlisted.join('」「')}」不在该组的专业名单中，请从组内专业里选`,
          })
        }
      } else if (r.uncatalogued?.length) {
        // the group's list is unknown (unchecked), and these names are not even in the catalogue
        issues.push({
          kind: 'majors-unchecked',
          level: 'warning',
          positions: [pos(i)],
          message: `第 ${pos(i)} 个志愿（${r.label}）填的「${r.uncatalogued.join('」「')}」不是本科专业目录中的专业名称，请对照今年的招生计划核对`,
        })
      } else if (r.majors.length) {
        issues.push({
          kind: 'majors-unchecked',
          level: 'warning',
          positions: [pos(i)],
          message: `第 ${pos(i)} 个志愿（${r.label}）的组内专业名单我们没有数据，所填专业未核对，请对照今年的招生计划确认`,
        })
      }
      if (rules.adjustmentExists && !r.adjust && !r.majors.length) {
        // no major filled and no 调剂: once in the file, nothing can admit the student — certain 退档
        issues.push({
          kind: 'adjust',
          level: 'error',
          positions: [pos(i)],
          message: `第 ${pos(i)} 个志愿（${r.label}）没有填专业，又不服从调剂：投档后没有专业可以录取，一定会被退档，而且本批次后面的志愿都不再投档。请选专业或勾选服从调剂`,
        })
      } else if (rules.adjustmentExists && !r.adjust) {
        const all = r.groupMajors.length > 0 && r.groupMajors.every((m) => r.majors.includes(m))
        if (!all) {
          issues.push({
            kind: 'adjust',
            level: 'warning',
            positions: [pos(i)],
            message: `第 ${pos(i)} 个志愿没有勾选服从调剂：如果投档后所填专业都已录满，会被退档，而且本批次后面的志愿都不再投档`,
          })
        }
      }
    }
    if (r.probability === null && r.meets !== false) {
      issues.push({
        kind: 'thin-history',
        level: 'warning',
        positions: [pos(i)],
        message: `第 ${pos(i)} 个志愿（${r.label}）历年数据太少，算不出录取概率；计算滑档风险时按「不会录取」算`,
      })
    }
  })
  if (unknownElective.length) {
    issues.push({
      kind: 'elective',
      level: 'warning',
      positions: unknownElective,
      message: `${unknownElective.length === rows.length ? '这些志愿' : positionsText(unknownElective)}的选科要求我们没有数据，请对照今年的招生计划确认`,
    })
  }
  // a safer unit above a riskier one: the parallel rule tries the table top-down, so the riskier one never gets its turn
  const bands = rows.map((r) => (r.probability === null ? null : bandOf(toPercent(r.probability))))
  for (let i = 0; i < rows.length; i++) {
    const bi = bands[i]
    if (!bi) continue
    const j = rows.findIndex((_r, k) => k > i && bands[k] !== null && BAND_ORDER[bands[k]] < BAND_ORDER[bi])
    if (j > i) {
      issues.push({
        kind: 'order',
        level: 'warning',
        positions: [pos(i), pos(j)],
        message: `第 ${pos(i)} 个志愿（${bi}）排在第 ${pos(j)} 个志愿（${bands[j]}）前面：平行志愿按顺序投档，前面录上后，后面更难但可能更想去的志愿就没有机会了`,
      })
      break
    }
  }
  const slip = toPercent(outcome.slip)
  if (rows.length && slip >= SLIP_WARN) {
    issues.push({
      kind: 'slip',
      level: 'warning',
      positions: [],
      message: `按往年数据估计，这张表有约 ${slip}% 的可能一个都录不上（滑档）。建议在后面多加几个「保」或「垫」的志愿`,
    })
  }
  if (rows.length && !bands.some((b) => b === '保' || b === '垫')) {
    issues.push({ kind: 'no-safe', level: 'warning', positions: [], message: '表中没有「保」或「垫」的志愿，万一前面都没录上就会滑档' })
  }
  return issues
}

/**
 * 「第 3、7 个志愿」, and a long list summarised as runs: 「第 1–40、42–112 个志愿（共 111 个）」 rather than a wall of
 * numbers.
 */
export function positionsText(positions: readonly number[]): string {
  const sorted = [...positions].sort((a, b) => a - b)
  const runs: string[] = []
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++
    runs.push(j - i >= 2 ? `${sorted[i]}–${sorted[j]}` : j > i ? `${sorted[i]}、${sorted[j]}` : `${sorted[i]}`)
    i = j + 1
  }
  const text = runs.length > 8 ? `${runs.slice(0, 8).join('、')} 等` : runs.join('、')
  return `第 ${text} 个志愿${sorted.length > 5 ? `（共 ${sorted.length} 个）` : ''}`
}

const LEVEL_WORD = { group: '院校专业组', major: '专业', institution: '院校' } as const

function unitWord(m: FillMode): string {
  return m === '院校专业组' ? '院校专业组' : m === '专业(类)+院校' ? '专业' : '院校'
}

function electiveText(r: ElectiveRequirement): string {
  if (r.mode === 'all') return r.subjects.join('和')
  if (r.mode === 'any') return `${r.subjects.join('或')}（选其一）`
  return r.subjects.join('、')
}
