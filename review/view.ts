/** Pure helpers of the console: how a row, a percent and a time read. */
import type { Static } from '@sinclair/typebox'
import type { RowRemark } from '../types/api/audit'
import type { WishItem } from '../types/api/wish'

export type Item = Static<typeof WishItem>
export type Remark = Static<typeof RowRemark>
export type SuggestionKind = 'none' | 'remove' | 'move' | 'replace' | 'adjust'

export function unitTitle(it: Item): string {
  const group = it.GroupName ? ` ${it.GroupName}` : ''
  const major = it.MajorName ? ` · ${it.MajorName}` : ''
  return `${it.SchoolName}${group}${major}`
}

export const percent = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${p}%`)
export const thousands = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString('en-US'))

export function when(isoText: string): string {
  const d = new Date(isoText)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** the remarks to send: rows with words or a suggestion, in position order */
export function remarksToSend(drafts: Record<number, { text: string; kind: SuggestionKind; to: string; unit: string }>): {
  remarks: Remark[]
  problem: string | null
} {
  const remarks: Remark[] = []
  for (const [pos, d] of Object.entries(drafts).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const Position = Number(pos)
    const Remark = d.text.trim()
    let Suggestion: Remark['Suggestion']
    if (d.kind === 'remove') Suggestion = { Action: 'remove' }
    if (d.kind === 'adjust') Suggestion = { Action: 'adjust' }
    if (d.kind === 'move') {
      const to = Number(d.to)
      if (!Number.isInteger(to) || to < 1) return { remarks, problem: `第 ${Position} 个志愿：请填要移到第几个志愿` }
      Suggestion = { Action: 'move', ToPosition: to }
    }
    if (d.kind === 'replace') {
      if (!/^[a-z][0-9a-z]{3,39}$/.test(d.unit.trim())) return { remarks, problem: `第 ${Position} 个志愿：请填替换成的填报单位编号（UnitId）` }
      Suggestion = { Action: 'replace', UnitId: d.unit.trim() }
    }
    if (!Remark && !Suggestion) continue
    remarks.push(Suggestion ? { Position, Remark, Suggestion } : { Position, Remark })
  }
  return { remarks, problem: null }
}

export const BAND_CLASS: Record<string, string> = { 冲: 'band-reach', 稳: 'band-match', 保: 'band-safe', 垫: 'band-floor' }
