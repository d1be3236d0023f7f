import type { Generated } from 'kysely'

/** What an admission line or a plan is about: year, province, 科类, batch, school, major (columns of both tables). */
export interface OfferColumns {
  year: number
  province_id: number
  subject_type: number | null
  subject_name: string
  batch: string
  school_id: number | null
  school_code: string
  school_name: string
  /** campus / joint institute / unit the printed school name names, '' for the school itself (0101) */
  branch: string
  /** campus | joint | institute | unit, '' for the school itself */
  branch_kind: string
  major_group: string
  major_code: string
  major_name: string
  catalog_code: string | null
  elective: string
  plan_count: number | null
}

/** The special-path flag and the provenance every admission, plan and batch-line row ends with. */
export interface SourcedColumns {
  formal_scope: string
  is_special: boolean
  special_reason: string
  source_class: string
  sid: number
  origin: string
}

/** Reference data tables (migration 0100_reference). Numbers of numeric columns arrive as JS numbers. */
export interface ReferenceTables {
  ref_sources: {
    id: number
    source_key: string
    source_class: string
    quality: string
    title: string
    publisher: string
    url: string
    note: string
  }
  ref_schools: {
    id: number
    moe_code: string
    code5: string
    name: string
    authority: string
    province_id: number
    city: string
    level: string
    is_private: boolean
    is_985: boolean | null
    is_211: boolean | null
    is_dfc: boolean | null
    tags_known: boolean
    school_type: string | null
    other_tags: string
    founded: number | null
    lng: number | null
    lat: number | null
    website: string | null
    note: string
    name_en: string | null
    abbr: string | null
    dfc_disciplines: string
    assess_a_plus: string
    assess_a: string
    assess_a_minus: string
    sid: number
    tag_sid: number | null
    website_sid: number | null
  }
  ref_majors: {
    catalog_year: number
    code: string
    code6: string
    name: string
    discipline_code: string
    discipline: string
    class_code: string
    class_name: string
    is_t: boolean
    is_k: boolean
    note: string
    sid: number
  }
  ref_rank_tables: {
    id: Generated<number>
    province_id: number
    year: number
    subject_type: number | null
    subject_name: string
    usage: string
    category: string
    scope: string
    is_default: boolean
    policy_bonus: boolean
    source_class: string
    sid: number
    row_count: number
    top_score: number
    floor_score: number
    total: number
    top_gap: boolean
    note: string
    origin: string
    created_at: Generated<Date>
  }
  ref_rank_rows: {
    table_id: number
    score_low: number
    score_high: number
    count: number
    rank_start: number
    rank_end: number
  }
  ref_batch_lines: {
    id: Generated<number>
    province_id: number
    year: number
    subject_type: number | null
    subject_name: string
    batch: string
    line_kind: string
    route_kind: string
    section: string
    category_group: string
    min_score: number | null
    culture_score: number | null
    professional_score: number | null
  } & SourcedColumns
  ref_admissions: {
    id: Generated<number>
    level: string
    vocational: boolean
  } & OfferColumns & {
      admitted_count: number | null
      min_score: number | null
      avg_score: number | null
      max_score: number | null
      min_rank: number | null
      min_rank_from: number | null
      rank_evidence: string
      is_derived: boolean
      rank_table_id: number | null
      tuition: string
    } & SourcedColumns
  ref_plans: { id: Generated<number> } & OfferColumns & { tuition: string } & SourcedColumns
  ref_school_majors: {
    school_id: number
    major_name: string
    catalog_code: string | null
    years: number[]
    provinces: number[]
    row_count: number
    plan_count: number
    source_class: string
    sid: number
  }
  ref_charters: {
    id: Generated<number>
    school_id: number
    year: number
    title: string
    body: string
    url: string
    sid: number
  }
  ref_meta: { key: string; value: string }
}
