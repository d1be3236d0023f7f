// ESLint formatter for `npm run lint:src`: the count of problems per rule, most first, then the total. src/ is
// linted report-only until the kit refactor (eslint.config.mjs), so the count is what matters, not each line.
export default function byRule(results) {
  const counts = new Map()
  let files = 0
  for (const r of results) {
    if (r.messages.length) files++
    for (const m of r.messages) counts.set(m.ruleId ?? '(parse error)', (counts.get(m.ruleId ?? '(parse error)') ?? 0) + 1)
  }
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const total = rows.reduce((n, [, c]) => n + c, 0)
  return [
    ...rows.map(([rule, c]) => `${String(c).padStart(6)}  ${rule}`),
    `${String(total).padStart(6)}  problems in ${files} of ${results.length} files`,
  ].join('\n')
}
