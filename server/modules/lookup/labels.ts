/**
 * How admission and plan rows are labelled for people. The printed text stays on the wire (Batch, MajorGroup,
 * SchoolName) for provenance; these labels are what the pages show:
 * - the batch by the province's own name for it that year: a reformed province has one 本科批, so a school site
 *   that still prints 「本科一批」 for 广东 2026 or 「本科第一批」 for 河南 2025 is shown in the province's 本科批
 *   (the same reading as the wish engine: batchKind / wishBatch);
 * - the group as printed (「第201组」, 「03专业组(不限)」) or 「第N组」, never a collector's internal key
 *   (「南京理工大学广东|本科一批|物理+化学」, 「郑州大学-河南-物理类-临床医学组」, 「…院校平行投档分数线 / 河南院校代码 6000」);
 * - scores with more decimals than any exam authority prints, rounded to whole points and marked.
 */
import { BATCH_IDS } from '../../../types/api/wish'
import { normName } from '../../data/classify'
import { batchKind, groupCode, type BatchId } from '../../engine/wish/keys'

/** what labelling needs of a province's rules (data/rules/province-modes.json, as the region seed stores it) */
export interface ProvinceBatchFacts {
  newExamSince: number | null
  /** the batches as the province names them, e.g. 普通本科批, 本科批(A段专项/B段45组) */
  batches: readonly string[]
}

/** 「本科批(A段专项/B段45组)」 → 本科批: what a bracket after 批 adds describes parts of the batch */
export function cleanBatchName(name: string): string {
  return name.replace(/(批次?)\s*[(（][^()（）]*[)）]\s*$/, '$1').trim()
}

const UNDERGRAD_KINDS: ReadonlySet<BatchId> = new Set([BATCH_IDS.UNDERGRAD, BATCH_IDS.UNDERGRAD_1, BATCH_IDS.UNDERGRAD_2])

/** 本科一批 / 本科二批 under the old exam, however a source spells them (第一批本科, 本科第一批, 一本 …) */
const OLD_NAMES: Partial<Record<BatchId, string>> = { [BATCH_IDS.UNDERGRAD_1]: '本科一批', [BATCH_IDS.UNDERGRAD_2]: '本科二批' }

/**
 * The name of a row's batch in its province and year. Special paths (专项, 艺术 …) and rounds the rules do not
 * name keep their printed name; so does everything in a province whose rules we do not hold.
 */
export function batchName(printed: string, year: number, vocational: boolean, facts: ProvinceBatchFacts | undefined): string {
  const text = printed.trim()
  if (!facts) return text
  const kind = batchKind(text, vocational)
  if (kind === null || kind === BATCH_IDS.SPECIAL) return text
  const reformed = facts.newExamSince !== null && year >= facts.newExamSince
  if (!reformed) return OLD_NAMES[kind] ?? text
  const wanted = UNDERGRAD_KINDS.has(kind) ? BATCH_IDS.UNDERGRAD : kind
  const ruleName = facts.batches.find((b) => batchKind(b, false) === wanted)
  if (ruleName) return cleanBatchName(ruleName)
  return wanted === BATCH_IDS.UNDERGRAD ? '本科批' : text
}

/** a collector's key, not a printed group: 「学校广东|本科一批|物理+化学」, 「学校-河南-物理类-…」, 投档线 titles */
function isInternalKey(printed: string, schoolName: string): boolean {
  if (printed.includes('|')) return true
  const school = normName(schoolName)
  if (school && normName(printed).startsWith(`${school}-`)) return true
  return /院校代码|投档分数线|投档线|平行志愿|^普通类(专业组)?$|^院校专业组$/.test(printed)
}

/**
 * The group as a reader knows it: the printed name when it is short and names a group (「03专业组(不限)」), else
 * 「第N组」 from the code it carries; '' when the text is a collector's key or names no group.
 */
export function groupName(printed: string, schoolName: string): string {
  const t = printed.trim()
  if (!t || isInternalKey(t, schoolName)) return ''
  if (/组/.test(t) && t.length <= 16 && !/\d{5,}/.test(t)) return t
  const code = groupCode(t)
  return code ? `第${code.replace(/^0+(?=.)/, '')}组` : ''
}

/**
 * A score as the source prints it: exam authorities and school sites print whole points (some 艺术 composites to
 * two decimals); a value with more decimals (626.2341181) is a third party's computation — rounded to whole points
 * and flagged, so the page can mark it 推算 instead of showing a made-up precision.
 */
export function printedScore(v: number | string | null): { value: number | null; rounded: boolean } {
  if (v === null) return { value: null, rounded: false }
  const n = Number(v)
  if (!Number.isFinite(n)) return { value: null, rounded: false }
  const decimals = (String(v).split('.')[1] ?? '').replace(/0+$/, '').length
  return decimals > 2 ? { value: Math.round(n), rounded: true } : { value: n, rounded: false }
}
