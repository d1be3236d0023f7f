/**
 * Scoring of the three assessments (issue 19): an answer sheet and its question bank (data/assessments/*.json) in,
 * a result out. Pure — no I/O — so every rule of docs/assessments.md is tested here on its own
 * (tests/server/assess-scoring.test.ts). The banks are our own items, not the official MBTI® or SDS instruments.
 */

export type TestKind = 'mbti' | 'holland' | 'personality'
export const TEST_KINDS: readonly TestKind[] = ['mbti', 'holland', 'personality']

export interface BankOption {
  value: number
  text: string
}

interface BankBase {
  source: string
  version: number
  name: string
  minutes: number
  measures: string
  instructions: string[]
  options: BankOption[]
  scoring: Record<string, string>
  majorsNote: string
  majorsSource: string
}

export type MbtiDimensionKey = 'EI' | 'SN' | 'TF' | 'JP'
export interface MbtiType {
  name: string
  summary: string
  strengths: string[]
  watchOuts: string[]
  /** 专业类 codes (4 digits of data/majors/undergrad_catalog_2026.csv) */
  majors: string[]
}
export interface MbtiBank extends BankBase {
  id: 'mbti'
  dimensions: { key: MbtiDimensionKey; name: string; poles: Record<string, string>; meaning: Record<string, string> }[]
  items: { id: string; text: string; key: { dimension: MbtiDimensionKey; pole: string } }[]
  types: Record<string, MbtiType>
}

export type HollandLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C'
export const RIASEC: readonly HollandLetter[] = ['R', 'I', 'A', 'S', 'E', 'C']
export interface HollandType {
  name: string
  short: string
  summary: string
  traits: string[]
  occupations: string[]
  majors: string[]
}
export interface HollandBank extends BankBase {
  id: 'holland'
  order: HollandLetter[]
  items: { id: string; text: string; key: { type: HollandLetter; reverse: boolean } }[]
  types: Record<HollandLetter, HollandType>
}

export interface PersonalityDimension {
  key: string
  name: string
  high: string
  mid: string
  low: string
  tip: { high: string; low: string }
  majors: string[]
}
export interface PersonalityBank extends BankBase {
  id: 'personality'
  levels: { min: number; max: number; text: string }[]
  dimensions: PersonalityDimension[]
  items: { id: string; text: string; key: { dimension: string; reverse: boolean } }[]
}

export type Bank = MbtiBank | HollandBank | PersonalityBank
export type BankOf<K extends TestKind> = Extract<Bank, { id: K }>

/** item id → the chosen option's value */
export type AnswerSheet = Record<string, number>
export interface AnswerInput {
  QuestionId: string
  Value: number
}

/** a sheet the bank refuses; the message is Chinese and names the problem */
export class SheetError extends Error {}

/** "第 3、7、12 题" (the first few numbers of the items named, 1-based as the student sees them) */
function numbersOf(bank: Bank, ids: string[], most = 5): string {
  const nums = ids.map((id) => bank.items.findIndex((i) => i.id === id) + 1).sort((a, b) => a - b)
  const shown = nums.slice(0, most).join('、')
  return nums.length > most ? `第 ${shown} 等 ${nums.length} 题` : `第 ${shown} 题`
}

/**
 * Checks answers against the bank and turns them into a sheet: every id must be an item of the bank, every value
 * one of its options, no item twice; with `complete`, every item answered.
 */
export function readSheet(bank: Bank, answers: readonly AnswerInput[], complete: boolean): AnswerSheet {
  const ids = new Set(bank.items.map((i) => i.id))
  const values = new Set(bank.options.map((o) => o.value))
  const sheet: AnswerSheet = {}
  for (const a of answers) {
    if (!ids.has(a.QuestionId)) throw new SheetError(`题目 ${a.QuestionId} 不属于「${bank.name}」`)
    if (a.QuestionId in sheet) throw new SheetError(`${numbersOf(bank, [a.QuestionId])}重复作答`)
    if (!values.has(a.Value))
      throw new SheetError(`${numbersOf(bank, [a.QuestionId])}的答案无效：只能选 ${bank.options.map((o) => `${o.value}（${o.text}）`).join('、')}`)
    sheet[a.QuestionId] = a.Value
  }
  if (complete) {
    const missing = bank.items.filter((i) => !(i.id in sheet)).map((i) => i.id)
    if (missing.length) throw new SheetError(`还有 ${missing.length} 题没有作答（${numbersOf(bank, missing)}），请答完再提交`)
  }
  return sheet
}

function checkComplete(bank: Bank, sheet: AnswerSheet): void {
  readSheet(
    bank,
    Object.entries(sheet).map(([QuestionId, Value]) => ({ QuestionId, Value })),
    true,
  )
}

// --- MBTI -----------------------------------------------------------------------------------------

export interface MbtiDimensionResult {
  key: MbtiDimensionKey
  /** the two poles in the bank's order (E before I, …) and the points each got */
  poles: [string, string]
  points: [number, number]
  /** percent of the first pole, 0–100 (the second is 100 − it) */
  firstPercent: number
  letter: string
}
export interface MbtiResult {
  kind: 'mbti'
  type: string
  dimensions: MbtiDimensionResult[]
}

/**
 * Agreeing with an item gives its pole one point, disagreeing gives the other pole one. The letter of a dichotomy
 * is the pole with more points; a tie (6 : 6) goes to the second pole (I, N, F, P).
 */
export function scoreMbti(bank: MbtiBank, sheet: AnswerSheet): MbtiResult {
  checkComplete(bank, sheet)
  const dimensions = bank.dimensions.map((d): MbtiDimensionResult => {
    const poles = Object.keys(d.poles) as [string, string]
    const points: [number, number] = [0, 0]
    for (const item of bank.items.filter((i) => i.key.dimension === d.key)) {
      const agreed = sheet[item.id] === 1
      const toFirst = (item.key.pole === poles[0]) === agreed
      points[toFirst ? 0 : 1]++
    }
    const total = points[0] + points[1]
    return {
      key: d.key,
      poles,
      points,
      firstPercent: Math.round((points[0] / total) * 100),
      letter: points[0] > points[1] ? poles[0] : poles[1],
    }
  })
  return { kind: 'mbti', type: dimensions.map((d) => d.letter).join(''), dimensions }
}

// --- Holland --------------------------------------------------------------------------------------

export interface HollandResult {
  kind: 'holland'
  /** points per type, 0–20 */
  scores: Record<HollandLetter, number>
  /** the six letters from strongest to weakest (ties in R I A S E C order) */
  ranking: HollandLetter[]
  /** the first three letters of the ranking */
  code: string
}

const OPTION_MAX = (bank: Bank) => Math.max(...bank.options.map((o) => o.value))
const OPTION_MIN = (bank: Bank) => Math.min(...bank.options.map((o) => o.value))

/** a reverse-keyed item scores max + min − value (2 − v on the 0–2 scale, 6 − v on the 1–5 scale) */
const keyed = (bank: Bank, value: number, reverse: boolean) => (reverse ? OPTION_MAX(bank) + OPTION_MIN(bank) - value : value)

/** Sum per type (reverse items reversed); the code is the three highest, ties in the fixed order R I A S E C. */
export function scoreHolland(bank: HollandBank, sheet: AnswerSheet): HollandResult {
  checkComplete(bank, sheet)
  const scores = Object.fromEntries(RIASEC.map((l) => [l, 0])) as Record<HollandLetter, number>
  for (const item of bank.items) scores[item.key.type] += keyed(bank, sheet[item.id], item.key.reverse)
  const ranking = [...RIASEC].sort((a, b) => scores[b] - scores[a] || RIASEC.indexOf(a) - RIASEC.indexOf(b))
  return { kind: 'holland', scores, ranking, code: ranking.slice(0, 3).join('') }
}

/** points of a type out of its maximum, as 0–100 */
export function hollandPercent(bank: HollandBank, letter: HollandLetter, points: number): number {
  const max = bank.items.filter((i) => i.key.type === letter).length * OPTION_MAX(bank)
  return Math.round((points / max) * 100)
}

// --- personality ----------------------------------------------------------------------------------

export interface PersonalityDimensionResult {
  key: string
  raw: number
  /** 0–100 */
  score: number
  /** 'low' | 'mid' | 'high' by the bank's levels, and its words */
  level: 'low' | 'mid' | 'high'
  levelText: string
}
export interface PersonalityResult {
  kind: 'personality'
  dimensions: PersonalityDimensionResult[]
}

export function scorePersonality(bank: PersonalityBank, sheet: AnswerSheet): PersonalityResult {
  checkComplete(bank, sheet)
  const lo = OPTION_MIN(bank)
  const hi = OPTION_MAX(bank)
  const dimensions = bank.dimensions.map((d): PersonalityDimensionResult => {
    const items = bank.items.filter((i) => i.key.dimension === d.key)
    const raw = items.reduce((s, i) => s + keyed(bank, sheet[i.id], i.key.reverse), 0)
    const score = Math.round(((raw - items.length * lo) / (items.length * (hi - lo))) * 100)
    const idx = bank.levels.findIndex((l) => score >= l.min && score <= l.max)
    const level = (['low', 'mid', 'high'] as const)[Math.max(0, idx)]
    return { key: d.key, raw, score, level, levelText: bank.levels[Math.max(0, idx)].text }
  })
  return { kind: 'personality', dimensions }
}

// --- any test -------------------------------------------------------------------------------------

export type TestResult = MbtiResult | HollandResult | PersonalityResult

export function scoreSheet(bank: Bank, sheet: AnswerSheet): TestResult {
  switch (bank.id) {
    case 'mbti':
      return scoreMbti(bank, sheet)
    case 'holland':
      return scoreHolland(bank, sheet)
    case 'personality':
      return scorePersonality(bank, sheet)
  }
}

/** the short code a result is listed by: 'INTJ', 'IRC', or the personality's strongest dimension */
export function codeOf(bank: Bank, r: TestResult): string {
  if (r.kind === 'mbti') return r.type
  if (r.kind === 'holland') return r.code
  const top = strongest(r)[0]
  const dim = (bank as PersonalityBank).dimensions.find((d) => d.key === top.key)
  return dim ? `${dim.name}${top.levelText}` : ''
}

/** dimensions from the highest score down (ties in the bank's order) */
function strongest(r: PersonalityResult): PersonalityDimensionResult[] {
  return r.dimensions
    .map((d, i) => ({ d, i }))
    .sort((a, b) => b.d.score - a.d.score || a.i - b.i)
    .map((x) => x.d)
}

/**
 * 专业类 codes suggested for a result (our own mapping in the bank): MBTI — the type's list; Holland — the first
 * letter's six and the second letter's first three; personality — three of each of the two strongest dimensions.
 * Duplicates dropped, order kept.
 */
export function suggestedMajors(bank: Bank, r: TestResult): string[] {
  let codes: string[] = []
  if (r.kind === 'mbti' && bank.id === 'mbti') codes = bank.types[r.type]?.majors ?? []
  if (r.kind === 'holland' && bank.id === 'holland') codes = [...bank.types[r.ranking[0]].majors, ...bank.types[r.ranking[1]].majors.slice(0, 3)]
  if (r.kind === 'personality' && bank.id === 'personality')
    codes = strongest(r)
      .slice(0, 2)
      .flatMap((d) => bank.dimensions.find((x) => x.key === d.key)?.majors.slice(0, 3) ?? [])
  return [...new Set(codes)]
}
