/**
 * Granting membership — for a paid order and for an activated card alike, always inside the caller's transaction
 * (the order's or the card's status change commits with it, or neither does).
 *
 * The rule (this product's choice): the days are added to what is left of an active membership (time already paid
 * for is never lost); the new type replaces the current one unless the current one already admits every group the
 * new one does (a VIP 年卡 holder activating a 智能填报卡 keeps VIP and gets the days).
 */
import type { Transaction } from 'kysely'
import { MEMBER_GROUPS, memberTypeLabel } from '../../../types/membership'
import type { DB } from '../../db/tables'
import { activeMemberType } from './config'

const DAY_MS = 86_400_000

const groupsOf = (type: number) =>
  Object.entries(MEMBER_GROUPS)
    .filter(([, types]) => (types as readonly number[]).includes(type))
    .map(([g]) => g)

export interface MemberState {
  MemberType: number
  MemberTypeName: string
  MemberExpireAt: string | null
}

export async function grantMembership(trx: Transaction<DB>, userId: number, memberType: number, days: number, now: Date): Promise<MemberState> {
  if (!Number.isInteger(days) || days < 1 || days > 36500) throw new Error(`membership days must be 1–36500 (got ${days})`)
  // the row is locked: two grants at once (a notify and a card) both count
  const row = await trx.selectFrom('users').select(['member_type', 'member_expire_at']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow()
  const current = activeMemberType(row, now)
  const from = current !== null && row.member_expire_at ? Math.max(now.getTime(), new Date(row.member_expire_at).getTime()) : now.getTime()
  const keep = current !== null && groupsOf(memberType).every((g) => groupsOf(current).includes(g))
  const type = keep && current !== null ? current : memberType
  const expire = new Date(from + days * DAY_MS)
  await trx.updateTable('users').set({ member_type: type, member_expire_at: expire }).where('id', '=', userId).execute()
  return { MemberType: type, MemberTypeName: memberTypeLabel(type), MemberExpireAt: expire.toISOString() }
}

export function memberStateOf(row: { member_type: number; member_expire_at: Date | null }, now: Date): MemberState {
  const t = activeMemberType(row, now)
  return {
    MemberType: t ?? -1,
    MemberTypeName: memberTypeLabel(t),
    MemberExpireAt: t === null || !row.member_expire_at ? null : new Date(row.member_expire_at).toISOString(),
  }
}
