/**
 * Code 113 in one place (SPEC §6, §8): a call the configuration names (data/rules/membership.json `calls`) is served
 * only to a member whose type the named group admits. Everyone else — anonymous callers included — gets 113, which the
 * app turns into the member page. The member columns are read again here rather than taken from the session (SPEC
 * §6: "a check first reloads the user info"): a membership bought a moment ago counts at once.
 */
import { memberAllowed, MEMBER_GROUP_LABELS, type MemberGroup } from '../../../types/membership'
import type { AppContext } from '../../context'
import { needMember } from '../../http/errors'
import type { AuthUser } from '../../http/registry'
import { clockOf } from '../../kv'
import { activeMemberType, membershipConfigOf } from './config'

export async function enforceMemberCall(ctx: AppContext, call: string, caller: AuthUser | null, token: string | null): Promise<void> {
  const group = membershipConfigOf(ctx).calls[call]
  if (!group) return
  // a public call (whose token app.ts does not read) named here still admits a member who sends one
  const user = caller ?? (token ? await ctx.sessions.resolve(token) : null)
  const label = MEMBER_GROUP_LABELS[group as MemberGroup] ?? group
  if (!user) throw needMember(`该功能需开通会员（${label}）后使用，请先登录`)
  const row = await ctx.db.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', user.userId).executeTakeFirst()
  if (!row || !memberAllowed(group, activeMemberType(row, new Date(clockOf(ctx).now())))) {
    throw needMember(`该功能需开通会员（${label}）后使用`)
  }
}
