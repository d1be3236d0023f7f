/**
 * Expert audit of wish tables (issue 18, SPEC §1 "send a saved wish table for audit by an expert and read the
 * result"), the student's messages, and the reviewer console's calls (`Review/*`, experts only).
 *
 * Status machine (AUDIT_STATUS): submitted 待分配 → assigned 专家已接单 → in_review 审核中 → returned 已完成;
 * a student may withdraw (withdrawn 已撤回) while nobody has started (submitted or assigned). An expert may hand a
 * claim back (assigned → submitted). Every change is an event with its time and actor. The audited table is a
 * frozen snapshot with the engine's probability, band and 滑档 risk at submission.
 */
import { Type, endpoint, F, Paged } from '../schema'
import { WishDetail, unitId, wishId } from './wish'

const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})
const Nullable = <T extends import('../schema').TSchema>(t: T) => Type.Union([t, Type.Null()])

export const AUDIT_STATUS = ['submitted', 'assigned', 'in_review', 'returned', 'withdrawn'] as const
export type AuditStatus = (typeof AUDIT_STATUS)[number]
export const AUDIT_STATUS_TEXT: Record<AuditStatus, string> = {
  submitted: '待分配专家',
  assigned: '专家已接单',
  in_review: '审核中',
  returned: '已完成',
  withdrawn: '已撤回',
}
export const AuditStatusField = Type.Union(
  AUDIT_STATUS.map((s) => Type.Literal(s)),
  { title: '审核状态', description: 'submitted 待分配专家；assigned 专家已接单；in_review 审核中；returned 已完成；withdrawn 已撤回' },
)
export const AuditResult = Type.Union([Type.Literal('approved'), Type.Literal('changes')], {
  title: '审核结论',
  description: 'approved 可以直接使用；changes 建议修改',
})

export const REMARK_MAX = 500
export const COMMENT_MAX = 2000
export const ROW_REMARK_MAX = 300

const auditId = () => Type.Integer({ title: '审核记录', minimum: 1, maximum: 2147483647 })

/** what the expert suggests for one row; the student applies all of them to a new copy of the table in one tap */
export const RowSuggestion = Type.Union(
  [
    Type.Object({ Action: Type.Literal('remove') }, { additionalProperties: false }),
    Type.Object(
      { Action: Type.Literal('move'), ToPosition: Type.Integer({ title: '移到第几个志愿', minimum: 1, maximum: 120 }) },
      { additionalProperties: false },
    ),
    Type.Object({ Action: Type.Literal('replace'), UnitId: unitId() }, { additionalProperties: false }),
    Type.Object({ Action: Type.Literal('adjust') }, { additionalProperties: false, description: '改为服从专业调剂' }),
  ],
  { title: '修改建议' },
)

export const RowRemark = Type.Object(
  {
    Position: Type.Integer({ title: '志愿序号', minimum: 1, maximum: 120 }),
    Remark: Type.String({ title: '专家意见', maxLength: ROW_REMARK_MAX }),
    Suggestion: Type.Optional(RowSuggestion),
  },
  { additionalProperties: false },
)

export const AuditEvent = Type.Object({
  At: Str(),
  /** student | expert | system */
  Actor: Str(),
  From: Nullable(Str()),
  To: Str(),
  Note: Str(),
})

export const AuditSummary = Type.Object({
  AuditId: Int(),
  /** the table sent (null once the student has deleted it; the snapshot stays) */
  WishId: Nullable(Int()),
  TableName: Str(),
  Status: AuditStatusField,
  StatusText: Str(),
  Result: Nullable(AuditResult),
  ProvinceName: Str(),
  Year: Int(),
  ItemCount: Int(),
  /** 滑档风险 at submission, integer percent */
  SlipRisk: Nullable(Int()),
  CreatedAt: Str(),
  UpdatedAt: Str(),
  /** a returned result the student has not opened yet */
  Unread: Type.Boolean(),
})

export const AuditDetail = Type.Intersect([
  AuditSummary,
  Type.Object({
    Remark: Str('学生提交时的说明'),
    Comment: Str('专家总体意见'),
    RowRemarks: Type.Array(RowRemark),
    /** the table as sent, with the engine's figures at submission */
    Table: WishDetail,
    Events: Type.Array(AuditEvent),
    /** the copy made by applying the suggestions, when the student did */
    AppliedWishId: Nullable(Int()),
    CanWithdraw: Type.Boolean(),
    CanApply: Type.Boolean(),
  }),
])

export const AuditRights = Type.Object({
  /** the student's membership admits audits (data/rules/membership.json feature `audit`) */
  Member: Type.Boolean(),
  /** single audits bought and not yet used */
  Credits: Int(),
  /** audits not finished yet, and the most a student may have open at once */
  Open: Int(),
  OpenLimit: Int(),
})

export const Message = Type.Object({
  MessageId: Int(),
  Kind: Type.Union([Type.Literal('message'), Type.Literal('notice')]),
  Title: Str(),
  Body: Str(),
  /** the app route a tap opens ('' when none) */
  Link: Str(),
  CreatedAt: Str(),
  Read: Type.Boolean(),
})

// --- the reviewer console -----------------------------------------------------------------------

export const ReviewItem = Type.Intersect([
  AuditSummary,
  Type.Object({
    /** the expert holding it (null while waiting) and whether that is the caller */
    ExpertName: Nullable(Str()),
    Mine: Type.Boolean(),
    Score: Nullable(Type.Number()),
    Rank: Nullable(Int()),
    SubjectText: Str(),
  }),
])

export const ReviewDetail = Type.Intersect([
  AuditDetail,
  Type.Object({
    ExpertName: Nullable(Str()),
    Mine: Type.Boolean(),
    Student: Type.Object({ Nickname: Str(), Score: Nullable(Type.Number()), Rank: Nullable(Int()), ProvinceName: Str(), Year: Int(), SubjectText: Str() }),
  }),
])

const paged = { PageIndex: Type.Optional(F.pageIndex()), PageSize: Type.Optional(F.pageSize()) }
const ofAudit = Type.Object({ AuditId: auditId() }, { additionalProperties: false })
const resultBody = {
  AuditId: auditId(),
  Comment: Type.String({ title: '总体意见', maxLength: COMMENT_MAX }),
  RowRemarks: Type.Array(RowRemark, { title: '逐条意见', maxItems: 120 }),
}

export const auditEndpoints = {
  'User/CommitAuditByStudent': endpoint({
    summary: '提交志愿表给专家审核（需会员或已购买单次审核）',
    auth: 'user',
    body: Type.Object(
      { WishId: wishId(), Remark: Type.Optional(Type.String({ title: '给专家的说明', maxLength: REMARK_MAX })) },
      { additionalProperties: false },
    ),
    data: Type.Object({ AuditId: Int(), Status: AuditStatusField }),
  }),
  'User/AuditListForStudent': endpoint({
    summary: '我的志愿审核记录',
    auth: 'user',
    body: Type.Object(
      { ...paged, Status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done')], { title: '状态' })) },
      { additionalProperties: false },
    ),
    data: Paged(AuditSummary),
  }),
  'User/AuditInfo': endpoint({ summary: '一次志愿审核的详情与结果', auth: 'user', body: ofAudit, data: AuditDetail }),
  'User/AuditWithdraw': endpoint({ summary: '撤回还没开始审核的志愿审核', auth: 'user', body: ofAudit, data: AuditSummary }),
  'User/AuditApply': endpoint({
    summary: '按专家建议生成一份新的志愿表（原表不变）',
    auth: 'user',
    body: ofAudit,
    data: Type.Object({ WishId: Int(), Name: Str() }),
  }),
  'User/AuditRights': endpoint({
    summary: '能否提交志愿审核（会员、单次审核次数、未完成的审核）',
    auth: 'user',
    body: Type.Object({}, { additionalProperties: false }),
    data: AuditRights,
  }),

  'User/MessageList': endpoint({
    summary: '我的消息',
    auth: 'user',
    body: Type.Object(
      { ...paged, Kind: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('notice')], { title: '消息类型' })) },
      { additionalProperties: false },
    ),
    data: Paged(Message),
  }),
  'User/MessageRead': endpoint({
    summary: '把消息标为已读（不给 MessageIds 时全部已读）',
    auth: 'user',
    body: Type.Object(
      {
        MessageIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { title: '消息', maxItems: 100 })),
        Kind: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('notice')])),
      },
      { additionalProperties: false },
    ),
    data: Type.Object({ Notice: Int(), Message: Int() }),
  }),
  'User/MessageUnread': endpoint({
    summary: '未读消息数（通知、消息）',
    auth: 'user',
    body: Type.Object({}, { additionalProperties: false }),
    data: Type.Object({ Notice: Int(), Message: Int() }),
  }),

  'Review/Queue': endpoint({
    summary: '审核台：待分配的、我接的、已完成的审核',
    auth: 'user',
    body: Type.Object(
      { ...paged, View: Type.Union([Type.Literal('waiting'), Type.Literal('mine'), Type.Literal('done')], { title: '列表' }) },
      { additionalProperties: false },
    ),
    data: Paged(ReviewItem),
  }),
  'Review/Detail': endpoint({ summary: '审核台：一份志愿表的详情', auth: 'user', body: ofAudit, data: ReviewDetail }),
  'Review/Claim': endpoint({ summary: '审核台：接单', auth: 'user', body: ofAudit, data: ReviewDetail }),
  'Review/Release': endpoint({ summary: '审核台：退回待分配（还没开始写意见时）', auth: 'user', body: ofAudit, data: ReviewDetail }),
  'Review/SaveDraft': endpoint({
    summary: '审核台：保存意见草稿（状态变为审核中）',
    auth: 'user',
    body: Type.Object(resultBody, { additionalProperties: false }),
    data: ReviewDetail,
  }),
  'Review/Return': endpoint({
    summary: '审核台：提交审核结果（学生收到消息）',
    auth: 'user',
    body: Type.Object({ ...resultBody, Result: AuditResult }, { additionalProperties: false }),
    data: ReviewDetail,
  }),
}
