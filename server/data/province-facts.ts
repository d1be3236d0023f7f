/**
 * Facts outside the admission files that classify their rows, read from data/ by the seed and the importer
 * alike: which exam a province holds in a year (data/rules/province-modes.json: 综合 is a track only in a 3+3
 * year) and the names of cities (data/regions: a printed 「(威海)」 after a school's name is a campus).
 */
import fs from 'fs'
import type { ExamMode } from './classify'
import { readCsvAll } from './csv'
import { dataPath, DATA_ROOT } from './files'

interface ModeFacts {
  code: string
  examMode: string
  newExamSince: number | null
  batches: string[]
}

function readModes(root: string): ModeFacts[] {
  return (JSON.parse(fs.readFileSync(dataPath('provinceModes', root), 'utf8')) as { provinces: ModeFacts[] }).provinces
}

/** province id → its exam in a year; null for a province the rules do not list */
export type ExamModeOf = (provinceId: number, year: number) => ExamMode | null

export function examModeIndex(root = DATA_ROOT): ExamModeOf {
  const byId = new Map(readModes(root).map((p) => [Number(p.code), p]))
  return (provinceId, year) => {
    const p = byId.get(provinceId)
    if (!p) return null
    if (p.newExamSince === null || year < p.newExamSince) return '文理'
    return p.examMode.startsWith('3+3') ? '3+3' : '3+1+2'
  }
}

/** each province's reform year and batches as its rules name them (labels of rows: server/modules/lookup/labels.ts) */
export function provinceBatchFacts(root = DATA_ROOT): Map<number, { newExamSince: number | null; batches: string[] }> {
  return new Map(readModes(root).map((p) => [Number(p.code), { newExamSince: p.newExamSince, batches: p.batches ?? [] }]))
}

/** names of the municipalities, prefecture-level and county-level cities, without 市 (北京, 威海, 昆山 …) */
export async function placeNames(root = DATA_ROOT): Promise<Set<string>> {
  const rows = await readCsvAll(dataPath('regions', root))
  const out = new Set<string>()
  for (const r of rows) {
    const name = (r.name ?? '').trim()
    if (!name.endsWith('市') || name === '市辖区') continue
    if (r.level === 'province' || r.level === 'city' || r.level === 'county') out.add(name.replace(/市$/, ''))
  }
  return out
}
