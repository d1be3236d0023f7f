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

/**
 * What each MemberType means in this product. SPEC §6 gives only the numbers and which group admits which; the names,
 * what each gives and the default durations below are this product's choice (the spec does not show them), chosen
 * to fit the groups: ZNK 智能填报 (0–4), GZBB 高考报表 (0, 2–4), VIP 专家服务 (0, 2, 3).
 */
export const MEMBER_TYPES: ReadonlyArray<{ type: number; label: string; days: number; gives: string }> = [
  { type: 0, label: '至尊会员', days: 3650, gives: '全部功能，长期有效（合作机构与内部账号）' },
  { type: 1, label: '智能填报卡', days: 365, gives: '智能填报（冲稳保推荐、一键填报）' },
  { type: 2, label: 'VIP 年卡', days: 365, gives: '智能填报、高考报表、专家审核志愿表' },
  { type: 3, label: 'VIP 季卡', days: 90, gives: '智能填报、高考报表、专家审核志愿表' },
  { type: 4, label: '高考报表卡', days: 365, gives: '智能填报、高考报表（院校/专业历年数据全表）' },
]

/** the Chinese names of the groups of SPEC §6 as this product uses them (its choice, like MEMBER_TYPES) */
export const MEMBER_GROUP_LABELS: Record<MemberGroup, string> = { ZNK: '智能填报', GZBB: '高考报表', VIP: '专家服务' }

export function memberTypeLabel(type: number | null | undefined): string {
  if (type === null || type === undefined || type === NON_MEMBER) return '非会员'
  return MEMBER_TYPES.find((m) => m.type === type)?.label ?? `会员（类型 ${type}）`
}

/** the MemberType values this product sells or issues on cards */
export const MEMBER_TYPE_VALUES = MEMBER_TYPES.map((m) => m.type)
