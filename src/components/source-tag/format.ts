/**
 * Text of the 来源 mark and of its detail sheet (pure, shared by the tag and the tests).
 * DESIGN.md "Look and feel": every number from data shows its year and source on tap.
 */
import type { SourceInfo } from '../../model/lookup'

export const SOURCE_CLASS_LABEL: Record<SourceInfo['SourceClass'], string> = {
  'official-national': '教育部',
  'official-provincial': '省考试院',
  'school-official': '院校官网',
  'third-party': '第三方',
  'score-derived': '推算',
}

export const SOURCE_CLASS_NOTE: Record<SourceInfo['SourceClass'], string> = {
  'official-national': '教育部公布的名单或目录',
  'official-provincial': '省级教育考试院公布的数据',
  'school-official': '高校招生网公布，只代表该校口径',
  'third-party': '第三方整理，尚待与官方原文复核',
  'score-derived': '由分数按一分一段表推算，不是官方公布的数字',
}

/** Short chip text: 省考试院 · 2025 */
export function sourceChip(source: SourceInfo | null | undefined, year?: number | null): string {
  if (!source) return '来源未知'
  const label = source.Label || SOURCE_CLASS_LABEL[source.SourceClass] || '来源'
  // null = leave the year out (a table that has its own year column); undefined = the source's year
  const y = year === null ? null : (year ?? source.Year)
  return y ? `${label} · ${y}` : label
}

export interface SourceDetailInput {
  source: SourceInfo | null | undefined
  /** the number is computed by us (推算) */
  derived?: boolean
  /** where a derived number comes from (e.g. the 一分一段 table used) */
  derivedFrom?: SourceInfo | null
  /** the year of the number when it differs from the source's own year */
  year?: number | null
  /** one line on what the number is, e.g. 2025 年 广东 物理类 最低位次 */
  what?: string
}

/** Lines of the detail sheet shown on tap. */
export function sourceDetailLines({ source, derived, derivedFrom, year, what }: SourceDetailInput): string[] {
  const lines: string[] = []
  if (what) lines.push(what)
  if (!source) {
    lines.push('来源：未知')
    return lines
  }
  const label = source.Label || SOURCE_CLASS_LABEL[source.SourceClass]
  lines.push(`来源类别：${label}（${SOURCE_CLASS_NOTE[source.SourceClass] ?? ''}）`)
  if (source.Title) lines.push(`标题：${source.Title}`)
  if (source.Publisher) lines.push(`发布者：${source.Publisher}`)
  const y = year ?? source.Year
  if (y) lines.push(`数据年份：${y}`)
  if (source.Url) lines.push(`地址：${source.Url}`)
  if (derived) {
    lines.push('推算：该数字不是官方公布值，而是按分数在一分一段表中对应的累计位次计算得出。')
    if (derivedFrom) {
      const from = [derivedFrom.Title, derivedFrom.Year ? `${derivedFrom.Year}年` : ''].filter(Boolean).join('，')
      if (from) lines.push(`推算依据：${from}`)
    }
  }
  return lines
}
