/**
 * The education-path test (升学路径测评): each answer adds its option's weights (data/careers/education-paths.json,
 * 本产品整理) to the paths it speaks for; the paths with points come back best first, each with the answers that gave
 * them as reasons. Pure; an unknown question or option is refused with the field named.
 */
import type { PathDef, PathQuestionDef } from './catalog'

export interface PathScore {
  key: string
  name: string
  score: number
  percent: number
  reasons: string[]
}

export class PathAnswerError extends Error {}

export function scorePaths(
  paths: readonly PathDef[],
  questions: readonly PathQuestionDef[],
  answers: ReadonlyArray<{ Question: string; Option: string }>,
): PathScore[] {
  const score = new Map<string, number>(paths.map((p) => [p.key, 0]))
  const reasons = new Map<string, string[]>(paths.map((p) => [p.key, []]))
  const seen = new Set<string>()
  for (const a of answers) {
    const q = questions.find((x) => x.key === a.Question)
    if (!q) throw new PathAnswerError(`没有这道题（Question=${a.Question}）`)
    if (seen.has(q.key)) throw new PathAnswerError(`同一道题只能回答一次（Question=${a.Question}）`)
    seen.add(q.key)
    const o = q.options.find((x) => x.key === a.Option)
    if (!o) throw new PathAnswerError(`「${q.text}」没有这个选项（Option=${a.Option}）`)
    for (const [k, w] of Object.entries(o.weights)) {
      if (!score.has(k) || w <= 0) continue
      score.set(k, score.get(k)! + w)
      reasons.get(k)!.push(o.text)
    }
  }
  const best = Math.max(0, ...score.values())
  return paths
    .map((p, i) => ({
      i,
      key: p.key,
      name: p.name,
      score: score.get(p.key)!,
      percent: best ? Math.round((score.get(p.key)! / best) * 100) : 0,
      reasons: reasons.get(p.key)!,
    }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ i: _i, ...p }) => p)
}
