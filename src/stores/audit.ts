/**
 * Expert audit on the student's side (issue 18): whether they may send a table, sending one, their audits page by
 * page, one audit's result, withdrawing and applying the suggestions; and their messages, whose unread count is
 * the session's `news` (the badge of tab 2).
 */
import type { AuditDetail, AuditListBody, AuditRights, AuditSummary, Message, MessageKind, MessageListBody, UnreadCounts } from '../model/audit'
import { call } from '../services/request'
import type { RootStore } from '.'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

/** design px of one audit card, for the pager's first page */
const CARD_HEIGHT = 220

export class AuditStore {
  constructor(private readonly root: RootStore) {}

  rights(): Resource<AuditRights> {
    return new Resource(() => call('User/AuditRights', {}, { silent: true }))
  }

  /** the student's audits, newest first; `status` open (not finished) or done */
  list(status?: 'open' | 'done'): AutoPager<AuditSummary, AuditListBody> {
    return listPager<AuditSummary, AuditListBody>(
      (body) => call('User/AuditListForStudent', { ...body, ...(status ? { Status: status } : {}) }, { silent: true }),
      {
        itemHeight: CARD_HEIGHT,
        pageSize: 10,
      },
    )
  }

  detail(auditId: number): Resource<AuditDetail> {
    return new Resource(async () => {
      // no blocking 加载中: the page draws its skeleton while it waits (the error catalogue still applies)
      const d = await call('User/AuditInfo', { AuditId: auditId }, { silent: true })
      // opening a returned result reads its message too
      void this.root.messages.refreshUnread()
      return d
    })
  }

  commit(wishId: number, remark: string): Promise<{ AuditId: number }> {
    return call('User/CommitAuditByStudent', { WishId: wishId, Remark: remark.trim() })
  }

  withdraw(auditId: number): Promise<AuditSummary> {
    return call('User/AuditWithdraw', { AuditId: auditId })
  }

  apply(auditId: number): Promise<{ WishId: number; Name: string }> {
    return call('User/AuditApply', { AuditId: auditId })
  }
}

export class MessagesStore {
  constructor(private readonly root: RootStore) {}

  /** asks the server for the unread counts and puts them on the session (the tab badge); quiet, and nothing when logged out */
  async refreshUnread(): Promise<UnreadCounts | null> {
    if (!this.root.session.token) return null
    try {
      const n = await call('User/MessageUnread', {}, { silent: true })
      this.root.session.setNews({ notice: n.Notice, message: n.Message })
      return n
    } catch {
      return null
    }
  }

  list(kind?: MessageKind): AutoPager<Message, MessageListBody> {
    return listPager<Message, MessageListBody>((body) => call('User/MessageList', { ...body, ...(kind ? { Kind: kind } : {}) }, { silent: true }), {
      itemHeight: 160,
      pageSize: 20,
    })
  }

  /** marks messages read (all of a kind without ids) and takes the new counts */
  async markRead(ids?: number[], kind?: MessageKind): Promise<void> {
    const n = await call('User/MessageRead', { ...(ids ? { MessageIds: ids } : {}), ...(kind ? { Kind: kind } : {}) }, { silent: true })
    this.root.session.setNews({ notice: n.Notice, message: n.Message })
  }
}
