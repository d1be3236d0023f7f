/**
 * What makes two admission rows of different years the same unit (填报单位), and the stable id a wish stores.
 *
 * Sources print the same unit differently from year to year (院校代码 schemes differ by province and source,
 * group names carry changing 选科 text in brackets), so a unit is matched by (province, track, batch kind,
 * level, school name with spaces and brackets removed, group code or major name) — the key backtest-data.md
 * found to match the most history. `UnitId` is a hash of that key: the same unit keeps its id across years,
 * restarts and re-imports.
 */
import { BATCH_IDS } from '../../../types/api/wish'

export type BatchId = (typeof BATCH_IDS)[keyof typeof BATCH_IDS]
export type UnitLevel = 'institution' | 'group' | 'major'

/**
 * Notes a source adds to a school's name that do not make it another filing unit (河北 prints every school so:
 * 「安徽财经大学(蚌埠市)[公办]」): who runs it (公办 / 民办 / 独立学院), the city it is in (a bracket ending in 市,
 * 地区 or 自治州 — 「(保定)」 without 市 is kept: 华北电力大学(保定) is its own school), and a former name
 * (「(原云南大学滇池学院)」). Campus and programme notes stay: 「(威海校区)」, 「(中外合作)」, 「(较高收费)」 name
 * other units. Checked against the names of data/ in tests/server/wish-engine.test.ts.
 */
const NAME_NOTE = /[(（[［【〔]\s*(?:公办|民办|独立学院|[^()（）[\]［］【】〔〕]{1,12}?(?:市|地区|自治州)|原[^()（）[\]［］【】〔〕]{2,20})\s*[)）\]］】〕]/g

/** school name for matching: no spaces, no notes that name the same school (NAME_NOTE), no brackets of either width (their content kept: 北京大学(医学部) ≠ 北京大学) */
export function schoolKey(name: string): string {
  const bare = name.replace(/[\s\u3000]+/g, '').replace(NAME_NOTE, '')
  return (bare || name.replace(/[\s\u3000]+/g, '')).replace(/[()（）[\]［］【】〔〕]/g, '')
}

/** major name for matching: no spaces, brackets unified to half width (content kept: it often names a campus or a programme) */
export function majorKey(name: string): string {
  return name
    .replace(/[\s\u3000]+/g, '')
    .replace(/[（［【〔]/g, '(')
    .replace(/[）］】〕]/g, ')')
    .replace(/[，、]/g, ',')
}

/**
 * The code of a 院校专业组 as printed: 「103 第103组」→ 103, 「03专业组(不限)」→ 03, 「第2组」→ 2, 「A01」→ A01,
 * 「北京理工大学(04)」→ 04.
 * '' when the text names no code (then the unit is the group text itself, see groupKey).
 */
export function groupCode(printed: string): string {
  const t = printed.trim()
  if (!t) return ''
  const lead = /^([0-9A-Za-z]{1,6})(?=[\s第专组(（]|$)/.exec(t)
  if (lead) return lead[1].toUpperCase()
  const di = /第\s*([0-9A-Za-z]{1,6})\s*(?:专业)?组/.exec(t)
  if (di) return di[1].toUpperCase()
  // 「北京理工大学(04)」: a bare code in brackets after the school name
  const br = /[(（]\s*([0-9]{1,4}[A-Za-z]?|[A-Za-z][0-9]{1,3})\s*[)）]/.exec(t)
  if (br) return br[1].toUpperCase()
  return ''
}

/** what identifies a group within its school: its code, else its printed text without bracketed 选科 notes */
export function groupKey(printed: string): string {
  const code = groupCode(printed)
  if (code) return code.replace(/^0+(?=.)/, '')
  return majorKey(printed).replace(/\([^()]*\)/g, '')
}

/** a short display name of a group: 第103组 */
export function groupDisplayName(printed: string): string {
  const code = groupCode(printed)
  if (code) return `第${code}组`
  return printed.trim()
}

const SUPPLEMENTARY = /征集|征求|补录|补充|降分/

/**
 * The kind of batch a batch name belongs to — a data row's printed batch or a batch of the province rules —
 * or null for rounds we do not treat as a wish batch (征集/征求志愿, filled after the main round with their own
 * plans). Order matters: 「普通本科提前批」 is early, 「本科批次(本科提前部分/本科普通部分)」 is the ordinary batch,
 * 「专项/南疆单列/援疆 本科一批」 is special, 「本科批(A段专项/B段45组)」 is ordinary (brackets describe parts of the batch).
 * Data rows of special paths never get here: they are filtered by the data's own classification first.
 */
export function batchKind(printed: string, vocational: boolean): BatchId | null {
  const full = printed.replace(/\s+/g, '')
  if (SUPPLEMENTARY.test(full)) return null
  // what a bracket adds describes parts of the batch (「本科批(A段专项/B段45组)」, 「常规批(本科+专科,3次填报)」)
  const t = full.replace(/[(（][^()（）]*[)）]/g, '') || full
  if (vocational || /专科|高职|高专/.test(t)) return /提前/.test(t) ? BATCH_IDS.VOCATIONAL_EARLY : BATCH_IDS.VOCATIONAL
  if (/特殊类型|强基|专项|单列|援疆|高水平|部队/.test(t)) return BATCH_IDS.SPECIAL
  if (/普通部分/.test(t)) return BATCH_IDS.UNDERGRAD
  if (/提前|零志愿|综合评价|艺体/.test(t)) return BATCH_IDS.UNDERGRAD_EARLY
  if (/一批|第一批|本一/.test(t)) return BATCH_IDS.UNDERGRAD_1
  if (/二批|第二批|本二/.test(t)) return BATCH_IDS.UNDERGRAD_2
  // 本科批 / 本科普通批 / 普通类本科批次平行志愿 / 本科批B段 / 平行录取第一段 / 常规批 …, and an empty batch on a 本科 row
  return BATCH_IDS.UNDERGRAD
}

/**
 * The key a unit's id is made from: the printed school name without spaces and bracket characters (the form ids
 * had before school notes were read, so the wish tables students saved still find their units), group code or
 * major name. Matching rows across years uses units.ts matchKey, which also reads the school list.
 */
export function legacyUnitKey(
  rec: { provinceId: number; track: number; level: UnitLevel; schoolName: string; majorGroup: string; majorName: string },
  batchId: BatchId,
): string {
  const school = rec.schoolName.replace(/[\s\u3000]+/g, '').replace(/[()（）[\]［］【】〔〕]/g, '')
  const part = rec.level === 'group' ? groupKey(rec.majorGroup) : rec.level === 'major' ? majorKey(rec.majorName) : ''
  return `${rec.provinceId}|${rec.track}|${batchId}|${rec.level}|${school}|${part}`
}

const LEVEL_LETTER: Record<UnitLevel, string> = { institution: 'i', group: 'g', major: 'm' }

/** stable id of a unit key: level letter + 2 × 32-bit FNV-1a in base 36 (collisions among ~10⁵ keys: ~10⁻⁹) */
export function unitIdOf(level: UnitLevel, key: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0
    h2 = Math.imul(h2 ^ c, 0x01000193 + 2 * i + 1) >>> 0
  }
  return LEVEL_LETTER[level] + h1.toString(36).padStart(7, '0') + h2.toString(36).padStart(7, '0')
}
