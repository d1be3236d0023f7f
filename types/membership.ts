/**
 * Membership groups of SPEC §6: which MemberType values each check admits. Anything not listed is
 * denied, and so is any check name not in this table. `NON_MEMBER` marks an account without membership.
 */
export const MEMBER_GROUPS = {
  ZNK: [0, 1, 2, 3, 4],
  GZBB: [0, 2, 3, 4],
  VIP: [0, 2, 3],
} as const

export type MemberGroup = keyof typeof MEMBER_GROUPS

export const NON_MEMBER = -1

export function memberAllowed(group: string, memberType: number | null | undefined): boolean {
  if (memberType === null || memberType === undefined) return false
  const allowed = (MEMBER_GROUPS as Record<string, readonly number[]>)[group]
  return !!allowed && allowed.includes(memberType)
}
