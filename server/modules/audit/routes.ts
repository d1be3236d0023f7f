/** The calls of expert audit, the student's messages and the reviewer console: parse, call the service, answer. */
import { defineHandlers } from '../../http/registry'
import { listMessages, markRead, unreadCounts } from './messages'
import { apply, claim, commit, queue, release, returnResult, reviewDetail, rightsOf, saveDraft, studentInfo, studentList, withdraw } from './service'

const page = (b: { PageIndex?: number; PageSize?: number }) => ({ index: b.PageIndex ?? 1, size: b.PageSize ?? 20 })

export const auditHandlers = defineHandlers({
  'User/CommitAuditByStudent': ({ ctx, user, body }) => commit(ctx, user!.row, body.WishId, body.Remark ?? ''),
  'User/AuditListForStudent': ({ ctx, user, body }) => {
    const p = page(body)
    return studentList(ctx, user!.userId, body.Status, p.index, p.size)
  },
  'User/AuditInfo': ({ ctx, user, body }) => studentInfo(ctx, user!.userId, body.AuditId),
  'User/AuditWithdraw': ({ ctx, user, body }) => withdraw(ctx, user!.userId, body.AuditId),
  'User/AuditApply': ({ ctx, user, body }) => apply(ctx, user!.userId, body.AuditId),
  'User/AuditRights': ({ ctx, user }) => rightsOf(ctx, user!.row),

  'User/MessageList': ({ ctx, user, body }) => {
    const p = page(body)
    return listMessages(ctx.db, user!.userId, body.Kind, p.size, (p.index - 1) * p.size)
  },
  'User/MessageRead': ({ ctx, user, body }) => markRead(ctx.db, user!.userId, body.MessageIds, body.Kind),
  'User/MessageUnread': ({ ctx, user }) => unreadCounts(ctx.db, user!.userId),

  'Review/Queue': ({ ctx, user, body }) => {
    const p = page(body)
    return queue(ctx, user!.row, body.View, p.index, p.size)
  },
  'Review/Detail': ({ ctx, user, body }) => reviewDetail(ctx, user!.row, body.AuditId),
  'Review/Claim': ({ ctx, user, body }) => claim(ctx, user!.row, body.AuditId),
  'Review/Release': ({ ctx, user, body }) => release(ctx, user!.row, body.AuditId),
  'Review/SaveDraft': ({ ctx, user, body }) => saveDraft(ctx, user!.row, body),
  'Review/Return': ({ ctx, user, body }) => returnResult(ctx, user!.row, body),
})
