/**
 * In-memory search over schools and the catalogue: exact name first, then prefix, then substring
 * (names, abbreviations, 院校代码 / 专业代码).
 */
import type { Static } from '@sinclair/typebox'
import type { SpecialtyBrief } from '../../../types/api/lookup'
import { schoolBrief, sourceOf, type MajorRow, type ReferenceSnapshot, type SchoolBriefOut } from './store'

export type SpecialtyOut = Static<typeof SpecialtyBrief>

function score(text: string, name: string, kw: string): number {
  if (name === kw) return 0
  if (name.startsWith(kw)) return 1
  if (name.includes(kw)) return 2
  if (text.includes(kw)) return 3
  return -1
}

export function searchSchools(snap: ReferenceSnapshot, keyword: string): SchoolBriefOut[] {
  return searchSchoolRows(snap, keyword).map((s) => schoolBrief(snap, s))
}

/** matching schools, best match first (rows, so that callers convert only the page they show) */
export function searchSchoolRows(snap: ReferenceSnapshot, keyword: string): ReferenceSnapshot['schools'] {
  const kw = keyword.trim().toLowerCase()
  const hits: Array<[number, number, (typeof snap.schools)[number]]> = []
  for (const s of snap.schools) {
    // school names are Chinese: no case folding needed for the name itself; the search text is pre-lowered
    const sc = score(snap.schoolSearch.get(s.id) ?? s.name, s.name, kw)
    if (sc >= 0) hits.push([sc, s.level === '本科' ? 0 : 1, s])
  }
  hits.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].name.length - b[2].name.length || a[2].id - b[2].id)
  return hits.map((h) => h[2])
}

export function specialtyBrief(snap: ReferenceSnapshot, m: MajorRow): SpecialtyOut {
  return {
    MajorCode: m.code,
    Code6: m.code6,
    MajorName: m.name,
    DisciplineCode: m.discipline_code,
    DisciplineName: m.discipline,
    ClassCode: m.class_code,
    ClassName: m.class_name,
    IsSpecial: m.is_t,
    IsControlled: m.is_k,
    Note: m.note,
    CatalogYear: m.catalog_year,
    Source: sourceOf(snap, m.sid, 'official-national', m.catalog_year),
  }
}

export function searchSpecialties(snap: ReferenceSnapshot, keyword: string, catalogYear: number): SpecialtyOut[] {
  const kw = keyword.trim()
  const hits: Array<[number, MajorRow]> = []
  for (const m of snap.majors.get(catalogYear) ?? []) {
    const sc = score(`${m.code}|${m.class_name}`, m.name, kw)
    if (sc >= 0) hits.push([sc, m])
  }
  hits.sort((a, b) => a[0] - b[0] || a[1].code6.localeCompare(b[1].code6))
  return hits.map((h) => specialtyBrief(snap, h[1]))
}
