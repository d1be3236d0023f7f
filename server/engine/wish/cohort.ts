/**
 * Carrying a rank from one year's cohort to another's, robustly (issue 14 §5).
 *
 * The plain carry multiplies a rank by N_to / N_from, the ratio of the two 一分一段 tables' cumulative counts at
 * the lowest score both print. Three things go wrong with that on real tables, each seen in our data:
 * - **A table that stops high** (江苏 2024 and 上海 print only the 本科 range; 山西 stops at 443) has no cohort
 *   size at its floor: the count there is the number above one score, which moves with the exam's difficulty. Such a
 *   pair measures nothing about the cohort; the rank is carried unscaled and the model adds the spread unscaled ranks
 *   showed (fit.ts `transitions.cohort`). A table is complete when its floor is within the bottom 40 % of the scale.
 * - **An outlier**: 辽宁 2024 历史类 (a third-party copy) ends at 43,549 candidates against 56,324 in 2025, a
 *   ratio of ln 1.29 that sits 3+ robust SDs from every other province's 2024→2025 transition, while the units'
 *   realised ranks moved −1.5 %. A ratio further than `OUTLIER_SDS` robust SDs from the median of the other
 *   provinces' ratios for the same pair of years is replaced by that median (shrunk all the way: one table, not the
 *   cohort, is the likelier cause), and the distance is kept as extra spread.
 * - **A third-party table** may be a partial or re-typed copy; a carry through one adds the spread that third-party
 *   transitions show beyond official ones (measured over all pairs here, at least `MIN_THIRD_PARTY_SPREAD`).
 * Everything here reads 一分一段 tables only, which are published before the filing they help predict.
 */
import { isHit, lookupRank } from '../rank'
import type { CohortCarry, CohortDecision } from './carry'
import { median, robustSd, type TableSet } from './ranks'

export type { CohortCarry, CohortDecision } from './carry'

/** a table is complete (its floor count is the cohort) when its floor lies in the bottom 40 % of the score scale */
export const COMPLETE_FLOOR_SHARE = 0.4
const OUTLIER_SDS = 3
const MIN_SPREAD = 0.02
const MIN_THIRD_PARTY_SPREAD = 0.03

function complete(t: { table: { n: number; scoreLow: Float64Array; scoreHigh: Float64Array } }): boolean {
  const n = t.table.n
  if (n === 0) return false
  const top = Math.max(t.table.scoreHigh[0], 600)
  return t.table.scoreLow[n - 1] <= COMPLETE_FLOOR_SHARE * (top >= 800 ? 900 : top >= 700 ? 750 : top)
}

/** ln(N_to / N_from) at the lowest score both tables print, when both are complete */
export function completeCohortRatio(tables: TableSet, provinceId: number, track: number, fromYear: number, toYear: number): number | null {
  if (fromYear === toYear) return 0
  const a = tables.get(provinceId, fromYear, track)
  const b = tables.get(provinceId, toYear, track)
  if (!a || !b || !complete(a) || !complete(b)) return null
  const floor = Math.max(a.table.scoreLow[a.table.n - 1], b.table.scoreLow[b.table.n - 1])
  const ra = lookupRank(a.table, floor)
  const rb = lookupRank(b.table, floor)
  if (!isHit(ra) || !isHit(rb)) return null
  return Math.log(rb.rankTo / ra.rankTo)
}

/**
 * The robust carry over every province and track of `keys`, for tables of years ≤ `maxYear` (what was published
 * before the filing being predicted).
 */
export function robustCohort(tables: TableSet, keys: ReadonlyArray<{ provinceId: number; track: number }>, maxYear: number): CohortCarry {
  const seen = new Set<string>()
  const raws: Array<{ provinceId: number; track: number; from: number; to: number; raw: number; thirdParty: boolean }> = []
  for (const { provinceId, track } of keys) {
    const k = `${provinceId}|${track}`
    if (seen.has(k)) continue
    seen.add(k)
    const years = tables.years(provinceId, track).filter((y) => y <= maxYear)
    for (const to of years)
      for (const from of years) {
        if (from >= to) continue
        const raw = completeCohortRatio(tables, provinceId, track, from, to)
        if (raw === null) continue
        const thirdParty =
          tables.get(provinceId, from, track)!.sourceClass !== 'official-provincial' || tables.get(provinceId, to, track)!.sourceClass !== 'official-provincial'
        raws.push({ provinceId, track, from, to, raw, thirdParty })
      }
  }
  // per pair of years: the other provinces' transitions (median, robust SD)
  const byPair = new Map<string, number[]>()
  for (const r of raws) {
    const k = `${r.from}>${r.to}`
    byPair.set(k, [...(byPair.get(k) ?? []), r.raw])
  }
  const all = raws.map((r) => r.raw)
  const pooledSd = Math.max(robustSd(all), MIN_SPREAD)
  // third-party transitions' extra spread beyond official ones
  const official = raws.filter((r) => !r.thirdParty).map((r) => r.raw)
  const third = raws.filter((r) => r.thirdParty).map((r) => r.raw)
  const thirdSpread =
    official.length >= 4 && third.length >= 4
      ? Math.max(MIN_THIRD_PARTY_SPREAD, Math.sqrt(Math.max(0, robustSd(third) ** 2 - robustSd(official) ** 2)))
      : MIN_THIRD_PARTY_SPREAD
  const decided = new Map<string, CohortDecision>()
  for (const r of raws) {
    const peers = byPair.get(`${r.from}>${r.to}`)!.filter((x) => x !== r.raw)
    const m = peers.length >= 3 ? median(peers) : median(all)
    const sd = peers.length >= 5 ? Math.max(robustSd(peers), MIN_SPREAD) : pooledSd
    const outlier = Math.abs(r.raw - m) > OUTLIER_SDS * sd
    const used = outlier ? m : r.raw
    const spread = Math.sqrt((outlier ? sd * sd : 0) + (r.thirdParty ? thirdSpread * thirdSpread : 0))
    decided.set(`${r.provinceId}|${r.track}|${r.from}|${r.to}`, {
      provinceId: r.provinceId,
      track: r.track,
      from: r.from,
      to: r.to,
      raw: r.raw,
      used,
      spread: round3(spread),
      why: outlier ? 'outlier-shrunk' : 'complete',
    })
  }
  return {
    ratio: (p, t, from, to) => (from === to ? 0 : (decided.get(`${p}|${t}|${from}|${to}`)?.used ?? null)),
    spread: (p, t, from, to) => (from === to ? 0 : (decided.get(`${p}|${t}|${from}|${to}`)?.spread ?? 0)),
    decisions: () => [...decided.values()],
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000
