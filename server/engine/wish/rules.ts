/**
 * Province filling rules by (province, year), from data/rules/province-modes.json (gaokao-rules.md §1): fill
 * mode, how many wishes a batch takes, majors per group, 服从调剂 scope, the batches and their names. Every rule
 * carries its sources. The file records one document year per province (`dataYear`, with per-year counts in
 * `wishCountDetail` where they changed, e.g. 新疆 2025 vs 2026); a year we hold no document for uses the nearest
 * documented year and says so (`RuleYear`, `note`), because rules change every year.
 */
import { BATCH_IDS } from '../../../types/api/wish'
import { batchKind, type BatchId } from './keys'

export type FillMode = '院校专业组' | '专业(类)+院校' | '传统院校+专业'

/** one province object of province-modes.json (the fields we read) */
export interface ProvinceModeFacts {
  province: string
  code: string
  examMode: string
  newExamSince: number | null
  totalScore: number
  fillMode: string
  wishCount: number
  wishCountDetail?: Record<string, number> | null
  majorsPerGroup: number | null
  adjustment: { exists: boolean; scope: string }
  batches: string[]
  dataYear: number
  confidence: string
  notes?: string
  sourceRefs: string[]
}

export interface BatchRule {
  batchId: BatchId
  /** as the province names it */
  name: string
  kind: string
  wishCount: number
  /** how the count was found: the document, the batch name (「专科批(40组)」), or the 本科 count standing in */
  wishCountBasis: 'document' | 'name' | 'assumed'
}

export interface ProvinceRule {
  provinceId: number
  provinceName: string
  year: number
  ruleYear: number
  examMode: string
  fillMode: FillMode
  /** the ordinary 本科 batch's parallel wishes */
  wishCount: number
  majorsPerGroup: number
  majorsPerGroupAssumed: boolean
  adjustment: { exists: boolean; scope: string }
  confidence: string
  note: string
  sources: string[]
  batches: BatchRule[]
}

/** each batch kind: its wire name and the name used where a province's rules do not name it */
const BATCH_META: Record<BatchId, { kind: string; name: string }> = {
  [BATCH_IDS.UNDERGRAD_EARLY]: { kind: 'early', name: '本科提前批' },
  [BATCH_IDS.UNDERGRAD]: { kind: 'undergrad', name: '本科批' },
  [BATCH_IDS.UNDERGRAD_1]: { kind: 'undergrad-1', name: '本科一批' },
  [BATCH_IDS.UNDERGRAD_2]: { kind: 'undergrad-2', name: '本科二批' },
  [BATCH_IDS.VOCATIONAL_EARLY]: { kind: 'vocational-early', name: '专科提前批' },
  [BATCH_IDS.VOCATIONAL]: { kind: 'vocational', name: '专科批' },
  [BATCH_IDS.SPECIAL]: { kind: 'special', name: '特殊类型招生' },
}

export const defaultBatchName = (id: BatchId): string => BATCH_META[id].name

/** the most common majors-per-group where the document gives none (山西: gaokao-rules.md marks 6 as inferred) */
const DEFAULT_MAJORS_PER_GROUP = 6

function fillModeOf(raw: string): FillMode {
  if (raw.startsWith('院校专业组')) return '院校专业组'
  if (raw.startsWith('专业')) return '专业(类)+院校'
  return '传统院校+专业'
}

/** the rule of one province for an exam year */
export function ruleFor(f: ProvinceModeFacts, year: number): ProvinceRule {
  const provinceId = Number(f.code)
  const notes: string[] = []
  if (year !== f.dataYear)
    notes.push(`未收录 ${year} 年的填报规定，沿用 ${f.dataYear} 年规定（${year < f.dataYear ? '往年' : '新一年'}规则可能不同，请以省教育考试院公布为准）`)
  // a reformed province filled by the old 文理 rules before its first new-exam year
  const before = f.newExamSince !== null && year < f.newExamSince
  const fillMode: FillMode = before ? '传统院校+专业' : fillModeOf(f.fillMode)
  if (before) notes.push(`${year} 年仍为文理分科（新高考自 ${f.newExamSince} 年起），按传统院校+专业模式检查`)
  let wishCount = f.wishCount
  // per-year counts recorded in the file (e.g. 新疆 「本科一批(2025)」: 9)
  const detail = f.wishCountDetail ?? {}
  const yearKeyed = Object.entries(detail).filter(([k]) => k.includes(`(${year})`))
  const undergradKey = yearKeyed.find(([k]) => /本科一批|本科批|普通本科/.test(k))
  if (undergradKey) wishCount = undergradKey[1]
  const majorsAssumed = f.majorsPerGroup === null
  if (majorsAssumed) notes.push(`每组专业数未找到官方依据，按 ${DEFAULT_MAJORS_PER_GROUP} 个检查`)
  // the file's own notes are kept when written for readers (Chinese); its English working notes are not shown
  if (f.notes && /[\u4e00-\u9fa5]/.test(f.notes) && !/[A-Za-z]{4,}/.test(f.notes)) notes.push(f.notes)
  if (f.confidence !== 'high')
    notes.push(`该省规则的依据${f.confidence === 'low' ? '只有第三方转载' : '部分来自第三方或未完全核实'}，请以省教育考试院当年公布为准`)
  const batches: BatchRule[] = []
  const seen = new Set<BatchId>()
  for (const name of f.batches) {
    const id = batchKind(name, false)
    if (id === null || seen.has(id)) continue
    seen.add(id)
    let count = wishCount
    let basis: BatchRule['wishCountBasis'] = 'document'
    const yearCount = yearKeyed.find(([k]) => batchKind(k.replace(/\(\d{4}\)/, ''), false) === id)
    // 「(B段1组顺序/主平行段45组)」: the parallel part is the largest count named
    const named = [...name.matchAll(/(\d{1,3})\s*组/g)].map((m) => Number(m[1])).sort((a, b) => b - a)[0]
    if (yearCount) count = yearCount[1]
    else if (named !== undefined) {
      count = named
      basis = 'name'
    } else if (id !== BATCH_IDS.UNDERGRAD && id !== BATCH_IDS.UNDERGRAD_1) basis = 'assumed'
    batches.push({ batchId: id, name, kind: BATCH_META[id].kind, wishCount: count, wishCountBasis: basis })
  }
  return {
    provinceId,
    provinceName: f.province,
    year,
    ruleYear: f.dataYear,
    examMode: before ? '文理' : f.examMode,
    fillMode,
    wishCount,
    majorsPerGroup: fillMode === '专业(类)+院校' ? 1 : (f.majorsPerGroup ?? DEFAULT_MAJORS_PER_GROUP),
    majorsPerGroupAssumed: majorsAssumed && fillMode !== '专业(类)+院校',
    adjustment: fillMode === '专业(类)+院校' ? { exists: false, scope: '无（专业+院校模式不设调剂）' } : f.adjustment,
    confidence: f.confidence,
    note: notes.join('；'),
    sources: f.sourceRefs,
    batches,
  }
}

/** a 文理 (traditional) exam that year: no 选科, tracks 文科/理科 — labels, badges and checks follow this, not the new-exam wording */
export function isTraditional(r: Pick<ProvinceRule, 'examMode'>): boolean {
  return /文理|traditional|文史/.test(r.examMode)
}

/** the batch a wish table of `batchId` is checked against (a batch the document does not list: the 本科 count, assumed) */
export function batchRule(r: ProvinceRule, batchId: BatchId): BatchRule {
  return (
    r.batches.find((b) => b.batchId === batchId) ?? {
      batchId,
      name: BATCH_META[batchId].name,
      kind: BATCH_META[batchId].kind,
      wishCount: r.wishCount,
      wishCountBasis: 'assumed',
    }
  )
}

/** batches we recommend in: ordinary parallel batches (early and special batches need a 章程 and own rules) */
export const RECOMMENDABLE: ReadonlySet<BatchId> = new Set<BatchId>([BATCH_IDS.UNDERGRAD, BATCH_IDS.UNDERGRAD_1, BATCH_IDS.UNDERGRAD_2, BATCH_IDS.VOCATIONAL])
