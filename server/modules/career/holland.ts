/**
 * Matching an asked Holland code against an occupation's (ours, data/careers/README.md "Search by interest code"):
 * three letters — exact > the same letters in another order > the same first letter; one or two letters — the code
 * starts with them > contains them all. Anything else is no match. Pure.
 */
export type HollandMatch = 'exact' | 'permutation' | 'prefix' | 'contains' | 'first'

const ORDER: Record<HollandMatch, number> = { exact: 0, permutation: 1, prefix: 2, contains: 3, first: 4 }

export function normalizeHolland(code: string): string {
  return code.trim().toUpperCase()
}

export function hollandMatch(asked: string, code: string): HollandMatch | null {
  const a = normalizeHolland(asked)
  const c = normalizeHolland(code)
  if (!a || !c) return null
  if (a === c) return 'exact'
  const same = (x: string, y: string) => x.length === y.length && [...x].sort().join('') === [...y].sort().join('')
  if (a.length === 3) {
    if (same(a, c)) return 'permutation'
    return c[0] === a[0] ? 'first' : null
  }
  if (c.startsWith(a)) return 'prefix'
  if ([...a].every((l) => c.includes(l))) return 'contains'
  return null
}

/** items that match, best match first, then by the given order (stable) */
export function rankByHolland<T>(asked: string, items: readonly T[], codeOf: (t: T) => string): Array<{ item: T; match: HollandMatch }> {
  const out: Array<{ item: T; match: HollandMatch; i: number }> = []
  items.forEach((item, i) => {
    const m = hollandMatch(asked, codeOf(item))
    if (m) out.push({ item, match: m, i })
  })
  out.sort((x, y) => ORDER[x.match] - ORDER[y.match] || x.i - y.i)
  return out.map(({ item, match }) => ({ item, match }))
}

export const MATCH_TEXT: Record<HollandMatch, string> = {
  exact: '代码相同',
  permutation: '字母相同、顺序不同',
  prefix: '以所给字母开头',
  contains: '含所给全部字母',
  first: '首字母相同',
}
