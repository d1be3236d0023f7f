/**
 * How a page names an admission line or a plan row: the province's batch name that year and the group as printed
 * (or 「第N组」) — both given by the server (BatchName, GroupName), never the collector's keys — and what part of the
 * school a row belongs to when it is not the school itself (a campus, a joint institute, a separately listed unit).
 */
import type { AdmissionLine, PlanRow } from '../../model/lookup'

type Labelled = Pick<AdmissionLine, 'BatchName' | 'GroupName' | 'Branch' | 'BranchKind' | 'SchoolName'>

export const BRANCH_KIND_TEXT: Record<Exclude<AdmissionLine['BranchKind'], ''>, string> = {
  campus: '校区',
  joint: '中外合作办学',
  institute: '单独招生的学院',
  unit: '单列招生',
}

/** 本科批 · 第201组; the batch alone for a line without a printed group (an institution line, a major) */
export function batchGroupText(l: Pick<AdmissionLine, 'BatchName' | 'GroupName'>): string {
  return [l.BatchName, l.GroupName].filter(Boolean).join(' · ')
}

/** the kinds whose label already says what they are (威海校区, 秦皇岛分校, 中外合作办学) */
const SELF_EXPLAINING: Record<Exclude<AdmissionLine['BranchKind'], ''>, RegExp> = {
  campus: /校区|分校/,
  joint: /合作/,
  institute: /$^/,
  unit: /$^/,
}

/** 惠灵顿学院（单独招生的学院）, 威海校区, 医护类（单列招生）; '' for the school itself */
export function branchText(l: Labelled): string {
  if (!l.Branch || !l.BranchKind) return ''
  return SELF_EXPLAINING[l.BranchKind].test(l.Branch) ? l.Branch : `${l.Branch}（${BRANCH_KIND_TEXT[l.BranchKind]}）`
}

/** the rows of the school itself, and those of its campuses, joint institutes and separately listed units */
export function splitByBranch<T extends Pick<AdmissionLine | PlanRow, 'Branch'>>(rows: readonly T[]): { own: T[]; branches: T[] } {
  return { own: rows.filter((r) => !r.Branch), branches: rows.filter((r) => !!r.Branch) }
}
