/**
 * Which admission years our data holds, per (province, track, batch, level) — a fact of data/, not of the schools
 * (issue 14 §1). A year is held when a provincial table of it is loaded: rows from the exam authority's own tables
 * or third-party copies of them, at least `MIN_ROWS` and at least `MIN_SHARE` of the fullest year (a school's own
 * site or a partial copy prints a few units, which says nothing about the others).
 *
 * This decides two things a student sees: a unit absent from a held year is "maybe discontinued" (the province
 * printed a full table that year and the unit was not in it); a unit whose newest row is older than the exam year
 * minus one, in a province whose latest year is not loaded yet, is predicted across the gap — with the uncertainty
 * a step of that many years showed in the past (model.ts stepFactor) and said so in plain words.
 */
import type { BatchId, UnitLevel } from './keys'
import { wishBatch, sameSystem, type AdmissionRecord } from './units'

export const MIN_ROWS = 30
export const MIN_SHARE = 0.25

export interface YearsHeld {
  /** years held, newest first */
  years(track: number, batchId: BatchId, level: UnitLevel): number[]
  /** the newest year held, or null when no year of this kind is loaded from a provincial table */
  latest(track: number, batchId: BatchId, level: UnitLevel): number | null
}

const provincial = (c: string) => c === 'official-provincial' || c === 'third-party'

/** years held for one province's records before `targetYear` (rows of the other exam system never count) */
export function yearsHeld(records: ReadonlyArray<AdmissionRecord>, targetYear: number, newExamSince: number | null): YearsHeld {
  const counts = new Map<string, Map<number, number>>()
  for (const r of records) {
    if (r.year >= targetYear || !provincial(r.sourceClass) || !sameSystem(newExamSince, r.year, targetYear)) continue
    const b = wishBatch(r, newExamSince)
    if (b === null) continue
    const k = `${r.track}|${b}|${r.level}`
    let m = counts.get(k)
    if (!m) counts.set(k, (m = new Map<number, number>()))
    m.set(r.year, (m.get(r.year) ?? 0) + 1)
  }
  const held = new Map<string, number[]>()
  for (const [k, m] of counts) {
    const most = Math.max(...m.values())
    held.set(
      k,
      [...m]
        .filter(([, n]) => n >= MIN_ROWS && n >= MIN_SHARE * most)
        .map(([y]) => y)
        .sort((a, b) => b - a),
    )
  }
  const years = (t: number, b: BatchId, l: UnitLevel) => held.get(`${t}|${b}|${l}`) ?? []
  return { years, latest: (t, b, l) => years(t, b, l)[0] ?? null }
}

/** the years missing between the newest year held and the exam year, as a parent reads them: 「2026 年」, 「2025–2026 年」 */
function missingYears(examYear: number, latestYear: number): string {
  return examYear - latestYear === 2 ? `${examYear - 1} 年` : `${latestYear + 1}–${examYear - 1} 年`
}

const STEP_WORD: Record<number, string> = { 2: '两', 3: '三', 4: '四' }

/** the plain-Chinese note of a prediction across a gap: the year before the exam is not in our data yet */
export function gapNote(examYear: number, latestYear: number): string | null {
  const step = examYear - latestYear
  if (step < 2) return null
  const n = STEP_WORD[step] ?? String(step)
  return `${missingYears(examYear, latestYear)}录取数据尚未收录，按 ${latestYear} 年推算，间隔${n}年，把握小一些（误差按往年间隔${n}年预测的实际偏差放大）。`
}

/** a batch's years note: which years are held, the gap to the exam year, and how many old units are no longer listed */
export function yearsNote(examYear: number, held: ReadonlyArray<number>, levelName: string, dropped = 0): string {
  if (!held.length) return `我们还没有收录该批次${levelName}的完整投档表，概率只来自院校官网等零散数据。`
  const latest = held[0]
  const step = examYear - latest
  const parts = [`已收录${levelName}投档数据：${[...held].sort((a, b) => a - b).join('、')} 年（最新 ${latest} 年）。`]
  if (step >= 2) parts.push(`${missingYears(examYear, latest)}录取数据尚未收录，按 ${latest} 年推算，间隔${STEP_WORD[step] ?? step}年，把握小一些。`)
  if (dropped) parts.push(`往年有 ${dropped.toLocaleString('en-US')} 个志愿单位未出现在 ${latest} 年投档表中（代码调整、合并或停招），不再列出。`)
  return parts.join('')
}
