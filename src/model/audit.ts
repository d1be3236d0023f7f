/** The expert-audit and message shapes the app keeps and shows, from the API contract (types/api/audit.ts). */
import type { ApiBody, ApiData } from '@contract/endpoints'

export type AuditSummary = ApiData<'User/AuditListForStudent'>['List'][number]
export type AuditDetail = ApiData<'User/AuditInfo'>
export type AuditRights = ApiData<'User/AuditRights'>
export type AuditListBody = ApiBody<'User/AuditListForStudent'>
export type RowRemark = AuditDetail['RowRemarks'][number]
export type Message = ApiData<'User/MessageList'>['List'][number]
export type MessageKind = Message['Kind']
export type MessageListBody = ApiBody<'User/MessageList'>
export type UnreadCounts = ApiData<'User/MessageUnread'>

/** what an expert's suggestion on a row says, in the student's words */
export function suggestionText(r: RowRemark): string | null {
  const s = r.Suggestion
  if (!s) return null
  if (s.Action === 'remove') return '建议删除这个志愿'
  if (s.Action === 'move') return `建议移到第 ${s.ToPosition} 个志愿`
  if (s.Action === 'adjust') return '建议改为服从专业调剂'
  return '建议换成专家推荐的另一个志愿'
}

export const AUDIT_RESULT_TEXT = { approved: '可以直接使用', changes: '建议修改' } as const
