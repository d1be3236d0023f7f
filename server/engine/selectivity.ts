/**
 * Rankings by what we can prove (no licensed third-party ranking): admission selectivity = the median,
 * over a school's ordinary admission rows in one province / year / track, of the lowest admitted rank.
 * A smaller median rank means only higher-ranked students got in. Per school the best evidence is used:
 * rows from the provincial exam authority if it has any, else the school's own site, else third-party rows.
 */
export interface SelectivityRow {
  key: number
  minRank: number
  isDerived: boolean
  sourceClass: string
}

export interface SelectivityResult {
  key: number
  median: number
  best: number
  sample: number
  derivedShare: number
  sourceClasses: string[]
}

const PREFERENCE = ['official-provincial', 'school-official', 'third-party']

export function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b)
  const m = v.length >> 1
  return v.length % 2 ? v[m] : Math.round((v[m - 1] + v[m]) / 2)
}

export function rankBySelectivity(rows: ReadonlyArray<SelectivityRow>): SelectivityResult[] {
  const byKey = new Map<number, SelectivityRow[]>()
  for (const r of rows) {
    if (!(r.minRank > 0)) continue
    let list = byKey.get(r.key)
    if (!list) byKey.set(r.key, (list = []))
    list.push(r)
  }
  const out: SelectivityResult[] = []
  for (const [key, list] of byKey) {
    let used = list
    for (const cls of PREFERENCE) {
      const sub = list.filter((r) => r.sourceClass === cls)
      if (sub.length) {
        used = sub
        break
      }
    }
    const ranks = used.map((r) => r.minRank)
    out.push({
      key,
      median: median(ranks),
      best: Math.min(...ranks),
      sample: used.length,
      derivedShare: used.filter((r) => r.isDerived).length / used.length,
      sourceClasses: [...new Set(used.map((r) => r.sourceClass))],
    })
  }
  out.sort((a, b) => a.median - b.median || a.best - b.best || b.sample - a.sample || a.key - b.key)
  return out
}
