import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface AccountTables {
  users: {
    id: Generated<number>
    mobile: string
    password_hash: string | null
    nickname: Generated<string>
    avatar: Generated<string>
    gender: Generated<number>
    exam_province_id: number | null
    exam_year: number | null
    subject_type: number | null
    /** JSON array text */
    select_subjects: Generated<string>
    score: number | null
    rank: number | null
    final_score: number | null
    final_rank: number | null
    member_type: Generated<number>
    member_expire_at: Date | null
    school_name: Generated<string>
    class_name: Generated<string>
    province_code: Generated<string>
    city_code: Generated<string>
    district_code: Generated<string>
    recommend_code: Generated<string>
    channel_code: Generated<string>
    score_edit_count: Generated<number>
    created_at: Generated<Date>
    updated_at: Generated<Date>
    last_login_at: Date | null
    /** 'student', or 'expert' (reviewer console; migration 0400_audit) */
    role: Generated<string>
  }
  sessions: {
    id: string
    user_id: number
    token_hash: string
    login_method: string
    ip: Generated<string>
    user_agent: Generated<string>
    created_at: Timestamp
    last_seen_at: Timestamp
    expires_at: Timestamp
  }
  user_open_ids: {
    open_type: number
    open_id: string
    user_id: number
    app_id: Generated<string>
    union_id: Generated<string>
    verified_at: Timestamp
    created_at: Generated<Date>
  }
  kv_entries: {
    key: string
    value: string
    expires_at_ms: number
  }
  sms_outbox: {
    id: Generated<number>
    mobile: string
    sign_name: string
    template_code: string
    template_param: string
    content: string
    biz_id: string
    created_at: Generated<Date>
  }
}
