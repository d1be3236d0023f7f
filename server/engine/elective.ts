/**
 * Best-effort reading of a printed 选科要求 (gaokao-rules.md §4) into {track, mode, subjects}. The printed
 * text is always shown beside it; `unknown` means we could not read it, never a guess.
 */
export interface ElectiveRequirement {
  /** 首选科目 of 3+1+2 (物理 / 历史), when the text states it */
  track: '物理' | '历史' | null
  /** none 不限 · all 均须选考 · any 选考其中一门 · unknown */
  mode: 'none' | 'all' | 'any' | 'unknown'
  subjects: string[]
}

// 「化和生」「物/化」: single-character abbreviations stand between separators (or the ends of the text)
const SEP = '[和或、+＋/／,，及与]'
const abbr = (c: string) => new RegExp(`(?:^|(?<=${SEP}))${c}(?=${SEP}|$)`)
const SUBJECTS: Array<[RegExp, string]> = [
  [/物理/, '物理'],
  [abbr('物'), '物理'],
  [/化学/, '化学'],
  [abbr('化'), '化学'],
  [/生物/, '生物'],
  [abbr('生'), '生物'],
  [/政治/, '政治'],
  [abbr('政'), '政治'],
  [/地理/, '地理'],
  [abbr('地'), '地理'],
  [/历史/, '历史'],
  [/技术/, '技术'],
]

export function parseElective(raw: string | null | undefined): ElectiveRequirement {
  const text = (raw ?? '').replace(/\s+/g, '')
  if (!text || text === '\\') return { track: null, mode: 'unknown', subjects: [] }
  let track: ElectiveRequirement['track'] = null
  let rest = text
  const t = /^(?:首选|仅)?(物理|历史)(?:类|科目组合)?(?:[+＋*，,]|（再选|\(再选|，再选|$)/.exec(text) ?? /首选(物理|历史)/.exec(text)
  if (t && !/均须|或|其中/.test(text.slice(0, 8))) {
    track = t[1] as '物理' | '历史'
    rest = text.replace(t[0], '').replace(/^再选/, '')
  }
  const subjects: string[] = []
  for (const [re, name] of SUBJECTS) if (re.test(rest) && name !== track && !subjects.includes(name)) subjects.push(name)
  if (!subjects.length) {
    if (/不限|不提|无要求|^$/.test(rest)) return { track, mode: 'none', subjects: [] }
    return { track, mode: track ? 'none' : 'unknown', subjects: [] }
  }
  const mode: ElectiveRequirement['mode'] = /或|其中|选考一门|一门即可|[/／]/.test(rest) ? 'any' : 'all'
  return { track, mode, subjects }
}

/** whether a student's chosen subjects satisfy a requirement (3+1+2: track must match too) */
export function meetsElective(req: ElectiveRequirement, chosen: ReadonlyArray<string>): boolean | null {
  if (req.mode === 'unknown') return null
  if (req.track && !chosen.includes(req.track)) return false
  if (req.mode === 'none') return true
  if (req.mode === 'all') return req.subjects.every((s) => chosen.includes(s))
  return req.subjects.some((s) => chosen.includes(s))
}
