import type { Generated } from 'kysely'

/** Expert audit, audit credits and the user's messages (migration 0400_audit) */
export interface AuditTables {
  audits: {
    id: Generated<number>
    user_id: number
    wish_id: number | null
    table_name: string
    snapshot: string
    remark: Generated<string>
    status: Generated<string>
    expert_id: number | null
    result: string | null
    comment: Generated<string>
    row_remarks: Generated<string>
    paid_by: string
    applied_wish_id: number | null
    result_read_at: Date | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
  audit_events: {
    id: Generated<number>
    audit_id: number
    actor_id: number | null
    actor_role: string
    from_status: string | null
    to_status: string
    note: Generated<string>
    at: Generated<Date>
  }
  audit_credits: {
    user_id: number
    credits: Generated<number>
    updated_at: Generated<Date>
  }
  user_messages: {
    id: Generated<number>
    user_id: number
    kind: string
    title: string
    body: Generated<string>
    link: Generated<string>
    created_at: Generated<Date>
    read_at: Date | null
  }
}
