/**
 * Row → wire shapes for admission lines, plans and rank tables, each with its provenance. Shared by the
 * lookup, school and specialty modules.
 */
import type { ExpressionBuilder, Selectable } from 'kysely'
import type { Static } from '@sinclair/typebox'
import type { AdmissionLine, PlanRow, RankTableInfo } from '../../../types/api/lookup'
import type { Database } from '../../db/database'
import type { OfferColumns, ReferenceTables } from '../../db/tables/reference'
import { SOURCE_LABEL } from '../../data/classify'
import { provinceName } from '../../data/provinces'
import type { SelectivityResult } from '../../engine/selectivity'
import { batchName, groupName, printedScore } from './labels'
import { derivedSource, schoolBrief, sourceOf, type RankTableMeta, type ReferenceSnapshot } from './store'

export type AdmissionOut = Static<typeof AdmissionLine>
export type PlanOut = Static<typeof PlanRow>
export type RankTableOut = Static<typeof RankTableInfo>

type AdmissionDbRow = Selectable<ReferenceTables['ref_admissions']>
type PlanDbRow = Selectable<ReferenceTables['ref_plans']>

/** the columns both an admission line and a plan are about (see offerOut) */
const OFFER_SELECT = [
  'year',
  'province_id',
  'subject_type',
  'subject_name',
  'batch',
  'school_id',
  'school_code',
  'school_name',
  'branch',
  'branch_kind',
  'major_group',
  'major_code',
  'major_name',
  'catalog_code',
  'elective',
  'plan_count',
] as const
/** tuition, special-path flag and provenance both end with (see sourcedOut); `formal_scope` is selected but not sent */
const SOURCED_SELECT = ['tuition', 'formal_scope', 'is_special', 'special_reason', 'source_class', 'sid'] as const

/** columns selected for an AdmissionLine (everything but `origin`) */
export const ADMISSION_SELECT = [
  'id',
  'level',
  'vocational',
  ...OFFER_SELECT,
  'admitted_count',
  'min_score',
  'avg_score',
  'max_score',
  'min_rank',
  'min_rank_from',
  'rank_evidence',
  'is_derived',
  'rank_table_id',
  ...SOURCED_SELECT,
] as const

export const PLAN_SELECT = ['id', ...OFFER_SELECT, ...SOURCED_SELECT] as const

/**
 * Plan rows that offer places: an official table that prints 0 for a major in a track (吉林 2025 提前批, tuition
 * 「待定」) says the major takes nobody there, so it is not a plan to list (a missing count stays: unknown).
 */
export const hasPlaces = (eb: ExpressionBuilder<ReferenceTables, 'ref_plans'>) => eb.or([eb('plan_count', 'is', null), eb('plan_count', '>', 0)])
export const PLAN_ZERO_NOTE = '原表计划数为 0 的专业（当年在该科类不招生）未列出。'

export function catalogCodeOut(snap: ReferenceSnapshot, code6: string | null): string | null {
  if (!code6) return null
  return snap.majorByCode6.get(2026)?.get(code6)?.code ?? snap.majorByCode6.get(2025)?.get(code6)?.code ?? code6
}

const BRANCH_KINDS = ['campus', 'joint', 'institute', 'unit'] as const
type BranchKindOut = '' | (typeof BRANCH_KINDS)[number]
const branchKindOut = (k: string): BranchKindOut => ((BRANCH_KINDS as readonly string[]).includes(k) ? (k as BranchKindOut) : '')

/** the fields an admission line and a plan share: what the row is about, as printed and as the pages name it */
function offerOut(snap: ReferenceSnapshot, r: OfferColumns, vocational = false) {
  return {
    Year: r.year,
    ProvinceId: r.province_id,
    ProvinceName: provinceName(r.province_id),
    SubjectType: r.subject_type,
    SubjectName: r.subject_name,
    Batch: r.batch,
    BatchName: batchName(r.batch, r.year, vocational, snap.provinceBatches.get(r.province_id)),
    SchoolId: r.school_id,
    SchoolName: r.school_name,
    SchoolCode: r.school_code,
    Branch: r.branch,
    BranchKind: branchKindOut(r.branch_kind),
    GroupName: groupName(r.major_group, r.school_name),
    MajorGroup: r.major_group,
    MajorCode: r.major_code,
    MajorName: r.major_name,
    CatalogCode: catalogCodeOut(snap, r.catalog_code),
    ElectiveRequirement: r.elective,
    PlanCount: r.plan_count,
  }
}

/** the fields an admission line and a plan end with: tuition, special path and provenance */
function sourcedOut(snap: ReferenceSnapshot, r: Pick<PlanDbRow, 'year' | 'tuition' | 'is_special' | 'special_reason' | 'sid' | 'source_class'>) {
  return {
    Tuition: r.tuition,
    IsSpecial: r.is_special,
    SpecialReason: r.special_reason,
    Source: sourceOf(snap, r.sid, r.source_class, r.year),
  }
}

export function admissionOut(snap: ReferenceSnapshot, r: Omit<AdmissionDbRow, 'origin'>): AdmissionOut {
  // the author of the collection derived some ranks from scores (rank_evidence score-derived…); we derive the
  // rest from the province's default 一分一段 table (rank_table_id). Either way the rank is 推算.
  const rankSource = r.is_derived ? derivedSource(snap, r.rank_table_id, r.year) : null
  const scores = [r.min_score, r.avg_score, r.max_score].map(printedScore)
  return {
    Id: r.id,
    Level: r.level,
    ...offerOut(snap, r, r.vocational),
    AdmittedCount: r.admitted_count,
    MinScore: scores[0].value,
    AvgScore: scores[1].value,
    MaxScore: scores[2].value,
    ScoreRounded: scores.some((x) => x.rounded),
    MinRank: r.min_rank,
    MinRankFrom: r.min_rank_from,
    IsDerived: r.is_derived,
    RankSource: rankSource,
    ...sourcedOut(snap, r),
  }
}

export function planOut(snap: ReferenceSnapshot, r: Omit<PlanDbRow, 'origin'>): PlanOut {
  return {
    Id: r.id,
    ...offerOut(snap, r),
    ...sourcedOut(snap, r),
  }
}

const USAGE_NAMES: Record<string, string> = {
  general: '普通类',
  undergraduate: '普通类（本科批用）',
  vocational: '普通类（专科批用）',
  art: '艺术类',
  sports: '体育类',
  'jilin-vocational-counterpart': '对口招生',
  'jilin-vocational-single': '高职单招',
}

export function rankTableOut(snap: ReferenceSnapshot, m: RankTableMeta): RankTableOut {
  return {
    TableId: m.id,
    ProvinceId: m.province_id,
    ProvinceName: provinceName(m.province_id),
    Year: m.year,
    SubjectType: m.subject_type,
    SubjectName: m.subject_name,
    Usage: m.usage,
    UsageName: USAGE_NAMES[m.usage] ?? m.usage,
    Category: m.category,
    Scope: m.scope,
    IsDefault: m.is_default,
    PolicyBonusIncluded: m.policy_bonus,
    RowCount: m.row_count,
    TopScore: Number(m.top_score),
    FloorScore: Number(m.floor_score),
    Total: m.total,
    Source: sourceOf(snap, m.sid, m.source_class, m.year),
  }
}

/** 1-based paging → offset */
export function pageOf(body: { PageIndex: number; PageSize: number }): { limit: number; offset: number } {
  return { limit: body.PageSize, offset: (body.PageIndex - 1) * body.PageSize }
}

export type { Database }

type RankedSourceClass = 'official-provincial' | 'school-official' | 'third-party'

/**
 * One school of a selectivity ranking (SchoolRank, SpecialtyRankList): its median lowest admitted rank and
 * where those ranks come from. The source is our own computation over public rows; it shows 推算 when every
 * rank of the sample was derived from a score, else the best source class in the sample.
 */
export function rankedSchoolOut(snap: ReferenceSnapshot, r: SelectivityResult, position: number, title: string, year: number) {
  const cls = (r.sourceClasses[0] ?? 'third-party') as RankedSourceClass
  const sourceClass = r.derivedShare === 1 ? ('score-derived' as const) : cls
  return {
    Position: position,
    School: schoolBrief(snap, snap.schoolById.get(r.key)!),
    MedianMinRank: r.median,
    BestMinRank: r.best,
    SampleSize: r.sample,
    DerivedShare: Math.round(r.derivedShare * 100) / 100,
    SourceClasses: r.sourceClasses as RankedSourceClass[],
    Source: {
      SourceClass: sourceClass,
      Label: SOURCE_LABEL[sourceClass],
      Title: title,
      Publisher: '本应用按公开录取数据计算',
      Url: '',
      Year: year,
      Sid: null,
    },
  }
}
