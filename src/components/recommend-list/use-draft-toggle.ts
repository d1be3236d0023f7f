/**
 * What a tap on a row's button does to the draft, by the province's fill mode:
 * - a unit that is a wish by itself (a group, a 专业+院校 major, a school, or in a traditional province a
 *   school's major line where our data has no school-level line): add it or take it out;
 * - a major inside a group or school wish: choose it among that wish's majors, adding the group first when it
 *   is not in the table yet;
 * - in a group province, a major whose group our data does not name: it leads to the school's groups of the batch,
 *   where adding a group puts that major first (专业优先 is never a dead end).
 * The toast says what happened, including a full table or too many majors.
 */
import Taro from '@tarojs/taro'
import { useStore } from '../../stores'
import type { WishStore } from '../../stores/wish'
import { type Batch, type FillMode, type RecommendRow, type WishRowSnapshot } from '../../model/wish'
import { Wish } from '../../stores/wish/calls'
import type { RowButton } from '../recommend-row'
import { go } from '../../navigation'
import { pageUrl } from '../../utils/url'

const TOAST_MS = 1500

export type RowActionKind = { kind: 'toggle' } | { kind: 'parent'; parentId: string } | { kind: 'groups'; schoolId: number } | { kind: 'none'; reason: string }

export function rowActionOf(row: Pick<WishRowSnapshot, 'Level' | 'ParentUnitId'> & { SchoolId?: number | null }, fillMode: FillMode): RowActionKind {
  if (fillMode === '专业(类)+院校' || row.Level !== 'major') return { kind: 'toggle' }
  if (row.ParentUnitId) return { kind: 'parent', parentId: row.ParentUnitId }
  // a group province files groups: a major whose group our data does not name leads to the school's groups
  if (fillMode === '院校专业组') {
    if (row.SchoolId !== null && row.SchoolId !== undefined) return { kind: 'groups', schoolId: row.SchoolId }
    return { kind: 'none', reason: '我们的数据中没有这个专业所在的专业组，请在院校的专业组中填报' }
  }
  // traditional provinces: where our data holds a school's lines by major only, those majors are the units filed
  return { kind: 'toggle' }
}

/** What the parent is told after a tap on add/remove (the store refuses, the page explains). */
export function toggleMessage(result: string, position: number, wishCount: number | null, batchName: string): string {
  switch (result) {
    case 'added':
      return `已加入志愿表（第 ${position} 个）`
    case 'removed':
      return '已移出志愿表'
    case 'full':
      return `志愿表已满：${batchName}最多可填 ${wishCount ?? ''} 个志愿，请先移出一些`
    case 'duplicate':
      return '这个志愿已在志愿表中'
    case 'other-batch':
      return '这一行属于另一个批次，请先切换批次'
    default:
      return '请先选择批次'
  }
}

function toast(title: string) {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
}

export interface RowActions {
  /** the row's button, or null when it has none */
  button(row: RecommendRow | WishRowSnapshot): RowButton | null
  /** the row is in the draft (itself or as a chosen major) */
  added(row: RecommendRow | WishRowSnapshot): boolean
}

/** the school's groups of the batch, reached from one of its majors (专业优先 in a 院校专业组 province) */
export function groupsOfMajorUrl(row: Pick<WishRowSnapshot, 'SchoolId' | 'SchoolName' | 'BatchId' | 'MajorName'>): string {
  return pageUrl('pages/newExam/seach', { SchoolId: row.SchoolId, SchoolName: row.SchoolName, BatchId: row.BatchId, Major: row.MajorName })
}

export interface RowActionOptions {
  /** the list shows groups reached from this major: adding a group puts this major first in it */
  majorFirst?: string
}

export function rowActions(wish: WishStore, batch: Batch, options: RowActionOptions = {}): RowActions {
  const fillMode = batch.Rule.FillMode
  const batchId = batch.BatchId
  const majorsOf = (parentId: string) => wish.items(batchId).find((i) => i.UnitId === parentId)?.Majors ?? []
  const added = (row: RecommendRow | WishRowSnapshot) => {
    const a = rowActionOf(row, fillMode)
    if (a.kind === 'toggle') return wish.has(row.UnitId, batchId)
    if (a.kind === 'parent') return majorsOf(a.parentId).includes(row.MajorName)
    return false
  }
  const addWithMajor = (row: RecommendRow | WishRowSnapshot, major: string) => {
    const result = wish.add(row, batchId, { majors: [major] })
    toast(
      result === 'added'
        ? `已加入第 ${wish.positionOf(row.UnitId, batchId)} 个志愿，「${major}」为第一专业`
        : toggleMessage(result, 0, wish.wishCount(batchId), batch.Name),
    )
  }
  const toggle = (row: RecommendRow | WishRowSnapshot) => {
    const result = wish.toggle(row, batchId)
    toast(toggleMessage(result, wish.positionOf(row.UnitId, batchId), wish.wishCount(batchId), batch.Name))
  }
  const chooseMajor = async (row: RecommendRow | WishRowSnapshot, parentId: string) => {
    const pos = wish.positionOf(parentId, batchId)
    const majors = majorsOf(parentId)
    if (majors.includes(row.MajorName)) {
      wish.setMajors(
        parentId,
        majors.filter((m) => m !== row.MajorName),
        batchId,
      )
      toast('已从该志愿的专业中移出')
      return
    }
    if (pos) {
      const r = wish.setMajors(parentId, [...majors, row.MajorName], batchId)
      toast(r === 'too-many' ? `第 ${pos} 个志愿已选满 ${batch.Rule.MajorsPerGroup} 个专业` : `已选入第 ${pos} 个志愿的专业`)
      return
    }
    if (wish.isFull(batchId)) {
      toast(toggleMessage('full', 0, wish.wishCount(batchId), batch.Name))
      return
    }
    try {
      const parent = await Wish.unit({ UnitId: parentId, BatchId: batchId, WishType: wish.isForecast ? 1 : 0 })
      const result = wish.add(parent, batchId, { majors: [row.MajorName] })
      toast(
        result === 'added'
          ? `已加入所在专业组（第 ${wish.positionOf(parentId, batchId)} 个志愿）`
          : toggleMessage(result, 0, wish.wishCount(batchId), batch.Name),
      )
    } catch {
      // the request layer has shown why
    }
  }
  return {
    added,
    button(row) {
      const a = rowActionOf(row, fillMode)
      const full = wish.isFull(batchId)
      if (a.kind === 'groups') return { text: '看所在专业组', onClick: () => void go(groupsOfMajorUrl(row)) }
      if (a.kind === 'none') return { text: '不能单独填报', disabled: true, onClick: () => toast(a.reason) }
      // a unit the server decided the student cannot be 投档 for: no add (one already in the draft can still be taken out)
      if (row.Elective.Meets === false && !added(row))
        return { text: '选科不符，不能填报', disabled: true, onClick: () => toast('选科要求与你的选科不符，不能填报') }
      if (a.kind === 'toggle') {
        const pos = wish.positionOf(row.UnitId, batchId)
        const major = options.majorFirst
        if (major && !pos && row.Level === 'group' && !full) return { text: '加入（首选该专业）', onClick: () => addWithMajor(row, major) }
        return { text: pos ? `已加入第${pos}个 · 移出` : full ? '志愿表已满' : '加入志愿表', disabled: !pos && full, onClick: () => toggle(row) }
      }
      const pos = wish.positionOf(a.parentId, batchId)
      const chosen = majorsOf(a.parentId).includes(row.MajorName)
      return {
        text: chosen ? `已选入第${pos}个 · 移出` : pos ? `选入第${pos}个志愿` : full ? '志愿表已满' : '加入所在专业组',
        disabled: !pos && !chosen && full,
        onClick: () => void chooseMajor(row, a.parentId),
      }
    },
  }
}

/** The row actions of a batch, for a list page. */
export function useRowActions(batch: Batch, options: RowActionOptions = {}): RowActions {
  const { wish } = useStore()
  return rowActions(wish, batch, options)
}
